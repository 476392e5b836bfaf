/**
 * Property tests (fast-check): random games with 2–6 players, random hand sizes, the standard deck
 * or random custom decks, sometimes a random fixed deal, played by the bots through the machine.
 * The contract's invariants (test/support/contract.ts: the game ends, someone can always act and
 * only they are prompted, `can` agrees with `check`, no view depends on what its seat cannot know,
 * games are deterministic and persisted snapshots restore and continue identically) plus Bluffing
 * Billionaires' own: responders are the seats BB-6 names and nothing of their choices is logged
 * before the reveal, every event changes the context, the result ranks by score then coins (BB-10),
 * and the log holds no hidden card. Card conservation (every card once: hands, table, piles,
 * undealt) is `definition.invariants`, which the contract runs after every event.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { randomSource } from '../../src/index.js';
import { describeProperties, ensure, permute } from '../support/contract.js';
import {
  bots, cardObjects, definition, handsFor,
  type BluffingBillionairesContext, type BluffingBillionairesEvent, type BluffingBillionairesInput,
  type BluffingBillionairesSnapshot, type BluffingBillionairesView,
} from './bb-helpers.js';

/** A deck from a seed: the standard one (undefined), or 2..60 random cards with values 0..15 and coins 0..4. */
function deckFor(kind: number, seed: number, players: number): BluffingBillionairesInput['deck'] {
  if (kind < 3) return undefined;
  const rng = randomSource(seed);
  const size = 3 * players + Math.floor(rng() * (61 - 3 * players));
  return Array.from({ length: size }, (_, i) => ({ value: Math.floor(rng() * 16), coins: Math.floor(rng() * 5), name: `Asset ${i}` }));
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

/**
 * BB-11 / docs/architecture.md "Hidden information": the context with everything `seat` cannot know replaced:
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

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * Runs per property. The determinism property plays each game twice with the bots (and replays it
 * twice more from the recorded events): 260 + 200 + 2 × 50 = 560 bot-played games per run.
 */
describeProperties({
  title: 'Bluffing Billionaires properties',
  name: 'bluffing-billionaires',
  definition,
  bots,
  input: (input: BluffingBillionairesInput) => input,
  maxPlayers: 6,
  /** Far beyond any game: every play takes a card from a hand for good. */
  maxMoves: 5_000,
  random: {
    title: 'random bots: every game ends, someone can always act, cards are conserved, can agrees with check, views leak nothing',
    arb: inputArb, runs: 260, leakEvery: 1, fuzzEvery: 1,
  },
  mixed: { title: 'mixed bot levels: the same invariants hold', arb: inputArb, runs: 200, leakEvery: 2, fuzzEvery: 2 },
  determinism: { arb: inputArb, runs: 50 },
  // Two disguises: random cards of the deck, and every hidden card the first of the deck.
  scramble: (snapshot, seat, rng) => [null, 0].map((fixed) => disguise(snapshot.context, seat, snapshot.value === 'over', rng, fixed)),
  /** A view as a string; the log is the same array in both views compared (see expectCleanLog). */
  viewKey: (view: BluffingBillionairesView) => JSON.stringify({ ...view, log: view.log.length }),
  fuzz: fuzzEvent,
  // The active player is prompted to play, the responders asked to respond.
  expectedPrompt: (snapshot) => (snapshot.value === 'play' ? 'play' : 'respond'),
  watch: () => {
    return {
      beforeEvent: (snapshot, acting, step) => {
        const c = snapshot.context;
        if (snapshot.value === 'play') ensure(sameList(acting, [c.active]), `toAct in play at step ${step}`, acting, [c.active]);
        else {
          ensure(snapshot.value === 'respond', `phase at step ${step}`, snapshot.value, 'respond');
          ensure(acting.every((s) => c.responders.includes(s) && c.responses[s] === null && s !== c.active), `toAct in respond at step ${step}`, acting, c.responders);
          // BB-6: nothing about this turn's responses is in the log yet.
          ensure(c.log.at(-1)!.type === 'play', `a response logged before the reveal at step ${step}`, c.log.at(-1));
        }
      },
      afterEvent: (snapshot, before, event) => {
        ensure(JSON.stringify(snapshot.context) !== JSON.stringify(before.context), `${JSON.stringify(event)} changed nothing`);
      },
      atEnd: (snapshot) => {
        // The result ranks everyone by score then coins (BB-10).
        const res = definition.result(snapshot)!;
        const c = snapshot.context;
        const scores = c.hands.map((h, s) => h.reduce((sum, id) => sum + c.deck[id]!.value, 0) + c.bonus[s]!.reduce((sum, id) => sum + c.deck[id]!.coins, 0));
        expect(res.scores).to.deep.equal(scores);
        const key = (s: number) => [res.scores[s]!, res.bonusCoins[s]!];
        res.ranking.forEach((place, i) => {
          for (const s of place) expect(key(s), `place ${i}`).to.deep.equal(key(place[0]!));
          if (i > 0) {
            const [a, b] = [key(res.ranking[i - 1]![0]!), key(place[0]!)];
            expect(a[0]! > b[0]! || (a[0] === b[0] && a[1]! > b[1]!), `place ${i - 1} above place ${i}`).to.equal(true);
          }
        });
        // BB-5: the game ended with the active player's hand empty.
        expect(c.hands[res.endedBy!]).to.deep.equal([]);
        expectCleanLog(c.log);
      },
    };
  },
});
