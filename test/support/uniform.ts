/** Whether random draws are uniform: how often each outcome came up, checked against its share. */
import { expect } from '@open-wc/testing';

/** How often each key came up in `n` draws. */
export function tally(n: number, draw: () => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const key = draw();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** Exactly `keys` came up, each n / keys.length times within 5 standard deviations (binomial). */
export function expectUniform(counts: Map<string, number>, keys: string[], n: number): void {
  expect([...counts.keys()].sort()).to.deep.equal([...keys].sort());
  const p = 1 / keys.length;
  const slack = 5 * Math.sqrt(n * p * (1 - p));
  for (const key of keys) expect(Math.abs(counts.get(key)! - n * p), `${key}: ${counts.get(key)} of ${n}`).to.be.below(slack);
}
