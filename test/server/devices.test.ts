/// <reference types="node" />
/**
 * Teams of several devices and the host's seat commands (docs/online.md, "Hosting") with real SDK
 * clients on a real server: `devicesPerSeat` (teams fill evenly, `seat-full`, two devices of a
 * team racing one move: exactly one applies), `seat-to-bot` and `seat-free` (the devices told and
 * watching, the old token opening nothing, a new device taking a freed seat by the code and
 * playing), `bad-seat`, and `start { seats }` (the people compacted with their tokens, bots in the
 * other seats). Run with `node --import tsx --test test/server/devices.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ColyseusTestServer } from '@colyseus/testing';
import { games } from '../../src/games.js';
import type { Bot, GameEvent, GameView } from '../../src/core/types.js';
import { randomSource } from '../../src/core/rng.js';
import { refusedWith } from './support/codes.js';
import { bootGames, joinedRooms, roomActor, synced, type Tracked, refusal } from './support/test-server.js';
import { until } from '../support/until.js';

let colyseus: ColyseusTestServer;
const { client, joined, createError } = joinedRooms(() => colyseus.sdk);
before(async () => { colyseus = await bootGames(); });
after(async () => { await colyseus.shutdown(); });

function moveOf(who: Tracked, seed = 7): GameEvent {
  const game = games.find((g) => g.id === (who.room.name as string))!;
  return (game.bots.normal as unknown as Bot<GameView, GameEvent>)(who.last()!.view!, randomSource(seed));
}

/** Stops tracking `who` (its connection was closed by the server, or it left). */
function forget(who: Tracked): void {
  const at = joined.indexOf(who.room);
  if (at >= 0) joined.splice(at, 1);
}

describe('teams of several devices', () => {
  test('devicesPerSeat 2: teams fill evenly, share a token, a full seat is refused seat-full; a bad devicesPerSeat is bad-options', { timeout: 30_000 }, async () => {
    assert.match(await createError('bluff-king', { players: 2, devicesPerSeat: 7 }), /devicesPerSeat must be an integer from 1 to 6/);
    assert.match(await createError('bluff-king', { players: 2, devicesPerSeat: 0 }), /devicesPerSeat/);
    const host = await client(colyseus.sdk.create('bluff-king', { host: true, players: 2, devicesPerSeat: 2, botDelay: 0 }));
    const code = host.room.roomId;
    const devices: Tracked[] = [];
    for (const name of ['A', 'B', 'C', 'D']) devices.push(await client(colyseus.sdk.joinById(code, { name })));
    assert.deepEqual(devices.map((d) => d.last()!.seat), [0, 1, 0, 1], 'the seat with the fewest devices first');
    assert.equal(devices[0]!.last()!.token, devices[2]!.last()!.token, 'one token a seat');
    assert.notEqual(devices[0]!.last()!.token, devices[1]!.last()!.token);
    const state = await synced(host);
    assert.deepEqual(state.members, [['A', 'C'], ['B', 'D']]);
    assert.equal(state.devicesPerSeat, 2);
    await assert.rejects(colyseus.sdk.joinById(code, { name: 'E' }), refusedWith('room-full'));
    await assert.rejects(colyseus.sdk.joinById(code, { seat: 1, name: 'E' }), refusedWith('seat-full'));
    await assert.rejects(colyseus.sdk.joinById(code, { seat: 5 }), refusedWith('bad-options'));
    await assert.rejects(colyseus.sdk.joinById(code, { token: devices[0]!.last()!.token }), refusedWith('seat-full'));
  });

  test('two devices of one team race the same move: exactly one applies, the other is refused, both see the move', { timeout: 40_000 }, async () => {
    const host = await client(colyseus.sdk.create('bluff-king', { host: true, players: 2, devicesPerSeat: 2, botDelay: 0 }));
    const code = host.room.roomId;
    const devices: Tracked[] = [];
    for (const name of ['A', 'B', 'C', 'D']) devices.push(await client(colyseus.sdk.joinById(code, { name })));
    await host.send('start');
    const asked = await until(() => devices.find((d) => d.last()!.started && d.last()!.toAct.includes(d.last()!.seat!)), 'a team asked');
    const seat = asked.last()!.seat!;
    const team = devices.filter((d) => d.last()!.seat === seat);
    await until(() => team.every((d) => JSON.stringify(d.last()!.view) === JSON.stringify(asked.last()!.view)), 'both devices on the same view');
    const room = colyseus.getRoomById(code)!;
    const actor = roomActor(room);
    let changes = 0;
    const watching = actor.subscribe(() => { changes++; });
    const log = asked.last()!.view!.log.length;
    const move = moveOf(asked);
    for (const d of team) d.room.send('move', move);
    await until(() => team.reduce((n, d) => n + d.refused.length, 0) === 1, 'one refusal');
    await until(() => team.every((d) => d.last()!.view!.log.length > log), 'both devices see the move');
    watching.unsubscribe();
    assert.equal(changes >= 1, true);
    assert.equal(team.reduce((n, d) => n + d.refused.length, 0), 1, 'exactly one of the two is refused');
    assert.deepEqual(team[0]!.last()!.view, team[1]!.last()!.view, 'one view for the team');
  });
});

