/**
 * Random choices for bots. A bot draws from the `rng` it is given (floats in [0, 1), the `Bot`
 * contract in types.ts), never from the game's own PRNG, so bots cannot change a deal.
 */

/** A bot's random source: floats in [0, 1). */
export type BotRandom = () => number;

/** An integer from `min` to `max`, both included. */
export function randomInt(rng: BotRandom, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** True with probability `p` (0..1). */
export function chance(rng: BotRandom, p: number): boolean {
  return rng() < p;
}

/** One item, uniformly. @throws RangeError when `items` is empty. */
export function pick<T>(rng: BotRandom, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick needs at least one item');
  return items[randomInt(rng, 0, items.length - 1)]!;
}

/** A new array with the items in a uniformly random order (Fisher–Yates). */
export function shuffle<T>(rng: BotRandom, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, 0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * An index of `weights` drawn with probability proportional to its weight (weights ≥ 0, finite).
 * @throws RangeError when no weight is above 0.
 */
export function pickWeighted(rng: BotRandom, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (!(total > 0)) throw new RangeError('pickWeighted needs a weight above 0');
  let r = rng() * total;
  const last = weights.findLastIndex((w) => w > 0);
  for (let i = 0; i < last; i++) {
    if (r < weights[i]!) return i;
    r -= weights[i]!;
  }
  return last;
}

/** The distinct sub-multisets `subMultisets` describes: how many there are, and one drawn uniformly. */
export interface SubMultisets<T> {
  /** How many distinct sub-multisets there are (0 when none). */
  readonly count: number;
  /** One of them, uniformly (items in the order they first occur). @throws RangeError when there is none. */
  draw(rng: BotRandom): T[];
}

/**
 * The distinct sub-multisets of `items` with `min`..`max` items (both included), equal items (`===`)
 * being alike: `[A, A, B]` with 1..3 items has five (A, B, AA, AB, AAB). For a bot that picks
 * uniformly among moves such as "any 1..n cards of the hand". Counts are floats: above 2^53 the
 * draw is uniform to within rounding.
 */
export function subMultisets<T>(items: readonly T[], min: number, max: number): SubMultisets<T> {
  const often = new Map<T, number>();
  for (const item of items) often.set(item, (often.get(item) ?? 0) + 1);
  const kinds = [...often];
  const top = Math.max(0, Math.min(items.length, max));
  // ways[i][k]: the ways to take k items from the kinds i onwards.
  const ways: number[][] = [Array.from({ length: top + 1 }, (_, k) => (k === 0 ? 1 : 0))];
  for (let i = kinds.length - 1; i >= 0; i--) {
    const later = ways[0]!;
    ways.unshift(later.map((_, k) => {
      let sum = 0;
      for (let c = 0; c <= Math.min(kinds[i]![1], k); c++) sum += later[k - c]!;
      return sum;
    }));
  }
  const sizes = ways[0]!.map((w, k) => (k >= min ? w : 0));
  const count = sizes.reduce((sum, w) => sum + w, 0);
  return {
    count,
    draw(rng) {
      if (count === 0) throw new RangeError(`no sub-multiset of ${min}..${max} items`);
      let left = pickWeighted(rng, sizes);
      return kinds.flatMap(([item, n], i) => {
        const c = pickWeighted(rng, Array.from({ length: Math.min(n, left) + 1 }, (_, take) => ways[i + 1]![left - take]!));
        left -= c;
        return Array<T>(c).fill(item);
      });
    },
  };
}
