/**
 * What a value shows over some wall time: for a clock that must stand still (a paused game), poll
 * it for longer than a counting clock takes to move, and look at every value seen.
 */
import { until } from './until.js';

/** Polls `read` for `ms` of wall time; resolves with the values seen, in order, each once. */
export async function seenFor<T>(read: () => T, ms: number): Promise<T[]> {
  const seen = new Set<T>();
  const end = Date.now() + ms;
  await until(() => {
    seen.add(read());
    return Date.now() >= end;
  }, `${ms} ms of wall time`, ms + 20_000);
  return [...seen];
}
