/// <reference types="node" />
/**
 * Hosting a room (docs/online.md, "Hosting") with real SDK clients on a real server: a room created
 * with `{ host: true }` whose creator holds no seat but the host's rights and a host ticket; the
 * host's messages `start`, `pause`, `resume`, `end`, each refused `not-host` for a player and a
 * spectator; moves refused `paused` while paused, `state.paused` for everyone; the ticket giving
 * the rights back after a reload, and nothing else giving them (a forged `host: true`, a seat's
 * token, another room's ticket). Run with `node --import tsx --test test/server/host.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { ColyseusTestServer } from '@colyseus/testing';
import { games } from '../../src/games.js';
import type { Bot, GameEvent, GameView } from '../../src/core/types.js';
import { randomSource } from '../../src/core/rng.js';
import { refusedWith } from './support/codes.js';
import { bootGames, joinedRooms, synced, type Tracked, refusal } from './support/test-server.js';
import { until } from '../support/until.js';

let colyseus: ColyseusTestServer;
const { client, joined } = joinedRooms(() => colyseus.sdk);

/** `who` leaves the room for good (and is not left again after the test). */
async function leave(who: Tracked): Promise<void> {
  joined.splice(joined.indexOf(who.room), 1);
  await who.room.leave();
}
before(async () => { colyseus = await bootGames(); });
after(async () => { await colyseus.shutdown(); });

/** A host's room of `id` with `players` people joined (named P1…), not started. */
async function hostedRoom(id: string, players = 3, extra: Record<string, unknown> = {}): Promise<{ host: Tracked; people: Tracked[]; code: string }> {
  const host = await client(colyseus.sdk.create(id, { host: true, players, botDelay: 0, ...(id === 'biggie-bills' ? { options: { maxCycles: 2 } } : {}), ...extra }));
  const code = host.room.roomId;
  const people: Tracked[] = [];
  for (let p = 0; p < players; p++) people.push(await client(colyseus.sdk.joinById(code, { name: `P${p + 1}` })));
  return { host, people, code };
}

/** The person whose seat the game asks now (after every client holds the latest state). */
async function asked(people: Tracked[]): Promise<Tracked> {
  return until(() => people.find((p) => p.last()!.started && p.last()!.toAct.includes(p.last()!.seat!)), 'a person asked to move');
}

/** A legal move for `who`'s seat, from its view (the game's normal bot). */
function moveOf(who: Tracked): GameEvent {
  const game = games.find((g) => g.id === (who.room.name as string))!;
  return (game.bots.normal as unknown as Bot<GameView, GameEvent>)(who.last()!.view!, randomSource(7));
}

