/**
 * The game server of the online load bench (bench/online-load.mjs), run as a CHILD process
 * (`fork`, with `--expose-gc`) so that its CPU time and memory are its own, not the clients'.
 * It runs the built server (dist/server/index.js, `createServer({ port: 0 })`, warnings and
 * errors logged only) and talks to the parent over IPC:
 * - it sends `{ type: 'ready', port }` once it listens;
 * - `{ type: 'measure', gc }` is answered with `{ type: 'measure', cpu, memory, loopDelay }`:
 *   `cpu` is `process.cpuUsage()` (user + system, µs, since start), `memory` is
 *   `process.memoryUsage()` (bytes) taken after two full GCs when `gc` is true, and `loopDelay`
 *   is this process's event-loop delay since the previous `measure` (`{ p50, p99, max }`, ms);
 * - `{ type: 'close' }` closes the server (rooms disposed, port freed), answers `{ type: 'closed' }`
 *   and exits 0 (a `--cpu-prof` profile is written then).
 * An uncaught error or a lost parent ends the process with code 1.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createServer } from '../dist/server/index.js';

/** Colyseus' log during the bench: errors only (a join or leave line per client would flood it). */
const quiet = { info() {}, debug() {}, warn() {}, error: (...args) => console.error(...args) };

/** Sends `message` to the parent; exits when the parent is gone. */
function tell(message) {
  if (!process.send || !process.connected) process.exit(1);
  process.send(message);
}

const server = await createServer({ port: 0, logger: quiet });
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
process.on('disconnect', () => process.exit(1));
process.on('message', async (message) => {
  if (message?.type === 'measure') {
    if (message.gc && globalThis.gc) {
      globalThis.gc();
      globalThis.gc();
    }
    const ms = (ns) => ns / 1e6;
    const loopDelay = { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) };
    loop.reset();
    tell({ type: 'measure', cpu: process.cpuUsage(), memory: process.memoryUsage(), loopDelay });
  } else if (message?.type === 'close') {
    await server.close();
    tell({ type: 'closed' });
    process.exit(0);
  }
});
tell({ type: 'ready', port: server.port });
