/**
 * The one way a test waits (docs/architecture.md, "Tests"): poll a condition until it holds, with a
 * timeout, never sleep a fixed time or count messages. No DOM and no Node API: browser tests
 * (test/components, test/online, …) and Node tests (test/server, test/scripts) import it alike.
 */

/** What `until` accepts as its third argument: the timeout alone, or these. */
export interface UntilOptions {
  /** Milliseconds before giving up (default 20 000: generous for a loaded machine; a condition that holds returns at once). */
  timeout?: number;
  /**
   * Milliseconds between two polls (default 5), or what to await between two polls instead of a
   * timer (the next drawn frame, the next task: a background tab throttles timers).
   */
  every?: number | (() => PromiseLike<unknown>);
  /** What was seen last, appended to the timeout's message (the last snapshot, state or page). */
  seen?: () => string;
}

const TIMEOUT = 20_000;

/**
 * Polls `condition` (awaited when it returns a promise) until it returns a truthy value, and
 * resolves with that value; the first poll is at once.
 * @param what what is awaited, for the error ("the answer to sync", "an enabled Play button").
 * @param options the timeout in ms, or `UntilOptions`.
 * @throws Error "Timed out after <ms> ms waiting for <what>" (with ` (last: <seen()>)` when given);
 *   an error `condition` throws, as it is.
 */
export async function until<T>(
  condition: () => T | null | undefined | false | 0 | '' | PromiseLike<T | null | undefined | false | 0 | ''>,
  what: string,
  options: number | UntilOptions = {},
): Promise<T> {
  const { timeout = TIMEOUT, every = 5, seen } = typeof options === 'number' ? { timeout: options } : options;
  const end = performance.now() + timeout;
  for (;;) {
    const value = await condition();
    if (value) return value;
    if (performance.now() > end) throw new Error(`Timed out after ${timeout} ms waiting for ${what}${seen ? ` (last: ${seen()})` : ''}`);
    await (typeof every === 'function' ? every() : new Promise((resolve) => setTimeout(resolve, every)));
  }
}
