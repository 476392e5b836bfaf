// `ws` in a page: the Colyseus client imports the Node WebSocket package `ws` and uses it only
// where the platform has no WebSocket of its own; a browser has one, so `ws` is that. The test
// runner maps the import here (scripts/game-server.mjs).
export default globalThis.WebSocket;
