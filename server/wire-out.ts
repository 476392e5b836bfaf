/**
 * What a room sends each client on the lean wire (protocol 2, docs/online.md "Messages"): the
 * whole `state` the first time (a join, a reconnection, a `sync`), then per change only a `change`
 * frame against the state that client was sent last (src/online/wire.ts), and nothing when nothing
 * of its state changed. Remembers, per session, the last state sent.
 */
import type { Client } from '@colyseus/core';
import { changeBetween, PROTOCOL, type StateMessage, type ViewChanges } from 'bluffhouse/online';

export class WireOut {
  /** The state each session was sent last (full or assembled from its changes). */
  private sent = new Map<string, StateMessage>();
  /** The change between two views, worked out once for the clients of one seat (the spectators). */
  private views: ViewChanges = new WeakMap();

  /** Sends `client` its `state`: whole when it has none from this room yet (or was reset), else what changed, if anything. */
  send(client: Client, state: StateMessage): void {
    const before = this.sent.get(client.sessionId);
    this.sent.set(client.sessionId, state);
    if (!before) return client.send('state', { protocol: PROTOCOL, ...state });
    const change = changeBetween(before, state, this.views);
    if (change) client.send('change', change);
  }

  /** The next `send` to `sessionId` is a full frame (a `sync`, a reconnection, a dropped connection). */
  reset(sessionId: string): void {
    this.sent.delete(sessionId);
  }
}
