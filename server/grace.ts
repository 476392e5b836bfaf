/**
 * The grace of a person who dropped out (docs/online.md, "Seats, tokens and reconnection"): when a
 * bot takes their seat over unless they return, and the per-seat `botIn` of the state message
 * (src/online/protocol.ts), so every table can count it down.
 */
import type { Seat } from 'bluffhouse';
import { connectedOf, type SeatHolder } from './seats.js';

/**
 * A bot takes `seat` (a person's; nothing for a spectator's null or a bot's) over at `at` (epoch
 * ms) unless its person returns; `at` null: no bot comes (`botTakeover` off).
 */
export function awaitReturn(seats: readonly SeatHolder[], seat: Seat | null, at: number | null): void {
  const holder = seat === null ? undefined : seats[seat];
  if (holder?.kind === 'person') holder.botAt = at;
}

/** After a restore: a bot takes every person's seat nobody holds yet over at `at` (null: no bot comes). */
export function awaitAbsent(seats: readonly SeatHolder[], at: number | null): void {
  for (const holder of seats) if (holder.kind === 'person' && holder.devices.length === 0 && !holder.waiting) holder.botAt = at;
}

/**
 * `botIn` of the state message at `now` (epoch ms): per seat, the ms left until a bot plays a seat
 * whose person is away (0 once due: the server is about to); null for every other seat (a person
 * here, a bot's, one a bot plays already, a wait with no bot coming) and for all before the start.
 */
export function botIn(seats: readonly SeatHolder[], started: boolean, now: number): (number | null)[] {
  return seats.map((holder) => (started && holder.kind === 'person' && connectedOf(holder) === false && holder.botAt != null
    ? Math.max(0, Math.round(holder.botAt - now))
    : null));
}
