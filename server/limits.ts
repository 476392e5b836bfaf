/**
 * The limits on what a client may send a room (docs/online.md, "Limits and refusals"): the size
 * of one message and how many a second. A message over a limit is refused to its sender only
 * (`too-large`, `flood`) and ignored; the room and the other players go on.
 */
import type { Client } from '@colyseus/core';
import type { RefusalCode, RefusedMessage } from 'bluffhouse/online';

/** A refusal of the room's own (a code of src/online/codes.ts). */
export type RoomRefusal = RefusedMessage & { code: RefusalCode };

/** The largest message a room takes, in bytes (the whole WebSocket frame). */
export const MAX_MESSAGE_BYTES = 8 * 1024;
/** How many messages a client may send in one second by default; more are refused (`flood`). */
export const MAX_MESSAGES_PER_SECOND = 20;

/** Beyond this many messages a second (ten times the limit, at least 200), Colyseus closes the client's connection (`maxMessagesPerSecond`). */
export function disconnectRate(perSecond: number): number {
  return Math.max(200, perSecond * 10);
}
/** The transport's frame cap, in bytes: a larger frame closes the connection (WebSocket code 1009). */
export const MAX_FRAME_BYTES = 64 * 1024;
/**
 * The largest matchmaking request (create or join options, JSON), in bytes: room for names and a
 * course's own BiggieBills tables (about 12 kB), far below what would cost the server memory.
 * A larger one is refused with HTTP 413 before it is read.
 */
export const MAX_MATCHMAKE_BYTES = 64 * 1024;

/** The refusal of a message type the room does not take (`type` shown, shortened). */
export function unknownMessage(type: unknown): RoomRefusal {
  return { code: 'unknown-message', reason: `Unknown message type ${JSON.stringify(String(type)).slice(0, 40)}: send move, start or sync.` };
}

/** What a client sent lately. */
interface Traffic {
  /** The size of the client's latest frame, in bytes. */
  bytes: number;
  /** When the current one-second window began, in ms. */
  windowStart: number;
  /** Messages in the current window. */
  count: number;
}

/** The bytes of a frame as the `ws` package hands it over. */
function frameBytes(data: unknown): number {
  if (Array.isArray(data)) return data.reduce((sum: number, part: { byteLength?: number }) => sum + (part.byteLength ?? 0), 0);
  return (data as { byteLength?: number } | null)?.byteLength ?? 0;
}

/** Per-client message limits of one room. */
export class MessageLimits {
  private traffic = new Map<string, Traffic>();

  /** `now` gives ms; `perSecond` is the most messages a client may send in one second. */
  constructor(private readonly now: () => number, private readonly perSecond = MAX_MESSAGES_PER_SECOND) {}

  /**
   * Watches the frames of `client`'s connection (call from `onJoin` and `onReconnect`: before
   * Colyseus adds its own listener, so the size of a frame is known when its message is handled).
   */
  watch(client: Client): void {
    const traffic = this.trafficOf(client.sessionId);
    client.ref.on('message', (data: unknown) => {
      traffic.bytes = frameBytes(data);
    });
  }

  /** Forgets a client that left. */
  forget(client: Client): void {
    this.traffic.delete(client.sessionId);
  }

  /** Counts a message of `client`: the refusal when it breaks a limit, else null. */
  check(client: Client): RoomRefusal | null {
    const traffic = this.trafficOf(client.sessionId);
    const now = this.now();
    if (now - traffic.windowStart >= 1000) {
      traffic.windowStart = now;
      traffic.count = 0;
    }
    traffic.count++;
    if (traffic.bytes > MAX_MESSAGE_BYTES) {
      return { code: 'too-large', reason: `A message may be at most ${MAX_MESSAGE_BYTES} bytes (this one had ${traffic.bytes}); it was ignored.` };
    }
    if (traffic.count > this.perSecond) {
      return { code: 'flood', reason: `At most ${this.perSecond} messages a second: this one was ignored.` };
    }
    return null;
  }

  private trafficOf(sessionId: string): Traffic {
    let traffic = this.traffic.get(sessionId);
    if (!traffic) this.traffic.set(sessionId, (traffic = { bytes: 0, windowStart: -Infinity, count: 0 }));
    return traffic;
  }
}
