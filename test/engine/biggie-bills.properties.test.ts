/**
 * Property tests (fast-check): random games with 3–8 teams, random options (maxCycles always set,
 * so every game ends), played by random and mixed bots through the machine. Invariants: the game
 * ends within maxCycles or by a win; the ledger balances after every event (per team, the sum of
 * its `pay` entries = cash − startingCash); cards are conserved; teams out of the game never act
 * again; `can` agrees with `check`; no view depends on a card its seat cannot know
 * (indistinguishability); the log keeps to its public schema; games are deterministic and persisted
 * snapshots restore and continue identically.
 *
 * The hot loop uses plain comparisons and only calls chai to report a failure (with a diff). Each
 * run yields to the event loop first: other test files share the browser.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { randomSource } from '../../src/index.js';
import {
  bots, definition, ledgerSums, viewers,
  type BiggieBillsContext, type BiggieBillsEvent, type BiggieBillsInput, type BiggieBillsSnapshot, type BiggieBillsView,
  type BonusKind, type Game,
} from './bg-helpers.js';

type Level = keyof typeof bots;
const LEVELS: readonly Level[] = ['random', 'easy', 'normal', 'hard'];
const MAX_MOVES = 20_000;
const RUNS = { random: 160, mixed: 160, determinism: 40 };
let gamesPlayed = 0;

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

interface Case {
  input: BiggieBillsInput;
  /** When set, the host sends TIME_UP (from this seat) after this many events. */
  timeUp: { at: number; seat: number } | null;
}

const caseArb: fc.Arbitrary<Case> = fc.record({
  players: fc.integer({ min: 3, max: 8 }),
  seed: fc.integer(),
  maxCycles: fc.integer({ min: 1, max: 12 }),
  money: fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary: fc.record({ startingCash: fc.integer({ min: 20, max: 400 }), extra: fc.integer({ min: 1, max: 1500 }) }), weight: 1 }),
  timeUp: fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: fc.record({ at: fc.integer({ min: 0, max: 150 }), seat: fc.nat() }), weight: 1 }),
}).map(({ players, seed, maxCycles, money, timeUp }): Case => ({
  input: {
    players, seed, maxCycles,
    ...(money ? { startingCash: money.startingCash, target: money.startingCash + money.extra } : {}),
    ...(timeUp ? { timeLimitMinutes: 30 } : {}),
  },
  timeUp: timeUp ? { at: timeUp.at, seat: timeUp.seat % players } : null,
}));

function fail(actual: unknown, expected: unknown, message: string): never {
  expect(actual, message).to.deep.equal(expected);
  expect.fail(message);
}
function ensure(condition: boolean, message: string, actual?: unknown, expected?: unknown): void {
  if (!condition) fail(actual, expected, message);
}

const ids = (c: BiggieBillsContext) => c.settings.tables.growth.map((card) => card.id);
const KINDS: BonusKind[] = ['flex12', 'flex34', 'block'];

/** A random event, legal or not, for comparing `can` with `check`. */
function fuzzEvent(rng: () => number, c: BiggieBillsContext, asked: number | undefined): BiggieBillsEvent {
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const all = ids(c);
  const types = ['PLAY_GROWTH', 'PLAY_CHALLENGE', 'PLAY_FLEX', 'BLOCK', 'NO_BLOCK', 'EXCHANGE', 'SKIP', 'END_TURN', 'KEEP', 'TIME_UP', 'BOGUS'];
  const seat = asked !== undefined && rng() < 0.7 ? asked : int(-1, c.settings.players);
  const team = c.teams[Math.max(0, Math.min(c.settings.players - 1, seat))]!;
  const inPlay = c.inPlay[int(0, Math.max(0, c.inPlay.length - 1))];
  const card = rng() < 0.5 && team.growth.length > 0 ? team.growth[int(0, team.growth.length - 1)]! : rng() < 0.5 && inPlay ? inPlay.card : all[int(0, all.length - 1)]!;
  const event: Record<string, unknown> = { type: types[int(0, types.length - 1)], seat, card };
  if (rng() < 0.6) event.owner = inPlay && rng() < 0.7 ? inPlay.owner : int(-1, c.settings.players);
  if (rng() < 0.3) event.target = int(-1, c.settings.players);
  if (rng() < 0.5) {
    event.growth = team.growth.slice(0, int(0, 3));
    event.challenge = team.challenge.slice(0, int(0, 3));
  }
  return event as unknown as BiggieBillsEvent;
}

/**
 * BG-17 / DESIGN "Hidden information": the context with everything `seat` cannot know replaced by
 * other cards of the same count: the other teams' hands and Bonus cards, the decks, the discard
 * piles, the rng state.
 */
