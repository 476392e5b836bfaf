/**
 * The `server` and `room` attributes of every table (docs/online.md, "Tables"): where an online
 * game is played and which room. Small and in every table's file; the online code itself loads
 * only when `server` is set (online-source.ts).
 */
import { CODE_ALPHABET, CODE_LENGTH, isJoinCode } from '../../../src/online/protocol.js';
import { AttributeError } from '../table/attributes.js';

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
}

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

/**
 * The online game of a table, or null (offline) when `server` is absent. Without a `room`
 * attribute the table joins the code in the page address's `room` parameter, else creates a room.
 * @throws AttributeError naming `server` or `room`.
 */
export function onlineTarget(server: unknown, room: unknown, spectator: boolean): OnlineTarget | null {
  const url = serverAttribute(server);
  const given = roomAttribute(room);
  if (url === null) return null;
  const fromPage = given === null ? roomAttribute(pageRoom(), 'the page address\'s room parameter') : null;
  const target = { server: url, room: given ?? fromPage ?? 'new', spectator, fromPage: given === null };
  if (spectator && target.room === 'new') {
    const got = given === 'new' ? 'got "new"' : 'none given, in the attribute or the page address';
    throw new AttributeError('room', `room must be a join code here: this view watches a room and cannot create one (${got})`);
  }
  return target;
}
