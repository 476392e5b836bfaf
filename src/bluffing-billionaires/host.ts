/**
 * The host's part in Bluffing Billionaires: the bots' pace, and the host's end (HOST_END, only the
 * host sends it: the game ends now, scored by BB-10 as it stands). Nothing is timed.
 */
import type { HostDuties } from '../core/types.js';
import type { BluffingBillionairesEvent } from './types.js';
import type { BluffingBillionairesView } from './view.js';

export const host: HostDuties<BluffingBillionairesEvent, BluffingBillionairesView> = {
  // Leave time to read a challenge's cards and spoils.
  pause: (entries, delay) => (entries.some((e) => e.type === 'challenge') && delay > 0 ? Math.max(delay * 4, 3500) : delay),
  events: ['HOST_END'],
  end: (view) => ({ type: 'HOST_END', seat: view.active ?? 0 }),
};
