/// <reference types="node" />
/**
 * One bad frame, one log line (docs/online.md, "Limits and refusals"): a raw WebSocket client,
 * seated in a room through the real `createServer` (a seat reservation over HTTP, then the socket
 * the SDK would open), sends 50 frames whose message type is not valid UTF-8. Its connection
 * closes with 4002, the room and the other player go on, and the server logs at most one line
 * (its logger and `console.error`, where Colyseus' decoder writes, are both captured).
 * Run with `node --import tsx --test test/server/bad-frames.test.ts`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client } from '@colyseus/sdk';
import WebSocket from 'ws';
import { createServer } from '../../server/index.js';
import { QUIET_MS, logOncePerMinute, unreadableType } from '../../server/frame-check.js';
import { stateOf } from './support/private-rooms.js';
import { until } from '../support/until.js';

/** The frame of the issue: ROOM_DATA (13), a 4-byte string type of bytes that are not UTF-8. */
const BAD_FRAME = Buffer.from([13, 0xa4, 0xff, 0xfe, 0xfd, 0xfc]);

test('the frame check reads the type as Colyseus does: the bad frame only', () => {
  assert.equal(unreadableType(BAD_FRAME), true);
  const typed = (type: string) => Buffer.concat([Buffer.from([13, 0xa0 | Buffer.byteLength(type)]), Buffer.from(type)]);
  for (const type of ['move', 'sync', 'start', 'é', '牌', '🂡']) assert.equal(unreadableType(typed(type)), false, type);
  assert.equal(unreadableType(Buffer.from([13, 5])), false, 'a numeric type');
  assert.equal(unreadableType(Buffer.from([10])), false, 'the join acknowledgement');
  assert.equal(unreadableType(Buffer.from([21, 7, 0xa2, 0x80, 0x41])), true, 'a request whose type starts with a continuation byte');
});

test('one line per client address a minute, whatever its connections send', () => {
  const lines: string[] = [];
  const log = (line: string) => lines.push(line);
  const t0 = 1_000_000;
  assert.equal(logOncePerMinute('198.51.100.7', 'first', t0, log), true);
  assert.equal(logOncePerMinute('198.51.100.7', 'again, a new connection', t0 + QUIET_MS - 1, log), false);
  assert.equal(logOncePerMinute('198.51.100.8', 'another client', t0 + 10, log), true);
  assert.equal(logOncePerMinute('198.51.100.7', 'a minute later', t0 + QUIET_MS, log), true);
  assert.deepEqual(lines, ['first', 'another client', 'a minute later']);
});

/**
 * Starts a server logging into `lines` (its logger and console.error), seats Alice (SDK) and a raw
 * socket in a 3-seat BluffKing room, sends `frame` 50 times on the raw socket, and checks: the
 * connection closes with 4002, at most one line is logged, and Alice starts the game.
 */
async function fiftyFrames(frame: Buffer): Promise<void> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => lines.push(args.map(String).join(' '));
  const logger = { info() {}, debug() {}, warn: capture, error: capture };
  const consoleError = console.error;
  console.error = capture;
  const server = await createServer({ port: 0, logger });
  const url = `ws://localhost:${server.port}`;
  try {
    const alice = await new Client(url).create('bluff-king', { players: 3, humans: 3, names: ['Alice'] });
    const code = alice.roomId;
    await stateOf(alice, (state) => state.seat === 0);

    // A seat reservation over HTTP, then the room's socket, as @colyseus/sdk opens it.
    const response = await fetch(`http://localhost:${server.port}/matchmake/joinById/${code}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Raw', game: 'bluff-king' }),
    });
    const reservation = (await response.json()) as { processId: string; roomId: string; sessionId: string };
    assert.equal(reservation.roomId, code);
    const raw = new WebSocket(`${url}/${reservation.processId}/${reservation.roomId}?sessionId=${reservation.sessionId}`);
    let closedWith: number | null = null;
    raw.on('close', (closeCode) => { closedWith = closeCode; });
    let joined = false;
    raw.on('message', (data: Buffer) => {
      if (data[0] === 10 && !joined) {
        joined = true;
        raw.send(Buffer.from([10])); // JOIN_ROOM: the SDK's acknowledgement
      }
    });
    await until(() => joined, 'the join handshake');
    await stateOf(alice, (state) => state.connected[1] === true && state.names[1] === 'Raw');
    lines.length = 0;

    for (let i = 0; i < 50 && raw.readyState === WebSocket.OPEN; i++) raw.send(frame);
    await until(() => closedWith !== null, 'the connection to close');
    assert.equal(closedWith, 4002);
    assert.ok(lines.length <= 1, `at most one log line (got ${lines.length}: ${lines.slice(0, 3).join(' | ').slice(0, 300)})`);

    // The room and Alice go on: she sees the seat kept for its person, and starts the game.
    await stateOf(alice, (state) => state.connected[1] === false);
    alice.send('start');
    const started = await stateOf(alice, (state) => state.started);
    assert.equal(started.seat, 0);
    assert.notEqual(started.view, null);
    await alice.leave();
  } finally {
    console.error = consoleError;
    await server.close();
  }
}

test('a client sending 50 frames with a type that is not UTF-8 is closed with 4002 and logged once; the room goes on', { timeout: 60_000 }, async () => {
  await fiftyFrames(BAD_FRAME);
});

test('a client sending 50 frames whose payload cannot be decoded is closed with 4002 and logged once; the room goes on', { timeout: 60_000 }, async () => {
  // ROOM_DATA, type "move", then a MessagePack string of 255 bytes that has none.
  await fiftyFrames(Buffer.from([13, 0xa4, ...Buffer.from('move'), 0xd9, 0xff]));
});