function disguise(c: BiggieBillsContext, seat: number | null, rng: () => number): BiggieBillsContext {
  const all = ids(c);
  const growth = () => all[Math.floor(rng() * all.length)]!;
  const kind = () => KINDS[Math.floor(rng() * 3)]!;
  return {
    ...c,
    rng: [7, 7, 7, 7],
    teams: c.teams.map((t, s) => (s === seat ? t : { ...t, growth: t.growth.map(growth), challenge: t.challenge.map(growth), bonus: t.bonus.map(kind) })),
    decks: { growth: c.decks.growth.map(growth), challenge: c.decks.challenge.map(growth), bonus: c.decks.bonus.map(kind), industry: [...c.decks.industry].reverse() },
    discards: { growth: c.discards.growth.map(growth), challenge: c.discards.challenge.map(growth), bonus: c.discards.bonus.map(kind) },
  };
}

const viewKey = (v: BiggieBillsView) => JSON.stringify({ ...v, log: v.log.length, tables: null });

function expectNoLeak(snapshot: BiggieBillsSnapshot, rng: () => number, step: number): void {
  for (const seat of viewers(snapshot.context.settings.players)) {
    const real = definition.view(snapshot, seat);
    ensure(real.log === snapshot.context.log, 'the view log is the public log');
    const other = definition.machine.resolveState({ value: snapshot.value, context: disguise(snapshot.context, seat, rng) });
    const seen = definition.view(other, seat);
    ensure(viewKey(seen) === viewKey(real), `view of ${seat} at step ${step} depends on hidden cards`, seen, real);
  }
}

/** The public log's schema: each entry type and its keys. No entry names a card in a hand, a card drawn or a Bonus card's kind. */
const LOG_SCHEMA: Record<string, string[]> = {
  start: ['players', 'startingCash', 'target'],
  cycle: ['cycle', 'order', 'industry'],
  'cycle-end': ['cycle'],
  reshuffle: ['deck', 'cards'],
  turn: ['seat', 'cycle', 'round'],
  pay: ['payer', 'payee', 'amount', 'ruling', 'why', 'card?'],
  growth: ['seat', 'card', 'target'],
  complete: ['seat', 'card', 'first'],
  'leave-play': ['seat', 'card', 'reason'],
  challenge: ['seat', 'owner', 'card', 'flexible', 'free', 'first'],
  block: ['seat', 'challenger', 'card'],
  'no-block': ['seat', 'challenger', 'card'],
  'challenge-stands': ['seat', 'owner', 'card'],
  bonus: ['seat', 'stage', 'drew'],
  exchange: ['seat', 'growth', 'challenge'],
  skip: ['seat'],
  'end-turn': ['seat'],
  acquire: ['seat', 'target', 'growth', 'challenge', 'bonus'],
  keep: ['seat', 'returnedGrowth', 'returnedChallenge'],
  out: ['seat', 'reason'],
  'time-up': ['seat'],
  'game-over': ['reason', 'winners'],
};

function checkLogEntry(entry: BiggieBillsContext['log'][number]): void {
  const schema = LOG_SCHEMA[entry.type];
  ensure(schema !== undefined, `unknown log entry ${entry.type}`);
  const keys = Object.keys(entry).filter((k) => k !== 'type').sort();
  const required = schema!.filter((k) => !k.endsWith('?')).sort();
  const allowed = schema!.map((k) => k.replace('?', ''));
  ensure(required.every((k) => keys.includes(k)) && keys.every((k) => allowed.includes(k)), `log entry ${entry.type} keys`, keys, schema);
}

/** Cards by kind across the whole context (decks, discards, hands, table, completed). */
function cardCounts(c: BiggieBillsContext) {
  const teams = c.teams;
  return {
    growth: c.decks.growth.length + c.discards.growth.length + c.inPlay.length + teams.reduce((n, t) => n + t.growth.length + t.completed.length, 0),
    challenge: c.decks.challenge.length + c.discards.challenge.length + teams.reduce((n, t) => n + t.challenge.length, 0),
    bonus: c.decks.bonus.length + c.discards.bonus.length + teams.reduce((n, t) => n + t.bonus.length, 0),
  };
}

interface Options {
  leakEvery?: number;
  fuzzEvery?: number;
  afterStep?: (step: number, actor: Game) => void;
}

interface Played {
  events: BiggieBillsEvent[];
  snapshots: BiggieBillsSnapshot[];
}

