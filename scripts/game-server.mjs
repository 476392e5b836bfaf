/**
 * The game servers the online tests play against (test/online), as a web-test-runner plugin:
 * - when the run starts, the real server (server/index.ts, from the sources through
 *   scripts/import-source.mjs) on a free port; `GET /__online__/server.json` answers
 *   `{ url: 'ws://localhost:<port>' }`;
 * - the command `online-cluster` (`executeServerCommand` in a test): a real Redis
 *   (`redis-server`, which must be installed: .ci/run installs Debian's) and two
 *   `bluffhouse-server` processes (server/cli.ts) sharing matchmaking through it; answers
 *   `{ a, b }`, their URLs;
 * - the command `online-cli` with `{ args }`: runs `bluffhouse-server` with those arguments and
 *   answers `{ code, stdout, stderr }` once it exits (or is stopped after 5 s);
 * - the command `online-server` with `{ args }` (`bluffhouse-server` flags such as
 *   `--reconnect-grace 1`): one more server process with them (one per distinct flags; a process
 *   of its own, since Colyseus' matchmaker is one per process), answers `{ url }`;
 * - the commands `online-restartable` (with `{ args }`: more `bluffhouse-server` flags) and
 *   `online-restart`: one `bluffhouse-server` process with Redis (the same `redis-server` as
 *   `online-cluster`), answering `{ url }`, one per `name` (default `default`: test files that run
 *   at once restart their own); `online-restart` (with the same `name`) kills it (SIGKILL: a crash, nothing
 *   cleaned up; with `{ signal: 'SIGTERM' }`: a shutdown, the server closes its rooms, code 4001),
 *   waits for it to exit, and starts it again on the same port with the same Redis and flags.
 * Everything started is stopped when the run ends. In the page, the Colyseus client's import of
 * the Node package `ws` resolves to the browser's own WebSocket (scripts/browser-ws.js).
 */
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';
import { bundleSource, importSource } from './import-source.mjs';

/** The server's log during tests: warnings and errors only. */
const quietLogger = { info() {}, debug() {}, warn: (...args) => console.warn(...args), error: (...args) => console.error(...args) };

/** Starts `command args`; resolves with the child once its output matches `ready`. @throws when it exits first or takes over 15 s. */
function startProcess(command, args, ready) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const timer = setTimeout(() => reject(new Error(`${command} did not start in 15 s:\n${output}`)), 15_000);
    const seen = (chunk) => {
      output += chunk;
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', seen);
    child.stderr.on('data', seen);
    child.once('error', (error) => reject(new Error(`${command} could not start (${error.message}): install it (Debian: apt-get install redis-server)`)));
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`)));
  });
}

/** Runs `node file args` to its end (at most 20 s: a loaded machine starts Node slowly); resolves with its exit code and output. */
function runProcess(file, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 20_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? signal, stdout, stderr });
    });
  });
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function gameServerPlugin() {
  let running = null;
  /** Child processes to stop at the end. */
  const children = [];
  let cluster = null;
  let redis = null;
  /** More server processes by their flags: promises of `{ url }`. */
  const extra = new Map();

  /** A `bluffhouse-server` process on a free port with `flags`; resolves with `{ url }`. */
  async function startServerProcess(flags) {
    const port = await freePort();
    const cli = await bundleSource('server/cli.ts', 'game-server-cli');
    children.push(await startProcess(process.execPath, [cli, '--port', String(port), ...flags], /listening on port/));
    return { url: `ws://localhost:${port}` };
  }
  /** The restartable CLI processes by name: `{ child, port, flags }`. */
  const restartables = new Map();
  /** The Redis database (1–15; the cluster has 0) of each restartable process by name. */
  const databases = new Map();

  /** A `redis-server` for the run (one, shared); resolves with its URL. */
  function startRedis() {
    return (redis ??= (async () => {
      const redisPort = await freePort();
      children.push(await startProcess('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], /Ready to accept connections/));
      return `redis://127.0.0.1:${redisPort}`;
    })());
  }

  /** (Re)starts the restartable CLI process `name` on `port` with Redis and `flags`. */
  async function startRestartable(name, port, flags) {
    const cli = await bundleSource('server/cli.ts', 'game-server-cli');
    // A Redis database of its own per name: processes sharing one form a cluster, where a room created
    // through one may be placed on another (the restarts of one test file would miss its rooms).
    if (!databases.has(name)) databases.set(name, databases.size + 1);
    const args = [cli, '--port', String(port), '--redis', `${await startRedis()}/${databases.get(name)}`, '--public-address', `localhost:${port}`, ...flags];
    const child = await startProcess(process.execPath, args, /listening on port/);
    children.push(child);
    restartables.set(name, { child, port, flags });
    return { url: `ws://localhost:${port}` };
  }

  /** Stops the restartable process with `signal` (SIGKILL or SIGTERM), and starts it again on its port once it exited. */
  async function restart(name, signal = 'SIGKILL') {
    if (signal !== 'SIGKILL' && signal !== 'SIGTERM') throw new Error(`online-restart: signal must be SIGKILL or SIGTERM (got ${signal})`);
    const restartable = restartables.get(name);
    if (!restartable) throw new Error(`online-restart: start the process ${name} with online-restartable first`);
    const { child, port, flags } = restartable;
    await new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      // A shutdown that hangs (over 10 s) is ended as a crash would be.
      const hung = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => resolve(clearTimeout(hung)));
      child.kill(signal);
    });
    return startRestartable(name, port, flags);
  }

  async function startCluster() {
    const redisUrl = await startRedis();
    const cli = await bundleSource('server/cli.ts', 'game-server-cli');
    const urls = {};
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const args = [cli, '--port', String(port), '--redis', redisUrl, '--public-address', `localhost:${port}`];
      children.push(await startProcess(process.execPath, args, /listening on port/));
      urls[name] = `ws://localhost:${port}`;
    }
    return urls;
  }

  return {
    name: 'bluffhouse-game-server',
    async serverStart() {
      const { createServer } = await importSource('server/index.ts', 'game-server');
      // Every browser test creates and joins its rooms through this one server from one address: more
      // rooms a minute (default 30) and look-ups a second (default 50) than a person's address may
      // make, so a fast machine is not throttled. The limits themselves are tested on servers of their own.
      running = await createServer({ port: 0, logger: quietLogger, roomsPerMinute: 600, lookupsPerSecond: 1000 });
    },
    async serverStop() {
      await running?.close();
      for (const child of children) child.kill('SIGTERM');
    },
    resolveImport({ source }) {
      return source === 'ws' ? '/scripts/browser-ws.js' : undefined;
    },
    serve(context) {
      if (context.path === '/__online__/server.json') return { body: JSON.stringify({ url: `ws://localhost:${running.port}` }), type: 'json' };
      return undefined;
    },
    async executeCommand({ command, payload }) {
      if (command === 'online-cluster') return (cluster ??= startCluster());
      if (command === 'online-cli') return runProcess(await bundleSource('server/cli.ts', 'game-server-cli'), payload.args);
      if (command === 'online-server') {
        const key = JSON.stringify(payload.args);
        if (!extra.has(key)) extra.set(key, startServerProcess(payload.args));
        return extra.get(key);
      }
      if (command === 'online-restartable') {
        const name = payload?.name ?? 'default';
        const running = restartables.get(name);
        return running ? { url: `ws://localhost:${running.port}` } : startRestartable(name, await freePort(), payload?.args ?? []);
      }
      if (command === 'online-restart') return restart(payload?.name ?? 'default', payload?.signal);
      return undefined;
    },
  };
}
