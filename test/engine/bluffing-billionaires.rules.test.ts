/**
 * Bluffing Billionaires rulings BB-1..BB-11 (RULES.md), one or more tests per ruling, each named
 * after it. Positions are set up with `hands` + `first` (and a custom `deck` where the arithmetic
 * needs it); expected results are worked out from the rulings.
 */
import { expect } from '@open-wc/testing';
import {
  act, approve, ascending, card, cardObjects, challenge, ctx, definition, ids, idsInContext, lastLog, phase,
  playCard, result, start, TEST_DECK, TEST_NAMES, testCoins, toAct, view, viewers,
  type BluffingBillionairesLogEntry, type Game,
} from './bb-helpers.js';

type Entry<T extends BluffingBillionairesLogEntry['type']> = Extract<BluffingBillionairesLogEntry, { type: T }>;

/** The last log entry of a type. */
function last<T extends BluffingBillionairesLogEntry['type']>(game: Game, type: T): Entry<T> {
  const entry = [...ctx(game).log].reverse().find((e) => e.type === type);
  expect(entry, `a ${type} entry`).to.exist;
  return entry as Entry<T>;
}

/** A custom deck from [value, coins] pairs (names are made up). */
const deckOf = (cards: [number, number][]) => cards.map(([value, coins], i) => ({ value, coins, name: `Asset ${i}` }));

/**
 * Four players. Round 1: every seat plays and everyone approves. Round 2: seat 0 plays an 8 against
 * table cards 5 (seat 1), 9 (seat 2) and 10 (seat 3).
 */
const FOUR = [
  [card(1, 0), card(8, 0), card(2, 0), card(3, 0)],
  [card(5, 0), card(4, 0), card(6, 0), card(7, 1)],
  [card(9, 0), card(7, 0), card(11, 0)],
  [card(10, 0), card(12, 0), card(1, 1)],
];

function fourAfterRoundOne(seed = 1): Game {
  const game = start({ players: 4, seed, first: 0, hands: FOUR });
  playCard(game, 0, card(1, 0));
  playCard(game, 1, card(5, 0));
  approve(game, 0);
  playCard(game, 2, card(9, 0));
  approve(game, 0);
  approve(game, 1);
  playCard(game, 3, card(10, 0));
  approve(game, 0);
  approve(game, 1);
  approve(game, 2);
  return game;
}

/**
 * Three players, three cards each. Round 1: every seat plays and everyone approves (table cards 1,
 * 10, 11). Round 2: seat 0 plays a 2, its second card, facing both others as responders.
 */
function threeAfterRoundOne(): Game {
  const game = start({
    players: 3, seed: 1, first: 0,
    hands: [[card(1, 0), card(2, 0), card(3, 0)], [card(10, 0), card(4, 0), card(5, 0)], [card(11, 0), card(6, 0), card(7, 0)]],
  });
  playCard(game, 0, card(1, 0));
  playCard(game, 1, card(10, 0));
  approve(game, 0);
  playCard(game, 2, card(11, 0));
  approve(game, 0);
  approve(game, 1);
  playCard(game, 0, card(2, 0));
  return game;
}

