/**
 * Legality (docs/architecture.md "Legality"): `check` explains every illegal event with a stable code, the
 * machine ignores it (the context does not change) and `snapshot.can(event)` agrees with `check`.
 * Bad input throws a RangeError/TypeError naming the field (and, for a deck, the card).
 */
import { expect } from '@open-wc/testing';
import type { BluffingBillionairesSettings } from '../../src/bluffing-billionaires/index.js';
import {
  act, approve, card, ctx, definition, phase, playCard, start, toAct,
  type BluffingBillionairesEvent, type Game,
} from './bb-helpers.js';
import { expectActorErrors, itRefusesInputs, legality, raw as rawEvent, type BadInput } from '../support/contract.js';

/** `definition.parseInput` returns the settings: the input with the deck and hand size filled in. */
const parse = (input: unknown) => definition.parseInput(input) as BluffingBillionairesSettings;

/** Three players: seat 0 starts; after `respondPhase` seat 1 has played and seats 0 and 2 respond. */
const HANDS = [
  [card(2), card(9), card(12)],
  [card(3), card(7), card(10)],
  [card(4), card(8), card(11)],
];

const { expectRefused, expectLegal, expectEachLegalAndChanging, expectBadEvents, expectBadSeats } = legality(definition);
const raw = (event: Record<string, unknown>) => rawEvent<BluffingBillionairesEvent>(event);

/** Seat 0 and seat 2 have table cards; seat 1 has just played: seats 2 and 0 are asked to respond. */
function respondPhase(): Game {
  const game = start({ players: 3, seed: 1, first: 0, hands: HANDS });
  playCard(game, 0, card(2));
  playCard(game, 1, card(3));
  approve(game, 0);
  playCard(game, 2, card(4));
  approve(game, 0);
  approve(game, 1);
  playCard(game, 0, card(9));
  approve(game, 1);
  approve(game, 2);
  playCard(game, 1, card(7));
  expect(toAct(game)).to.deep.equal([2, 0]);
  return game;
}

