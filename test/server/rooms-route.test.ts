/// <reference types="node" />
/**
 * A game server's `GET /rooms/<CODE>` and `publicUrl` (docs/online.md, "Hosting"), on a real
 * `createServer`: a room's public listing (its game, seats, devices, which seats are open; no token),
 * 404 `room-not-found` for any other code, the matchmaking rate limit, and the server's public
 * address in every state; a bad `publicUrl` is refused naming it.
 * Run with `node --import tsx --test test/server/rooms-route.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Client, type Room } from '@colyseus/sdk';
import { createServer, type RunningServer } from '../../server/index.js';
import { synced, track } from './support/test-server.js';
import { until } from '../support/until.js';

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined };

describe('GET /rooms/<CODE> and publicUrl', () => {
  let server: RunningServer;
  const rooms: Room[] = [];
  before(async () => { server = await createServer({ port: 0, logger: silent, publicUrl: 'http://192.168.1.20:8000/', lookupsPerSecond: 40 }); });
  after(async () => {
    await Promise.all(rooms.map((room) => room.leave().catch(() => undefined)));
    await server.close();
  });

  test('a room\'s listing: its game, seats and open seats, no token; 404 for other codes; publicUrl in every state', { timeout: 30_000 }, async () => {
    const url = `http://127.0.0.1:${server.port}`;
    const sdk = new Client(url);
    const host = track(await sdk.create('biggie-bills', { host: true, players: 3, devicesPerSeat: 2, names: ['Team 1', 'Team 2', 'Team 3'] }));
    rooms.push(host.room);
    const code = host.room.roomId;
    const state = await synced(host);
    assert.equal(state.publicUrl, 'http://192.168.1.20:8000/');
    const ana = track(await sdk.joinById(code, { name: 'Ana', seat: 1 }));
    rooms.push(ana.room);
    await synced(ana);
    const response = await until(async () => {
      const answer = await fetch(`${url}/rooms/${code}`);
      const body = await answer.json() as { seats: { devices: number }[] };
      return answer.status === 200 && body.seats[1]?.devices === 1 && { answer, body };
    }, 'the listing with Ana');
    assert.equal(response.answer.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(response.body, {
      code,
      game: 'biggie-bills',
      started: false,
      devicesPerSeat: 2,
      seats: [
        { name: 'Team 1', bot: false, devices: 0, open: true },
        { name: 'Team 2', bot: false, devices: 1, open: true },
        { name: 'Team 3', bot: false, devices: 0, open: true },
      ],
    });
    const text = JSON.stringify(response.body);
    for (const secret of [state.token!, ana.last()!.token!]) assert.ok(!text.includes(secret), 'no token');
    for (const other of ['ZZZZZZ', 'bad', code.toLowerCase().replace(/./, '0'), '%00']) {
      const answer = await fetch(`${url}/rooms/${other}`);
      assert.equal(answer.status, 404, other);
      assert.equal(((await answer.json()) as { code: string }).code, 'room-not-found');
    }
    assert.equal((await fetch(`${url}/rooms/${code.toLowerCase()}`)).status, 200, 'a code typed in lower case');
  });

  test('the route is rate-limited like matchmaking (429 rate-limited)', { timeout: 30_000 }, async () => {
    const url = `http://127.0.0.1:${server.port}`;
    const answers = await Promise.all(Array.from({ length: 60 }, () => fetch(`${url}/rooms/ZZZZZZ`).then(async (r) => ({ status: r.status, body: await r.json() as { code: string } }))));
    const limited = answers.filter((a) => a.status === 429);
    assert.ok(limited.length > 0, 'some refused');
    assert.ok(limited.every((a) => a.body.code === 'rate-limited'));
  });

  test('a bad publicUrl is refused naming it', async () => {
    for (const bad of ['ftp://example.org', 'not a url', '/relative', 'http://user:pw@example.org', 42]) {
      await assert.rejects(createServer({ port: 0, logger: silent, publicUrl: bad as string }), /publicUrl must be an absolute http:\/\/ or https:\/\/ URL/);
    }
  });
});
