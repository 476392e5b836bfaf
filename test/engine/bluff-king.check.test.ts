/**
 * Legality (docs/architecture.md "Legality"): `check` explains every illegal event with a stable code, the
 * machine ignores it (the context does not change) and `snapshot.can(event)` agrees with `check`.
 * Bad input throws a RangeError/TypeError naming the field.
 */
import { expect } from '@open-wc/testing';
import { expectActorErrors, itRefusesInputs, legality, raw as rawEvent, type BadInput } from '../support/contract.js';
import {
  act, ctx, definition, phase, start, toAct, type BluffKingEvent, type Card, type Game,
} from './bk-helpers.js';

const HANDS: Card[][] = [
  ['AS', '2S', '3S', '4S'],
  ['AH', '2H', '3H'],
  ['AD', '2D', '3D'],
];

const { expectRefused, expectLegal, expectEachLegalAndChanging, expectBadEvents, expectBadSeats } = legality(definition);
const raw = (event: Record<string, unknown>) => rawEvent<BluffKingEvent>(event);

describe('BluffKing check', () => {
  describe('illegal events are refused with a code and change nothing', () => {
    let game: Game;
    beforeEach(() => {
      game = start({ players: 3, seed: 1, first: 0, hands: HANDS });
    });

    it('bad-event: an event that is not an object with a string type', () => {
      expectBadEvents(game);
    });

    it('bad-seat: a seat that is not an integer from 0 to players-1', () => {
      expectBadSeats(game, 3, (seat) => [{ type: 'PLAY', seat, cards: ['AS'], rank: 'A' }, { type: 'PASS', seat }]);
    });

    it('unknown-event: an event type BluffKing does not take', () => {
      for (const type of ['DRAW', 'play', 'RESET', '']) expectRefused(game, raw({ type, seat: 0 }), 'unknown-event');
    });

    it('not-your-turn: a seat that is not being asked', () => {
      expectRefused(game, { type: 'PLAY', seat: 1, cards: ['AH'], rank: 'A' }, 'not-your-turn');
      expectRefused(game, { type: 'PLAY', seat: 2, cards: ['AD'], rank: 'A' }, 'not-your-turn');
      act(game, { type: 'PLAY', seat: 0, cards: ['AS'], rank: 'A' });
      expectRefused(game, { type: 'DECLINE', seat: 2 }, 'not-your-turn');
      expectRefused(game, { type: 'CHALLENGE', seat: 2 }, 'not-your-turn');
      expectRefused(game, { type: 'DECLINE', seat: 0 }, 'not-your-turn');
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      expectRefused(game, { type: 'PASS', seat: 2 }, 'not-your-turn');
      expectRefused(game, { type: 'FOLLOW', seat: 2, cards: ['AD'] }, 'not-your-turn');
      expectRefused(game, { type: 'PASS', seat: 0 }, 'not-your-turn');
    });

    it('own-claim: the claimant challenges its own claim', () => {
      act(game, { type: 'PLAY', seat: 0, cards: ['AS'], rank: 'A' });
      expectRefused(game, { type: 'CHALLENGE', seat: 0 }, 'own-claim');
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      act(game, { type: 'FOLLOW', seat: 1, cards: ['AH'] });
      expectRefused(game, { type: 'CHALLENGE', seat: 1 }, 'own-claim');
    });

    it('wrong-phase: the asked seat sends an event of another phase', () => {
      for (const event of [
        { type: 'CHALLENGE', seat: 0 }, { type: 'DECLINE', seat: 0 }, { type: 'FOLLOW', seat: 0, cards: ['AS'] }, { type: 'PASS', seat: 0 },
      ] as BluffKingEvent[]) expectRefused(game, event, 'wrong-phase');
      act(game, { type: 'PLAY', seat: 0, cards: ['AS'], rank: 'A' });
      for (const event of [
        { type: 'PLAY', seat: 1, cards: ['AH'], rank: 'A' }, { type: 'FOLLOW', seat: 1, cards: ['AH'] }, { type: 'PASS', seat: 1 },
      ] as BluffKingEvent[]) expectRefused(game, event, 'wrong-phase');
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      expect(phase(game)).to.equal('follow');
      for (const event of [
        { type: 'PLAY', seat: 1, cards: ['AH'], rank: 'A' }, { type: 'CHALLENGE', seat: 1 }, { type: 'DECLINE', seat: 1 },
      ] as BluffKingEvent[]) expectRefused(game, event, 'wrong-phase');
    });

    it('no-cards: a play or follow without cards', () => {
      expectRefused(game, { type: 'PLAY', seat: 0, cards: [], rank: 'A' }, 'no-cards');
      expectRefused(game, raw({ type: 'PLAY', seat: 0, rank: 'A' }), 'no-cards');
      expectRefused(game, raw({ type: 'PLAY', seat: 0, cards: 'AS', rank: 'A' }), 'no-cards');
      act(game, { type: 'PLAY', seat: 0, cards: ['AS'], rank: 'A' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      expectRefused(game, { type: 'FOLLOW', seat: 1, cards: [] }, 'no-cards');
      expectRefused(game, raw({ type: 'FOLLOW', seat: 1 }), 'no-cards');
    });

    it('bad-card: a card that is not a card code', () => {
      for (const card of ['1S', 'ZZ', '10', 'as', 'JOKER', 11, null, '']) {
        expectRefused(game, raw({ type: 'PLAY', seat: 0, cards: ['AS', card], rank: 'A' }), 'bad-card');
      }
      act(game, { type: 'PLAY', seat: 0, cards: ['AS'], rank: 'A' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      expectRefused(game, raw({ type: 'FOLLOW', seat: 1, cards: ['11H'] }), 'bad-card');
    });

    it('card-not-in-hand: a card the seat does not hold, or more copies than it holds', () => {
      expectRefused(game, { type: 'PLAY', seat: 0, cards: ['AH'], rank: 'A' }, 'card-not-in-hand');
      expectRefused(game, { type: 'PLAY', seat: 0, cards: ['AS', 'AS'], rank: 'A' }, 'card-not-in-hand');
      expectRefused(game, { type: 'PLAY', seat: 0, cards: ['KC'], rank: 'K' }, 'card-not-in-hand');
      act(game, { type: 'PLAY', seat: 0, cards: ['AS'], rank: 'A' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      // Seat 0's AS is in the pile now, not in seat 1's hand.
      expectRefused(game, { type: 'FOLLOW', seat: 1, cards: ['AS'] }, 'card-not-in-hand');
    });

    it('card-not-in-hand: with two decks a hand is a multiset', () => {
      const two = start({ players: 2, seed: 1, first: 0, decks: 2, hands: [['5H', '5H', '6C'], ['7D']] });
      expectLegal(two, { type: 'PLAY', seat: 0, cards: ['5H', '5H'], rank: '5' });
      expectRefused(two, { type: 'PLAY', seat: 0, cards: ['6C', '6C'], rank: '6' }, 'card-not-in-hand');
      expectRefused(two, { type: 'PLAY', seat: 0, cards: ['5H', '5H', '5H'], rank: '5' }, 'card-not-in-hand');
    });

    it('too-many-cards: more cards than maxPlay, in a lead and in a follow', () => {
      const capped = start({ players: 3, seed: 1, first: 0, hands: HANDS, maxPlay: 2 });
      expectRefused(capped, { type: 'PLAY', seat: 0, cards: ['AS', '2S', '3S'], rank: 'A' }, 'too-many-cards');
      expectLegal(capped, { type: 'PLAY', seat: 0, cards: ['AS', '2S'], rank: 'A' });
      act(capped, { type: 'PLAY', seat: 0, cards: ['AS'], rank: 'A' });
      act(capped, { type: 'DECLINE', seat: 1 });
      act(capped, { type: 'DECLINE', seat: 2 });
      expectRefused(capped, { type: 'FOLLOW', seat: 1, cards: ['AH', '2H', '3H'] }, 'too-many-cards');
      expectLegal(capped, { type: 'FOLLOW', seat: 1, cards: ['AH', '2H'] });
    });

    it('bad-rank: a lead claim without a valid rank', () => {
      for (const rank of ['Z', 'BJ', '1', '11', 'a', 'k', '', 10, null, undefined]) {
        expectRefused(game, raw({ type: 'PLAY', seat: 0, cards: ['AS'], rank }), 'bad-rank');
      }
    });

    it('rank-on-follow: a follow that names a rank', () => {
      act(game, { type: 'PLAY', seat: 0, cards: ['AS'], rank: 'A' });
      act(game, { type: 'DECLINE', seat: 1 });
      act(game, { type: 'DECLINE', seat: 2 });
      expectRefused(game, raw({ type: 'FOLLOW', seat: 1, cards: ['AH'], rank: 'A' }), 'rank-on-follow');
      expectRefused(game, raw({ type: 'FOLLOW', seat: 1, cards: ['AH'], rank: '2' }), 'rank-on-follow');
      expectLegal(game, { type: 'FOLLOW', seat: 1, cards: ['AH'] });
    });

    it('game-over: every event once the game is over', () => {
      const short = start({ players: 2, seed: 1, first: 0, hands: [['AS'], ['AH', '2H']] });
      act(short, { type: 'PLAY', seat: 0, cards: ['AS'], rank: 'A' });
      act(short, { type: 'DECLINE', seat: 1 });
      expect(short.getSnapshot().status).to.equal('done');
      // One is sent (a done actor ignores it); the rest are only checked, to keep the log quiet.
      expectRefused(short, { type: 'PLAY', seat: 1, cards: ['AH'], rank: 'A' }, 'game-over');
      for (const event of [
        { type: 'CHALLENGE', seat: 1 }, { type: 'DECLINE', seat: 1 },
        { type: 'FOLLOW', seat: 1, cards: ['AH'] }, { type: 'PASS', seat: 1 }, { type: 'PASS', seat: 0 },
      ] as BluffKingEvent[]) expectRefused(short, event, 'game-over', { send: false });
      expectRefused(short, raw({ type: 'PASS', seat: 5 }), 'bad-seat', { send: false });
    });

    it('every legal event is accepted by check and by can, and changes the state', () => {
      const sequence: BluffKingEvent[] = [
        { type: 'PLAY', seat: 0, cards: ['AS', '2S'], rank: 'A' },
        { type: 'DECLINE', seat: 1 },
        { type: 'DECLINE', seat: 2 },
        { type: 'PASS', seat: 1 },
        { type: 'FOLLOW', seat: 2, cards: ['AD'] },
        { type: 'DECLINE', seat: 0 },
        { type: 'CHALLENGE', seat: 1 },
      ];
      expectEachLegalAndChanging(game, sequence);
      expect(toAct(game)).to.deep.equal([2]); // AD under "A" was true: seat 2 leads
      expect(ctx(game).hands[1]).to.have.length(6);
    });
  });

  describe('bad input', () => {
    const base = { players: 3, seed: 1 };
    const cases: BadInput[] = [
      ['players below 2', { players: 1, seed: 1 }, /players/],
      ['players above 8', { players: 9, seed: 1 }, /players/],
      ['players not an integer', { players: 2.5, seed: 1 }, /players/],
      ['players a string', { players: '4', seed: 1 }, /players/],
      ['players missing', { seed: 1 }, /players/],
      ['seed missing', { players: 3 }, /seed/],
      ['seed not an integer', { players: 3, seed: 1.5 }, /seed/],
      ['seed a string', { players: 3, seed: '7' }, /seed/],
      ['seed NaN', { players: 3, seed: NaN }, /seed/],
      ['seed beyond safe integers', { players: 3, seed: 2 ** 60 }, /seed/],
      ['decks 3', { ...base, decks: 3 }, /decks/],
      ['decks 0', { ...base, decks: 0 }, /decks/],
      ['decks a string', { ...base, decks: '1' }, /decks/],
      ['maxPlay 0', { ...base, maxPlay: 0 }, /maxPlay/],
      ['maxPlay negative', { ...base, maxPlay: -2 }, /maxPlay/],
      ['maxPlay not an integer', { ...base, maxPlay: 1.5 }, /maxPlay/],
      ['first negative', { ...base, first: -1 }, /first/],
      ['first = players', { ...base, first: 3 }, /first/],
      ['first not an integer', { ...base, first: 0.5 }, /first/],
      ['hands with too few hands', { ...base, hands: [['AS'], ['2S']] }, /hands/],
      ['hands with too many hands', { ...base, hands: [['AS'], ['2S'], ['3S'], ['4S']] }, /hands/],
      ['hands not an array', { ...base, hands: 'AS' }, /hands/],
      ['a hand not an array', { ...base, hands: [['AS'], '2S', ['3S']] }, /hands/],
      ['a non-card code in hands', { ...base, hands: [['AS'], ['XX'], ['3S']] }, /hands/],
      ['a card twice with one deck', { ...base, hands: [['AS', 'KD'], ['KD'], ['3S']] }, /hands.*KD|KD.*hands/],
      ['a joker twice with one deck', { ...base, hands: [['BJ'], ['BJ'], ['3S']] }, /hands.*BJ|BJ.*hands/],
      ['a card three times with two decks', { ...base, decks: 2, hands: [['AS', 'AS'], ['AS'], ['3S']] }, /hands.*AS|AS.*hands/],
      ['an unknown option', { ...base, handSize: 5 }, /handSize/],
      ['a misspelt option', { ...base, maxplay: 2 }, /maxplay/],
      ['not an object', 42, /input/],
      ['null', null, /input/],
      ['an array', [3, 1], /input/],
    ];

    itRefusesInputs(definition, cases);

    it('parseInput names the allowed values', () => {
      expect(() => definition.parseInput({ players: 9, seed: 1 })).to.throw(RangeError, /2.*8/);
      expect(() => definition.parseInput({ players: 3, seed: 1, decks: 3 })).to.throw(/1.*2/);
      expect(() => definition.parseInput({ players: 3, seed: 1, bogus: 1 })).to.throw(TypeError, /players/);
    });

    it('parseInput accepts good input and fills in the defaults', () => {
      expect(definition.parseInput({ players: 3, seed: -7 })).to.deep.include({ players: 3, seed: -7, decks: 1, maxPlay: null });
      expect(definition.parseInput({ players: 6, seed: 0, maxPlay: null })).to.deep.include({ decks: 2, maxPlay: null });
      expect(definition.parseInput({ players: 2, seed: 0, decks: 2, maxPlay: 1, first: 1 })).to.deep.include({ decks: 2, maxPlay: 1, first: 1 });
      const hands = [['AS', 'AS'], ['BJ', 'BJ']];
      expect(definition.parseInput({ players: 2, seed: 0, decks: 2, hands }).hands).to.deep.equal(hands);
    });

    it('an actor created with bad input is in status error with that error (without being started)', () => {
      expectActorErrors(definition.machine, [
        [{ players: 9, seed: 1 }, /players/],
        [{ players: 3 }, /seed/],
        [{ players: 3, seed: 1, decks: 5 }, /decks/],
        [{ players: 3, seed: 1, hands: [['AS'], ['AS'], ['2S']] }, /hands/],
        [{ players: 3, seed: 1, colour: 'red' }, /colour/],
      ]);
    });
  });
});
