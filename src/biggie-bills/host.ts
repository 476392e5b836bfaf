/**
 * The host's part in BiggieBills: the bots' pace, and the time limit (BG-7d), which the engine never
 * times itself: the host (a table in a page, or the online server) sends TIME_UP when it runs out,
 * and no player may send it; and the host's end now (HOST_END, ranked by BG-7d's order at that
 * moment, `result.reason` `host`), which no player may send either.
 */
import type { HostDuties } from '../core/types.js';
import type { BiggieBillsEvent } from './types.js';
import type { BiggieBillsView } from './view.js';

export const host: HostDuties<BiggieBillsEvent, BiggieBillsView> = {
  // Leave time to read a new Industry card, or a challenge and what it cost.
  pause: (entries, delay) => {
    const notable = entries.some((e) => e.type === 'cycle' || e.type === 'challenge-stands' || e.type === 'block' || e.type === 'out');
    return notable && delay > 0 ? Math.max(delay * 3, 2000) : delay;
  },
  events: ['TIME_UP', 'HOST_END'],
  // The host ends the game now: ranked as at time-up (BG-7d), reason host. The seat is not read.
  end: (view) => ({ type: 'HOST_END', seat: view.asked ?? 0 }),
  clock: {
    limit: (view) => (view.timeLimitMinutes ? view.timeLimitMinutes * 60_000 : null),
    // The seat is only logged (the screen that reported it): the seat asked, else the first.
    timeUp: (view) => ({ type: 'TIME_UP', seat: view.asked ?? 0 }),
  },
};
