/**
 * Private rooms (docs/online.md, "Join"): a room is reached by its code only. Colyseus'
 * matchmaking also offers `join(roomName)` and `joinOrCreate(roomName)`, which place a client in
 * any open room of that name: for the games' room names both are refused with `use-code`, and
 * every room is private, so no listing (`matchMaker.query`, a `LobbyRoom`) shows it and no
 * match by name finds it.
 */
import { ErrorCode, ServerError, matchMaker, type Room } from '@colyseus/core';

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
 * The refused request fails with `ServerError` `use-code: …` (the SDK's promise rejects with it).
 */
export function refuseJoinByName(roomName: string): void {
  guarded.add(roomName);
  if (installed) return;
  installed = true;
  const { controller } = matchMaker;
  const invoke: InvokeMethod = controller.invokeMethod;
  controller.invokeMethod = function (this: typeof controller, method, roomName, ...rest) {
    if (BY_NAME.has(method) && guarded.has(roomName)) {
      return Promise.reject(new ServerError(ErrorCode.MATCHMAKE_NO_HANDLER, USE_CODE_MESSAGE));
    }
    return invoke.call(this, method, roomName, ...rest);
  } as InvokeMethod;
}

/**
 * Makes `room` private (call from `onCreate`): Colyseus' `join` / `joinOrCreate` and any listing
 * of open rooms skip it; `joinById` (its code) still reaches it.
 */
export function makePrivate(room: Room): Promise<void> {
  return room.setPrivate(true);
}
