/**
 * A SCORM package's link to its LMS (README, "SCORM packages"), SCORM 1.2 through the pipwerks
 * wrapper as a module (`@gamestdio/scorm`), which finds the LMS's `API` object in the parent and
 * opener windows:
 *
 * - at launch: `LMSInitialize`, then `cmi.core.lesson_status = incomplete` unless an earlier
 *   session already ended a game (passed, failed or completed stays until a new game ends);
 * - the game in `cmi.suspend_data` (suspend.ts: the table's `persist-key` save, the game's record):
 *   read at launch when `cmi.core.entry` is `resume` (the table replays it, each move checked
 *   again; a record that does not replay gives a new game and a console warning), written after
 *   every move and committed after each of the learner's; `cmi.core.exit = suspend` while a game
 *   runs, empty once it ended;
 * - at each game over (the element's `game-over`): the learner's score (score.ts) as
 *   `cmi.core.score.raw/min/max` (the best of this and earlier games), `lesson_status` passed or
 *   failed against the mastery score (`completed` in a game of bots only), `session_time`, commit;
 * - when the page goes (`pagehide`: the LMS closes the frame or the window): `session_time`,
 *   `cmi.core.exit` (`suspend` while a game runs, so the LMS resumes it, else empty), commit (the
 *   suspend data too) and `LMSFinish`.
 *
 * The learner plays the first human seat of `game-start`'s `humans`. With no LMS API (the page
 * opened on its own, or the LMS on another origin) nothing is written and the game plays as on
 * the embed page.
 */
import { scorm } from '@gamestdio/scorm';
import type { GameOverDetail, GameStartDetail } from '../components/index.js';
import type { SaveStorage } from '../components/internal/table/game-controller.js';
import { readRecord } from '../src/core/record.js';
import type { Seat } from '../src/core/types.js';
import { SCORE_MAX, SCORE_MIN, cmiTimespan, learnerScore, lessonStatus, masteryScore } from './score.js';
import { SUSPEND_DATA_MAX, SUSPEND_KEY, suspendStorage } from './suspend.js';

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
  /** The table's `persist-key` and `persistStorage`: its saves go to `cmi.suspend_data`. */
  persistKey: string;
  storage: SaveStorage;
}

/** The seat of the record's last move, or null (no move, or not a record). */
function lastMover(text: string): Seat | null {
  try {
    return readRecord(text.split('\n', 1)[0]!).moves.at(-1)?.seat ?? null;
  } catch {
    return null;
  }
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
  let running = false;
  let learner: Seat | null = null;
  let exit: string | null = null;
  const setExit = (value: '' | 'suspend') => {
    if (exit !== value) scorm.set('cmi.core.exit', (exit = value));
  };
  if (!ENDED.includes(status)) {
    status = 'incomplete';
    scorm.set('cmi.core.lesson_status', status);
    scorm.commit();
  }

  const sessionTime = () => scorm.set('cmi.core.session_time', cmiTimespan(performance.now() - started));

  // The game of this attempt: only when the LMS resumes it (a new attempt starts a new game).
  const resuming = scorm.get('cmi.core.entry') === 'resume';
  let warned = false;
  const storage = suspendStorage(resuming ? scorm.get('cmi.suspend_data') : '', (text) => {
    if (text.length > SUSPEND_DATA_MAX) {
      if (!warned) console.warn(`bluffhouse: the game's record is ${text.length} characters, more than the ${SUSPEND_DATA_MAX} of cmi.suspend_data; the LMS keeps the last one that fit.`);
      warned = true;
      return false;
    }
    if (!scorm.set('cmi.suspend_data', text)) return false;
    if (learner !== null && lastMover(text) === learner) scorm.commit();
    return true;
  });

  root.addEventListener('game-start', (event) => {
    learner = (event as CustomEvent<GameStartDetail>).detail.humans[0] ?? null;
    running = true;
    setExit('suspend');
  });
  root.addEventListener('game-over', (event) => {
    const result = (event as CustomEvent<GameOverDetail>).detail;
    running = false;
    setExit('');
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
    setExit(running ? 'suspend' : '');
    scorm.terminate(); // commits, then LMSFinish
  };
  addEventListener('pagehide', finish);
  return { finish, persistKey: SUSPEND_KEY, storage };
}
