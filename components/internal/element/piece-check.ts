/**
 * Whether the pieces a table draws can show it. With several copies of bluffhouse on one page, a
 * table defined by one copy draws the pieces whichever copy defined their tags first. Shared pieces
 * (seats, log, hand-over, results) of any copy with the same table contract work; the game's own
 * pieces (pile, board, controls…) read that game's view, so they must come from the same release.
 * A table whose pieces do not fit shows an error and fires `game-error` instead of a broken game.
 */
import type { BluffElementClass } from './base-element.js';
import { TABLE_CONTRACT, VERSION } from './version.js';

/** The tags a table draws, by table class. */
interface DrawnTags {
  /** Shared pieces: any copy with this table contract fits. */
  shared: readonly string[];
  /** The game's own pieces: only this release fits. */
  own: readonly string[];
}

const drawnTags = new WeakMap<object, DrawnTags>();

/** A piece of another copy that cannot show this table. */
export class PieceError extends Error {
  constructor(readonly tag: string, message: string) {
    super(message);
    this.name = 'PieceError';
  }
}

/** Records the tags `table` (a table class) draws; `defineGame` calls it. */
export function recordPieces(table: object, tags: DrawnTags): void {
  drawnTags.set(table, tags);
}

function ownerOf(piece: BluffElementClass): string {
  return typeof piece.version === 'string'
    ? `bluffhouse ${piece.version} (table contract ${String(piece.contract ?? 'unknown')})`
    : 'other code, not bluffhouse';
}

/**
 * Checks every tag the table class draws (or the nearest recorded class it extends). A tag not
 * defined yet passes (whoever defines it later upgrades it).
 * @throws PieceError naming the tag, the copy that defined it and this copy, e.g. "<bluff-seat> on
 *   this page was defined by bluffhouse 0.1.0 (table contract 1), which cannot show a table of
 *   bluffhouse 0.2.0 (table contract 2)…"
 */
export function assertPiecesFit(table: object): void {
  let tags: DrawnTags | undefined;
  for (let c: object | null = table; c && !tags; c = Object.getPrototypeOf(c) as object | null) tags = drawnTags.get(c);
  if (!tags) return;
  const checks = [...tags.shared.map((tag) => [tag, false] as const), ...tags.own.map((tag) => [tag, true] as const)];
  for (const [tag, sameRelease] of checks) {
    const piece = customElements.get(tag) as BluffElementClass | undefined;
    if (!piece) continue;
    const fits = piece.contract === TABLE_CONTRACT && (!sameRelease || piece.version === VERSION);
    if (!fits) {
      throw new PieceError(tag, `<${tag}> on this page was defined by ${ownerOf(piece)}, which cannot show a table of `
        + `bluffhouse ${VERSION} (table contract ${TABLE_CONTRACT}). Load one copy of bluffhouse per page (all files from one dist/cdn folder).`);
    }
  }
}
