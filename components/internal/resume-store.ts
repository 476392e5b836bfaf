/**
 * What lets a reload return to its seat (docs/online.md, "Tables"): per game server and join code,
 * `{ reconnectionToken, token }` in sessionStorage under `bluffhouse:<server>:<code>`. Storage may be
 * unavailable (a sandboxed iframe, private mode): then nothing is kept, silently.
 *
 * sessionStorage is one per tab, and a tab may hold two tables of one room (a test page, a
 * demo): a ticket whose seat a table of this page holds now is neither used by another table nor
 * replaced by another table's.
 */

/** What is kept for one room. */
export interface SeatTicket {
  /** The Colyseus `room.reconnectionToken` (`<roomId>:<token>`): `client.reconnect` takes it. */
  reconnectionToken: string;
  /** The seat token the server sent in `state.token`: `joinById(code, { token })` returns the seat. */
  token: string;
}

const key = (server: string, code: string) => `bluffhouse:${server}:${code}`;

/** The seat tokens the tables of this page hold now. */
const held = new Set<string>();

/** A table of this page holds (`true`) or no longer holds the seat of `token`. */
export function holdSeat(token: string, holding: boolean): void {
  if (holding) held.add(token);
  else held.delete(token);
}

/** The ticket kept for this room, or null (none, unreadable, no storage, or its seat is held by a table of this page). */
export function readTicket(server: string, code: string): SeatTicket | null {
  const ticket = storedTicket(server, code);
  return ticket && !held.has(ticket.token) ? ticket : null;
}

function storedTicket(server: string, code: string): SeatTicket | null {
  try {
    const raw = sessionStorage.getItem(key(server, code));
    const ticket = raw ? (JSON.parse(raw) as Partial<SeatTicket>) : null;
    return ticket && typeof ticket.reconnectionToken === 'string' && typeof ticket.token === 'string'
      ? { reconnectionToken: ticket.reconnectionToken, token: ticket.token }
      : null;
  } catch {
    return null;
  }
}

/** Keeps the ticket for this room (nothing when storage is unavailable, or another table of this page holds the kept one's seat). */
export function writeTicket(server: string, code: string, ticket: SeatTicket): void {
  const kept = storedTicket(server, code);
  if (kept && kept.token !== ticket.token && held.has(kept.token)) return;
  try {
    sessionStorage.setItem(key(server, code), JSON.stringify(ticket));
  } catch {
    // No storage here: a reload joins as a newcomer.
  }
}

/** Forgets the ticket for this room. */
export function dropTicket(server: string, code: string): void {
  try {
    sessionStorage.removeItem(key(server, code));
  } catch {
    // No storage: nothing was kept.
  }
}
