/**
 * The shared pieces a table draws in some games only: the results panel (`<bluff-game-over>`, once
 * a game ends, with its download buttons, `<bluff-results-download>`) and the hot-seat hand-over (`<bluff-handover>`, when several people share one
 * screen). Their modules are not in a page's first download (issue 12): a table loads and defines
 * each the first time it may draw it, and holds its update until then (`GameTable.scheduleUpdate`),
 * as it does for another language's words, so it never shows a moment without them.
 */
import type { BluffElement } from './base-element.js';

/** Each piece's tag, with the import of its class. */
const MODULES = {
  'bluff-game-over': () => import('../pieces/game-over.js').then((module) => module.BluffGameOver),
  'bluff-handover': () => import('../pieces/handover.js').then((module) => module.BluffHandover),
  'bluff-results-download': () => import('../pieces/results-download.js').then((module) => module.BluffResultsDownload),
} satisfies Record<string, () => Promise<Pick<typeof BluffElement, 'define'>>>;

/** The tag of a piece that loads when first needed. */
export type LaterPiece = keyof typeof MODULES;

/** The tags of the pieces that load when first needed. */
export const LATER_PIECES = Object.keys(MODULES) as LaterPiece[];

/** Per tag: true once its module was loaded and defined (or could not load), else the load under way. */
const loads = new Map<LaterPiece, Promise<void> | true>();

/**
 * Defines the pieces of `tags` that no copy of bluffhouse on the page has defined yet (before or
 * while their modules load), loading each module once per copy however many tables ask; null
 * when there is nothing to wait for.
 * Never rejects: a module that cannot load (a missing chunk, the network) is reported on the
 * console once, and the tag stays undefined (an element drawn with it shows nothing).
 * @param tags tags of `LATER_PIECES`, e.g. `['bluff-game-over']`
 * @returns a promise that settles when every load asked for has settled, or null
 */
export function defineLater(tags: readonly LaterPiece[]): Promise<void> | null {
  const pending: Promise<void>[] = [];
  for (const tag of tags) {
    let load = loads.get(tag);
    if (load === true || customElements.get(tag)) continue;
    if (!load) {
      load = MODULES[tag]().then(
        // Another copy on the page may have defined it while this module loaded: its piece is
        // used, silently, as when it was there before the load began.
        (piece) => void (customElements.get(tag) ?? piece.define(tag)),
        (error: unknown) => console.error(`bluffhouse: <${tag}> could not load:`, error),
      ).then(() => void loads.set(tag, true));
      loads.set(tag, load);
    }
    pending.push(load);
  }
  return pending.length ? Promise.all(pending).then(() => undefined) : null;
}
