/**
 * The WebSocket transport with a cheaper heartbeat. Colyseus' own pings every client every
 * `pingInterval` ms (3,000 by default) and drops one that leaves `pingMaxRetries` (2) pings in a
 * row unanswered: at a person's pace that is a socket write and a pong read per client every 3 s,
 * as many as the moves of a busy room. Here a client whose socket brought bytes since the round
 * before (a message, a pong) is alive: it is not pinged that round and its unanswered pings are
 * forgotten. A silent client is pinged as before, so a dead connection is dropped as before, at
 * most one interval later (it may have sent its last bytes just before it died).
 */
import { WebSocketTransport } from '@colyseus/ws-transport';

/** A transport's client as the heartbeat reads it: Colyseus' ping count, and ws' socket (`bytesRead`, bytes). */
type Pinged = { pingCount: number; _socket?: { bytesRead?: number } | null; terminate(): void; ping(data: undefined, mask: undefined, cb: () => void): void };

const noop = (): void => undefined;

export class HeartbeatTransport extends WebSocketTransport {
  /** Each client's `bytesRead` at the round before. */
  private heard = new WeakMap<object, number>();

  protected override autoTerminateUnresponsiveClients(pingInterval: number, pingMaxRetries: number): void {
    this.pingInterval = setInterval(() => this.beat(pingMaxRetries), pingInterval);
  }

  /**
   * One round of the heartbeat (every `pingInterval` ms): a client heard from since the round
   * before is left alone, a silent one pinged, or dropped (`terminate`) when its last
   * `pingMaxRetries` pings went unanswered.
   */
  beat(pingMaxRetries: number): void {
    for (const client of this.wss.clients as unknown as Set<Pinged>) {
      const bytes = client._socket?.bytesRead ?? 0;
      if (bytes !== this.heard.get(client)) {
        this.heard.set(client, bytes);
        client.pingCount = 0;
      } else if (client.pingCount >= pingMaxRetries) {
        client.terminate();
      } else {
        client.pingCount++;
        client.ping(undefined, undefined, noop);
      }
    }
  }
}
