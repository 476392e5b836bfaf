/**
 * What the benches' game-server CHILD processes share (bench/load-server.mjs, bench/abuse-server.mjs):
 * each runs the built server in a process of its own (`fork`, with `--expose-gc`), so that its CPU
 * time and memory are its own, and talks to the parent over IPC:
 * - it sends `{ type: 'ready', port }` once it listens;
 * - `{ type: 'measure', gc }` is answered with `{ type: 'measure', memory, ...measure() }`:
 *   `process.memoryUsage()` (bytes) taken after two full GCs when `gc` is true, and what the
 *   bench's own `measure` adds;
 * - `{ type: 'close' }` closes the server (rooms disposed, port freed), answers `{ type: 'closed' }`
 *   and exits 0 (a `--cpu-prof` profile is written then).
 * An uncaught error or a lost parent ends the process with code 1.
 */
import { createServer } from 'bluffhouse-server';

/** Colyseus' log during a bench: errors only (a join or leave line per client would flood it). */
const quiet = { info() {}, debug() {}, warn() {}, error: (...args) => console.error(...args) };

/** Sends `message` to the parent; exits when the parent is gone. */
function tell(message) {
  if (!process.send || !process.connected) process.exit(1);
  process.send(message);
}

/**
 * Starts `createServer({ port: 0, logger: quiet, ...options })` and serves the parent as above;
 * `measure()` gives the fields each `measure` answer adds (after the GCs).
 */
export async function serveParent(options, measure) {
  const server = await createServer({ port: 0, logger: quiet, ...options });
  process.on('disconnect', () => process.exit(1));
  process.on('message', async (message) => {
    if (message?.type === 'measure') {
      if (message.gc && globalThis.gc) {
        globalThis.gc();
        globalThis.gc();
      }
      tell({ type: 'measure', memory: process.memoryUsage(), ...measure() });
    } else if (message?.type === 'close') {
      await server.close();
      tell({ type: 'closed' });
      process.exit(0);
    }
  });
  tell({ type: 'ready', port: server.port });
}
