/// <reference types="node" />
/**
 * The creator's role (docs/online.md, "Join"; server/host-role.ts) with real SDK clients under
 * `@colyseus/testing`: a creator who leaves before the start passes the role to the person who
 * joined earliest, not to the newcomer who takes the freed seat 0; a creator whose connection
 * drops and who comes back with the seat token keeps it; with nobody seated, the next to join
 * holds it. Every `state` says which seat holds it (`host`).
 * Run with `node --import tsx --test test/server/host-role.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Room as ClientRoom } from '@colyseus/sdk';
import { bootGames, synced, track, type Tracked } from './support/test-server.js';
import { until } from '../support/until.js';

let colyseus: ColyseusTestServer;
const joined: ClientRoom[] = [];
before(async () => { colyseus = await bootGames(); });
afterEach(async () => { await Promise.all(joined.splice(0).map((room) => room.leave().catch(() => undefined))); });
after(async () => { await colyseus.shutdown(); });

/** A client joined through `joining`, its messages recorded, its state synced. */
async function person(joining: Promise<ClientRoom>): Promise<Tracked> {
  const room = await joining;
  joined.push(room);
  const tracked = track(room);
  await synced(tracked);
  return tracked;
}

/** `who` leaves the room: with a goodbye (`room.leave()`), or its connection drops (`consented` false). */
async function leave(who: Tracked, consented = true): Promise<void> {
  joined.splice(joined.indexOf(who.room), 1);
  if (!consented) who.room.reconnection.enabled = false;
  await who.room.leave(consented);
}

/** Sends `start`; resolves with the refusal's code, or 'started' once the game starts. */
async function tryStart(who: Tracked): Promise<string> {
  const refusals = who.refused.length;
  await who.send('start');
  await until(() => who.refused.length > refusals || who.last()?.started, 'the answer to start');
  return who.refused.length > refusals ? who.refused.at(-1)!.code : 'started';
}

const room3 = { players: 3, humans: 3 };

describe('the creator\'s role', () => {
  test('Alice creates, Bob joins, Alice leaves before the start: the role goes to Bob; Mallory, who takes seat 0, may not start', { timeout: 20_000 }, async () => {
    const alice = await person(colyseus.sdk.create('bluff-king', { ...room3, names: ['Alice'] }));
    const code = alice.room.roomId;
    assert.equal(alice.last()!.hostSeat, 0);
    const bob = await person(colyseus.sdk.joinById(code, { name: 'Bob' }));
    assert.equal(bob.last()!.seat, 1);
    assert.equal(bob.last()!.hostSeat, 0, 'Alice holds the role');
    await leave(alice);
    await until(() => bob.last()?.connected[0] === false && bob.last()?.hostSeat === 1, 'the role passed to Bob');
    const mallory = await person(colyseus.sdk.joinById(code, { name: 'Mallory' }));
    assert.equal(mallory.last()!.seat, 0, 'the freed seat 0');
    assert.equal(mallory.last()!.hostSeat, 1, 'Mallory is told Bob holds the role');
    assert.equal(await tryStart(mallory), 'not-host');
    assert.equal((await synced(bob)).started, false, 'Mallory\'s start changed nothing');
    assert.equal(await tryStart(bob), 'started');
  });

  test('a creator whose connection drops and who comes back with the seat token keeps the role', { timeout: 20_000 }, async () => {
    const alice = await person(colyseus.sdk.create('bluff-king', { players: 4, humans: 4, names: ['Alice'] }));
    const code = alice.room.roomId;
    const token = alice.last()!.token!;
    const bob = await person(colyseus.sdk.joinById(code, { name: 'Bob' }));
    // The connection drops without a goodbye: the seat waits for its person.
    await leave(alice, false);
    await until(() => bob.last()?.connected[0] === false, 'Alice away');
    const mallory = await person(colyseus.sdk.joinById(code, { name: 'Mallory' }));
    assert.equal(mallory.last()!.seat, 2, 'the dropped creator\'s seat is kept');
    assert.equal(mallory.last()!.hostSeat, 0);
    const back = await person(colyseus.sdk.joinById(code, { token }));
    assert.equal(back.last()!.seat, 0);
    assert.equal(back.last()!.hostSeat, 0, 'Alice still holds the role');
    assert.equal(await tryStart(bob), 'not-host');
    assert.equal(await tryStart(back), 'started');
  });

  test('with nobody seated (a spectator watches), the next person to join holds the role', { timeout: 20_000 }, async () => {
    const alice = await person(colyseus.sdk.create('bluff-king', { ...room3, names: ['Alice'] }));
    const code = alice.room.roomId;
    const watcher = await person(colyseus.sdk.joinById(code, { spectator: true }));
    await leave(alice);
    await until(() => watcher.last()?.connected[0] === false && watcher.last()?.hostSeat === null, 'nobody holds the role');
    const mallory = await person(colyseus.sdk.joinById(code, { name: 'Mallory' }));
    assert.equal(mallory.last()!.seat, 0);
    assert.equal(mallory.last()!.hostSeat, 0);
    const bob = await person(colyseus.sdk.joinById(code, { name: 'Bob' }));
    assert.equal(await tryStart(bob), 'not-host');
    assert.equal(await tryStart(mallory), 'started');
  });
});
