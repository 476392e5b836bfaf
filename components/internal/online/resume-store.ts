/**
 * The seat tickets of this browser (docs/online.md, "Tables"): what takes a seat back after a
 * reload, or after the tab was closed and the room's link opened again in any tab of the browser.
 *
 * Per game server and join code, the `{ reconnectionToken, token }` of each seat a table of this
 * browser took, newest first, in localStorage under `bluffhouse:<server>:<code>` (at most 8 per
 * room, each kept 24 h). A seatless host's ticket (`state.token` of a client with `host` and no
 * seat) is kept the same way under `bluffhouse:<server>:<code>:host`: only a table with `host`
 * takes it, and only such a table's own ticket is kept there. Where storage is denied (a sandboxed
 * frame, some private modes) they are kept in this page's memory instead.
 *
 * One seat, one table: the table holding a seat holds a Web Lock named after it
 * (`navigator.locks`; the browser lets it go when the tab closes), and a table takes a kept ticket
 * only when it can take that lock: while a live table (another tab, or another table of this
 * page) holds the seat, a new table joins as a newcomer instead. Where Web Locks are missing (a
 * page served over plain http from another host than localhost, an old browser) another tab's hold
 * cannot be seen: the tickets are then kept per tab, in sessionStorage (a reload of the tab takes
 * the seat back, a new tab does not), and a table of this page never takes a ticket a table of
 * this page holds.
 *
 * The host's ticket takes no lock: every table with `host` of this browser (each tab, each table
 * of a page) that finds it is a host at the same time, as the server lets several connections hold
 * the host's rights (docs/online.md, "Hosting"). It is kept in localStorage with or without Web
 * Locks, so a new tab finds it too. A table takes it with its token only (an empty
 * `reconnectionToken`: join by token, never reconnect), since the kept reconnection token may be
 * another tab's live connection, which a reconnect would take over and close.
 */

/** What takes one seat back. */
export interface SeatTicket {
  /** The Colyseus `room.reconnectionToken` (`<roomId>:<token>`): `client.reconnect` takes it; empty: none to reconnect with (join by `token`). */
  reconnectionToken: string;
  /** The seat token the server sent in `state.token`: `joinById(code, { token })` returns the seat. */
  token: string;
}

/** A ticket as kept: with when it was kept (epoch ms). */
interface Kept extends SeatTicket {
  at: number;
}

/** The most tickets kept per room, and how long one is kept (the server keeps a game's record 24 h). */
const MOST = 8;
const KEEP_MS = 24 * 60 * 60 * 1000;

/** Whose ticket: a seat's, or a seatless host's (kept apart: a player's table never takes the host's). */
export type TicketRole = 'seat' | 'host';

/** Where a room's tickets of `role` are kept (`server` and `code` joined with the role). */
export interface TicketPlace {
  server: string;
  code: string;
  role: TicketRole;
}

const key = ({ server, code, role }: TicketPlace) => `bluffhouse:${server}:${code}${role === 'host' ? ':host' : ''}`;
const lockName = ({ server, code, role }: TicketPlace, token: string) => `bluffhouse-${role}:${server}:${code}:${token}`;

/** Tickets where storage is denied, by key. */
const memory = new Map<string, Kept[]>();
/** The lock names the tables of this page hold where Web Locks are missing (or refused). */
const heldHere = new Set<string>();

/** The browser's Web Locks, or null. */
function webLocks(): LockManager | null {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManager }).locks;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/**
 * Where tickets of `role` go: the host's, and seats' with Web Locks, in localStorage (any tab may
 * take them back); seats' without Web Locks in sessionStorage; null when denied.
 */
function storage(role: TicketRole): Storage | null {
  try {
    return role === 'host' || webLocks() ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null | undefined, now: number): Kept[] {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : [];
  } catch {
    return [];
  }
  // A ticket of an earlier release was one object.
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.flatMap((item): Kept[] => {
    const { reconnectionToken, token, at } = (item ?? {}) as Partial<Kept>;
    if (typeof reconnectionToken !== 'string' || typeof token !== 'string') return [];
    const when = typeof at === 'number' ? at : now;
    return now - when < KEEP_MS ? [{ reconnectionToken, token, at: when }] : [];
  });
}

/** The tickets kept for this room, newest first. */
function read(place: TicketPlace): Kept[] {
  const now = Date.now();
  let stored: Kept[] = [];
  try {
    stored = parse(storage(place.role)?.getItem(key(place)), now);
  } catch {
    // Denied: memory only.
  }
  const inMemory = (memory.get(key(place)) ?? []).filter((kept) => now - kept.at < KEEP_MS);
  return [...stored, ...inMemory.filter((kept) => !stored.some((s) => s.token === kept.token))];
}

