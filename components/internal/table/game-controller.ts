/**
 * The local game source (game-source.ts): runs one table's game in the page. It creates the XState
 * actor with `createGame` (or restores a saved snapshot, once the game's invariants accept it; an
 * invalid save is reported as `bad-save`), runs the bots for the seats no person plays, paced by a
 * delay, saves the snapshot after every move when a `persist-key` is set, and parks the game (the
 * actor and the bot timer stopped) while its element is off the page. docs/architecture.md,
 * "The elements".
 */
import type { Actor, AnyStateMachine, SnapshotFrom } from 'xstate';
import { createGame, sendChecked, SnapshotError } from '../../../src/core/game.js';
import { randomSource } from '../../../src/core/rng.js';
import type { Bot, BotSet, GameDefinition, GameEvent, GameResult, GameView, LogEntry, Seat, Verdict } from '../../../src/core/types.js';
import type { GameSource, GameSourceCallbacks, TableSettings } from './game-source.js';

/** What only the local source needs, besides the table's settings: where its bots and saves come from. */
export interface LocalSourceOptions<View, Event> {
  /** The game's bots; each seat no person plays gets the one of the settings' `level`. */
  bots: BotSet<View, Event>;
  /** The localStorage key to save the game under and resume it from (`persist-key`), or null; read at each start. */
  persistKey(): string | null;
  /** Pause before a bot acts, in ms (`bot-delay`); read before each bot move, so a change applies at once. */
  botDelay(): number;
}

/** Everything a local game runs with: the table's settings and what the local source adds to them. */
export interface LocalGameSettings<Input, View, Event> {
  /** The validated machine input. */
  input: Input;
  /** The bot for each seat, or null where a person plays. */
  seatBots: (Bot<View, Event> | null)[];
  /** Seed of the bots' random source. */
  botSeed: number;
  /** localStorage key to save and resume the game, or null. */
  persistKey: string | null;
  /** A saved game resumes only when it was saved under the same key (same players, options…). */
  configKey: string;
}

/** What `persistKey` holds: nothing to resume, a snapshot to try, or why the saved data is unusable. */
type Stored = { snapshot: unknown } | { invalid: string } | null;

