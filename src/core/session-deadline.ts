/**
 * A timed game's deadline for a game session (core/session.ts): when the game ends (epoch ms of
 * the host's clock), the time left kept while the session is paused, and the one timer that fires
 * at the deadline. The session decides what happens then (the game's time-up event, BG-7d).
 */
import type { SessionClock, SessionTimer } from './session-types.js';

export class SessionDeadline {
  private at: number | null = null;
  /** While frozen (the session paused): the time left in ms; else null. */
  private left: number | null = null;
  private timer: SessionTimer | null = null;

  constructor(private readonly clock: SessionClock) {}

  /** When the game ends (epoch ms), or null: untimed, or frozen (see `timeLeft`). */
  get deadline(): number | null {
    return this.at;
  }

  /** The time left in ms (kept while frozen, 0 once due), or null without a deadline. */
  timeLeft(): number | null {
    if (this.left !== null) return this.left;
    return this.at === null ? null : Math.max(0, this.at - this.clock.now());
  }

  /** The game ends at `at` (epoch ms), or has no deadline (null); the timer is cleared, not armed. */
  set(at: number | null): void {
    this.disarm();
    this.at = at;
    this.left = null;
  }

  /** Pausing: the deadline becomes the time left, and no timer runs. */
  freeze(): void {
    this.disarm();
    if (this.at === null) return;
    this.left = Math.max(0, this.at - this.clock.now());
    this.at = null;
  }

  /** Resuming: the deadline is the time left from now. */
  thaw(): void {
    if (this.left !== null) this.at = this.clock.now() + this.left;
    this.left = null;
  }

  /** Calls `due` once at the deadline (at once when it has passed); nothing without one. */
  arm(due: () => void): void {
    this.disarm();
    if (this.at === null) return;
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      due();
    }, Math.max(0, this.at - this.clock.now()));
  }

  /** No timer any more; the deadline stays readable. */
  disarm(): void {
    this.timer?.clear();
    this.timer = null;
  }
}
