/**
 * The creator's role (docs/online.md, "Join"): whoever holds it may start the game before every
 * seat is taken. The person who creates a room holds it. When they leave before the start (their
 * seat is freed), the role goes to the person who joined earliest among those still seated, never
 * to whoever takes the freed seat next; when nobody is left, the next person to join holds it. A
 * creator whose connection drops keeps their seat for the grace, and so the role, and takes both
 * back with the seat token.
 *
 * A room created with `{ host: true }` has a seatless host instead (docs/online.md, "Hosting"):
 * the role is its host ticket's (`ticket`, a secret like a seat token), held by every connection
 * that joined with it (or created the room), and no seat ever holds it.
 */
import type { Seat } from 'bluffhouse';
import type { SeatHolder } from './seats.js';

export class HostRole {
  /** The order people took their seats in: seat → a rising number (unknown after a restore). */
  private readonly joined = new Map<Seat, number>();
  private joins = 0;

  /** The connections holding a seatless host's rights. */
  readonly sessions = new Set<string>();

  /**
   * `seat`: the seat holding the role (a saved game's `creatorSeat`), or null while nobody does;
   * `ticket`: a seatless host's ticket (then `seat` stays null), or null.
   */
  constructor(public seat: Seat | null = null, readonly ticket: string | null = null) {
    if (ticket !== null) this.seat = null;
  }

  /** Whether the connection `sessionId` in `seat` (null: none) holds the host's rights. */
  holds(sessionId: string, seat: Seat | null): boolean {
    return this.ticket === null ? seat !== null && seat === this.seat : this.sessions.has(sessionId);
  }

  /** Whether `token` is this room's host ticket. */
  opens(token: unknown): boolean {
    return this.ticket !== null && typeof token === 'string' && token === this.ticket;
  }

  /** Seats moved (`start { seats }`): the role's seat follows its person. */
  moved(moves: ReadonlyMap<Seat, Seat>): void {
    if (this.seat !== null) this.seat = moves.get(this.seat) ?? null;
  }

  /** A person took the free seat `seat`: the first holds the role while nobody does. */
  took(seat: Seat): void {
    if (this.ticket !== null) return;
    this.joined.set(seat, this.joins++);
    this.seat ??= seat;
  }

  /**
   * The person of `seat` is gone before the start and the seat is free again: if they held the
   * role, it goes to the seated person who joined earliest (one whose connection is up before one
   * who is away), else to nobody (the next to join).
   */
  freed(seat: Seat, seats: readonly SeatHolder[]): void {
    this.joined.delete(seat);
    if (seat !== this.seat || this.ticket !== null) return;
    const seated = seats.flatMap((holder, s) => (holder.kind === 'person' && holder.devices.length > 0 ? [{ s, away: holder.devices.every((d) => d.away) }] : []));
    const order = (s: Seat) => this.joined.get(s) ?? Number.MAX_SAFE_INTEGER - seats.length + s;
    seated.sort((a, b) => Number(a.away) - Number(b.away) || order(a.s) - order(b.s));
    this.seat = seated[0]?.s ?? null;
  }
}