interface SavedGame {
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

/** The local `GameSource`: the engine in the page, bots by timer, saves in localStorage. */
export class LocalGameController<Input, Event extends GameEvent, View extends GameView, M extends AnyStateMachine = AnyStateMachine>
implements GameSource<Input, Event, View> {
  private actor: Actor<AnyStateMachine> | null = null;
  private settings: LocalGameSettings<Input, View, Event> | null = null;
  private botRandom: () => number = Math.random;
  private cancelBot: (() => void) | null = null;
  private logLength = 0;
  private lastEntries: readonly LogEntry[] = [];
  private warnedStorage = false;
  /** The snapshot kept while the element is off the page, to resume when it comes back. */
  private parked: unknown = null;
  /** True while a bot's move is sent (its callbacks run within it). */
  private moving = false;
  /**
   * The views already built from the current snapshot, by seat: a snapshot never changes, so a
   * seat's view of it is built once however often it is asked for (after a move the table, its
   * live region and its log all read the same one).
   */
  private views: { snapshot: unknown; bySeat: Map<Seat | null, View> } = { snapshot: null, bySeat: new Map() };

  constructor(
    readonly definition: GameDefinition<Input, Event, View, M>,
    private readonly local: LocalSourceOptions<View, Event>,
    private readonly callbacks: GameSourceCallbacks = {},
  ) {}

  /** The table's settings plus the local part: a bot per seat no person plays, the bot seed, the save's key. */
  localSettings(settings: TableSettings<Input>): LocalGameSettings<Input, View, Event> {
    const { humans, level } = settings;
    return {
      input: settings.input,
      seatBots: Array.from({ length: settings.players }, (_, s) => (humans.includes(s) ? null : this.local.bots[level])),
      botSeed: settings.seed ^ 0x5eed,
      persistKey: this.local.persistKey(),
      // Key order matters: saves made before this module existed name their configuration so.
      configKey: JSON.stringify({ game: this.definition.id, options: settings.options, seed: settings.seedAttribute, humans, level }),
    };
  }

  /** Keeps the game (its persisted snapshot) and stops everything; `resume` continues it. */
  park(): void {
    if (this.actor) this.parked = this.actor.getPersistedSnapshot();
    this.stop();
  }

  /** Continues the parked game, if any (`onStart` with `resumed` true). */
  resume(): void {
    if (this.parked !== null && this.settings) this.run(this.settings, { snapshot: this.parked });
    this.parked = null;
  }

  /** Starts a game, resuming the saved one when `persistKey` holds a game with the same configKey. */
  start(settings: TableSettings<Input>): void {
    const local = this.localSettings(settings);
    this.run(local, this.load(local));
  }

  /** Starts a new game, ignoring (and replacing) any saved one. */
  restart(settings: TableSettings<Input>): void {
    this.run(this.localSettings(settings), null);
  }

  stop(): void {
    this.cancelBot?.();
    this.cancelBot = null;
    this.actor?.stop();
    this.actor = null;
    this.views = { snapshot: null, bySeat: new Map() };
  }

  get snapshot(): SnapshotFrom<M> | null {
    return (this.actor?.getSnapshot() as SnapshotFrom<M> | undefined) ?? null;
  }

  /**
   * The view of `seat` (null: a spectator) of the current snapshot, or null before a game exists.
   * Asked again before the next move, it is the same object: read it, never change it.
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

  toAct(): Seat[] {
    const snapshot = this.snapshot;
    return snapshot ? this.definition.toAct(snapshot) : [];
  }

  result(): GameResult | null {
    const snapshot = this.snapshot;
    return snapshot ? this.definition.result(snapshot) : null;
  }

  send(event: Event): Verdict {
    if (!this.snapshot || !this.actor) return { ok: false, code: 'no-game', reason: 'No game is running.' };
    return sendChecked(this.definition, this.actor, event);
  }

  private run(settings: LocalGameSettings<Input, View, Event>, stored: Stored): void {
    this.stop();
    // The game that runs now replaces a parked one: coming back to the page resumes this one.
    this.parked = null;
    this.settings = settings;
    this.botRandom = randomSource(settings.botSeed);
    let actor: Actor<AnyStateMachine> | null = null;
    let problem = stored !== null && 'invalid' in stored ? stored.invalid : null;
    if (stored !== null && 'snapshot' in stored) {
      try {
        actor = this.restore(settings, stored.snapshot);
      } catch (error) {
        const why = error instanceof SnapshotError ? error.problems.join('; ') : (error as Error).message;
        problem = `the saved game${settings.persistKey ? ` under "${settings.persistKey}"` : ''} is invalid (${why})`;
      }
    }
    if (problem !== null) {
      console.warn(`bluffhouse: ${problem}; starting a new game.`);
      this.callbacks.onError?.({ code: 'bad-save', message: `The saved game was invalid, so a new game started: ${problem}.` });
    }
    const resumed = actor !== null;
    this.actor = actor ?? (createGame(this.definition, settings.input) as unknown as Actor<AnyStateMachine>);
    const log = this.view(null)!.log;
    this.logLength = log.length;
    this.lastEntries = [];
    this.save();
    this.callbacks.onStart?.(resumed);
    // The entries already in the log (the deal, or a resumed game's moves so far), as the past,
    // and the result of a finished game that was resumed: a listener always has the whole story.
    if (log.length > 0) this.callbacks.onEntries?.(log, 0, true);
    const result = this.definition.result(this.snapshot!);
    if (result) this.callbacks.onOver?.(result);
    this.actor.subscribe({ next: () => this.changed(), error: (error) => console.error('bluffhouse:', error) });
    this.callbacks.onChange?.();
    this.scheduleBot();
  }

  /**
   * The saved game, started: `createGame` checks the snapshot against the game's invariants first.
   * @throws SnapshotError (or whatever else makes it unplayable) when it cannot be resumed.
   */
  private restore(settings: LocalGameSettings<Input, View, Event>, snapshot: unknown): Actor<AnyStateMachine> {
    const actor = createGame(this.definition, settings.input, { snapshot }) as unknown as Actor<AnyStateMachine>;
    try {
      this.definition.view(actor.getSnapshot() as SnapshotFrom<M>, null);
      this.definition.toAct(actor.getSnapshot() as SnapshotFrom<M>);
      return actor;
    } catch (error) {
      actor.stop();
      throw error;
    }
  }

  /** Called for every new snapshot: report new entries, save, schedule the next bot. */
  private changed(): void {
    const snapshot = this.snapshot;
    if (!snapshot || !this.settings) return;
    const log = this.view(null)!.log;
    if (log.length > this.logLength) {
      const first = this.logLength;
      this.lastEntries = log.slice(first);
      this.logLength = log.length;
      this.callbacks.onEntries?.(this.lastEntries, first, false);
      this.save();
      const result = this.definition.result(snapshot);
      if (result) this.callbacks.onOver?.(result);
    }
    this.callbacks.onChange?.();
    this.scheduleBot();
  }

  private scheduleBot(): void {
    this.cancelBot?.();
    this.cancelBot = null;
    const snapshot = this.snapshot;
    const settings = this.settings;
    if (!snapshot || !settings || this.definition.result(snapshot)) return;
    const seat = this.definition.toAct(snapshot).find((s) => settings.seatBots[s]);
    if (seat === undefined) return;
    const delay = this.local.botDelay();
    const pause = this.callbacks.pauseFor?.(this.lastEntries, delay) ?? delay;
    this.cancelBot = later(pause, () => {
      this.cancelBot = null;
      this.actBot(seat);
    });
  }

  private actBot(seat: Seat): void {
    const bot = this.settings?.seatBots[seat];
    const view = this.view(seat);
    if (!bot || !view) return;
    const event = bot(view, this.botRandom);
    this.moving = true;
    let verdict: Verdict;
    try {
      verdict = this.send(event);
    } finally {
      this.moving = false;
    }
    if (!verdict.ok) console.error(`bluffhouse: bot in seat ${seat} sent an illegal ${event.type}: ${verdict.reason}`);
  }

  /** Whether the callbacks running now report a bot's move (game-source.ts). */
  botMoving(): boolean {
    return this.moving;
  }

  /** What `persistKey` holds for these settings; a save made for other settings is not resumed. */
  private load(settings: LocalGameSettings<Input, View, Event>): Stored {
    const key = settings.persistKey;
    if (!key) return null;
    let raw: string | null;
    try {
      raw = localStorage.getItem(key);
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
    const { version, configKey, snapshot } = (saved ?? {}) as Partial<SavedGame>;
    if (version !== 1 || typeof configKey !== 'string' || typeof snapshot !== 'object' || snapshot === null) {
      return { invalid: `the saved data under "${key}" is not a saved game` };
    }
    return configKey === settings.configKey ? { snapshot } : null;
  }

  private save(): void {
    const key = this.settings?.persistKey;
    if (!key || !this.actor) return;
    try {
      const saved: SavedGame = { version: 1, configKey: this.settings!.configKey, snapshot: this.actor.getPersistedSnapshot() };
      localStorage.setItem(key, JSON.stringify(saved));
    } catch (error) {
      if (!this.warnedStorage) console.warn(`bluffhouse: cannot save the game (${(error as Error).message}); it will not resume after a reload.`);
      this.warnedStorage = true;
    }
  }
}
