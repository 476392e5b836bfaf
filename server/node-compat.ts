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
