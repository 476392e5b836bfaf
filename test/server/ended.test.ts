/**
 * A finished game's public ending (server/ended.ts, docs/online.md "Persistence and restore"):
 * its record keeps what a spectator may know (the public view, the result, the names) and nothing
 * secret (no snapshot, no seed or options, no seat token, no hidden card); a spectator who joins
 * the finished room gets the final state; after the room closed, `create(game, { resume: code })`
 * opens the ending again read-only, for anyone with the code.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ColyseusTestServer } from '@colyseus/testing';
import { processStore } from '../../server/game-store.js';
import { games } from '../../src/games.js';
import { LEAKS } from './support/secrets.js';
import { joinErrorOf } from '../../src/online/codes.js';
import { refusedWith } from './support/codes.js';
import { bootGames, roomActor, smallGame, joinedRooms } from './support/test-server.js';
import { until } from '../support/until.js';

let colyseus: ColyseusTestServer;
const { client, joined } = joinedRooms(() => colyseus.sdk);
before(async () => { colyseus = await bootGames(); });
after(async () => { await colyseus.shutdown(); });


/** Every string anywhere in `value`. */
function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) strings(item, out);
  return out;
}

/** The keys anywhere in `value`. */
function keys(value: unknown, out = new Set<string>()): Set<string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!Array.isArray(value)) out.add(key);
      keys(item, out);
    }
  }
  return out;
}

for (const game of games) {
  const { players, options } = smallGame(game.id);

  describe(`${game.title}: a finished game's public ending`, () => {
    test('the record keeps the public ending only; spectators of the finished room, and after it closed, see the end', { timeout: 60_000 }, async () => {
      const room = await colyseus.createRoom(game.id, { players, humans: 1, bots: 'easy', botDelay: 0, options });
      const code = room.roomId;
      const person = await client(colyseus.sdk.joinById(code, { name: 'Ana' }));
      await until(() => person.last()!.started, 'the start');
      const token = person.last()!.token!;
      const watcher = await client(colyseus.sdk.joinById(code, { spectator: true }));
      // The person leaves: a bot plays their seat, and the bots finish the game.
      joined.splice(joined.indexOf(person.room), 1);
      await person.room.leave();
      await until(() => watcher.last()?.result, 'the bots to finish the game', 45_000);
      const final = roomActor(room).getSnapshot();
      const publicView = JSON.parse(JSON.stringify(game.definition.view(final, null)));
      const result = JSON.parse(JSON.stringify(game.definition.result(final)));

      // The record: the public ending, nothing secret.
      const record = (await processStore.get(code))!;
      assert.equal(record.code, code);
      assert.deepEqual(record.ending?.view, publicView, 'the public view, its log');
      assert.deepEqual(record.ending?.result, result);
      assert.deepEqual(record.ending?.names, watcher.last()!.names);
      assert.equal(record.snapshot, null, 'no snapshot');
      assert.equal((record.settings as { input: unknown }).input, null, 'no options, no seed');
      assert.ok(!strings(record).includes(token), 'no seat token');
      assert.deepEqual(record.seats.map((seat) => seat.token), Array(players).fill(null));
      assert.ok(!keys(record).has('seed') && !keys(record).has('rng'), 'no seed');
      assert.deepEqual(LEAKS[game.id]!(final, null, record.ending), [], 'no card hidden from a spectator');

      // While the finished room runs: a spectator gets the final state; a newcomer asking for a seat is told to watch.
      const late = await client(colyseus.sdk.joinById(code, { spectator: true }));
      assert.deepEqual(late.last()!.result, result);
      assert.deepEqual(late.last()!.view, publicView);
      assert.equal(late.last()!.seat, null);
      await assert.rejects(colyseus.sdk.joinById(code, { name: 'Bo' }), refusedWith('game-over'));

      // After the room closed: the ending opens again, read-only, without a token.
      await Promise.all(joined.splice(0).map((r) => r.leave()));
      await until(() => colyseus.getRoomById(code) === undefined, 'the room to close');
      await assert.rejects(colyseus.sdk.joinById(code, { spectator: true }), refusedWith('room-not-found'));
      const reopened = await client(colyseus.sdk.create(game.id, { resume: code }));
      assert.equal(reopened.room.roomId, code, 'under its code');
      const state = reopened.last()!;
      assert.equal(state.seat, null);
      assert.equal(state.code, code);
      assert.deepEqual(state.result, result);
      assert.deepEqual(state.view, publicView);
      assert.equal(state.started, true);
      assert.equal(state.token, undefined);
      // Others join it by code: spectators, and a player's token, which opens no seat any more.
      const other = await client(colyseus.sdk.joinById(code, { spectator: true }));
      assert.deepEqual(other.last()!.view, publicView);
      const player = await client(colyseus.sdk.joinById(code, { token }));
      assert.equal(player.last()!.seat, null);
      assert.equal(player.last()!.token, undefined);
      await assert.rejects(colyseus.sdk.create(game.id, { resume: code }), refusedWith('already-running'));
      // Nothing moves it.
      const count = player.refused.length;
      await player.send('move', { type: 'PASS' });
      await until(() => player.refused.length > count, 'the refusal');
      assert.equal(player.refused.at(-1)!.code, 'spectator');
      await Promise.all(joined.splice(0).map((r) => r.leave()));
      await until(() => colyseus.getRoomById(code) === undefined, 'the reopened room to close');
      assert.deepEqual((await processStore.get(code))?.ending?.result, result, 'the ending is kept');
      // Another game's room name opens nothing under this code.
      await assert.rejects(colyseus.sdk.create(games.find((g) => g.id !== game.id)!.id, { resume: code }), refusedWith('no-such-game'));
    });
  });
}

describe('a running game is not opened without a token', () => {
  test('resume without a token: no-such-game, the same answer as for a code no game has', async () => {
    const room = await colyseus.createRoom('bluff-king', { players: 2, humans: 2, botDelay: 0 });
    const people = [await client(colyseus.sdk.joinById(room.roomId)), await client(colyseus.sdk.joinById(room.roomId))];
    await until(() => people[0]!.last()!.started, 'the start');
    await Promise.all(joined.splice(0).map((r) => r.leave()));
    await until(() => colyseus.getRoomById(room.roomId) === undefined, 'the room to close');
    assert.ok((await processStore.get(room.roomId))?.snapshot, 'the running game is saved');
    const refusal = async (code: string) => colyseus.sdk.create('bluff-king', { resume: code }).then(() => 'opened', (error: Error) => `${joinErrorOf(error)} ${error.message.replace(code, '<code>')}`);
    assert.ok((await refusal(room.roomId)).startsWith('no-such-game '), 'refused with no-such-game');
    assert.equal(await refusal(room.roomId), await refusal('ZZZZZZ'));
  });
});
