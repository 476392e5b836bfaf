/**
 * BluffKing rulings BK-1..BK-10 (RULES.md), one or more tests per ruling, each named after it.
 * Positions are set up with `hands` + `first`; expected results are worked out from the rulings.
 */
import { expect } from '@open-wc/testing';
import {
  act, cardLeaves, ctx, definition, fullDeck, phase, result, sorted, start, toAct, view, viewers,
  TEST_RANKS, type Card, type Game,
} from './bk-helpers.js';

/** Hand sizes as every view reports them. */
const sizes = (game: Game) => view(game, null).handSizes;

/** The card codes anywhere in a view. */
const codesIn = (game: Game, seat: number | null) => new Set(cardLeaves(view(game, seat)).map((leaf) => leaf.card));

// A three-player position used by several tests (one deck: every code is unique).
const THREE: Card[][] = [
  ['5H', '5S', '9C', 'KD', '2C'],
  ['5D', '7H', '8S', 'JC'],
  ['3S', '4S', 'QH', '6D'],
];

describe('BluffKing rulings', () => {
  describe('BK-1 players and decks', () => {
    it('BK-1: 2–4 players play with one 54-card deck by default (52 cards and 2 jokers, each once)', () => {
      for (const players of [2, 3, 4]) {
        const game = start({ players, seed: 11 * players });
        expect(ctx(game).decks).to.equal(1);
        expect(view(game, 0).decks).to.equal(1);
        const dealt = ctx(game).hands.flat();
        expect(dealt).to.have.length(54);
        expect(sorted(dealt)).to.deep.equal(sorted(fullDeck(1)));
        expect(dealt.filter((c) => c === 'BJ' || c === 'RJ')).to.have.length(2);
      }
    });

    it('BK-1: 5–8 players play with two decks by default (108 cards, every code twice)', () => {
      for (const players of [5, 6, 7, 8]) {
        const game = start({ players, seed: 3 + players });
        expect(ctx(game).decks).to.equal(2);
        expect(definition.parseInput({ players, seed: 1 }).decks).to.equal(2);
        const dealt = ctx(game).hands.flat();
        expect(dealt).to.have.length(108);
        expect(sorted(dealt)).to.deep.equal(sorted(fullDeck(2)));
      }
      for (const players of [2, 3, 4]) expect(definition.parseInput({ players, seed: 1 }).decks).to.equal(1);
    });

    it('BK-1: the decks option overrides the default either way', () => {
      const small = start({ players: 3, seed: 5, decks: 2 });
      expect(sorted(ctx(small).hands.flat())).to.deep.equal(sorted(fullDeck(2)));
      const big = start({ players: 8, seed: 5, decks: 1 });
      expect(sorted(ctx(big).hands.flat())).to.deep.equal(sorted(fullDeck(1)));
      expect(view(big, 3).decks).to.equal(1);
    });

    it('BK-1: fewer than 2 or more than 8 players, or a deck count other than 1 or 2, is refused', () => {
      for (const players of [0, 1, 9, 12]) {
        expect(() => definition.parseInput({ players, seed: 1 }), `players ${players}`).to.throw(RangeError, /players/);
      }
      for (const decks of [0, 3]) {
        expect(() => definition.parseInput({ players: 4, seed: 1, decks }), `decks ${decks}`).to.throw(/decks/);
      }
      for (const players of [2, 8]) expect(() => definition.parseInput({ players, seed: 1 })).not.to.throw();
    });
  });

  describe('BK-2 deal', () => {
    it('BK-2: every card is dealt and hand sizes differ by at most one', () => {
      for (let players = 2; players <= 8; players++) {
        for (const seed of [0, 1, 2, 99]) {
          const game = start({ players, seed });
          const hs = ctx(game).hands.map((h) => h.length);
          expect(hs.reduce((a, b) => a + b, 0)).to.equal(players <= 4 ? 54 : 108);
          expect(Math.max(...hs) - Math.min(...hs), `${players} players seed ${seed}`).to.be.at.most(1);
          expect(sizes(game)).to.deep.equal(hs);
        }
      }
    });

    it('BK-2: the starting seat holds the lead and the extra cards, which go clockwise from it', () => {
      for (let players = 2; players <= 8; players++) {
        for (const seed of [4, 5, 6]) {
          const game = start({ players, seed });
          const [first] = toAct(game);
          expect(toAct(game)).to.have.length(1);
          expect(phase(game)).to.equal('lead');
          expect(view(game, first!).prompt?.type).to.equal('lead');
          const total = players <= 4 ? 54 : 108;
          const extra = total % players;
          const expected = Array.from({ length: players }, (_, seat) => {
            const offset = (seat - first! + players) % players;
            return Math.floor(total / players) + (offset < extra ? 1 : 0);
          });
          expect(sizes(game), `${players} players seed ${seed}`).to.deep.equal(expected);
          const deal = ctx(game).log[0];
          expect(deal).to.include({ type: 'deal', first });
        }
      }
    });

    it('BK-2: the starting seat is drawn from the seed: every seat can start, the same seed gives the same deal', () => {
      const firsts = new Set<number>();
      const deals = new Set<string>();
      for (let seed = 0; seed < 60; seed++) {
        const game = start({ players: 4, seed });
        firsts.add(toAct(game)[0]!);
        deals.add(JSON.stringify(ctx(game).hands));
        const again = start({ players: 4, seed });
        expect(ctx(again).hands).to.deep.equal(ctx(game).hands);
        expect(toAct(again)).to.deep.equal(toAct(game));
      }
      expect([...firsts].sort()).to.deep.equal([0, 1, 2, 3]);
      expect(deals.size, 'different seeds shuffle differently').to.equal(60);
    });

    it('BK-2: first in the input picks the starting seat', () => {
      const game = start({ players: 5, seed: 1, first: 3 });
      expect(toAct(game)).to.deep.equal([3]);
      // 108 cards among 5: seats 3, 4 and 0 get 22, seats 1 and 2 get 21.
      expect(sizes(game)).to.deep.equal([22, 21, 21, 22, 22]);
      const fixed = start({ players: 3, seed: 1, first: 2, hands: THREE });
      expect(toAct(fixed)).to.deep.equal([2]);
      expect(ctx(fixed).hands).to.deep.equal(THREE);
    });
  });

  describe('BK-3 ranks and wilds', () => {
    it('BK-3: jokers are wild: a claim made of the rank plus jokers is true', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: [['7H', 'BJ', 'RJ', '2C'], ['3D', '4D'], ['5S', '6S']] });
      act(game, { type: 'PLAY', seat: 0, cards: ['7H', 'BJ', 'RJ'], rank: '7' });
      act(game, { type: 'CHALLENGE', seat: 1 });
      const entry = ctx(game).log.at(-1)!;
      expect(entry).to.include({ type: 'challenge', truthful: true, taker: 1, lead: 0 });
      expect(sorted(ctx(game).hands[1]!)).to.deep.equal(sorted(['3D', '4D', '7H', 'BJ', 'RJ']));
    });

    it('BK-3: a claim made only of jokers is true whatever the rank', () => {
      for (const rank of ['A', '10', 'K'] as const) {
        const game = start({ players: 2, seed: 1, first: 0, hands: [['BJ', 'RJ', '2C'], ['3D', '4D']] });
        act(game, { type: 'PLAY', seat: 0, cards: ['BJ', 'RJ'], rank });
        act(game, { type: 'CHALLENGE', seat: 1 });
        expect(ctx(game).log.at(-1), rank).to.include({ type: 'challenge', truthful: true, taker: 1 });
      }
    });

    it('BK-3: suits do not matter', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [['QS', 'QH', 'QD', 'QC', '2C'], ['3D', '4D']] });
      act(game, { type: 'PLAY', seat: 0, cards: ['QS', 'QH', 'QD', 'QC'], rank: 'Q' });
      act(game, { type: 'CHALLENGE', seat: 1 });
      expect(ctx(game).log.at(-1)).to.include({ truthful: true, taker: 1 });
    });

    it('BK-3: a joker does not cover a card of another rank in the same claim', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [['BJ', '8H', '2C'], ['3D', '4D']] });
      act(game, { type: 'PLAY', seat: 0, cards: ['BJ', '8H'], rank: '7' });
      act(game, { type: 'CHALLENGE', seat: 1 });
      expect(ctx(game).log.at(-1)).to.include({ truthful: false, taker: 0, lead: 1 });
    });
  });

  describe('BK-4 lead play', () => {
    it('BK-4: the lead may claim any rank, even one it does not hold', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      for (const rank of TEST_RANKS) {
        expect(definition.check(game.getSnapshot(), { type: 'PLAY', seat: 0, cards: ['2C'], rank }).ok, rank).to.equal(true);
      }
      act(game, { type: 'PLAY', seat: 0, cards: ['2C', '9C'], rank: 'A' }); // holds no ace
      expect(phase(game)).to.equal('challenge');
      for (const seat of viewers(3)) expect(view(game, seat).rank).to.equal('A');
    });

    it('BK-4: the claim shows the true number of cards to everyone', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['5H', '5S', 'KD'], rank: '5' });
      for (const seat of viewers(3)) {
        const v = view(game, seat);
        expect(v.claims).to.deep.equal([{ seat: 0, count: 3, rank: '5' }]);
        expect(v.pileSize).to.equal(3);
        expect(v.handSizes).to.deep.equal([2, 4, 4]);
      }
      expect(ctx(game).log.at(-1)).to.deep.equal({ type: 'claim', seat: 0, count: 3, rank: '5', follow: false });
    });

    it('BK-4: the lead must play at least one card', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      const verdict = definition.check(game.getSnapshot(), { type: 'PLAY', seat: 0, cards: [], rank: '5' });
      expect(verdict).to.include({ ok: false, code: 'no-cards' });
    });

    it('BK-4: without maxPlay there is no upper bound: the whole hand may be played', () => {
      const game = start({ players: 2, seed: 8, first: 1 });
      expect(ctx(game).maxPlay).to.equal(null);
      expect(view(game, 1).prompt).to.deep.equal({ type: 'lead', maxPlay: null });
      const hand = [...ctx(game).hands[1]!];
      expect(hand).to.have.length(27);
      act(game, { type: 'PLAY', seat: 1, cards: hand, rank: 'K' });
      expect(view(game, 0).claims).to.deep.equal([{ seat: 1, count: 27, rank: 'K' }]);
    });

    it('BK-4: maxPlay caps the count of a lead and of a follow', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE, maxPlay: 2 });
      expect(view(game, 0).maxPlay).to.equal(2);
      expect(view(game, 0).prompt).to.deep.equal({ type: 'lead', maxPlay: 2 });
      const tooMany = definition.check(game.getSnapshot(), { type: 'PLAY', seat: 0, cards: ['5H', '5S', '9C'], rank: '5' });
      expect(tooMany).to.include({ ok: false, code: 'too-many-cards' });
      act(game, { type: 'PLAY', seat: 0, cards: ['5H', '5S'], rank: '5' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      expect(view(game, 1).prompt).to.deep.equal({ type: 'follow', rank: '5', maxPlay: 2 });
      const followTooMany = definition.check(game.getSnapshot(), { type: 'FOLLOW', seat: 1, cards: ['5D', '7H', '8S'] });
      expect(followTooMany).to.include({ ok: false, code: 'too-many-cards' });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['5D', '7H'] });
      expect(view(game, 2).claims.at(-1)).to.deep.equal({ seat: 1, count: 2, rank: '5' });
    });

    it('BK-4: the lead rank is the round rank until the round ends, then the next lead chooses freely', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['9C'], rank: '9' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['JC'] });
      expect(ctx(game).log.at(-1)).to.deep.equal({ type: 'claim', seat: 1, count: 1, rank: '9', follow: true });
      expect(view(game, 2).prompt).to.deep.equal({ type: 'challenge', claimant: 1, count: 1, rank: '9' });
      act(game, { type: 'CHALLENGE', seat: 2 }); // JC under "9": a lie, seat 2 leads
      expect(view(game, 2).rank).to.equal(null);
      act(game, { type: 'PLAY', seat: 2, cards: ['QH'], rank: 'Q' });
      expect(view(game, 0).rank).to.equal('Q');
    });
  });

  describe('BK-5 challenge phase', () => {
    it('BK-5: after a claim the others are asked one at a time, clockwise from the claimant\'s left', () => {
      const game = start({ players: 5, seed: 2, first: 3 });
      const card = ctx(game).hands[3]![0]!;
      act(game, { type: 'PLAY', seat: 3, cards: [card], rank: 'A' });
      const order: number[] = [];
      while (phase(game) === 'challenge') {
        const [seat] = toAct(game);
        order.push(seat!);
        for (const other of viewers(5)) {
          expect(view(game, other).prompt?.type ?? null, `seat ${other} while ${seat} is asked`).to.equal(other === seat ? 'challenge' : null);
        }
        act(game, { type: 'DECLINE', seat: seat! });
      }
      expect(order).to.deep.equal([4, 0, 1, 2]);
      expect(phase(game)).to.equal('follow');
    });

    it('BK-5: the first player who challenges stops the asking', () => {
      const game = start({ players: 4, seed: 2, first: 1 });
      const card = ctx(game).hands[1]![0]!;
      act(game, { type: 'PLAY', seat: 1, cards: [card], rank: 'A' });
      expect(toAct(game)).to.deep.equal([2]);
      act(game, { type: 'DECLINE', seat: 2 });
      expect(toAct(game)).to.deep.equal([3]);
      act(game, { type: 'CHALLENGE', seat: 3 });
      expect(phase(game)).to.equal('lead');
      const asked = ctx(game).log.filter((e) => e.type === 'decline' || e.type === 'challenge').map((e) => (e as { seat: number }).seat);
      expect(asked, 'seat 0 was never asked').to.deep.equal([2, 3]);
    });

    it('BK-5: the claimant cannot challenge its own claim', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['5H'], rank: '5' });
      expect(definition.check(game.getSnapshot(), { type: 'CHALLENGE', seat: 0 })).to.include({ ok: false, code: 'own-claim' });
    });

    it('BK-5: a lie gives the whole pile to the claimant and the lead to the challenger', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['5H', '5S'], rank: '5' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['8S'] }); // a lie: 8S under "5"
      act(game, { type: 'CHALLENGE', seat: 2 });
      expect(sorted(ctx(game).hands[1]!)).to.deep.equal(sorted(['5D', '7H', 'JC', '5H', '5S', '8S']));
      expect(sorted(ctx(game).hands[0]!)).to.deep.equal(sorted(['9C', 'KD', '2C']));
      expect(sorted(ctx(game).hands[2]!)).to.deep.equal(sorted(THREE[2]!));
      expect(phase(game)).to.equal('lead');
      expect(toAct(game)).to.deep.equal([2]);
      expect(view(game, 2).prompt?.type).to.equal('lead');
      for (const seat of viewers(3)) {
        const v = view(game, seat);
        expect(v.pileSize).to.equal(0);
        expect(v.claims).to.deep.equal([]);
        expect(v.rank).to.equal(null);
        expect(v.handSizes).to.deep.equal([3, 6, 4]);
      }
      expect(ctx(game).log.at(-1)).to.deep.include({ type: 'challenge', seat: 2, claimant: 1, truthful: false, taker: 1, taken: 3, lead: 2 });
    });

    it('BK-5: a true claim gives the whole pile to the challenger and the lead to the claimant', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['9C'], rank: '5' }); // a lie nobody calls
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['5D'] }); // true
      act(game, { type: 'CHALLENGE', seat: 2 });
      expect(sorted(ctx(game).hands[2]!)).to.deep.equal(sorted([...THREE[2]!, '9C', '5D']));
      expect(sorted(ctx(game).hands[1]!)).to.deep.equal(sorted(['7H', '8S', 'JC']));
      expect(toAct(game)).to.deep.equal([1]);
      expect(view(game, 1).prompt?.type).to.equal('lead');
      expect(ctx(game).log.at(-1)).to.deep.include({ type: 'challenge', seat: 2, claimant: 1, truthful: true, taker: 2, taken: 2, lead: 1 });
    });

    it('BK-5: only the cards of the latest claim are turned face up', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['9C', 'KD'], rank: '5' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['5D'] });
      act(game, { type: 'CHALLENGE', seat: 2 });
      const entry = ctx(game).log.at(-1)!;
      expect(entry).to.deep.include({ revealed: ['5D'] });
      // Seat 0's 9C and KD were never turned up: they went into seat 2's hand, and neither seat 1
      // nor a spectator may ever see them.
      for (const seat of [1, null]) {
        const seen = codesIn(game, seat);
        expect(seen.has('9C') || seen.has('KD'), `view of ${seat}`).to.equal(false);
      }
      expect(codesIn(game, 2).has('9C')).to.equal(true);
    });
  });

  describe('BK-6 follow phase', () => {
    it('BK-6: when nobody challenges, the others are asked to follow, clockwise from the claimant\'s left', () => {
      const game = start({ players: 4, seed: 3, first: 2 });
      act(game, { type: 'PLAY', seat: 2, cards: [ctx(game).hands[2]![0]!], rank: '4' });
      for (const seat of [3, 0, 1]) act(game, { type: 'DECLINE', seat });
      const order: number[] = [];
      while (phase(game) === 'follow') {
        const [seat] = toAct(game);
        order.push(seat!);
        expect(view(game, seat!).prompt).to.deep.equal({ type: 'follow', rank: '4', maxPlay: null });
        act(game, { type: 'PASS', seat: seat! });
      }
      expect(order).to.deep.equal([3, 0, 1]);
    });

    it('BK-6: the first follower becomes the claimant and the challenge phase starts again from its left', () => {
      const game = start({ players: 4, seed: 3, first: 0 });
      act(game, { type: 'PLAY', seat: 0, cards: [ctx(game).hands[0]![0]!], rank: '4' });
      for (const seat of [1, 2, 3]) act(game, { type: 'DECLINE', seat });
      act(game, { type: 'PASS', seat: 1 });
      const cards = ctx(game).hands[2]!.slice(0, 3);
      act(game, { type: 'FOLLOW', seat: 2, cards });
      expect(phase(game)).to.equal('challenge');
      expect(view(game, null).claimant).to.equal(2);
      expect(view(game, null).claims).to.deep.equal([{ seat: 0, count: 1, rank: '4' }, { seat: 2, count: 3, rank: '4' }]);
      const order: number[] = [];
      while (phase(game) === 'challenge') {
        const [seat] = toAct(game);
        order.push(seat!);
        expect(view(game, seat!).prompt).to.deep.equal({ type: 'challenge', claimant: 2, count: 3, rank: '4' });
        act(game, { type: 'DECLINE', seat: seat! });
      }
      expect(order, 'the earlier claimant and the earlier passer are asked too').to.deep.equal([3, 0, 1]);
    });

    it('BK-6: a player who passed earlier in the round is asked again after every new claim', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['5H'], rank: '5' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'PASS', seat: 1 });
      act(game, { type: 'FOLLOW', seat: 2, cards: ['6D'] });
      act(game, { type: 'DECLINE', seat: 0 });
      act(game, { type: 'DECLINE', seat: 1 });
      // Follow phase after seat 2's claim: seat 0, then seat 1 again although it passed before.
      expect(toAct(game)).to.deep.equal([0]);
      act(game, { type: 'PASS', seat: 0 });
      expect(toAct(game)).to.deep.equal([1]);
      expect(view(game, 1).prompt?.type).to.equal('follow');
      act(game, { type: 'FOLLOW', seat: 1, cards: ['5D'] });
      expect(view(game, null).claims.map((c) => c.seat)).to.deep.equal([0, 2, 1]);
      expect(toAct(game)).to.deep.equal([2]);
    });

    it('BK-6: a follow claims the round\'s rank and may not name another', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['KD'], rank: 'K' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      const withRank = { type: 'FOLLOW', seat: 1, cards: ['7H'], rank: '7' } as const;
      expect(definition.check(game.getSnapshot(), withRank as never)).to.include({ ok: false, code: 'rank-on-follow' });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['7H', '8S', 'JC'] });
      expect(view(game, 0).claims.at(-1)).to.deep.equal({ seat: 1, count: 3, rank: 'K' });
      act(game, { type: 'CHALLENGE', seat: 2 });
      expect(ctx(game).log.at(-1)).to.deep.include({ rank: 'K', truthful: false, taker: 1 });
    });
  });

  describe('BK-7 round end without challenge', () => {
    /** Seat 0 leads two, seat 1 follows one, nobody challenges, everyone passes. */
    function discardRound(): Game {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['5H', '5S'], rank: '5' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'PASS', seat: 1 });
      act(game, { type: 'FOLLOW', seat: 2, cards: ['QH'] });
      act(game, { type: 'DECLINE', seat: 0 });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'PASS', seat: 0 });
      expect(phase(game)).to.equal('follow');
      act(game, { type: 'PASS', seat: 1 });
      return game;
    }

    it('BK-7: when everyone declines and passes, the pile leaves the game and the last claimant keeps the lead', () => {
      const game = discardRound();
      expect(phase(game)).to.equal('lead');
      expect(toAct(game)).to.deep.equal([2]);
      expect(view(game, 2).prompt?.type).to.equal('lead');
      expect(sorted(ctx(game).discarded)).to.deep.equal(sorted(['5H', '5S', 'QH']));
      expect(ctx(game).hands).to.deep.equal([['9C', 'KD', '2C'], THREE[1], ['3S', '4S', '6D']]);
      for (const seat of viewers(3)) {
        const v = view(game, seat);
        expect(v.pileSize).to.equal(0);
        expect(v.rank).to.equal(null);
        expect(v.discardedCount).to.equal(3);
        expect(v.handSizes).to.deep.equal([3, 4, 3]);
      }
      expect(ctx(game).log.at(-1)).to.deep.equal({ type: 'discard', seat: 2, count: 3 });
      // A free choice of rank for the new round.
      act(game, { type: 'PLAY', seat: 2, cards: ['3S'], rank: '3' });
      expect(view(game, 0).rank).to.equal('3');
    });

    it('BK-7: nobody sees the discarded cards in any view', () => {
      const game = discardRound();
      for (const seat of viewers(3)) {
        const seen = codesIn(game, seat);
        for (const card of ['5H', '5S', 'QH']) expect(seen.has(card), `view of ${seat} shows ${card}`).to.equal(false);
      }
    });

    it('BK-7: discarded cards never come back: a later challenge hands over the new pile only', () => {
      const game = discardRound();
      act(game, { type: 'PLAY', seat: 2, cards: ['3S', '4S'], rank: '3' });
      expect(view(game, 0).pileSize).to.equal(2);
      act(game, { type: 'CHALLENGE', seat: 0 }); // 4S: a lie, seat 2 takes 2 cards
      expect(sorted(ctx(game).hands[2]!)).to.deep.equal(sorted(['3S', '4S', '6D']));
      expect(ctx(game).log.at(-1)).to.deep.include({ taker: 2, taken: 2 });
      const inHands = ctx(game).hands.flat();
      for (const card of ['5H', '5S', 'QH']) expect(inHands).not.to.include(card);
      expect(inHands.length + ctx(game).discarded.length).to.equal(13);
    });
  });

  describe('BK-8 winning', () => {
    const LAST: Card[][] = [['7H'], ['2D', '3D', '4D'], ['2S', '3S']];

    it('BK-8: playing the last cards does not win before the challenge phase finishes', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: LAST });
      act(game, { type: 'PLAY', seat: 0, cards: ['7H'], rank: '7' });
      expect(sizes(game)[0]).to.equal(0);
      expect(result(game)).to.equal(null);
      expect(toAct(game)).to.deep.equal([1]);
      act(game, { type: 'DECLINE', seat: 1 });
      expect(result(game)).to.equal(null);
      expect(toAct(game)).to.deep.equal([2]);
    });

    it('BK-8: last cards, nobody challenges: the claimant wins once the last seat declines', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: LAST });
      act(game, { type: 'PLAY', seat: 0, cards: ['7H'], rank: 'K' }); // even a lie, if nobody calls it
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      expect(result(game)?.winners).to.deep.equal([0]);
      expect(phase(game)).to.equal('over');
      expect(toAct(game)).to.deep.equal([]);
      for (const seat of viewers(3)) expect(view(game, seat).prompt).to.equal(null);
      expect(ctx(game).log.at(-1)).to.deep.equal({ type: 'win', seat: 0 });
      expect(definition.check(game.getSnapshot(), { type: 'PLAY', seat: 1, cards: ['2D'], rank: '2' })).to.include({ ok: false, code: 'game-over' });
    });

    it('BK-8: last cards challenged and true: the claimant wins at once', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: LAST });
      act(game, { type: 'PLAY', seat: 0, cards: ['7H'], rank: '7' });
      act(game, { type: 'CHALLENGE', seat: 1 });
      expect(result(game)?.winners).to.deep.equal([0]);
      expect(sizes(game)).to.deep.equal([0, 4, 2]);
      expect(toAct(game)).to.deep.equal([]);
    });

    it('BK-8: last cards challenged and a lie: the claimant takes the pile and the game goes on', () => {
      const game = start({ players: 3, seed: 1, first: 1, hands: LAST });
      act(game, { type: 'PLAY', seat: 1, cards: ['2D'], rank: '2' });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'DECLINE', seat: 0 });
      act(game, { type: 'PASS', seat: 2 });
      act(game, { type: 'FOLLOW', seat: 0, cards: ['7H'] }); // last card, a lie
      expect(result(game)).to.equal(null);
      act(game, { type: 'CHALLENGE', seat: 1 });
      expect(result(game)).to.equal(null);
      expect(sorted(ctx(game).hands[0]!)).to.deep.equal(sorted(['2D', '7H']));
      expect(phase(game)).to.equal('lead');
      expect(toAct(game)).to.deep.equal([1]);
    });

    it('BK-8: a follower who plays their last cards wins the same way when nobody challenges', () => {
      const game = start({ players: 3, seed: 1, first: 1, hands: LAST });
      act(game, { type: 'PLAY', seat: 1, cards: ['2D'], rank: '2' });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'DECLINE', seat: 0 });
      act(game, { type: 'FOLLOW', seat: 2, cards: ['2S', '3S'] });
      act(game, { type: 'DECLINE', seat: 0 });
      expect(result(game)).to.equal(null);
      act(game, { type: 'DECLINE', seat: 1 });
      expect(result(game)?.winners).to.deep.equal([2]);
    });
  });

  describe('BK-9 ranking', () => {
    /** Seat `winner` holds one card and goes out unchallenged; the others hold the given counts. */
    function finish(counts: number[], winner: number) {
      const pool = fullDeck(1).filter((c) => c !== 'AS');
      const hands = counts.map((n, seat) => (seat === winner ? ['AS' as Card] : pool.splice(0, n)));
      const game = start({ players: counts.length, seed: 1, first: winner, hands });
      act(game, { type: 'PLAY', seat: winner, cards: ['AS'], rank: 'A' });
      for (let i = 1; i < counts.length; i++) act(game, { type: 'DECLINE', seat: toAct(game)[0]! });
      const res = result(game)!;
      expect(res.winners).to.deep.equal([winner]);
      return res;
    }

    /** Places with the seats of each place in seat order (BK-9 does not order seats within a tie). */
    const places = (ranking: number[][]) => ranking.map((place) => [...place].sort((a, b) => a - b));

    it('BK-9: the winner is first, then everyone else by cards left, fewer first', () => {
      const res = finish([3, 1, 0, 5], 2);
      expect(res.winners).to.deep.equal([2]);
      expect(places(res.ranking)).to.deep.equal([[2], [1], [0], [3]]);
    });

    it('BK-9: equal counts share a place', () => {
      expect(places(finish([2, 4, 0, 2], 2).ranking)).to.deep.equal([[2], [0, 3], [1]]);
      expect(places(finish([0, 3, 3, 3, 3], 0).ranking)).to.deep.equal([[0], [1, 2, 3, 4]]);
      expect(places(finish([6, 2, 6, 0, 1, 2], 3).ranking)).to.deep.equal([[3], [4], [1, 5], [0, 2]]);
    });

    it('BK-9: the count is taken after the last challenge (the challenger holds the pile)', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: [['7H', '7S'], ['2D'], ['2S', '3S', '4S']] });
      act(game, { type: 'PLAY', seat: 0, cards: ['7H', '7S'], rank: '7' });
      act(game, { type: 'CHALLENGE', seat: 1 }); // true: seat 1 now holds 3, seat 2 holds 3
      const res = result(game)!;
      expect(places(res.ranking)).to.deep.equal([[0], [1, 2]]);
      for (const seat of viewers(3)) expect(view(game, seat).result).to.deep.equal(res);
    });
  });

  describe('BK-10 what everyone knows', () => {
    it('BK-10: every view shows the same public facts: hand sizes, pile size, round rank, claims and log', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['5H', '9C'], rank: '5' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['5D'] });
      const publicPart = (seat: number | null) => {
        const { handSizes, pileSize, rank, claims, log, claimant, lead, asked, phase: p, players } = view(game, seat);
        return { handSizes, pileSize, rank, claims, log, claimant, lead, asked, p, players };
      };
      const spectator = publicPart(null);
      expect(spectator).to.deep.include({
        handSizes: [3, 3, 4], pileSize: 3, rank: '5', claimant: 1, lead: 0, asked: 2, p: 'challenge', players: 3,
        claims: [{ seat: 0, count: 2, rank: '5' }, { seat: 1, count: 1, rank: '5' }],
      });
      for (const seat of [0, 1, 2]) expect(publicPart(seat), `seat ${seat}`).to.deep.equal(spectator);
    });

    it('BK-10: a seat sees its own hand and never a card of another hand', () => {
      const game = start({ players: 4, seed: 21 });
      const hands = ctx(game).hands;
      for (let seat = 0; seat < 4; seat++) {
        expect(sorted(view(game, seat).hand)).to.deep.equal(sorted(hands[seat]!));
        const seen = codesIn(game, seat);
        expect([...seen].every((card) => hands[seat]!.includes(card as Card)), `seat ${seat}`).to.equal(true);
      }
      expect(view(game, null).hand).to.deep.equal([]);
      expect(codesIn(game, null).size).to.equal(0);
    });

    it('BK-10: unrevealed pile cards stay private; a seat sees the cards it put into the pile itself', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['5H', '9C'], rank: '5' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['JC'] });
      expect(view(game, 0).ownPileCards).to.have.members(['5H', '9C']);
      expect(view(game, 1).ownPileCards).to.deep.equal(['JC']);
      expect(view(game, 2).ownPileCards).to.deep.equal([]);
      expect(codesIn(game, 2).has('5H') || codesIn(game, 2).has('9C') || codesIn(game, 2).has('JC')).to.equal(false);
      expect(codesIn(game, 0).has('JC')).to.equal(false);
      expect(codesIn(game, 1).has('9C')).to.equal(false);
      expect(codesIn(game, null).size).to.equal(0);
    });

    it('BK-10: a challenge shows everyone the latest claim\'s cards and who took the pile', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      act(game, { type: 'PLAY', seat: 0, cards: ['5H', 'KD'], rank: '5' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'CHALLENGE', seat: 2 });
      for (const seat of viewers(3)) {
        const entry = view(game, seat).log.at(-1)!;
        expect(entry.type).to.equal('challenge');
        expect(entry).to.deep.include({ seat: 2, claimant: 0, taker: 0, taken: 2, truthful: false });
        expect(sorted((entry as { revealed: string[] }).revealed)).to.deep.equal(['5H', 'KD']);
      }
      expect(codesIn(game, 1).has('KD'), 'revealed cards are public').to.equal(true);
    });

    it('BK-10: only the seat being asked has a prompt, and it says what is asked', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: THREE });
      const expectOnly = (seat: number, type: string) => {
        for (const other of viewers(3)) {
          expect(view(game, other).prompt?.type ?? null, `seat ${other}`).to.equal(other === seat ? type : null);
        }
      };
      expectOnly(0, 'lead');
      act(game, { type: 'PLAY', seat: 0, cards: ['5H'], rank: '5' });
      expectOnly(1, 'challenge');
      act(game, { type: 'DECLINE', seat: 1 });
      expectOnly(2, 'challenge');
      act(game, { type: 'DECLINE', seat: 2 });
      expectOnly(1, 'follow');
      act(game, { type: 'PASS', seat: 1 });
      expectOnly(2, 'follow');
    });
  });
});
