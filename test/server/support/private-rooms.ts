/// <reference types="node" />
/**
 * What "private rooms" means (docs/online.md, "Join"), checked against any running game server
 * at `url` by real SDK clients: with a stranger's room waiting for its second person, Colyseus'
 * `join` and `joinOrCreate` by room name are refused with `use-code` (a spectator's too), no
 * listing shows the room, and the invited friend still takes the free seat with the code.
 */
import assert from 'node:assert/strict';
import { Client, type Room } from '@colyseus/sdk';
import { matchMaker } from '@colyseus/core';
import type { StateMessage } from '../../../src/online/protocol.js';
import { until } from '../../support/until.js';
import { joinErrorOf } from '../../../src/online/codes.js';
import { USE_CODE_MESSAGE } from '../../../server/private-rooms.js';

/** Resolves with the first `state` of `room` that `accept`s, asking with `sync` every 100 ms until then. */
export async function stateOf(room: Room, accept: (state: StateMessage) => boolean, timeout = 10_000): Promise<StateMessage> {
  let last: StateMessage | undefined;
  const stop = room.onMessage('state', (state: StateMessage) => { last = state; });
  try {
    return await until(() => {
      if (last && accept(last)) return last;
      room.send('sync');
      return null;
    }, 'an accepted state', { timeout, every: 100, seen: () => JSON.stringify(last)?.slice(0, 200) ?? 'none' });
  } finally {
    stop();
  }
}

/** The error a join promise rejects with (a room it resolves with is left, and the check fails). */
async function refusal(joining: Promise<Room>): Promise<Error & { code?: number }> {
  try {
    const room = await joining;
    await room.leave().catch(() => undefined);
  } catch (error) {
    return error as Error;
  }
  assert.fail('the join by room name placed the client in a room');
}

/**
 * Runs the checks against the game server at `url` (`ws://host:port`), whose matchmaker is this
 * process's (`matchMaker.query` reads it). Leaves every room it joined.
 */
export async function checkPrivateRooms(url: string): Promise<void> {
  const rooms: Room[] = [];
  try {
    const alice = await new Client(url).create('bluff-king', { players: 2, humans: 2, names: ['Alice'] });
    rooms.push(alice);
    await stateOf(alice, (state) => state.seat === 0);
    const watched = await new Client(url).create('biggie-bills', { players: 3, humans: 1, botDelay: 5000 });
    rooms.push(watched);
    await stateOf(watched, (state) => state.seat === 0);

    for (const [what, joining] of [
      ['join', () => new Client(url).join('bluff-king', { name: 'x' })],
      ['joinOrCreate', () => new Client(url).joinOrCreate('bluff-king', { name: 'x' })],
      ['a spectator\'s join', () => new Client(url).join('biggie-bills', { spectator: true })],
      ['a spectator\'s joinOrCreate', () => new Client(url).joinOrCreate('biggie-bills', { spectator: true })],
    ] as const) {
      const error = await refusal(joining());
      assert.equal(joinErrorOf(error), 'use-code', `${what} is refused with use-code (got ${error.message})`);
      assert.equal(error.message, USE_CODE_MESSAGE);
    }

    // No listing shows the rooms: what a LobbyRoom or any listing of open rooms reads is empty.
    const listed = await matchMaker.query({ private: false });
    assert.deepEqual(listed.map((room) => room.roomId), [], 'no room is listed');
    for (const path of ['/matchmake/', '/matchmake/bluff-king', '/matchmake/rooms', '/matchmake/query/bluff-king', '/rooms']) {
      const response = await fetch(`${url.replace(/^ws/, 'http')}${path}`);
      const body = await response.text();
      assert.ok(!body.includes(alice.roomId), `GET ${path} names no room (${response.status})`);
    }

    // The invited friend still gets the free seat with the code.
    const friend = await new Client(url).joinById(alice.roomId, { name: 'Bob', game: 'bluff-king' });
    rooms.push(friend);
    const state = await stateOf(friend, (s) => s.started);
    assert.equal(state.seat, 1);
    assert.deepEqual(state.names, ['Alice', 'Bob']);
  } finally {
    await Promise.all(rooms.map((room) => room.leave().catch(() => undefined)));
  }
}
