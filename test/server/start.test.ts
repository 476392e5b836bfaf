/// <reference types="node" />
/**
 * `npm start` (web-dev-server.config.mjs with scripts/dev-game-server.mjs): the demo and the game
 * server on ONE port. Starts the real dev server with the project's config on a free port, then:
 * the "Play online" page is served under the strict CSP; the real Colyseus SDK, pointed at that
 * same port, creates a room (HTTP matchmaking + WebSocket) and a second client joins it by code;
 * the dev server's own reload socket still works beside Colyseus'. Run with Node's test runner
 * (`node --import tsx --test test/server/start.test.ts`).
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Client, type Room } from '@colyseus/sdk';
import { startDevServer, type DevServerConfig } from '@web/dev-server';
import { freePort } from '../../scripts/free-port.mjs';
import WebSocket from 'ws';
import type { StateMessage } from '../../src/online/protocol.js';
import { joinErrorOf } from '../../src/online/codes.js';
import { checkPrivateRooms } from './support/private-rooms.js';
import { until } from '../support/until.js';

/** The project's dev server config, the one `npm start` runs (a JavaScript module: typed here). */
const configFile = new URL('../../web-dev-server.config.mjs', import.meta.url).href;
const { default: config } = (await import(configFile)) as { default: DevServerConfig };

/** The first message of `type` the room receives, or an error after `ms`. */
function nextMessage<T>(room: Room, type: string, ms = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} message within ${ms} ms`)), ms);
    const stop = room.onMessage(type, (message: T) => {
      clearTimeout(timer);
      stop();
      resolve(message);
    });
  });
}

/** A state of `room` (after asking for one: the join's state may come before the handler). */
async function stateOf(room: Room, accept: (state: StateMessage) => boolean): Promise<StateMessage> {
  // Up to 20 s, not a count of tries: on a loaded machine the room gets there later.
  return until(async () => {
    const answer = nextMessage<StateMessage>(room, 'state');
    room.send('sync');
    const state = await answer;
    return accept(state) && state;
  }, 'the room in the expected state', { timeout: 20_000, every: 100 });
}

let server: Awaited<ReturnType<typeof startDevServer>>;
let port: number;
const rooms: Room[] = [];

before(async () => {
  port = await freePort();
  server = await startDevServer({
    config: { ...config, port, watch: false, clearTerminalOnReload: false },
    readCliArgs: false,
    readFileConfig: false,
    logStartMessage: false,
    autoExitProcess: false,
  });
});

after(async () => {
  await Promise.all(rooms.map((room) => room.leave(true).catch(() => undefined)));
  await server?.stop();
});

test('the Play online page is served with the strict Content-Security-Policy', async () => {
  const response = await fetch(`http://localhost:${port}/demo/online.html`);
  assert.equal(response.status, 200);
  const csp = response.headers.get('content-security-policy') ?? '';
  assert.match(csp, /default-src 'self'/);
  assert.match(csp, /script-src 'self'/);
  assert.match(await response.text(), /<script type="module" src="online\.js"><\/script>/);
  const script = await fetch(`http://localhost:${port}/demo/online.js`);
  assert.equal(script.status, 200);
});

test('a static file and a GET under /matchmake/ still reach the dev server', async () => {
  assert.equal((await fetch(`http://localhost:${port}/demo/demo.css`)).status, 200);
  // Colyseus answers only POST there; anything else goes on to the dev server (404: no such file).
  assert.equal((await fetch(`http://localhost:${port}/matchmake/create/bluff-king`)).status, 404);
});

test('a room created on the dev server\'s port is joined by code on that same port', async () => {
  const url = `ws://localhost:${port}`;
  const creator = await new Client(url).create('bluff-king', { players: 2, humans: 2, bots: 'easy', names: ['Ana'] });
  rooms.push(creator);
  const code = creator.roomId;
  assert.match(code, /^[2-9A-HJKMNP-Z]{6}$/);
  assert.deepEqual((await stateOf(creator, () => true)).seat, 0);

  const joiner = await new Client(url).joinById(code, { name: 'Bo' });
  rooms.push(joiner);
  const joined = await stateOf(joiner, (state) => state.started);
  assert.equal(joined.seat, 1);
  assert.equal(joined.code, code);
  assert.deepEqual(joined.names.slice(0, 2), ['Ana', 'Bo']);
  assert.notEqual(joined.view, null);
  const created = await stateOf(creator, (state) => state.started);
  assert.equal(created.seat, 0);
  // The room's public listing (docs/online.md, "Hosting") on the same port.
  const listing = await (await fetch(`http://localhost:${port}/rooms/${code}`)).json() as { game: string; started: boolean };
  assert.deepEqual([listing.game, listing.started], ['bluff-king', true]);
  assert.equal((await fetch(`http://localhost:${port}/rooms/ZZZZZZ`)).status, 404);
});

test('rooms on the dev server\'s port are private: join and joinOrCreate by name are refused with use-code', { timeout: 30_000 }, async () => {
  await checkPrivateRooms(`ws://localhost:${port}`);
});

test('a wrong code fails with Colyseus\' own error on that port', async () => {
  await assert.rejects(new Client(`ws://localhost:${port}`).joinById('ZZZZZZ', { name: 'Cy' }), (error: Error & { code?: number }) => {
    assert.equal(error.code, 522); // ErrorCode.MATCHMAKE_INVALID_ROOM_ID
    assert.equal(joinErrorOf(error), 'room-not-found');
    return true;
  });
});

test('the dev server\'s own reload socket stays its own beside Colyseus\'', async () => {
  const socket = new WebSocket(`ws://localhost:${port}/wds`);
  const trouble: string[] = [];
  socket.on('close', (code) => trouble.push(`closed with ${code}`));
  socket.on('error', (error) => trouble.push(error.message));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  // Were Colyseus to take this upgrade too, its second handshake on the same socket would break
  // the connection, and it closes sockets that name no room after 1 s.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.deepEqual(trouble, []);
  assert.equal(socket.readyState, WebSocket.OPEN);
  socket.close();
});
