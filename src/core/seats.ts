/** Seat order helpers. Seats run 0..players-1 clockwise; "left" and "next" mean seat + 1. */
import type { Seat } from './types.js';

/**
 * The next seat clockwise after `seat` for which `inGame(seat)` is true, or null when no other
 * seat qualifies.
 */
export function nextSeat(seat: Seat, players: number, inGame: (s: Seat) => boolean = () => true): Seat | null {
  for (let step = 1; step < players; step++) {
    const s = (seat + step) % players;
    if (inGame(s)) return s;
  }
  return null;
}

/** Every seat once, clockwise, starting at `start`. */
export function seatsFrom(start: Seat, players: number): Seat[] {
  return Array.from({ length: players }, (_, i) => (start + i) % players);
}

/**
 * Places, best first, from a per-seat sort key: seats with equal keys share a place.
 * `better(a, b)` < 0 when key a ranks above key b.
 */
export function rankSeats<K>(keys: readonly K[], better: (a: K, b: K) => number, seats: Seat[] = keys.map((_, s) => s)): Seat[][] {
  const sorted = [...seats].sort((a, b) => better(keys[a]!, keys[b]!) || a - b);
  const places: Seat[][] = [];
  for (const seat of sorted) {
    const place = places.at(-1);
    if (place && better(keys[place[0]!]!, keys[seat]!) === 0) place.push(seat);
    else places.push([seat]);
  }
  return places;
}
