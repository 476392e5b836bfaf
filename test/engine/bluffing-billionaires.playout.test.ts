/**
 * A differential test of the hard Bluffing Billionaires bot's second copy of the rules: its
 * rollouts play whole games on typed arrays (src/bluffing-billionaires/bots/playout.ts) instead of
 * the machine's rule functions (src/bluffing-billionaires/rules/). Here both play the same game in
 * lockstep, on random deals (2–6 players, the standard deck or random decks with many equal
 * values, sometimes a fixed deal of unequal hands) and random legal moves: the playout asks its
 * `Deciders` for each choice; the lockstep deciders make a random legal move in the machine and
 * answer the playout with that same choice (the card played, the challenge, the card the seeded
 * spoils took). Before every play, and at the end, both must hold the same hands, table cards,
 * bonus coins and active player, and the playout must ask exactly the machine's responders, in
 * its order; at the end both must have ended (BB-5) and agree on the scores and winners (BB-10).
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { randomSource } from '../../src/index.js';
import { Playout, type Deciders } from '../../src/bluffing-billionaires/bots/playout.js';
import { legalMoves } from '../../src/bluffing-billionaires/moves.js';
import {
  act, ctx, definition, handsFor, phase, result, start,
  type BluffingBillionairesContext, type BluffingBillionairesInput, type Game,
} from './bb-helpers.js';

/** A deck from a seed: the standard one (undefined), or random cards with values 0..spread-1 and coins 0..4. */
function deckFor(kind: number, seed: number, players: number): BluffingBillionairesInput['deck'] {
  if (kind === 0) return undefined;
  const rng = randomSource(seed);
  // Few distinct values make equal table cards (BB-7) and tied scores (BB-10) common.
  const spread = kind === 1 ? 4 : 16;
  const size = 3 * players + Math.floor(rng() * (40 - 3 * players));
  return Array.from({ length: size }, (_, i) => ({ value: Math.floor(rng() * spread), coins: Math.floor(rng() * 5), name: `Asset ${i}` }));
}

/** A game: its input, the seed of its random legal moves, and how many moves the machine makes before the lockstep. */
const gameArb = fc
  .record({
    players: fc.integer({ min: 2, max: 6 }),
    seed: fc.integer(),
    size: fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
    deckKind: fc.integer({ min: 0, max: 2 }),
    fixed: fc.integer({ min: 0, max: 3 }),
    moves: fc.integer(),
    prefix: fc.nat({ max: 40 }),
  })
  .map(({ players, seed, size, deckKind, fixed, moves, prefix }) => {
    const deck = deckFor(deckKind, seed, players);
    const deckSize = deck?.length ?? 48;
    const handSize = 3 + Math.floor(size * (Math.min(10, Math.floor(deckSize / players)) - 2));
    const input: BluffingBillionairesInput = { players, seed, handSize };
    if (deck) input.deck = deck;
    if (fixed === 0) input.hands = handsFor(seed ^ 0x5eed, players, deckSize, handSize);
    return { input, moves, prefix };
  });

/** A random legal move of a random seat that is asked (legalMoves, BB-4, BB-6). */
function randomMove(game: Game, rng: () => number): void {
  const snapshot = game.getSnapshot();
  const acting = definition.toAct(snapshot);
  const moves = legalMoves(definition.view(snapshot, acting[Math.floor(rng() * acting.length)]!));
  act(game, moves[Math.floor(rng() * moves.length)]!);
}

/**
 * The game after up to `prefix` random legal moves drawn from `seed`, still running: the moves are
 * tried on a probe game, then replayed on a new one up to the last before the end.
 */
function gameAfter(input: BluffingBillionairesInput, prefix: number, seed: number): Game {
  const probe = start(input);
  const rng = randomSource(seed);
  let count = 0;
  for (; count < prefix; count++) {
    randomMove(probe, rng);
    if (phase(probe) === 'over') break;
  }
  const game = start(input);
  const again = randomSource(seed);
  for (let i = 0; i < count; i++) randomMove(game, again);
  return game;
}

/** The coins on each seat's bonus pile (BB-8). */
const bonusCoins = (c: BluffingBillionairesContext) => c.bonus.map((pile) => pile.reduce((sum, id) => sum + c.deck[id]!.coins, 0));

