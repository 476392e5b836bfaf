/**
 * Property tests (fast-check): random games with 2–8 players, 1 or 2 decks, random seeds and
 * random maxPlay, played by the bots through the machine. The contract's invariants
 * (test/support/contract.ts: the game ends, someone can always act, `can` agrees with `check`,
 * views leak nothing and alias no engine state, games are deterministic and persisted snapshots
 * restore, and every snapshot keeps `definition.invariants`: cards conserved, seats in range, a
 * seat that can act) plus BluffKing's own: a challenge reveals the latest claim, the winner holds
 * no cards, and the log holds no hidden card.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { describeProperties, ensure, permute } from '../support/contract.js';
import {
  bots, cardLeaves, cardsInContext, counts, definition, fullDeck,
  type BluffKingContext, type BluffKingEvent, type BluffKingInput, type BluffKingView, type Card,
} from './bk-helpers.js';

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

/**
 * BK-10 / docs/architecture.md "Hidden information": the context with everything `seat` cannot know replaced by
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

/** The public log holds card codes only where a challenge turned the latest claim face up. */
function expectCleanLog(log: BluffKingContext['log']): void {
  for (const leaf of cardLeaves(log)) {
    expect(leaf.path, `${leaf.card} in the log`).to.match(/^\$\[\d+\]\.revealed\[\d+\]$/);
    const index = Number(/^\$\[(\d+)\]/.exec(leaf.path)![1]);
    expect(log[index]!.type).to.equal('challenge');
  }
}

/**
 * Runs per property. The determinism property plays each game twice with the bots (and replays it
 * twice more from the recorded events): 200 + 200 + 2 × 60 = 520 bot-played games per run.
 */
describeProperties({
  title: 'BluffKing properties',
  name: 'bluff-king',
  definition,
  bots,
  input: (input: BluffKingInput) => input,
  maxPlayers: 8,
  /** A generous cap: the longest random-bot games seen run to ~16,000 events. */
  maxMoves: 50_000,
  random: {
    title: 'random bots: every game ends, someone can always act, cards are conserved, can agrees with check, views leak nothing',
    arb: randomInputArb, runs: 200, leakEvery: 7, fuzzEvery: 3,
  },
  mixed: { title: 'mixed bot levels (maxPlay from 1): the same invariants hold', arb: mixedInputArb, runs: 200, leakEvery: 5, fuzzEvery: 2 },
  determinism: { arb: mixedInputArb, runs: 60 },
  // Two disguises: random cards of the deck, and every hidden card the same joker.
  scramble: (snapshot, seat, rng) => [() => DECK[Math.floor(rng() * DECK.length)]!, (): Card => 'BJ'].map((fake) => disguise(snapshot.context, seat, fake, rng)),
  /** A view as a string; the log is the same array in both views compared (see expectCleanLog). */
  viewKey: (view: BluffKingView) => JSON.stringify({ ...view, log: view.log.length }),
  fuzz: (rng, snapshot) => fuzzEvent(rng, snapshot.context),
  // One seat at a time, prompted for the phase the game is in.
  expectedPrompt: (snapshot) => String(snapshot.value),
  watch: (_input, start) => {
    // No fixed deal: the whole deck is dealt, so `invariants` (run by the contract after every
    // event) checks that hands + pile + discards hold every card of the decks exactly.
    expect(counts(cardsInContext(start.context))).to.deep.equal(counts(fullDeck(start.context.decks)));
    return {
      beforeEvent: (_snapshot, acting, step) => ensure(acting.length === 1, `toAct at step ${step}`, acting, ['one seat']),
      afterEvent: (snapshot, before, event) => {
        // A challenge turns up exactly the latest claim's cards.
        if (event.type === 'CHALLENGE') {
          const entry = snapshot.context.log.find((e, i) => i >= before.context.log.length && e.type === 'challenge');
          const revealed = entry && entry.type === 'challenge' ? [...entry.revealed].sort() : null;
          const latest = [...before.context.claims.at(-1)!.cards].sort();
          ensure(JSON.stringify(revealed) === JSON.stringify(latest), 'a challenge reveals the latest claim', revealed, latest);
        }
      },
      atEnd: (snapshot) => {
        // One winner, who holds no cards.
        const res = definition.result(snapshot)!;
        expect(res.winners).to.have.length(1);
        expect(snapshot.context.hands[res.winners[0]!]).to.deep.equal([]);
        expectCleanLog(snapshot.context.log);
      },
    };
  },
});
