/**
 * The deadline of a timed game (BG-7d): wall-clock time from the start of the game. With a
 * `persist-key` it is saved beside the game (in the table's `persistStorage`, default localStorage), so a reload resumes the countdown where real time
 * has got to (and ends the game at once when it ran out while the page was closed).
 */

import type { SaveStorage } from '../internal/table/game-controller.js';

/** The storage key of a timed game's deadline, beside the game saved under `persistKey`. */
const deadlineKey = (persistKey: string) => `${persistKey}:deadline`;

/** Runs a storage call; storage may be unavailable (private mode), and the game goes on. */
function storage<T>(call: () => T): T | null {
  try {
    return call();
  } catch {
    return null;
  }
}

export interface DeadlineQuery {
  /** The game's time limit in minutes, or null for an untimed game. */
  minutes: number | null;
  /** Whether the game resumed (from a save, or the element came back to the page). */
  resumed: boolean;
  /** The `persist-key` (trimmed), or null. */
  persistKey: string | null;
  /** The deadline the countdown had before (epoch ms), or null. */
  current: number | null;
  /** Where the save goes (the table's `persistStorage`); absent: localStorage. */
  storage?: SaveStorage;
}

/**
 * The deadline (epoch ms) of a game that just started, or null when untimed: a new game counts
 * `minutes` from now (and saves that beside the game); a resumed one keeps its deadline (the saved
 * one with `persistKey`, else `current`).
 */
export function gameDeadline({ minutes, resumed, persistKey, current, storage: store }: DeadlineQuery): number | null {
  if (minutes === null) return null;
  const key = persistKey ? deadlineKey(persistKey) : null;
  const saves = () => store ?? localStorage;
  let deadline = resumed ? (key ? Number(storage(() => saves().getItem(key))) || null : current) : null;
  if (deadline === null) {
    deadline = Date.now() + minutes * 60_000;
    if (key) storage(() => saves().setItem(key, String(deadline)));
  }
  return deadline;
}
