/**
 * Property tests (fast-check): random games with 2–8 players, 1 or 2 decks, random seeds and
 * random maxPlay, played by the bots through the machine. Invariants: the game ends, someone can
 * always act, cards are conserved, `can` agrees with `check`, views leak nothing, the log holds no
 * hidden card, games are deterministic and persisted snapshots restore.
 *
 * The hot loop uses plain comparisons and only calls chai to report a failure (with a diff):
 * chai's deep equality on every step of 500+ games would take minutes.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { randomSource } from '../../src/index.js';
import {
  bots, cardLeaves, cardsInContext, counts, definition, fullDeck, viewers,
  type BluffKingContext, type BluffKingEvent, type BluffKingInput, type BluffKingSnapshot, type BluffKingView,
  type Card, type Game,
} from './bk-helpers.js';

type Level = keyof typeof bots;
const LEVELS: readonly Level[] = ['random', 'easy', 'normal', 'hard'];
/** A generous cap: the longest random-bot games seen run to ~16,000 events. */
const MAX_MOVES = 50_000;

/**
 * Runs per property. The determinism property plays each game twice with the bots (and replays it
 * twice more from the recorded events): 200 + 200 + 2 × 60 = 520 bot-played games per run.
 */
const RUNS = { random: 200, mixed: 200, determinism: 60 };

/** Games played with bots by this file (printed at the end). */
let gamesPlayed = 0;

/**
 * maxPlay: mostly unlimited. Random bots under a small cap play very long games (thousands of
 * events), so only 5..8 here; the mixed-level property covers maxPlay from 1.
 */
const randomInputArb: fc.Arbitrary<BluffKingInput> = fc.record(
  {
    players: fc.integer({ min: 2, max: 8 }),
    seed: fc.integer(),
    decks: fc.constantFrom(1 as const, 2 as const),
    maxPlay: fc.oneof({ arbitrary: fc.constant(null), weight: 6 }, { arbitrary: fc.integer({ min: 5, max: 8 }), weight: 1 }),
  },
  { requiredKeys: ['players', 'seed'] },
);

/** The smarter bots end games quickly even with maxPlay 1. */
const mixedInputArb: fc.Arbitrary<BluffKingInput> = fc.record(
  {
    players: fc.integer({ min: 2, max: 8 }),
    seed: fc.integer(),
    decks: fc.constantFrom(1 as const, 2 as const),
    maxPlay: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 6 })),
  },
  { requiredKeys: ['players', 'seed'] },
);

/** Fails with a readable diff, only called once a cheap comparison has failed. */
function fail(actual: unknown, expected: unknown, message: string): never {
  expect(actual, message).to.deep.equal(expected);
  expect.fail(message);
}

function ensure(condition: boolean, message: string, actual?: unknown, expected?: unknown): void {
  if (!condition) fail(actual, expected, message);
}

const sameCounts = (a: Map<string, number>, b: Map<string, number>): boolean => {
  if (a.size !== b.size) return false;
  for (const [card, n] of a) if (b.get(card) !== n) return false;
  return true;
};

/** A random event: a mix of legal and illegal ones, for comparing `can` with `check`. */
function fuzzEvent(rng: () => number, context: BluffKingContext): BluffKingEvent {
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const types = ['PLAY', 'CHALLENGE', 'DECLINE', 'FOLLOW', 'PASS', 'BOGUS'];
  const seat = rng() < 0.7 ? context.asked : int(-1, context.players);
  const source = context.hands[int(0, context.players - 1)]!;
  const cards: unknown[] = source.slice(0, int(0, Math.min(4, source.length)));
  if (rng() < 0.1) cards.push('XX');
  const ranks = ['A', '7', 'K', 'Z', undefined];
  const event: Record<string, unknown> = { type: types[int(0, types.length - 1)], seat, cards };
  if (rng() < 0.5) event.rank = ranks[int(0, ranks.length - 1)];
  return event as unknown as BluffKingEvent;
}

