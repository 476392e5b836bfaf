/**
 * The local game source (game-source.ts): one table's game in the page, as the engine's game
 * session (src/core/session.ts: the actor, views, entries, bots, restore) plus what only a page
 * has: the save under `persist-key` (in localStorage, or the table's `persistStorage`), the bots'
 * pace on the page's timers (`later`) and parking the game (the session stopped, its snapshot and
 * moves kept) while its element is off the page. docs/architecture.md, "One session, two hosts".
 *
 * A save is the game's record (src/core/record.ts: the configuration, the seed, the accepted moves
 * and the bots' draws), replayed through the game's checks at the next start, so an edited save can
 * only give a legal game; saves of the first version (`version: 1`, a persisted snapshot) still
 * resume, checked by the game's invariants, and are saved as snapshots until a new game starts.
 * The code of records loads when a game with `persist-key` first starts (lazy-saves.ts): a page
 * without `persist-key` never downloads it.
 */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import type { GameRecord } from '../../../src/core/record.js';
import { GameSession } from '../../../src/core/session.js';
import type { SessionClock, SessionHistory, SessionSave } from '../../../src/core/session-types.js';
import type { Bot, BotLevel, BotSet, GameDefinition, GameEvent, GameResult, GameView, Seat, Verdict } from '../../../src/core/types.js';
import type { GameSource, GameSourceCallbacks, TableSettings } from './game-source.js';
import type { BotLoader } from './lazy-bots.js';
import { loadSaveCode, saveCode, type SaveCode } from './lazy-saves.js';

/** What only the local source needs, besides the table's settings: where its bots and saves come from. */
export interface LocalSourceOptions<View, Event> {
  /**
   * The game's bots, or their loader (lazy-bots.ts: a game with a bot seat starts the load as it
   * starts; a bot's turn waits for them); each seat no person plays gets the one of the settings' `level`.
   */
  bots: BotSet<View, Event> | BotLoader<View, Event>;
  /** The key to save the game under and resume it from (`persist-key`), or null; read at each start. */
  persistKey(): string | null;
  /** Where saves go (the table's `persistStorage`); absent or null: localStorage. Read at each start. */
  storage?(): SaveStorage | null;
  /** Pause before a bot acts, in ms (`bot-delay`); read before each bot move, so a change applies at once. */
  botDelay(): number;
  /**
   * Loads the saves' code for this source alone (a test's failing import); absent: the page's
   * shared load (lazy-saves.ts `loadSaveCode`).
   */
  loadSaveCode?(): Promise<SaveCode>;
}

/** Everything a local game runs with: the table's settings and what the local source adds to them. */
export interface LocalGameSettings<Input> {
  /** The validated machine input. */
  input: Input;
  /** The level of the bot of each seat, or null where a person plays. */
  seatBots: (BotLevel | null)[];
  /** The deal's seed (the session seeds the bots' random source from it). */
  seed: number;
  /** The key to save and resume the game under (in `persistStorage`, else localStorage), or null. */
  persistKey: string | null;
  /** A saved game resumes only when it was saved under the same key (same players, options…). */
  configKey: string;
}

/**
 * Where a table's saves go: localStorage by default, or any object with its three methods (a SCORM
 * package's keeps them in the LMS's `cmi.suspend_data`: embed/lms.ts). Each may throw (storage
 * full or blocked): the game goes on without its save.
 */
export type SaveStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What `persistKey` holds: nothing to resume, a record to replay, a snapshot to try, or why the saved data is unusable. */
type Stored = { record: GameRecord } | { snapshot: unknown; history?: SessionHistory } | { invalid: string } | null;

/** A save of the first version: the persisted snapshot (saves are records now, version 2). */
interface SavedSnapshot {
  version: 1;
  configKey: string;
  snapshot: unknown;
}

/**
 * Runs `callback` once after `ms` (0 posts a task, without the browser's 4 ms clamp on nested
 * timers); returns a cancel function, harmless to call more than once or after the callback ran.
 * Holds nothing once the callback ran or was cancelled: the zero-delay MessageChannel is closed at
 * both ends either way (an open port with a handler stays alive, and so would its table).
 */
