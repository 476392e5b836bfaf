/**
 * A SCORM package's script (scripts/package-scorm.mjs builds it as scorm.js beside the embed
 * page's files): starts the LMS session (lms.ts), then the embed page (page.ts) with the game and
 * options the package was made with; with an LMS, the table saves its game in the attempt's
 * `cmi.suspend_data` and resumes it there (lms.ts, suspend.ts). Both are read from the page itself,
 * never from the address: an LMS adds its own query values to the launch URL.
 *
 * - `<meta name="bluffhouse-query" content="?game=bluff-king&players=4">`: the embed page's query.
 * - `<meta name="bluffhouse-mastery-score" content="100">`: 0–100 (README, "SCORM packages").
 */
import { connectLms } from './lms.js';
import { startEmbed } from './page.js';
import { masteryScore } from './score.js';

/** The mastery score when the page does not say one: a win passes. */
const DEFAULT_MASTERY_SCORE = 100;

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';
const root = document.getElementById('embed');
if (root) {
  const lms = connectLms(root, { masteryScore: masteryScore(meta('bluffhouse-mastery-score'), DEFAULT_MASTERY_SCORE) });
  // With an LMS, the game is kept in the attempt's suspend data; without one it plays as the embed page's.
  void startEmbed(root, meta('bluffhouse-query'), lms ? (element) => {
    element.setAttribute('persist-key', lms.persistKey);
    (element as HTMLElement & { persistStorage?: unknown }).persistStorage = lms.storage;
  } : undefined);
} else {
  console.error('bluffhouse SCORM package: the page has no #embed element to hold the game.');
}