/** A playout set to the machine's context: hands, table cards and bonus coins. */
function playoutOf(c: BluffingBillionairesContext): Playout {
  const n = c.players;
  const cap = Math.max(...c.hands.map((hand) => hand.length)) + 1;
  const p = new Playout(n, cap, Int32Array.from(c.deck, (card) => card.value), Int32Array.from(c.deck, (card) => card.coins));
  const hands = new Int32Array(n * cap);
  c.hands.forEach((hand, s) => hands.set(hand, s * cap));
  p.reset(hands, Int32Array.from(c.hands, (hand) => hand.length), Int32Array.from(c.table, (t) => t ?? -1), Float64Array.from(bonusCoins(c)));
  return p;
}

/** Seat `s`'s hand in the playout, in the playout's order (its positions). */
const rowOf = (p: Playout, s: number) => [...p.hands.subarray(s * p.cap, s * p.cap + p.len[s]!)];
/** Seat `s`'s hand in the playout, ascending ids. */
const handOf = (p: Playout, s: number) => rowOf(p, s).sort((a, b) => a - b);

/** What happened, over all runs: each must have been met, or the property tested less than it says. */
const seen = { equalCards: 0, manyChallengers: 0, emptyLoser: 0, lastCard: 0, noCards: 0, sharedWin: 0, coinTieBreak: 0 };

/**
 * Deciders that make each choice in the machine (a random legal move) and answer the playout with
 * it, checking on the way that both games agree.
 */
class Lockstep implements Deciders {
  /** The machine's responders to the current play, and those the playout asked so far. */
  private responders: number[] = [];
  private asked: number[] = [];
  /** The log length before the current turn's play: its entries are this turn's. */
  private turnLog = 0;
  /** Starting in the respond phase, the choices some responders made already (BB-6); then none. */
  private chosen: BluffingBillionairesContext['responses'] = [];

  constructor(private readonly game: Game, private readonly p: Playout, private readonly rng: () => number) {
    const c = ctx(game);
    if (phase(game) === 'respond') {
      this.responders = [...c.responders];
      this.turnLog = c.log.length - 1;
      this.chosen = [...c.responses];
    }
  }

  /** The machine and the playout hold the same cards and coins, and `active` is the active player. */
  same(active: number, when: string): void {
    const c = ctx(this.game);
    const p = this.p;
    // BB-6: the playout asked exactly the machine's responders, clockwise from the active player's left.
    expect(this.asked, `responders asked ${when}`).to.deep.equal(this.responders);
    for (let s = 0; s < c.players; s++) {
      expect(handOf(p, s), `seat ${s}'s hand ${when}`).to.deep.equal([...c.hands[s]!].sort((a, b) => a - b));
      expect(p.table[s], `seat ${s}'s table card ${when}`).to.equal(c.table[s] ?? -1);
    }
    expect([...p.coins], `bonus coins ${when}`).to.deep.equal(bonusCoins(c));
    expect(p.onTable, `table cards counted ${when}`).to.equal(c.table.filter((t) => t !== null).length);
    expect(active, `active player ${when}`).to.equal(c.active);
  }

  pick(a: number, facing: boolean, turn: number): number {
    const when = `before the play of turn ${turn}`;
    this.same(a, when);
    expect(phase(this.game), `the machine's phase ${when}`).to.equal('play');
    const c = ctx(this.game);
    expect(facing, `another seat has a table card ${when}`).to.equal(c.table.some((t, s) => s !== a && t !== null));
    const card = c.hands[a]![Math.floor(this.rng() * c.hands[a]!.length)]!;
    this.turnLog = c.log.length;
    act(this.game, { type: 'PLAY', seat: a, card });
    const entry = ctx(this.game).log[this.turnLog]!;
    if (entry.type !== 'play') throw new Error(`a play logged ${entry.type}`);
    if (entry.lastCard) seen.lastCard++;
    this.responders = entry.responders;
    this.asked = [];
    this.chosen = [];
    const at = rowOf(this.p, a).indexOf(card);
    expect(at, `card ${card} in the playout's hand of seat ${a}`).to.be.at.least(0);
    return at;
  }

