/**
 * The `detail` types of `<bluff-king-table>`'s events and its event map, which types
 * `addEventListener`/`removeEventListener` on the element (`e.detail` of `game-over` is this
 * game's, with no cast). The shared details are table-events.ts'; they are exported from
 * `bluffhouse/components`.
 */
import type { BluffKingResult } from '../../src/bluff-king/index.js';
import type { GameResult } from '../../src/core/types.js';
import type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from '../internal/table/table-events.js';

/**
 * `detail` of `game-over`: the shared fields with the result of this game (BK-8, BK-9: `reason` is
 * `'host'` when the host ended the game (HOST_END, ranked by cards in hand), absent when a seat
 * went out).
 */
export interface BluffKingGameOverDetail extends BluffKingResult, Omit<GameOverDetail, keyof GameResult> {}

/** The events of `BluffKingTable` by name: the element's own events with their details, and every HTMLElement event. */
export interface BluffKingTableEventMap extends HTMLElementEventMap {
  'game-start': CustomEvent<GameStartDetail>;
  'game-move': CustomEvent<GameMoveDetail>;
  'game-over': CustomEvent<BluffKingGameOverDetail>;
  'game-error': CustomEvent<GameErrorDetail>;
}

declare module './table.js' {
  // Merged into the class (TypeScript's declaration merging): its listeners get this game's details.
  interface BluffKingTable {
    addEventListener<K extends keyof BluffKingTableEventMap>(type: K, listener: (this: BluffKingTable, event: BluffKingTableEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
    addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
    removeEventListener<K extends keyof BluffKingTableEventMap>(type: K, listener: (this: BluffKingTable, event: BluffKingTableEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
  }
}
