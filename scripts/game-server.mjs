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
 *   answers `{ code, stdout, stderr }` once it exits (or is stopped after 5 s).
 * Everything started is stopped when the run ends. In the page, the Colyseus client's import of
 * the Node package `ws` resolves to the browser's own WebSocket (scripts/browser-ws.js).
 */
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { bundleSource, importSource } from './import-source.mjs';

/** The server's log during tests: warnings and errors only. */
const quietLogger = { info() {}, debug() {}, warn: (...args) => console.warn(...args), error: (...args) => console.error(...args) };

/** A TCP port nobody listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

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

/** Runs `node file args` to its end (at most 5 s); resolves with its exit code and output. */
function runProcess(file, args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGTERM'), 5000);
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

  async function startCluster() {
    const redisPort = await freePort();
    children.push(await startProcess('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], /Ready to accept connections/));
    const cli = await bundleSource('server/cli.ts', 'game-server-cli');
    const urls = {};
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const args = [cli, '--port', String(port), '--redis', `redis://127.0.0.1:${redisPort}`, '--public-address', `localhost:${port}`];
      children.push(await startProcess(process.execPath, args, /listening on port/));
      urls[name] = `ws://localhost:${port}`;
    }
    return urls;
  }

  return {
    name: 'bluffhouse-game-server',
    async serverStart() {
      const { createServer } = await importSource('server/index.ts', 'game-server');
      running = await createServer({ port: 0, logger: quietLogger });
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
      return undefined;
    },
  };
}
