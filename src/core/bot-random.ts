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