describe('a room with a seatless host', () => {
  test('the creator holds no seat: host, seat null, a host ticket; every seat waits for people and the room waits for the host to start', { timeout: 30_000 }, async () => {
    const { host, people } = await hostedRoom('bluff-king');
    const state = host.last()!;
    assert.equal(state.host, true);
    assert.equal(state.seat, null);
    assert.equal(state.hostSeat, null);
    assert.match(state.token ?? '', /^[\w-]{22,}$/, 'a host ticket');
    assert.equal(state.view, null);
    assert.deepEqual(people.map((p) => p.last()!.seat), [0, 1, 2], 'all 3 seats go to people');
    for (const p of people) assert.equal((await synced(p)).host, false);
    assert.ok(people.every((p) => p.last()!.token !== state.token), 'no seat token is the ticket');
    assert.equal((await synced(host)).started, false, 'every seat taken: still waiting for the host');
    assert.deepEqual((await synced(host)).members, [['P1'], ['P2'], ['P3']]);
    assert.equal(await refusal(people[0]!, 'start'), 'not-host');
    await host.send('start');
    await until(() => people.every((p) => p.last()!.started), 'the game started by the host');
  });

  test('pause and resume: paused for every client, a move refused `paused`; end: moves refused `game-over`; each refused `not-host` for a player and a spectator', { timeout: 40_000 }, async () => {
    const { host, people, code } = await hostedRoom('bluff-king');
    const watcher = await client(colyseus.sdk.joinById(code, { spectator: true }));
    assert.equal(await refusal(host, 'pause'), 'not-started');
    await host.send('start');
    for (const type of ['pause', 'resume', 'end', 'again', 'start']) {
      assert.equal(await refusal(people[1]!, type), 'not-host', `${type} by a player`);
      assert.equal(await refusal(watcher, type), 'not-host', `${type} by a spectator`);
    }
    await host.send('pause');
    await until(() => [host, watcher, ...people].every((c) => c.last()!.paused), 'paused for everyone');
    const turn = await asked(people);
    assert.equal(await refusal(turn, 'move', moveOf(turn)), 'paused');
    await host.send('resume');
    await until(() => [host, watcher, ...people].every((c) => c.last()!.paused === false), 'resumed for everyone');
    const count = turn.refused.length;
    const before = turn.last()!.view!.log.length;
    await turn.send('move', moveOf(turn));
    await until(() => turn.last()!.view!.log.length > before || turn.refused.length > count, 'the move played');
    assert.equal(turn.refused.length, count, 'the move is played once resumed');
    await host.send('end');
    await until(() => people.every((p) => (p.last()!.result as { reason?: string } | null)?.reason === 'host' && p.last()!.toAct.length === 0), 'the game ended by the host');
    const next = people[0]!;
    assert.equal(await refusal(next, 'move', { type: 'PASS' }), 'game-over');
    assert.equal(await refusal(host, 'pause'), 'game-over');
  });

  test('the host ticket: a reload is host again; a seat\'s token, a forged `host: true` and another room\'s ticket are not', { timeout: 30_000 }, async () => {
    const { host, people, code } = await hostedRoom('bluff-king', 2);
    const ticket = host.last()!.token!;
    await leave(host);
    const again = await client(colyseus.sdk.joinById(code, { token: ticket }));
    assert.equal(again.last()!.host, true, 'the ticket gives the rights back');
    assert.equal(again.last()!.seat, null);
    assert.equal(again.last()!.token, ticket);
    const tab = await client(colyseus.sdk.joinById(code, { token: ticket }));
    assert.equal(tab.last()!.host, true, 'a second connection with the ticket hosts too');
    const forged = await client(colyseus.sdk.joinById(code, { host: true, spectator: true }));
    assert.equal(forged.last()!.host, false, 'a forged host: true gives nothing');
    assert.equal(forged.last()!.token, undefined);
    assert.equal(await refusal(forged, 'start'), 'not-host');
    const seatToken = people[0]!.last()!.token!;
    // A second connection with the seat's token takes the seat (the first is told `seat-taken`).
    const back = await client(colyseus.sdk.joinById(code, { token: seatToken }));
    assert.equal(back.last()!.seat, 0);
    await until(() => people[0]!.refused.some((r) => r.code === 'seat-taken'), 'the first connection told');
    joined.splice(joined.indexOf(people[0]!.room), 1);
    assert.equal(back.last()!.host, false, 'a seat\'s token opens the seat, not the host\'s rights');
    const other = await client(colyseus.sdk.create('bluff-king', { host: true, players: 2 }));
    await assert.rejects(colyseus.sdk.joinById(code, { token: other.last()!.token }), refusedWith('bad-token'));
    await tab.send('start');
    await until(() => back.last()!.started, 'started by the host\'s second tab');
  });

  test('a player flooding host messages is limited (`flood`); a forged `host: true` on a join into a friends\' room gives nothing', { timeout: 30_000 }, async () => {
    const creator = await client(colyseus.sdk.create('bluff-king', { players: 3, botDelay: 0 }));
    assert.equal(creator.last()!.host, true, 'a friends\' room: its creator hosts from seat 0');
    assert.equal(creator.last()!.hostSeat, 0);
    const mallory = await client(colyseus.sdk.joinById(creator.room.roomId, { host: true, name: 'Mallory' }));
    assert.equal(mallory.last()!.host, false);
    assert.equal(mallory.last()!.hostSeat, 0);
    for (let i = 0; i < 60; i++) mallory.room.send('pause', {});
    await until(() => mallory.refused.some((r) => r.code === 'flood'), 'a flood refusal');
    assert.ok(mallory.refused.every((r) => r.code === 'not-host' || r.code === 'flood'));
    assert.ok(mallory.refused.filter((r) => r.code === 'not-host').length <= 21, 'at most a second\'s worth handled');
    assert.equal((await synced(creator)).started, false);
  });
});