  calls(s: number, _a: number, turn: number): boolean {
    expect(this.asked.length, `seat ${s} asked to respond at turn ${turn} beyond the machine's ${this.responders.join(',')}`).to.be.below(this.responders.length);
    expect(s, `responder ${this.asked.length} at turn ${turn}`).to.equal(this.responders[this.asked.length]);
    this.asked.push(s);
    const chosen = this.chosen[s];
    if (chosen) return chosen === 'challenge';
    expect(phase(this.game), `the machine asks seat ${s} at turn ${turn}`).to.equal('respond');
    const challenges = this.rng() < 0.5;
    act(this.game, { type: challenges ? 'CHALLENGE' : 'APPROVE', seat: s });
    return challenges;
  }

  spoils(c: number, loser: number, turn: number): number {
    const entry = ctx(this.game).log.slice(this.turnLog).find((e) => e.type === 'challenge');
    if (entry?.type !== 'challenge') throw new Error(`spoils asked at turn ${turn} but the machine settled no challenge`);
    const r = entry.results.find((x) => x.challenger === c)!;
    expect(r.loser, `loser of seat ${c}'s challenge at turn ${turn}`).to.equal(loser);
    expect(r.taken, `a card taken from seat ${loser} at turn ${turn}`).not.to.equal(null);
    const at = rowOf(this.p, loser).indexOf(r.taken!.id);
    expect(at, `card ${r.taken!.id} in the playout's hand of seat ${loser}`).to.be.at.least(0);
    if (entry.results.length > 1) seen.manyChallengers++;
    if (entry.results.some((x) => x.card.value === entry.card.value)) seen.equalCards++;
    return at;
  }

  /** After the playout's last turn: the machine is over too, with the same cards, scores and winners. */
  end(): void {
    const c = ctx(this.game);
    expect(phase(this.game), 'the machine is over when the playout is').to.equal('over');
    this.same(c.active, 'at the end');
    const res = result(this.game)!;
    const p = this.p;
    p.score();
    expect([...p.scores], 'scores (BB-10)').to.deep.equal(res.scores);
    for (let s = 0; s < c.players; s++) {
      const share = res.winners.includes(s) ? 1 / res.winners.length : 0;
      expect(p.result(s, 0), `seat ${s}'s share of the win (BB-10), winners ${res.winners.join(',')}`).to.be.closeTo(share, 1e-12);
      const best = Math.max(...res.scores.filter((_, o) => o !== s));
      expect(p.result(s, 1) - p.result(s, 0), `seat ${s}'s margin`).to.be.closeTo(res.scores[s]! - best, 1e-9);
    }
    if (res.reason === 'no-cards') seen.noCards++;
    if (res.winners.length > 1) seen.sharedWin++;
    const top = res.ranking[0]!;
    if (res.scores.some((score, s) => score === res.scores[top[0]!] && !top.includes(s))) seen.coinTieBreak++;
    for (const e of c.log) if (e.type === 'challenge' && e.results.some((x) => x.taken === null)) seen.emptyLoser++;
  }
}

/** Plays the rest of `game` in lockstep with a playout set to it. */
function lockstep(game: Game, rng: () => number): void {
  const p = playoutOf(ctx(game));
  const d = new Lockstep(game, p, rng);
  p.run(ctx(game).active, phase(game) === 'respond', d);
  d.end();
}

describe('Bluffing Billionaires: the hard bot\'s rollout rules against the machine', () => {
  it('BB-4..BB-10: from the deal, every play, response, challenge and spoils leave the same hands, table cards, coins and active player, and the game ends with the same scores and winners', () => {
    fc.assert(
      fc.property(gameArb, ({ input, moves }) => {
        lockstep(start(input), randomSource(moves));
      }),
      // The runner prints no `cause`: the failing expectation goes into the message.
      { numRuns: 300, includeErrorInReport: true },
    );
  });

  it('BB-4..BB-10: from a random point of a game, in the play or the respond phase (some responders chosen), the same', () => {
    fc.assert(
      fc.property(gameArb, ({ input, moves, prefix }) => {
        const game = gameAfter(input, prefix, moves);
        lockstep(game, randomSource(moves ^ 0x1234));
      }),
      // The runner prints no `cause`: the failing expectation goes into the message.
      { numRuns: 300, includeErrorInReport: true },
    );
  });

  it('BB-5..BB-10: the cases that matter all came up (equal cards, several challengers, a loser with no hand card, both ends, shared wins, ties broken by coins)', () => {
    for (const [what, count] of Object.entries(seen)) expect(count, what).to.be.above(0);
  });
});
