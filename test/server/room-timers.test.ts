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
import { LEAST_WAIT_MS, PATCH_INTERVAL_MS, RoomTimers } from '../../server/room-timers.js';
import { bootGames, joinedRooms } from './support/test-server.js';
import { until } from '../support/until.js';
import { games } from '../../src/games.js';
import { randomSource } from '../../src/core/rng.js';
import type { Bot, GameEvent, GameView } from '../../src/core/types.js';

describe('RoomTimers', () => {
  test('a timer runs once when due; one cleared by its own clear() never runs (a later one ran)', async () => {
    const timers = new RoomTimers(0);
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
    const timers = new RoomTimers(0);
    const ran: string[] = [];
    for (let i = 0; i < 3; i++) timers.setTimeout(() => ran.push(`room ${i}`), 5 + i);
    timers.clear();
    assert.equal(timers.size, 0);
    const witness = new RoomTimers(0);
    witness.setTimeout(() => ran.push('witness'), 30);
    await until(() => ran.includes('witness'), 'the witness timer');
    assert.deepEqual(ran, ['witness']);
  });

  test('no timer fires sooner than the least wait: one of 0 ms runs after one of 10 ms when the least is 40', async () => {
    const timers = new RoomTimers(40);
    const witness = new RoomTimers(0);
    const ran: string[] = [];
    timers.setTimeout(() => ran.push('0 ms, least 40'), 0);
    witness.setTimeout(() => ran.push('10 ms'), 10);
    await until(() => ran.length === 2, 'both timers');
    assert.deepEqual(ran, ['10 ms', '0 ms, least 40']);
  });
});

describe('a room on its own timers', () => {
  let colyseus: ColyseusTestServer;
  const { client, joined } = joinedRooms(() => colyseus.sdk);
  before(async () => { colyseus = await bootGames(); });
  after(async () => { await colyseus.shutdown(); });

  test('its bots play on the room\'s timers, botDelay 0 waiting the least wait, while Colyseus\' patch interval stays quiet (it would tick every 50 ms); a disposed room leaves no timer pending', { timeout: 30_000 }, async () => {
    const ana = await client(colyseus.sdk.create('bluff-king', { players: 4, humans: 1, botDelay: 0, name: 'Ana' }));
    const code = ana.room.roomId;
    const room = colyseus.getRoomById(code) as Room & { broadcastPatch(): boolean };
    assert.equal(room.patchRate, PATCH_INTERVAL_MS);
    const timers = (room as unknown as { timers: RoomTimers }).timers;
    // What each wait asked, and how long it took (a lower bound: a busy machine only makes it longer).
    const waits: { ms: number; took: number }[] = [];
    const schedule = timers.setTimeout.bind(timers);
    timers.setTimeout = (fn, ms) => {
      const wait = { ms, took: -1 };
      waits.push(wait);
      const at = performance.now();
      return schedule(() => { wait.took = performance.now() - at; fn(); }, ms);
    };
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
    assert.equal(patches, 0, `patches while the bots played: ${patches}`);
    // botDelay 0 asks for no wait; each bot move still waits LEAST_WAIT_MS: a room of bots never takes a core.
    const ran = waits.filter((wait) => wait.took >= 0);
    assert.ok(ran.length > 0 && ran.every((wait) => wait.ms === 0 && wait.took >= LEAST_WAIT_MS - 1), `the bots' waits: ${JSON.stringify(waits)}`);
    joined.splice(joined.indexOf(ana.room), 1);
    await ana.room.leave(true);
    await until(() => matchMaker.getLocalRoomById(code) === undefined, 'the room to close', 15_000);
    assert.equal(timers.size, 0, 'timers pending after the room was disposed');
  });
});
