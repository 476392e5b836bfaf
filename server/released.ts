/**
 * The devices whose seat the host took (`seat-to-bot`, `seat-free`; docs/online.md, "Hosting"):
 * each is told once, with the refusal `seat-released` and the host's words, and watches from then
 * on. A connected device is told at once; one that was away is told when it is back and asks for
 * its state (`sync`: its message handlers are set up by then).
 */
import type { Client } from '@colyseus/core';
import type { RefusedMessage } from 'bluffhouse/online';

export class ReleasedDevices {
  /** Away devices not told yet, by session, with the host's words. */
  private untold = new Map<string, string>();

  /** The device `sessionId` lost its seat for `why`: `client` (connected) is told now, else it is told once back. */
  release(sessionId: string, client: Client | undefined, why: string): void {
    if (client) tell(client, why);
    else this.untold.set(sessionId, why);
  }

  /** `client` asks for its state: told first when its seat went while it was away. */
  back(client: Client): void {
    const why = this.untold.get(client.sessionId);
    if (why === undefined) return;
    this.untold.delete(client.sessionId);
    tell(client, why);
  }

  /** The device `sessionId` is gone for good. */
  forget(sessionId: string): void {
    this.untold.delete(sessionId);
  }
}

function tell(client: Client, why: string): void {
  client.send('refused', { code: 'seat-released', reason: why } satisfies RefusedMessage);
}
