/**
 * Asset cards, data kept apart from logic (docs/architecture.md, "One game's folder"): a card is
 * `{ id, value, coins, name }`. The standard edition (BB-1) has 48 cards, face values 1–12 four
 * times each, `id` 0..47 and `value = floor(id / 4) + 1`; coins are 3 on values 1–4, 2 on 5–8 and
 * 1 on 9–12. A host may pass its own deck instead (`parseDeck`), whose ids are then the array indices.
 */
import { describe, inputError } from '../core/input.js';

/** One asset card. `value` scores in hand (BB-10); `coins` score in a bonus pile. */
export interface AssetCard {
  /** Index in the game's deck: 0..deck.length-1. */
  readonly id: number;
  /** Face value: what the card scores in hand and what a challenge compares (BB-7). */
  readonly value: number;
  /** Coin symbols: what the card scores in a bonus pile (BB-10). */
  readonly coins: number;
  /** Asset name, for flavour. */
  readonly name: string;
}

/** A card as a host describes it in a custom deck (the id is its index). */
export interface AssetCardSpec {
  value: number;
  coins: number;
  name: string;
}

/** BB-1: face value → coin symbols and asset name, for the standard edition. */
export const STANDARD_ASSETS: readonly Readonly<{ value: number; coins: number; name: string }>[] = Object.freeze([
  { value: 1, coins: 3, name: 'Lemonade Stand' },
  { value: 2, coins: 3, name: 'Food Truck' },
  { value: 3, coins: 3, name: 'Corner Café' },
  { value: 4, coins: 3, name: 'Vintage Car' },
  { value: 5, coins: 2, name: 'Racehorse' },
  { value: 6, coins: 2, name: 'Art Collection' },
  { value: 7, coins: 2, name: 'Vineyard' },
  { value: 8, coins: 2, name: 'Superyacht' },
  { value: 9, coins: 1, name: 'Skyscraper' },
  { value: 10, coins: 1, name: 'Sports Team' },
  { value: 11, coins: 1, name: 'Private Island' },
  { value: 12, coins: 1, name: 'Space Program' },
].map((asset) => Object.freeze(asset)));

/** BB-1: copies of each value in the standard edition. */
export const COPIES_PER_VALUE = 4;

/** BB-1: the 48 cards of the standard edition, id 0..47, `value = floor(id / 4) + 1`. */
export const STANDARD_DECK: readonly AssetCard[] = Object.freeze(
  STANDARD_ASSETS.flatMap((asset, v) =>
    Array.from({ length: COPIES_PER_VALUE }, (_, copy) => Object.freeze({ id: v * COPIES_PER_VALUE + copy, ...asset }))),
);

/** Fewest and most cards a custom deck may hold. */
export const MIN_DECK = 2;
export const MAX_DECK = 200;

const CARD_KEYS = ['id', 'value', 'coins', 'name'];

/**
 * Validates a host's deck: an array of 2..200 `{ value, coins, name }` (an `id`, if present, must
 * equal the card's index, so a deck read from a view can be passed back). Returns fresh frozen
 * cards with `id` = index.
 * @throws TypeError / RangeError naming the card and field, e.g. `deck[3].coins must be an integer ≥ 0 (got -1)`;
 *   `error.field` is `deck` (src/core/input.ts).
 */
export function parseDeck(value: unknown): AssetCard[] {
  if (!Array.isArray(value)) {
    throw inputError(TypeError, 'deck', `deck must be an array of ${MIN_DECK} to ${MAX_DECK} cards { value, coins, name } (got ${describe(value)})`);
  }
  if (value.length < MIN_DECK || value.length > MAX_DECK) {
    throw inputError(RangeError, 'deck', `deck must hold ${MIN_DECK} to ${MAX_DECK} cards (got ${value.length})`);
  }
  return value.map((card: unknown, i): AssetCard => {
    const at = `deck[${i}]`;
    if (card === null || typeof card !== 'object' || Array.isArray(card)) {
      throw inputError(TypeError, at, `${at} must be an object { value, coins, name } (got ${describe(card)})`);
    }
    const record = card as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (!CARD_KEYS.includes(key)) throw inputError(TypeError, at, `${at} has an unknown field "${key}"; a card has value, coins, name (and optionally id)`);
    }
    if (record.id !== undefined && record.id !== i) {
      throw inputError(RangeError, at, `${at}.id must be ${i} (the card's index) or absent (got ${describe(record.id)})`);
    }
    const cardValue = nonNegativeInteger(`${at}.value`, record.value);
    const coins = nonNegativeInteger(`${at}.coins`, record.coins);
    if (typeof record.name !== 'string' || record.name.trim() === '') {
      throw inputError(TypeError, at, `${at}.name must be a non-empty string (got ${describe(record.name)})`);
    }
    return Object.freeze({ id: i, value: cardValue, coins, name: record.name });
  });
}

function nonNegativeInteger(field: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    throw inputError(TypeError, field, `${field} must be an integer ≥ 0 (got ${describe(value)})`);
  }
  if (value < 0) throw inputError(RangeError, field, `${field} must be an integer ≥ 0 (got ${value})`);
  return value;
}

/** Sort order for display: value, then id. */
export function compareCards(a: AssetCard, b: AssetCard): number {
  return a.value - b.value || a.id - b.id;
}

/** The cards with these ids, sorted by value then id. */
export function sortedCards(deck: readonly AssetCard[], ids: readonly number[]): AssetCard[] {
  return ids.map((id) => deck[id]!).sort(compareCards);
}

/** BB-10: the face values of `ids`, summed (hand points). */
export function valueOf(deck: readonly AssetCard[], ids: readonly number[]): number {
  return ids.reduce((sum, id) => sum + deck[id]!.value, 0);
}

/** BB-10: the coin symbols on `ids`, summed (bonus points). */
export function coinsOf(deck: readonly AssetCard[], ids: readonly number[]): number {
  return ids.reduce((sum, id) => sum + deck[id]!.coins, 0);
}
