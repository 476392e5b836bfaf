/**
 * French-suited playing cards as string codes, whatever game uses them: rank (`A 2 … 10 J Q K`)
 * + suit (`S H D C`), e.g. `10H`, `QS`; the two jokers are `BJ` (black) and `RJ` (red). Only the
 * codes and how to read them live here; what a card does in a game (a claim, a deck of BK-1) lives
 * in that game's `cards.ts` (docs/architecture.md, "One game's folder").
 */

/** Ranks, ace low: A, 2..10, J, Q, K. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

/** Suits: spades, hearts, diamonds, clubs. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

/** The black and the red joker. */
export const JOKERS = ['BJ', 'RJ'] as const;
export type Joker = (typeof JOKERS)[number];

/** A card code: a rank and a suit, or a joker. Two decks repeat codes: a hand is a multiset. */
export type Card = `${Rank}${Suit}` | Joker;

export function isRank(value: unknown): value is Rank {
  return typeof value === 'string' && (RANKS as readonly string[]).includes(value);
}

export function isSuit(value: unknown): value is Suit {
  return typeof value === 'string' && (SUITS as readonly string[]).includes(value);
}

const CODES: ReadonlySet<string> = new Set([...SUITS.flatMap((suit) => RANKS.map((rank) => `${rank}${suit}`)), ...JOKERS]);

/** Whether a value is a card code (`10H`, `QS`, `BJ`…). */
export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && CODES.has(value);
}

export function isJoker(card: Card): card is Joker {
  return card === 'BJ' || card === 'RJ';
}

/** The rank of a card, or null for a joker. */
export function rankOf(card: Card): Rank | null {
  return isJoker(card) ? null : (card.slice(0, -1) as Rank);
}

/** The suit of a card, or null for a joker. */
export function suitOf(card: Card): Suit | null {
  return isJoker(card) ? null : (card.slice(-1) as Suit);
}
