/**
 * The `server` and `room` attributes of every table (docs/online.md, "Tables"): where an online
 * game is played and which room. Small and in every table's file; the online code itself loads
 * only when `server` is set (online-source.ts).
 */
import { CODE_ALPHABET, CODE_LENGTH, MAX_DEVICES_PER_SEAT, isJoinCode } from '../../../src/online/protocol.js';
import { AttributeError, integerAttribute } from '../table/attributes.js';

const SCHEMES = ['ws:', 'wss:', 'http:', 'https:'];

/** Which online game a table plays. */
export interface OnlineTarget {
  /** The game server's URL, as given (`ws:`, `wss:`, `http:` or `https:`). */
  server: string;
  /** `new` to create a room, or a join code (6 characters of CODE_ALPHABET, upper case). */
  room: string;
  /** Watch only (BiggieBills' moderator view): join as a spectator. */
  spectator: boolean;
  /** The code came from the page address (`?room=`) because the table has no `room` attribute. */
  fromPage: boolean;
  /**
   * Host the room (`host`): create it as its seatless host (`room` new), or take back the host
   * ticket this browser keeps for it (a join code; without one the table watches, a spectator).
   */
  host: boolean;
  /** The seat to join (`seat`, 0-based), or null: the next seat with room. */
  seat: number | null;
  /** How many devices may join one seat of a room this table creates (`devices-per-seat`, 1–6). */
  devicesPerSeat: number;
}

/** A table's online attributes, as its properties hold them. */
export interface OnlineAttributes {
  server?: unknown;
  room?: unknown;
  host?: unknown;
  seat?: unknown;
  devicesPerSeat?: unknown;
}

/** The most seats a game has: a `seat` beyond it names no seat of any room. */
const MOST_SEATS = 8;

const blank = (raw: unknown) => raw === undefined || raw === null || String(raw).trim() === '';

/** `server`: the game server's URL, or null when absent. @throws AttributeError naming `server`. */
export function serverAttribute(raw: unknown): string | null {
  if (blank(raw)) return null;
  const text = String(raw).trim();
  if (!URL.canParse(text) || !SCHEMES.includes(new URL(text).protocol)) {
    throw new AttributeError('server', `server must be the game server's URL, starting with ws:, wss:, http: or https: (got "${text}")`);
  }
  return text;
}

/**
 * `room`: `new`, or a join code (case-insensitive, returned in upper case); null when absent.
 * @throws AttributeError naming `room` (`source` says where the value came from).
 */
export function roomAttribute(raw: unknown, source = 'room'): string | null {
  if (blank(raw)) return null;
  const text = String(raw).trim();
  if (text.toLowerCase() === 'new') return 'new';
  const code = text.toUpperCase();
  if (!isJoinCode(code)) {
    throw new AttributeError('room', `${source} must be "new" or a join code of ${CODE_LENGTH} characters from ${CODE_ALPHABET} (got "${text}")`);
  }
  return code;
}

/**
 * The notice for a `room` attribute that has no effect (no `server`: the table plays in the page),
 * or null. A bad `room` or `server` is reported by `onlineTarget` instead.
 */
export function unusedRoomNotice(server: unknown, room: unknown): string | null {
  if (!blank(server) || blank(room)) return null;
  try {
    roomAttribute(room);
  } catch {
    return null;
  }
  return `room has no effect without server: this table plays its own game in the page (got room "${String(room).trim()}")`;
}

/** The `room` parameter of the page's address, or null. */
function pageRoom(): string | null {
  try {
    return new URLSearchParams(location.search).get('room');
  } catch {
    return null;
  }
}

/** `host` (a boolean attribute: present, or the property true). */
function hostAttribute(raw: unknown): boolean {
  return raw === true || (typeof raw === 'string' && raw.trim().toLowerCase() !== 'false');
}

/** `seat`: 0-based, from 0 to 7; null when absent. @throws AttributeError naming `seat`. */
export function seatAttribute(raw: unknown): number | null {
  const seat = integerAttribute('seat', raw);
  if (seat === undefined) return null;
  if (seat < 0 || seat >= MOST_SEATS) throw new AttributeError('seat', `seat must be a seat number from 0 to ${MOST_SEATS - 1} (got ${seat})`);
  return seat;
}

/** `devices-per-seat`: from 1 to 6 (MAX_DEVICES_PER_SEAT), default 1. @throws AttributeError naming `devices-per-seat`. */
export function devicesPerSeatAttribute(raw: unknown): number {
  const devices = integerAttribute('devices-per-seat', raw) ?? 1;
  if (devices < 1 || devices > MAX_DEVICES_PER_SEAT) {
    throw new AttributeError('devices-per-seat', `devices-per-seat must be from 1 to ${MAX_DEVICES_PER_SEAT} (got ${devices})`);
  }
  return devices;
}

/**
 * The online game of a table, or null (offline) when `server` is absent. Without a `room`
 * attribute the table joins the code in the page address's `room` parameter, else creates a room.
 * `spectator`: the table watches (BiggieBills' moderator view); with `host` it may create the room.
 * @throws AttributeError naming `server`, `room`, `host`, `seat` or `devices-per-seat`: a bad value,
 *   `host`, `seat` or `devices-per-seat` without `server`, `seat` with `host`, a watching view or
 *   `room="new"`.
 */
export function onlineTarget(table: OnlineAttributes, spectator: boolean): OnlineTarget | null {
  const url = serverAttribute(table.server);
  const given = roomAttribute(table.room);
  const host = hostAttribute(table.host);
  const seat = seatAttribute(table.seat);
  const devicesPerSeat = devicesPerSeatAttribute(table.devicesPerSeat);
  if (url === null) {
    const online = host ? 'host' : seat !== null ? 'seat' : blank(table.devicesPerSeat) ? null : 'devices-per-seat';
    if (online) throw new AttributeError(online, `${online} needs server: only an online game has a host, seats to join and devices (got no server)`);
    return null;
  }
  if (seat !== null && (host || spectator || given === 'new')) {
    const why = host ? 'the host holds no seat' : spectator ? 'this view watches the room' : 'room="new" creates a room, whose creator plays seat 0';
    throw new AttributeError('seat', `seat joins a seat of a room by its code: not here, ${why} (got seat ${seat})`);
  }
  const fromPage = given === null ? roomAttribute(pageRoom(), 'the page address\'s room parameter') : null;
  const target = { server: url, room: given ?? fromPage ?? 'new', spectator, fromPage: given === null, host, seat, devicesPerSeat };
  if (spectator && !host && target.room === 'new') {
    const got = given === 'new' ? 'got "new"' : 'none given, in the attribute or the page address';
    throw new AttributeError('room', `room must be a join code here: this view watches a room and cannot create one, unless it hosts it (host) (${got})`);
  }
  return target;
}
