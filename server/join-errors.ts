/**
 * The server's refusals of a create or join (docs/online.md, "Codes"): a Colyseus `ServerError`
 * whose number is the code's in src/online/codes.ts, so the SDK's promise rejects with a
 * `MatchMakeError` whose `code` says which it is; the message is the words people read.
 */
import { ServerError } from '@colyseus/core';
import { JOIN_ERROR_CODES, type JoinErrorCode, joinErrorNumber, joinErrorOf } from 'bluffhouse/online';

/** The refusal `code` of a create or join, with `message` for people. */
export function joinError(code: JoinErrorCode, message: string): ServerError {
  return new ServerError(joinErrorNumber(code), message);
}

/**
 * `error` with its join error's number again after a hop between processes. A create that
 * Colyseus places on another process (with Redis) crosses its IPC, which passes a failed
 * create's message only: the number arrives as Colyseus' `MATCHMAKE_UNHANDLED` (523). The
 * server's own refusals of a create (server/restore.ts) start their message with their code and
 * a colon (`no-such-game: …`), so the process that answers the request puts the number back.
 * Any other error is returned as it is.
 */
export function renumbered(error: unknown): unknown {
  if (!(error instanceof Error) || joinErrorOf(error) !== null) return error;
  const head = error.message.slice(0, Math.max(0, error.message.indexOf(': ')));
  const code = JOIN_ERROR_CODES.find((known) => known === head);
  return code === undefined ? error : joinError(code, error.message);
}
