/// <reference types="node" />
/**
 * A game server that cannot start says why and leaves nothing running (docs/online.md, "Running
 * a server"): a port in use and a Redis out of reach reject `createServer` at once with a message
 * naming them, and the `bluffhouse-server` command exits with status 1 and that message; and an
 * oversized matchmaking request is refused before it is read (HTTP 413), creating no room, and
 * matchmaking answers carry CORS headers for pages of other origins. Run
 * with Node's test runner (`node --import tsx --test test/server/start-failures.test.ts`).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';
import { freePort } from '../../scripts/free-port.mjs';
import { MAX_MATCHMAKE_BYTES, createServer } from '../../server/index.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
let taken: TcpServer;
let takenPort: number;

before(async () => {
  takenPort = await freePort();
  taken = createTcpServer();
  await new Promise<void>((resolve) => taken.listen(takenPort, resolve));
});
after(() => new Promise<void>((resolve) => taken.close(() => resolve())));

/** Runs `bluffhouse-server` (from the sources) with `args`; resolves with its exit code and output. */
function cli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', ...args], { cwd: root, env: { ...process.env, REDIS_URL: '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => { stdout += chunk; });
    child.stderr.on('data', (chunk) => { stderr += chunk; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

test('a port in use rejects createServer with a message naming the port', async () => {
  await assert.rejects(createServer({ port: takenPort, logger: silent }), new RegExp(`^Error: port ${takenPort} is in use$`));
});

test('a Redis out of reach rejects createServer with one message naming the URL, hiding its password', async () => {
  const port = await freePort();
  await assert.rejects(createServer({ port: 0, redisUrl: `redis://:secret@127.0.0.1:${port}`, logger: silent }), (error: Error) => {
    assert.match(error.message, new RegExp(`^cannot reach Redis at redis://:\\*\\*\\*@127\\.0\\.0\\.1:${port}/?: `));
    assert.doesNotMatch(error.message, /secret/);
    return true;
  });
});

test('bluffhouse-server on a port in use prints why and exits with status 1', async () => {
  const { code, stderr } = await cli(['--port', String(takenPort)]);
  assert.equal(code, 1);
  assert.equal(stderr.trim(), `bluffhouse-server: port ${takenPort} is in use`);
});

test('bluffhouse-server with a Redis out of reach prints one line and exits with status 1', async () => {
  const { code, stderr } = await cli(['--port', '0', '--redis', `redis://127.0.0.1:${await freePort()}`]);
  assert.equal(code, 1);
  assert.match(stderr.trim(), /^bluffhouse-server: cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+\/?: [^\n]+$/);
});

test('a matchmaking request over the size cap is refused with 413 before it is read, and creates no room', async () => {
  const server = await createServer({ port: 0, logger: silent });
  try {
    const url = `http://localhost:${server.port}/matchmake/create/bluff-king`;
    const big = JSON.stringify({ players: 2, humans: 2, names: ['x'.repeat(MAX_MATCHMAKE_BYTES)] });
    const page = 'https://course.example.org';
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: page }, body: big });
    assert.equal(response.status, 413);
    assert.equal(response.headers.get('access-control-allow-origin'), page, 'a page of another origin can read the refusal');
    assert.match((await response.json() as { error: string }).error, new RegExp(`at most ${MAX_MATCHMAKE_BYTES} bytes`));
    // A request of the usual size still creates a room, on the same port, readable by other origins.
    const created = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', origin: page }, body: '{"players":2}' });
    assert.equal(created.status, 200);
    assert.equal(created.headers.get('access-control-allow-origin'), page);
    const room = await new Client(`http://localhost:${server.port}`).create('bluff-king', { players: 2, humans: 2 });
    assert.match(room.roomId, /^[2-9A-HJKMNP-Z]{6}$/);
    await room.leave();
    // Anything else on the port is not found.
    assert.equal((await fetch(`http://localhost:${server.port}/`)).status, 404);
  } finally {
    await server.close();
  }
});

/** A logger that keeps the test output clean. */
const silent = { info() {}, warn() {}, error() {}, debug() {} };