function later(ms: number, callback: () => void): () => void {
  if (ms > 0) {
    const id = setTimeout(callback, ms);
    return () => clearTimeout(id);
  }
  const { port1, port2 } = new MessageChannel();
  const close = () => {
    port1.onmessage = null;
    port1.close();
    port2.close();
  };
  port1.onmessage = () => {
    close();
    callback();
  };
  port2.postMessage(null);
  return close;
}

/** The wait before the first retry of a failed load of the bots, in ms (doubled at each failure in a row). */
const BOT_RETRY_MS = 500;
/** The longest wait between two retries of the bots' load, in ms. */
const BOT_RETRY_MAX_MS = 30_000;

/** The page's clock for the session: `later` (a zero delay without the 4 ms clamp) and `Date.now`. */
const pageClock: SessionClock = {
  setTimeout: (fn, ms) => ({ clear: later(ms, fn) }),
  now: () => Date.now(),
};

/** The local `GameSource`: the engine's session in the page, bots by the page's timers, saves in the table's `persistStorage` (else localStorage). */
export class LocalGameController<Input, Event extends GameEvent, View extends GameView, M extends AnyStateMachine = AnyStateMachine>
implements GameSource<Input, Event, View> {
  private settings: LocalGameSettings<Input> | null = null;
  /** The table's settings the game runs with (a record's input is built from their options). */
  private tableSettings: TableSettings<Input> | null = null;
  /** Where saves go now (read at each start). */
  private storage: SaveStorage | null = null;
  private warnedStorage = false;
  /** Whether this source waits for its bots' load (lazy-bots.ts). */
  private loadingBots = false;
  /** The failed loads in a row (0 once the bots arrive): the next retry waits longer. */
  private botLoadFailures = 0;
  /** Cancels the retry of a failed load that waits now (`later`), or null. */
  private botRetry: (() => void) | null = null;
  /** When a bot turn first found the bots still loading (epoch ms), or null. */
  private botsAwaitedSince: number | null = null;
  /** How long that turn waited for the bots (ms): taken off its `bot-delay` once they arrive. */
  private waitedForBots = 0;
  /** The snapshot (and the moves that made it) kept while the element is off the page, to resume when it comes back. */
  private parked: { snapshot: unknown; history?: SessionHistory } | null = null;
  /** The saves' code once this source has it (lazy-saves.ts), else null. */
  private code: SaveCode | null = null;
  /** The start that waits for the saves' code (`begin`), or null; a later start, stop or park drops it. */
  private waitingStart: { settings: TableSettings<Input>; resumeSaved: boolean } | null = null;
  /** The start that waited for the saves' code when the game was parked: `resume` begins it. */
  private parkedStart: { settings: TableSettings<Input>; resumeSaved: boolean } | null = null;
  /** The game itself: actor, views, entries, bots (src/core/session.ts). */
  private readonly session: GameSession<Input, Event, View, M>;

  constructor(
    readonly definition: GameDefinition<Input, Event, View, M>,
    private readonly local: LocalSourceOptions<View, Event>,
    private readonly callbacks: GameSourceCallbacks = {},
  ) {
    this.session = new GameSession<Input, Event, View, M>({
      definition,
      clock: pageClock,
      botFor: (seat) => this.botFor(seat),
      delay: () => this.botDelay(),
      pause: (entries, delay) => this.callbacks.pauseFor?.(entries, delay) ?? delay,
      callbacks: {
        onStart: (resumed) => this.callbacks.onStart?.(resumed),
        onEntries: (entries, first, past) => this.callbacks.onEntries?.(entries, first, past),
        onOver: (result) => {
          if (result) this.callbacks.onOver?.(result);
        },
        onChange: () => this.callbacks.onChange?.(),
        onProblem: ({ code, message }) => {
          if (code !== 'bad-save') return console.error(`bluffhouse: ${message}`);
          const key = this.settings?.persistKey;
          this.badSave(`the saved game${key ? ` under "${key}"` : ''} is invalid (${message})`);
        },
        save: (state) => this.save(state),
      },
    });
  }

  /** The table's settings plus the local part: a bot per seat no person plays, the seed, the save's key. */
  localSettings(settings: TableSettings<Input>): LocalGameSettings<Input> {
    const { humans, level } = settings;
    return {
      input: settings.input,
      seatBots: Array.from({ length: settings.players }, (_, s) => (humans.includes(s) ? null : level)),
      seed: settings.seed,
      persistKey: this.local.persistKey(),
      // Key order matters: saves made before this module existed name their configuration so.
      configKey: JSON.stringify({ game: this.definition.id, options: settings.options, seed: settings.seedAttribute, humans, level }),
    };
  }

  /** Keeps the game (its persisted snapshot and its moves) and stops everything; `resume` continues it. */
  park(): void {
    const snapshot = this.session.persisted();
    if (snapshot !== null) this.parked = { snapshot, history: this.session.saveState()?.history() ?? undefined };
    this.parkedStart = this.waitingStart;
    this.stop();
  }

  /** Continues the parked game, if any (`onStart` with `resumed` true), or the start that waited for the saves' code. */
  resume(): void {
    const start = this.parkedStart;
    this.parkedStart = null;
    if (start) return this.begin(start.settings, start.resumeSaved);
    if (this.parked !== null && this.settings && this.tableSettings) this.run(this.tableSettings, this.settings, this.parked);
    this.parked = null;
  }

  /**
   * Starts a game, resuming the saved one when `persistKey` holds a game with the same configKey.
   * With a `persistKey`, before the saves' code is in (lazy-saves.ts; a table holds its update
   * until it is), the game starts once it is; should it not load, a new game starts unsaved and
   * `onError` reports `bad-save`.
   */
  start(settings: TableSettings<Input>): void {
    this.begin(settings, true);
  }

  /** Starts a new game, ignoring (and replacing) any saved one (waiting for the saves' code as `start` does). */
  restart(settings: TableSettings<Input>): void {
    this.begin(settings, false);
  }

  stop(): void {
    this.waitingStart = null;
    this.cancelBotRetry();
    this.session.stop();
  }

  /** `start` (`resumeSaved` true) or `restart`, once the saves' code a `persistKey` needs is in. */
  private begin(settings: TableSettings<Input>, resumeSaved: boolean): void {
    const local = this.localSettings(settings);
    this.waitingStart = this.parkedStart = null;
    // A start replaces any game kept while the element was off the page.
    this.parked = null;
    this.code ??= this.local.loadSaveCode ? null : saveCode();
    if (local.persistKey && !this.code) {
      this.stop();
      const waiting = { settings, resumeSaved };
      this.waitingStart = waiting;
      (this.local.loadSaveCode ?? loadSaveCode)().then((code) => {
        this.code = code;
        if (this.waitingStart === waiting) this.begin(settings, resumeSaved);
      }, (error: unknown) => {
        if (this.waitingStart !== waiting) return;
        this.waitingStart = null;
        const problem = `the code of saved games could not load (${(error as Error)?.message ?? String(error)})`;
        console.warn(`bluffhouse: ${problem}; starting a new game, not saved.`);
        this.callbacks.onError?.({ code: 'bad-save', message: `The saved game could not be read, so a new game started, not saved: ${problem}.` });
        this.storage = null;
        this.run(settings, local, null);
      });
      return;
    }
    this.storage = this.storageFor(local);
    this.run(settings, local, resumeSaved ? this.load(local) : null);
  }

  get snapshot(): SnapshotFrom<M> | null {
    return this.session.snapshot;
  }

  /**
   * The view of `seat` (null: a spectator) of the current snapshot, or null before a game exists.
   * Asked again before the next move, it is the same object: read it, never change it.
   * @throws RangeError/TypeError (the definition's) when `seat` is not one of the game's seats.
   */
  view(seat: Seat | null): View | null {
    return this.session.view(seat);
  }

  toAct(): Seat[] {
    return this.session.toAct();
  }

  result(): GameResult | null {
    return this.session.result();
  }

  send(event: Event): Verdict {
    return this.session.send(event);
  }

  /** Whether the callbacks running now report a bot's move (game-source.ts). */
  botMoving(): boolean {
    return this.session.botMoving;
  }

  /** The bot of `seat`, or null where a person plays or while the bots load (the load starts then). */
  private botFor(seat: Seat): Bot<View, Event> | null {
    const level = this.settings?.seatBots[seat];
    if (!level) return null;
    const bot = this.botSet()?.[level] ?? null;
    if (!bot) this.botsAwaitedSince ??= pageClock.now();
    return bot;
  }

  /** The pause before a bot's move (`bot-delay`), less what the turn already waited for the bots. */
  private botDelay(): number {
    const ms = Math.max(0, this.local.botDelay() - this.waitedForBots);
    this.waitedForBots = 0;
    return ms;
  }

  /**
   * The game's bots, or null while they load: the first call starts the load, and when they arrive
   * the session schedules the bot turn that waited for them, its `bot-delay` less the wait (a bot
   * acts no later than it would have with its bots in the page's first file, unless their load
   * takes longer than the delay). A load that fails while a game runs is logged on the console,
   * reported once per run of failures (`onError` code `bots-unavailable`: the table shows a notice
   * and fires `game-error`) and tried again after `BOT_RETRY_MS` doubled at each failure (at most
   * `BOT_RETRY_MAX_MS`); once a retry loads them, the bot turn that waited is played in the same game.
   */
  private botSet(): BotSet<View, Event> | null {
    const { bots } = this.local;
    if (!('load' in bots)) return bots;
    if (bots.loaded || this.loadingBots) return bots.loaded;
    this.loadingBots = true;
    this.cancelBotRetry();
    bots.load().then(
      () => {
        this.botLoadFailures = 0;
        if (this.botsAwaitedSince !== null) this.waitedForBots = pageClock.now() - this.botsAwaitedSince;
        this.botsAwaitedSince = null;
        this.session.seatsChanged();
      },
      (error: unknown) => this.botsFailed(error),
    ).finally(() => (this.loadingBots = false));
    return null;
  }

  /** A failed load of the bots (`botSet`): reported, and tried again later while a game runs. */
  private botsFailed(error: unknown): void {
    console.error('bluffhouse: the bots could not load:', error);
    // A stopped or parked game asks again when it runs (`run` starts the load).
    if (this.session.status === 'idle') return;
    this.botLoadFailures += 1;
    if (this.botLoadFailures === 1) {
      this.callbacks.onError?.({ code: 'bots-unavailable', message: `The computer players could not load (${(error as Error)?.message ?? String(error)}); trying again.` });
    }
    const ms = Math.min(BOT_RETRY_MS * 2 ** (this.botLoadFailures - 1), BOT_RETRY_MAX_MS);
    this.botRetry = later(ms, () => {
      this.botRetry = null;
      this.botSet();
    });
  }

  private cancelBotRetry(): void {
    this.botRetry?.();
    this.botRetry = null;
  }

  private run(table: TableSettings<Input>, settings: LocalGameSettings<Input>, stored: Stored): void {
    this.session.stop();
    // The game that runs now replaces a parked one: coming back to the page resumes this one.
    this.parked = null;
    this.settings = settings;
    this.botsAwaitedSince = null;
    this.waitedForBots = 0;
    // Each game reports its bots' failed load once (the table's notices are cleared for it).
    this.botLoadFailures = 0;
    // A game with a bot seat asks for its bots now (a table's import waits for the page's first frame: lazy-bots.ts).
    if (settings.seatBots.some((level) => level !== null)) this.botSet();
    this.tableSettings = table;
    if (stored !== null && 'invalid' in stored) this.badSave(stored.invalid);
    // An invalid record or snapshot is reported through onProblem (before onStart), and a new game starts.
    const { input, seed } = settings;
    if (stored !== null && 'record' in stored) {
      const { seed: dealt, moves, botDraws } = stored.record;
      let replayInput: Input;
      try {
        replayInput = this.definition.parseInput({ ...table.options, seed: dealt });
      } catch (error) {
        this.badSave(`the saved game${settings.persistKey ? ` under "${settings.persistKey}"` : ''} is invalid (${(error as Error).message})`);
        this.session.start({ input, seed });
        return;
      }
      this.session.start({ input, seed, replay: { input: replayInput, seed: dealt, moves, botDraws }, newIfInvalid: true });
      return;
    }
    const snapshot = stored !== null && 'snapshot' in stored ? stored : undefined;
    this.session.start({ input, seed, snapshot: snapshot?.snapshot, history: snapshot?.history, newIfInvalid: true });
  }

  /**
   * Where a game of `settings` saves: nothing without `persistKey` (a page's first use of
   * localStorage costs a first frame several milliseconds: only a table that saves pays it).
   */
  private storageFor(settings: LocalGameSettings<Input>): SaveStorage | null {
    return settings.persistKey ? this.storageNow() : null;
  }

  /** The table's `persistStorage`, else localStorage (null when the page may not use it). */
  private storageNow(): SaveStorage | null {
    const chosen = this.local.storage?.();
    if (chosen) return chosen;
    try {
      return localStorage;
    } catch {
      return null;
    }
  }

  /** A saved game that could not be resumed: a warning, and `bad-save` for the table (a new game runs). */
  private badSave(problem: string): void {
    console.warn(`bluffhouse: ${problem}; starting a new game.`);
    this.callbacks.onError?.({ code: 'bad-save', message: `The saved game was invalid, so a new game started: ${problem}.` });
  }
  /** What `persistKey` holds for these settings; a save made for other settings is not resumed. */
  private load(settings: LocalGameSettings<Input>): Stored {
    const key = settings.persistKey;
    if (!key) return null;
    let raw: string | null;
    try {
      raw = this.storage?.getItem(key) ?? null;
    } catch (error) {
      console.warn(`bluffhouse: could not read the saved game under "${key}" (${(error as Error).message}); starting a new game.`);
      return null;
    }
    if (raw === null) return null;
    let saved: unknown;
    try {
      saved = JSON.parse(raw);
    } catch (error) {
      return { invalid: `could not read the saved game under "${key}" (${(error as Error).message})` };
    }
    if ((saved as { v?: unknown } | null)?.v !== undefined) {
      const { readRecord, RecordError, sameConfig } = this.code!;
      let record: GameRecord;
      try {
        record = readRecord(raw);
      } catch (error) {
        if (!(error instanceof RecordError)) throw error;
        return { invalid: `the saved game under "${key}" is invalid (not a record: ${error.message})` };
      }
      return sameConfig(record.config, settings.configKey) ? { record } : null;
    }
    const { version, configKey, snapshot } = (saved ?? {}) as Partial<SavedSnapshot>;
    if (version !== 1 || typeof configKey !== 'string' || typeof snapshot !== 'object' || snapshot === null) {
      return { invalid: `the saved data under "${key}" is not a saved game` };
    }
    return configKey === settings.configKey ? { snapshot } : null;
  }

  /**
   * The session's store: the game's record under `persistKey` (a snapshot when the game came from
   * one without its moves; a game ended early without a result: removed, nothing to resume).
   */
  private save(state: SessionSave): void {
    const key = this.settings?.persistKey;
    const storage = this.storage;
    const code = this.code;
    if (!key || !storage || !code) return;
    try {
      if (state.ended) return storage.removeItem(key);
      const { configKey } = this.settings!;
      const history = state.history();
      const text = history
        ? code.writeRecord({ config: code.recordConfig(configKey), seed: history.seed, botDraws: history.botDraws, moves: history.moves })
        : JSON.stringify({ version: 1, configKey, snapshot: state.persisted() } satisfies SavedSnapshot);
      storage.setItem(key, text);
    } catch (error) {
      if (!this.warnedStorage) console.warn(`bluffhouse: cannot save the game (${(error as Error).message}); it will not resume after a reload.`);
      this.warnedStorage = true;
    }
  }
}
