/**
 * One game session: the loop every host runs around a game, written once (docs/architecture.md,
 * "One session, two hosts"). It owns the XState actor (`createGame`, moves through `sendChecked`),
 * builds each seat's view once per snapshot, reports the public log as a stream of entries, plays
 * the bots' turns through the host's clock and pace, keeps a timed game's deadline with the game's
 * host duties (BiggieBills' TIME_UP, BG-7d), hands the host's store what to save after each change,
 * restores a snapshot checked by the game's invariants, and can pause, resume, end now (the game's
 * HOST_END, ranked by its own rules at that moment) and start a new game for the same seats. The table in a page (components/internal/table/game-controller.ts)
 * and the server's room (server/game-room.ts) are this session plus their own clock, storage and
 * audience. No DOM, no Node module, no network.
 */
import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate';
import { EntriesStream } from './entries-stream.js';
import { readEvent } from './events.js';
import { createGame, SnapshotError } from './game.js';
import { GameHistory, replayGame } from './session-history.js';
import type { BotFor, SessionCallbacks, SessionClock, SessionSave, SessionStart, SessionStartReport, SessionStatus, SessionTimer } from './session-types.js';
import type { GameDefinition, GameEvent, GameResult, GameView, HostDuties, LogEntry, Seat, Verdict } from './types.js';
import { SessionDeadline } from './session-deadline.js';
import { illegal } from './verdict.js';

/** What a session is built with (`new GameSession(options)`). */
export interface GameSessionOptions<Input, Event extends GameEvent, View extends GameView, M extends AnyStateMachine> {
  definition: GameDefinition<Input, Event, View, M>;
  /** The game's host duties (`src/<game>/host.ts`, the registry's `host`): the bots' pace, host-only events, a timed game's clock. */
  host?: HostDuties<Event, View>;
  /** The host's clock: bot turns and a timed game's deadline run on it. */
  clock: SessionClock;
  /** The bot that plays a seat now, or null for a person: asked at each bot turn (call `seatsChanged` when the answer changes). */
  botFor: BotFor<Event, View>;
  /** The usual pause before a bot move, in ms (read before each bot turn, so a change applies at once). */
  delay(): number;
  /** The pause before the next bot move after these new entries (ms), given `delay`; default the host's `pause`, else `delay`. */
  pause?(entries: readonly LogEntry[], delay: number): number;
  callbacks?: SessionCallbacks;
}

/**
 * A game session. Start a game with `start`; read `view`, `toAct`, `result`; send moves with `send`.
 * Nothing it does throws into its host: a bad snapshot, a refused bot move or time-up are reported
 * through `callbacks.onProblem`, a refused move is a verdict.
 */
export class GameSession<Input, Event extends GameEvent, View extends GameView, M extends AnyStateMachine = AnyStateMachine> {
  readonly definition: GameDefinition<Input, Event, View, M>;
  private actor: Actor<AnyStateMachine> | null = null;
  /** The current game's record: seed, accepted moves, the bots' random source and draws (session-history.ts). */
  private readonly history = new GameHistory();
  private botTimer: SessionTimer | null = null;
  /** The entries the last change added (the bots' pace). */
  private lastEntries: readonly LogEntry[] = [];
  /** The game's story as the callbacks hear it: start, past entries, new entries, the end once. */
  private readonly story: EntriesStream;
  private endedEarly = false;
  private paused = false;
  private moving = false;
  /** Whether the host began play (`begin`): a new game's clock starts then, and again for `newGame`. */
  private begun = false;
  /** A timed game's deadline, frozen while paused. */
  private readonly timeLimit: SessionDeadline;
  /** The views already built from the current snapshot, by seat: a snapshot never changes, so each is built once. */
  private views: { snapshot: unknown; bySeat: Map<Seat | null, View> } = { snapshot: null, bySeat: new Map() };
  private readonly watchers = new Set<(snapshot: SnapshotFrom<M>) => void>();

  private readonly callbacks: SessionCallbacks;

  constructor(private readonly options: GameSessionOptions<Input, Event, View, M>) {
    ({ definition: this.definition, callbacks: this.callbacks = {} } = options);
    this.timeLimit = new SessionDeadline(options.clock);
    this.story = new EntriesStream(this.callbacks);
  }

  /** The current snapshot, or null when no game runs (before `start`, after `stop`). */
  get snapshot(): SnapshotFrom<M> | null {
    return (this.actor?.getSnapshot() as SnapshotFrom<M> | undefined) ?? null;
  }

