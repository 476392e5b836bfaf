/**
 * The shapes a game session (core/session.ts) is built from and reports with: the clock and pace
 * its host injects, the bots it asks per seat, its callbacks and what it hands the host's store.
 * No DOM and no Node module: a session runs in a page, a worker or the game server alike.
 */
import type { StoryListener } from './entries-stream.js';
import type { Bot, GameEvent, GameResult, GameView, Seat } from './types.js';

/** A pending timer of a `SessionClock`; `clear()` is harmless after it ran or was cleared. */
export interface SessionTimer {
  clear(): void;
}

/**
 * The host's clock: the page's `setTimeout` (or a zero-delay task), Colyseus' room clock, or a
 * test's manual clock. `now()` is epoch ms (a timed game's deadline is compared with it).
 */
export interface SessionClock {
  /** Runs `fn` once after `ms` ms (0: as soon as the host runs tasks). */
  setTimeout(fn: () => void, ms: number): SessionTimer;
  /** Now, in epoch ms. */
  now(): number;
}

/** Where a session is: no game, a game being played, paused, finished with a result, or ended early without one. */
export type SessionStatus = 'idle' | 'running' | 'paused' | 'over' | 'ended';

/** What the session hands its host's store after each change (the host decides whether and where to keep it). */
export interface SessionSave {
  /** The actor's snapshot now (live: an XState snapshot never changes). */
  snapshot: unknown;
  /** The persisted form of `snapshot` (`getPersistedSnapshot`), made when called: a store that writes later pays later. */
  persisted(): unknown;
  /** When a timed game ends (epoch ms of the session's clock), or null (untimed, not begun, or paused). */
  deadline: number | null;
  /** The result once the game is over, else null. */
  result: GameResult | null;
  /** True once `endNow` ended the game without a result: there is nothing to resume. */
  ended: boolean;
  /**
   * The game's record at this save (core/record.ts), made when called (a fresh copy of the moves,
   * so a store that never reads it, the server's, copies nothing): its seed, every accepted move in
   * order and the bots' draws so far; null when the game came from a snapshot that had none (a
   * save of an older version).
   */
  history(): SessionHistory | null;
}

/** A game as the moves that made it (a fresh copy): replayed from `seed`, they give the same game. */
export interface SessionHistory {
  /** The seed the game was dealt with (its input's `seed`). */
  seed: number;
  /** Every accepted move, in order: the players', the bots' and the host's. */
  moves: readonly GameEvent[];
  /** How many numbers the bots drew from their random source (seeded from `seed`). */
  botDraws: number;
}

/** A game to replay (`SessionStart.replay`): its input, dealt with `seed`, and its moves, each checked again. */
export interface SessionReplay<Input> extends Omit<SessionHistory, 'moves'> {
  /** The game's input, with `seed` as its seed. */
  input: Input;
  /** The moves to send in order (any data: each is read and checked as a player's move is). */
  moves: readonly unknown[];
}

/**
 * What a session tells its host. Every callback is optional; none may throw. The game's story
 * (`onStart`, `onEntries`, `onOver`: entries-stream.ts) is told once per game; `onOver` gets null
 * when `endNow` ended the game without a result.
 */
export interface SessionCallbacks extends StoryListener {
  /** The game changed (a move, a new game, pause, resume, an early end): the host tells its viewers. */
  onChange?(): void;
  /**
   * Something went wrong that the host did not cause: `bad-save` (a snapshot to restore broke the
   * invariants), `bot-refused` (a bot's move was refused), `time-up-refused` (the host's time-up
   * event was refused). Nothing is thrown into the host.
   */
  onProblem?(detail: { code: 'bad-save' | 'bot-refused' | 'time-up-refused'; message: string }): void;
  /** The store: called after a game starts and after every change (`SessionSave`). */
  save?(state: SessionSave): void;
}

/** How a session starts a game (`GameSession.start`). */
export interface SessionStart<Input> {
  /** The game's input (as `createGame` takes it: parsed or not). */
  input: Input;
  /** The game's seed: the bots' random source is seeded from it (the seed XOR 0x5eed). */
  seed: number;
  /** A persisted snapshot to continue instead of dealing a new game (checked by the game's invariants). */
  snapshot?: unknown;
  /** Only with `snapshot`: the moves that made it (a game parked in memory), kept so that later saves hold a record. */
  history?: SessionHistory;
  /**
   * A game to replay instead of dealing a new one (a record: core/record.ts): every move goes
   * through `sendChecked` again; the first one refused makes it invalid, as a bad snapshot is.
   * Takes precedence over `snapshot`.
   */
  replay?: SessionReplay<Input>;
  /**
   * Only with `snapshot` or `replay`: when it is invalid, start a new game from `input` (true, the default: a
   * page's save) or start nothing (false: the server refuses the restore). Reported either way.
   */
  newIfInvalid?: boolean;
  /** A timed game's running deadline to keep (epoch ms; restored with its snapshot), or null/absent. */
  deadline?: number | null;
  /** Only with `snapshot`: play had begun in it (the server's `started`), so `newGame` begins the next game too. */
  begun?: boolean;
}

/** What `GameSession.start` reports: whether a snapshot was resumed, and why one could not be. */
export interface SessionStartReport {
  /** True when the game continues from `snapshot`. */
  resumed: boolean;
  /** Why the snapshot could not be restored (its broken invariants), or null. */
  problem: string | null;
}

/** The bot that plays `seat` now, or null when a person plays it (asked at every bot turn). */
export type BotFor<Event extends GameEvent, View extends GameView> = (seat: Seat) => Bot<View, Event> | null;
