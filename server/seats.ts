/**
 * The seats of a room and their holders (docs/online.md, "Seats, tokens and reconnection", and
 * "Hosting" for teams of several devices). A person's seat carries a secret seat token, sent only
 * to the clients holding that seat: whoever joins with it gets the seat back (after a reload, a
 * lost connection or a server restart). A seat holds up to the room's `devicesPerSeat` devices
 * (Colyseus sessions), each with its own name, all sharing the seat's token and view.
 */
import { randomBytes } from 'node:crypto';
import { botName, type Seat } from 'bluffhouse';
import type { RoomSettings } from './room-options.js';

/** One device (a Colyseus session) on a person's seat. */
export interface Device {
  sessionId: string;
  /** The name the device joined with ('' for none). */
  name: string;
  /** True while its dropped connection may still reconnect (the grace period). */
  away: boolean;
}

/**
 * A person's seat. `devices` are the sessions holding it (none: nobody); `botPlays` is true once a
 * bot plays the seat for the absent person (after the grace, after they left, or the host's
 * `seat-to-bot`); `waiting` is true while a seat the host freed (`seat-free`) waits for a new
 * device, which any joiner by code may take after the start.
 */
export interface PersonSeat {
  kind: 'person';
  name: string;
  /** The seat token: 22 base64url characters (128 random bits). */
  token: string;
  devices: Device[];
  botPlays: boolean;
  waiting?: boolean;
  /**
   * Where the seat's name is a team's from: the creator's `names` (`creator`) or its first device
   * (`device`); absent while it has none (empty, or a bot's name the host freed). A named seat
   * keeps its name whatever device joins it later (`joinSeat`), but in a friends' room before the start.
   */
  named?: Naming;
  /** While the person is away after the start: when a bot takes the seat over (epoch ms; server/grace.ts), unless they return. */
  botAt?: number | null;
}

/** A bot's seat from the start (or filled with a bot when the game was started early). */
export interface BotSeat {
  kind: 'bot';
  name: string;
}

export type SeatHolder = PersonSeat | BotSeat;

/** Who gave a seat its team's name (`PersonSeat.named`). */
export type Naming = 'creator' | 'device';

/** A seat as stored in a game record (server/game-store.ts): no session, no connection state. */
export interface SavedSeat {
  kind: 'person' | 'bot';
  name: string;
  /** The person's seat token; null for a bot seat. */
  token: string | null;
  /** A seat the host freed, waiting for a device (absent: false). */
  waiting?: boolean;
  /** A bot plays the person's seat (the host's `seat-to-bot`; absent: false). */
  botPlays?: boolean;
  /** Who gave the seat its team's name (absent: nobody yet). */
  named?: Naming;
}

/** A new seat token: 16 random bytes from `crypto`, base64url (22 characters). */
export function seatToken(): string {
  return randomBytes(16).toString('base64url');
}

/** A free person's seat named `name` (possibly '' until someone joins). */
function personSeat(name: string): PersonSeat {
  return { kind: 'person', name, token: seatToken(), devices: [], botPlays: false };
}

/** The seats of a new room: people's seats first (`settings.humans`), then bots. */
export function newSeats(settings: RoomSettings): SeatHolder[] {
  return Array.from({ length: settings.players }, (_, seat): SeatHolder => (seat < settings.humans
    ? { ...personSeat(settings.names[seat] ?? ''), ...(settings.names[seat] ? { named: 'creator' as const } : {}) }
    : { kind: 'bot', name: settings.names[seat] || botName(seat) }));
}

/** The seats of a restored room: nobody holds a person's seat yet. */
export function restoredSeats(saved: readonly SavedSeat[]): SeatHolder[] {
  return saved.map((seat): SeatHolder => (seat.kind === 'bot' || seat.token === null
    ? { kind: 'bot', name: seat.name }
    : { ...personSeat(seat.name), token: seat.token, waiting: seat.waiting === true, botPlays: seat.botPlays === true, ...(seat.named ? { named: seat.named } : {}) }));
}

/** The seats as a game record keeps them. */
export function savedSeats(seats: readonly SeatHolder[]): SavedSeat[] {
  return seats.map((holder) => (holder.kind === 'person'
    ? { kind: 'person', name: holder.name, token: holder.token, ...(holder.waiting ? { waiting: true } : {}), ...(holder.botPlays && holder.devices.length === 0 ? { botPlays: true } : {}), ...(holder.named ? { named: holder.named } : {}) }
    : { kind: 'bot', name: holder.name, token: null }));
}

