/**
 * What went wrong online, as a code the table shows and fires with `game-error` (docs/online.md,
 * "Tables"): the Colyseus SDK's errors (matchmaking errors carry the HTTP status the server
 * answered with: 522 is Colyseus' MATCHMAKE_INVALID_ROOM_ID; a network failure carries none) and
 * the room's refusals (their messages, docs/online.md "Join"). A WebSocket that closes before the
 * room is joined carries its close code (1000–1015): the server is out of reach.
 */

/** An online problem: `room-not-found`, `room-full`, `game-over`, `server-unreachable`, `connection-lost`, `wrong-game`, `room-gone`, `room-waiting` (watch-room.ts), `seat-taken` or `server-error`. */
export interface OnlineProblem {
  code: string;
  message: string;
}

/** Colyseus' matchmaking error code for a room id no room has (MATCHMAKE_INVALID_ROOM_ID). */
const ROOM_NOT_FOUND = 522;

/**
 * Colyseus' answer to a join of a room whose process died (killed, crashed): its health check
 * found the process gone and dropped its rooms, so the room is not on the server now, and a seat
 * token restores it (`create(game, { resume })`) as when no room has the code.
 */
const PROCESS_GONE = /process \S+ is not available/;

const MESSAGES: Readonly<Record<string, string>> = {
  'room-not-found': 'No game has this code: check the code or the link.',
  'room-full': 'This game is full: every seat is taken.',
  'game-over': 'This game is over.',
  'server-unreachable': 'The game server cannot be reached.',
  'wrong-game': 'This code is of a room of another game.',
  'room-gone': 'This game is no longer on the server (it restarted without keeping its games).',
  'connection-lost': 'The connection to the game server was lost; reconnecting…',
  'seat-taken': 'Your seat was taken back in another tab or on another device: play there, or reload this page to take it back here.',
};

/** The problem an SDK error (or the code `connection-lost`) stands for, with the server's words where it gave some. */
export function onlineProblem(error: unknown): OnlineProblem {
  if (error === 'connection-lost' || error === 'seat-taken') return { code: error, message: MESSAGES[error]! };
  const message = error instanceof Error ? error.message : String(error);
  const status = (error as { code?: unknown } | null)?.code;
  const code = (error as { gone?: unknown } | null)?.gone === true ? 'room-gone'
    : /^wrong-game/.test(message) ? 'wrong-game'
    : status === ROOM_NOT_FOUND || /not found|no-such-game|no such game/i.test(message) || PROCESS_GONE.test(message) ? 'room-not-found'
    : /\bfull\b/i.test(message) ? 'room-full'
      : /game over|finished|has ended/i.test(message) ? 'game-over'
        : typeof status !== 'number' || status === 503 || (status >= 1000 && status < 1016) ? 'server-unreachable'
          : 'server-error';
  return { code, message: code === 'server-error' ? message : `${MESSAGES[code]} (${message})` };
}
