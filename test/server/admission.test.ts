/**
 * The matchmaking limits per client address on a real server (docs/online.md, "Limits and
 * refusals"; server/admission.ts): creates a minute, open rooms, code look-ups a second, each
 * refused with its code while another address goes on. Loopback is all local: requests bound to
 * 127.0.0.2, 127.0.0.3… come from other addresses.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { Client } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import { createServer, type RunningServer } from '../../server/index.js';
import { joinErrorNumber } from '../../src/online/codes.js';
import { until } from '../support/until.js';

/** A logger that keeps the test output clean. */
const silent = { info() {}, warn() {}, error() {}, debug() {} };

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: { code?: unknown; error?: string; roomId?: string };
}

/** `POST /matchmake/<method>/<target>` with `body`, from the local address `from`. */
function matchmake(port: number, from: string, method: string, target: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request({
      host: '127.0.0.1', port, localAddress: from, method: 'POST', path: `/matchmake/${method}/${target}`,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers },
    }, (response) => {
      let data = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (data += chunk));
      response.on('end', () => {
        const retryAfter = response.headers['retry-after'];
        resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined, body: JSON.parse(data || '{}') as Answer['body'] });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

const TWO = { players: 2, humans: 2 };

describe('rooms created per address per minute', () => {
  let server: RunningServer;
  before(async () => { server = await createServer({ port: 0, logger: silent, roomsPerMinute: 6 }); });
  after(async () => { await server.close(); });

  test('a loop of creates (restores count too) from one address is refused after the limit with 429 rate-limited and Retry-After; another address still creates', async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 8; i++) {
      const body = i % 2 === 0 ? TWO : { resume: '222222', token: 'x'.repeat(22) };
      answers.push(await matchmake(server.port, '127.0.0.1', 'create', 'bluff-king', body));
    }
    assert.deepEqual(answers.slice(0, 6).map((a) => a.status === 429), Array(6).fill(false), 'the first six are not rate-limited');
    assert.equal(answers[0]!.status, 200);
    assert.equal(answers[1]!.body.code, joinErrorNumber('no-such-game'), 'a restore is a create');
    for (const refused of answers.slice(6)) {
      assert.equal(refused.status, 429);
      assert.equal(refused.body.code, 'rate-limited');
      assert.match(refused.body.error ?? '', /^rate-limited: at most 6 new rooms a minute from one address; retry in \d+ s$/);
      assert.ok(Number(refused.retryAfter) >= 1 && Number(refused.retryAfter) <= 60, `Retry-After in seconds (got ${refused.retryAfter})`);
    }
    const other = await matchmake(server.port, '127.0.0.2', 'create', 'bluff-king', TWO);
    assert.equal(other.status, 200, JSON.stringify(other.body));
    assert.match(other.body.roomId ?? '', /^[2-9A-HJKMNP-Z]{6}$/);
    // X-Forwarded-For is not trusted by default: a client cannot claim another address with it.
    const forged = await matchmake(server.port, '127.0.0.1', 'create', 'bluff-king', TWO, { 'x-forwarded-for': '203.0.113.9' });
    assert.equal(forged.status, 429);
    // A page of another origin reads the refusal (CORS), Retry-After included.
    const page = await fetch(`http://127.0.0.1:${server.port}/matchmake/create/bluff-king`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'https://course.example.org' }, body: JSON.stringify(TWO) });
    assert.equal(page.status, 429);
    assert.equal(page.headers.get('access-control-allow-origin'), 'https://course.example.org');
    assert.match(page.headers.get('access-control-expose-headers') ?? '', /Retry-After/);
  });
});

describe('open rooms per address', () => {
  let server: RunningServer;
  before(async () => { server = await createServer({ port: 0, logger: silent, roomsPerAddress: 2 }); });
  after(async () => { await server.close(); });

  test('a third open room from one address is refused with too-many-rooms (the SDK rejects with it); one closing makes room; another address still creates', async () => {
    const client = new Client(`http://127.0.0.1:${server.port}`);
    const first = await client.create('bluff-king', TWO);
    const second = await client.create('bluff-king', TWO);
    await assert.rejects(client.create('bluff-king', TWO), (error: Error) => {
      assert.equal((error as Error & { code?: number }).code, 429);
      assert.ok(error.message.startsWith('too-many-rooms: at most 2 open rooms created from one address'), error.message);
      return true;
    });
    const other = await matchmake(server.port, '127.0.0.3', 'create', 'bluff-king', TWO);
    assert.equal(other.status, 200, JSON.stringify(other.body));
    await first.leave();
    const code = first.roomId;
    await until(() => matchMaker.getLocalRoomById(code) === undefined, 'the first room to close', 15_000);
    const third = await client.create('bluff-king', TWO);
    assert.match(third.roomId, /^[2-9A-HJKMNP-Z]{6}$/);
    await Promise.all([second.leave(), third.leave()]);
  });
});

