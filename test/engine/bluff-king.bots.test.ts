/**
 * BluffKing bots (docs/architecture.md "Bots"): every level only sends legal events, `hard` calls every claim
 * it can prove impossible and every claimant who has no cards left, bots are pure functions of
 * (view, rng), and `hard` clearly beats `random`.
 */
import { expect } from '@open-wc/testing';
import { randomSource } from '../../src/index.js';
import { botChecks, type Level } from '../support/contract.js';
import { expectUniform, tally } from '../support/uniform.js';
import {
  act, bots, definition, start, toAct, view, type BluffKingInput, type BluffKingView, type Card,
} from './bk-helpers.js';

const { playWatched, itEachLevelIsLegal, playMixedTables, expectPlayGameReplays, sampleViews, expectPure, arenaWins } = botChecks(definition, bots, 50_000);

/** Matching cards for a claim of `rank`: that rank or a joker (BK-3). */
const matches = (card: string, rank: string) => card === 'BJ' || card === 'RJ' || card.slice(0, -1) === rank;

/** A claim no deal could make true from where `view`'s seat sits: count + own matching cards > copies. */
function provablyImpossible(v: BluffKingView): boolean {
  const claim = v.claims.at(-1)!;
  const copies = v.decks * 6; // 4 of the rank + 2 jokers per deck
  return claim.count + v.hand.filter((c) => matches(c, claim.rank)).length > copies;
}

/** Deterministic spread of inputs: 2–8 players, 1–2 decks, maxPlay none or 1..4. */
function inputFor(i: number): BluffKingInput {
  const players = 2 + (i % 7);
  const maxPlays = [null, null, 1, 2, 4];
  return { players, seed: 1000 + i, decks: (1 + ((i >> 1) % 2)) as 1 | 2, maxPlay: maxPlays[i % maxPlays.length]! };
}

