/**
 * Bluffing Billionaires' input and deal (RULES.md BB-1, BB-2): the player range and hand sizes,
 * the input's keys, `parseInput` (validation and defaults) and `setupGame` (the first context).
 */
import { dealRoundRobin, shuffle } from '../core/deal.js';
import { describe, inputError, inputRecord, integerIn, seedIn, withField } from '../core/input.js';
import { seedRng, withRng } from '../core/rng.js';
import { parseDeck, STANDARD_DECK } from './cards.js';
import type { BluffingBillionairesContext, BluffingBillionairesSettings } from './types.js';

export const INPUT_KEYS = ['players', 'seed', 'first', 'hands', 'handSize', 'deck'] as const;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 6;
/** BB-2: the default and the smallest hand size. */
export const DEFAULT_HAND_SIZE = 8;
export const MIN_HAND_SIZE = 3;

/**
 * Validates an input and fills in defaults. `parseInput(parseInput(x))` equals `parseInput(x)`.
 * @throws TypeError / RangeError naming the field and the allowed values: players outside 2..6,
 *   a bad deck (naming the card and field), handSize outside 3..floor(deck size / players), a deck
 *   too small to deal 3 cards to each seat, first outside 0..players-1, a `hands` that is not a
 *   legal deal (not one hand per seat, an empty hand, an id outside the deck, an id twice), an
 *   unknown option. Every error carries the top-level input field as `error.field`
 *   (src/core/input.ts): `hands[2][0]` gives `hands`, `deck[3].coins` and a deck too small to deal
 *   give `deck`, an unknown option its own key.
 */
export function parseInput(input: unknown): BluffingBillionairesSettings {
  const record = inputRecord(input, INPUT_KEYS);
  const players = integerIn('players', record.players, MIN_PLAYERS, MAX_PLAYERS);
  const seed = seedIn(record.seed);
  const deck = record.deck === undefined ? [...STANDARD_DECK] : parseDeck(record.deck);
  const settings: BluffingBillionairesSettings = { players, seed, deck };
  const maxHand = Math.floor(deck.length / players);
  const tooSmall = () => inputError(
    RangeError, 'deck',
    `deck holds ${deck.length} cards but ${players} players need at least ${MIN_HAND_SIZE * players} (handSize ${MIN_HAND_SIZE} or more each, BB-2)`,
  );
  if (record.handSize !== undefined) {
    if (maxHand < MIN_HAND_SIZE) throw tooSmall();
    settings.handSize = integerIn('handSize', record.handSize, MIN_HAND_SIZE, maxHand);
  }
  if (record.first !== undefined) settings.first = integerIn('first', record.first, 0, players - 1);
  if (record.hands !== undefined) settings.hands = withField('hands', () => parseHands(record.hands, players, deck.length));
  else if (settings.handSize === undefined) {
    if (maxHand < MIN_HAND_SIZE) throw tooSmall();
    settings.handSize = Math.min(DEFAULT_HAND_SIZE, maxHand);
  }
  return settings;
}

/** A fixed deal: one non-empty hand of card ids per seat, each id in the deck and dealt once (BB-2). */
function parseHands(value: unknown, players: number, deckSize: number): number[][] {
  if (!Array.isArray(value) || value.length !== players) {
    throw new TypeError(`hands must be an array of ${players} hands of card ids, one per seat (got ${describe(value)})`);
  }
  const seen = new Map<number, string>();
  value.forEach((hand: unknown, seat) => {
    if (!Array.isArray(hand) || hand.length === 0) {
      throw new TypeError(`hands[${seat}] must be a non-empty array of card ids from 0 to ${deckSize - 1} (got ${describe(hand)})`);
    }
    hand.forEach((id: unknown, i) => {
      const at = `hands[${seat}][${i}]`;
      if (typeof id !== 'number' || !Number.isInteger(id)) {
        throw new TypeError(`${at} must be a card id: an integer from 0 to ${deckSize - 1} (got ${describe(id)})`);
      }
      if (id < 0 || id >= deckSize) throw new RangeError(`${at} must be a card id from 0 to ${deckSize - 1} (got ${id})`);
      const earlier = seen.get(id);
      if (earlier !== undefined) throw new RangeError(`${at} deals card ${id} again: it is already at ${earlier}; the deck holds each card once`);
      seen.set(id, at);
    });
  });
  return (value as number[][]).map((hand) => [...hand]);
}

/** BB-1, BB-2: the starting context for a validated input: the deal and the first active player. */
export function setupGame(settings: BluffingBillionairesSettings): BluffingBillionairesContext {
  const { players, deck } = settings;
  const [{ first, hands, undealt }, rng] = withRng(seedRng(settings.seed), (random) => {
    const first = settings.first ?? random.int(0, players - 1);
    const ids = deck.map((card) => card.id);
    if (settings.hands) {
      const dealt = new Set(settings.hands.flat());
      return { first, hands: settings.hands.map((hand) => [...hand]), undealt: ids.filter((id) => !dealt.has(id)) };
    }
    const { hands, rest } = dealRoundRobin(shuffle(random, ids), players, first, settings.handSize!);
    return { first, hands, undealt: rest };
  });
  return {
    players,
    deck: deck.map((card) => ({ ...card })),
    rng,
    hands,
    table: hands.map(() => null),
    discards: hands.map(() => []),
    bonus: hands.map(() => []),
    undealt,
    active: first,
    turn: 1,
    responders: [],
    responses: hands.map(() => null),
    ended: null,
    log: [{ type: 'deal', first, handSizes: hands.map((hand) => hand.length), deckSize: deck.length, undealt: undealt.length }],
  };
}
