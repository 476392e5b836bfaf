/**
 * BluffKing's cards (docs/architecture.md, "One game's folder"): French-suited card codes
 * (`src/core/playing-cards.ts`: rank + suit, e.g. `10H`, `QS`; jokers `BJ`, `RJ`), a deck of 54
 * (BK-1), jokers wild in a claim (BK-3), and hands as multisets of codes.
 */
import { isJoker, JOKERS, RANKS, rankOf, SUITS, suitOf, type Card, type Rank } from '../core/playing-cards.js';

export {
  isCard, isJoker, isRank, JOKERS, RANKS, rankOf, SUITS, suitOf,
  type Card, type Joker, type Rank, type Suit,
} from '../core/playing-cards.js';

/** BK-1: one 54-card deck in a fixed order: A..K of each suit, then both jokers. */
export const DECK: readonly Card[] = Object.freeze([
  ...SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`)),
  ...JOKERS,
]);

/** BK-3: a card matches a claim of `rank` when it has that rank or is a joker (wild). */
export function matchesClaim(card: Card, rank: Rank): boolean {
  return isJoker(card) || rankOf(card) === rank;
}

/** `decks` full decks, in order. */
export function buildDeck(decks: number): Card[] {
  return Array.from({ length: decks }, () => DECK).flat();
}

/** Sort key: rank order A..K (BK-3), then suit S H D C; jokers last. */
export function cardOrder(card: Card): number {
  const rank = rankOf(card);
  if (rank === null) return 100 + (card === 'BJ' ? 0 : 1);
  return RANKS.indexOf(rank) * 4 + SUITS.indexOf(suitOf(card)!);
}

/** A sorted copy of `cards`. */
export function sortCards(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => cardOrder(a) - cardOrder(b));
}

/** How many times each code occurs. */
export function countCards(cards: readonly Card[]): Map<Card, number> {
  const counts = new Map<Card, number>();
  for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
  return counts;
}

/**
 * `hand` without `cards` (as multisets), or null when `cards` is not contained in `hand`.
 */
export function removeCards(hand: readonly Card[], cards: readonly Card[]): Card[] | null {
  const rest = [...hand];
  for (const card of cards) {
    const i = rest.indexOf(card);
    if (i < 0) return null;
    rest.splice(i, 1);
  }
  return rest;
}
