/**
 * Measuring what a page keeps alive: objects that survive a real garbage collection, intervals
 * still running, MessagePorts still reachable. Needs Chromium started with
 * `--js-flags=--expose-gc` (web-test-runner.config.mjs does so), which gives the page `gc()`.
 */
import { afterFrame } from './frames.js';

declare global {
  interface Window {
    /**
     * V8's garbage collection, present with `--js-flags=--expose-gc`. With `execution: 'async'` it
     * runs in a task of its own, with no JavaScript on the stack, and resolves when done.
     */
    gc?: (options?: { type?: 'major' | 'minor'; execution?: 'sync' | 'async' }) => Promise<void> | void;
  }
}

const nextTask = (ms = 0) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs full garbage collections (and the finalizers they schedule) until `done()`, or until
 * `timeout` ms have passed. Draws a frame first: until then a background tab keeps what waits for
 * the next frame (pending scroll events, resize observations), which it lets go as soon as it is
 * shown. A time, not a count of rounds: on a busy machine a last task may hold an object for
 * seconds (4 s of rounds fell short at a load average of 10); only what stays reachable counts as
 * kept alive, and a sound page returns at once.
 */
export async function collectGarbage(done: () => boolean = () => false, timeout = 20_000): Promise<void> {
  if (typeof window.gc !== 'function') throw new Error('window.gc is missing: start Chromium with --js-flags=--expose-gc');
  await afterFrame();
  const start = performance.now();
  for (let round = 0; !done() && performance.now() - start < timeout; round++) {
    // Another test's tab may have taken the front since the last round: a tab in the back draws no
    // frame, and what waits for the next frame stays held. Every round draws one before collecting.
    await afterFrame();
    // Called from a task, a collection scans the native stack conservatively: a stale word there
    // keeps a DOM node alive, sometimes for many rounds (seen on busy machines). An async
    // collection runs with an empty stack, so only what is really reachable survives.
    await window.gc({ type: 'major', execution: 'async' });
    // FinalizationRegistry callbacks run in later tasks; timers that held an object expire meanwhile.
    await nextTask(round < 5 ? 0 : 100);
  }
}

/** Counts tracked objects that are still alive, with a FinalizationRegistry and real GC. */
export class LiveObjects {
  private alive = 0;
  private readonly registry = new FinalizationRegistry<null>(() => {
    this.alive--;
  });

  /** Starts watching `object` (the counter never holds it). */
  track(object: object): void {
    this.alive++;
    this.registry.register(object, null);
  }

  /** How many tracked objects survive garbage collection. */
  async survivors(): Promise<number> {
    await collectGarbage(() => this.alive === 0);
    return this.alive;
  }
}

/**
 * Counts the intervals running in this page: wraps `setInterval`, `clearInterval` and
 * `clearTimeout` (which clears intervals too) to keep the set of ids not yet cleared. The wrappers
 * call the browser's own functions: timers behave exactly as before. Returns the live count and
 * an `uninstall` that puts the originals back.
 */
export function countIntervals(): { running(): number; uninstall(): void } {
  const active = new Set<number>();
  const { setInterval: set, clearInterval: clear, clearTimeout: clearOne } = window;
  window.setInterval = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) => {
    const id = set(handler, timeout, ...rest);
    active.add(id);
    return id;
  }) as typeof window.setInterval;
  window.clearInterval = ((id?: number) => {
    if (id !== undefined) active.delete(id);
    clear(id);
  }) as typeof window.clearInterval;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined) active.delete(id);
    clearOne(id);
  }) as typeof window.clearTimeout;
  return {
    running: () => active.size,
    uninstall: () => Object.assign(window, { setInterval: set, clearInterval: clear, clearTimeout: clearOne }),
  };
}

/**
 * Tracks every MessagePort created from now on (both ends of each `new MessageChannel()`), so a
 * test can count the ones still alive after GC: a port left open with a message handler stays
 * alive for good. Returns the counter and an `uninstall`.
 */
export function trackMessagePorts(): { ports: LiveObjects; created(): number; uninstall(): void } {
  const ports = new LiveObjects();
  let created = 0;
  const Original = window.MessageChannel;
  window.MessageChannel = class extends Original {
    constructor() {
      super();
      created += 2;
      ports.track(this.port1);
      ports.track(this.port2);
    }
  };
  return { ports, created: () => created, uninstall: () => { window.MessageChannel = Original; } };
}
