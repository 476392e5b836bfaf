/**
 * The `detail` types of `<biggie-bills-board>`'s events and its event map, which types
 * `addEventListener`/`removeEventListener` on the element (`e.detail` of `game-over` is this
 * game's, with no cast). The shared details are table-events.ts'; they are exported from
 * `bluffhouse/components`.
 */
import type { BiggieBillsResult } from '../../src/biggie-bills/index.js';
import type { GameResult } from '../../src/core/types.js';
import type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from '../internal/table/table-events.js';

/**
 * `detail` of `game-over`: the shared fields with the result of this game (BG-7: `scores` is each
 * team's cash in $M; `reason` is `target`, `last-team`, `time`, `cycles`, or `host` when the host
 * ended the game (ranked as at time-up, BG-7d)).
 */
export interface BiggieBillsGameOverDetail extends BiggieBillsResult, Omit<GameOverDetail, keyof GameResult> {}

/** The events of `BiggieBillsBoard` by name: the element's own events with their details, and every HTMLElement event. */
export interface BiggieBillsBoardEventMap extends HTMLElementEventMap {
  'game-start': CustomEvent<GameStartDetail>;
  'game-move': CustomEvent<GameMoveDetail>;
  'game-over': CustomEvent<BiggieBillsGameOverDetail>;
  'game-error': CustomEvent<GameErrorDetail>;
}

declare module './table.js' {
  // Merged into the class (TypeScript's declaration merging): its listeners get this game's details.
  interface BiggieBillsBoard {
    addEventListener<K extends keyof BiggieBillsBoardEventMap>(type: K, listener: (this: BiggieBillsBoard, event: BiggieBillsBoardEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;
    addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
    removeEventListener<K extends keyof BiggieBillsBoardEventMap>(type: K, listener: (this: BiggieBillsBoard, event: BiggieBillsBoardEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
  }
}