describe('a team\'s devices going away', () => {
  test('a seat stays connected while any device is; a token join replaces an away device; the grace starts when the last goes', { timeout: 40_000 }, async () => {
    const host = await client(colyseus.sdk.create('bluff-king', { host: true, players: 2, devicesPerSeat: 2, botDelay: 0 }));
    const code = host.room.roomId;
    const [a, , c] = [await client(colyseus.sdk.joinById(code, { name: 'A' })), await client(colyseus.sdk.joinById(code, { name: 'B' })), await client(colyseus.sdk.joinById(code, { name: 'C' }))];
    await host.send('start');
    await until(() => host.last()!.started, 'started');
    const drop = async (who: Tracked) => {
      forget(who);
      who.room.reconnection.enabled = false;
      await who.room.leave(false);
    };
    await drop(c!);
    await until(() => host.last()!.members[0]!.join() === 'A', 'C away');
    assert.equal(host.last()!.connected[0], true, 'A is still there');
    assert.equal(host.last()!.botIn[0], null, 'no bot coming');
    const d = await client(colyseus.sdk.joinById(code, { token: a!.last()!.token, name: 'D' }));
    assert.equal(d.last()!.seat, 0, 'the away device\'s place');
    await until(() => host.last()!.members[0]!.join() === 'A,D', 'D on the team');
    await drop(a!);
    await drop(d);
    await until(() => host.last()!.connected[0] === false && (host.last()!.botIn[0] ?? 0) > 0, 'the grace of the whole team');
  });
});