function playChecked({ input, timeUp }: Case, levels: readonly Level[], botSeed: number, options: Options = {}): Played {
  const { leakEvery = 0, fuzzEvery = 0, afterStep } = options;
  gamesPlayed++;
  const actor = createActor(definition.machine, { input }).start();
  const rng = randomSource(botSeed);
  const side = randomSource(botSeed ^ 0x5eed);
  let snapshot = actor.getSnapshot();
  const start = snapshot.context.settings.startingCash;
  const cards = cardCounts(snapshot.context);
  const events: BiggieBillsEvent[] = [];
  const snapshots = [snapshot];
  const sums = snapshot.context.teams.map(() => 0);
  let logged = 0;
  const outAt = new Map<number, number>();

  while (definition.result(snapshot) === null) {
    const step = events.length;
    ensure(step < MAX_MOVES, `the game did not end within ${MAX_MOVES} events`);
    ensure(snapshot.status === 'active', `status at step ${step}`, snapshot.status, 'active');
    const acting = definition.toAct(snapshot);
    ensure(acting.length === 1, `toAct at step ${step}`, acting, ['one seat']);
    const seat = acting[0]!;
    ensure(snapshot.context.teams[seat]!.out === null, `seat ${seat} is out but asked to act`);
    const seatView = definition.view(snapshot, seat);
    ensure(seatView.prompt !== null, `seat ${seat} is asked without a prompt`);
    ensure(definition.view(snapshot, null).prompt === null, 'a spectator is never prompted');
    for (const s of viewers(input.players)) if (s !== seat && s !== null) ensure(definition.view(snapshot, s).prompt === null, `seat ${s} prompted out of turn`);

    if (leakEvery > 0 && step % leakEvery === 0) expectNoLeak(snapshot, side, step);
    if (fuzzEvery > 0 && step % fuzzEvery === 0) {
      for (let i = 0; i < 3; i++) {
        const fuzz = fuzzEvent(side, snapshot.context, seat);
        const verdict = definition.check(snapshot, fuzz);
        ensure(snapshot.can(fuzz) === verdict.ok, `can and check disagree on ${JSON.stringify(fuzz)}`, snapshot.can(fuzz), verdict);
      }
    }

    const event: BiggieBillsEvent = timeUp !== null && step === timeUp.at
      ? { type: 'TIME_UP', seat: timeUp.seat }
      : bots[levels[seat]!](seatView, rng);
    const verdict = definition.check(snapshot, event);
    ensure(verdict.ok, `${levels[seat]} bot at seat ${seat} sent ${JSON.stringify(event)}`, verdict, { ok: true });
    ensure(snapshot.can(event), `can refuses ${JSON.stringify(event)}`);
    // An out team's events are refused.
    for (const out of outAt.keys()) ensure(!definition.check(snapshot, { type: 'SKIP', seat: out }).ok, `out team ${out} may act`);

    const before = snapshot;
    actor.send(event);
    snapshot = actor.getSnapshot();
    events.push(event);
    snapshots.push(snapshot);
    afterStep?.(events.length, actor);
    ensure(snapshot !== before, `${JSON.stringify(event)} changed nothing`);

    const c = snapshot.context;
    // The ledger balances: per team, received − paid = cash − startingCash.
    for (; logged < c.log.length; logged++) {
      const entry = c.log[logged]!;
      checkLogEntry(entry);
      if (entry.type === 'pay') {
        ensure(entry.amount > 0 && Number.isInteger(entry.amount), 'payments are positive whole $M', entry);
        if (entry.payee !== 'bank') sums[entry.payee]! += entry.amount;
        if (entry.payer !== 'bank') sums[entry.payer]! -= entry.amount;
      }
      if (entry.type === 'out') outAt.set(entry.seat, logged);
      // A team out of the game never acts again.
      if ('seat' in entry && outAt.has(entry.seat) && outAt.get(entry.seat)! < logged && !['time-up', 'leave-play'].includes(entry.type)) {
        fail(entry, null, `team ${entry.seat} acted after leaving the game`);
      }
    }
    c.teams.forEach((t, s) => {
      ensure(sums[s] === t.cash - start, `ledger of team ${s} after step ${events.length}`, sums[s], t.cash - start);
      ensure(t.out === null ? t.cash > 0 : t.cash === 0, `cash of team ${s}`, t.cash);
    });
    const now = cardCounts(c);
    ensure(JSON.stringify(now) === JSON.stringify(cards), `cards not conserved after step ${events.length}`, now, cards);
  }

  // Over: the game ended by a win or within maxCycles.
  const c = snapshot.context;
  expect(snapshot.status).to.equal('done');
  expect(definition.toAct(snapshot)).to.deep.equal([]);
  expect(c.cycle).to.be.at.most(input.maxCycles!);
  const reason = c.result!.reason;
  if (reason === 'cycles') expect(c.cycle).to.equal(input.maxCycles);
  if (reason === 'target') expect(c.result!.winners.every((s) => c.teams[s]!.cash >= c.settings.target)).to.equal(true);
  if (reason === 'last-team') expect(c.teams.filter((t) => t.out === null)).to.have.length(1);
  if (reason === 'time') expect(events.at(-1)!.type).to.equal('TIME_UP');
  const res = definition.result(snapshot)!;
  expect(res.ranking[0]).to.deep.equal(res.winners);
  expect(res.ranking.flat().sort((a, b) => a - b)).to.deep.equal(Array.from({ length: input.players }, (_, s) => s));
  expect(res.scores).to.deep.equal(c.teams.map((t) => t.cash));
  expect(ledgerSums(c)).to.deep.equal(c.teams.map((t) => t.cash - start));
  for (const seat of viewers(input.players)) expect(definition.view(snapshot, seat).prompt).to.equal(null);
  if (leakEvery > 0) expectNoLeak(snapshot, side, events.length);
  actor.stop();
  return { events, snapshots };
}

