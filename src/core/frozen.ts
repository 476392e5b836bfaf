/**
 * Views never alias engine state they could change (docs/architecture.md "Hidden information"):
 * what a view shares with the context, such as the entries of the public log, is deep-frozen first.
 * The engine never changes its state in place (every rule returns new arrays and objects), so
 * freezing what it created costs nothing later. Persisted snapshots restored from JSON arrive
 * unfrozen; they are frozen the first time a view hands them out.
 */

/** Arrays and objects already deep-frozen here (a frozen object's parts are frozen too). */
const sealed = new WeakSet<object>();

/** Whether `value` was deep-frozen here: it and everything in it can never change. */
export const isDeepFrozen = (value: object): boolean => sealed.has(value);

/** Freezes `value` and every array and object in it, once; returns it. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || sealed.has(value)) return value;
  Object.freeze(value);
  sealed.add(value);
  // Numbers and strings (most of a deck or a log entry) need no call; no list of the values is made.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item !== null && typeof item === 'object') deepFreeze(item);
    }
  } else {
    for (const key of Object.keys(value)) {
      const item: unknown = (value as Record<string, unknown>)[key];
      if (item !== null && typeof item === 'object') deepFreeze(item);
    }
  }
  return value;
}

/**
 * The public log as a view hands it out: a new array (a view's owner may push to it, sort it…)
 * holding the game's own entries, deep-frozen, so no one can change the game through a view.
 * Entries are appended, never changed, so only the entries after the last frozen one need
 * freezing: about one per move. (Freezing the array itself would cost a copy of it per move.)
 */
export function frozenLog<Entry>(log: readonly Entry[]): Entry[] {
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i];
    if (entry !== null && typeof entry === 'object' && sealed.has(entry)) break;
    deepFreeze(entry);
  }
  return log.slice();
}
