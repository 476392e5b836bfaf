/**
 * What a SCORM package reports (embed/score.ts, README "SCORM packages"): the learner's score by
 * place, the lesson status against the mastery score, SCORM 1.2's time format, and which mastery
 * score counts. Properties over random results with fast-check.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { cmiTimespan, learnerScore, lessonStatus, masteryScore } from '../../embed/score.js';
import type { GameResult } from '../../src/core/types.js';

/** A random finished game: 2–8 seats in shuffled places, some tied, the first place winning. */
const results = fc
  .integer({ min: 2, max: 8 })
  .chain((seats) => fc.tuple(fc.shuffledSubarray([...Array(seats).keys()], { minLength: seats, maxLength: seats }), fc.array(fc.boolean(), { minLength: seats, maxLength: seats })))
  .map(([order, tieWithNext]): GameResult => {
    const ranking: number[][] = [];
    order.forEach((seat, i) => (i > 0 && tieWithNext[i - 1] ? ranking.at(-1)!.push(seat) : ranking.push([seat])));
    return { winners: [...ranking[0]!], ranking };
  });

describe('the learner\'s score (SCORM packages)', () => {
  it('a win scores 100; of 4 players the second scores 67, the third 33, the last 0', () => {
    const ranking = [[2], [0], [3], [1]];
    const result = { winners: [2], ranking };
    expect([2, 0, 3, 1].map((seat) => learnerScore(result, seat))).to.deep.equal([100, 67, 33, 0]);
    expect(learnerScore({ winners: [0, 1], ranking: [[0, 1], [2]] }, 1), 'a shared win').to.equal(100);
    expect(learnerScore({ winners: [0], ranking: [[0], [1, 2], [3]] }, 2), 'tied for second of 4').to.equal(67);
  });

  it('property: an integer from 0 to 100; 100 exactly for winners; 0 for the last place alone; a better place never scores less', () => {
    fc.assert(
      fc.property(results, (result) => {
        const seats = result.ranking.flat();
        const scores = new Map(seats.map((seat) => [seat, learnerScore(result, seat)]));
        for (const [seat, score] of scores) {
          expect(Number.isInteger(score) && score >= 0 && score <= 100).to.equal(true);
          expect(score === 100).to.equal(result.winners.includes(seat));
        }
        const last = result.ranking.at(-1)!;
        if (last.length === 1 && result.ranking.length > 1) expect(scores.get(last[0]!)).to.equal(0);
        for (let place = 1; place < result.ranking.length; place++) {
          for (const seat of result.ranking[place]!) expect(scores.get(seat)!).to.be.at.most(scores.get(result.ranking[place - 1]![0]!)!);
          const tied = result.ranking[place]!.map((seat) => scores.get(seat));
          expect(new Set(tied).size, 'tied seats score the same').to.equal(1);
        }
      }),
    );
  });

  it('a seat not in the ranking is a RangeError naming it', () => {
    expect(() => learnerScore({ winners: [0], ranking: [[0], [1]] }, 5)).to.throw(RangeError, /seat: 5 is not in the game's ranking/);
  });
});

describe('the lesson status and the mastery score', () => {
  it('passed from the mastery score up, failed below it, completed with nobody to grade', () => {
    expect(lessonStatus(100, 100)).to.equal('passed');
    expect(lessonStatus(67, 100)).to.equal('failed');
    expect(lessonStatus(50, 50)).to.equal('passed');
    expect(lessonStatus(0, 0)).to.equal('passed');
    expect(lessonStatus(null, 100)).to.equal('completed');
  });

  it('the LMS\'s mastery score counts when it is a number from 0 to 100, else the packaged one', () => {
    expect(masteryScore('80', 100)).to.equal(80);
    expect(masteryScore('0', 100)).to.equal(0);
    expect(masteryScore('', 100)).to.equal(100);
    expect(masteryScore('  ', 67)).to.equal(67);
    expect(masteryScore('abc', 67)).to.equal(67);
    expect(masteryScore('101', 67)).to.equal(67);
    expect(masteryScore('-1', 67)).to.equal(67);
  });
});

describe('cmiTimespan: SCORM 1.2 session time', () => {
  it('HH:MM:SS.SS, at least two digits of hours, at most 9999:59:59.99', () => {
    expect(cmiTimespan(0)).to.equal('00:00:00.00');
    expect(cmiTimespan(187_254)).to.equal('00:03:07.25');
    expect(cmiTimespan(36_000_000 + 61_000)).to.equal('10:01:01.00');
    expect(cmiTimespan(-5)).to.equal('00:00:00.00');
    expect(cmiTimespan(Number.NaN)).to.equal('00:00:00.00');
    expect(cmiTimespan(1e15)).to.equal('9999:59:59.99');
  });

  it('property: matches the CMITimespan pattern and reads back to the duration within 5 ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 * 3_600_000 }), (ms) => {
        const text = cmiTimespan(ms);
        const match = /^(\d{2,4}):([0-5]\d):([0-5]\d\.\d{2})$/.exec(text);
        expect(match, text).to.not.equal(null);
        // Read back in whole hundredths (a float sum of the seconds' fraction could be off by 1e-6 ms
        // at a rounding half-way point, such as 33658896585 ms).
        const hundredths = Number(match![1]) * 360_000 + Number(match![2]) * 6000 + Math.round(Number(match![3]) * 100);
        expect(Math.abs(hundredths * 10 - ms)).to.be.at.most(5);
      }),
    );
  });
});
