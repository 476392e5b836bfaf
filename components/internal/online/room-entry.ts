/**
 * How a table's online source gets into its room (docs/online.md, "Tables", "Hosting"): creates it
 * (as a player on seat 0, or as its seatless host), joins it by code (the next seat with room, a
 * named seat, or watching), or takes back the seat or host role it holds a ticket for: reconnects,
 * else joins with the token, else restores the room the server lost (`resume`).
 */
import type { Client, Room } from './colyseus.js';
import { joinErrorOf } from '../../../src/online/codes.js';
import type { TableSettings } from '../table/game-source.js';
import { onlineProblem } from './online-errors.js';
import type { SeatClaim } from './resume-store.js';
import { joinOrWatch, watchRoom } from './watch-room.js';

/** Where the game is played. */
export interface RemoteSourceOptions {
  /** The game server's URL (`ws:`, `wss:`, `http:` or `https:`). */
  server: string;
  /** The room name: the game's id (`bluff-king`). */
  game: string;
  /** `new` to create a room from the table's settings, or the join code of a room. */
  room: string;
  /** This person's name, given to the server when joining. */
  name?: string;
  /** Pause before each bot move on the server, in ms, for a room this source creates. */
  botDelay?: number;
  /** Join as a spectator (the public view only; BiggieBills' moderator display). */
  spectator?: boolean;
  /** The table has no `room` attribute (it follows the page address): put `room=<code>` in the address once a room is created. */
  fromPage?: boolean;
  /** Host the room: create it without a seat (`{ host: true }`), or take back the kept host ticket (else watch). */
  host?: boolean;
  /** The seat to join (0-based); absent or null: the next seat with room. */
  seat?: number | null;
  /** Devices per seat of a room this source creates (1–6; the server's default 1). */
  devicesPerSeat?: number;
}

/** What entering needs from the source: its kept tickets. */
export interface EntryTickets {
  /**
   * The seat (with `host`: the host role) to take back in room `code`, or null: enter as a newcomer.
   * @throws Error when the source stopped or started over meanwhile.
   */
  claim(code: string): Promise<SeatClaim | null>;
  /** The claimed ticket opens nothing any more: forget it. */
  forget(): void;
  /** This connection takes a seat (or the host role) back. */
  resuming(): void;
}

/**
 * The options of `client.create` for a new room from the table's settings: the players, the seats
 * people take and the bots' level, the game's options by input field (BiggieBills' `timeLimitMinutes`,
 * `target`, `startingCash`, `maxCycles`: the server validates them with the same `parseInput`),
 * and the devices per seat. A host takes no seat: every seat waits for people and the host's name
 * names none; a player takes seat 0 under its name.
 */
export function createOptions(options: RemoteSourceOptions, settings: TableSettings<unknown>): Record<string, unknown> {
  const { players, humans, level, options: given } = settings;
  const { players: _players, ...gameOptions } = given;
  const { name, botDelay, host, devicesPerSeat } = options;
  const room = { players, bots: level, options: gameOptions, botDelay, ...(devicesPerSeat && devicesPerSeat > 1 ? { devicesPerSeat } : {}) };
  if (host) return { ...room, host: true };
  return { ...room, humans: Math.max(1, humans.length), ...(name ? { names: [name] } : {}) };
}

/**
 * Creates, joins, or takes back this client's seat or host role (with a kept ticket) in room `code`
 * (`new`: creates one).
 * @throws the SDK's error of the last way tried (`onlineProblem` reads it); an error with `gone`
 *   when the room and its saved game are both gone.
 */
export async function enterRoom(client: Client, code: string, options: RemoteSourceOptions, settings: TableSettings<unknown>, tickets: EntryTickets): Promise<Room> {
  const { game, name, spectator, host, seat } = options;
  if (code === 'new') return client.create(game, createOptions(options, settings));
  if (spectator && !host) return watchRoom(client, game, code);
  const claim = await tickets.claim(code);
  // A host without its ticket watches (none is kept in this browser: another browser's host screen).
  const newcomer = () => (host || spectator ? watchRoom(client, game, code) : joinOrWatch(client, game, code, name, seat));
  if (!claim) return newcomer();
  const { ticket } = claim;
  tickets.resuming();
  try {
    // No reconnection token (a kept host ticket another tab may be using): by the token at once.
    if (ticket.reconnectionToken) return await client.reconnect(ticket.reconnectionToken);
  } catch {
    // The reconnection window is over: take the seat back by its token.
  }
  try {
    return await client.joinById(code, { token: ticket.token, game });
  } catch (error) {
    if (joinErrorOf(error) === 'bad-token') {
      // The ticket is of another game under this code, or the host's seat was freed: a newcomer.
      tickets.forget();
      return newcomer();
    }
    if (onlineProblem(error).code !== 'room-not-found') throw error;
  }
  try {
    // The server lost the room (a restart): it restores it from its store under the same code.
    return await client.create(game, { resume: code, token: ticket.token });
  } catch (error) {
    if (onlineProblem(error).code === 'room-not-found') {
      // No saved game either (a server that keeps games in memory restarted): nothing to come back to.
      tickets.forget();
      throw Object.assign(new Error((error as Error).message), { gone: true });
    }
    // Someone else restored it meanwhile: join it.
    if (joinErrorOf(error) === 'already-running') return client.joinById(code, { token: ticket.token, game });
    throw error;
  }
}
