/**
 * How a table without a seat ticket watches a room (docs/online.md, "Tables"): a spectator (the
 * BiggieBills moderator view), or anyone who opens a finished game's code. A spectator joins by
 * code (`{ spectator: true }`); when no room has the code, the finished game's public ending is
 * opened again (`create(game, { resume: code })`: the server keeps a finished game's public view,
 * result and names, and refuses a running game's code without a seat token). A spectator has no
 * token to restore a running game with: after a server restart it tries again until a player
 * has restored the room (remote-source.ts), and `rejoinProblem` says what it waits for.
 */
import type { Client, Room } from './colyseus.js';
import { joinErrorOf } from '../../../src/online/codes.js';
import { onlineProblem, type OnlineProblem } from './online-errors.js';

/**
 * Opens the finished game `code` of `game` read-only (seat null, its final state), or joins it as a
 * spectator when another client opened it first.
 * @throws `failure` when the server keeps no finished game under that code (a running game's, a
 *   wrong code) or cannot be reached.
 */
async function openEnding(client: Client, game: string, code: string, failure: unknown): Promise<Room> {
  try {
    return await client.create(game, { resume: code });
  } catch (error) {
    if (joinErrorOf(error) === 'already-running') return client.joinById(code, { spectator: true, game });
    throw failure;
  }
}

/**
 * Watches the room `code` of `game` as a spectator: joins it, or, when no room has the code, opens
 * the public ending of the finished game kept under it.
 * @throws the join's error when there is neither (`room-not-found`, `wrong-game`, an unreachable server…).
 */
export async function watchRoom(client: Client, game: string, code: string): Promise<Room> {
  try {
    return await client.joinById(code, { spectator: true, game });
  } catch (error) {
    if (onlineProblem(error).code !== 'room-not-found') throw error;
    return openEnding(client, game, code, error);
  }
}

/**
 * Takes the next seat with room of the room `code` of `game` (or seat `seat`, 0-based) under
 * `name`; a finished game is watched instead (its room refuses a seat with `game-over`, or is
 * gone: its public ending opens).
 * @throws the join's error otherwise (`room-full`, `seat-full`, `room-not-found`…).
 */
export async function joinOrWatch(client: Client, game: string, code: string, name?: string, seat?: number | null): Promise<Room> {
  try {
    return await client.joinById(code, { game, ...(name ? { name } : {}), ...(seat == null ? {} : { seat }) });
  } catch (error) {
    const problem = onlineProblem(error).code;
    if (problem === 'game-over') return client.joinById(code, { spectator: true, game });
    if (problem === 'room-not-found') return openEnding(client, game, code, error);
    throw error;
  }
}

/**
 * What a spectator's table shows when its way back after a lost connection failed: a room not on
 * the server (yet) is `room-waiting` (a player brings it back; the table keeps trying), anything
 * else as `onlineProblem` says.
 */
export function rejoinProblem(error: unknown): OnlineProblem {
  const problem = onlineProblem(error);
  return problem.code === 'room-not-found' ? onlineProblem('room-waiting') : problem;
}
