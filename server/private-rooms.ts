/**
 * Private rooms (docs/online.md, "Join"): a room is reached by its code only. Colyseus'
 * matchmaking also offers `join(roomName)` and `joinOrCreate(roomName)`, which place a client in
 * any open room of that name: for the games' room names both are refused with `use-code`, and
 * every room is private, so no listing (`matchMaker.query`, a `LobbyRoom`) shows it and no
 * match by name finds it.
 *
 * Every matchmaking request passes here, so the codes of its failures are settled here too
 * (src/online/codes.ts): a join of a room whose process died is `room-not-found`, and a create
 * refused on another process gets its number back (server/join-errors.ts).
 */
import { ErrorCode, matchMaker, type Room } from '@colyseus/core';
import { joinErrorOf } from 'bluffhouse/online';
import { joinError, renumbered } from './join-errors.js';

/** The refusal of a `join` / `joinOrCreate` by room name. */
export const USE_CODE_MESSAGE = 'use-code: join a room with its code (joinById) or create one';

/** Colyseus' matchmaking methods that pick a room by its name rather than its code. */
const BY_NAME = new Set(['join', 'joinOrCreate']);

/** The room names whose `join` / `joinOrCreate` are refused (this process's matchmaker is shared). */
const guarded = new Set<string>();
let installed = false;

type InvokeMethod = typeof matchMaker.controller.invokeMethod;

/**
 * Refuses `join` and `joinOrCreate` for `roomName` on this process's matchmaking (every HTTP route
 * goes through Colyseus' `matchMaker.controller.invokeMethod`: the server's own HTTP server, an
 * `attachTo` owner's `matchmake`, and `@colyseus/testing`'s server alike). Idempotent; other room
 * names are left as they are.
 * The refused request fails with the join error `use-code` (the SDK's promise rejects with it).
 * Every request's failure is numbered as `numbered` says.
 */
export function refuseJoinByName(roomName: string): void {
  guarded.add(roomName);
  if (installed) return;
  installed = true;
  const { controller } = matchMaker;
  const invoke: InvokeMethod = controller.invokeMethod;
  controller.invokeMethod = function (this: typeof controller, method, roomName, ...rest) {
    if (BY_NAME.has(method) && guarded.has(roomName)) {
      return Promise.reject(joinError('use-code', USE_CODE_MESSAGE));
    }
    return invoke.call(this, method, roomName, ...rest).catch(async (error: unknown) => {
      throw await numbered(method, roomName, error);
    });
  } as InvokeMethod;
}

/**
 * The failure `error` of the matchmaking request `method` for `roomName` (a room's id for
 * `joinById`), with the number of its code (src/online/codes.ts):
 * - a join refused by Colyseus for a reason of its own other than "not found" (its
 *   `MATCHMAKE_UNHANDLED`, as when the room's process is not available: its health check found the
 *   process dead and dropped its rooms) is `room-not-found` when no room has that id any more, so
 *   a seat token restores the room;
 * - a create refused on another process gets its number back (`renumbered`).
 */
export async function numbered(method: string, roomName: string, error: unknown): Promise<unknown> {
  const known = renumbered(error);
  if (method !== 'joinById' || joinErrorOf(known) !== null || (known as { code?: unknown }).code !== ErrorCode.MATCHMAKE_UNHANDLED) return known;
  // The local driver answers at once, the Redis driver with a promise; out of reach, the error stays as it was.
  const listed = await Promise.resolve().then(() => matchMaker.getRoomById(roomName)).catch(() => true);
  return listed ? known : joinError('room-not-found', (known as Error).message);
}

/**
 * Makes `room` private (call from `onCreate`): Colyseus' `join` / `joinOrCreate` and any listing
 * of open rooms skip it; `joinById` (its code) still reaches it.
 */
export function makePrivate(room: Room): Promise<void> {
  return room.setPrivate(true);
}
