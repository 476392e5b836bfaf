/** Helpers for shuffling and dealing, shared by every game. */
import type { Rng } from './rng.js';
import type { Seat } from './types.js';

/** A new array with the items of `items` in a uniformly random order (Fisher–Yates). */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Deals `cards` one at a time, clockwise from `first`, until they run out (or each hand holds
 * `perHand`). Hand sizes then differ by at most one, the earliest seats holding the extra cards.
 * Returns the hands (index = seat) and the cards not dealt.
 */
export function dealRoundRobin<T>(
  cards: readonly T[],
  players: number,
  first: Seat,
  perHand = Infinity,
): { hands: T[][]; rest: T[] } {
  const hands: T[][] = Array.from({ length: players }, () => []);
  const total = Math.min(cards.length, perHand * players);
  for (let i = 0; i < total; i++) hands[(first + i) % players]!.push(cards[i]!);
  return { hands, rest: cards.slice(total) };
}

/** Picks one item uniformly. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[rng.int(0, items.length - 1)]!;
}