function snapshotKey(snapshot: BiggieBillsSnapshot): string {
  const { log, ...rest } = snapshot.context;
  return JSON.stringify([snapshot.value, snapshot.status, rest, log.length, log.at(-1)]);
}

function expectSameSnapshot(actual: BiggieBillsSnapshot, expected: BiggieBillsSnapshot, label: string): void {
  const a = snapshotKey(actual);
  const b = snapshotKey(expected);
  ensure(a === b, label, JSON.parse(a), JSON.parse(b));
}

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

const levelsArb = fc.array(fc.constantFrom(...LEVELS), { minLength: 8, maxLength: 8 });

describe('BiggieBills properties', function () {
  this.timeout(120_000);
  const started = performance.now();

  after(() => {
    console.log(`biggie-bills properties: ${gamesPlayed} bot games in ${Math.round(performance.now() - started)} ms`);
  });

  it('random bots: the game ends, the ledger balances, cards are conserved, out teams never act, can agrees with check, views leak nothing', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, fc.integer(), async (game, botSeed) => {
        await tick();
        playChecked(game, Array<Level>(game.input.players).fill('random'), botSeed, { leakEvery: 9, fuzzEvery: 4 });
      }),
      { numRuns: RUNS.random },
    );
  });

  it('mixed bot levels: the same invariants hold', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, levelsArb, fc.integer(), async (game, levels, botSeed) => {
        await tick();
        playChecked(game, levels.slice(0, game.input.players), botSeed, { leakEvery: 5, fuzzEvery: 3 });
      }),
      { numRuns: RUNS.mixed },
    );
  });

  it('determinism: the same input and events give identical snapshots, and a persisted snapshot restores mid-game', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, levelsArb, fc.integer(), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), async (game, allLevels, botSeed, where) => {
        await tick();
        const levels = allLevels.slice(0, game.input.players);
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
        expect(second.events).to.deep.equal(first.events);
        expect(second.snapshots).to.have.length(first.snapshots.length);
        second.snapshots.forEach((s, i) => expectSameSnapshot(s, first.snapshots[i]!, `second game, step ${i}`));

        const replay = createActor(definition.machine, { input: game.input }).start();
        first.events.forEach((event, i) => {
          replay.send(event);
          expectSameSnapshot(replay.getSnapshot(), first.snapshots[i + 1]!, `replay, step ${i + 1}`);
        });
        replay.stop();

        expect(persisted, `persisted at step ${target}`).not.to.equal(null);
        const restored = createActor(definition.machine, { snapshot: persisted as never, input: game.input }).start();
        expect(restored.getSnapshot().context).to.deep.equal(first.snapshots[target]!.context);
        expectSameSnapshot(restored.getSnapshot(), first.snapshots[target]!, `restored at step ${target}`);
        expect(definition.toAct(restored.getSnapshot())).to.deep.equal(definition.toAct(first.snapshots[target]!));
        expect(definition.view(restored.getSnapshot(), null)).to.deep.equal(definition.view(first.snapshots[target]!, null));
        for (let i = target; i < first.events.length; i++) {
          const event = first.events[i]!;
          ensure(restored.getSnapshot().can(event), `restored game refuses ${JSON.stringify(event)}`);
          restored.send(event);
          expectSameSnapshot(restored.getSnapshot(), first.snapshots[i + 1]!, `restored, step ${i + 1}`);
        }
        expect(definition.result(restored.getSnapshot())).to.deep.equal(definition.result(first.snapshots.at(-1)!));
        restored.stop();
      }),
      { numRuns: RUNS.determinism },
    );
  });
});