/** A copy in another order (the order cards arrived in can tell who played them). */
function permute<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * BK-10 / DESIGN "Hidden information": the context with everything `seat` cannot know replaced by
 * other cards of the same count (the other hands, the others' cards in the pile, the discards),
 * another rng state, and the seat's own hand in another order: a hand that took a pile holds the
 * pile's cards in the order they were played, which would tell who played which.
 */
function disguise(context: BluffKingContext, seat: number | null, fake: () => Card, rng: () => number): BluffKingContext {
  return {
    ...context,
    rng: [7, 7, 7, 7],
    hands: context.hands.map((hand, s) => (s === seat ? permute(hand, rng) : hand.map(fake))),
    claims: context.claims.map((c) => (c.seat === seat ? { ...c, cards: permute(c.cards, rng) } : { ...c, cards: c.cards.map(fake) })),
    discarded: context.discarded.map(fake),
  };
}

const DECK = fullDeck(1);
/** A view as a string; the log is the same array in both views compared (see expectCleanLog). */
const viewKey = (view: BluffKingView) => JSON.stringify({ ...view, log: view.log.length });

/** The view of every seat and of a spectator is the same whatever the hidden cards are. */
function expectNoLeak(snapshot: BluffKingSnapshot, rng: () => number, step: number): void {
  const fakes: (() => Card)[] = [() => DECK[Math.floor(rng() * DECK.length)]!, () => 'BJ'];
  for (const seat of viewers(snapshot.context.players)) {
    const real = definition.view(snapshot, seat);
    for (const fake of fakes) {
      const other = definition.machine.resolveState({ value: snapshot.value, context: disguise(snapshot.context, seat, fake, rng) });
      const seen = definition.view(other, seat);
      ensure(viewKey(seen) === viewKey(real), `view of ${seat} at step ${step} depends on hidden cards`, seen, real);
    }
  }
}

/** The public log holds card codes only where a challenge turned the latest claim face up. */
function expectCleanLog(log: BluffKingContext['log']): void {
  for (const leaf of cardLeaves(log)) {
    expect(leaf.path, `${leaf.card} in the log`).to.match(/^\$\[\d+\]\.revealed\[\d+\]$/);
    const index = Number(/^\$\[(\d+)\]/.exec(leaf.path)![1]);
    expect(log[index]!.type).to.equal('challenge');
  }
}

interface Options {
  /** Check views for leaks every `leakEvery` steps (0 = never). */
  leakEvery?: number;
  /** Compare `can` and `check` on random events every `fuzzEvery` steps (0 = never). */
  fuzzEvery?: number;
  /** Called after each event with the actor (for persistence tests). */
  afterStep?: (step: number, actor: Game) => void;
}

interface Played {
  events: BluffKingEvent[];
  /** snapshots[0] is the start, snapshots[i] follows events[i - 1]. */
  snapshots: BluffKingSnapshot[];
}

/** Plays a whole game with the given bots, checking the step invariants as it goes. */
function playChecked(input: BluffKingInput, levels: readonly Level[], botSeed: number, options: Options = {}): Played {
  const { leakEvery = 0, fuzzEvery = 0, afterStep } = options;
  gamesPlayed++;
  const actor = createActor(definition.machine, { input }).start();
  const rng = randomSource(botSeed);
  const side = randomSource(botSeed ^ 0x5eed);
  let snapshot = actor.getSnapshot();
  const dealt = counts(snapshot.context.hands.flat());
  expect(snapshot.context.dealt).to.equal(snapshot.context.hands.flat().length);
  const events: BluffKingEvent[] = [];
  const snapshots = [snapshot];
  while (definition.result(snapshot) === null) {
    const step = events.length;
    ensure(step < MAX_MOVES, `the game did not end within ${MAX_MOVES} events`);
    ensure(snapshot.status === 'active', `status at step ${step}`, snapshot.status, 'active');
    // Someone can always act, and is prompted for the phase the game is in.
    const acting = definition.toAct(snapshot);
    ensure(acting.length === 1, `toAct at step ${step}`, acting, ['one seat']);
    const seat = acting[0]!;
    const seatView = definition.view(snapshot, seat);
    ensure(seatView.prompt !== null && seatView.prompt.type === snapshot.value, `prompt of seat ${seat} at step ${step}`, seatView.prompt, snapshot.value);
    ensure(definition.view(snapshot, null).prompt === null, 'a spectator is never prompted');

    if (leakEvery > 0 && step % leakEvery === 0) expectNoLeak(snapshot, side, step);
    if (fuzzEvery > 0 && step % fuzzEvery === 0) {
      for (let i = 0; i < 3; i++) {
        const fuzz = fuzzEvent(side, snapshot.context);
        const verdict = definition.check(snapshot, fuzz);
        ensure(snapshot.can(fuzz) === verdict.ok, `can and check disagree on ${JSON.stringify(fuzz)}`, snapshot.can(fuzz), verdict);
      }
    }

    const event = bots[levels[seat]!](seatView, rng);
    const verdict = definition.check(snapshot, event);
    ensure(verdict.ok, `${levels[seat]} bot at seat ${seat} sent ${JSON.stringify(event)}`, verdict, { ok: true });
    ensure(snapshot.can(event), `can refuses ${JSON.stringify(event)}`);
    ensure(event.seat === seat, 'a bot speaks for its own seat', event.seat, seat);

    const before = snapshot;
    actor.send(event);
    snapshot = actor.getSnapshot();
    events.push(event);
    snapshots.push(snapshot);
    afterStep?.(events.length, actor);
    ensure(snapshot !== before, `${JSON.stringify(event)} changed nothing`);

    // Cards are conserved: hands + pile + discards = the deal.
    const now = counts(cardsInContext(snapshot.context));
    ensure(sameCounts(now, dealt), `cards not conserved after step ${events.length}`, now, dealt);
    // A challenge turns up exactly the latest claim's cards.
    if (event.type === 'CHALLENGE') {
      const entry = snapshot.context.log.find((e, i) => i >= before.context.log.length && e.type === 'challenge');
      const revealed = entry && entry.type === 'challenge' ? [...entry.revealed].sort() : null;
      const latest = [...before.context.claims.at(-1)!.cards].sort();
      ensure(JSON.stringify(revealed) === JSON.stringify(latest), 'a challenge reveals the latest claim', revealed, latest);
    }
  }
  // Over: nobody is asked, nobody is prompted, the winner holds no cards, the ranking covers everyone.
  expect(snapshot.status).to.equal('done');
  expect(definition.toAct(snapshot)).to.deep.equal([]);
  const res = definition.result(snapshot)!;
  expect(res.winners).to.have.length(1);
  expect(snapshot.context.hands[res.winners[0]!]).to.deep.equal([]);
  expect(res.ranking[0]).to.deep.equal(res.winners);
  expect(res.ranking.flat().sort((a, b) => a - b)).to.deep.equal(Array.from({ length: snapshot.context.players }, (_, s) => s));
  for (const seat of viewers(snapshot.context.players)) expect(definition.view(snapshot, seat).prompt).to.equal(null);
  if (leakEvery > 0) expectNoLeak(snapshot, side, events.length);
  expectCleanLog(snapshot.context.log);
  actor.stop();
  return { events, snapshots };
}

/** A snapshot as a string: value, status and context, the log by length and last entry. */
function snapshotKey(snapshot: BluffKingSnapshot): string {
  const { log, ...rest } = snapshot.context;
  return JSON.stringify([snapshot.value, snapshot.status, rest, log.length, log.at(-1)]);
}

function expectSameSnapshot(actual: BluffKingSnapshot, expected: BluffKingSnapshot, label: string): void {
  const a = snapshotKey(actual);
  const b = snapshotKey(expected);
  ensure(a === b, label, JSON.parse(a), JSON.parse(b));
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

describe('BluffKing properties', function () {
  this.timeout(120_000);
  const started = performance.now();

  after(() => {
    console.log(`bluff-king properties: ${gamesPlayed} bot games in ${Math.round(performance.now() - started)} ms`);
  });

  it('random bots: every game ends, someone can always act, cards are conserved, can agrees with check, views leak nothing', () => {
    fc.assert(
      fc.property(randomInputArb, fc.integer(), (input, botSeed) => {
        playChecked(input, Array<Level>(input.players).fill('random'), botSeed, { leakEvery: 7, fuzzEvery: 3 });
      }),
      { numRuns: RUNS.random },
    );
  });

  it('mixed bot levels (maxPlay from 1): the same invariants hold', () => {
    fc.assert(
      fc.property(mixedInputArb, fc.array(fc.constantFrom(...LEVELS), { minLength: 8, maxLength: 8 }), fc.integer(), (input, levels, botSeed) => {
        playChecked(input, levels.slice(0, input.players), botSeed, { leakEvery: 5, fuzzEvery: 2 });
      }),
      { numRuns: RUNS.mixed },
    );
  });

  it('determinism: the same input and events give identical snapshots, and a persisted snapshot restores mid-game', () => {
    fc.assert(
      fc.property(mixedInputArb, fc.array(fc.constantFrom(...LEVELS), { minLength: 8, maxLength: 8 }), fc.integer(), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (input, allLevels, botSeed, where) => {
        const levels = allLevels.slice(0, input.players);
        const first = playChecked(input, levels, botSeed);
        const target = 1 + Math.floor(where * (first.events.length - 1));
        let persisted: unknown = null;
        const second = playChecked(input, levels, botSeed, {
          afterStep: (step, actor) => {
            if (step !== target) return;
            const raw = actor.getPersistedSnapshot();
            expect(isPlainData(raw), 'a persisted snapshot is plain JSON data').to.equal(true);
            persisted = JSON.parse(JSON.stringify(raw));
          },
        });
        // Same input and same bot seed: the same events and snapshots, bit for bit.
        expect(second.events).to.deep.equal(first.events);
        expect(second.snapshots).to.have.length(first.snapshots.length);
        second.snapshots.forEach((s, i) => expectSameSnapshot(s, first.snapshots[i]!, `second game, step ${i}`));
        expect(second.snapshots.at(-1)!.context).to.deep.equal(first.snapshots.at(-1)!.context);

        // Replaying the recorded events without the bots gives the same snapshots.
        const replay = createActor(definition.machine, { input }).start();
        first.events.forEach((event, i) => {
          replay.send(event);
          expectSameSnapshot(replay.getSnapshot(), first.snapshots[i + 1]!, `replay, step ${i + 1}`);
        });
        replay.stop();

        // A snapshot persisted mid-game, through JSON, continues exactly like the original.
        expect(persisted, `persisted at step ${target}`).not.to.equal(null);
        const restored = createActor(definition.machine, { snapshot: persisted as never, input }).start();
        expect(restored.getSnapshot().context).to.deep.equal(first.snapshots[target]!.context);
        expectSameSnapshot(restored.getSnapshot(), first.snapshots[target]!, `restored at step ${target}`);
        expect(definition.toAct(restored.getSnapshot())).to.deep.equal(definition.toAct(first.snapshots[target]!));
        for (let i = target; i < first.events.length; i++) {
          const event = first.events[i]!;
          ensure(restored.getSnapshot().can(event), `restored game refuses ${JSON.stringify(event)}`);
          restored.send(event);
          expectSameSnapshot(restored.getSnapshot(), first.snapshots[i + 1]!, `restored, step ${i + 1}`);
        }
        expect(restored.getSnapshot().context).to.deep.equal(first.snapshots.at(-1)!.context);
        expect(definition.result(restored.getSnapshot())).to.deep.equal(definition.result(first.snapshots.at(-1)!));
        restored.stop();
      }),
      { numRuns: RUNS.determinism },
    );
  });
});
