/**
 * The game server the online tests play against (test/online): a web-test-runner plugin that
 * starts the real server (server/index.ts, from the sources through scripts/import-source.mjs) on
 * a free port when the test run starts, answers `GET /__online__/server.json` with
 * `{ url: 'ws://localhost:<port>' }`, and stops it when the run ends. In the page, the Colyseus
 * client's import of the Node package `ws` resolves to the browser's own WebSocket
 * (scripts/browser-ws.js).
 */
import { importSource } from './import-source.mjs';

/** The server's log during tests: warnings and errors only. */
const quietLogger = { info() {}, debug() {}, warn: (...args) => console.warn(...args), error: (...args) => console.error(...args) };

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function gameServerPlugin() {
  let running = null;
  return {
    name: 'bluffhouse-game-server',
    async serverStart() {
      const { createServer } = await importSource('server/index.ts', 'game-server');
      running = await createServer({ port: 0, logger: quietLogger });
    },
    async serverStop() {
      await running?.close();
    },
    resolveImport({ source }) {
      return source === 'ws' ? '/scripts/browser-ws.js' : undefined;
    },
    serve(context) {
      if (context.path === '/__online__/server.json') return { body: JSON.stringify({ url: `ws://localhost:${running.port}` }), type: 'json' };
      return undefined;
    },
  };
}
