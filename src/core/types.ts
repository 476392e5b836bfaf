/**
 * The engine contract shared by every game (docs/architecture.md, "The engine contract").
 * One controller, one bot runner, one arena and one test harness serve all games through it.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';

/** A seat at the table: 0..players-1, numbered clockwise. */
export type Seat = number;

/** Every event names the seat that sends it. */
export interface GameEvent {
  type: string;
  seat: Seat;
}

/** The outcome of a finished game. */
export interface GameResult {
  /** Seats that won; more than one only on a shared victory. */
  winners: Seat[];
  /** Places, best first; a place holds the seats tied for it. */
  ranking: Seat[][];
  /** Per seat, for games that score (BB points, BG cash in $M). */
  scores?: number[];
}

/** Whether an event is legal now, and if not, a stable `code` and a readable `reason`. */
export type Verdict = { ok: true } | { ok: false; code: string; reason: string };

/** A log entry: public facts only, tagged by `type`. */
export interface LogEntry {
  type: string;
}

/** What every view has, whatever the game: the UI and bots rely on these. */
export interface GameView {
  /** The seat this view is for; null for a spectator. */
  seat: Seat | null;
  players: number;
  /** What this seat is asked to do now, or null. */
  prompt: { type: string } | null;
  /**
   * The public log of the game so far: a fresh array of the game's own entries, deep-frozen
   * (`core/frozen.ts`). No part of a view aliases engine state it could change; every other field
   * is built fresh or deep-frozen (a game may share a frozen part between views while it cannot
   * change, as BiggieBills does with its public part and a waiting team's hand).
   */
  log: readonly LogEntry[];
  /** The result once the game is over, else null. */
  result: GameResult | null;
}

/**
 * One game, described as a plain object: the machine plays it, the other members read it.
 * `Input` is the machine's input, `Event` the union of its events, `View` what a seat may know.
 */
export interface GameDefinition<
  Input = unknown,
  Event extends GameEvent = GameEvent,
  View extends GameView = GameView,
  Machine extends AnyStateMachine = AnyStateMachine,
> {
  /** The game's id, kebab-case (`bluff-king`); the registry (src/games.ts) lists every game. */
  id: string;
  /** The XState v5 machine, made with `setup({...}).createMachine(...)`; its input is `Input`. */
  machine: Machine;
  /** Seats the game waits for now (several when choices are simultaneous); [] when over. */
  toAct(snapshot: SnapshotFrom<Machine>): Seat[];
  /**
   * Why an event is or is not legal now. The machine's guards call it; `snapshot.can(e)` agrees.
   * Never throws, whatever `event` is: it reads the event once into a plain copy (`readEvent`) and
   * refuses, in this order, `bad-event` (not a plain object with a string `type`, or reading it
   * threw: a getter, a Proxy), `unknown-event` (a type the game does not define, XState's own
   * `xstate.*` types included), `bad-seat`, `game-over`, then the game's own codes
   * (`core/events.ts`). Send moves with `sendChecked`, which sends the copy `check` accepted.
   */
  check(snapshot: SnapshotFrom<Machine>, event: Event): Verdict;
  /** What `seat` may know now; `null` is a spectator, who sees public information only. */
  view(snapshot: SnapshotFrom<Machine>, seat: Seat | null): View;
  /** The result, or null while the game runs. */
  result(snapshot: SnapshotFrom<Machine>): GameResult | null;
  /**
   * Validates an input and fills in defaults (extension of the contract, so bad input fails
   * synchronously instead of inside the actor).
   * @throws RangeError | TypeError naming the field and the allowed values.
   */
  parseInput(input: unknown): Input;
  /**
   * The invariants a snapshot breaks, each a sentence naming the field (e.g. `context.hands holds
   * AS 30 times; 1 deck holds it once`); `[]` for a sound snapshot of this game. Takes a live
   * snapshot or a persisted one (`actor.getPersistedSnapshot()`, through JSON or not) and never
   * throws, whatever it is given. Checked: the JSON shape and types of the context, every card a
   * known one, card conservation (the deck(s) of the game, less the cards the rules leave out),
   * money where the game has it, every seat in range, a seat that can act unless the game is
   * over, and the shape of the public log's entries. With `input` (as `parseInput` returns it),
   * also that the snapshot is a game of those settings: the same players and options, deck or
   * tables (the seed, first seat and a fixed deal only shape the deal and are not compared).
   * `createGame` refuses a snapshot that breaks any; the property tests check every snapshot of
   * real games with it. It cannot tell a possible position from the real one (cards moved
   * between hands, a log rewritten consistently): a local save is the player's own data.
   */
  invariants(snapshot: unknown, input?: Input): string[];
  /**
   * The input fields that fix hidden information or the random draw (`seed`, `first`, `hands`,
   * a deck's order…): whoever sets one knows or chooses the deal. A host that deals for others
   * (the online server) refuses every one of them from the players and deals itself; the others
   * (`players`, the game's options, BiggieBills' public `tables`) are public settings. Each name
   * is a top-level key `parseInput` takes. Absent: the game names none.
   */
  readonly dealtInputs?: readonly string[];
}

/** A bot: sees exactly the view a person in that seat sees; `rng` returns floats in [0, 1). */
export type Bot<View, Event> = (view: View, rng: () => number) => Event;

/** The bots every game exports; `random` picks uniformly among legal moves (the fuzzing baseline). */
export interface BotSet<View, Event> {
  random: Bot<View, Event>;
  easy: Bot<View, Event>;
  normal: Bot<View, Event>;
  hard: Bot<View, Event>;
}

/**
 * What a game's host does besides the players' moves, the same for a table in a page and for the
 * online server: pacing the bots so people can read what happened, the events only the host sends
 * (every game's HOST_END, the end now), the event that ends the game now, and the clock of a timed
 * game (BiggieBills ends a timed game with TIME_UP, BG-7d).
 */
export interface HostDuties<Event extends GameEvent, View extends GameView> {
  /**
   * The pause before the next bot move, in ms, after these new public log entries, given the
   * usual `delay` (ms): longer after a reveal or a round's end; `delay` itself when it is 0.
   */
  pause(entries: readonly LogEntry[], delay: number): number;
  /** Event types only the host sends: a player (a client online) is refused them. Default: none. */
  readonly events?: readonly Event['type'][];
  /**
   * The event that ends the game now, from the public view (every game's HOST_END, one of
   * `events`): legal at any moment while the game runs, it ends the game with the game's own
   * ranking at that moment and `result.reason` `'host'`. `GameSession.endNow` sends it. Absent: the
   * game has no such event, and `endNow` ends it without a result.
   */
  end?(publicView: View): Event;
  /** A timed game's clock: its limit and the event that ends it. Absent: the game is never timed. */
  readonly clock?: {
    /** The game's time limit in ms from its start, read from the public view; null when untimed. */
    limit(publicView: View): number | null;
    /** The event the host sends when the time is up, from the public view. */
    timeUp(publicView: View): Event;
  };
}

/** Bot difficulty names, as the `bots` attribute takes them. */
export type BotLevel = keyof BotSet<unknown, unknown>;
