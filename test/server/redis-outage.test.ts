/// <reference types="node" />
/**
 * Redis going away and coming back (docs/online.md, "Scale"): a real `redis-server` and two real
 * `bluffhouse-server` processes (server/cli.ts) sharing it. When Redis restarts empty, the rooms
 * of a process write their listing and saved record again, so a spectator finds the room through
 * the other process and the record holds the latest move; while Redis is down, moves go on, create
 * and join fail within 2 s with `server-unavailable`, and SIGTERM stops a process within 5 s. Run
 * with Node's test runner (`node --import tsx --test test/server/redis-outage.test.ts`).
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';
import { Redis } from 'ioredis';
import { freePort } from '../../scripts/free-port.mjs';
import type { GameRecord } from '../../server/game-store.js';
import { ensureWebSocketGlobal } from '../../server/node-compat.js';
import { createGame } from '../../src/core/game.js';
import { bots, type BluffKingView } from '../../src/bluff-king/index.js';
import { randomSource } from '../../src/core/rng.js';
import { gameById } from '../../src/games.js';
import { track, type Tracked } from './support/test-server.js';
import { until } from '../support/until.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const children = new Set<ChildProcess>();
/** What each child process printed so far. */
const outputs = new Map<ChildProcess, () => string>();
let redisPort: number;
let redisUrl: string;
let redis: ChildProcess;
const servers: { url: string; child: ChildProcess }[] = [];
const clients: Tracked[] = [];

/** Starts `command args` in the repository; resolves with the child once its output matches `ready`. */
function start(command: string, args: string[], ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, REDIS_URL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.add(child);
    child.once('exit', () => children.delete(child));
    let output = '';
    outputs.set(child, () => output);
    const timer = setTimeout(() => reject(new Error(`${command} did not start in 30 s:\n${output}`)), 30_000);
    const seen = (chunk: Buffer) => {
      output += chunk;
      if (!ready.test(output)) return;
      clearTimeout(timer);
      resolve(child);
    };
    child.stdout!.on('data', seen);
    child.stderr!.on('data', seen);
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`)));
  });
}

/** Resolves once `child` has exited (at once if it has). */
function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const startRedis = async () => {
  redis = await start('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no', '--bind', '127.0.0.1'], /Ready to accept connections/);
};
/** Kills Redis (SIGKILL: nothing saved, as a crash) and waits for it to be gone. */
const stopRedis = async () => {
  redis.kill('SIGKILL');
  await exited(redis);
};

before(async () => {
  await ensureWebSocketGlobal();
  redisPort = await freePort();
  redisUrl = `redis://127.0.0.1:${redisPort}`;
  await startRedis();
  const ports = [await freePort(), await freePort()];
  servers.push(...await Promise.all(ports.map(async (port) => ({
    url: `ws://localhost:${port}`,
    child: await start(process.execPath, ['--import', 'tsx', 'server/cli.ts', '--port', String(port), '--redis', redisUrl, '--public-address', `localhost:${port}`], /listening on port/),
  }))));
});

after(async () => {
  for (const { room } of clients) {
    // Process A is gone: no client tries to get back to it.
    room.reconnection.enabled = false;
    room.connection.close();
  }
  for (const child of children) child.kill('SIGKILL');
  await Promise.all([...children].map(exited));
});

/** Resolves with what `attempt` resolves with, trying again while it rejects, for up to `ms` (then its last error). */
async function eventually<T>(attempt: () => Promise<T>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** The seat to act sends a legal move; resolves once every client in `people` has it in its log. */
async function move(people: Tracked<BluffKingView>[], rng: () => number): Promise<number> {
  const player = people[people[0]!.last()!.toAct[0]!]!;
  const view = player.last()!.view!;
  await player.send('move', bots.normal(view, rng));
  await until(() => player.refused.length > 0 || people.every((p) => (p.last()?.view?.log.length ?? 0) > view.log.length), 'the move to reach both players', 10_000);
  assert.deepEqual(player.refused, []);
  return people[0]!.last()!.view!.log.length;
}

let code: string;
/** The server process holding the room of the first test, and the other one. */
let holder: typeof servers[0];
let other: typeof servers[0];

test('after Redis restarts empty, the room is listed and saved again: a spectator joins it through the process that does not hold it, and its record holds the move made while Redis was down', async () => {
  const first = track<BluffKingView>(await new Client(servers[0]!.url).create('bluff-king', { players: 2, humans: 2, botDelay: 0 }));
  code = first.room.roomId;
  // Colyseus creates a room on the process holding the fewest: either.
  holder = servers.find((server) => (first.room.connection.url ?? '').startsWith(`${server.url}/`))!;
  other = servers.find((server) => server !== holder)!;
  assert.ok(holder && other, `the room is held by one of the processes (${first.room.connection.url})`);
  const second = track<BluffKingView>(await new Client(other.url).joinById(code, {}));
  clients.push(first, second);
  await until(() => first.last()?.started && second.last()?.started, 'the game to start', 10_000);
  const rng = randomSource(5);
  await move([first, second], rng);

  await stopRedis();
  // Moves go on while Redis is down.
  const logLength = await move([first, second], rng);
  await startRedis();

  // Nobody acts now: the record and the listing come back by themselves.
  const store = new Redis(redisUrl);
  try {
    const record = await eventually(async () => {
      const text = await store.get(`bluffhouse:game:${code}`);
      if (!text) throw new Error(`no saved record bluffhouse:game:${code} in Redis`);
      return JSON.parse(text) as GameRecord;
    }, 10_000);
    const restored = createGame(gameById('bluff-king')!.definition, record.settings.input, { snapshot: record.snapshot });
    assert.equal(gameById('bluff-king')!.definition.view(restored.getSnapshot(), null).log.length, logLength, 'the record holds the move made while Redis was down');
  } finally {
    store.disconnect();
  }
  const spectator = track<BluffKingView>(await eventually(() => new Client(other.url).joinById(code, { spectator: true }), 10_000));
  clients.push(spectator);
  await until(() => spectator.last()?.view?.log.length === logLength, 'the spectator to see the game', 10_000);
});

test('while Redis is down, create and joinById fail within 2 s with server-unavailable', async () => {
  await stopRedis();
  const client = new Client(other.url);
  for (const [what, request] of [
    ['create', () => client.create('bluff-king', { players: 2 })],
    ['joinById', () => client.joinById(code, { spectator: true })],
  ] as const) {
    const started = Date.now();
    await assert.rejects(request(), (error: Error) => {
      assert.match(error.message, /^server-unavailable: /, `${what} says why`);
      return true;
    });
    assert.ok(Date.now() - started < 2000, `${what} failed within 2 s (took ${Date.now() - started} ms)`);
  }
});

test('while Redis is down, SIGTERM stops a bluffhouse-server process within 5 s', async () => {
  const { child } = holder;
  const started = Date.now();
  child.kill('SIGTERM');
  await Promise.race([exited(child), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
  assert.ok(child.exitCode !== null || child.signalCode !== null, `the process exited within 5 s (after ${Date.now() - started} ms it still runs):\n${outputs.get(child)!()}`);
});
