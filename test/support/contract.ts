/**
 * The engine contract as tests (docs/architecture.md "The engine contract"): what every `GameDefinition` must
 * do whatever the game, written once and run by each game's test files with that game's
 * definition, bots, input generators and hooks.
 *
 * - Properties (`describeProperties`): bot-played games where someone can always act (and only they
 *   are prompted), every snapshot keeps the game's invariants (`definition.invariants`: card
 *   conservation, money, seats in range, a seat that can act, the log's entries), bots send only
 *   legal events for their own seat, `snapshot.can(e)` agrees with `check(e)` on random events,
 *   every event changes the state, no view depends on what its seat cannot know (the game's
 *   `scramble`), no view aliases engine state (mutating any view changes nothing), games end and
 *   rank every seat, games are deterministic and a persisted snapshot restores and continues
 *   identically. The game adds its own checks (reveals, ledgers, rulings) through `watch`.
 * - Legality (`legality(definition)`, `itRefusesInputs`, `expectActorErrors`): refusals carry a
 *   code and a reason, `can` agrees, and a refused event changes nothing; bad input throws a
 *   RangeError/TypeError naming the field.
 * - Bots (`botChecks(definition, bots, maxMoves)`): legal in real games, pure functions of (view,
 *   rng), `playGame` replays, and an arena counting wins by level.
 * - Model-based paths (`statesThatCannotEnd`): every reachable state can still reach the end.
 *
 * Not a test file itself (the runner only picks up `*.test.ts`).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import { createGame, playGame, randomSource } from '../../src/index.js';
import { errorField } from '../../src/core/input.js';
import type { PlayedGame } from '../../src/core/runner.js';
import type { Bot, BotLevel, BotSet, GameDefinition, GameEvent, GameResult, GameView, Seat, Verdict } from '../../src/core/types.js';

export type Level = BotLevel;
export const LEVELS: readonly Level[] = ['random', 'easy', 'normal', 'hard'];

/** What the harness reads of a snapshot of a game's machine. */
export interface ContractSnapshot<Event> {
  value: unknown;
  status: string;
  context: { log: readonly unknown[] };
  can(event: Event): boolean;
}

/** The members of a `GameDefinition` the harness uses, with `S` the machine's snapshot type. */
export interface ContractDefinition<Input, Event extends GameEvent, View extends GameView, S extends ContractSnapshot<Event>> {
  machine: AnyStateMachine;
  toAct(snapshot: S): Seat[];
  check(snapshot: S, event: Event): Verdict;
  view(snapshot: S, seat: Seat | null): View;
  result(snapshot: S): GameResult | null;
  parseInput(input: unknown): Input;
  invariants(snapshot: unknown): string[];
}

/** An actor's snapshot, typed as the game's (the harness holds actors of `AnyStateMachine`). */
const snapshotOf = <S>(actor: Actor<AnyStateMachine>): S => actor.getSnapshot() as unknown as S;

/** `createGame` with a contract definition: the started actor (bad input throws at once). */
export function startGame<Input, Event extends GameEvent, View extends GameView, S extends ContractSnapshot<Event>>(
  definition: ContractDefinition<Input, Event, View, S>,
  input: Input,
  snapshot?: unknown,
): Actor<AnyStateMachine> {
  const options = snapshot === undefined ? {} : { snapshot };
  return createGame(definition as unknown as GameDefinition<Input, Event, View>, input, options) as unknown as Actor<AnyStateMachine>;
}

/** `playGame` with a contract definition (the same members, the snapshot type named by `S`). */
function play<Input, Event extends GameEvent, View extends GameView, S extends ContractSnapshot<Event>>(
  definition: ContractDefinition<Input, Event, View, S>,
  input: Input,
  seatBots: readonly Bot<View, Event>[],
  rng: () => number,
): PlayedGame<Event> {
  return playGame(definition as unknown as GameDefinition<Input, Event, View>, input, seatBots, rng);
}

/** A running game (an XState actor) as the helpers use it. */
export interface GameActor<Event> {
  getSnapshot(): unknown;
  send(event: Event): void;
}

/** The seats of a game plus the spectator. */
export const viewers = (players: number): (number | null)[] => [...Array.from({ length: players }, (_, s) => s), null];

/** Fails with a readable diff; only called once a cheap comparison has failed. */
export function fail(actual: unknown, expected: unknown, message: string): never {
  expect(actual, message).to.deep.equal(expected);
  expect.fail(message);
}

/**
 * A cheap assertion for hot loops: chai's deep equality on every step of hundreds of games would
 * take minutes, so chai is only called to report a failure (with a diff).
 */