describe('the host\'s seat commands', () => {
  test('seat-to-bot and seat-free: the devices are told and watch, the old token opens nothing, a new device takes the freed seat by code and plays; bad seats are bad-seat', { timeout: 60_000 }, async () => {
    const host = await client(colyseus.sdk.create('bluff-king', { host: true, players: 3, botDelay: 0 }));
    const code = host.room.roomId;
    const people: Tracked[] = [];
    for (const name of ['A', 'B', 'C']) people.push(await client(colyseus.sdk.joinById(code, { name })));
    await host.send('start');
    await until(() => people.every((p) => p.last()!.started), 'started');
    for (const bad of [{ seat: 3 }, { seat: -1 }, { seat: 1.5 }, { seat: '1' }, {}]) {
      assert.equal(await refusal(host, 'seat-to-bot', bad), 'bad-seat', JSON.stringify(bad));
      assert.equal(await refusal(host, 'seat-free', bad), 'bad-seat', JSON.stringify(bad));
    }
    assert.equal(await refusal(people[0]!, 'seat-to-bot', { seat: 1 }), 'not-host');
    const oldToken = people[1]!.last()!.token!;
    await host.send('seat-to-bot', { seat: 1 });
    await until(() => people[1]!.refused.some((r) => r.code === 'seat-released'), 'the device told');
    assert.deepEqual(people[1]!.refused.map((r) => r.code), ['seat-released'], 'told seat-released, not seat-taken');
    await until(() => people[1]!.last()!.seat === null && people[1]!.last()!.token === undefined, 'the device watches');
    await until(() => host.last()!.connected[1] === null, 'a bot plays seat 1');
    await assert.rejects(colyseus.sdk.joinById(code, { token: oldToken }), refusedWith('bad-token'));
    await assert.rejects(colyseus.sdk.joinById(code, { name: 'X' }), refusedWith('room-full'), 'a bot\'s seat is not open');

    await host.send('seat-free', { seat: 2 });
    await until(() => people[2]!.last()!.seat === null, 'the device of seat 2 watches');
    assert.deepEqual(people[2]!.refused.map((r) => r.code), ['seat-released']);
    await until(() => host.last()!.connected[2] === false && host.last()!.botIn[2] === null, 'seat 2 waits for a device, no bot coming');
    const late = await client(colyseus.sdk.joinById(code, { name: 'Late' }));
    assert.equal(late.last()!.seat, 2, 'the freed seat');
    assert.match(late.last()!.token ?? '', /^[\w-]{22,}$/);
    // The team keeps its name (its first device's); the replacement device is one of its members.
    const joinedAt = host.states.length;
    const log = host.last()!.view!.log.length;
    const state = await synced(host);
    assert.equal(state.names[2], 'C', 'the team keeps its name');
    assert.deepEqual(state.members[2], ['Late']);
    // The game goes on with the newcomer: every move the room asks of seat 2 is accepted from it.
    let played = 0;
    while (played < 2 && !late.last()!.result) {
      const turn = await until(() => (late.last()!.toAct.includes(2) ? late : null) ?? (people[0]!.last()!.toAct.includes(0) ? people[0]! : null), 'a person asked', 30_000);
      const count = turn.refused.length;
      const before = turn.last()!.view!.log.length;
      await turn.send('move', moveOf(turn, played));
      await until(() => turn.last()!.view!.log.length > before || turn.refused.length > count, 'the move answered');
      assert.equal(turn.refused.length, count, JSON.stringify(turn.refused.at(-1)));
      if (turn === late) played++;
    }
    assert.equal(played, 2, 'the late device played');
    // Seat 2's later log entries (the replacement's moves) go under the team's name: no state renamed it.
    assert.ok(late.last()!.view!.log.slice(log).some((entry) => (entry as { seat?: unknown }).seat === 2), 'later entries of seat 2');
    assert.deepEqual([...new Set(host.states.slice(joinedAt).map((s) => s.names[2]))], ['C'], 'every state since names seat 2 C');
    forget(people[1]!);
    forget(people[2]!);
  });

  test('start { seats }: out of range is bad-seat; the people keep their tokens in seats 0..k-1, bots in the rest', { timeout: 30_000 }, async () => {
    const host = await client(colyseus.sdk.create('bluff-king', { host: true, players: 4, botDelay: 0 }));
    const code = host.room.roomId;
    const people: Tracked[] = [];
    for (const name of ['A', 'B', 'C']) people.push(await client(colyseus.sdk.joinById(code, { name })));
    forget(people[1]!);
    await people[1]!.room.leave();
    await until(() => host.last()!.members[1]!.length === 0, 'B gone');
    const tokenC = people[2]!.last()!.token;
    assert.equal(await refusal(host, 'start', { seats: 1 }), 'bad-seat');
    assert.equal(await refusal(host, 'start', { seats: 9 }), 'bad-seat');
    assert.equal(await refusal(host, 'start', { seats: 'x' }), 'bad-seat');
    await host.send('start', { seats: 3 });
    await until(() => people[2]!.last()!.started, 'started');
    const state = await synced(people[2]!);
    assert.equal(state.seat, 1, 'C moved to seat 1');
    assert.equal(state.token, tokenC, 'with its token');
    assert.equal(state.names.length, 3);
    assert.deepEqual(state.connected, [true, true, null]);
    assert.equal(state.view!.players ?? state.names.length, 3);
    assert.equal((await synced(people[0]!)).seat, 0);
  });
});

