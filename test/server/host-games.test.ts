/// <reference types="node" />
/**
 * The host's `end` and `again` in each of the three games, BiggieBills' settings online, and a
 * paused host's room restored after its room closed (docs/online.md, "Hosting"), with real SDK
 * clients on a real server. Run with `node --import tsx --test test/server/host-games.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ColyseusTestServer } from '@colyseus/testing';
import { games } from '../../src/games.js';
import type { Bot, GameEvent, GameView } from '../../src/core/types.js';
import { randomSource } from '../../src/core/rng.js';
import { processStore } from '../../server/game-store.js';
import { bootGames, joinedRooms, synced, track, refusal } from './support/test-server.js';
import { until } from '../support/until.js';

let colyseus: ColyseusTestServer;
const { client, joined, createError } = joinedRooms(() => colyseus.sdk);
before(async () => { colyseus = await bootGames(); });
after(async () => { await colyseus.shutdown(); });

for (const game of games) {
  describe(`${game.title}: the host ends the game and plays again`, () => {
    test('end: the result says reason host and moves are refused game-over; again: a new game, the same person in the same seat with the same token', { timeout: 40_000 }, async () => {
      const options = game.id === 'biggie-bills' ? { maxCycles: 3 } : {};
      const host = await client(colyseus.sdk.create(game.id, { host: true, players: 3, humans: 1, botDelay: 50, options }));
      const code = host.room.roomId;
      const ana = await client(colyseus.sdk.joinById(code, { name: 'Ana' }));
      const { seat, token } = ana.last()!;
      await host.send('start');
      await until(() => ana.last()!.started && ana.last()!.view !== null, 'started');
      await host.send('end');
      const ended = await until(() => ana.last()!.result as { reason?: string } | null, 'the result');
      assert.equal(ended.reason, 'host', `the result's reason (${JSON.stringify(ended)})`);
      assert.deepEqual(ana.last()!.toAct, []);
      const move = { 'bluff-king': { type: 'PASS' }, 'bluffing-billionaires': { type: 'APPROVE' }, 'biggie-bills': { type: 'PLAY_GROWTH', card: 0 } }[game.id];
      assert.equal(await refusal(ana, 'move', move), 'game-over');
      assert.equal(await refusal(host, 'end'), 'game-over');
      const log = ana.last()!.view!.log.length;
      await host.send('again');
      await until(() => ana.last()!.result === null && ana.last()!.view !== null && ana.last()!.view!.log.length <= log, 'a new game');
      const state = await synced(ana);
      assert.equal(state.started, true);
      assert.equal(state.seat, seat);
      assert.equal(state.token, token);
      assert.equal(state.names[seat!], 'Ana');
      // The new game is played: the bots move, and Ana's moves are taken when asked.
      const bot = game.bots.normal as unknown as Bot<GameView, GameEvent>;
      const entries = state.view!.log.length;
      await until(async () => {
        if (ana.last()!.toAct.includes(seat!)) {
          const count = ana.refused.length;
          const before = ana.last()!.view!.log.length;
          await ana.send('move', bot(ana.last()!.view!, randomSource(3)));
          await until(() => ana.last()!.view!.log.length > before || ana.refused.length > count, 'the move answered');
          assert.equal(ana.refused.length, count);
        }
        return ana.last()!.view!.log.length > entries + 1;
      }, 'the new game played on');
    });
  });
}

describe('BiggieBills settings online', () => {
  test('timeLimitMinutes, target, startingCash and maxCycles reach parseInput; a bad one is bad-options naming it', { timeout: 30_000 }, async () => {
    const options = { timeLimitMinutes: 15, target: 800, startingCash: 300, maxCycles: 4 };
    const host = await client(colyseus.sdk.create('biggie-bills', { host: true, players: 3, humans: 1, options }));
    const ana = await client(colyseus.sdk.joinById(host.room.roomId, { name: 'Ana' }));
    await host.send('start');
    const view = await until(() => ana.last()!.view as unknown as Record<string, unknown> | null, 'the view');
    assert.equal(view['timeLimitMinutes'], 15);
    assert.equal(view['target'], 800);
    assert.equal((view['teams'] as { cash: number }[])[0]!.cash, 300);
    assert.ok((ana.last()!.timeLeft ?? 0) > 14 * 60_000, 'the clock of 15 minutes runs');
    assert.match(await createError('biggie-bills', { players: 3, options: { target: 100, startingCash: 300 } }), /target/);
    assert.match(await createError('biggie-bills', { players: 3, options: { startingCash: -1 } }), /startingCash/);
    assert.match(await createError('biggie-bills', { players: 3, options: { maxCycles: 0 } }), /maxCycles/);
    assert.match(await createError('biggie-bills', { players: 3, options: { timeLimitMinutes: 'x' } }), /timeLimitMinutes/);
  });
});

describe('a hosted room restored', () => {
  test('a paused timed BiggieBills keeps its time left frozen in every state and across a restore', { timeout: 40_000 }, async () => {
    const host = await client(colyseus.sdk.create('biggie-bills', { host: true, players: 3, humans: 1, botDelay: 0, options: { timeLimitMinutes: 10 } }));
    const code = host.room.roomId;
    const ticket = host.last()!.token!;
    const ana = await client(colyseus.sdk.joinById(code, { name: 'Ana' }));
    await host.send('start');
    await until(() => ana.last()!.timeLeft !== null, 'the clock');
    await host.send('pause');
    await until(() => ana.last()!.paused, 'paused');
    const frozen = (await synced(ana)).timeLeft!;
    assert.ok(frozen > 9 * 60_000 && frozen <= 10 * 60_000, `${frozen} ms left`);
    const since = Date.now();
    assert.ok(Math.abs((await synced(host)).timeLeft! - frozen) <= 5, 'the same for the host');
    for (const who of [host, ana]) {
      joined.splice(joined.indexOf(who.room), 1);
      await who.room.leave();
    }
    await until(() => colyseus.getRoomById(code) === undefined, 'the room closed');
    const back = track(await colyseus.sdk.create('biggie-bills', { resume: code, token: ticket }));
    joined.push(back.room);
    const state = await synced(back);
    assert.equal(state.paused, true);
    assert.ok(Math.abs(state.timeLeft! - frozen) <= 50, `the time left kept (${state.timeLeft} vs ${frozen}, ${Date.now() - since} ms later)`);
    await back.send('resume');
    await until(async () => (await synced(back)).timeLeft! < frozen - 100, 'the clock running again');
  });

  test('a paused game stays paused, and the host ticket restores the room with the host\'s rights', { timeout: 30_000 }, async () => {
    const host = await client(colyseus.sdk.create('bluff-king', { host: true, players: 2, botDelay: 0 }));
    const code = host.room.roomId;
    const ticket = host.last()!.token!;
    const people = [await client(colyseus.sdk.joinById(code, { name: 'A' })), await client(colyseus.sdk.joinById(code, { name: 'B' }))];
    await host.send('start');
    await host.send('pause');
    await until(() => people.every((p) => p.last()!.paused), 'paused');
    for (const who of [host, ...people]) {
      joined.splice(joined.indexOf(who.room), 1);
      await who.room.leave();
    }
    await until(() => colyseus.getRoomById(code) === undefined, 'the room closed');
    assert.equal((await processStore.get(code))?.paused, true, 'kept in the record');
    const back = track(await colyseus.sdk.create('bluff-king', { resume: code, token: ticket }));
    joined.push(back.room);
    const state = await synced(back);
    assert.equal(state.host, true);
    assert.equal(state.seat, null);
    assert.equal(state.paused, true);
    await back.send('resume');
    await until(() => back.last()!.paused === false, 'resumed by the restored host');
  });
});
