/**
 * Node 20 support: Colyseus 0.18 reads the global `WebSocket` (its `OPEN` constant) when a client
 * reconnects, and Node has that global from version 22 only. On older Node this installs the
 * `ws` package's class (the one the WebSocket transport runs on) as the global; on Node 22+ it
 * does nothing.
 */
export async function ensureWebSocketGlobal(): Promise<void> {
  if ('WebSocket' in globalThis) return;
  const { default: WebSocket } = await import('ws');
  Object.defineProperty(globalThis, 'WebSocket', { value: WebSocket, writable: true, configurable: true });
}

/**
 * Colyseus 0.18's `allowReconnection` waits with a plain `setTimeout` of the whole grace that
 * outlives the room (it is cleared only when the client comes back): a closed server's process
 * would stay alive up to `reconnectGrace` seconds. Clears `room`'s, through Colyseus' own
 * (private) table of those timers, when it has one.
 */
export function clearReconnectionTimers(room: object): void {
  const timers = (room as { _reservedSeatTimeouts?: Record<string, ReturnType<typeof setTimeout>> })._reservedSeatTimeouts;
  for (const timer of Object.values(timers ?? {})) clearTimeout(timer);
}