describe('a team keeps its name', () => {
  test('a friends\' room after the start: a second device, a token join and a replacement after seat-free never rename the team; their names are members', { timeout: 40_000 }, async () => {
    const ana = await client(colyseus.sdk.create('bluff-king', { players: 2, humans: 2, devicesPerSeat: 2, names: ['Ana'], botDelay: 0 }));
    const code = ana.room.roomId;
    const bo = await client(colyseus.sdk.joinById(code, { name: 'Bo' }));
    await until(() => ana.last()!.started, 'started: every seat has a person');
    const second = await client(colyseus.sdk.joinById(code, { seat: 1, name: 'Bo 2' }));
    assert.equal(second.last()!.seat, 1);
    await until(() => ana.last()!.members[1]!.join() === 'Bo,Bo 2', 'the second device on the team');
    assert.deepEqual(ana.last()!.names, ['Ana', 'Bo'], 'a second device does not rename');
    forget(second);
    await second.room.leave();
    const byToken = await client(colyseus.sdk.joinById(code, { token: bo.last()!.token, name: 'Other' }));
    assert.equal(byToken.last()!.seat, 1);
    await until(() => ana.last()!.members[1]!.join() === 'Bo,Other', 'the token\'s device on the team');
    assert.deepEqual(ana.last()!.names, ['Ana', 'Bo'], 'a token join does not rename');
    await ana.send('seat-free', { seat: 1 });
    await until(() => [bo, byToken].every((d) => d.refused.some((r) => r.code === 'seat-released') && d.last()!.seat === null), 'both devices told, watching');
    const late = await client(colyseus.sdk.joinById(code, { name: 'Late B' }));
    assert.equal(late.last()!.seat, 1, 'the freed seat');
    const state = await synced(ana);
    assert.deepEqual(state.names, ['Ana', 'Bo'], 'the replacement does not rename');
    assert.deepEqual(state.members[1], ['Late B']);
    forget(bo);
    forget(byToken);
  });

  test('a hosted room before the start: a seat its only device left takes the next team\'s name; a seat the host freed keeps it', { timeout: 30_000 }, async () => {
    const host = await client(colyseus.sdk.create('bluff-king', { host: true, players: 3, botDelay: 0 }));
    const code = host.room.roomId;
    const tigers = await client(colyseus.sdk.joinById(code, { name: 'Tigers' }));
    await client(colyseus.sdk.joinById(code, { name: 'Owls' }));
    forget(tigers);
    await tigers.room.leave();
    await until(() => host.last()!.members[0]!.length === 0, 'Tigers gone');
    assert.equal((await client(colyseus.sdk.joinById(code, { name: 'Lions' }))).last()!.seat, 0);
    await until(() => host.last()!.names[0] === 'Lions', 'another team in seat 0, under its own name');
    await host.send('seat-free', { seat: 1 });
    await until(() => host.last()!.members[1]!.length === 0, 'seat 1 freed');
    assert.equal((await client(colyseus.sdk.joinById(code, { seat: 1, name: 'Phone 2' }))).last()!.seat, 1);
    const state = await synced(host);
    assert.deepEqual(state.names.slice(0, 2), ['Lions', 'Owls']);
    assert.deepEqual(state.members.slice(0, 2), [['Lions'], ['Phone 2']]);
  });

  test('a device away when the host frees its seat is told seat-released when it is back, and watches', { timeout: 30_000 }, async () => {
    const host = await client(colyseus.sdk.create('bluff-king', { host: true, players: 2, botDelay: 0 }));
    const code = host.room.roomId;
    await client(colyseus.sdk.joinById(code, { name: 'A' }));
    const b = await client(colyseus.sdk.joinById(code, { name: 'B' }));
    await host.send('start');
    await until(() => b.last()!.started, 'started');
    forget(b);
    b.room.reconnection.enabled = false;
    await b.room.leave(false);
    await until(() => host.last()!.connected[1] === false, 'B away');
    await host.send('seat-free', { seat: 1 });
    await until(() => host.last()!.botIn[1] === null && host.last()!.members[1]!.length === 0, 'seat 1 freed');
    const back = await client(colyseus.sdk.reconnect(b.room.reconnectionToken));
    await until(() => back.refused.some((r) => r.code === 'seat-released'), 'told once back');
    assert.equal(back.last()!.seat, null, 'it watches');
    assert.equal(back.last()!.token, undefined);
    assert.equal(back.refused.length, 1, 'told once');
    await synced(back);
    assert.equal(back.refused.length, 1, 'not again on the next sync');
  });
});
