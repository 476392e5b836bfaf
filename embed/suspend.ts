/**
 * A SCORM package's save storage (the tables' `persistStorage`): the game's `persist-key` saves
 * kept in the LMS's `cmi.suspend_data` (SCORM 1.2: text of at most 4,096 characters), so a learner
 * resumes the game within the attempt (README, "SCORM packages"). lms.ts reads and writes the LMS.
 *
 * The text is the save under `SUSPEND_KEY` (the game's record, src/core/record.ts), then one line
 * per other key the table keeps beside it (a timed game's `:deadline`), as `\n<suffix>\t<value>`
 * where the key is `SUSPEND_KEY` + suffix. A record never holds a line break (it is JSON).
 */
import type { SaveStorage } from '../components/internal/table/game-controller.js';

/** The `persist-key` a SCORM package gives its table. */
export const SUSPEND_KEY = 'bluffhouse-scorm';

/** The most characters SCORM 1.2 lets `cmi.suspend_data` hold (CMIString4096). */
export const SUSPEND_DATA_MAX = 4096;

/** The keys and values of suspend data (empty text: none). */
export function readSuspendData(text: string): Map<string, string> {
  const entries = new Map<string, string>();
  if (!text) return entries;
  const [main, ...others] = text.split('\n');
  if (main) entries.set(SUSPEND_KEY, main);
  for (const line of others) {
    const tab = line.indexOf('\t');
    if (tab > 0) entries.set(SUSPEND_KEY + line.slice(0, tab), line.slice(tab + 1));
  }
  return entries;
}

/** Suspend data holding `entries` (keys other than `SUSPEND_KEY` and its suffixes are left out). */
export function writeSuspendData(entries: ReadonlyMap<string, string>): string {
  const lines = [entries.get(SUSPEND_KEY) ?? ''];
  for (const [key, value] of entries) {
    const suffix = key.slice(SUSPEND_KEY.length);
    if (key.startsWith(SUSPEND_KEY) && suffix && !/[\t\n]/.test(suffix + value)) lines.push(`${suffix}\t${value}`);
  }
  return lines.join('\n');
}

/**
 * The storage over suspend data: `initial` is what the LMS kept (empty for a new attempt); after
 * each change `write` gets the whole text and says whether the LMS took it (false: too long, or
 * refused; the LMS keeps what it had). Reading gives what was last written, or `initial`.
 */
export function suspendStorage(initial: string, write: (text: string) => boolean): SaveStorage {
  const entries = readSuspendData(initial);
  const change = (update: () => void) => {
    const before = new Map(entries);
    update();
    if (!write(writeSuspendData(entries))) {
      entries.clear();
      for (const [key, value] of before) entries.set(key, value);
    }
  };
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => change(() => entries.set(key, String(value))),
    removeItem: (key) => change(() => entries.delete(key)),
  };
}