describe('code look-ups per address per second', () => {
  let server: RunningServer;
  before(async () => { server = await createServer({ port: 0, logger: silent }); });
  after(async () => { await server.close(); });

  test('bursts of 60 wrong-code joinById from one address: some are refused with 429 rate-limited and Retry-After, at most 50 a second are looked up, the SDK rejects with it, and a second address is unaffected', async () => {
    // On a busy machine a burst takes the server longer than 1/5 s, and the bucket refills meanwhile:
    // bursts go on until refusals come (at most 10), and what was looked up is checked against the time taken.
    const started = Date.now();
    const answers: Answer[] = [];
    for (let burst = 0; burst < 10 && !answers.some((answer) => answer.status === 429); burst++) {
      answers.push(...await Promise.all(Array.from({ length: 60 }, (_, i) => matchmake(server.port, '127.0.0.4', 'joinById', `ZZZ${String(i).padStart(3, '2')}`, {}))));
    }
    const seconds = (Date.now() - started) / 1000;
    const limited = answers.filter((answer) => answer.status === 429);
    assert.ok(limited.length > 0, `some of ${answers.length} are rate-limited`);
    const lookedUp = answers.length - limited.length;
    assert.ok(lookedUp <= 50 + 50 * seconds + 1, `at most 50 + 50/s looked up (${lookedUp} in ${seconds} s)`);
    for (const answer of limited) {
      assert.equal(answer.body.code, 'rate-limited');
      assert.match(answer.body.error ?? '', /^rate-limited: at most 50 matchmaking requests a second from one address; retry in 1 s$/);
      assert.equal(answer.retryAfter, '1');
    }
    const elsewhere = await matchmake(server.port, '127.0.0.5', 'joinById', 'ZZZ222', {});
    assert.notEqual(elsewhere.status, 429, 'another address is looked up');
    assert.equal(elsewhere.body.code, joinErrorNumber('room-not-found'));
    // The SDK's joinById rejects with the server's message (its code is the HTTP status).
    const client = new Client(`http://127.0.0.1:${server.port}`);
    let sdkLimited: (Error & { code?: number }) | undefined;
    for (let burst = 0; burst < 10 && !sdkLimited; burst++) {
      const errors = await Promise.all(Array.from({ length: 60 }, () => client.joinById('ZZZ222', {}).then(() => null, (error: Error & { code?: number }) => error)));
      sdkLimited = errors.find((error) => error?.code === 429) ?? undefined;
    }
    assert.ok(sdkLimited, 'the SDK surfaces rate-limited');
    assert.equal(sdkLimited.code, 429);
  });
});

describe('a store full of running games', () => {
  let server: RunningServer;
  before(async () => { server = await createServer({ port: 0, logger: silent, maxStoredGames: 2 }); });
  after(async () => { await server.close(); });

  test('new rooms are refused with server-busy (503, Retry-After) from any address while the running games fill the store; none is dropped, and one closing makes room', async () => {
    const client = new Client(`http://127.0.0.1:${server.port}`);
    const rooms = [await client.create('bluff-king', TWO), await client.create('bluff-king', TWO)];
    const busy = await matchmake(server.port, '127.0.0.6', 'create', 'bluff-king', TWO);
    assert.equal(busy.status, 503);
    assert.equal(busy.body.code, 'server-busy');
    assert.match(busy.body.error ?? '', /^server-busy: the server holds as many running games as it may/);
    assert.equal(busy.retryAfter, '30');
    await assert.rejects(client.create('bluff-king', TWO), (error: Error & { code?: number }) => error.code === 503);
    // Both games still play: a second person joins each by its code and the game starts.
    const second = await Promise.all(rooms.map((room) => new Client(`http://127.0.0.1:${server.port}`).joinById(room.roomId, { game: 'bluff-king' })));
    await rooms[0]!.leave();
    await second[0]!.leave();
    const code = rooms[0]!.roomId;
    await until(() => matchMaker.getLocalRoomById(code) === undefined, 'the first room to close', 15_000);
    const next = await matchmake(server.port, '127.0.0.6', 'create', 'bluff-king', TWO);
    assert.equal(next.status, 200, JSON.stringify(next.body));
    await Promise.all([rooms[1]!.leave(), second[1]!.leave()]);
  });
});

describe('the command\'s flags', () => {
  const root = new URL('../..', import.meta.url);

  test('a bad limit flag names it and exits with status 2; good ones reach the server', async () => {
    const bad = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', '--rooms-per-minute', '0', '--busy-heap-fraction', '0.9'], { cwd: root, encoding: 'utf8', env: { ...process.env, REDIS_URL: '' } });
    assert.equal(bad.status, 2);
    assert.match(bad.stderr, /^bluffhouse-server: --rooms-per-minute must be an integer from 1 to 100000 \(got "0"\)\n/);
    assert.match(bad.stderr, /--trust-proxy/, 'the usage lists the flags');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli.ts', '--port', '0', '--rooms-per-minute', '1', '--lookups-per-second', '500'], { cwd: root, env: { ...process.env, REDIS_URL: '' } });
    try {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await until(() => /listening on port \d+/.test(output), 'the server to listen', 30_000);
      const port = Number(/listening on port (\d+)/.exec(output)![1]);
      assert.equal((await matchmake(port, '127.0.0.7', 'create', 'bluff-king', TWO)).status, 200);
      const second = await matchmake(port, '127.0.0.7', 'create', 'bluff-king', TWO);
      assert.equal(second.status, 429);
      assert.match(second.body.error ?? '', /^rate-limited: at most 1 new rooms a minute from one address; retry in 60 s$/);
      assert.equal(second.retryAfter, '60');
    } finally {
      child.kill('SIGTERM');
    }
  });
});
