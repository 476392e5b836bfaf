/**
 * A SCORM package's link to its LMS (README, "SCORM packages"), SCORM 1.2 through the pipwerks
 * wrapper as a module (`@gamestdio/scorm`), which finds the LMS's `API` object in the parent and
 * opener windows:
 *
 * - at launch: `LMSInitialize`, then `cmi.core.lesson_status = incomplete` unless an earlier
 *   session already ended a game (passed, failed or completed stays until a new game ends);
 * - at each game over (the element's `game-over`): the learner's score (score.ts) as
 *   `cmi.core.score.raw/min/max` (the best of this and earlier games), `lesson_status` passed or
 *   failed against the mastery score (`completed` in a game of bots only), `session_time`, commit;
 * - when the page goes (`pagehide`: the LMS closes the frame or the window): `session_time`,
 *   `cmi.core.exit` (`suspend` while no game has ended, so the LMS offers to resume, else empty),
 *   commit and `LMSFinish`.
 *
 * The learner plays the first human seat of `game-start`'s `humans`. With no LMS API (the page
 * opened on its own, or the LMS on another origin) nothing is written and the game plays as on
 * the embed page.
 */
import { scorm } from '@gamestdio/scorm';
import type { GameOverDetail, GameStartDetail } from '../components/index.js';
import type { Seat } from '../src/core/types.js';
import { SCORE_MAX, SCORE_MIN, cmiTimespan, learnerScore, lessonStatus, masteryScore } from './score.js';

/** Statuses that say an earlier session ended a game: a new launch keeps them. */
const ENDED = ['passed', 'failed', 'completed'];

/** What the package was built with (scripts/package-scorm.mjs writes it into the page). */
export interface LmsSettings {
  /** 0–100; the LMS's `cmi.student_data.mastery_score` overrides it when set. */
  masteryScore: number;
}

/** An open LMS session; `finish()` ends it (once; also on `pagehide`). */
export interface LmsSession {
  finish(): void;
}

/**
 * Starts the LMS session and reports the games played in `root` (the element that holds the
 * game's element: its events bubble to it).
 * @returns the session, or null when no LMS API answers (nothing is written; the game plays).
 */
export function connectLms(root: HTMLElement, settings: LmsSettings): LmsSession | null {
  let connected = false;
  try {
    scorm.configure({ version: '1.2' }); // also turns the wrapper's console output and its own status and exit handling off
    connected = scorm.initialize();
  } catch {
    // A parent frame on another origin: its API cannot be reached, so there is no LMS to talk to.
  }
  if (!connected) return null;

  const started = performance.now();
  const mastery = masteryScore(scorm.get('cmi.student_data.mastery_score'), settings.masteryScore);
  const storedScore = Number.parseFloat(scorm.get('cmi.core.score.raw'));
  let best = Number.isFinite(storedScore) ? storedScore : null;
  let status = scorm.get('cmi.core.lesson_status');
  let gameEnded = false;
  let learner: Seat | null = null;
  if (!ENDED.includes(status)) {
    status = 'incomplete';
    scorm.set('cmi.core.lesson_status', status);
    scorm.commit();
  }

  const sessionTime = () => scorm.set('cmi.core.session_time', cmiTimespan(performance.now() - started));

  root.addEventListener('game-start', (event) => {
    learner = (event as CustomEvent<GameStartDetail>).detail.humans[0] ?? null;
  });
  root.addEventListener('game-over', (event) => {
    const result = (event as CustomEvent<GameOverDetail>).detail;
    gameEnded = true;
    if (learner === null) {
      // Nobody to grade: the game was watched to its end.
      if (status === 'incomplete') scorm.set('cmi.core.lesson_status', (status = lessonStatus(null, mastery)));
    } else {
      best = Math.max(best ?? SCORE_MIN, learnerScore(result, learner));
      scorm.set('cmi.core.score.min', String(SCORE_MIN));
      scorm.set('cmi.core.score.max', String(SCORE_MAX));
      scorm.set('cmi.core.score.raw', String(best));
      scorm.set('cmi.core.lesson_status', (status = lessonStatus(best, mastery)));
    }
    sessionTime();
    scorm.commit();
  });

  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    sessionTime();
    scorm.set('cmi.core.exit', gameEnded ? '' : 'suspend');
    scorm.terminate(); // commits, then LMSFinish
  };
  addEventListener('pagehide', finish);
  return { finish };
}