describe('Bluffing Billionaires rulings', () => {
  describe('BB-1 deck', () => {
    it('BB-1: the standard deck has 48 cards, id 0..47, value floor(id/4)+1, four of each value 1–12', () => {
      const game = start({ players: 3, seed: 1 });
      const deck = view(game, 0).deck;
      expect(deck).to.deep.equal(TEST_DECK);
      expect(view(game, 0).deckSize).to.equal(48);
      for (let value = 1; value <= 12; value++) expect(deck.filter((c) => c.value === value), `value ${value}`).to.have.length(4);
      expect(ids(deck)).to.deep.equal(Array.from({ length: 48 }, (_, i) => i));
    });

    it('BB-1: values 1–4 carry 3 coins, 5–8 carry 2 and 9–12 carry 1', () => {
      const deck = view(start({ players: 2, seed: 1 }), null).deck;
      for (const c of deck) expect(c.coins, `value ${c.value}`).to.equal(c.value <= 4 ? 3 : c.value <= 8 ? 2 : 1);
      expect(deck.reduce((sum, c) => sum + c.coins, 0)).to.equal(4 * 4 * (3 + 2 + 1));
    });

    it('BB-1: each value carries its asset name', () => {
      const deck = view(start({ players: 2, seed: 1 }), null).deck;
      for (const c of deck) expect(c.name).to.equal(TEST_NAMES[c.value - 1]);
      expect(deck[0]!.name).to.equal('Lemonade Stand');
      expect(deck[47]!.name).to.equal('Space Program');
    });

    it('BB-1: a game deals from the standard deck: every card is in a hand or undealt, once', () => {
      for (const players of [2, 4, 6]) {
        const game = start({ players, seed: 7 });
        expect(ascending(idsInContext(ctx(game)))).to.deep.equal(ascending(ids(TEST_DECK)));
        // A hand holds full cards from the deck, sorted by value.
        const hand = view(game, 0).hand;
        for (const c of hand) expect(c).to.deep.equal(TEST_DECK[c.id]);
        expect(hand.map((c) => c.value)).to.deep.equal([...hand.map((c) => c.value)].sort((a, b) => a - b));
      }
    });

    it('BB-1: a host may pass its own deck: ids are its indices and its values, coins and names are used', () => {
      const deck = [
        { value: 100, coins: 7, name: 'Moon Base' },
        { value: 50, coins: 0, name: 'Oil Rig' },
        { value: 1, coins: 9, name: 'Piggy Bank' },
        { value: 20, coins: 1, name: 'Bakery' },
        { value: 5, coins: 5, name: 'Bike Shop' },
        { value: 70, coins: 2, name: 'Airline' },
        { value: 3, coins: 4, name: 'Kiosk' },
      ];
      const game = start({ players: 2, seed: 3, handSize: 3 });
      expect(view(game, 0).deckSize).to.equal(48);
      const custom = start({ players: 2, seed: 3, handSize: 3, deck });
      const v = view(custom, null);
      expect(v.deckSize).to.equal(7);
      expect(v.deck).to.deep.equal(deck.map((c, id) => ({ id, ...c })));
      expect(v.undealtCount).to.equal(1);
      expect(ascending(idsInContext(ctx(custom)))).to.deep.equal([0, 1, 2, 3, 4, 5, 6]);
      for (const seat of [0, 1]) for (const c of view(custom, seat).hand) expect(c).to.deep.equal({ id: c.id, ...deck[c.id]! });
      // The deck read from a view can be passed back as a deck.
      expect(() => definition.parseInput({ players: 2, seed: 1, deck: v.deck })).not.to.throw();
    });

    it('BB-1: a custom deck scores with its own values and coins', () => {
      // Seat 0 plays its only card: the game ends (BB-5); seat 1 keeps 100 + 20.
      const deck = deckOf([[7, 1], [100, 0], [20, 5], [1, 1]]);
      const game = start({ players: 2, seed: 1, first: 0, deck, hands: [[0], [1, 2]] });
      playCard(game, 0, 0);
      expect(result(game)).to.deep.include({ winners: [1], scores: [0, 120] });
    });
  });

  describe('BB-2 players and hands', () => {
    it('BB-2: 2 to 6 players; fewer or more is refused', () => {
      for (const players of [2, 3, 4, 5, 6]) expect(() => start({ players, seed: 1 })).not.to.throw();
      for (const players of [0, 1, 7, 8]) {
        expect(() => definition.parseInput({ players, seed: 1 }), `players ${players}`).to.throw(RangeError, /players.*2 to 6/);
      }
    });

    it('BB-2: each player is dealt 8 cards by default; the rest stay out of the game, unseen', () => {
      for (let players = 2; players <= 6; players++) {
        const game = start({ players, seed: 10 + players });
        expect(view(game, null).handSizes).to.deep.equal(Array<number>(players).fill(8));
        expect(ctx(game).undealt).to.have.length(48 - 8 * players);
        expect(view(game, 0).undealtCount).to.equal(48 - 8 * players);
        expect(ctx(game).log[0]).to.deep.include({ type: 'deal', handSizes: Array<number>(players).fill(8), deckSize: 48, undealt: 48 - 8 * players });
        // The deck list names every card in the box; nothing else in any view shows an undealt one.
        for (const seat of viewers(players)) {
          const shown = new Set(cardObjects({ ...view(game, seat), deck: [] }).map((leaf) => leaf.card.id));
          for (const id of ctx(game).undealt) expect(shown.has(id), `undealt ${id} in the view of ${seat}`).to.equal(false);
        }
      }
    });

    it('BB-2: handSize may be 3 to floor(48 / players); other sizes are refused naming the range', () => {
      const game = start({ players: 4, seed: 2, handSize: 12 });
      expect(view(game, null).handSizes).to.deep.equal([12, 12, 12, 12]);
      expect(ctx(game).undealt).to.have.length(0);
      expect(view(start({ players: 2, seed: 2, handSize: 24 }), null).handSizes).to.deep.equal([24, 24]);
      expect(view(start({ players: 5, seed: 2, handSize: 3 }), null).handSizes).to.deep.equal([3, 3, 3, 3, 3]);
      expect(() => definition.parseInput({ players: 4, seed: 1, handSize: 13 })).to.throw(RangeError, /handSize.*3 to 12/);
      expect(() => definition.parseInput({ players: 6, seed: 1, handSize: 9 })).to.throw(RangeError, /handSize.*3 to 8/);
      expect(() => definition.parseInput({ players: 2, seed: 1, handSize: 2 })).to.throw(RangeError, /handSize.*3 to 24/);
      expect(() => definition.parseInput({ players: 2, seed: 1, handSize: 4.5 })).to.throw(TypeError, /handSize/);
    });

    it('BB-2: with a custom deck the hand size is bounded by floor(deck size / players)', () => {
      const deck = deckOf(Array.from({ length: 20 }, (_, i) => [i + 1, 1] as [number, number]));
      expect(definition.parseInput({ players: 3, seed: 1, deck }).handSize).to.equal(6); // 8 does not fit
      expect(() => definition.parseInput({ players: 3, seed: 1, deck, handSize: 7 })).to.throw(RangeError, /handSize.*3 to 6/);
      expect(() => definition.parseInput({ players: 4, seed: 1, deck: deck.slice(0, 11) })).to.throw(RangeError, /deck.*12/);
    });

    it('BB-2: a random seat starts as the active player: every seat can start, the same seed gives the same deal', () => {
      const firsts = new Set<number>();
      const deals = new Set<string>();
      for (let seed = 0; seed < 40; seed++) {
        const game = start({ players: 5, seed });
        const [first] = toAct(game);
        firsts.add(first!);
        expect(view(game, first!).prompt).to.deep.equal({ type: 'play' });
        expect(ctx(game).log[0]).to.deep.include({ type: 'deal', first });
        deals.add(JSON.stringify(ctx(game).hands));
        const again = start({ players: 5, seed });
        expect(ctx(again)).to.deep.equal(ctx(game));
      }
      expect([...firsts].sort()).to.deep.equal([0, 1, 2, 3, 4]);
      expect(deals.size, 'different seeds deal differently').to.equal(40);
      // The starting seat does not follow the seed: seeds 0, 5, 10, … still start anywhere.
      const fromMultiples = new Set(Array.from({ length: 30 }, (_, k) => toAct(start({ players: 5, seed: 5 * k }))[0]));
      expect(fromMultiples.size).to.equal(5);
    });

    it('BB-2: first picks the starting seat; hands fix the deal and the cards not dealt are out of the game', () => {
      const hands = [[card(1), card(2), card(3)], [card(12), card(11)], [card(6, 3)]];
      const game = start({ players: 3, seed: 9, first: 2, hands });
      expect(toAct(game)).to.deep.equal([2]);
      expect(ctx(game).hands).to.deep.equal(hands);
      expect(ascending(ctx(game).undealt)).to.deep.equal(ascending(ids(TEST_DECK).filter((id) => !hands.flat().includes(id))));
      expect(view(game, 1).hand.map((c) => c.value)).to.deep.equal([11, 12]);
    });
  });

  describe('BB-3 table card', () => {
    it('BB-3: a play becomes the seat\'s one face-down table card, known to its owner only', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: [[card(4), card(9)], [card(2), card(7)], [card(3), card(8)]] });
      playCard(game, 0, card(9));
      for (const seat of viewers(3)) expect(view(game, seat).tableCards).to.deep.equal([true, false, false]);
      expect(view(game, 0).ownTableCard).to.deep.equal(TEST_DECK[card(9)]);
      expect(view(game, 1).ownTableCard).to.equal(null);
      expect(view(game, null).ownTableCard).to.equal(null);
      expect(view(game, 0).hand.map((c) => c.id)).to.deep.equal([card(4)]);
    });

    it('BB-3: the table card is the most recent play that has not been revealed; there is never more than one', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [[card(4), card(9), card(1)], [card(2), card(7), card(5)]] });
      playCard(game, 0, card(4));
      playCard(game, 1, card(2));
      approve(game, 0);
      playCard(game, 0, card(9));
      expect(ctx(game).table).to.deep.equal([card(9), card(2)]);
      expect(view(game, 0).ownTableCard?.id).to.equal(card(9));
      expect(view(game, 0).tableCards.filter(Boolean)).to.have.length(2);
      // Revealed in a challenge: no table card until the next play.
      challenge(game, 1); // 9 vs 2: the active player wins
      expect(ctx(game).table).to.deep.equal([null, null]);
      expect(view(game, 0).ownTableCard).to.equal(null);
    });
  });

  describe('BB-4 turn', () => {
    it('BB-4: the active player plays one card from hand face down; nobody else sees which', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: [[card(4), card(9)], [card(2), card(7)], [card(3), card(8)]] });
      playCard(game, 0, card(4));
      expect(lastLog(game)).to.deep.equal({ type: 'play', seat: 0, turn: 1, discarded: false, lastCard: false, responders: [] });
      for (const seat of [1, 2, null]) {
        const seen = cardObjects({ ...view(game, seat), deck: [] }).map((leaf) => leaf.card.id);
        expect(seen, `view of ${seat}`).not.to.include(card(4));
      }
      expect(view(game, null).handSizes).to.deep.equal([1, 2, 2]);
    });

    it('BB-4: an older table card goes face down onto the owner\'s discard pile, which only its owner can read', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [[card(4), card(9), card(1)], [card(2), card(7), card(5)]] });
      playCard(game, 0, card(4));
      playCard(game, 1, card(2));
      approve(game, 0);
      playCard(game, 0, card(9));
      expect(lastLog(game)).to.deep.include({ type: 'play', seat: 0, discarded: true, responders: [1] });
      expect(ctx(game).discards[0]).to.deep.equal([{ card: card(4), faceUp: false }]);
      expect(view(game, 0).discards[0]).to.deep.equal([{ faceUp: false, card: TEST_DECK[card(4)] }]);
      for (const seat of [1, null]) {
        const v = view(game, seat);
        expect(v.discards[0]).to.deep.equal([{ faceUp: false, card: null }]);
        expect(v.discardCounts).to.deep.equal([1, 0]);
        expect(cardObjects({ ...v, deck: [] }).map((leaf) => leaf.card.id)).not.to.include(card(4));
      }
    });
  });

  describe('BB-5 game end', () => {
    it('BB-5: playing the last hand card ends the game at once, with no responses', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [[card(1), card(2)], [card(3), card(4), card(5)]] });
      playCard(game, 0, card(1));
      playCard(game, 1, card(3));
      approve(game, 0);
      playCard(game, 0, card(2)); // the last card: seat 1 has a table card but is not asked
      expect(phase(game)).to.equal('over');
      expect(game.getSnapshot().status).to.equal('done');
      expect(toAct(game)).to.deep.equal([]);
      expect(ctx(game).log.at(-2)).to.deep.include({ type: 'play', seat: 0, lastCard: true, responders: [] });
      expect(lastLog(game)).to.deep.equal({
        type: 'end', reason: 'last-card', seat: 0, handPoints: [0, 9], bonusCoins: [0, 0], scores: [0, 9], winners: [1],
      });
      for (const seat of viewers(2)) expect(view(game, seat).prompt).to.equal(null);
      expect(result(game)).to.deep.include({ winners: [1], reason: 'last-card', endedBy: 0 });
    });

    it('BB-5: the last card ends the game even when it is the very first play', () => {
      const game = start({ players: 3, seed: 1, first: 1, hands: [[card(1)], [card(12)], [card(2)]] });
      playCard(game, 1, card(12));
      expect(result(game)).to.deep.include({ scores: [1, 0, 2], winners: [2], reason: 'last-card' });
    });

    it('BB-5: an active player with no hand card at the start of its turn ends the game at once', () => {
      // Seat 0 loses its last hand card in a challenge; when its turn comes round the game ends.
      const game = threeAfterRoundOne();
      challenge(game, 1);
      challenge(game, 2);
      expect(ctx(game).hands[0]).to.deep.equal([]);
      expect(toAct(game)).to.deep.equal([1]);
      playCard(game, 1, card(4, 0));
      playCard(game, 2, card(6, 0));
      approve(game, 1);
      expect(phase(game)).to.equal('over');
      expect(lastLog(game)).to.deep.include({ type: 'end', reason: 'no-cards', seat: 0 });
      expect(result(game)).to.deep.include({ reason: 'no-cards', endedBy: 0, scores: [0, 5 + 3, 7], winners: [1] });
    });
  });

  describe('BB-6 responses', () => {
    it('BB-6: with no other table card there are no responses: the turn passes to the left', () => {
      const game = start({ players: 3, seed: 1, first: 2, hands: [[card(1)], [card(2)], [card(3), card(4)]] });
      playCard(game, 2, card(3));
      expect(phase(game)).to.equal('play');
      expect(toAct(game)).to.deep.equal([0]);
      expect(view(game, 0).prompt).to.deep.equal({ type: 'play' });
      expect(ctx(game).turn).to.equal(2);
    });

    it('BB-6: the responders are the other players with a table card, all asked at once', () => {
      const game = fourAfterRoundOne();
      playCard(game, 0, card(8, 0));
      expect(phase(game)).to.equal('respond');
      expect(toAct(game)).to.deep.equal([1, 2, 3]);
      expect(lastLog(game)).to.deep.include({ type: 'play', seat: 0, responders: [1, 2, 3] });
      for (const seat of [1, 2, 3]) expect(view(game, seat).prompt).to.deep.equal({ type: 'respond', active: 0 });
      for (const seat of [0, null]) expect(view(game, seat).prompt).to.equal(null);
      for (const seat of viewers(4)) {
        expect(view(game, seat).responders).to.deep.equal([1, 2, 3]);
        expect(view(game, seat).responded).to.deep.equal([]);
        expect(view(game, seat).active).to.equal(0);
      }
      // A player without a table card is not asked.
      const early = start({ players: 3, seed: 1, first: 0, hands: [[card(1), card(2)], [card(3), card(4)], [card(5), card(6)]] });
      playCard(early, 0, card(1));
      playCard(early, 1, card(3));
      expect(toAct(early)).to.deep.equal([0]);
    });

    it('BB-6: responders choose in any order; a choice stays secret until all have chosen', () => {
      const runs = [
        { order: [3, 1, 2], choices: { 1: 'CHALLENGE', 2: 'APPROVE', 3: 'CHALLENGE' } },
        { order: [2, 3, 1], choices: { 1: 'APPROVE', 2: 'APPROVE', 3: 'CHALLENGE' } },
      ] as const;
      const games = runs.map(() => fourAfterRoundOne());
      for (const g of games) playCard(g, 0, card(8, 0));
      const logLength = ctx(games[0]!).log.length;
      // Seat 1 chooses differently in the two games: nobody else can tell.
      act(games[0]!, { type: 'CHALLENGE', seat: 1 });
      act(games[1]!, { type: 'APPROVE', seat: 1 });
      for (const seat of [0, 2, 3, null]) expect(view(games[0]!, seat), `view of ${seat}`).to.deep.equal(view(games[1]!, seat));
      expect(view(games[0]!, 1).ownResponse).to.equal('challenge');
      expect(view(games[1]!, 1).ownResponse).to.equal('approve');
      for (const seat of [0, 2, 3, null]) expect(view(games[0]!, seat).ownResponse).to.equal(null);
      expect(view(games[0]!, 2).responded, 'who has chosen is public').to.deep.equal([1]);
      expect(toAct(games[0]!)).to.deep.equal([2, 3]);
      expect(view(games[0]!, 1).prompt, 'a seat that has chosen is not asked again').to.equal(null);
      expect(ctx(games[0]!).log).to.have.length(logLength);

      // Any order: the last choice reveals all of them together, in one entry.
      runs.forEach(({ order, choices }, i) => {
        const g = fourAfterRoundOne();
        playCard(g, 0, card(8, 0));
        order.forEach((seat, k) => {
          expect(ctx(g).log, `nothing logged before the last choice (${k})`).to.have.length(logLength);
          act(g, { type: choices[seat], seat });
        });
        const entries = ctx(g).log.slice(logLength);
        expect(entries[0], `run ${i}`).to.deep.equal({
          type: 'responses',
          seat: 0,
          approved: [1, 2, 3].filter((s) => choices[s as 1 | 2 | 3] === 'APPROVE'),
          challengers: [1, 2, 3].filter((s) => choices[s as 1 | 2 | 3] === 'CHALLENGE'),
        });
        expect(entries.filter((e) => e.type === 'responses')).to.have.length(1);
      });
    });

    it('BB-6: when all approve, the turn passes to the left and the table cards stay', () => {
      const game = fourAfterRoundOne();
      playCard(game, 0, card(8, 0));
      for (const seat of [2, 1, 3]) approve(game, seat);
      expect(lastLog(game)).to.deep.equal({ type: 'responses', seat: 0, approved: [1, 2, 3], challengers: [] });
      expect(toAct(game)).to.deep.equal([1]);
      expect(phase(game)).to.equal('play');
      expect(ctx(game).table).to.deep.equal([card(8, 0), card(5, 0), card(9, 0), card(10, 0)]);
      expect(view(game, null).tableCards).to.deep.equal([true, true, true, true]);
    });
  });

  describe('BB-7 challenge', () => {
    it('BB-7: a strictly higher active card wins against the challenger', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [[card(5), card(1)], [card(7), card(12)]] });
      playCard(game, 0, card(5));
      playCard(game, 1, card(7));
      challenge(game, 0);
      const entry = last(game, 'challenge');
      expect(entry.card).to.deep.equal(TEST_DECK[card(7)]);
      expect(entry.results).to.have.length(1);
      expect(entry.results[0]).to.deep.include({ challenger: 0, card: TEST_DECK[card(5)], winner: 1, loser: 0 });
    });

    it('BB-7: an equal card loses against the challenger', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [[card(6, 0), card(1)], [card(6, 1), card(12)]] });
      playCard(game, 0, card(6, 0));
      playCard(game, 1, card(6, 1));
      challenge(game, 0);
      expect(last(game, 'challenge').results[0]).to.deep.include({ challenger: 0, winner: 0, loser: 1 });
    });

    it('BB-7: a higher challenger card wins', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [[card(11), card(1)], [card(10), card(12)]] });
      playCard(game, 0, card(11));
      playCard(game, 1, card(10));
      challenge(game, 0);
      expect(last(game, 'challenge').results[0]).to.deep.include({ winner: 0, loser: 1 });
    });

    it('BB-7: every challenger is compared with the active player on its own; results may be mixed', () => {
      const game = fourAfterRoundOne();
      playCard(game, 0, card(8, 0));
      challenge(game, 3);
      approve(game, 2);
      challenge(game, 1);
      const entry = last(game, 'challenge');
      expect(entry.seat).to.equal(0);
      expect(entry.card).to.deep.equal(TEST_DECK[card(8, 0)]);
      expect(entry.results.map(({ challenger, card: c, winner, loser }) => ({ challenger, value: c.value, winner, loser }))).to.deep.equal([
        { challenger: 1, value: 5, winner: 0, loser: 1 }, // 8 > 5
        { challenger: 3, value: 10, winner: 3, loser: 0 }, // 8 < 10
      ]);
      // Seat 2 approved: its card is not turned up.
      expect(cardObjects(entry).map((leaf) => leaf.card.id)).not.to.include(card(9, 0));
    });
  });

  describe('BB-8 spoils', () => {
    it('BB-8: the winner takes a random card from the loser\'s hand face up onto its bonus pile', () => {
      const game = start({ players: 2, seed: 4, first: 0, hands: [[card(12), card(1)], [card(2), card(3), card(4), card(5), card(6)]] });
      playCard(game, 0, card(12));
      playCard(game, 1, card(2));
      const before = [...ctx(game).hands[1]!];
      challenge(game, 0);
      const { taken } = last(game, 'challenge').results[0]!;
      expect(taken).to.not.equal(null);
      expect(before).to.include(taken!.id);
      expect(ctx(game).hands[1]).to.have.length(before.length - 1).and.not.include(taken!.id);
      for (const seat of viewers(2)) {
        expect(view(game, seat).bonus[0]![0]).to.deep.equal(TEST_DECK[taken!.id]);
        expect(view(game, seat).handSizes).to.deep.equal([1, 3]);
      }
    });

    it('BB-8: the random card comes from the seeded PRNG: same seed, same card; any card of the hand can be taken', () => {
      const takenBySeed = (seed: number) => {
        const game = start({ players: 2, seed, first: 0, hands: [[card(12), card(1)], [card(2), card(3), card(4), card(5), card(6)]] });
        playCard(game, 0, card(12));
        playCard(game, 1, card(2));
        challenge(game, 0);
        return last(game, 'challenge').results[0]!.taken!.id;
      };
      const seen = new Set<number>();
      for (let seed = 0; seed < 40; seed++) {
        const id = takenBySeed(seed);
        expect(takenBySeed(seed), `seed ${seed}`).to.equal(id);
        seen.add(id);
      }
      expect(ascending([...seen])).to.deep.equal(ascending([card(3), card(4), card(5), card(6)]));
    });

    it('BB-8: with exactly one challenger the winner also takes the loser\'s revealed card', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [[card(6, 0), card(1)], [card(6, 1), card(12)]] });
      playCard(game, 0, card(6, 0));
      playCard(game, 1, card(6, 1));
      challenge(game, 0); // equal: seat 0 wins, seat 1's hand holds only the 12
      const entry = last(game, 'challenge');
      expect(entry.results[0]!.taken).to.deep.equal(TEST_DECK[card(12)]);
      expect(entry.captured).to.deep.equal(TEST_DECK[card(6, 1)]);
      expect(entry.capturedBy).to.equal(0);
      expect(ctx(game).bonus).to.deep.equal([[card(12), card(6, 1)], []]);
      expect(view(game, null).bonusCoins).to.deep.equal([1 + 2, 0]);
    });

    it('BB-8: with several challengers nobody takes a revealed card', () => {
      const game = fourAfterRoundOne();
      playCard(game, 0, card(8, 0));
      challenge(game, 1);
      challenge(game, 3);
      approve(game, 2);
      const entry = last(game, 'challenge');
      expect(entry.captured).to.equal(null);
      expect(entry.capturedBy).to.equal(null);
      const revealed = [card(8, 0), card(5, 0), card(10, 0)];
      for (const pile of ctx(game).bonus) for (const id of pile) expect(revealed).not.to.include(id);
      expect(ctx(game).bonus[0]).to.have.length(1); // seat 0's spoils from seat 1's hand
      expect(ctx(game).bonus[3]).to.have.length(1); // seat 3's spoils from seat 0's hand
    });

    it('BB-8: results are settled one by one clockwise from the active player; a loser with no hand card gives nothing', () => {
      // Seat 0 holds one card when two challengers both beat it: seat 1 (first clockwise) takes it.
      const game = threeAfterRoundOne();
      challenge(game, 2); // choice order does not matter
      challenge(game, 1);
      const entry = last(game, 'challenge');
      expect(entry.results.map((r) => [r.challenger, r.winner, r.taken?.id ?? null])).to.deep.equal([
        [1, 1, card(3, 0)],
        [2, 2, null],
      ]);
      expect(ctx(game).bonus).to.deep.equal([[], [card(3, 0)], []]);
    });

    it('BB-8: the active player winning against several challengers takes a card from each, in clockwise order', () => {
      const game = start({
        players: 3, seed: 2, first: 1,
        hands: [[card(3, 0), card(1, 0)], [card(2, 0), card(12, 0), card(5, 0)], [card(4, 0), card(6, 0)]],
      });
      playCard(game, 1, card(2, 0));
      playCard(game, 2, card(4, 0));
      approve(game, 1);
      playCard(game, 0, card(3, 0));
      approve(game, 1);
      approve(game, 2);
      playCard(game, 1, card(12, 0)); // responders: 2 then 0 (clockwise from seat 1's left)
      expect(toAct(game)).to.deep.equal([2, 0]);
      challenge(game, 0);
      challenge(game, 2);
      const entry = last(game, 'challenge');
      expect(entry.results.map((r) => [r.challenger, r.winner])).to.deep.equal([[2, 1], [0, 1]]);
      expect(ascending(ctx(game).bonus[1]!)).to.deep.equal(ascending([card(6, 0), card(1, 0)]));
      expect(ctx(game).hands[0]).to.deep.equal([]);
      expect(ctx(game).hands[2]).to.deep.equal([]);
    });
  });

  describe('BB-9 after a challenge', () => {
    it('BB-9: revealed cards not taken go face up to their owners\' discard piles, for everyone to see', () => {
      const game = fourAfterRoundOne();
      playCard(game, 0, card(8, 0));
      challenge(game, 1);
      challenge(game, 3);
      approve(game, 2);
      expect(ctx(game).discards[0]).to.deep.equal([{ card: card(1, 0), faceUp: false }, { card: card(8, 0), faceUp: true }]);
      expect(ctx(game).discards[1]).to.deep.equal([{ card: card(5, 0), faceUp: true }]);
      expect(ctx(game).discards[3]).to.deep.equal([{ card: card(10, 0), faceUp: true }]);
      expect(last(game, 'challenge').discarded).to.deep.equal([
        { seat: 0, card: TEST_DECK[card(8, 0)] }, { seat: 1, card: TEST_DECK[card(5, 0)] }, { seat: 3, card: TEST_DECK[card(10, 0)] },
      ]);
      for (const seat of [1, 2, 3, null]) {
        const v = view(game, seat);
        expect(v.discards[0]).to.deep.equal([{ faceUp: false, card: null }, { faceUp: true, card: TEST_DECK[card(8, 0)] }]);
        expect(v.discards[1]).to.deep.equal([{ faceUp: true, card: TEST_DECK[card(5, 0)] }]);
        expect(v.discardCounts).to.deep.equal([2, 1, 0, 1]);
      }
    });

    it('BB-9: the revealed players have no table card; those who approved keep theirs; the turn passes to the active player\'s left', () => {
      const game = fourAfterRoundOne();
      playCard(game, 0, card(8, 0));
      challenge(game, 1);
      challenge(game, 3);
      approve(game, 2);
      expect(ctx(game).table).to.deep.equal([null, null, card(9, 0), null]);
      expect(view(game, null).tableCards).to.deep.equal([false, false, true, false]);
      expect(toAct(game)).to.deep.equal([1]);
      expect(view(game, 1).prompt).to.deep.equal({ type: 'play' });
      // Seat 1 now faces only seat 2.
      playCard(game, 1, ctx(game).hands[1]![0]!);
      expect(toAct(game)).to.deep.equal([2]);
    });

    it('BB-9: with one challenger only the card not captured is discarded', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [[card(6, 0), card(1)], [card(6, 1), card(12)]] });
      playCard(game, 0, card(6, 0));
      playCard(game, 1, card(6, 1));
      challenge(game, 0);
      expect(ctx(game).discards).to.deep.equal([[{ card: card(6, 0), faceUp: true }], []]);
      expect(last(game, 'challenge').discarded).to.deep.equal([{ seat: 0, card: TEST_DECK[card(6, 0)] }]);
      expect(toAct(game)).to.deep.equal([0]); // left of seat 1 in a two-player game
    });
  });

  describe('BB-10 scoring', () => {
    it('BB-10: each player scores its hand\'s face values plus the coins in its bonus pile; highest wins', () => {
      const game = start({ players: 2, seed: 1, first: 0, hands: [[card(6, 0), card(1), card(9)], [card(6, 1), card(12), card(2)]] });
      playCard(game, 0, card(6, 0));
      playCard(game, 1, card(6, 1));
      challenge(game, 0); // seat 0 wins: a random card of seat 1's (12 or 2) and the 6
      const taken = last(game, 'challenge').results[0]!.taken!;
      playCard(game, 0, card(1)); // no responders
      const left = taken.id === card(12) ? card(2) : card(12);
      playCard(game, 1, left); // seat 1's last card: the game ends
      const coins = testCoins(taken.value) + testCoins(6);
      expect(result(game)).to.deep.include({ handPoints: [9, 0], bonusCoins: [coins, 0], scores: [9 + coins, 0], winners: [0], ranking: [[0], [1]] });
      expect(lastLog(game)).to.deep.include({ type: 'end', scores: [9 + coins, 0], winners: [0] });
      for (const seat of viewers(2)) expect(view(game, seat).result).to.deep.equal(result(game));
    });

    it('BB-10: a tie on points goes to the player with more coins in its bonus pile', () => {
      // Seat 0 wins a challenge (coins 3 + 2 = 5 points); seat 2 keeps a 5 in hand: 5 points each.
      const deck = deckOf([[9, 1], [1, 0], [4, 3], [2, 2], [6, 0], [5, 0]]);
      const game = start({ players: 3, seed: 1, first: 0, deck, hands: [[0, 1], [2, 3], [4, 5]] });
      playCard(game, 0, 0);
      playCard(game, 1, 2);
      challenge(game, 0); // 4 < 9: seat 0 takes seat 1's last hand card (2) and its revealed 4
      playCard(game, 2, 4);
      playCard(game, 0, 1); // seat 0's last card: the game ends
      expect(result(game)).to.deep.equal({
        winners: [0], ranking: [[0], [2], [1]], scores: [5, 0, 5], handPoints: [0, 0, 5], bonusCoins: [5, 0, 0],
        reason: 'last-card', endedBy: 0,
      });
    });

    it('BB-10: still tied, the players share the victory', () => {
      const game = start({ players: 3, seed: 1, first: 0, hands: [[card(12)], [card(7), card(3)], [card(6), card(4)]] });
      playCard(game, 0, card(12));
      expect(result(game)).to.deep.include({ winners: [1, 2], ranking: [[1, 2], [0]], scores: [0, 10, 10] });
    });

    it('BB-10: the ranking lists every seat by score then coins; equal players share a place', () => {
      const game = start({ players: 4, seed: 1, first: 3, hands: [[card(7), card(3)], [card(12)], [card(6), card(4)], [card(1)]] });
      playCard(game, 3, card(1));
      const res = result(game)!;
      expect(res.scores).to.deep.equal([10, 12, 10, 0]);
      expect(res.winners).to.deep.equal([1]);
      expect(res.ranking).to.deep.equal([[1], [0, 2], [3]]);
    });
  });

  describe('BB-11 what everyone knows', () => {
    it('BB-11: every view shows the same public facts: hand sizes, table cards, bonus piles, face-up cards, the log', () => {
      const game = fourAfterRoundOne();
      playCard(game, 0, card(8, 0));
      challenge(game, 1);
      challenge(game, 3);
      approve(game, 2);
      const publicPart = (seat: number | null) => {
        const v = view(game, seat);
        return {
          handSizes: v.handSizes, tableCards: v.tableCards, bonus: v.bonus, bonusCoins: v.bonusCoins,
          discardCounts: v.discardCounts, faceUp: v.discards.map((pile) => pile.filter((d) => d.faceUp)),
          log: v.log, deck: v.deck, active: v.active, turn: v.turn, phase: v.phase, responders: v.responders, result: v.result,
        };
      };
      for (const seat of viewers(4)) expect(publicPart(seat), `view of ${seat}`).to.deep.equal(publicPart(null));
    });

    it('BB-11: a seat sees its own hand, table card and face-down discards, and no card another seat keeps hidden', () => {
      const game = fourAfterRoundOne();
      playCard(game, 0, card(8, 0)); // seat 0's 1 goes face down to its discard pile
      const c = ctx(game);
      for (const seat of viewers(4)) {
        const v = view(game, seat);
        const seen = new Set(cardObjects({ ...v, deck: [] }).map((leaf) => leaf.card.id));
        const own = seat === null ? [] : [...c.hands[seat]!, c.table[seat]!, ...c.discards[seat]!.map((d) => d.card)];
        for (const id of own) expect(seen.has(id), `seat ${seat} sees its own ${id}`).to.equal(true);
        const hidden = [
          ...c.hands.flatMap((h, s) => (s === seat ? [] : h)),
          ...c.table.flatMap((t, s) => (s === seat || t === null ? [] : [t])),
          ...c.discards.flatMap((pile, s) => (s === seat ? [] : pile.filter((d) => !d.faceUp).map((d) => d.card))),
          ...c.undealt,
        ];
        for (const id of hidden) expect(seen.has(id), `seat ${seat} must not see ${id}`).to.equal(false);
      }
    });

    it('BB-11: who challenged and who approved is public after the reveal, and every revealed card is in the log', () => {
      const game = fourAfterRoundOne();
      playCard(game, 0, card(8, 0));
      challenge(game, 1);
      approve(game, 2);
      expect(cardObjects(ctx(game).log), 'no card in the log before the reveal').to.have.length(0);
      challenge(game, 3);
      const entries = ctx(game).log.slice(-2);
      expect(entries[0]).to.deep.equal({ type: 'responses', seat: 0, approved: [2], challengers: [1, 3] });
      expect(entries[1]!.type).to.equal('challenge');
      // Only cards turned up or taken as spoils appear in the log, all in the challenge entry.
      const logged = cardObjects(ctx(game).log);
      for (const leaf of logged) expect(leaf.path).to.match(/^\$\[\d+\]\.(card|results|captured|discarded)/);
      const revealed = new Set([card(8, 0), card(5, 0), card(10, 0), ...ctx(game).bonus.flat()]);
      for (const leaf of logged) expect(revealed.has(leaf.card.id), `${leaf.card.id} at ${leaf.path}`).to.equal(true);
    });

    it('BB-11: only the seats asked have a prompt, and it says what is asked', () => {
      const game = fourAfterRoundOne();
      expect(viewers(4).map((s) => view(game, s).prompt)).to.deep.equal([{ type: 'play' }, null, null, null, null]);
      playCard(game, 0, card(8, 0));
      approve(game, 2);
      expect(viewers(4).map((s) => view(game, s).prompt)).to.deep.equal([
        null, { type: 'respond', active: 0 }, null, { type: 'respond', active: 0 }, null,
      ]);
    });
  });
});
