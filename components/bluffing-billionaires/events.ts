/**
 * The `detail` types of `<bluffing-billionaires-table>`'s events and its event map, which types
 * `addEventListener`/`removeEventListener` on the element (`e.detail` of `game-over` is this
 * game's, with no cast). The shared details are table-events.ts'; they are exported from
 * `bluffhouse/components`.
 */
import type { BluffingBillionairesResult } from '../../src/bluffing-billionaires/index.js';
import type { GameResult } from '../../src/core/types.js';
import type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from '../internal/table/table-events.js';

/**
 * `detail` of `game-over`: the shared fields with the result of this game (BB-10's `scores`,
 * `handPoints` and `bonusCoins` per seat, and BB-5's `reason` (`last-card`, `no-cards`, or `host`)
 * and `endedBy` (the seat whose turn ended it; null when the host ended it)).
 */
export interface BluffingBillionairesGameOverDetail extends BluffingBillionairesResult, Omit<GameOverDetail, keyof GameResult> {}

/** The events of `BluffingBillionairesTable` by name: the element's own events with their details, and every HTMLElement event. */
export interface BluffingBillionairesTableEventMap extends HTMLElementEventMap {
  'game-start': CustomEvent<GameStartDetail>;
  'game-move': CustomEvent<GameMoveDetail>;
  'game-over': CustomEvent<BluffingBillionairesGameOverDetail>;
  'game-error': CustomEvent<GameErrorDetail>;
}

declare module './table.js' {
  // Merged into the class (TypeScript's declaration merging): its listeners get this game's details.
  interface BluffingBillionairesTable {
    addEventListener<K extends keyof BluffingBillionairesTableEventMap>(type: K, listener: (this: BluffingBillionairesTable, event: BluffingBillionairesTableEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
    addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
    removeEventListener<K extends keyof BluffingBillionairesTableEventMap>(type: K, listener: (this: BluffingBillionairesTable, event: BluffingBillionairesTableEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
  }
}
