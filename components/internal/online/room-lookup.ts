/**
 * What the game server tells anyone about a join code (docs/online.md, "Hosting"): `GET
 * /rooms/<CODE>` answers the room's game, whether it started, and its seats (name, bot, devices,
 * open), with no token or hidden fact. A table that tried a code of another game's room
 * (`wrong-game`) names that game with it; a Join form finds a code's game and a team to join.
 */
import type { GameId } from '../../../src/games.js';
import type { OnlineProblem } from './online-errors.js';

/** One seat of a room, as `GET /rooms/<CODE>` tells it. */
export interface SeatFacts {
  name: string;
  bot: boolean;
  /** Devices connected to the seat now. */
  devices: number;
  /** A device may join this seat now. */
  open: boolean;
}

/** A room, as `GET /rooms/<CODE>` tells it. */
export interface RoomFacts {
  code: string;
  /** The game's id (`biggie-bills`). */
  game: string;
  started: boolean;
  devicesPerSeat: number;
  seats: SeatFacts[];
}

/** Each game's title (src/games.ts; test/components/online-settings.test.ts checks they match), without loading the games. */
export const GAME_TITLES: Readonly<Record<GameId, string>> = {
  'bluff-king': 'BluffKing',
  'bluffing-billionaires': 'Bluffing Billionaires',
  'biggie-bills': 'BiggieBills$$$',
};

/** The HTTP address of `GET /rooms/<code>` on the game server `server` (`ws:` becomes `http:`, `wss:` `https:`). */
export function roomUrl(server: string, code: string): string {
  const url = new URL(server);
  if (url.protocol === 'ws:') url.protocol = 'http:';
  if (url.protocol === 'wss:') url.protocol = 'https:';
  return new URL(`rooms/${encodeURIComponent(code)}`, url.href.endsWith('/') ? url.href : `${url.href}/`).href;
}

/** The room `code` on `server`; null when there is none (404), the server cannot be reached, or answers otherwise. */
export async function lookUpRoom(server: string, code: string): Promise<RoomFacts | null> {
  try {
    const response = await fetch(roomUrl(server, code));
    if (!response.ok) return null;
    const facts = (await response.json()) as RoomFacts;
    return typeof facts?.game === 'string' ? facts : null;
  } catch {
    return null;
  }
}

/**
 * `problem` (a `wrong-game`) with the game the code is of: its title in `game`, and in the
 * message. Left as it is when the server does not tell (an older server, a lost connection).
 */
export async function namingTheGame(problem: OnlineProblem, server: string, code: string): Promise<OnlineProblem> {
  const facts = await lookUpRoom(server, code);
  if (!facts) return problem;
  const game = GAME_TITLES[facts.game as GameId] ?? facts.game;
  return { ...problem, game, message: `This code is of a ${game} game: open it with that game.` };
}