function write(place: TicketPlace, list: Kept[]): void {
  const name = key(place);
  try {
    const store = storage(place.role);
    if (store) {
      if (list.length === 0) store.removeItem(name);
      else store.setItem(name, JSON.stringify(list));
      memory.delete(name);
      return;
    }
  } catch {
    // Denied or full: kept in memory.
  }
  if (list.length === 0) memory.delete(name);
  else memory.set(name, list);
}

/** Keeps `ticket` as the newest of this room (replacing one of the same seat token). */
function keep(place: TicketPlace, ticket: SeatTicket): void {
  const others = read(place).filter((kept) => kept.token !== ticket.token);
  write(place, [{ reconnectionToken: ticket.reconnectionToken, token: ticket.token, at: Date.now() }, ...others].slice(0, MOST));
}

/** Forgets the ticket of seat token `token` in this room. */
function forget(place: TicketPlace, token: string): void {
  const list = read(place);
  const rest = list.filter((kept) => kept.token !== token);
  if (rest.length !== list.length) write(place, rest);
}

/**
 * Takes the lock `name` if no one holds it; resolves with the function that lets it go, or null
 * when another table (of any tab of this browser) holds it. Held until let go, or the page closes.
 */
function takeLock(name: string): Promise<(() => void) | null> {
  const here = (): (() => void) | null => {
    if (heldHere.has(name)) return null;
    heldHere.add(name);
    return () => heldHere.delete(name);
  };
  const locks = webLocks();
  if (!locks) return Promise.resolve(here());
  return new Promise((resolve) => {
    let letGo!: () => void;
    const held = new Promise<void>((done) => (letGo = done));
    locks.request(name, { ifAvailable: true }, (lock) => {
      resolve(lock ? letGo : null);
      return lock ? held : undefined;
    }).catch(() => resolve(here())); // A frame whose origin may not use locks: this page's own bookkeeping.
  });
}

/** Holds seat token `token` of `place` (a seat's lock, see `takeLock`); the host's ticket is never held, every table may use it. */
function hold(place: TicketPlace, token: string): Promise<(() => void) | null> {
  return place.role === 'host' ? Promise.resolve(() => undefined) : takeLock(lockName(place, token));
}

/** A seat a table of this page holds: its ticket is kept, and no other table of this browser takes it while held. */
export class SeatClaim {
  private released = false;

  private constructor(
    /** The game server's URL, the room's join code, and whose ticket. */
    private readonly place: TicketPlace,
    private current: SeatTicket,
    private readonly letGo: () => void,
  ) {}

  /** The room's join code. */
  get code(): string {
    return this.place.code;
  }

  /** The seat's latest ticket. */
  get ticket(): SeatTicket {
    return this.current;
  }

  /** Keeps `ticket`, the same seat's newer ticket (a new connection's reconnection token). Nothing once released. */
  update(ticket: SeatTicket): void {
    if (this.released || ticket.token !== this.current.token) return;
    if (ticket.reconnectionToken !== this.current.reconnectionToken) keep(this.place, ticket);
    this.current = ticket;
  }

  /** This table no longer holds the seat: another table may take its ticket, which stays kept. */
  release(): void {
    if (this.released) return;
    this.released = true;
    this.letGo();
  }

  /** The ticket opens no seat any more (another game under the code, or the game is gone): forgotten, and let go. */
  forget(): void {
    forget(this.place, this.current.token);
    this.release();
  }

  /**
   * Takes a kept ticket of this room that no live table holds: with `own` (the ticket this table
   * held before), that seat only; else the newest free one. Resolves with the claim, or null when
   * there is none free. `role` (default `seat`): a seat's ticket, or a seatless host's (never held
   * by one table: the newest kept is taken even while other tables use it; without `own`, with an
   * empty reconnection token).
   */
  static async takeKept(server: string, code: string, own: SeatTicket | null = null, role: TicketRole = 'seat'): Promise<SeatClaim | null> {
    const place = { server, code, role };
    // Another table's host connection may be live: a kept host ticket joins by its token only.
    const candidates = own ? [own] : read(place).map((kept) => (role === 'host' ? { ...kept, reconnectionToken: '' } : kept));
    for (const ticket of candidates) {
      const letGo = await hold(place, ticket.token);
      if (letGo) {
        const { reconnectionToken, token } = ticket;
        return new SeatClaim(place, { reconnectionToken, token }, letGo);
      }
    }
    return null;
  }

  /**
   * Holds the seat a table just got (a new token) and keeps its ticket; null when another table
   * holds that token already. `role` host: keeps the host's ticket (never null: no table holds it alone).
   */
  static async takeNew(server: string, code: string, ticket: SeatTicket, role: TicketRole = 'seat'): Promise<SeatClaim | null> {
    const place = { server, code, role };
    const letGo = await hold(place, ticket.token);
    if (!letGo) return null;
    keep(place, ticket);
    return new SeatClaim(place, { ...ticket }, letGo);
  }
}