  /** The current game's persisted snapshot (`getPersistedSnapshot`, JSON-safe), or null without a game. */
  persisted(): unknown {
    return this.actor?.getPersistedSnapshot() ?? null;
  }

  /** Where the session is (`SessionStatus`). */
  get status(): SessionStatus {
    const snapshot = this.snapshot;
    if (!snapshot) return 'idle';
    if (this.definition.result(snapshot)) return 'over';
    if (this.endedEarly) return 'ended';
    return this.paused ? 'paused' : 'running';
  }

  /** When a timed game ends (epoch ms of the session's clock), or null: untimed, not begun, or paused (see `timeLeft`). */
  get deadline(): number | null {
    return this.timeLimit.deadline;
  }

  /** The time left of a timed game in ms (frozen while paused, 0 once due), or null when untimed or not begun. */
  timeLeft(): number | null {
    return this.timeLimit.timeLeft();
  }

  /** Whether the callbacks running now report a bot's move (a table may draw it with the next frame). */
  get botMoving(): boolean {
    return this.moving;
  }

  /**
   * Starts a game (replacing the session's current one): a new deal from `input`, the game of
   * `replay` once each of its moves was checked again and accepted, or the game of `snapshot` once
   * `createGame` checked it against the game's invariants. An invalid record or snapshot is
   * reported (`onProblem` `bad-save`, and in the returned report), never thrown: a new game starts
   * instead, or none with `newIfInvalid: false`. Then, in order: `save`, `onStart`, the past
   * entries, the result of a finished game, `onChange`; a kept deadline is armed and the first bot
   * turn scheduled.
   * @throws RangeError | TypeError from the game's `parseInput` when `input` itself is bad (no game runs then).
   */
  start(options: SessionStart<Input>): SessionStartReport {
    this.stop();
    let problem: string | null = null;
    if (options.replay !== undefined) {
      try {
        const { actor, moves } = replayGame(this.definition, options.replay);
        this.actor = actor;
        this.history.begin(options.replay.seed, options.replay.botDraws, moves);
      } catch (error) {
        problem = (error as Error).message;
      }
    } else if (options.snapshot !== undefined) {
      try {
        this.actor = this.restore(options.input, options.snapshot);
        const { history } = options;
        this.history.begin(history?.seed ?? options.seed, history?.botDraws ?? 0, history ? [...history.moves] : null);
      } catch (error) {
        problem = error instanceof SnapshotError ? error.problems.join('; ') : (error as Error).message;
      }
    }
    if (problem !== null) {
      this.callbacks.onProblem?.({ code: 'bad-save', message: problem });
      if (options.newIfInvalid === false) return { resumed: false, problem };
    }
    const resumed = this.actor !== null;
    if (!this.actor) {
      this.actor = createGame(this.definition, options.input) as unknown as Actor<AnyStateMachine>;
      this.history.begin(options.seed, 0, []);
    }
    if (resumed && options.deadline != null) this.timeLimit.set(options.deadline);
    this.begun = resumed && options.begun === true;
    this.lastEntries = [];
    this.save();
    this.story.start(this.view(null)!.log, resumed, this.result());
    const actor = this.actor;
    actor.subscribe({ next: () => this.changed(actor), error: (error) => console.error('bluffhouse:', error) });
    this.callbacks.onChange?.();
    this.armClock();
    this.scheduleBot();
    return { resumed, problem };
  }

  /**
   * Play begins now (the server: every seat is taken, or the creator started): a timed game's clock
   * starts (its `host.clock.limit` from now), and the first bot move waits as after the log so far
   * (the deal). A host that times the game itself (the table in a page) never calls it.
   */
  begin(): void {
    if (!this.actor) return;
    this.begun = true;
    this.lastEntries = this.view(null)!.log;
    const limit = this.options.host?.clock?.limit(this.view(null)!);
    if (limit) this.timeLimit.set(this.options.clock.now() + limit);
    if (this.paused) this.timeLimit.freeze();
    this.armClock();
    this.scheduleBot();
  }

  /**
   * Pauses the game: no bot moves and the clock stops (the deadline's time left is kept), and
   * every move is refused with `paused` until `resume`. Harmless when paused or without a game.
   */
  pause(): void {
    if (this.status !== 'running') return;
    this.paused = true;
    this.cancelBot();
    this.timeLimit.freeze();
    this.save();
    this.callbacks.onChange?.();
  }

