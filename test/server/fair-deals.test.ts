/// <reference types="node" />
/**
 * Fair deals (docs/online.md, "Create"): online the server alone deals. Each game's definition
 * names the input fields that fix hidden information or the draw (`dealtInputs`), and a create
 * that sets any of them is refused naming it, for every game; public settings (BiggieBills' own
 * `tables`) still work. The rooms are the real ones under `@colyseus/testing`.
 * Run with `node --import tsx --test test/server/fair-deals.test.ts`.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { ColyseusTestServer } from '@colyseus/testing';
import { errorField } from '../../src/core/input.js';
import { games } from '../../src/games.js';
import { bootGames, synced, track, joinedRooms } from './support/test-server.js';

/** A value of each dealt field as a creator would send it (the issue's own: a deal they chose). */
const CHOSEN: Record<string, (id: string, players: number) => unknown> = {
  seed: () => 1234,
  first: () => 0,
  hands: (id, players) => Array.from({ length: players }, (_, seat) => (id === 'bluff-king'
    ? (seat === 0 ? ['AS'] : ['2H', '3H', '4H', '5H', '6H', '7H'])
    : id === 'bluffing-billionaires' ? [seat * 4, seat * 4 + 1, seat * 4 + 2] : { growth: [1], challenge: [1] })),
};

describe('each game names the input fields that fix the deal', () => {
  for (const { id, definition, players } of games) {
    test(`${id}: dealtInputs names seed, first and hands, each an input field the game takes`, () => {
      const dealt = definition.dealtInputs ?? [];
      for (const field of ['seed', 'first', 'hands']) assert.ok(dealt.includes(field), `${id} names ${field}`);
      for (const field of dealt) {
        // An unknown option is refused as such; a field the game takes is read (and may be refused for its value).
        try {
          definition.parseInput({ players: players.min, seed: 1, [field]: field === 'seed' ? 1 : undefined });
        } catch (error) {
          assert.ok(!/unknown option/.test((error as Error).message), `${id} takes ${field}: ${(error as Error).message}`);
          assert.equal(errorField(error), field);
        }
      }
    });
  }
});

let colyseus: ColyseusTestServer;
const { createError, joined } = joinedRooms(() => colyseus.sdk);
before(async () => { colyseus = await bootGames(); });
after(async () => { await colyseus.shutdown(); });


describe('online, the server alone deals', () => {
  for (const { id, definition, players } of games) {
    test(`${id}: a create that sets ${(definition.dealtInputs ?? []).join(', ')} is refused naming the field`, async () => {
      const count = Math.max(3, players.min);
      for (const field of definition.dealtInputs ?? []) {
        const options = { [field]: (CHOSEN[field] ?? (() => 0))(id, count), ...(id === 'biggie-bills' ? { maxCycles: 2 } : {}) };
        assert.equal(
          await createError(id, { players: count, humans: 2, options }),
          `options.${field} cannot be set online: the server deals`,
        );
      }
      // The same create without them makes a room.
      assert.equal(await createError(id, { players: count, humans: 2 }), 'no error');
    });
  }

  test('biggie-bills: a course\'s own tables stay allowed (they are public)', async () => {
    const tables = JSON.parse(readFileSync(new URL('../fixtures/biggie-bills-tables-course.json', import.meta.url), 'utf8')) as unknown;
    const room = await colyseus.sdk.create('biggie-bills', { players: 3, humans: 1, botDelay: 5000, options: { tables, maxCycles: 2 } });
    joined.push(room);
    const person = track(room);
    await person.send('start');
    const state = await synced(person);
    assert.equal(state.seat, 0);
    assert.ok(state.started, 'the game started');
    const names = JSON.stringify(state.view);
    assert.match(names, /Campus Coffee Cart|Student Tutoring Hub|Lecture Notes Exchange|Regional Food Trucks/, 'the course\'s cards are in play');
  });
});
