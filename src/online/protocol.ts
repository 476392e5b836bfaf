/**
 * The messages of online play (docs/online.md), shared by the game server (server/) and the
 * tables' online game source (components/internal/online/remote-source.ts): the message types, and the
 * shape of a join code.
 */
import type { GameResult, GameView, Seat } from '../core/types.js';

/** The characters of a join code (a room's id): digits and capitals that cannot be misread as each other (no 0/O, no 1/I/L). */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** The length of a join code. */
export const CODE_LENGTH = 6;

/** Whether `text` is a join code (upper case). */
export function isJoinCode(text: unknown): text is string {
  return typeof text === 'string' && text.length === CODE_LENGTH && [...text].every((c) => CODE_ALPHABET.includes(c));
}

/**
 * A client's state. Server → client `state` carries it whole (a full frame: after joining, after a
 * reconnection, and on `sync`); after that, `change` frames carry what changed (src/online/wire.ts,
 * docs/online.md "Messages").
 */
export interface StateMessage<View extends GameView = GameView> {
  /**
   * The protocol's version, in every full frame: 3 (2 had `host` as the seat that may start, and no
   * host messages; the first protocol, without this field, sent a whole `state` on every change).
   */
  protocol?: number;
  /** The client's seat; null for a spectator. */
  seat: Seat | null;
  /** What that seat may know, `definition.view(snapshot, seat)`; null until the game starts. */
  view: View | null;
  /** The seats the game waits for. */
  toAct: Seat[];
  result: GameResult | null;
  /** The name of each seat. */
  names: string[];
  /** Per seat: a person is connected (true), a person's seat is empty or left (false), a bot (null). */
  connected: (boolean | null)[];
  /**
   * Per seat: ms left, when this message was sent, until a bot plays the seat of a person who is
   * away (`connected` false, the reconnection grace running; 0 once due); null for every other seat,
   * before the start, and wherever no bot will come (`botTakeover` off: the seat just waits). Count
   * down from the message's arrival, as `timeLeft`.
   */
  botIn: (number | null)[];
  /** Whether the game has started (every person's seat taken, or the creator sent `start`). */
  started: boolean;
  /** The join code (the room id). */
  code: string;
  /** A timed game: ms left when this message was sent until the server ends it (BG-7d); else null. */
  timeLeft: number | null;
  /**
   * Whether this client holds the host's rights: it may send the host messages (`HostCommand`).
   * True for a seatless host (a room created with `{ host: true }`, or joined with its host ticket)
   * and, in a room without one, for the person of `hostSeat`; false for everyone else.
   */
  host: boolean;
  /**
   * The seat whose person hosts (a friends' room: the creator's seat, or, once the creator left
   * before the start, the seat of the person who joined earliest); null when a seatless host runs
   * the room, or while nobody holds the role.
   */
  hostSeat: Seat | null;
  /** The host paused the game: every move is refused with `paused` until `resume`. */
  paused: boolean;
  /** How many devices may join one seat (the create option `devicesPerSeat`, 1–6). */
  devicesPerSeat: number;
  /** Per seat: the names of the devices connected to it now (a team of several devices), [] for none. */
  members: string[][];
  /**
   * The address people reach this server at (the server's `publicUrl` option, `--public-url`), an
   * absolute `http:`/`https:` URL; null when the server was not told one. A join link shown on a
   * page opened on a loopback address (`localhost`) uses this origin instead (docs/online.md, "Hosting").
   */
  publicUrl: string | null;
  /**
   * The seat token of this client's own seat (22+ base64url characters), a secret: only in the
   * states sent to that seat's client, never to others or spectators. `joinById(code, { token })`
   * takes the seat back; `create(game, { resume: code, token })` restores the game after a server
   * restart (docs/online.md, "Seats, tokens and reconnection").
   */
  token?: string;
}

/**
 * Server → client `refused`: why a move or a request was refused, sent to that client only
 * (docs/online.md, "Limits and refusals").
 */
export interface RefusedMessage {
  /** A `RefusalCode` of src/online/codes.ts, or a refused move's own code from the game's rules (`not-your-turn`…). */
  code: string;
  reason: string;
}

/**
 * Client → server messages only the host may send (docs/online.md, "Hosting"); anyone else is
 * refused with `not-host`. Sent as `room.send(type, rest)`.
 * - `start`: play begins now; the empty seats get bots, or with `seats` the game starts with that
 *   many seats (the people present, when the game's range allows).
 * - `pause` / `resume`: the clock and the bots stop / go on; while paused moves are refused `paused`.
 * - `end`: the game ends now with the game's own ranking (`result.reason` `host`).
 * - `seat-to-bot` / `seat-free`: a bot plays `seat` now / the seat waits for a person (a new device
 *   takes it by the code; the old token opens it no more).
 * - `again`: a new game in the same room, the same people in the same seats.
 */
export type HostCommand =
  | { type: 'start'; seats?: number }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'end' }
  | { type: 'seat-to-bot'; seat: Seat }
  | { type: 'seat-free'; seat: Seat }
  | { type: 'again' };

/** The message types of `HostCommand`. */
export const HOST_COMMANDS = ['start', 'pause', 'resume', 'end', 'seat-to-bot', 'seat-free', 'again'] as const satisfies readonly HostCommand['type'][];

/** The most devices one seat may have (`devicesPerSeat`). */
export const MAX_DEVICES_PER_SEAT = 6;
