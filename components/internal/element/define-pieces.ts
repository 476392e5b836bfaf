import type { BluffElement } from './base-element.js';
import type { BluffGameOver } from '../pieces/game-over.js';
import { BluffLog } from '../pieces/game-log.js';
import type { BluffHandover } from '../pieces/handover.js';
import type { BluffResultsDownload } from '../pieces/results-download.js';
import { LATER_PIECES } from './later-pieces.js';
import { recordPieces } from './piece-check.js';
import { BluffSeat } from '../pieces/seat.js';

/** Something with bluffhouse's harmless `define` (an element class). */
type Definable = Pick<typeof BluffElement, 'define'>;

/**
 * The pieces every table draws from the start, by tag. The results panel and the hot-seat
 * hand-over are shared pieces too, defined by the table when first needed (later-pieces.ts).
 */
export const SHARED_PIECES: Readonly<Record<string, Definable>> = {
  'bluff-seat': BluffSeat,
  'bluff-log': BluffLog,
};

/**
 * Defines one game: its table (the context provider) first, then the shared pieces and the game's
 * own pieces (the consumers: a consumer upgraded before its provider would miss the table's state).
 * Records the tags the table draws, which it checks before each game (piece-check.ts): with two
 * copies of bluffhouse on a page, its pieces may come from the other copy. Harmless when repeated.
 * @param tag The table's tag, e.g. `bluff-king-table`.
 * @param table The table class.
 * @param pieces The game's own pieces, by tag.
 * @param later The tags of the game's own pieces that the table defines itself when first needed
 *   (their modules load then), checked as its own pieces once defined.
 */
export function defineGame(tag: string, table: Definable, pieces: Readonly<Record<string, Definable>>, later: readonly string[] = []): void {
  recordPieces(table, { shared: [...Object.keys(SHARED_PIECES), ...LATER_PIECES], own: [...Object.keys(pieces), ...later] });
  table.define(tag);
  for (const [pieceTag, piece] of Object.entries({ ...SHARED_PIECES, ...pieces })) piece.define(pieceTag);
}

declare global {
  interface HTMLElementTagNameMap {
    'bluff-seat': BluffSeat;
    'bluff-log': BluffLog;
    'bluff-handover': BluffHandover;
    'bluff-game-over': BluffGameOver;
    'bluff-results-download': BluffResultsDownload;
  }
}
