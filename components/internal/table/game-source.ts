/**
 * The seam between a table and the game it shows (docs/architecture.md, "Where views come from").
 * A table reads a game only through `GameSource`: views, the seats asked, moves, the result, and a
 * lifecycle (start, restart, stop, park and resume); a source fed by a server adds one `online`
 * part (its seat, names, clock and lobby). The local source runs the engine in the page
 * (game-controller.ts); a source fed by a server can stand in without any change to an element.
 */
import type { BotLevel, GameEvent, GameResult, GameView, LogEntry, Seat, Verdict } from '../../../src/core/types.js';
import type { HostCommand } from '../../../src/online/protocol.js';

/** What any game source is asked to play: the table's attributes, read and validated. */
export interface TableSettings<Input> {
  /** The game's validated input (players, seed and options, defaults filled in: `parseInput`). */
  input: Input;
  /** Number of seats. */
  players: number;
  /** The seed of this deal: the `seed` attribute (moved on by New game), or random. */
  seed: number;
  /** The `seed` attribute, or null when the deal is random. */
  seedAttribute: number | null;
  /**
   * The options as the attributes gave them, by input field (`players` and each option attribute
   * set; not the seed): with `seedAttribute`, `humans` and `level` they name one configuration.
   */
  options: Readonly<Record<string, unknown>>;
  /** Seats people play on this screen (sorted). */
  humans: readonly Seat[];
  /** How well the other seats play. */
  level: BotLevel;
}

/** What a source tells its table. Every callback is optional. */
export interface GameSourceCallbacks {
  /** A game started; `resumed` when one in progress continues (a save, or the element came back). */
  onStart?(resumed: boolean): void;
  /**
   * Public log entries, in order, from `firstIndex`: after `onStart`, every entry already in the log
   * with `past` true (so a listener always has the whole log, also of a resumed game), then the new
   * entries after each move with `past` false.
   */
  onEntries?(entries: readonly LogEntry[], firstIndex: number, past: boolean): void;
  /** The game is over: after its last move, or right after `onStart` when a finished game resumed. */
  onOver?(result: GameResult): void;
  /**
   * Something went wrong, with a code: `bad-save` when a saved game could not be read or broke the
   * invariants, or the code of saves could not load (a new game started instead), `bots-unavailable` when the bots' code could not load
   * (the local source tries again and the game goes on once it loads); online (remote-source.ts), a move the server refused
   * (its code), `room-not-found`, `room-full`, `game-over`, `server-unreachable`,
   * `connection-lost`, `server-error`. The table fires `game-error`.
   */
  onError?(detail: { code: string; message: string }): void;
  /** How long to wait before the next bot move after these entries, in ms (default: `delay`). */
  pauseFor?(entries: readonly LogEntry[], delay: number): number;
  /** The view changed (a move, a new game): the table redraws. */
  onChange?(): void;
}

/** The read side of a game, wherever it runs. */
export interface GameReader<View extends GameView, Event extends GameEvent> {
  /** The view of `seat` (null: a spectator), or null before a game exists. */
  view(seat: Seat | null): View | null;
  /** Seats the game waits for now (`[]` when over or before a game exists). */
  toAct(): Seat[];
  /**
   * Sends a move; returns the verdict (`{ ok: true }`, or why it was refused with a code). Never
   * throws. Only a plain copy of an event `check` accepted reaches the game.
   */
  send(event: Event): Verdict;
  /** The result once the game is over, else null. */
  result(): GameResult | null;
  /**
   * What only an online source has (the server decides the seat, the names and a timed game's
   * clock; the room has a lobby): absent for a source running in the page, whose table decides.
   */
  readonly online?: OnlinePart;
  /**
   * Whether what the source reports now (its callbacks are running) is a move a bot made here: the
   * table may then draw it with the next frame, together with the moves after it (frame-pacer.ts).
   * Absent or false: the table draws the change at once.
   */
  botMoving?(): boolean;
}

/**
 * The part of a source fed by a game server (remote-source.ts; online-source.ts once that code is
 * in) that a table reads besides the game: the seat and names the server gives, its clock, the
 * room's lobby and what interrupts it.
 */
export interface OnlinePart {
  /** The seat the server gave this client (null: a spectator); undefined before its first state (the table's `humans` decide). */
  seat(): Seat | null | undefined;
  /** The seats' names, the server's; undefined before its first state (the table names them). */
  names(): string[] | undefined;
  /** The server ends a timed game: its deadline in this page's clock (epoch ms), null when untimed or not known yet. */
  deadline(): number | null;
  /** While the host pauses a timed game: the time left the server froze (ms), shown without counting; else null. */
  pausedTimeLeft(): number | null;
  /** The room as its lobby shows it (null before the room is joined). */
  lobby(): LobbyState | null;
  /** What stops or interrupts the game now (a wrong code, a lost connection…), or null. */
  problem(): { code: string; message: string } | null;
  /** The creator starts the game now (the empty seats get bots). */
  startRoom(): void;
  /** Whether this client holds the host's rights (the state's `host`): it may send `command`. */
  hosting(): boolean;
  /** Whether the host paused the game (the state's `paused`): moves are refused until it resumes. */
  paused(): boolean;
  /** Sends a host message (src/online/protocol.ts `HostCommand`); the server refuses it `not-host` for anyone but the host. */
  command(command: HostCommand): void;
}

/** An online room before (and while) its game runs: what the lobby shows. */
export interface LobbyState {
  /** The join code. */
  code: string;
  /** This client's seat; null for a spectator. */
  seat: Seat | null;
  /** Seat by seat. */
  names: string[];
  /** Per seat: a person joined (true), a person's seat still empty or left (false), a bot (null). */
  connected: (boolean | null)[];
  started: boolean;
  /** Per seat: when a bot takes over the seat of a person who is away, in this page's clock (epoch ms); null where none comes. */
  botAt?: (number | null)[];
  /** The seat whose person hosts (the creator's role), or null: a seatless host runs the room, or nobody holds the role. */
  host: Seat | null;
  /** This client holds the host's rights (a seatless host, or the person of `host`). */
  hosting: boolean;
  /** The host paused the game. */
  paused: boolean;
  /** How many devices may join one seat. */
  devicesPerSeat: number;
  /** Per seat: the names of the devices on it now. */
  members: string[][];
  /** The address people reach the game server at (its `publicUrl`), or null: join links on a loopback page use its origin. */
  publicUrl: string | null;
}

/** What a table needs from any game source: the read side and the lifecycle. */
export interface GameSource<Input, Event extends GameEvent, View extends GameView> extends GameReader<View, Event> {
  /** Starts a game for `settings`, resuming a saved one of the same configuration when there is one. */
  start(settings: TableSettings<Input>): void;
  /** Starts a new game for `settings` (New game, Play again), replacing any saved one. */
  restart(settings: TableSettings<Input>): void;
  /** Ends the game: nothing runs and nothing resumes. */
  stop(): void;
  /** The element left the page: keep the game, run nothing (no timer, no actor). */
  park(): void;
  /** The element is back on the page: continue the parked game (`onStart` with `resumed`). */
  resume(): void;
}
