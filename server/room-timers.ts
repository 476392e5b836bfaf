/**
 * A room's timers on Node's own: the game session's clock (its bots' turns and a timed game's
 * deadline, src/core/session.ts) and the grace after a restore, all cleared together when the room
 * is disposed.
 *
 * Why not Colyseus' room clock: it advances only when the room's patch interval ticks it, by
 * default every 50 ms in every room, about 4,000 timer calls a second at 200 rooms (issue 25: part
 * of the CPU per move). These rooms keep no Colyseus state (each client is sent its own view,
 * server/wire-out.ts), so a patch has nothing to send; `PATCH_INTERVAL_MS` stretches the interval
 * instead (without one, Colyseus ticks the clock every 16 ms), and a timer here fires when due
 * rather than at the next tick, but never sooner than `LEAST_WAIT_MS`.
 */
import type { SessionClock, SessionTimer } from 'bluffhouse';

/**
 * The room's `patchRate`, ms: the longest interval a Node timer takes (about 24.8 days). A patch
 * of a room without Colyseus state sends nothing; only the interval's ticks cost.
 */
export const PATCH_INTERVAL_MS = 2 ** 31 - 1;

/**
 * The least wait of a room's timer, ms: a room's bots move at most 20 times a second, whatever its
 * `botDelay` (0 included), so a room of bots (people gone, bots in their seats) never takes a
 * core for a whole game, nor floods its clients' pages with frames. Colyseus' clock, ticked every
 * 50 ms, gave the same floor before.
 */
export const LEAST_WAIT_MS = 50;

/** Timers a room clears at once (`clear`, in its `onDispose`); a `SessionClock` for its game session. */
export class RoomTimers implements SessionClock {
  private readonly pending = new Set<ReturnType<typeof setTimeout>>();

  /** @param leastMs the least wait of a timer, ms (`LEAST_WAIT_MS`): a shorter one waits this long. */
  constructor(private readonly leastMs = LEAST_WAIT_MS) {}

  /** Runs `fn` once after `ms` ms (at least the least wait), unless cleared first (by its `clear()` or the room's `clear`). */
  setTimeout(fn: () => void, ms: number): SessionTimer {
    const handle = setTimeout(() => {
      this.pending.delete(handle);
      fn();
    }, Math.max(ms, this.leastMs));
    this.pending.add(handle);
    return {
      clear: () => {
        clearTimeout(handle);
        this.pending.delete(handle);
      },
    };
  }

  /** Now, in epoch ms. */
  now(): number {
    return Date.now();
  }

  /** How many timers are pending (tests). */
  get size(): number {
    return this.pending.size;
  }

  /** Clears every pending timer: none of them runs. */
  clear(): void {
    for (const handle of this.pending) clearTimeout(handle);
    this.pending.clear();
  }
}
