/**
 * The game server of the abuse bench (bench/abuse.mjs), run as a CHILD process (`fork`, with
 * `--expose-gc` and maybe `--max-old-space-size`) so that its memory is its own. It runs the built
 * server (dist/server/index.js) with the `createServer` options in $BENCH_SERVER_OPTIONS (JSON),
 * errors logged only, and talks to the parent over IPC:
 * - it sends `{ type: 'ready', port }` once it listens;
 * - `{ type: 'measure', gc }` is answered with `{ type: 'measure', memory, store, heapLimit }`:
 *   `process.memoryUsage()` (bytes, after two full GCs when `gc`), the memory store's
 *   `{ running, settled, bytes }` and the heap limit the server's guard reads (bytes, `v8Heap`);
 * - `{ type: 'close' }` closes the server, answers `{ type: 'closed' }` and exits 0.
 */
import { createServer } from '../dist/server/index.js';
import { processStore } from '../dist/server/game-store.js';
import { v8Heap } from '../dist/server/admission.js';

const quiet = { info() {}, debug() {}, warn() {}, error: (...args) => console.error(...args) };

function tell(message) {
  if (!process.send || !process.connected) process.exit(1);
  process.send(message);
}

const server = await createServer({ port: 0, logger: quiet, ...JSON.parse(process.env.BENCH_SERVER_OPTIONS ?? '{}') });
process.on('disconnect', () => process.exit(1));
process.on('message', async (message) => {
  if (message?.type === 'measure') {
    if (message.gc && globalThis.gc) {
      globalThis.gc();
      globalThis.gc();
    }
    tell({ type: 'measure', memory: process.memoryUsage(), store: processStore.stats(), heapLimit: v8Heap().limit });
  } else if (message?.type === 'close') {
    await server.close();
    tell({ type: 'closed' });
    process.exit(0);
  }
});
tell({ type: 'ready', port: server.port });
