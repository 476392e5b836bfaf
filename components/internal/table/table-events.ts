/**
 * The documented events of every table (`game-start`, `game-move`, `game-over`, `game-error`):
 * their `detail` types and their emission. They bubble and cross shadow roots; their details hold
 * public facts only (docs/architecture.md, "Events"). The `@fires` JSDoc is on `GameTable`.
 */
import type { GameResult, LogEntry, Seat } from '../../../src/core/types.js';
import type { BluffElement } from '../element/base-element.js';

/** `detail` of `game-start`. */
export interface GameStartDetail {
  game: string;
  players: number;
  names: string[];
  humans: Seat[];
  bots: string;
  /**
   * True when a game in progress continues: restored from `persist-key` storage after a reload, or
   * the element was taken off the page and put back (it parks its game meanwhile).
   */
  resumed: boolean;
}

/**
 * `detail` of `game-move`: one public log entry (never a hidden card), with its description. Right
 * after each `game-start` (new or resumed) one `game-move` fires for every entry already in the log,
 * from index 0, so a listener always gets the whole log; then one for each new entry. After a
 * resume the earlier entries come again: `index` tells a repeat.
 */
export interface GameMoveDetail {
  game: string;
  /** Position of the entry in the game's log, from 0. */
  index: number;
  entry: LogEntry;
  text: string;
  names: string[];
}

/** `detail` of `game-over`: the GameResult plus the players' names. */
export interface GameOverDetail extends GameResult {
  game: string;
  names: string[];
}

/** `detail` of `game-error`. */
export interface GameErrorDetail {
  /** The attribute at fault, when an attribute is. */
  attribute?: string;
  /** A verdict code when a move was refused; `bad-save` when the persist-key save was invalid or the saves' code could not load (a new game started); `bots-unavailable` when the bots' code could not load (tried again). */
  code?: string;
  message: string;
}

/**
 * A deep copy of plain data (arrays, objects, strings, numbers, booleans, null), what log entries
 * hold: several times cheaper than `structuredClone` for such small values.
 */
function copyOf<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(copyOf) as T;
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = copyOf((value as Record<string, unknown>)[key]);
  return copy as T;
}

/** Emits one table's documented events; `game` is its definition's id. */
export class TableEvents {
  constructor(private readonly host: BluffElement, private readonly game: string) {}

  started(detail: Omit<GameStartDetail, 'game'>): void {
    this.host.emit<GameStartDetail>('game-start', { game: this.game, ...detail });
  }

  /** One `game-move` per entry, from index `first`; `texts[i]` describes `entries[i]`. */
  moved(entries: readonly LogEntry[], first: number, texts: readonly string[], names: string[]): void {
    entries.forEach((entry, i) => {
      // A copy: a listener that changes the detail must not change the game.
      this.host.emit<GameMoveDetail>('game-move', { game: this.game, index: first + i, entry: copyOf(entry), text: texts[i]!, names });
    });
  }

  /** `result` is the engine's (plus what a game adds, such as how it was won). */
  over(result: GameResult, names: string[]): void {
    this.host.emit<GameOverDetail>('game-over', { ...result, game: this.game, names });
  }

  error(detail: GameErrorDetail): void {
    this.host.emit<GameErrorDetail>('game-error', detail);
  }
}

declare global {
  interface HTMLElementEventMap {
    'game-start': CustomEvent<GameStartDetail>;
    'game-move': CustomEvent<GameMoveDetail>;
    'game-over': CustomEvent<GameOverDetail>;
    'game-error': CustomEvent<GameErrorDetail>;
  }
}
