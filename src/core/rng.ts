/**
 * Seeded randomness. All of a game's randomness comes from a pure-rand xoroshiro128+ generator
 * whose state (four 32-bit integers) lives in the machine context, so snapshots stay plain JSON
 * and the same seed and events give the same game.
 */
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';

/** The serialisable state of a generator. */
export type RngState = number[];

/** A mutable generator used inside one pure step; never stored. */
export interface Rng {
  /** An integer in [min, max], both included, uniformly. */
  int(min: number, max: number): number;
  /** A float in [0, 1). */
  float(): number;
}

/** Folds a safe integer into 32 bits, so seeds beyond 2^32 still give different games. */
function fold(seed: number): number {
  return (seed | 0) ^ (Math.floor(seed / 2 ** 32) | 0);
}

/**
 * A xoroshiro128+ generator for a seed. pure-rand puts the seed into the state nearly as it is, so
 * the first draws of nearby seeds would follow the seed (the starting seat was `seed mod players`);
 * the seed first goes through MurmurHash3's 32-bit finalizer, which spreads every bit. (pure-rand's
 * Mersenne Twister would do the same but adds 3 kB to every bundle.)
 */
function generatorFor(seed: number) {
  let h = fold(seed);
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return xoroshiro128plus(h ^ (h >>> 16));
}

/** The state for a seed (any safe integer). */
export function seedRng(seed: number): RngState {
  return [...generatorFor(seed).getState()];
}

/**
 * Runs `use` with a generator restored from `state`; returns its result and the advanced state.
 * The input state is not modified.
 */
export function withRng<T>(state: RngState, use: (rng: Rng) => T): [T, RngState] {
  const generator = xoroshiro128plusFromState(state);
  const rng: Rng = {
    int: (min, max) => uniformInt(generator, min, max),
    float: () => uniformFloat64(generator),
  };
  const value = use(rng);
  return [value, [...generator.getState()]];
}

/**
 * A `() => number` in [0, 1) for bots and the element, seeded; it advances in place.
 * Same seed, same sequence.
 */
export function randomSource(seed: number): () => number {
  const generator = generatorFor(seed);
  return () => uniformFloat64(generator);
}
