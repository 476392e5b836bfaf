/**
 * BluffKing's input and deal (RULES.md BK-1, BK-2): the player range, the input's keys,
 * `parseInput` (validation and defaults) and `setupGame` (the first context).
 */
import { dealRoundRobin, shuffle } from '../core/deal.js';
import { describe, inputError, inputRecord, integerIn, oneOf, seedIn } from '../core/input.js';
import { seedRng, withRng } from '../core/rng.js';
import { buildDeck, countCards, isCard, type Card } from './cards.js';
import type { BluffKingContext, BluffKingSettings } from './types.js';

export const INPUT_KEYS = ['players', 'seed', 'first', 'hands', 'decks', 'maxPlay'] as const;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;

/**
 * Validates an input and fills in defaults (BK-1: `decks` 1 for 2–4 players, 2 for 5–8; BK-4:
 * `maxPlay` null, no limit).
 * @throws TypeError / RangeError naming the field, with the top-level input field as `error.field`
 *   (src/core/input.ts): players outside 2..8, decks not 1 or 2, maxPlay < 1, first outside
 *   0..players-1, a `hands` the decks cannot supply, an unknown option (`field` = that key).
 */
export function parseInput(input: unknown): BluffKingSettings {
  const record = inputRecord(input, INPUT_KEYS);
  const players = integerIn('players', record.players, MIN_PLAYERS, MAX_PLAYERS);
  const seed = seedIn(record.seed);
  const decks = record.decks === undefined ? (players <= 4 ? 1 : 2) : oneOf('decks', record.decks, [1, 2] as const);
  const maxPlay = record.maxPlay === undefined || record.maxPlay === null
    ? null
    : integerIn('maxPlay', record.maxPlay, 1, Infinity);
  const settings: BluffKingSettings = { players, seed, decks, maxPlay };
  if (record.first !== undefined) settings.first = integerIn('first', record.first, 0, players - 1);
  if (record.hands !== undefined) settings.hands = parseHands(record.hands, players, decks);
  return settings;
}

/** A fixed deal: one non-empty hand of card codes per seat, no code more often than the decks hold it. */
function parseHands(value: unknown, players: number, decks: number): Card[][] {
  if (!Array.isArray(value) || value.length !== players) {
    throw inputError(TypeError, 'hands', `hands must be an array of ${players} hands, one per seat (got ${describe(value)})`);
  }
  value.forEach((hand: unknown, seat) => {
    if (!Array.isArray(hand) || hand.length === 0) {
      throw inputError(TypeError, `hands[${seat}]`, `hands[${seat}] must be a non-empty array of card codes such as "10H", "QS", "BJ" (got ${describe(hand)})`);
    }
    hand.forEach((card: unknown, i) => {
      if (!isCard(card)) {
        throw inputError(TypeError, `hands[${seat}][${i}]`, `hands[${seat}][${i}] must be a card code: rank A,2..10,J,Q,K + suit S,H,D,C, or BJ/RJ (got ${describe(card)})`);
      }
    });
  });
  for (const [card, count] of countCards((value as Card[][]).flat())) {
    if (count > decks) {
      throw inputError(RangeError, 'hands', `hands deal ${card} ${count} times but ${decks} deck(s) hold it ${decks} time(s)`);
    }
  }
  return (value as Card[][]).map((hand) => [...hand]);
}

/** BK-1, BK-2: the starting context for a validated input: the deal and the first lead holder. */
export function setupGame(settings: BluffKingSettings): BluffKingContext {
  const { players, decks } = settings;
  const [{ first, hands }, rng] = withRng(seedRng(settings.seed), (random) => {
    const first = settings.first ?? random.int(0, players - 1);
    if (settings.hands) return { first, hands: settings.hands.map((hand) => [...hand]) };
    return { first, hands: dealRoundRobin(shuffle(random, buildDeck(decks)), players, first).hands };
  });
  return {
    players,
    decks,
    maxPlay: settings.maxPlay,
    rng,
    hands,
    claims: [],
    rank: null,
    asked: first,
    discarded: [],
    dealt: hands.reduce((sum, hand) => sum + hand.length, 0),
    winner: null,
    log: [{ type: 'deal', first, handSizes: hands.map((hand) => hand.length), decks }],
  };
}
