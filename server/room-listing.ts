/**
 * A room's public listing (docs/online.md, "Hosting"), answered by `GET /rooms/<CODE>` so a Join
 * form finds a code's game and a team to join: the game, whether it started, the devices a seat
 * may hold and, per seat, its name, whether a bot plays it, its devices and whether a device may
 * join it now. No token, no hidden fact. Each room keeps it in its Colyseus listing's metadata
 * (shared through Redis with other processes), written when it changes.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import { isJoinCode, ONLINE_CODES } from 'bluffhouse/online';
import type { Admission } from './admission.js';
import { botMovesFor, isOpen, type SeatHolder } from './seats.js';

/** One seat in a listing. */
export interface ListedSeat {
  name: string;
  /** A bot plays it (from the start, after a person left, or the host's `seat-to-bot`). */
  bot: boolean;
  /** Devices on it now (connected or away for the grace). */
  devices: number;
  /** A device without a token may join it now. */
  open: boolean;
}

/** The answer of `GET /rooms/<CODE>`. */
export interface RoomListing {
  code: string;
  /** The game's registry id (`biggie-bills`). */
  game: string;
  started: boolean;
  devicesPerSeat: number;
  seats: ListedSeat[];
}

/** The listing of a room of `game` with `code`. */
export function roomListing(game: string, code: string, seats: readonly SeatHolder[], started: boolean, devicesPerSeat: number, over = false): RoomListing {
  return {
    code,
    game,
    started,
    devicesPerSeat,
    seats: seats.map((holder, s) => ({
      name: holder.name || `Player ${s + 1}`,
      bot: botMovesFor(holder),
      devices: holder.kind === 'person' ? holder.devices.length : 0,
      open: !over && isOpen(holder, started, devicesPerSeat),
    })),
  };
}

/** Writes a room's listing into its Colyseus metadata (`{ listing }`) when it changed. */
export class ListingWriter {
  private last = '';

  write(room: { setMetadata(meta: { listing: RoomListing }): Promise<void> }, listing: RoomListing): void {
    const text = JSON.stringify(listing);
    if (text === this.last) return;
    this.last = text;
    room.setMetadata({ listing }).catch(() => undefined);
  }
}

/** The path of the route, with the code asked for. */
const ROOMS_PATH = /^\/rooms\/([^/]{0,40})$/;

/**
 * Answers `GET /rooms/<CODE>` (and its CORS preflight): 200 with the room's `RoomListing`, or 404
 * `{ code: 'room-not-found', error }` for a code of no open room (or not a code); rate-limited like
 * matchmaking (`admission`: 429 `rate-limited`); 503 `server-unavailable` when the rooms cannot
 * be listed (Redis away). CORS `*`. Returns false for any other request.
 */
export async function roomsRoute(request: IncomingMessage, response: ServerResponse, admission?: Admission): Promise<boolean> {
  const match = ROOMS_PATH.exec(new URL(request.url ?? '/', 'http://host').pathname);
  if (!match || (request.method !== 'GET' && request.method !== 'OPTIONS')) return false;
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'GET', 'access-control-expose-headers': 'Retry-After' };
  const answer = (status: number, body: unknown, headers: Record<string, string> = {}) => {
    response.writeHead(status, { ...cors, 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
    response.end(JSON.stringify(body));
  };
  if (request.method === 'OPTIONS') {
    response.writeHead(204, cors);
    response.end();
    return true;
  }
  const denied = admission ? await admission.admit(admission.clientAddress(request), 'rooms') : null;
  if (denied) {
    answer(denied.status, { code: denied.code, error: denied.message }, denied.retryAfter === undefined ? {} : { 'retry-after': String(denied.retryAfter) });
    return true;
  }
  const code = decodeURIComponent(match[1] ?? '').toUpperCase();
  const notFound = () => answer(404, { code: 'room-not-found', error: `room-not-found: no open room has the code ${JSON.stringify(code.slice(0, 12))}` });
  if (!isJoinCode(code)) return (notFound(), true);
  let listing: unknown;
  try {
    listing = ((await matchMaker.getRoomById(code)) as { metadata?: { listing?: unknown } } | undefined)?.metadata?.listing;
  } catch (error) {
    answer(ONLINE_CODES['server-unavailable'].http, { code: 'server-unavailable', error: `server-unavailable: the rooms cannot be listed now (${(error as Error).message})` }, { 'retry-after': '5' });
    return true;
  }
  if (!listing) return (notFound(), true);
  answer(200, listing);
  return true;
}