/** The person's seat `token` opens, or -1 (also for anything that is not a non-empty string). */
export function seatOfToken(seats: readonly SeatHolder[], token: unknown): number {
  if (typeof token !== 'string' || token === '') return -1;
  return seats.findIndex((holder) => holder.kind === 'person' && holder.token === token);
}

/** The seat held by the session `sessionId`, or null (a spectator, or unknown). */
export function seatOfSession(seats: readonly SeatHolder[], sessionId: string): Seat | null {
  const seat = seats.findIndex((holder) => holder.kind === 'person' && holder.devices.some((d) => d.sessionId === sessionId));
  return seat < 0 ? null : seat;
}

/**
 * The seat of every session on a seat now (`seatOfSession` of each, in one pass): a spectator's
 * session is absent. Built once where every client is told, not searched per client.
 */
export function sessionSeats(seats: readonly SeatHolder[]): Map<string, Seat> {
  const bySession = new Map<string, Seat>();
  seats.forEach((holder, seat) => {
    if (holder.kind === 'person') for (const device of holder.devices) if (!bySession.has(device.sessionId)) bySession.set(device.sessionId, seat);
  });
  return bySession;
}

/** Whether a person's seat has a device on it (connected or away). */
export function held(holder: SeatHolder): holder is PersonSeat {
  return holder.kind === 'person' && holder.devices.length > 0;
}

/** Whether a bot moves for `holder`: a bot's seat, or a person's seat a bot took over. */
export function botMovesFor(holder: SeatHolder): boolean {
  return holder.kind === 'bot' || holder.botPlays;
}

/**
 * `connected` of the state message: a person here (true: any of its devices is connected) or not
 * (false, their seat kept for them); null where a bot plays, from the start or since it took over
 * a person's seat (which the person's token takes back: true again).
 */
export function connectedOf(holder: SeatHolder): boolean | null {
  return holder.kind === 'bot' || holder.botPlays ? null : holder.devices.some((device) => !device.away);
}

/** `members` of the state message: per seat, the names of its devices connected now. */
export function membersOf(seats: readonly SeatHolder[]): string[][] {
  return seats.map((holder, s) => (holder.kind === 'person'
    ? holder.devices.filter((d) => !d.away).map((d) => d.name || holder.name || `Player ${s + 1}`)
    : []));
}

/**
 * Whether a device without a token may join `holder` now (`devicesPerSeat` per seat): before the
 * start, a person's seat with room; after it, a seat the host freed, or a seat whose team is
 * there (a device connected) with room.
 */
export function isOpen(holder: SeatHolder, started: boolean, devicesPerSeat: number): holder is PersonSeat {
  if (holder.kind !== 'person' || holder.devices.length >= devicesPerSeat) return false;
  if (!started) return true;
  return holder.waiting === true || (!holder.botPlays && holder.devices.some((d) => !d.away));
}

/**
 * The seat a joiner without a token takes: `wanted` when given (or -1 when it is not open), else
 * the open seat with the fewest devices (teams fill evenly), the lowest first; -1 when none is.
 */
export function seatToJoin(seats: readonly SeatHolder[], started: boolean, devicesPerSeat: number, wanted?: Seat): number {
  if (wanted !== undefined) return seats[wanted] && isOpen(seats[wanted], started, devicesPerSeat) ? wanted : -1;
  let best = -1;
  seats.forEach((holder, s) => {
    if (isOpen(holder, started, devicesPerSeat) && (best < 0 || holder.devices.length < (seats[best] as PersonSeat).devices.length)) best = s;
  });
  return best;
}

/**
 * Adds `sessionId` named `name` to the open seat `seat`: the first device of a free seat gets a
 * fresh token. A team keeps its name: a seat already named (`named`) keeps it when `keepName` (a
 * hosted room, or any room once started: a replacement after `seat-free`); else the first device
 * names it. Later devices of the seat never rename it (their names are `members`).
 */
export function joinSeat(seats: SeatHolder[], seat: Seat, sessionId: string, name: string, keepName = false): void {
  const holder = seats[seat] as PersonSeat;
  if (holder.devices.length === 0) {
    Object.assign(holder, { token: seatToken(), botPlays: false, waiting: false, botAt: null });
    if (!(keepName && holder.named && holder.name)) {
      holder.name = name || holder.name || `Player ${seat + 1}`;
      if (name || !holder.named) holder.named = 'device';
    }
  }
  holder.devices.push({ sessionId, name: name || holder.name, away: false });
}

