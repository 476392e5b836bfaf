/**
 * The game server of the online load bench (bench/online-load.mjs), run as a CHILD process
 * (bench/server-child.mjs: `ready`, `measure`, `close` over IPC) with `createServer({ port: 0 })`.
 * Each `measure` answer also holds `cpu`, `process.cpuUsage()` (user + system, µs, since start),
 * and `loopDelay`, this process's event-loop delay since the previous `measure` (`{ p50, p99, max }`, ms).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serveParent } from './server-child.mjs';

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const ms = (ns) => ns / 1e6;
await serveParent({}, () => {
  const loopDelay = { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) };
  loop.reset();
  return { cpu: process.cpuUsage(), loopDelay };
});
