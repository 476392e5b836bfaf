/**
 * Frames a room cannot read (docs/online.md, "Limits and refusals"). A message's type travels as a
 * string in the frame; Colyseus' decoder logs a line for each invalid UTF-8 byte it meets there
 * (`decode.utf8Read(): Invalid byte…`) and goes on, so one client could fill the log while its
 * connection stays open. The room looks at each frame first: a type Colyseus cannot read closes
 * that connection with 4002 (as a frame whose payload cannot be decoded does) before Colyseus
 * decodes it, and is logged at most once per client address a minute. Once a connection is
 * closing, its further frames are not decoded either (one log line per undecodable frame at most).
 */
import { ClientState, CloseCode, Protocol, logger, type Client } from '@colyseus/core';

/** The protocol code's bits of a frame's first byte (Colyseus' `PROTOCOL_CODE_MASK`). */
const CODE_MASK = 0x1f;
/** The frames whose type Colyseus reads: data, data as bytes, a request (after its request id). */
const TYPED = new Set<number>([Protocol.ROOM_DATA, Protocol.ROOM_DATA_BYTES, Protocol.ROOM_REQUEST]);
/** A WebSocket's `readyState` while open. */
const OPEN = 1;
/** How long a client address stays unlogged after a line about it, in ms. */
export const QUIET_MS = 60_000;

/** The extra bytes of a msgpack number after its prefix, as Colyseus' `decode.number` reads them. */
function numberBytes(prefix: number): number {
  if (prefix < 0x80 || prefix > 0xdf) return 0;
  return ({ 0xca: 4, 0xcb: 8, 0xcc: 1, 0xcd: 2, 0xce: 4, 0xcf: 8, 0xd0: 1, 0xd1: 2, 0xd2: 4, 0xd3: 8 } as Record<number, number>)[prefix] ?? 0;
}

/**
 * Whether Colyseus would meet a byte it cannot read in the type of this frame: a lead byte that
 * starts no UTF-8 sequence, walked exactly as its `decode.string` walks (fixstr, str 8, and str 16
 * and 32 with their lengths read little-endian, as Colyseus reads them).
 */
export function unreadableType(frame: Uint8Array): boolean {
  if (frame.length === 0 || !TYPED.has(frame[0]! & CODE_MASK)) return false;
  let at = 1;
  if ((frame[0]! & CODE_MASK) === Protocol.ROOM_REQUEST) at += 1 + numberBytes(frame[at] ?? 0);
  const prefix = frame[at] ?? 0;
  let length: number;
  if (prefix > 0xa0 && prefix < 0xc0) length = prefix & 0x1f;
  else if (prefix === 0xd9) length = frame[++at] ?? 0;
  else if (prefix === 0xda) length = (frame[++at] ?? 0) | ((frame[++at] ?? 0) << 8);
  else if (prefix === 0xdb) length = ((frame[++at] ?? 0) | ((frame[++at] ?? 0) << 8) | ((frame[++at] ?? 0) << 16) | ((frame[++at] ?? 0) << 24)) >>> 0;
  else return false; // a numeric type
  const start = at + 1;
  const end = Math.min(start + length, frame.length);
  for (let i = start; i < end; i++) {
    const byte = frame[i]!;
    if ((byte & 0x80) === 0) continue;
    if ((byte & 0xe0) === 0xc0) i += 1;
    else if ((byte & 0xf0) === 0xe0) i += 2;
    else if ((byte & 0xf8) === 0xf0) i += 3;
    else return true;
  }
  return false;
}

/** The bytes of a frame as the `ws` package hands it over (a Buffer, an ArrayBuffer or fragments). */
function frameOf(data: unknown): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data as Uint8Array[]);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data instanceof Uint8Array ? data : new Uint8Array(0);
}

/** When each client address was last logged (ms); entries older than `QUIET_MS` are dropped. */
const lastLogged = new Map<string, number>();

/**
 * Logs `line` about `address` unless a line about it was logged within `QUIET_MS`.
 * @returns whether it was logged.
 */
export function logOncePerMinute(address: string, line: string, now = Date.now(), log: (line: string) => void = (text) => logger.warn(text)): boolean {
  for (const [known, at] of lastLogged) if (now - at >= QUIET_MS) lastLogged.delete(known);
  if (lastLogged.has(address)) return false;
  lastLogged.set(address, now);
  log(line);
  return true;
}

/** The address a client connects from (its socket's), or its session id when unknown. */
function addressOf(client: Client): string {
  const socket = (client.ref as { _socket?: { remoteAddress?: string } })._socket;
  return socket?.remoteAddress ?? client.sessionId;
}

/**
 * Screens the frames of `client`'s connection in room `roomId`. Call from `onJoin` and
 * `onReconnect`: the listener then runs before Colyseus' own, which skips the frames of a client
 * marked as leaving (what Colyseus marks a closed connection's client).
 */
export function screenFrames(client: Client, roomId: string): void {
  client.ref.on('message', (data: unknown) => {
    if (client.state === ClientState.LEAVING) return;
    if ((client.ref as unknown as { readyState: number }).readyState !== OPEN) {
      // Closing (an undecodable payload made Colyseus close it): read no more of its frames.
      client.state = ClientState.LEAVING;
      return;
    }
    if (!unreadableType(frameOf(data))) return;
    client.state = ClientState.LEAVING;
    client.leave(CloseCode.WITH_ERROR);
    const address = addressOf(client);
    logOncePerMinute(address, `bluffhouse server: closed the connection of ${address} (room ${roomId}): a message type that is not valid UTF-8; more from it within a minute go unlogged`);
  });
}