describe('BluffKing bots', function () {
  this.timeout(60_000);

  // random with a small maxPlay plays very long games; give it room but not that case's worst.
  itEachLevelIsLegal('(40 games, 2–8 players, 1–2 decks, maxPlay none or 1..4)', 40, (i, level) => (
    level === 'random' ? { ...inputFor(i), maxPlay: i % 5 === 2 ? 6 : inputFor(i).maxPlay } : inputFor(i)
  ));

  it('all four levels at one table only send legal events (40 games)', () => {
    playMixedTables(40, (i) => inputFor(i + 7));
  });

  it('playGame runs a whole game with bots and its events replay to the same result', () => {
    expectPlayGameReplays({ players: 4, seed: 5 });
  });

  describe('hard', () => {
    it('challenges a claim that cannot be true given its own cards (one deck)', () => {
      // Seat 1 holds K♠, K♥ and a joker: 6 matching cards exist, so 4 more kings are impossible.
      const game = start({ players: 3, seed: 1, first: 0, hands: [['2C', '3C', '4C', '5C', '6C'], ['KS', 'KH', 'BJ', '9D'], ['7S', '8S']] });
      act(game, { type: 'PLAY', seat: 0, cards: ['2C', '3C', '4C', '5C'], rank: 'K' });
      const v = view(game, 1);
      expect(provablyImpossible(v)).to.equal(true);
      for (let seed = 0; seed < 50; seed++) expect(bots.hard(v, randomSource(seed))).to.deep.equal({ type: 'CHALLENGE', seat: 1 });
    });

    it('challenges an impossible follow with two decks', () => {
      // Two decks: 12 cards match "7". Seat 2 holds four 7s and both red jokers: 6 + 7 > 12.
      const hands: Card[][] = [
        ['7S', '2C', '3C', '4C', '5C', '6C', '8C', '9C', '10C'],
        ['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D', 'KS', 'KH', 'KD'],
        ['7H', '7H', '7D', '7D', 'RJ', 'RJ', 'QS'],
      ];
      const game = start({ players: 3, seed: 1, first: 0, decks: 2, hands });
      act(game, { type: 'PLAY', seat: 0, cards: ['7S'], rank: '7' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['AS', 'AH', 'AD', 'AC', '2S', '2H', '2D'] });
      const v = view(game, 2);
      expect(v.prompt?.type).to.equal('challenge');
      expect(provablyImpossible(v)).to.equal(true);
      for (let seed = 0; seed < 50; seed++) expect(bots.hard(v, randomSource(seed))).to.deep.equal({ type: 'CHALLENGE', seat: 2 });
    });

    it('challenges a claimant who has no cards left', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: [['QH'], ['QS', '2D'], ['QD', '3D']] });
      act(game, { type: 'PLAY', seat: 0, cards: ['QH'], rank: 'Q' });
      const v = view(game, 1);
      expect(v.handSizes[0]).to.equal(0);
      expect(provablyImpossible(v)).to.equal(false); // a plausible claim: only the empty hand decides
      for (let seed = 0; seed < 50; seed++) expect(bots.hard(v, randomSource(seed))).to.deep.equal({ type: 'CHALLENGE', seat: 1 });
    });

    it('in real games, calls every provably impossible claim and every claimant with no cards left', () => {
      let impossibleSeen = 0;
      let emptySeen = 0;
      for (let i = 0; i < 60; i++) {
        const input = { ...inputFor(i), maxPlay: null };
        // Random bots make wild claims; a hard bot sits in one seat and is asked to judge them.
        const levels = Array.from({ length: input.players }, (_, s): Level => (s === i % input.players ? 'hard' : 'random'));
        playWatched(input, levels, i, (v, level, event) => {
          if (v.prompt?.type !== 'challenge') return;
          const impossible = provablyImpossible(v);
          const empty = v.handSizes[v.claims.at(-1)!.seat] === 0;
          // Ask the hard bot about every challenge prompt, whoever sits there.
          const hardEvent = level === 'hard' ? event : bots.hard(v, randomSource(i));
          if (impossible) impossibleSeen++;
          if (empty) emptySeen++;
          if (impossible || empty) {
            expect(hardEvent, `hard on ${JSON.stringify(v.claims.at(-1))}, own hand ${v.hand.join(' ')}`).to.deep.equal({ type: 'CHALLENGE', seat: v.seat });
          }
        });
      }
      expect(impossibleSeen, 'impossible claims met').to.be.above(20);
      expect(emptySeen, 'claimants with no cards met').to.be.above(20);
    });
  });

  describe('purity', () => {
    it('the same view and the same random sequence give the same event, and the view is not changed', () => {
      // Views taken from real games: every prompt type, many positions.
      const views = sampleViews(12, inputFor, (n) => n % 5 === 0);
      expect(views.length).to.be.above(200);
      const prompts = new Set(views.map((v) => v.prompt?.type));
      expect([...prompts].sort()).to.deep.equal(['challenge', 'follow', 'lead']);
      expectPure(views);
    });

    it('random picks uniformly among every legal move: each distinct choice of cards is one move (DESIGN)', () => {
      // Two decks; seat 1 leads, seat 0 declines to challenge and is asked to follow holding A♠ A♠ K♥.
      const game = start({ players: 2, seed: 1, decks: 2, first: 1, hands: [['AS', 'AS', 'KH'], ['2C', '3C', '4C', '5C']] });
      act(game, { type: 'PLAY', seat: 1, cards: ['2C'], rank: '2' });
      act(game, { type: 'DECLINE', seat: 0 });
      const follow = view(game, 0);
      expect(follow.prompt?.type).to.equal('follow');
      const rng = randomSource(4);
      const n = 9000;
      const counts = tally(n, () => {
        const event = bots.random(follow, rng);
        return event.type === 'FOLLOW' ? [...event.cards].sort().join(' ') : event.type;
      });
      // PASS and the five card choices: A♠, K♥, A♠ A♠, A♠ K♥, A♠ A♠ K♥.
      expectUniform(counts, ['PASS', 'AS', 'KH', 'AS AS', 'AS KH', 'AS AS KH'], n);
    });

    it('the random source matters: random bots vary with it', () => {
      const game = start({ players: 4, seed: 3 });
      const seat = toAct(game)[0]!;
      const v = view(game, seat);
      const plays = new Set<string>();
      for (let seed = 0; seed < 30; seed++) plays.add(JSON.stringify(bots.random(v, randomSource(seed))));
      expect(plays.size).to.be.above(20);
    });
  });

  it('arena: hard beats random clearly (100 two-player games, seats alternating)', () => {
    const wins = arenaWins(100, (seed) => (seed % 2 === 0 ? ['hard', 'random'] : ['random', 'hard']), (seed) => ({ players: 2, seed }), (seed) => seed + 10_000);
    expect(wins.hard).to.be.at.least(80);
  });
});
