/**
 * The seats of a room and their holders (docs/online.md, "Seats, tokens and reconnection"). A
 * person's seat carries a secret seat token, sent only to the client holding that seat: whoever
 * joins with it gets the seat back (after a reload, a lost connection or a server restart).
 */
import { randomBytes } from 'node:crypto';
import { botName } from '../src/core/players.js';
import type { Seat } from '../src/core/types.js';
import type { RoomSettings } from './room-options.js';

/**
 * A person's seat. `sessionId` is the Colyseus session holding it (null: nobody); `away` is true
 * while that session's dropped connection may still reconnect (the grace period); `botPlays` is
 * true once a bot plays the seat for the absent person (after the grace, or after they left).
 */
export interface PersonSeat {
  kind: 'person';
  name: string;
  /** The seat token: 22 base64url characters (128 random bits). */
  token: string;
  sessionId: string | null;
  away: boolean;
  botPlays: boolean;
  /** While the person is away after the start: when a bot takes the seat over (epoch ms; server/grace.ts), unless they return. */
  botAt?: number | null;
}

/** A bot's seat from the start (or filled with a bot when the creator started early). */
export interface BotSeat {
  kind: 'bot';
  name: string;
}

export type SeatHolder = PersonSeat | BotSeat;

/** A seat as stored in a game record (server/game-store.ts): no session, no connection state. */
export interface SavedSeat {
  kind: 'person' | 'bot';
  name: string;
  /** The person's seat token; null for a bot seat. */
  token: string | null;
}

/** A new seat token: 16 random bytes from `crypto`, base64url (22 characters). */
export function seatToken(): string {
  return randomBytes(16).toString('base64url');
}

/** A free person's seat named `name` (possibly '' until someone joins). */
export function personSeat(name: string): PersonSeat {
  return { kind: 'person', name, token: seatToken(), sessionId: null, away: false, botPlays: false };
}

/** The seats of a new room: people's seats first (`settings.humans`), then bots. */
export function newSeats(settings: RoomSettings): SeatHolder[] {
  return Array.from({ length: settings.players }, (_, seat): SeatHolder => (seat < settings.humans
    ? personSeat(settings.names[seat] ?? '')
    : { kind: 'bot', name: settings.names[seat] || botName(seat) }));
}

/** The seats of a restored room: nobody holds a person's seat yet. */
export function restoredSeats(saved: readonly SavedSeat[]): SeatHolder[] {
  return saved.map((seat): SeatHolder => (seat.kind === 'bot' || seat.token === null
    ? { kind: 'bot', name: seat.name }
    : { ...personSeat(seat.name), token: seat.token }));
}

/** The seats as a game record keeps them. */
export function savedSeats(seats: readonly SeatHolder[]): SavedSeat[] {
  return seats.map((holder) => ({ kind: holder.kind, name: holder.name, token: holder.kind === 'person' ? holder.token : null }));
}

/** The person's seat `token` opens, or -1 (also for anything that is not a non-empty string). */
export function seatOfToken(seats: readonly SeatHolder[], token: unknown): number {
  if (typeof token !== 'string' || token === '') return -1;
  return seats.findIndex((holder) => holder.kind === 'person' && holder.token === token);
}

/** The seat held by the session `sessionId`, or null (a spectator, or unknown). */
export function seatOfSession(seats: readonly SeatHolder[], sessionId: string): Seat | null {
  const seat = seats.findIndex((holder) => holder.kind === 'person' && holder.sessionId === sessionId);
  return seat < 0 ? null : seat;
}

/** Whether a bot moves for `holder`: a bot's seat, or a person's seat a bot took over. */
export function botMovesFor(holder: SeatHolder): boolean {
  return holder.kind === 'bot' || holder.botPlays;
}

/**
 * `connected` of the state message: a person here (true) or not (false, their seat kept for them);
 * null where a bot plays, from the start or since it took over a person's seat (which the
 * person's token takes back: true again).
 */
export function connectedOf(holder: SeatHolder): boolean | null {
  return holder.kind === 'bot' || holder.botPlays ? null : holder.sessionId !== null && !holder.away;
}

/** Gives the next free person's seat to `sessionId` with a fresh token; returns it, or null when none is free. */
export function takeFreeSeat(seats: SeatHolder[], sessionId: string, name: string): Seat | null {
  const seat = seats.findIndex((holder) => holder.kind === 'person' && holder.sessionId === null);
  if (seat < 0) return null;
  const holder = seats[seat] as PersonSeat;
  Object.assign(holder, { sessionId, token: seatToken(), away: false, botPlays: false });
  holder.name = name || holder.name || `Player ${seat + 1}`;
  return seat;
}

/** Gives person's seat `seat` to `sessionId` (no bot plays it any more); returns the other session that held it, if any. */
export function giveSeat(seats: SeatHolder[], seat: Seat, sessionId: string): string | null {
  const holder = seats[seat] as PersonSeat;
  const previous = holder.sessionId === sessionId ? null : holder.sessionId;
  Object.assign(holder, { sessionId, away: false, botPlays: false });
  return previous;
}

/** Marks the seat of `sessionId` as waiting for its reconnection (`away`) or back; false when it holds none. */
export function setAway(seats: SeatHolder[], sessionId: string, away: boolean): boolean {
  const seat = seatOfSession(seats, sessionId);
  if (seat !== null) (seats[seat] as PersonSeat).away = away;
  return seat !== null;
}

/**
 * `sessionId` is gone for good: before the start its seat is free again (with a new token), after
 * it a bot plays it when `botTakeover`. Returns whether it held a seat.
 */
export function vacate(seats: SeatHolder[], sessionId: string, started: boolean, botTakeover: boolean): boolean {
  const seat = seatOfSession(seats, sessionId);
  if (seat === null) return false;
  const holder = seats[seat] as PersonSeat;
  Object.assign(holder, { sessionId: null, away: false });
  if (!started) holder.token = seatToken();
  else if (botTakeover) holder.botPlays = true;
  return true;
}

/** Bots play every person's seat nobody holds (after a restore's grace). */
export function botsForAbsent(seats: SeatHolder[]): void {
  for (const holder of seats) if (holder.kind === 'person' && holder.sessionId === null) holder.botPlays = true;
}

/** The seats when the creator starts early: every free person's seat becomes a bot's. */
export function fillWithBots(seats: readonly SeatHolder[]): SeatHolder[] {
  return seats.map((holder, s) => (holder.kind === 'person' && holder.sessionId === null ? { kind: 'bot', name: botName(s) } : holder));
}
