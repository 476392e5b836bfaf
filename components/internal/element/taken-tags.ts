/**
 * The warning for bluffhouse tags that another copy of bluffhouse (another release) or other code
 * already owns. One `console.warn` per page for each pair (this copy's version, the owner), however
 * many tags, files and copies of that pair meet; it names both versions and says the owner's
 * elements are kept. Never throws.
 */
import { VERSION } from './version.js';

/** Pairs already warned about, shared by every copy of bluffhouse in this window. */
const WARNED = Symbol.for('bluffhouse.taken-tag-warnings.v1');

/** Tags this copy found taken since the last warning, by owner ('' for code that is not bluffhouse). */
const pending = new Map<string, Set<string>>();

function warned(): Set<string> {
  const realm = globalThis as typeof globalThis & { [WARNED]?: Set<string> };
  realm[WARNED] ??= new Set();
  return realm[WARNED];
}

function listTags(tags: ReadonlySet<string>): string {
  return [...tags].map((tag) => `<${tag}>`).join(', ');
}

function warnPending(): void {
  for (const [owner, tags] of pending) {
    const pair = `${VERSION} ${owner}`;
    if (warned().has(pair)) continue;
    warned().add(pair);
    const taken = listTags(tags);
    console.warn(owner
      ? `bluffhouse ${VERSION}: bluffhouse ${owner} already defined ${taken} on this page; keeping the elements of bluffhouse ${owner}. `
        + 'Load one copy of bluffhouse per page (all files from one dist/cdn folder).'
      : `bluffhouse ${VERSION}: other code already defined ${taken} on this page; keeping its elements. `
        + 'Tables that draw them show an error instead of a game.');
  }
  pending.clear();
}

/**
 * Notes that `tag` is owned by `owner` (a class from another release of bluffhouse, or not from
 * bluffhouse at all) and warns once the running script is done (a microtask later), once per page
 * and pair of versions, listing the tags this copy found taken by then.
 * @param owner The class `customElements.get(tag)` returned; `version` and `contract` are set on
 *   bluffhouse elements.
 */
export function reportTakenTag(tag: string, owner: { version?: unknown; contract?: unknown }): void {
  // The same version with another table contract is a development build: name the contract too.
  const by = typeof owner.version !== 'string' || owner.version === '' ? ''
    : owner.version === VERSION ? `${owner.version} (table contract ${String(owner.contract)})` : owner.version;
  if (pending.size === 0) queueMicrotask(warnPending);
  const tags = pending.get(by) ?? new Set();
  tags.add(tag);
  pending.set(by, tags);
}
