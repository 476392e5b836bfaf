/**
 * The processes of the chaos run (bench/chaos.mjs): one real `redis-server` and game server
 * processes (`bluffhouse-server`, server/dist/cli.js) sharing it, each on its own free loopback
 * port, that can be killed (SIGKILL: a crash, nothing cleaned up) and started again on the same
 * port at once. Redis keeps nothing on disk (`--save '' --appendonly no`), so a restarted Redis
 * starts empty. Everything started here is stopped by `stop()`; every wait is bounded.
 */
import { execFile, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../scripts/free-port.mjs';

const CLI = fileURLToPath(new URL('../server/dist/cli.js', import.meta.url));
/** How long a process may take to say it is ready, in ms (a busy 2-core machine starts Node slowly). */
const START_TIMEOUT_MS = 30_000;
/** How long a stopped process may take to exit before it is killed, in ms. */
const STOP_TIMEOUT_MS = 5_000;
/** Output lines kept per process (the latest), for the report's error summary. */
const KEPT_LINES = 2_000;

/** Resolves once `child` has exited (at once if it has). */
function exited(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/**
 * Starts `command args`; resolves with `{ child, lines }` once its output matches `ready`
 * (`lines`: its output so far and from then on, the latest `KEPT_LINES`).
 * @throws Error when it exits first or is not ready within `START_TIMEOUT_MS`.
 */
function startProcess(command, args, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines = [];
    let partial = '';
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} was not ready within ${START_TIMEOUT_MS / 1000} s:\n${lines.join('\n')}`));
    }, START_TIMEOUT_MS);
    const seen = (chunk) => {
      const text = partial + chunk;
      const parts = text.split('\n');
      partial = parts.pop();
      lines.push(...parts);
      if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
      if (!started && ready.test(text)) {
        started = true;
        clearTimeout(timer);
        resolve({ child, lines });
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`${command} could not start (${error.message})`));
    });
    child.once('exit', (code, signal) => {
      if (started) return;
      clearTimeout(timer);
      reject(new Error(`${command} exited (${code ?? signal}) before it was ready:\n${lines.join('\n')}`));
    });
  });
}

/** Stops `child`: SIGTERM, then SIGKILL after `STOP_TIMEOUT_MS`. Resolves with how long it took to exit after SIGTERM (ms). */
async function stopProcess(child) {
  const start = performance.now();
  if (child.exitCode !== null || child.signalCode !== null) return 0;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited(child);
  clearTimeout(timer);
  return performance.now() - start;
}

/** Kills `child` with SIGKILL and waits for it to be gone. */
async function killProcess(child) {
  child.kill('SIGKILL');
  await exited(child);
}

/**
 * A running cluster: `urls` (the servers' `ws://localhost:<port>`), `killServer(i)`,
 * `restartRedis()`, `logs()` (every process's output lines, by name) and `stop()`.
 * @param servers how many game server processes (2)
 * @param flags more `bluffhouse-server` flags for every server process
 */
export async function startCluster({ servers = 2, flags = [] } = {}) {
  const redisPort = await freePort();
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const redisArgs = ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  /** Output of processes that have exited, by name (a killed server's last words stay in the report). */
  const past = [];
  let redis = await startProcess('redis-server', redisArgs, /Ready to accept connections/);
  const serverArgs = (port) => [CLI, '--port', String(port), '--redis', redisUrl, '--public-address', `localhost:${port}`, ...flags];
  const ports = [];
  const running = [];
  try {
    for (let i = 0; i < servers; i++) {
      const port = await freePort();
      ports.push(port);
      running.push(await startProcess(process.execPath, serverArgs(port), /listening on port/));
    }
  } catch (error) {
    await Promise.all([redis, ...running].map(({ child }) => killProcess(child)));
    throw error;
  }
  let stopped = false;
  return {
    redisUrl,
    urls: ports.map((port) => `ws://localhost:${port}`),
    /** Kills server `i` (SIGKILL) and starts it again on its port; resolves once it listens. */
    async killServer(i) {
      if (stopped) return;
      await killProcess(running[i].child);
      past.push([`server ${i} (killed)`, running[i].lines]);
      running[i] = await startProcess(process.execPath, serverArgs(ports[i]), /listening on port/);
    },
    /** Kills Redis (SIGKILL: it keeps nothing) and starts it again, empty, on its port. */
    async restartRedis() {
      if (stopped) return;
      await killProcess(redis.child);
      past.push(['redis (killed)', redis.lines]);
      redis = await startProcess('redis-server', redisArgs, /Ready to accept connections/);
    },
    /**
     * What Redis holds now: `{ records, listings }`, the number of saved games (keys
     * `bluffhouse:game:<code>`) and of rooms Colyseus lists (the hash `roomcaches`); null when
     * `redis-cli` cannot say within 5 s.
     */
    async census() {
      const cli = (...args) => new Promise((resolve) => {
        execFile('redis-cli', ['-p', String(redisPort), '--no-raw', ...args], { timeout: 5000 }, (error, stdout) => resolve(error ? null : stdout));
      });
      const [keys, listings] = await Promise.all([cli('--scan', '--pattern', 'bluffhouse:game:*'), cli('hlen', 'roomcaches')]);
      if (keys === null || listings === null) return null;
      const records = keys.split('\n').filter((key) => key && !key.includes(':claim:')).length;
      return { records, listings: Number(listings.match(/\d+/)?.[0] ?? 0) };
    },
    /** `[name, lines]` of every process started, the running ones last. */
    logs() {
      return [...past, ...running.map((server, i) => [`server ${i}`, server.lines]), ['redis', redis.lines]];
    },
    /**
     * Stops every process (SIGTERM, SIGKILL after 5 s; the servers before Redis).
     * @returns the servers' exit times after SIGTERM, in ms.
     */
    async stop() {
      stopped = true;
      const times = await Promise.all(running.map(({ child }) => stopProcess(child)));
      await stopProcess(redis.child);
      return times;
    },
  };
}
