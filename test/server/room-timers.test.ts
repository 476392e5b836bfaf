/// <reference types="node" />
/**
 * A room's timers on Node's own (server/room-timers.ts): they fire when due and a cleared one never
 * does; a real room plays its bots' turns on them while Colyseus' patch interval, which would tick
 * its clock every 50 ms, stays quiet, and a disposed room leaves none pending. Run with
 * `node --import tsx --test test/server/room-timers.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ColyseusTestServer } from '@colyseus/testing';
import { matchMaker, type Room } from '@colyseus/core';
import { PATCH_INTERVAL_MS, RoomTimers } from '../../server/room-timers.js';
import { bootGames, joinedRooms } from './support/test-server.js';
import { until } from '../support/until.js';
import { games } from '../../src/games.js';
import { randomSource } from '../../src/core/rng.js';
import type { Bot, GameEvent, GameView } from '../../src/core/types.js';

describe('RoomTimers', () => {
  test('a timer runs once when due; one cleared by its own clear() never runs (a later one ran)', async () => {
    const timers = new RoomTimers();
    const ran: string[] = [];
    const cleared = timers.setTimeout(() => ran.push('cleared'), 5);
    timers.setTimeout(() => ran.push('later'), 30);
    cleared.clear();
    assert.equal(timers.size, 1);
    // Node runs timers in the order they fall due: had `cleared` run, it would be first.
    await until(() => ran.includes('later'), 'the later timer');
    assert.deepEqual(ran, ['later']);
    assert.equal(timers.size, 0, 'a timer that ran is no longer pending');
  });

  test('clear() clears every pending timer: none of them runs', async () => {
    const timers = new RoomTimers();
    const ran: string[] = [];
    for (let i = 0; i < 3; i++) timers.setTimeout(() => ran.push(`room ${i}`), 5 + i);
    timers.clear();
    assert.equal(timers.size, 0);
    const witness = new RoomTimers();
    witness.setTimeout(() => ran.push('witness'), 30);
    await until(() => ran.includes('witness'), 'the witness timer');
    assert.deepEqual(ran, ['witness']);
  });
});

describe('a room on its own timers', () => {
  let colyseus: ColyseusTestServer;
  const { client, joined } = joinedRooms(() => colyseus.sdk);
  before(async () => { colyseus = await bootGames(); });
  after(async () => { await colyseus.shutdown(); });

  test('its bots play on the room\'s timers while Colyseus\' patch interval stays quiet (it would tick every 50 ms); a disposed room leaves no timer pending', { timeout: 30_000 }, async () => {
    const ana = await client(colyseus.sdk.create('bluff-king', { players: 4, humans: 1, botDelay: 0, name: 'Ana' }));
    const code = ana.room.roomId;
    const room = colyseus.getRoomById(code) as Room & { broadcastPatch(): boolean };
    assert.equal(room.patchRate, PATCH_INTERVAL_MS);
    let patches = 0;
    const patch = room.broadcastPatch.bind(room);
    room.broadcastPatch = () => { patches++; return patch(); };
    // The bots of the other three seats move on the room's timers; Ana (a normal bot's choice) when asked.
    const bot = games.find((game) => game.id === 'bluff-king')!.bots.normal as unknown as Bot<GameView, GameEvent>;
    const { seat } = ana.last()!;
    await until(async () => {
      if (ana.last()!.toAct.includes(seat!)) {
        const before = ana.last()!.view!.log.length;
        await ana.send('move', bot(ana.last()!.view!, randomSource(before)));
        await until(() => ana.last()!.view!.log.length > before || ana.refused.length > 0, 'Ana\'s move answered');
        assert.deepEqual(ana.refused, []);
      }
      // Ana moves only when asked: eight entries past the deal hold the bots' moves too.
      return ana.last()!.view!.log.length > 8;
    }, 'the bots to play');
    const timers = (room as unknown as { timers: RoomTimers }).timers;
    assert.equal(patches, 0, `patches while the bots played: ${patches}`);
    joined.splice(joined.indexOf(ana.room), 1);
    await ana.room.leave(true);
    await until(() => matchMaker.getLocalRoomById(code) === undefined, 'the room to close', 15_000);
    assert.equal(timers.size, 0, 'timers pending after the room was disposed');
  });
});