  /** Continues a paused game: the clock runs again with the time left it had, and the bots play. */
  resume(): void {
    if (!this.actor || !this.paused) return;
    this.paused = false;
    this.timeLimit.thaw();
    this.armClock();
    this.save();
    this.callbacks.onChange?.();
    this.scheduleBot();
  }

  /**
   * Ends the game now. When the game's host has an event that ends it (`host.end`: every game's
   * HOST_END), the session sends it as the host, checked by `sendChecked`: the game ends by its
   * engine with its result (the game's own ranking at that moment, `result.reason` `'host'`), and
   * `result()`, the views, `onOver` and the store report it as any end. A definition whose host has
   * no `end` ends with no result: `result()` stays null, `status` is `ended`, `onOver` reports null,
   * moves are refused with `game-over`, and the store is told `ended`. Harmless when over.
   */
  endNow(): void {
    const snapshot = this.snapshot;
    if (!snapshot || this.definition.result(snapshot) || this.endedEarly) return;
    this.cancelBot();
    this.timeLimit.disarm();
    this.paused = false;
    const end = this.options.host?.end?.(this.view(null)!);
    if (end && this.send(end).ok) return;
    this.endedEarly = true;
    this.save();
    this.story.next(this.view(null)!.log, null, true);
    this.callbacks.onChange?.();
  }

  /**
   * A new game for the same seats and bots (Play again): `input` dealt with `seed`, the bots'
   * random source seeded again; a begun session's clock starts again. `onStart` reports it.
   * @throws RangeError | TypeError from `parseInput` (the current game is stopped first).
   */
  newGame(input: Input, seed: number): void {
    const begun = this.begun;
    this.start({ input, seed });
    if (begun) this.begin();
  }

  /** Stops everything: the actor, the bot turn and the clock. The session holds no game until the next `start`. */
  stop(): void {
    this.cancelBot();
    this.timeLimit.disarm();
    this.actor?.stop();
    this.actor = null;
    this.history.clear();
    this.views = { snapshot: null, bySeat: new Map() };
    this.endedEarly = this.paused = this.begun = false;
    this.timeLimit.set(null);
    this.story.reset();
    this.lastEntries = [];
  }

  /**
   * The view of `seat` (null: a spectator) of the current snapshot, or null without a game; asked
   * again before the next change it is the same object: read it, never change it.
   * @throws RangeError/TypeError (the definition's) when `seat` is not one of the game's seats.
   */
  view(seat: Seat | null): View | null {
    const snapshot = this.snapshot;
    if (!snapshot) return null;
    if (this.views.snapshot !== snapshot) this.views = { snapshot, bySeat: new Map() };
    let view = this.views.bySeat.get(seat);
    if (!view) this.views.bySeat.set(seat, (view = this.definition.view(snapshot, seat)));
    return view;
  }

  /** Seats the game waits for now ([] without a game, when over, ended or paused). */
  toAct(): Seat[] {
    const snapshot = this.snapshot;
    return snapshot && !this.endedEarly ? this.definition.toAct(snapshot) : [];
  }

  /** The result once the game is over, else null (also after an early end without a result). */
  result(): GameResult | null {
    const snapshot = this.snapshot;
    return snapshot ? this.definition.result(snapshot) : null;
  }

  /**
   * Sends a move; never throws. Refused with `no-game` without a game, `game-over` after an early
   * end, `paused` while paused, `host-only` when `by` is `player` and the type is one only the
   * host sends (`host.events`); otherwise `sendChecked`'s verdict.
   */
  send(event: Event, by: 'player' | 'host' = 'host'): Verdict {
    if (!this.actor) return illegal('no-game', 'No game is running.');
    if (this.endedEarly) return illegal('game-over', 'The game was ended.');
    if (this.paused) return illegal('paused', 'The game is paused.');
    // Read once into a plain copy (a getter or Proxy cannot answer twice, nor throw in here); sendChecked keeps that copy.
    const read = readEvent(event);
    if ('refusal' in read) return read.refusal;
    const { type } = read.event;
    if (by === 'player' && this.options.host?.events?.includes(type as Event['type'])) {
      return illegal('host-only', `Only the game's host sends ${type}.`);
    }
    return this.history.apply(this.definition, this.actor, read.event);
  }