export function ensure(condition: boolean, message: string, actual?: unknown, expected?: unknown): void {
  if (!condition) fail(actual, expected, message);
}

/** Sends an event that must be legal; fails loudly with the engine's reason otherwise. */
export function sendLegal<Event extends GameEvent>(
  definition: ContractDefinition<unknown, Event, GameView, ContractSnapshot<Event>>,
  game: GameActor<Event>,
  event: Event,
): void {
  const verdict = definition.check(game.getSnapshot() as ContractSnapshot<Event>, event);
  if (!verdict.ok) throw new Error(`${event.type} by seat ${event.seat} refused: ${verdict.code}: ${verdict.reason}`);
  game.send(event);
}

/** A copy in another order. */
export function permute<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Whether a value is plain JSON data (what a persisted snapshot must be to go into storage). */
function isPlainData(value: unknown): boolean {
  if (value === null || value === undefined || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === 'object') {
    const proto = Object.getPrototypeOf(value);
    return (proto === Object.prototype || proto === null) && Object.values(value).every(isPlainData);
  }
  return false;
}

/** A snapshot as a string: value, status and context, the log by length and last entry. */
function snapshotKey(snapshot: ContractSnapshot<never>): string {
  const { log, ...rest } = snapshot.context;
  return JSON.stringify([snapshot.value, snapshot.status, rest, log.length, log.at(-1)]);
}

function expectSameSnapshot(actual: ContractSnapshot<never>, expected: ContractSnapshot<never>, label: string): void {
  const a = snapshotKey(actual);
  const b = snapshotKey(expected);
  ensure(a === b, label, JSON.parse(a), JSON.parse(b));
}

// ---------------------------------------------------------------------------------------------
// Properties

/** A game's own checks on one bot-played game, made fresh for each game (they may keep state). */
export interface Watcher<Event, S> {
  /** Before each event, with the seats asked. */
  beforeEvent?(snapshot: S, acting: Seat[], step: number): void;
  /** After each event; `step` counts the events sent so far. */
  afterEvent?(snapshot: S, before: S, event: Event, step: number): void;
  /** Once the game is over (after the contract's own end checks). */
  atEnd?(snapshot: S, events: readonly Event[]): void;
}

interface PropertyRun<Case> {
  /** The `it` title (keep the invariants it names). */
  title: string;
  arb: fc.Arbitrary<Case>;
  runs: number;
  /** Check views for leaks, and the game's invariants, every `leakEvery` steps. */
  leakEvery: number;
  /** Compare `can` and `check` on three random events every `fuzzEvery` steps. */
  fuzzEvery: number;
}

export interface PropertySpec<Case, Input, Event extends GameEvent, View extends GameView, S extends ContractSnapshot<Event>> {
  /** The `describe` title. */
  title: string;
  /** Names the console line that counts the games (`<name> properties: N bot games in T ms`). */
  name: string;
  definition: ContractDefinition<Input, Event, View, S>;
  bots: BotSet<View, Event>;
  /** The machine input of a generated case. */
  input(game: Case): Input;
  /** Most seats a game has (the length of the generated bot lineups). */
  maxPlayers: number;
  /** A generous cap on the events of one game. */
  maxMoves: number;
  /** Random bots in every seat. */
  random: PropertyRun<Case>;
  /** Random levels, seat by seat. */
  mixed: PropertyRun<Case>;
  /** Each game is played twice by the bots and replayed twice from its events. */
  determinism: { arb: fc.Arbitrary<Case>; runs: number };
  /** Games (mixed levels) whose views are scribbled on every `every` steps (default 6 games, every 9 steps). */
  views?: { runs: number; every: number };
  /**
   * Hidden information: contexts that differ from the snapshot's only in what `seat` cannot know
   * (other hands, decks, pending choices, the rng state, the order of its own cards…). The view of
   * `seat` must be the same for each.
   */
  scramble(snapshot: S, seat: Seat | null, rng: () => number): S['context'][];
  /** A view as a string for the leak comparison (leave out what is shared by reference, e.g. the log). */
  viewKey(view: View): string;
  /** Also checked on each real view of the leak check. */
  checkView?(view: View, snapshot: S): void;
  /** A random event, legal or not, for comparing `can` with `check`. */
  fuzz(rng: () => number, snapshot: S, acting: Seat[]): Event;
  /** The prompt type a seat asked now must get; when absent, any prompt. */
  expectedPrompt?(snapshot: S): string;
  /** An event the host sends instead of the bot at this step (e.g. TIME_UP), or null. */
  hostEvent?(game: Case, step: number): Event | null;
  /** The game's own checks (conservation, ledgers, the log's schema, how the game ended). */
  watch(game: Case, start: S): Watcher<Event, S>;
}