describe('Bluffing Billionaires check', () => {
  describe('illegal events are refused with a code and change nothing', () => {
    let game: Game;
    beforeEach(() => {
      game = start({ players: 3, seed: 1, first: 0, hands: HANDS });
    });

    it('bad-event: an event that is not an object with a string type', () => {
      expectBadEvents(game);
    });

    it('bad-seat: a seat that is not an integer from 0 to players-1', () => {
      expectBadSeats(game, 3, (seat) => [{ type: 'PLAY', seat, card: card(2) }, { type: 'APPROVE', seat }]);
      const responding = respondPhase();
      expectRefused(responding, raw({ type: 'CHALLENGE', seat: 5 }), 'bad-seat');
    });

    it('unknown-event: an event type Bluffing Billionaires does not take', () => {
      for (const type of ['DRAW', 'play', 'PASS', 'DECLINE', '']) expectRefused(game, raw({ type, seat: 0 }), 'unknown-event');
    });

    it('not-your-turn: a play by a seat that is not the active player', () => {
      expectRefused(game, { type: 'PLAY', seat: 1, card: card(3) }, 'not-your-turn');
      expectRefused(game, { type: 'PLAY', seat: 2, card: card(4) }, 'not-your-turn');
      playCard(game, 0, card(2));
      expectRefused(game, { type: 'PLAY', seat: 0, card: card(9) }, 'not-your-turn');
      expectLegal(game, { type: 'PLAY', seat: 1, card: card(3) });
    });

    it('wrong-phase: a response while a card is to be played, a play while responses are collected', () => {
      for (const seat of [0, 1, 2]) {
        expectRefused(game, { type: 'APPROVE', seat }, 'wrong-phase');
        expectRefused(game, { type: 'CHALLENGE', seat }, 'wrong-phase');
      }
      const responding = respondPhase();
      for (const seat of [0, 1, 2]) expectRefused(responding, { type: 'PLAY', seat, card: card(12) }, 'wrong-phase');
    });

    it('bad-card: a card that is not an id of the deck', () => {
      for (const bad of [-1, 48, 2.5, '4', null, undefined, { id: 4 }, [4], NaN]) {
        expectRefused(game, raw({ type: 'PLAY', seat: 0, card: bad }), 'bad-card');
      }
      const small = start({ players: 2, seed: 1, first: 0, deck: [{ value: 1, coins: 1, name: 'A' }, { value: 2, coins: 1, name: 'B' }, { value: 3, coins: 1, name: 'C' }], hands: [[0], [1]] });
      expectRefused(small, { type: 'PLAY', seat: 0, card: 3 }, 'bad-card');
      expectRefused(small, { type: 'PLAY', seat: 0, card: 47 }, 'bad-card');
    });

    it('card-not-in-hand: a card of the deck the active player does not hold', () => {
      expectRefused(game, { type: 'PLAY', seat: 0, card: card(3) }, 'card-not-in-hand'); // seat 1's
      expectRefused(game, { type: 'PLAY', seat: 0, card: card(5) }, 'card-not-in-hand'); // undealt
      playCard(game, 0, card(2));
      playCard(game, 1, card(3));
      approve(game, 0);
      playCard(game, 2, card(4));
      approve(game, 0);
      approve(game, 1);
      // Its own table card is no longer in its hand.
      expectRefused(game, { type: 'PLAY', seat: 0, card: card(2) }, 'card-not-in-hand');
      expectLegal(game, { type: 'PLAY', seat: 0, card: card(12) });
    });

    it('not-a-responder: the active player, or a seat without a table card, responds', () => {
      const responding = respondPhase();
      expectRefused(responding, { type: 'APPROVE', seat: 1 }, 'not-a-responder');
      expectRefused(responding, { type: 'CHALLENGE', seat: 1 }, 'not-a-responder');
      // Seat 2 has no table card when seat 1 plays its first card.
      playCard(game, 0, card(2));
      playCard(game, 1, card(3));
      expect(toAct(game)).to.deep.equal([0]);
      expectRefused(game, { type: 'CHALLENGE', seat: 2 }, 'not-a-responder');
      expectRefused(game, { type: 'APPROVE', seat: 2 }, 'not-a-responder');
      expectRefused(game, { type: 'APPROVE', seat: 1 }, 'not-a-responder');
    });

    it('already-responded: a responder who has chosen cannot choose again or change its mind', () => {
      const responding = respondPhase();
      act(responding, { type: 'CHALLENGE', seat: 0 });
      expectRefused(responding, { type: 'CHALLENGE', seat: 0 }, 'already-responded');
      expectRefused(responding, { type: 'APPROVE', seat: 0 }, 'already-responded');
      expect(toAct(responding)).to.deep.equal([2]);
      expectLegal(responding, { type: 'APPROVE', seat: 2 });
    });

    it('game-over: every event once the game is over', () => {
      const short = start({ players: 2, seed: 1, first: 0, hands: [[card(1)], [card(2), card(3)]] });
      playCard(short, 0, card(1));
      expect(short.getSnapshot().status).to.equal('done');
      // One is sent (a done actor ignores it); the rest are only checked, to keep the log quiet.
      expectRefused(short, { type: 'PLAY', seat: 1, card: card(2) }, 'game-over');
      for (const event of [
        { type: 'APPROVE', seat: 1 }, { type: 'CHALLENGE', seat: 1 }, { type: 'PLAY', seat: 0, card: card(1) },
      ] as BluffingBillionairesEvent[]) expectRefused(short, event, 'game-over', { send: false });
      // A type the game does not define is unknown whatever the state (core/events.ts).
      expectRefused(short, raw({ type: 'BOGUS', seat: 0 }), 'unknown-event', { send: false });
      expectRefused(short, raw({ type: 'APPROVE', seat: 5 }), 'bad-seat', { send: false });
      expect(toAct(short)).to.deep.equal([]);
    });

    it('every legal event is accepted by check and by can, and changes the state', () => {
      const sequence: BluffingBillionairesEvent[] = [
        { type: 'PLAY', seat: 0, card: card(2) },
        { type: 'PLAY', seat: 1, card: card(3) },
        { type: 'APPROVE', seat: 0 },
        { type: 'PLAY', seat: 2, card: card(4) },
        { type: 'CHALLENGE', seat: 1 },
        { type: 'APPROVE', seat: 0 },
      ];
      expectEachLegalAndChanging(game, sequence);
      // 4 beat 3: seat 2 took a card of seat 1's and its 3; the turn passed to seat 0.
      expect(phase(game)).to.equal('play');
      expect(toAct(game)).to.deep.equal([0]);
      expect(ctx(game).bonus[2]).to.have.length(2);
    });
  });

  describe('bad input', () => {
    const base = { players: 3, seed: 1 };
    const goodCard = { value: 1, coins: 1, name: 'Stall' };
    const deck = (n: number) => Array.from({ length: n }, (_, i) => ({ value: i, coins: 1, name: `Card ${i}` }));
    const cases: BadInput[] = [
      ['players below 2', { players: 1, seed: 1 }, /players/],
      ['players above 6', { players: 7, seed: 1 }, /players/],
      ['players not an integer', { players: 2.5, seed: 1 }, /players/],
      ['players a string', { players: '4', seed: 1 }, /players/],
      ['players missing', { seed: 1 }, /players/],
      ['seed missing', { players: 3 }, /seed/],
      ['seed not an integer', { players: 3, seed: 1.5 }, /seed/],
      ['seed a string', { players: 3, seed: '7' }, /seed/],
      ['seed beyond safe integers', { players: 3, seed: 2 ** 60 }, /seed/],
      ['first negative', { ...base, first: -1 }, /first/],
      ['first = players', { ...base, first: 3 }, /first/],
      ['first not an integer', { ...base, first: 0.5 }, /first/],
      ['handSize 2', { ...base, handSize: 2 }, /handSize/],
      ['handSize above floor(48 / players)', { ...base, handSize: 17 }, /handSize/],
      ['handSize not an integer', { ...base, handSize: 5.5 }, /handSize/],
      ['handSize a string', { ...base, handSize: '8' }, /handSize/],
      ['hands with too few hands', { ...base, hands: [[0], [1]] }, /hands/],
      ['hands with too many hands', { ...base, hands: [[0], [1], [2], [3]] }, /hands/],
      ['hands not an array', { ...base, hands: 5 }, /hands/],
      ['an empty hand', { ...base, hands: [[0], [], [2]] }, /hands\[1\]/],
      ['a hand not an array', { ...base, hands: [[0], 1, [2]] }, /hands\[1\]/],
      ['a card id outside the deck', { ...base, hands: [[0], [48], [2]] }, /hands\[1\]\[0\].*0 to 47/],
      ['a negative card id', { ...base, hands: [[0], [1, -1], [2]] }, /hands\[1\]\[1\]/],
      ['a card id that is not an integer', { ...base, hands: [[0], ['5'], [2]] }, /hands\[1\]\[0\]/],
      ['a card dealt twice', { ...base, hands: [[0, 7], [1], [7]] }, /hands\[2\]\[0\].*7/],
      ['a deck that is not an array', { ...base, deck: 'standard' }, /deck/],
      ['a deck of one card', { ...base, deck: [goodCard] }, /deck.*2 to 200/],
      ['a deck of 201 cards', { ...base, deck: deck(201) }, /deck.*2 to 200/],
      ['a deck card that is not an object', { ...base, deck: [goodCard, 5] }, /deck\[1\]/],
      ['a deck card with a negative value', { ...base, deck: [goodCard, { value: -1, coins: 1, name: 'x' }] }, /deck\[1\]\.value/],
      ['a deck card with fractional coins', { ...base, deck: [goodCard, goodCard, goodCard, { value: 1, coins: 1.5, name: 'x' }] }, /deck\[3\]\.coins must be an integer ≥ 0/],
      ['a deck card with negative coins', { ...base, deck: [goodCard, goodCard, goodCard, { value: 1, coins: -1, name: 'x' }] }, /deck\[3\]\.coins must be an integer ≥ 0/],
      ['a deck card without a name', { ...base, deck: [goodCard, { value: 1, coins: 1 }] }, /deck\[1\]\.name/],
      ['a deck card with an empty name', { ...base, deck: [goodCard, { value: 1, coins: 1, name: ' ' }] }, /deck\[1\]\.name/],
      ['a deck card with an unknown field', { ...base, deck: [goodCard, { ...goodCard, suit: 'S' }] }, /deck\[1\].*suit/],
      ['a deck card whose id is not its index', { ...base, deck: [goodCard, { ...goodCard, id: 0 }] }, /deck\[1\]\.id/],
      ['a deck too small for the players', { players: 4, seed: 1, deck: deck(11) }, /deck.*12/],
      ['hands with an id beyond a custom deck', { players: 2, seed: 1, deck: deck(6), hands: [[0], [6]] }, /hands\[1\]\[0\].*0 to 5/],
      ['an unknown option', { ...base, decks: 2 }, /decks/],
      ['a misspelt option', { ...base, handsize: 5 }, /handsize/],
      ['not an object', 42, /input/],
      ['null', null, /input/],
      ['an array', [3, 1], /input/],
    ];

    itRefusesInputs(definition, cases);

    it('parseInput names the allowed values', () => {
      expect(() => definition.parseInput({ players: 7, seed: 1 })).to.throw(RangeError, /2 to 6/);
      expect(() => definition.parseInput({ players: 3, seed: 1, handSize: 20 })).to.throw(RangeError, /3 to 16/);
      expect(() => definition.parseInput({ players: 3, seed: 1, bogus: 1 })).to.throw(TypeError, /players.*seed.*first.*hands.*handSize.*deck/);
      expect(() => definition.parseInput({ players: 3, seed: 1, deck: [goodCard, { value: 'high', coins: 1, name: 'x' }] })).to.throw(TypeError, /deck\[1\]\.value must be an integer ≥ 0/);
    });

    it('parseInput accepts good input, fills in the defaults and is idempotent', () => {
      const parsed = parse({ players: 3, seed: -7 });
      expect(parsed).to.deep.include({ players: 3, seed: -7, handSize: 8 });
      expect(parsed.deck).to.have.length(48);
      expect(definition.parseInput(parsed)).to.deep.equal(parsed);
      expect(definition.parseInput({ players: 6, seed: 0, first: 5, handSize: 3 })).to.deep.include({ first: 5, handSize: 3 });
      const fixed = parse({ players: 2, seed: 0, hands: [[0, 47], [5]] });
      expect(fixed.hands).to.deep.equal([[0, 47], [5]]);
      expect(fixed.handSize, 'hands fix the deal: no default hand size').to.equal(undefined);
      expect(definition.parseInput(fixed)).to.deep.equal(fixed);
      const custom = parse({ players: 2, seed: 0, deck: [goodCard, goodCard, goodCard, goodCard, goodCard, goodCard] });
      expect(custom.handSize).to.equal(3);
      expect(custom.deck.map((c) => c.id)).to.deep.equal([0, 1, 2, 3, 4, 5]);
      expect(definition.parseInput(custom)).to.deep.equal(custom);
    });

    it('the machine validates its input too (an actor with bad input fails as soon as it is started)', () => {
      expectActorErrors(definition.machine, [
        [{ players: 7, seed: 1 }, /players/],
        [{ players: 3 }, /seed/],
        [{ players: 3, seed: 1, handSize: 1 }, /handSize/],
        [{ players: 3, seed: 1, hands: [[0], [0], [1]] }, /hands/],
        [{ players: 3, seed: 1, deck: [goodCard, { value: 1, coins: -2, name: 'x' }] }, /deck\[1\]\.coins/],
        [{ players: 3, seed: 1, colour: 'red' }, /colour/],
      ]);
    });

    it('view refuses a seat outside the table', () => {
      const game = start({ players: 3, seed: 1 });
      expect(() => definition.view(game.getSnapshot(), 3)).to.throw(RangeError, /seat/);
      expect(() => definition.view(game.getSnapshot(), -1)).to.throw(RangeError, /seat/);
      expect(() => definition.view(game.getSnapshot(), 1.5)).to.throw(TypeError, /seat/);
    });
  });
});
