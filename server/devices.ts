/**
 * Joining a seat (docs/online.md, "Join" and "Hosting"): with its token, or by code into the next
 * seat with room or a named one, `devicesPerSeat` devices a seat at most. Each refusal is a join
 * error of src/online/codes.ts (server/join-errors.ts).
 */
import type { Seat } from 'bluffhouse';
import { joinError } from './join-errors.js';
import * as seats from './seats.js';

/**
 * The device `sessionId` named `name` joins the seat `token` opens. A full seat's away device is
 * replaced (with one device a seat, its device, as after a reload): returns the session replaced.
 * @throws ServerError `bad-token` (no seat of `code`), `seat-full` (every device there is connected).
 */
export function joinByToken(holders: seats.SeatHolder[], token: unknown, sessionId: string, name: string, perSeat: number, code: string): string | null {
  const seat = seats.seatOfToken(holders, token);
  if (seat < 0) throw joinError('bad-token', `bad-token: the token opens no seat of the game ${code} (join without it for a free seat)`);
  const replaced = seats.giveSeat(holders, seat, sessionId, name, perSeat);
  if (replaced === false) throw joinError('seat-full', `seat-full: seat ${seat + 1} holds ${perSeat} connected devices already`);
  return replaced;
}

/**
 * The device `sessionId` named `name` joins seat `wanted` (a number), else the open seat with the
 * fewest devices (teams fill evenly, the lowest seat first). Returns the seat, and whether the
 * device is its first. A team keeps its name: a named seat stays so in a hosted room (`keepNames`)
 * and in any room once started (a replacement device after `seat-free`); the first device of an
 * unnamed seat names it (seats.ts `joinSeat`).
 * @throws ServerError `bad-options` (`wanted` not a seat), `seat-full` (that seat has no room), `room-full` (none has).
 */
export function joinByCode(holders: seats.SeatHolder[], started: boolean, perSeat: number, wanted: unknown, sessionId: string, name: string, keepNames = false): { seat: Seat; first: boolean } {
  const count = holders.length;
  if (wanted !== undefined && (typeof wanted !== 'number' || !Number.isInteger(wanted) || wanted < 0 || wanted >= count)) {
    throw joinError('bad-options', `bad-options: seat must be an integer from 0 to ${count - 1} (got ${JSON.stringify(wanted)?.slice(0, 40)})`);
  }
  const seat = seats.seatToJoin(holders, started, perSeat, wanted as number | undefined);
  if (seat < 0 && wanted !== undefined) throw joinError('seat-full', `seat-full: seat ${(wanted as number) + 1} has no room for another device`);
  if (seat < 0) throw joinError('room-full', 'room is full: every seat is taken (join with { spectator: true } to watch)');
  const first = !seats.held(holders[seat]!);
  seats.joinSeat(holders, seat, sessionId, name, keepNames || started);
  return { seat, first };
}