/**
 * A token join of person's seat `seat` by `sessionId` (no bot plays it any more). With room the
 * device is added; a full seat's away device is replaced, else (one device a seat) its device:
 * returns the session replaced, or null. Returns false when the seat is full of connected devices.
 */
export function giveSeat(seats: SeatHolder[], seat: Seat, sessionId: string, name: string, devicesPerSeat: number): string | null | false {
  const holder = seats[seat] as PersonSeat;
  if (holder.devices.some((d) => d.sessionId === sessionId)) return null;
  Object.assign(holder, { botPlays: false, waiting: false });
  const device = { sessionId, name: name || holder.name, away: false };
  if (holder.devices.length < devicesPerSeat) {
    holder.devices.push(device);
    return null;
  }
  const replaced = holder.devices.findIndex((d) => d.away);
  if (replaced < 0 && devicesPerSeat > 1) return false;
  const at = Math.max(0, replaced);
  const previous = holder.devices[at]!.sessionId;
  holder.devices[at] = device;
  return previous;
}

/** Marks the device `sessionId` as waiting for its reconnection (`away`) or back; false when it holds no seat. */
export function setAway(seats: SeatHolder[], sessionId: string, away: boolean): boolean {
  const seat = seatOfSession(seats, sessionId);
  if (seat === null) return false;
  for (const device of (seats[seat] as PersonSeat).devices) if (device.sessionId === sessionId) device.away = away;
  return true;
}

/** Whether every device of `seat` is away (its last connection dropped). */
export function allAway(seats: readonly SeatHolder[], seat: Seat | null): boolean {
  const holder = seat === null ? undefined : seats[seat];
  return holder?.kind === 'person' && holder.devices.every((d) => d.away);
}

/**
 * `sessionId` is gone for good. When it was its seat's last device: before the start the seat is
 * free again (with a new token, without the name its device gave it: the next team names it),
 * after it a bot plays it when `botTakeover`. Returns whether it held a seat.
 */
export function vacate(seats: SeatHolder[], sessionId: string, started: boolean, botTakeover: boolean): boolean {
  const seat = seatOfSession(seats, sessionId);
  if (seat === null) return false;
  const holder = seats[seat] as PersonSeat;
  holder.devices = holder.devices.filter((d) => d.sessionId !== sessionId);
  if (holder.devices.length > 0) return true;
  if (!started) {
    holder.token = seatToken();
    if (holder.named === 'device') Object.assign(holder, { name: '', named: undefined });
  } else if (botTakeover && !holder.waiting) holder.botPlays = true;
  return true;
}

/**
 * The host takes `seat` from its devices (`seat-to-bot`: a bot plays it; `seat-free`: it waits for
 * a new device, no bot playing); a bot's seat becomes a person's for `free`. Its token is renewed,
 * so the old one opens nothing. Returns the sessions detached.
 */
export function detach(seats: SeatHolder[], seat: Seat, free: boolean): string[] {
  const holder = seats[seat]!;
  if (holder.kind === 'bot') {
    if (free) seats[seat] = { ...personSeat(holder.name), waiting: true };
    return [];
  }
  const gone = holder.devices.map((d) => d.sessionId);
  Object.assign(holder, { devices: [], token: seatToken(), botPlays: !free, waiting: free, botAt: null });
  return gone;
}

/** Bots play every person's seat nobody holds (after a restore's grace), but seats the host freed. */
export function botsForAbsent(seats: SeatHolder[]): void {
  for (const holder of seats) if (holder.kind === 'person' && holder.devices.length === 0 && !holder.waiting) holder.botPlays = true;
}

/** The seats when the game is started early: every free person's seat becomes a bot's. */
export function fillWithBots(seats: readonly SeatHolder[]): SeatHolder[] {
  return seats.map((holder, s) => (holder.kind === 'person' && holder.devices.length === 0 ? { kind: 'bot', name: botName(s) } : holder));
}

/**
 * The seats of a game started with `count` seats (`start { seats }`): the seats with people first,
 * in their order (tokens kept), then bots. Returns the seats and where each old seat went.
 */
export function compacted(seats: readonly SeatHolder[], count: number): { seats: SeatHolder[]; moved: Map<Seat, Seat> } {
  const people = seats.flatMap((holder, s) => (held(holder) ? [{ holder, s }] : []));
  const moved = new Map<Seat, Seat>(people.map(({ s }, at) => [s, at]));
  const result: SeatHolder[] = people.map(({ holder }) => holder);
  while (result.length < count) result.push({ kind: 'bot', name: botName(result.length) });
  return { seats: result, moved };
}
