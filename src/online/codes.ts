/**
 * Every code of online play, in one table shared by the game server (server/) and the tables'
 * online source (components/internal/online/): a code is data, sent beside the words people read,
 * and nobody reads the words to find it (docs/online.md, "Codes").
 *
 * Each code says how it travels:
 * - `refused`: in a `refused` message (`RefusedMessage.code`), to the sender of a message the room
 *   did not take. A refused move also carries the game's own verdict codes (`not-your-turn`…,
 *   each game's rules), which are not listed here.
 * - `join`: a create or join the server refuses. The number is the code of Colyseus'
 *   `ServerError`, which the SDK's promise rejects with as `MatchMakeError.code` (over HTTP for a
 *   create, it is also the HTTP status; over the WebSocket for a join). 522 is Colyseus' own
 *   `MATCHMAKE_INVALID_ROOM_ID`; the server's own numbers are 470–479 (unassigned 4xx statuses).
 * - `http`: a matchmaking request refused before Colyseus reads it (server/http.ts), answered with
 *   this HTTP status and the JSON `{ code, error }`. The SDK keeps the status only: two codes may
 *   share one.
 * - `problem`: what a table shows and fires with `game-error` (components/internal/online/
 *   online-errors.ts), each with its words in the online catalogs.
 */
export const ONLINE_CODES = {
  // A message the room did not take (docs/online.md, "Limits and refusals").
  'too-large': { refused: true, http: 413 },
  flood: { refused: true },
  'unknown-message': { refused: true },
  'bad-event': { refused: true },
  'unknown-event': { refused: true },
  'check-failed': { refused: true },
  'not-started': { refused: true },
  spectator: { refused: true },
  'not-host': { refused: true },
  paused: { refused: true },
  'bad-seat': { refused: true },
  started: { refused: true },
  'host-only': { refused: true },
  'seat-taken': { refused: true, problem: true },
  'seat-released': { refused: true, problem: true },
  error: { refused: true },
  // A create or join the server refused (docs/online.md, "Join", "Persistence and restore").
  'room-not-found': { join: 522, problem: true },
  'use-code': { join: 470 },
  'wrong-game': { join: 471, problem: true },
  'bad-token': { join: 472 },
  'game-over': { join: 473, refused: true, problem: true },
  'room-full': { join: 474, problem: true },
  'bad-options': { join: 475 },
  'no-such-game': { join: 476 },
  'already-running': { join: 477 },
  'store-unavailable': { join: 478 },
  'seat-full': { join: 479, problem: true },
  // A matchmaking request refused before Colyseus reads it (docs/online.md, "Matchmaking and memory limits").
  'rate-limited': { http: 429 },
  'too-many-rooms': { http: 429 },
  'server-busy': { http: 503 },
  'server-unavailable': { http: 503 },
  'length-required': { http: 411 },
  // What only a table says (docs/online.md, "Tables").
  'server-unreachable': { problem: true },
  'connection-lost': { problem: true },
  'room-gone': { problem: true },
  'room-waiting': { problem: true },
  'server-error': { problem: true },
} as const satisfies Record<string, CodeUse>;

/** How one code travels (see `ONLINE_CODES`). */
export interface CodeUse {
  readonly refused?: true;
  /** The number of Colyseus' `ServerError` (the SDK's `MatchMakeError.code`). */
  readonly join?: number;
  /** The HTTP status of a matchmaking refusal. */
  readonly http?: number;
  readonly problem?: true;
}

type Table = typeof ONLINE_CODES;
/** Any code of online play. */
export type OnlineCode = keyof Table;
type CodesWith<Use extends keyof CodeUse> = { [C in OnlineCode]: Table[C] extends Record<Use, unknown> ? C : never }[OnlineCode];
/** A code the room sends in `refused` (besides the game's own verdict codes). */
export type RefusalCode = CodesWith<'refused'>;
/** A create or join the server refuses, sent as the number `ONLINE_CODES[code].join`. */
export type JoinErrorCode = CodesWith<'join'>;
/** A matchmaking request refused by HTTP status before Colyseus reads it. */
export type MatchmakingRefusalCode = CodesWith<'http'>;
/** What a table shows and fires with `game-error`. */
export type ProblemCode = CodesWith<'problem'>;

const entries = Object.entries(ONLINE_CODES) as [OnlineCode, CodeUse][];
const codesWith = <Use extends keyof CodeUse>(use: Use) => entries.filter(([, uses]) => uses[use] !== undefined).map(([code]) => code) as CodesWith<Use>[];

export const REFUSAL_CODES: readonly RefusalCode[] = codesWith('refused');
export const JOIN_ERROR_CODES: readonly JoinErrorCode[] = codesWith('join');
export const MATCHMAKING_REFUSAL_CODES: readonly MatchmakingRefusalCode[] = codesWith('http');
export const PROBLEM_CODES: readonly ProblemCode[] = codesWith('problem');

/** Whether `code` is a code of online play. */
export function isOnlineCode(code: unknown): code is OnlineCode {
  return typeof code === 'string' && Object.hasOwn(ONLINE_CODES, code);
}

/** The number a refused create or join travels as (Colyseus' `ServerError` code). */
export function joinErrorNumber(code: JoinErrorCode): number {
  return ONLINE_CODES[code].join;
}

const JOIN_ERROR_OF_NUMBER = new Map<number, JoinErrorCode>(JOIN_ERROR_CODES.map((code) => [joinErrorNumber(code), code]));

/**
 * The join error an SDK error stands for, read from its numeric `code` (the SDK's
 * `MatchMakeError.code`); null for any other error (a network failure, a status of Colyseus' own
 * other than 522, a matchmaking refusal's HTTP status).
 */
export function joinErrorOf(error: unknown): JoinErrorCode | null {
  const number = (error as { code?: unknown } | null | undefined)?.code;
  return typeof number === 'number' ? (JOIN_ERROR_OF_NUMBER.get(number) ?? null) : null;
}
