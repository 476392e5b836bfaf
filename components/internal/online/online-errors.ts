/**
 * What went wrong online, as a code the table shows and fires with `game-error` (docs/online.md,
 * "Tables"), read from data only (src/online/codes.ts), never from a message: the number of a
 * refused create or join (the SDK's `MatchMakeError.code`, the code's `join` number; 522 is also
 * Colyseus' own "room not found"), the HTTP status of a matchmaking refusal (503: the server is
 * out of reach for now), a WebSocket close code (1000–1015: the server is out of reach before the
 * room is joined), or none at all (a network failure).
 */
import { joinErrorOf, type JoinErrorCode, type ProblemCode } from '../../../src/online/codes.js';

/** An online problem: a `ProblemCode` of src/online/codes.ts, and the words that go with it. */
export interface OnlineProblem {
  code: ProblemCode;
  message: string;
  /** `wrong-game`: the title of the game the code is of, when the server told it (room-lookup.ts). */
  game?: string;
}

/** The problem each refused create or join stands for (null: the server's own words, `server-error`). */
const PROBLEM_OF_JOIN_ERROR = {
  'room-not-found': 'room-not-found',
  // A saved game that cannot be restored: no game has this code (for this token).
  'no-such-game': 'room-not-found',
  'room-full': 'room-full',
  'seat-full': 'seat-full',
  'game-over': 'game-over',
  'wrong-game': 'wrong-game',
  'use-code': null,
  'bad-token': null,
  'bad-options': null,
  'already-running': null,
  'store-unavailable': null,
} as const satisfies Record<JoinErrorCode, ProblemCode | null>;

/** The English words of each problem (the lobby shows the catalogs' words, messages/). */
const MESSAGES = {
  'room-not-found': 'No game has this code: check the code or the link.',
  'room-full': 'This game is full: every seat is taken.',
  'seat-full': 'This team has as many devices as it may: join another team.',
  'game-over': 'This game is over.',
  'server-unreachable': 'The game server cannot be reached.',
  'wrong-game': 'This code is of a room of another game.',
  'room-gone': 'This game is no longer on the server (it restarted without keeping its games).',
  'connection-lost': 'The connection to the game server was lost; reconnecting…',
  'seat-taken': 'Your seat was taken back in another tab or on another device: play there, or reload this page to take it back here.',
  'seat-released': 'The host gave this team\'s seat to another device or to a bot: you are watching now.',
  'room-waiting': 'This game is not on the game server now: it comes back when one of its players returns. Still trying…',
  'server-error': 'The game server refused',
} as const satisfies Record<ProblemCode, string>;

/** The problems a table finds out by itself, or from a refusal (not from a failed create or join). */
const OWN = ['connection-lost', 'seat-taken', 'seat-released', 'room-waiting'] as const satisfies readonly ProblemCode[];

function isOwn(error: unknown): error is (typeof OWN)[number] {
  return (OWN as readonly unknown[]).includes(error);
}

/** HTTP 503: the server is starting, shutting down, busy or without Redis. */
const UNAVAILABLE = 503;

/**
 * A table's own problem (`connection-lost`, `seat-taken`, `seat-released`, `room-waiting`), or the
 * problem an SDK error stands for, with the server's words where it gave some.
 */
export function onlineProblem(error: unknown): OnlineProblem {
  if (isOwn(error)) return { code: error, message: MESSAGES[error] };
  const message = error instanceof Error ? error.message : String(error);
  const code = problemCode(error);
  return { code, message: code === 'server-error' ? message : `${MESSAGES[code]} (${message})` };
}

function problemCode(error: unknown): ProblemCode {
  if ((error as { gone?: unknown } | null)?.gone === true) return 'room-gone';
  const joinError = joinErrorOf(error);
  if (joinError) return PROBLEM_OF_JOIN_ERROR[joinError] ?? 'server-error';
  const status = (error as { code?: unknown } | null)?.code;
  return typeof status !== 'number' || status === UNAVAILABLE || (status >= 1000 && status < 1016) ? 'server-unreachable' : 'server-error';
}
