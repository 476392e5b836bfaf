/** The host's part in BluffKing: the bots' pace (nothing is timed, no event is the host's). */
import type { HostDuties } from '../core/types.js';
import type { BluffKingEvent } from './types.js';
import type { BluffKingView } from './view.js';

export const host: HostDuties<BluffKingEvent, BluffKingView> = {
  // Leave time to read the cards a challenge turned up, or the discard.
  pause: (entries, delay) => {
    const roundEnded = entries.some((e) => e.type === 'challenge' || e.type === 'discard');
    return roundEnded && delay > 0 ? Math.max(delay * 4, 3000) : delay;
  },
};
