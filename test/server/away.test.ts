/**
 * The grace of a person who dropped out, as every client is told it (server/grace.ts,
 * docs/online.md "Seats, tokens and reconnection"): the state's `botIn` holds, per seat, the ms
 * left until a bot plays an away person's seat, null everywhere else, and nothing secret.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import config from '@colyseus/tools';
import { defineRoom } from '@colyseus/core';
import { freePort } from '../../scripts/free-port.mjs';
import { defaultRoomConfig, roomClass } from '../../server/game-room.js';
import { games } from '../../src/games.js';
import { synced, type Tracked, joinedRooms } from './support/test-server.js';
import { until } from '../support/until.js';

const GRACE = 30;
const bluffKing = games.find((game) => game.id === 'bluff-king')!;

let colyseus: ColyseusTestServer;
const { client, joined } = joinedRooms(() => colyseus.sdk);
before(async () => {
  const rooms = {
    // Bots take over after the grace; and a room of a server where they never do.
    'bluff-king': defineRoom(roomClass(bluffKing, { ...defaultRoomConfig, reconnectGrace: GRACE })),
    'bluff-king-waits': defineRoom(roomClass(bluffKing, { ...defaultRoomConfig, reconnectGrace: GRACE, botTakeover: false })),
  };
  colyseus = await boot(config({ rooms }), await freePort());
});
after(async () => { await colyseus.shutdown(); });


/** A started room of `name` for two people and a bot, and a spectator: `[seat 0, seat 1, spectator]`. */
async function startedRoom(name: string): Promise<[Tracked, Tracked, Tracked]> {
  const a = await client(colyseus.sdk.create(name, { players: 3, humans: 2, botDelay: 5000, names: ['Ana'] }));
  const b = await client(colyseus.sdk.joinById(a.room.roomId, { name: 'Cy' }));
  const watcher = await client(colyseus.sdk.joinById(a.room.roomId, { spectator: true }));
  await until(() => [a, b, watcher].every((t) => t.last()?.started), 'the start');
  return [a, b, watcher];
}

/** Drops `tracked`'s connection without a goodbye (the server keeps its seat for the grace). */
async function drop(tracked: Tracked): Promise<void> {
  joined.splice(joined.indexOf(tracked.room), 1);
  tracked.room.reconnection.enabled = false;
  await tracked.room.leave(false);
}

describe('botIn: the grace left, per seat', () => {
  test('null for every seat while everyone is here, before and after the start', async () => {
    const a = await client(colyseus.sdk.create('bluff-king', { players: 3, humans: 2, botDelay: 5000 }));
    assert.deepEqual(a.last()!.botIn, [null, null, null], 'in the lobby');
    const [ana, cy, watcher] = await startedRoom('bluff-king');
    for (const t of [ana, cy, watcher]) assert.deepEqual(t.last()!.botIn, [null, null, null]);
  });

  test('an away person\'s seat counts down from the grace, for every client alike; null again once they are back', async () => {
    const [ana, cy, watcher] = await startedRoom('bluff-king');
    const token = cy.last()!.token!;
    const dropped = Date.now();
    await drop(cy);
    for (const t of [ana, watcher]) await until(() => t.last()!.connected[1] === false, 'Cy shown away');
    const left = ana.last()!.botIn;
    assert.equal(left[0], null, 'a person here');
    assert.equal(left[2], null, 'a bot\'s seat');
    assert.equal(typeof left[1], 'number');
    assert.ok(left[1]! <= GRACE * 1000 && left[1]! >= GRACE * 1000 - (Date.now() - dropped) - 50, `${left[1]} ms left of a ${GRACE} s grace, ${Date.now() - dropped} ms after the drop`);
    // A later state tells less time left.
    const later = await synced(watcher);
    assert.equal(later.botIn[0], null);
    assert.ok(later.botIn[1]! <= left[1]! && later.botIn[1]! > 0, `${later.botIn[1]} after ${left[1]}`);
    // Nothing else in it: numbers and nulls only, and no seat token but a client's own.
    for (const t of [ana, watcher]) {
      for (const state of t.states) {
        assert.ok(state.botIn.every((ms) => ms === null || (Number.isInteger(ms) && ms >= 0)), JSON.stringify(state.botIn));
        assert.ok(!JSON.stringify(state).includes(token), 'Cy\'s token reaches no other client');
      }
    }
    // Cy comes back: no countdown any more.
    const back = await client(colyseus.sdk.reconnect(cy.room.reconnectionToken));
    await until(() => ana.last()!.connected[1] === true, 'Cy back');
    for (const t of [ana, back, watcher]) assert.deepEqual((await synced(t)).botIn, [null, null, null]);
  });

  test('with botTakeover off nothing counts down: the away seat\'s botIn stays null', async () => {
    const [ana, cy, watcher] = await startedRoom('bluff-king-waits');
    await drop(cy);
    await until(() => ana.last()!.connected[1] === false && watcher.last()!.connected[1] === false, 'Cy shown away');
    assert.deepEqual(ana.last()!.botIn, [null, null, null]);
    assert.deepEqual(watcher.last()!.botIn, [null, null, null]);
  });
});
