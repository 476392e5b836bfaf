/**
 * Standard playing cards as string codes (docs/architecture.md): rank (`A 2 … 10 J Q K`) + suit (`S H D C`),
 * e.g. `10H`, `QS`; jokers are `BJ` (black) and `RJ` (red). A deck holds 54 cards (BK-1).
 */

/** Ranks in order (BK-3). Suits do not matter in BluffKing. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Suit = (typeof SUITS)[number];

export const JOKERS = ['BJ', 'RJ'] as const;
export type Joker = (typeof JOKERS)[number];

/** A card code. With two decks codes repeat: a hand is a multiset. */
export type Card = `${Rank}${Suit}` | Joker;

/** One 54-card deck in a fixed order: A..K of each suit, then both jokers. */
export const DECK: readonly Card[] = Object.freeze([
  ...SUITS.flatMap((suit) => RANKS.map((rank): Card => `${rank}${suit}`)),
  ...JOKERS,
]);

const CARD_SET: ReadonlySet<string> = new Set(DECK);

export function isCard(value: unknown): value is Card {
  return typeof value === 'string' && CARD_SET.has(value);
}

export function isRank(value: unknown): value is Rank {
  return typeof value === 'string' && (RANKS as readonly string[]).includes(value);
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

/** BK-3: a card matches a claim of `rank` when it has that rank or is a joker (wild). */
export function matchesClaim(card: Card, rank: Rank): boolean {
  return isJoker(card) || rankOf(card) === rank;
}

/** `decks` full decks, in order. */
export function buildDeck(decks: number): Card[] {
  return Array.from({ length: decks }, () => DECK).flat();
}

/** Sort key: rank order A..K, then suit S H D C; jokers last. */
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