interface Played<Event, S> {
  events: Event[];
  /** snapshots[0] is the start, snapshots[i] follows events[i - 1]. */
  snapshots: S[];
}

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs a mutation that a frozen object refuses with a TypeError (modules are strict). */
function attempt(mutate: () => void): void {
  try {
    mutate();
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
}

/**
 * Tries to change every array and object of `value`, innermost first: push onto and reverse every
 * array, overwrite and delete every key, add a key. Frozen parts refuse (a TypeError, caught).
 */
export function scribble(value: unknown, seen = new Set<object>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  for (const item of Object.values(value)) scribble(item, seen);
  const record = value as Record<string, unknown>;
  if (Array.isArray(value)) {
    attempt(() => value.push({ type: 'scribbled', seat: 0 }));
    attempt(() => value.reverse());
  }
  for (const key of Object.keys(value)) attempt(() => { record[key] = 'scribbled'; });
  attempt(() => { record.scribbled = true; });
  for (const key of Object.keys(value)) attempt(() => { delete record[key]; });
}

/**
 * The contract's property tests for one game: random bots, mixed levels, determinism and restore.
 * Each run yields to the event loop first, so the browser stays responsive for other test files.
 */
export function describeProperties<Case, Input, Event extends GameEvent, View extends GameView, S extends ContractSnapshot<Event>>(
  spec: PropertySpec<Case, Input, Event, View, S>,
): void {
  const { definition, bots } = spec;
  let gamesPlayed = 0;

  /** The view of every seat and of a spectator is the same whatever it cannot know. */
  function expectNoLeak(snapshot: S, rng: () => number, step: number, views?: readonly View[]): void {
    viewers(definition.view(snapshot, null).players).forEach((seat, i) => {
      const real = views?.[i] ?? definition.view(snapshot, seat);
      spec.checkView?.(real, snapshot);
      const key = spec.viewKey(real);
      for (const context of spec.scramble(snapshot, seat, rng)) {
        const other = definition.machine.resolveState({ value: snapshot.value as never, context }) as unknown as S;
        const seen = definition.view(other, seat);
        ensure(spec.viewKey(seen) === key, `view of ${seat} at step ${step} depends on something it cannot know`, seen, real);
      }
    });
  }

  /**
   * No view aliases engine state: after scribbling on every array and object of every view (the
   * log, its entries, hands, …), the snapshot, the persisted snapshot and later views are as they
   * were. The same for a game restored from the persisted snapshot through JSON (unfrozen data).
   */
  function expectViewsDetached(actor: Actor<AnyStateMachine>, input: Input, step: number): void {
    const snapshot = snapshotOf<S>(actor);
    const seats = viewers(definition.view(snapshot, null).players);
    const context = JSON.stringify(snapshot.context);
    const persisted = JSON.stringify(actor.getPersistedSnapshot());
    const views = seats.map((seat) => JSON.stringify(definition.view(snapshot, seat)));
    for (const seat of seats) scribble(definition.view(snapshot, seat));
    ensure(JSON.stringify(snapshotOf<S>(actor).context) === context, `scribbling on the views at step ${step} changed the game`);
    ensure(JSON.stringify(actor.getPersistedSnapshot()) === persisted, `scribbling on the views at step ${step} changed the persisted snapshot`);
    seats.forEach((seat, i) => {
      const again = JSON.stringify(definition.view(snapshotOf<S>(actor), seat));
      ensure(again === views[i], `scribbling on the views at step ${step} changed the view of ${seat}`, JSON.parse(again), JSON.parse(views[i]!));
    });
    const restored = startGame(definition, input, JSON.parse(persisted));
    for (const seat of seats) scribble(definition.view(snapshotOf<S>(restored), seat));
    ensure(JSON.stringify(restored.getPersistedSnapshot()) === persisted, `scribbling on the views of a restored game (step ${step}) changed it`);
    restored.stop();
  }

  /** The game's invariants (`definition.invariants`) hold: the same check a save must pass to be restored. */
  function expectInvariants(snapshot: S, when: string): void {
    const problems = definition.invariants(snapshot);
    ensure(problems.length === 0, `invariants broken at ${when}`, problems, []);
  }

  /** Plays a whole game with the given bots, checking the contract's and the game's invariants as it goes. */
  function playChecked(
    game: Case,
    levels: readonly Level[],
    botSeed: number,
    options: { leakEvery?: number; fuzzEvery?: number; afterStep?: (step: number, actor: Actor<AnyStateMachine>) => void } = {},
  ): Played<Event, S> {
    const { leakEvery = 0, fuzzEvery = 0, afterStep } = options;
    gamesPlayed++;
    const actor = startGame(definition, spec.input(game));
    const rng = randomSource(botSeed);
    const pick = randomSource(botSeed + 1);
    const side = randomSource(botSeed ^ 0x5eed);
    let snapshot = snapshotOf<S>(actor);
    expectInvariants(snapshot, 'the start');
    const watcher = spec.watch(game, snapshot);
    const players = definition.view(snapshot, null).players;
    const events: Event[] = [];
    const snapshots = [snapshot];
    while (definition.result(snapshot) === null) {
      const step = events.length;
      ensure(step < spec.maxMoves, `the game did not end within ${spec.maxMoves} events`);
      ensure(snapshot.status === 'active', `status at step ${step}`, snapshot.status, 'active');
      // Someone can always act; exactly the seats asked are prompted (for the phase the game is in).
      const acting = definition.toAct(snapshot);
      ensure(acting.length > 0, `nobody can act at step ${step}`);
      const expectedPrompt = spec.expectedPrompt?.(snapshot);
      const views = viewers(players).map((seat) => definition.view(snapshot, seat));
      views.forEach(({ prompt }, seat) => {
        const asked = acting.includes(seat); // the spectator's index, players, is never asked
        const ok = asked ? prompt !== null && (expectedPrompt === undefined || prompt.type === expectedPrompt) : prompt === null;
        ensure(ok, `prompt of ${seat === players ? 'the spectator' : `seat ${seat}`} at step ${step}`, prompt, asked ? (expectedPrompt ?? 'a prompt') : null);
      });
      watcher.beforeEvent?.(snapshot, acting, step);

      if (leakEvery > 0 && step % leakEvery === 0) expectNoLeak(snapshot, side, step, views);
      if (fuzzEvery > 0 && step % fuzzEvery === 0) {
        for (let i = 0; i < 3; i++) {
          const fuzz = spec.fuzz(side, snapshot, acting);
          const verdict = definition.check(snapshot, fuzz);
          ensure(snapshot.can(fuzz) === verdict.ok, `can and check disagree on ${JSON.stringify(fuzz)}`, snapshot.can(fuzz), verdict);
        }
      }

      // Several seats may be asked at once (simultaneous choices): any of them may answer first.
      const seat = acting[Math.floor(pick() * acting.length)]!;
      const hostEvent = spec.hostEvent?.(game, step) ?? null;
      const event = hostEvent ?? bots[levels[seat]!](views[seat]!, rng);
      const verdict = definition.check(snapshot, event);
      ensure(verdict.ok, `${hostEvent ? 'the host' : `${levels[seat]} bot at seat ${seat}`} sent ${JSON.stringify(event)}`, verdict, { ok: true });
      ensure(snapshot.can(event), `can refuses ${JSON.stringify(event)}`);
      if (!hostEvent) ensure(event.seat === seat, 'a bot speaks for its own seat', event.seat, seat);

      const before = snapshot;
      actor.send(event);
      snapshot = snapshotOf<S>(actor);
      events.push(event);
      snapshots.push(snapshot);
      afterStep?.(events.length, actor);
      ensure(snapshot !== before, `${JSON.stringify(event)} changed nothing`);
      // As often as the leak check (a long log makes it cost), and always at the end.
      if (leakEvery > 0 && events.length % leakEvery === 0) expectInvariants(snapshot, `step ${events.length}`);
      watcher.afterEvent?.(snapshot, before, event, events.length);
    }
    // Over: nobody is asked or prompted; the ranking starts with the winners and covers every seat.
    expect(snapshot.status).to.equal('done');
    expect(definition.toAct(snapshot)).to.deep.equal([]);
    const res = definition.result(snapshot)!;
    expect(res.ranking[0]).to.deep.equal(res.winners);
    expect(res.ranking.flat().sort((a, b) => a - b)).to.deep.equal(Array.from({ length: players }, (_, s) => s));
    for (const seat of viewers(players)) expect(definition.view(snapshot, seat).prompt).to.equal(null);
    expectInvariants(snapshot, 'the end');
    if (leakEvery > 0) expectNoLeak(snapshot, side, events.length);
    watcher.atEnd?.(snapshot, events);
    actor.stop();
    return { events, snapshots };
  }

  const levelsArb = fc.array(fc.constantFrom(...LEVELS), { minLength: spec.maxPlayers, maxLength: spec.maxPlayers });
  const allRandom = Array<Level>(spec.maxPlayers).fill('random');

  describe(spec.title, function () {
    // A fixed amount of CPU work (hundreds of bot games): on a loaded 2-core machine one property
    // took over 120 s; the limit only stops a game that never ends.
    this.timeout(600_000);
    const started = performance.now();

    after(() => {
      console.log(`${spec.name} properties: ${gamesPlayed} bot games in ${Math.round(performance.now() - started)} ms`);
    });

    it(spec.random.title, async () => {
      const { leakEvery, fuzzEvery } = spec.random;
      await fc.assert(
        fc.asyncProperty(spec.random.arb, fc.integer(), async (game, botSeed) => {
          await tick();
          playChecked(game, allRandom, botSeed, { leakEvery, fuzzEvery });
        }),
        { numRuns: spec.random.runs },
      );
    });

    it(spec.mixed.title, async () => {
      const { leakEvery, fuzzEvery } = spec.mixed;
      await fc.assert(
        fc.asyncProperty(spec.mixed.arb, levelsArb, fc.integer(), async (game, levels, botSeed) => {
          await tick();
          playChecked(game, levels, botSeed, { leakEvery, fuzzEvery });
        }),
        { numRuns: spec.mixed.runs },
      );
    });

    it('views never alias engine state: scribbling on every array and object of every view changes nothing', async () => {
      const { runs, every } = spec.views ?? { runs: 6, every: 9 };
      await fc.assert(
        fc.asyncProperty(spec.mixed.arb, levelsArb, fc.integer(), async (game, levels, botSeed) => {
          await tick();
          const input = spec.input(game);
          let checked = 0;
          playChecked(game, levels, botSeed, {
            afterStep: (step, actor) => {
              const over = actor.getSnapshot().status !== 'active';
              if (step % every !== 1 && !over) return;
              expectViewsDetached(actor, input, step);
              checked++;
            },
          });
          expect(checked, 'views checked').to.be.above(0);
        }),
        { numRuns: runs },
      );
    });

    it('determinism: the same input and events give identical snapshots, and a persisted snapshot restores mid-game', async () => {
      await fc.assert(
        fc.asyncProperty(spec.determinism.arb, levelsArb, fc.integer(), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), async (game, levels, botSeed, where) => {
          await tick();
          const input = spec.input(game);
          const first = playChecked(game, levels, botSeed);
          const target = 1 + Math.floor(where * (first.events.length - 1));
          let persisted: unknown = null;
          const second = playChecked(game, levels, botSeed, {
            afterStep: (step, actor) => {
              if (step !== target) return;
              const raw = actor.getPersistedSnapshot();
              expect(isPlainData(raw), 'a persisted snapshot is plain JSON data').to.equal(true);
              persisted = JSON.parse(JSON.stringify(raw));
            },
          });
          const last = first.snapshots.at(-1)!;
          // Same input and same bot seed: the same events and snapshots, bit for bit.
          expect(second.events).to.deep.equal(first.events);
          expect(second.snapshots).to.have.length(first.snapshots.length);
          second.snapshots.forEach((s, i) => expectSameSnapshot(s, first.snapshots[i]!, `second game, step ${i}`));
          expect(second.snapshots.at(-1)!.context).to.deep.equal(last.context);

          // Replaying the recorded events without the bots gives the same snapshots.
          const replay = startGame(definition, input);
          first.events.forEach((event, i) => {
            replay.send(event);
            expectSameSnapshot(snapshotOf<S>(replay), first.snapshots[i + 1]!, `replay, step ${i + 1}`);
          });
          replay.stop();

          // A snapshot persisted mid-game, through JSON, continues exactly like the original.
          expect(persisted, `persisted at step ${target}`).not.to.equal(null);
          expect(definition.invariants(persisted), 'the persisted snapshot keeps the invariants').to.deep.equal([]);
          const restored = startGame(definition, input, persisted);
          const now = () => snapshotOf<S>(restored);
          const then = first.snapshots[target]!;
          expect(now().context).to.deep.equal(then.context);
          expectSameSnapshot(now(), then, `restored at step ${target}`);
          expect(definition.toAct(now())).to.deep.equal(definition.toAct(then));
          for (const seat of viewers(definition.view(then, null).players)) {
            expect(definition.view(now(), seat)).to.deep.equal(definition.view(then, seat));
          }
          for (let i = target; i < first.events.length; i++) {
            const event = first.events[i]!;
            ensure(now().can(event), `restored game refuses ${JSON.stringify(event)}`);
            restored.send(event);
            expectSameSnapshot(now(), first.snapshots[i + 1]!, `restored, step ${i + 1}`);
          }
          expect(now().context).to.deep.equal(last.context);
          expect(definition.result(now())).to.deep.equal(definition.result(last));
          restored.stop();
        }),
        { numRuns: spec.determinism.runs },
      );
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Legality

/** An event the type system would refuse, for malformed input. */
export const raw = <Event>(event: Record<string, unknown>) => event as unknown as Event;

/** The legality assertions for one game's definition (docs/architecture.md "Legality"). */
export function legality<Event extends GameEvent>(definition: ContractDefinition<unknown, Event, GameView, ContractSnapshot<Event>>) {
  const snapshotNow = (game: GameActor<Event>) => game.getSnapshot() as ContractSnapshot<Event>;

  /**
   * Asserts the event is refused with `code` and a readable reason, that `can` agrees and that
   * sending it (unless `send` is false) changes nothing: status, state, context and who is asked.
   */
  function expectRefused(game: GameActor<Event>, event: Event, code: string, { send = true } = {}): void {
    const snapshot = snapshotNow(game);
    const label = JSON.stringify(event);
    const verdict = definition.check(snapshot, event);
    expect(verdict.ok, label).to.equal(false);
    if (verdict.ok) return;
    expect(Object.keys(verdict).sort(), label).to.deep.equal(['code', 'ok', 'reason']);
    expect(verdict.code, `${label}: ${verdict.reason}`).to.equal(code);
    expect(verdict.reason, label).to.be.a('string').and.have.length.above(10);
    expect(snapshot.can(event), `can(${label})`).to.equal(false);
    // A finished game's actor has stopped: XState takes no event there (it would only warn).
    if (!send || snapshot.status === 'done') return;
    const before = structuredClone(snapshot.context);
    const value = snapshot.value;
    const acting = definition.toAct(snapshot);
    game.send(event);
    const after = snapshotNow(game);
    expect(after.status, label).to.equal(snapshot.status);
    expect(after.value, label).to.deep.equal(value);
    expect(after.context, label).to.deep.equal(before);
    expect(definition.toAct(after), label).to.deep.equal(acting);
  }

  /** Asserts the event is legal and `can` agrees (without sending it). */
  function expectLegal(game: GameActor<Event>, event: Event): void {
    const snapshot = snapshotNow(game);
    expect(definition.check(snapshot, event), JSON.stringify(event)).to.deep.equal({ ok: true });
    expect(snapshot.can(event), JSON.stringify(event)).to.equal(true);
  }

  return {
    expectRefused,
    expectLegal,

    /** Each event in turn is accepted by `check` and by `can`, and changes the context. */
    expectEachLegalAndChanging(game: GameActor<Event>, sequence: readonly Event[]): void {
      for (const event of sequence) {
        expectLegal(game, event);
        const before = snapshotNow(game);
        game.send(event);
        expect(snapshotNow(game).context, JSON.stringify(event)).not.to.deep.equal(before.context);
      }
    },

    /** bad-event: values that are not an object with a string type (checked only: XState cannot process them). */
    expectBadEvents(game: GameActor<Event>): void {
      for (const value of [{ seat: 0 }, { type: 5, seat: 0 }, { type: 7, seat: 0 }]) expectRefused(game, raw(value), 'bad-event', { send: false });
      for (const value of [null, 'PLAY']) expect(definition.check(snapshotNow(game), raw(value as never))).to.include({ ok: false, code: 'bad-event' });
    },

    /** bad-seat: the events `events(seat)` gives are refused for seats that are not an integer 0..players-1. */
    expectBadSeats(game: GameActor<Event>, players: number, events: (seat: unknown) => Record<string, unknown>[]): void {
      for (const seat of [-1, players, 0.5, '0', undefined, null, NaN]) {
        for (const event of events(seat)) expectRefused(game, raw(event), 'bad-seat');
      }
    },
  };
}

/** A bad input: a name for the test title, the input, the field the message must name. */
export type BadInput = [name: string, input: unknown, field: RegExp, kind?: 'range' | 'type' | 'either'];

/**
 * One test per bad input: `parseInput` throws a RangeError or TypeError (of `kind` when given)
 * whose message matches `field`.
 */
export function itRefusesInputs(definition: { parseInput(input: unknown): unknown }, cases: readonly BadInput[]): void {
  for (const [name, input, field, kind = 'either'] of cases) {
    it(`parseInput refuses ${name} with an error naming the field`, () => {
      let error: unknown;
      try {
        definition.parseInput(input);
      } catch (e) {
        error = e;
      }
      expect(error, 'throws').to.be.instanceOf(Error);
      expect(error instanceof RangeError || error instanceof TypeError, String(error)).to.equal(true);
      if (kind === 'range') expect(error, String(error)).to.be.instanceOf(RangeError);
      if (kind === 'type') expect(error, String(error)).to.be.instanceOf(TypeError);
      expect((error as Error).message).to.match(field);
    });
  }
}

/** A bad input and the top-level input field its refusal must name as `error.field`. */
export type FieldCase = [field: string, input: unknown];

/**
 * The refusals name their field (src/core/input.ts): one test per case, where `parseInput` throws
 * a RangeError or TypeError whose `error.field` is the case's field; with `keys` (the game's input
 * keys), one more test that every key has a case.
 */
export function itNamesFields(definition: { parseInput(input: unknown): unknown }, cases: readonly FieldCase[], keys: readonly string[] = []): void {
  if (keys.length > 0) {
    it('has a bad input for every input key', () => {
      for (const key of keys) expect(cases.map(([field]) => field), `a case for ${key}`).to.include(key);
    });
  }
  for (const [field, input] of cases) {
    it(`${JSON.stringify(input) ?? String(input)} throws with error.field = ${field}`, () => {
      let error: unknown;
      try {
        definition.parseInput(input);
      } catch (e) {
        error = e;
      }
      expect(error instanceof TypeError || error instanceof RangeError, `${field}: ${String(error)}`).to.equal(true);
      expect(errorField(error), String(error)).to.equal(field);
    });
  }
}

/** An actor created with each bad input is in status error (without being started), with an error naming the field. */
export function expectActorErrors(machine: AnyStateMachine, cases: readonly [input: unknown, field: RegExp][]): void {
  for (const [input, field] of cases) {
    const actor = createActor(machine, { input: input as never });
    const snapshot = actor.getSnapshot();
    expect(snapshot.status, JSON.stringify(input)).to.equal('error');
    const error = (snapshot as { error?: unknown }).error;
    expect(error instanceof RangeError || error instanceof TypeError, String(error)).to.equal(true);
    expect((error as Error).message).to.match(field);
  }
}

// ---------------------------------------------------------------------------------------------
// Bots

/** The levels seated round the table, shifted by `i`: random, easy, normal, hard, random… */
const mixedLevels = (players: number, i: number): Level[] => Array.from({ length: players }, (_, s) => LEVELS[(s + i) % 4]!);

/** The bot checks for one game (docs/architecture.md "Bots"); `maxMoves` caps one game's events. */
export function botChecks<Input extends { players: number }, Event extends GameEvent, View extends GameView, S extends ContractSnapshot<Event>>(
  definition: ContractDefinition<Input, Event, View, S>,
  bots: BotSet<View, Event>,
  maxMoves: number,
) {
  type OnAsk = (v: View, level: Level, event: Event) => void;

  /**
   * Plays one game step by step, failing on the first illegal event; `onAsk` sees every view a bot
   * is given. When several seats are asked, they answer in turn by move count. Returns the result.
   */
  function playWatched(input: Input, levels: readonly Level[], botSeed: number, onAsk?: OnAsk): GameResult | null {
    const actor = startGame(definition, input);
    const rng = randomSource(botSeed);
    let moves = 0;
    while (definition.result(snapshotOf<S>(actor)) === null) {
      expect(moves++, 'game ends').to.be.below(maxMoves);
      const snapshot = snapshotOf<S>(actor);
      const acting = definition.toAct(snapshot);
      const seat = acting[moves % acting.length]!;
      const level = levels[seat]!;
      const v = definition.view(snapshot, seat);
      const event = bots[level](v, rng);
      const verdict = definition.check(snapshot, event);
      if (!verdict.ok) expect.fail(`${level} bot at seat ${seat} sent an illegal ${JSON.stringify(event)}: ${verdict.code} ${verdict.reason}`);
      onAsk?.(v, level, event);
      actor.send(event);
    }
    const res = definition.result(snapshotOf<S>(actor));
    actor.stop();
    return res;
  }

  return {
    playWatched,

    /** One test per level: `games` games with that level in every seat end, with only legal events. */
    itEachLevelIsLegal(title: string, games: number, inputFor: (i: number, level: Level) => Input): void {
      for (const level of LEVELS) {
        it(`${level} only ever sends legal events ${title}`, () => {
          for (let i = 0; i < games; i++) {
            const input = inputFor(i, level);
            expect(playWatched(input, Array<Level>(input.players).fill(level), i), `game ${i}`).not.to.equal(null);
          }
        });
      }
    },

    /** `games` games with all four levels at one table (`mixedLevels`) end, with only legal events. */
    playMixedTables(games: number, inputFor: (i: number) => Input, onAsk?: OnAsk): void {
      for (let i = 0; i < games; i++) {
        const input = inputFor(i);
        expect(playWatched(input, mixedLevels(input.players, i), i + 99, onAsk), `game ${i}`).not.to.equal(null);
      }
    },

    /** `playGame` plays a whole game with the four levels, and its events replay to the same result. */
    expectPlayGameReplays(input: Input): void {
      const played = play(definition, input, LEVELS.map((l) => bots[l]), randomSource(5));
      expect(played.result).not.to.equal(null);
      const actor = startGame(definition, input);
      for (const event of played.events) actor.send(event);
      expect(definition.result(snapshotOf<S>(actor))).to.deep.equal(played.result);
    },

    /** Views from real games with mixed levels (`keep(n, v)` picks among the n-th view asked of each game). */
    sampleViews(games: number, inputFor: (i: number) => Input, keep: (n: number, v: View) => boolean): View[] {
      const views: View[] = [];
      for (let i = 0; i < games; i++) {
        const input = inputFor(i);
        let n = 0;
        playWatched(input, mixedLevels(input.players, i), i, (v) => {
          if (keep(n++, v)) views.push(structuredClone(v));
        });
      }
      return views;
    },

    /**
     * Every level gives the same event for the same view and random sequence, leaves the view as
     * it was (it is deep-frozen) and never reaches for ambient randomness (Math.random throws).
     */
    expectPure(views: readonly View[]): void {
      const realRandom = Math.random;
      try {
        Math.random = () => {
          throw new Error('a bot called Math.random');
        };
        for (const level of LEVELS) {
          views.forEach((v, i) => {
            const frozen = deepFreeze(structuredClone(v));
            const a = bots[level](frozen, randomSource(i));
            const b = bots[level](structuredClone(v), randomSource(i));
            expect(a, `${level} on view ${i}`).to.deep.equal(b);
            expect(frozen, `${level} left view ${i} as it was`).to.deep.equal(v);
          });
        }
      } finally {
        Math.random = realRandom;
      }
    },

    /**
     * Wins by level over `games` games through `playGame`; a shared victory is split between the
     * winners. `seating(g)` gives game g's level per seat, `input(g)` its input, `botSeed(g)` its bots' random source.
     */
    arenaWins(games: number, seating: (game: number) => readonly Level[], input: (game: number) => Input, botSeed: (game: number) => number): Record<Level, number> {
      const wins: Record<Level, number> = { random: 0, easy: 0, normal: 0, hard: 0 };
      for (let g = 0; g < games; g++) {
        const order = seating(g);
        const { result } = play(definition, input(g), order.map((l) => bots[l]), randomSource(botSeed(g)));
        for (const w of result!.winners) wins[order[w]!] += 1 / result!.winners.length;
      }
      return wins;
    },
  };
}

/** Deep-freezes a value so any mutation by a bot throws (modules run in strict mode). */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

// ---------------------------------------------------------------------------------------------
// Model-based paths (xstate/graph)

/**
 * The states (by key) of an `xstate/graph` adjacency map from which no final state can be
 * reached, worked out backwards from the final states.
 */
export function statesThatCannotEnd<S>(
  adjacency: Record<string, { state: S; transitions: Record<string, { state: S }> }>,
  stateKey: (state: S) => string,
  isFinal: (state: S) => boolean,
): string[] {
  const keys = Object.keys(adjacency);
  const reverse = new Map<string, string[]>(keys.map((k) => [k, []]));
  for (const key of keys) {
    for (const { state } of Object.values(adjacency[key]!.transitions)) reverse.get(stateKey(state))!.push(key);
  }
  const canEnd = new Set(keys.filter((k) => isFinal(adjacency[k]!.state)));
  const queue = [...canEnd];
  while (queue.length > 0) {
    for (const before of reverse.get(queue.pop()!)!) {
      if (!canEnd.has(before)) {
        canEnd.add(before);
        queue.push(before);
      }
    }
  }
  return keys.filter((k) => !canEnd.has(k));
}
