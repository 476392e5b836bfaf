/**
 * Property tests (fast-check): random games with 2–6 players, random hand sizes, the standard deck
 * or random custom decks, sometimes a random fixed deal, played by the bots through the machine.
 * Invariants: the game ends, someone can always act (and only they are prompted), cards are
 * conserved, `can` agrees with `check`, no view depends on a card its seat cannot know or on another
 * seat's pending response, the log holds neither, games are deterministic and persisted snapshots
 * restore and continue identically.
 *
 * The hot loop uses plain comparisons and only calls chai to report a failure (with a diff). Each
 * run first yields to the event loop, so the browser stays responsive for the other test files.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { randomSource } from '../../src/index.js';
import {
  bots, cardObjects, definition, idsInContext, viewers,
  type BluffingBillionairesContext, type BluffingBillionairesEvent, type BluffingBillionairesInput,
  type BluffingBillionairesSnapshot, type BluffingBillionairesView, type Game,
} from './bb-helpers.js';

type Level = keyof typeof bots;
const LEVELS: readonly Level[] = ['random', 'easy', 'normal', 'hard'];
/** Far beyond any game: every play takes a card from a hand for good. */
const MAX_MOVES = 5_000;

/**
 * Runs per property. The determinism property plays each game twice with the bots (and replays it
 * twice more from the recorded events): 260 + 200 + 2 × 50 = 560 bot-played games per run.
 */
const RUNS = { random: 260, mixed: 200, determinism: 50 };

/** Games played with bots by this file (printed at the end). */
let gamesPlayed = 0;

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A deck from a seed: the standard one (undefined), or 2..60 random cards with values 0..15 and coins 0..4. */
function deckFor(kind: number, seed: number, players: number): BluffingBillionairesInput['deck'] {
  if (kind < 3) return undefined;
  const rng = randomSource(seed);
  const size = 3 * players + Math.floor(rng() * (61 - 3 * players));
  return Array.from({ length: size }, (_, i) => ({ value: Math.floor(rng() * 16), coins: Math.floor(rng() * 5), name: `Asset ${i}` }));
}

/** A random legal fixed deal: every seat gets 1..handSize of the deck's cards, the rest stay out. */
function handsFor(seed: number, players: number, deckSize: number, handSize: number): number[][] {
  const rng = randomSource(seed);
  const ids = Array.from({ length: deckSize }, (_, i) => i);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return Array.from({ length: players }, () => ids.splice(0, 1 + Math.floor(rng() * handSize)));
}

/** Players, seed, a hand size in range (capped at 12), sometimes a custom deck or a fixed deal. */
const inputArb: fc.Arbitrary<BluffingBillionairesInput> = fc
  .record({
    players: fc.integer({ min: 2, max: 6 }),
    seed: fc.integer(),
    size: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
    deckKind: fc.integer({ min: 0, max: 4 }),
    fixed: fc.integer({ min: 0, max: 4 }),
    first: fc.option(fc.integer({ min: 0, max: 5 }), { nil: undefined }),
  })
  .map(({ players, seed, size, deckKind, fixed, first }) => {
    const deck = deckFor(deckKind, seed, players);
    const deckSize = deck?.length ?? 48;
    const handSize = 3 + Math.floor(size * (Math.min(12, Math.floor(deckSize / players)) - 2));
    const input: BluffingBillionairesInput = { players, seed, handSize };
    if (deck) input.deck = deck;
    if (first !== undefined) input.first = first % players;
    if (fixed === 0) input.hands = handsFor(seed ^ 0x5eed, players, deckSize, handSize);
    return input;
  });

/** Fails with a readable diff, only called once a cheap comparison has failed. */
function fail(actual: unknown, expected: unknown, message: string): never {
  expect(actual, message).to.deep.equal(expected);
  expect.fail(message);
}

function ensure(condition: boolean, message: string, actual?: unknown, expected?: unknown): void {
  if (!condition) fail(actual, expected, message);
}