  /** Calls `watcher` with every new snapshot of this session's games (not a game's first), before the callbacks; returns how to stop. */
  subscribe(watcher: (snapshot: SnapshotFrom<M>) => void): { unsubscribe(): void } {
    this.watchers.add(watcher);
    return { unsubscribe: () => this.watchers.delete(watcher) };
  }

  /** The host's answer of `botFor` changed (a person came back, a bot took a seat over, play began): the next bot turn is scheduled again. */
  seatsChanged(): void {
    this.scheduleBot();
  }

  /** A snapshot to restore, started: checked by `createGame`, then its public view and seats asked must build. */
  private restore(input: Input, snapshot: unknown): Actor<AnyStateMachine> {
    const actor = createGame(this.definition, input, { snapshot }) as unknown as Actor<AnyStateMachine>;
    try {
      this.definition.view(actor.getSnapshot() as SnapshotFrom<M>, null);
      this.definition.toAct(actor.getSnapshot() as SnapshotFrom<M>);
      return actor;
    } catch (error) {
      actor.stop();
      throw error;
    }
  }

  /** Every new snapshot of `actor`: the new entries, saved, reported, and the next bot turn. */
  private changed(actor: Actor<AnyStateMachine>): void {
    if (actor !== this.actor) return;
    for (const watcher of this.watchers) watcher(this.snapshot!);
    const result = this.result();
    if (result) {
      this.cancelBot();
      this.timeLimit.disarm();
    }
    this.save();
    this.lastEntries = this.story.next(this.view(null)!.log, result);
    this.callbacks.onChange?.();
    this.scheduleBot();
  }

  /**
   * What the store is handed now (`SessionSave`), or null without a game: a host that saves on its
   * own occasions too (the server, when seats change) reads it. The persisted snapshot is made from
   * this snapshot when `persisted()` is called (an XState snapshot never changes, and the engine
   * never changes its context in place, core/frozen.ts); one with child actors (the games have
   * none) is persisted at once.
   */
  saveState(): SessionSave | null {
    const { actor } = this;
    if (!actor) return null;
    const snapshot = actor.getSnapshot() as { children?: object };
    const early = Object.keys(snapshot.children ?? {}).length > 0 ? actor.getPersistedSnapshot() : undefined;
    return {
      snapshot,
      persisted: () => early ?? actor.logic.getPersistedSnapshot(snapshot as never),
      deadline: this.timeLimit.deadline,
      result: this.result(),
      ended: this.endedEarly,
      history: this.history.saved(),
    };
  }

  private save(): void {
    const state = this.callbacks.save ? this.saveState() : null;
    if (state) this.callbacks.save?.(state);
  }

  private cancelBot(): void {
    this.botTimer?.clear();
    this.botTimer = null;
  }

  /** The next bot turn, when a seat asked is one a bot plays and the game runs; paced by the host. */
  private scheduleBot(): void {
    this.cancelBot();
    if (this.status !== 'running') return;
    const seat = this.toAct().find((s) => this.options.botFor(s) !== null);
    if (seat === undefined) return;
    const { delay, pause = this.options.host?.pause } = this.options;
    const usual = delay();
    const ms = pause ? pause(this.lastEntries, usual) : usual;
    this.botTimer = this.options.clock.setTimeout(() => {
      this.botTimer = null;
      this.playBot(seat);
    }, ms);
  }

  private playBot(seat: Seat): void {
    const bot = this.options.botFor(seat);
    const view = this.view(seat);
    if (!bot || !view || this.status !== 'running') return;
    const event = bot(view, this.history.botRandom);
    this.moving = true;
    let verdict: Verdict;
    try {
      verdict = this.send(event);
    } finally {
      this.moving = false;
    }
    if (!verdict.ok) this.callbacks.onProblem?.({ code: 'bot-refused', message: `the bot in seat ${seat} sent an illegal ${event.type}: ${verdict.reason}` });
  }

  /** A timed game's clock: at the deadline, the host's time-up event ends the game (BG-7d). */
  private armClock(): void {
    this.timeLimit.disarm();
    const timer = this.options.host?.clock;
    if (!timer || this.status !== 'running') return;
    this.timeLimit.arm(() => {
      if (this.status !== 'running') return;
      const verdict = this.send(timer.timeUp(this.view(null)!));
      if (!verdict.ok) this.callbacks.onProblem?.({ code: 'time-up-refused', message: `the time-up event was refused: ${verdict.reason}` });
    });
  }
}
