/**
 * Restoring a room from its stored record (docs/online.md, "Persistence and restore"): a client
 * whose room is gone (the server restarted) sends `client.create(game, { resume: code, token })`.
 * Every refusal is a `ServerError` numbered with its code (server/join-errors.ts, src/online/codes.ts),
 * its message starting with the code too, so the create request fails with it: `no-such-game`
 * (no record, or the token opens neither a seat of it nor its host's ticket), `already-running` (the room runs: join it by code
 * with the token) or `store-unavailable`.
 */
import { ServerError, matchMaker } from '@colyseus/core';
import type { GameEntry } from 'bluffhouse';
import { isEnded } from './ended.js';
import type { GameRecord, GameStore } from './game-store.js';
import { CODE_ALPHABET, CODE_LENGTH, isJoinCode } from 'bluffhouse/online';
import { joinError } from './join-errors.js';

/** How long a restore claim holds, in seconds (long enough for the room to be listed). */
const CLAIM_SECONDS = 15;


/** The `resume` and `token` of create options, or null when the options ask for a new room. */
export function resumeRequest(options: unknown): { code: unknown; token: unknown } | null {
  if (options === null || typeof options !== 'object' || !('resume' in options)) return null;
  const { resume, token } = options as { resume: unknown; token?: unknown };
  return resume === undefined ? null : { code: resume, token };
}

/**
 * The record of the game `code` of `game`, claimed for this room (release the claim with
 * `store.release(code)` when the room is disposed).
 * @throws ServerError `no-such-game: …` when `code` is not a join code, has no record of this
 *   game, or `token` opens none of its seats; `already-running: …` when a room with that code runs
 *   or is being restored; `store-unavailable: …` when the store cannot be read.
 */
export async function claimRecord(game: GameEntry, store: GameStore, code: unknown, token: unknown): Promise<GameRecord> {
  if (!isJoinCode(code)) {
    throw joinError('no-such-game', `no-such-game: resume must be a join code of ${CODE_LENGTH} characters of ${CODE_ALPHABET} (got ${JSON.stringify(code)?.slice(0, 40)})`);
  }
  const running = `already-running: the game ${code} is running: join it with joinById(code, { token })`;
  if (await matchMaker.getRoomById(code)) throw joinError('already-running', running);
  let record: GameRecord | null;
  try {
    if (!(await store.claim(code, CLAIM_SECONDS))) throw joinError('already-running', running);
    record = await store.get(code);
  } catch (error) {
    if (error instanceof ServerError) throw error;
    throw joinError('store-unavailable', `store-unavailable: the saved games cannot be read (${(error as Error).message})`);
  }
  // A finished game's public ending opens for anyone with its code (server/ended.ts).
  // A seat's token, or the seatless host's ticket (docs/online.md, "Hosting").
  const opens = isEnded(record) || typeof token === 'string' && token !== ''
    && (record?.seats.some((seat) => seat.kind === 'person' && seat.token === token) || record?.hostToken === token);
  if (!record || record.game !== game.id || !opens) {
    await store.release(code).catch(() => undefined);
    // One message for both: a guessed code tells nothing about whether a game has it.
    throw joinError('no-such-game', `no-such-game: no saved ${game.id} game with the code ${code} has a seat for this token`);
  }
  return record;
}

/** When the restored game of `record` ends (epoch ms), or null: a paused timed game gets its time left again from now. */
export function restoredDeadline(record: GameRecord): number | null {
  return record.paused && typeof record.pausedTimeLeft === 'number' ? Date.now() + record.pausedTimeLeft : record.deadline ?? null;
}

/** The refusal of a record whose snapshot breaks the game's invariants (`problem` lists them; the room's session reported it). */
export function unrestorable(code: string, problem: string): ServerError {
  return joinError('no-such-game', `no-such-game: the saved game ${code} cannot be restored (${problem})`);
}