/** A random event: a mix of legal and illegal ones, for comparing `can` with `check`. */
function fuzzEvent(rng: () => number, snapshot: BluffingBillionairesSnapshot): BluffingBillionairesEvent {
  const c = snapshot.context;
  const int = (min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
  const types = ['PLAY', 'APPROVE', 'CHALLENGE', 'BOGUS'];
  const acting = definition.toAct(snapshot);
  const seat = acting.length > 0 && rng() < 0.6 ? acting[int(0, acting.length - 1)]! : int(-1, c.players);
  const hand = c.hands[int(0, c.players - 1)]!;
  const cards: unknown[] = [hand[0], int(-1, c.deck.length), c.table.find((t) => t !== null), '3', undefined];
  return { type: types[int(0, types.length - 1)], seat, card: cards[int(0, cards.length - 1)] } as unknown as BluffingBillionairesEvent;
}

/** A copy in another order. */
function permute<T>(items: readonly T[], rng: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * BB-11 / DESIGN "Hidden information": the context with everything `seat` cannot know replaced:
 * other hands, other table cards, other face-down discards and the undealt cards by other cards of
 * the deck, other pending responses by other choices (who has chosen stays), the random state, and
 * the seat's own hand in another order. Once the game is over the hands are scored (BB-10), so
 * their cards are then replaced by other cards of the same value.
 */
function disguise(c: BluffingBillionairesContext, seat: number | null, over: boolean, rng: () => number, fixed: number | null): BluffingBillionairesContext {
  const any = () => fixed ?? Math.floor(rng() * c.deck.length);
  const sameValue = (id: number) => {
    const twins = c.deck.filter((x) => x.value === c.deck[id]!.value);
    return twins[Math.floor(rng() * twins.length)]!.id;
  };
  return {
    ...c,
    rng: [7, 7, 7, 7],
    hands: c.hands.map((hand, s) => (s === seat ? permute(hand, rng) : hand.map((id) => (over ? sameValue(id) : any())))),
    table: c.table.map((t, s) => (s === seat || t === null ? t : any())),
    discards: c.discards.map((pile, s) => (s === seat ? pile : pile.map((d) => (d.faceUp ? d : { ...d, card: any() })))),
    undealt: c.undealt.map(() => any()),
    responses: c.responses.map((r, s) => (s === seat || r === null ? r : rng() < 0.5 ? 'approve' : 'challenge')),
  };
}

/** A view as a string; the log is the same array in both views compared (see expectCleanLog). */
const viewKey = (view: BluffingBillionairesView) => JSON.stringify({ ...view, log: view.log.length });

/** The view of every seat and of a spectator is the same whatever it cannot know. */
function expectNoLeak(snapshot: BluffingBillionairesSnapshot, rng: () => number, step: number): void {
  const over = snapshot.value === 'over';
  for (const seat of viewers(snapshot.context.players)) {
    const real = viewKey(definition.view(snapshot, seat));
    for (const fixed of [null, 0]) {
      const other = definition.machine.resolveState({ value: snapshot.value, context: disguise(snapshot.context, seat, over, rng, fixed) });
      const seen = definition.view(other, seat);
      ensure(viewKey(seen) === real, `view of ${seat} at step ${step} depends on something it cannot know`, seen, definition.view(snapshot, seat));
    }
  }
}

/**
 * The public log holds cards only in challenge entries (turned up or taken as spoils, BB-11), and
 * no response before all responders have chosen (BB-6).
 */
function expectCleanLog(log: BluffingBillionairesContext['log']): void {
  for (const leaf of cardObjects(log)) {
    ensure(/^\$\[\d+\]\.(card|results\[\d+\]\.(card|taken)|captured|discarded\[\d+\]\.card)$/.test(leaf.path), `a card in the log at ${leaf.path}`);
    const index = Number(/^\$\[(\d+)\]/.exec(leaf.path)![1]);
    ensure(log[index]!.type === 'challenge', `card in a ${log[index]!.type} entry`);
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
  events: BluffingBillionairesEvent[];
  /** snapshots[0] is the start, snapshots[i] follows events[i - 1]. */
  snapshots: BluffingBillionairesSnapshot[];
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Plays a whole game with the given bots, checking the step invariants as it goes. */
function playChecked(input: BluffingBillionairesInput, levels: readonly Level[], botSeed: number, options: Options = {}): Played {
  const { leakEvery = 0, fuzzEvery = 0, afterStep } = options;
  gamesPlayed++;
  const actor = createActor(definition.machine, { input }).start();
  const rng = randomSource(botSeed);
  const pick = randomSource(botSeed + 1);
  const side = randomSource(botSeed ^ 0x5eed);
  let snapshot = actor.getSnapshot();
  const deckIds = snapshot.context.deck.map((c) => c.id);
  const events: BluffingBillionairesEvent[] = [];
  const snapshots = [snapshot];
  while (definition.result(snapshot) === null) {
    const step = events.length;
    const c = snapshot.context;
    ensure(step < MAX_MOVES, `the game did not end within ${MAX_MOVES} events`);
    ensure(snapshot.status === 'active', `status at step ${step}`, snapshot.status, 'active');
    // Someone can always act; exactly the seats asked are prompted, for the phase the game is in.
    const acting = definition.toAct(snapshot);
    ensure(acting.length > 0, `nobody can act at step ${step}`);
    if (snapshot.value === 'play') ensure(sameList(acting, [c.active]), `toAct in play at step ${step}`, acting, [c.active]);
    else {
      ensure(snapshot.value === 'respond', `phase at step ${step}`, snapshot.value, 'respond');
      ensure(acting.every((s) => c.responders.includes(s) && c.responses[s] === null && s !== c.active), `toAct in respond at step ${step}`, acting, c.responders);
      // BB-6: nothing about this turn's responses is in the log yet.
      ensure(c.log.at(-1)!.type === 'play', `a response logged before the reveal at step ${step}`, c.log.at(-1));
    }
    const expectedPrompt = snapshot.value === 'play' ? 'play' : 'respond';
    for (const seat of viewers(c.players)) {
      const prompt = definition.view(snapshot, seat).prompt;
      const askedNow = seat !== null && acting.includes(seat);
      ensure(askedNow ? prompt?.type === expectedPrompt : prompt === null, `prompt of ${seat} at step ${step}`, prompt, askedNow ? expectedPrompt : null);
    }

    if (leakEvery > 0 && step % leakEvery === 0) expectNoLeak(snapshot, side, step);
    if (fuzzEvery > 0 && step % fuzzEvery === 0) {
      for (let i = 0; i < 3; i++) {
        const fuzz = fuzzEvent(side, snapshot);
        const verdict = definition.check(snapshot, fuzz);
        ensure(snapshot.can(fuzz) === verdict.ok, `can and check disagree on ${JSON.stringify(fuzz)}`, snapshot.can(fuzz), verdict);
      }
    }

    // Responders choose in any order: pick one of the seats asked.
    const seat = acting[Math.floor(pick() * acting.length)]!;
    const event = bots[levels[seat]!](definition.view(snapshot, seat), rng);
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
    ensure(snapshot !== before && JSON.stringify(snapshot.context) !== JSON.stringify(before.context), `${JSON.stringify(event)} changed nothing`);

    // Cards are conserved: hands + table + discards + bonus piles + undealt = the deck, each once.
    const now = idsInContext(snapshot.context).sort((a, b) => a - b);
    ensure(sameList(now, deckIds), `cards not conserved after step ${events.length}`, now, deckIds);
    // A seat has a table card exactly when its latest play has not been revealed (BB-3, BB-9).
    ensure(snapshot.context.table.every((t) => t === null || !snapshot.context.hands.some((h) => h.includes(t))), 'a table card is also in a hand');
  }
  // Over: nobody is asked or prompted; the result ranks everyone by score then coins (BB-10).
  expect(snapshot.status).to.equal('done');
  expect(definition.toAct(snapshot)).to.deep.equal([]);
  const res = definition.result(snapshot)!;
  const c = snapshot.context;
  const scores = c.hands.map((h, s) => h.reduce((sum, id) => sum + c.deck[id]!.value, 0) + c.bonus[s]!.reduce((sum, id) => sum + c.deck[id]!.coins, 0));
  expect(res.scores).to.deep.equal(scores);
  expect(res.ranking[0]).to.deep.equal(res.winners);
  expect(res.ranking.flat().sort((a, b) => a - b)).to.deep.equal(Array.from({ length: c.players }, (_, s) => s));
  const key = (s: number) => [res.scores[s]!, res.bonusCoins[s]!];
  res.ranking.forEach((place, i) => {
    for (const s of place) expect(key(s), `place ${i}`).to.deep.equal(key(place[0]!));
    if (i > 0) {
      const [a, b] = [key(res.ranking[i - 1]![0]!), key(place[0]!)];
      expect(a[0]! > b[0]! || (a[0] === b[0] && a[1]! > b[1]!), `place ${i - 1} above place ${i}`).to.equal(true);
    }
  });
  // BB-5: the game ended with the active player's hand empty.
  expect(c.hands[res.endedBy]).to.deep.equal([]);
  for (const seat of viewers(c.players)) expect(definition.view(snapshot, seat).prompt).to.equal(null);
  if (leakEvery > 0) expectNoLeak(snapshot, side, events.length);
  expectCleanLog(c.log);
  actor.stop();
  return { events, snapshots };
}

/** A snapshot as a string: value, status and context, the log by length and last entry. */
function snapshotKey(snapshot: BluffingBillionairesSnapshot): string {
  const { log, ...rest } = snapshot.context;
  return JSON.stringify([snapshot.value, snapshot.status, rest, log.length, log.at(-1)]);
}

function expectSameSnapshot(actual: BluffingBillionairesSnapshot, expected: BluffingBillionairesSnapshot, label: string): void {
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

const levelsArb = fc.array(fc.constantFrom(...LEVELS), { minLength: 6, maxLength: 6 });

describe('Bluffing Billionaires properties', function () {
  this.timeout(120_000);
  const started = performance.now();

  after(() => {
    console.log(`bluffing-billionaires properties: ${gamesPlayed} bot games in ${Math.round(performance.now() - started)} ms`);
  });

  it('random bots: every game ends, someone can always act, cards are conserved, can agrees with check, views leak nothing', async () => {
    await fc.assert(
      fc.asyncProperty(inputArb, fc.integer(), async (input, botSeed) => {
        await tick();
        playChecked(input, Array<Level>(input.players).fill('random'), botSeed, { leakEvery: 1, fuzzEvery: 1 });
      }),
      { numRuns: RUNS.random },
    );
  });

  it('mixed bot levels: the same invariants hold', async () => {
    await fc.assert(
      fc.asyncProperty(inputArb, levelsArb, fc.integer(), async (input, levels, botSeed) => {
        await tick();
        playChecked(input, levels.slice(0, input.players), botSeed, { leakEvery: 2, fuzzEvery: 2 });
      }),
      { numRuns: RUNS.mixed },
    );
  });

  it('determinism: the same input and events give identical snapshots, and a persisted snapshot restores mid-game', async () => {
    await fc.assert(
      fc.asyncProperty(inputArb, levelsArb, fc.integer(), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), async (input, allLevels, botSeed, where) => {
        await tick();
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
        for (const seat of viewers(input.players)) {
          expect(definition.view(restored.getSnapshot(), seat)).to.deep.equal(definition.view(first.snapshots[target]!, seat));
        }
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
