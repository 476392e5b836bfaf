/**
 * A countdown to a wall-clock deadline, as Lit reactive controllers: `Countdown` owns the one
 * interval of a timed game and runs it only while its host element is on the page;
 * `CountdownWatcher` lets a piece inside the host redraw on its ticks without a timer of its own.
 * Used for BiggieBills' time limit (BG-7d).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

export interface CountdownOptions {
  /** Called once per deadline, on the first tick at or after it (the host is on the page). */
  onTimeUp(): void;
  /** True when counting is pointless (the game ended another way): the interval stops. */
  finished(): boolean;
  /** Time between ticks, in ms (default 1000). */
  period?: number;
}

/**
 * The countdown of one host element. Its interval runs only while the host is connected, a
 * deadline is set, the time is not up and `finished()` is false: it stops in `hostDisconnected`
 * (however soon after insertion) and starts again in `hostConnected`, from the same deadline, so
 * a parked element's countdown resumes where wall-clock time has got to.
 */
export class Countdown implements ReactiveController {
  private end: number | null = null;
  /** The time left held still (ms) while an online game is paused, else null. */
  private held: number | null = null;
  private expired = false;
  private connected = false;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly watchers = new Set<() => void>();
  private readonly period: number;

  constructor(host: ReactiveControllerHost, private readonly options: CountdownOptions) {
    const period = options.period ?? 1000;
    if (!Number.isFinite(period) || period <= 0) throw new RangeError(`period must be a positive number of ms (got ${period})`);
    this.period = period;
    host.addController(this);
  }

  /** The deadline (epoch ms), or null without one. */
  get deadline(): number | null {
    return this.end;
  }

  /** The time left held still (ms, an online game the host paused), or null while counting. */
  get heldLeft(): number | null {
    return this.held;
  }

  /** Time left in ms (0 once the deadline passed; the held time while held), or null without a deadline. */
  get timeLeft(): number | null {
    if (this.held !== null) return this.held;
    return this.end === null ? null : Math.max(0, this.end - Date.now());
  }

  /**
   * Counts down to `deadline` (epoch ms), or stops counting with null; watchers redraw at once.
   * With `held` (ms, an online game the host paused) the time left shows `held` and does not count
   * (no tick, no time up) until the next `set` without it.
   * @throws RangeError when `deadline` is neither null nor a finite number, or `held` neither null
   *   nor a finite number (nothing changes).
   */
  set(deadline: number | null, held: number | null = null): void {
    if (deadline !== null && !Number.isFinite(deadline)) {
      throw new RangeError(`deadline must be a finite number of epoch ms or null (got ${String(deadline)})`);
    }
    if (held !== null && !Number.isFinite(held)) throw new RangeError(`held must be a finite number of ms or null (got ${String(held)})`);
    this.end = deadline;
    this.held = held;
    this.expired = false;
    this.sync();
    this.notify();
  }

  /** Calls `watcher` on every tick (and when the deadline changes); returns the function that stops it. */
  watch(watcher: () => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  hostConnected(): void {
    this.connected = true;
    this.sync();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.sync();
  }

  /** After each render of the host (a move may have ended the game): stop when nothing is left to count. */
  hostUpdated(): void {
    this.sync();
  }

  /** Starts or stops the interval to match the state. */
  private sync(): void {
    const run = this.connected && this.end !== null && this.held === null && !this.expired && !this.options.finished();
    if (run && this.timer === undefined) this.timer = setInterval(() => this.tick(), this.period);
    if (!run && this.timer !== undefined) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private tick(): void {
    if (this.end !== null && Date.now() >= this.end && !this.options.finished()) {
      this.expired = true;
      this.sync();
      this.options.onTimeUp();
    } else this.sync();
    this.notify();
  }

  private notify(): void {
    for (const watcher of this.watchers) watcher();
  }
}

/**
 * Redraws its host (a piece showing the time left) on the ticks of the countdown `source()` gives,
 * while the host is on the page; follows the source when it changes. Holds no timer.
 */
export class CountdownWatcher implements ReactiveController {
  private watched: Countdown | null = null;
  private unwatch: (() => void) | null = null;
  private connected = false;

  constructor(private readonly host: ReactiveControllerHost, private readonly source: () => Countdown | null) {
    host.addController(this);
  }

  hostConnected(): void {
    this.connected = true;
    this.follow();
    // Back on the page: the time shown last may be old.
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.connected = false;
    this.follow();
  }

  /** Before each render: the source may have changed. */
  hostUpdate(): void {
    this.follow();
  }

  private follow(): void {
    const countdown = this.connected ? this.source() : null;
    if (countdown === this.watched) return;
    this.unwatch?.();
    this.watched = countdown;
    this.unwatch = countdown ? countdown.watch(() => this.host.requestUpdate()) : null;
  }
}
