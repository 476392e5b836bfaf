/**
 * The game server of the online load bench (bench/online-load.mjs), run as a CHILD process
 * (bench/server-child.mjs: `ready`, `measure`, `close` over IPC) with `createServer({ port: 0 })`.
 * Each `measure` answer also holds `cpu`, `process.cpuUsage()` (user + system, µs, since start),
 * `loopDelay`, this process's event-loop delay since the previous `measure` (`{ p50, p99, max }`, ms),
 * and `clock`, the monotonic clock in µs (`process.hrtime`: the clock of a `--cpu-prof` profile's timestamps).
 * Every client of the bench comes from one address (loopback): the per-address admission limits
 * (docs/online.md, "Limits and refusals") are raised to their maximum, which the bench never reaches.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { serveParent } from './server-child.mjs';

const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();
const ms = (ns) => ns / 1e6;
/** The per-address limits at their maximum (server/server-options.ts, `LIMIT_RANGES`). */
const ONE_ADDRESS = { lookupsPerSecond: 100_000, roomsPerMinute: 100_000, roomsPerAddress: 1_000_000 };
await serveParent(ONE_ADDRESS, () => {
  const loopDelay = { p50: ms(loop.percentile(50)), p99: ms(loop.percentile(99)), max: ms(loop.max) };
  loop.reset();
  return { cpu: process.cpuUsage(), loopDelay, clock: Number(process.hrtime.bigint() / 1000n) };
});
