/** The host's part in Bluffing Billionaires: the bots' pace (nothing is timed, no event is the host's). */
import type { HostDuties } from '../core/types.js';
import type { BluffingBillionairesEvent } from './types.js';
import type { BluffingBillionairesView } from './view.js';

export const host: HostDuties<BluffingBillionairesEvent, BluffingBillionairesView> = {
  // Leave time to read a challenge's cards and spoils.
  pause: (entries, delay) => (entries.some((e) => e.type === 'challenge') && delay > 0 ? Math.max(delay * 4, 3500) : delay),
};
