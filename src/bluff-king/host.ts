/**
 * The host's part in BluffKing: the bots' pace, and the host's end (HOST_END, only the host sends
 * it: the game ends now, ranked by cards in hand, BK-9's order). Nothing is timed.
 */
import type { HostDuties } from '../core/types.js';
import type { BluffKingEvent } from './types.js';
import type { BluffKingView } from './view.js';

export const host: HostDuties<BluffKingEvent, BluffKingView> = {
  // Leave time to read the cards a challenge turned up, or the discard.
  pause: (entries, delay) => {
    const roundEnded = entries.some((e) => e.type === 'challenge' || e.type === 'discard');
    return roundEnded && delay > 0 ? Math.max(delay * 4, 3000) : delay;
  },
  events: ['HOST_END'],
  end: (view) => ({ type: 'HOST_END', seat: view.asked ?? 0 }),
};
