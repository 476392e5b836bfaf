/**
 * The bots' random choices (src/core/bot-random.ts): `pickWeighted` draws in proportion to the
 * weights, `subMultisets` counts the distinct sub-multisets of a hand and draws each as often as
 * another (what `random` bots need to pick uniformly among "any 1..n cards" moves).
 */
import { expect } from '@open-wc/testing';
import { randomSource } from '../../src/index.js';
import { pickWeighted, subMultisets } from '../../src/core/bot-random.js';
import { expectUniform, tally } from '../support/uniform.js';

describe('bot random choices', () => {
  it('pickWeighted: an index in proportion to its weight; zero weights never; all zero throws', () => {
    const rng = randomSource(1);
    const counts = tally(8000, () => String(pickWeighted(rng, [1, 0, 3])));
    expect(counts.has('1')).to.equal(false);
    expect(counts.get('2')! / 8000).to.be.within(0.72, 0.78);
    expect(() => pickWeighted(rng, [0, 0])).to.throw(RangeError);
  });

  it('subMultisets: equal items are alike; count and sizes as asked', () => {
    expect(subMultisets(['A', 'A', 'B'], 1, 3).count).to.equal(5); // A, B, AA, AB, AAB
    expect(subMultisets(['A', 'A', 'B'], 2, 2).count).to.equal(2); // AA, AB
    expect(subMultisets(['A', 'B', 'C', 'D'], 1, 4).count).to.equal(15);
    expect(subMultisets(['A', 'B'], 3, 5).count).to.equal(0);
    expect(() => subMultisets(['A'], 2, 2).draw(randomSource(1))).to.throw(RangeError);
    // 54 distinct cards: 2^54 − 1 choices, beyond exact integers, still counted.
    expect(subMultisets(Array.from({ length: 54 }, (_, i) => i), 1, 54).count).to.be.above(1.8e16);
  });

  it('subMultisets: every distinct sub-multiset is drawn equally often', () => {
    const rng = randomSource(2);
    const choices = subMultisets(['A', 'A', 'B', 'C'], 1, 4);
    const n = 12_000;
    const counts = tally(n, () => choices.draw(rng).join(''));
    expectUniform(counts, ['A', 'B', 'C', 'AA', 'AB', 'AC', 'BC', 'AAB', 'AAC', 'ABC', 'AABC'], n);
    expect(choices.count).to.equal(11);
  });
});
