/**
 * What a SCORM package reports to the LMS's gradebook (README, "SCORM packages"): the learner's
 * score for a finished game, the lesson status it earns, and SCORM 1.2's time format. Pure
 * functions of the game's result; lms.ts writes what they return.
 */
import type { GameResult, Seat } from '../src/core/types.js';

/** The score range written as `cmi.core.score.min` and `cmi.core.score.max`. */
export const SCORE_MIN = 0;
export const SCORE_MAX = 100;

/**
 * The learner's score for one game, an integer from 0 to 100:
 * - 100 when `seat` is among the winners (a shared win too);
 * - otherwise by place: with `n` seats in the ranking and `place` = 1 + the number of seats
 *   ranked strictly ahead of `seat`, `round(100 × (n − place) / (n − 1))`. Of 4 players the
 *   second scores 67, the third 33, the last 0; seats tied for a place score the same.
 * @throws RangeError when `seat` is not in `result.ranking` (the result is of another game).
 */
export function learnerScore(result: GameResult, seat: Seat): number {
  if (result.winners.includes(seat)) return SCORE_MAX;
  const seats = result.ranking.flat().length;
  let ahead = 0;
  for (const tied of result.ranking) {
    if (tied.includes(seat)) return Math.round((SCORE_MAX * (seats - (ahead + 1))) / Math.max(1, seats - 1));
    ahead += tied.length;
  }
  throw new RangeError(`seat: ${seat} is not in the game's ranking (seats ${result.ranking.flat().join(', ')})`);
}

/** SCORM 1.2's `cmi.core.lesson_status` values this package writes. */
export type LessonStatus = 'incomplete' | 'passed' | 'failed' | 'completed';

/**
 * `passed` when `score` reaches `masteryScore` (both 0–100), else `failed`; with no learner's
 * score (a game of bots only, nobody to grade) `completed`.
 */
export function lessonStatus(score: number | null, masteryScore: number): LessonStatus {
  if (score === null) return 'completed';
  return score >= masteryScore ? 'passed' : 'failed';
}

/**
 * `milliseconds` as SCORM 1.2's CMITimespan, `HHHH:MM:SS.SS` with at least two digits of hours
 * (`00:03:07.25`); negative or non-finite durations count as 0, and hours stop at 9999.
 */
export function cmiTimespan(milliseconds: number): string {
  const longest = 9999 * 360_000 + 359_999; // 9999:59:59.99, in hundredths of a second
  const hundredths = Number.isFinite(milliseconds) && milliseconds > 0 ? Math.min(longest, Math.round(milliseconds / 10)) : 0;
  const hours = Math.floor(hundredths / 360_000);
  const minutes = Math.floor(hundredths / 6000) % 60;
  const seconds = (hundredths % 6000) / 100;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${seconds.toFixed(2).padStart(5, '0')}`;
}

/**
 * The mastery score that decides passed or failed: the LMS's `cmi.student_data.mastery_score`
 * (from the manifest, or changed by the LMS's administrator) when it is a number from 0 to 100,
 * else the one set when packaging.
 */
export function masteryScore(fromLms: string, packaged: number): number {
  const value = fromLms.trim() === '' ? Number.NaN : Number(fromLms);
  return Number.isFinite(value) && value >= 0 && value <= 100 ? value : packaged;
}
