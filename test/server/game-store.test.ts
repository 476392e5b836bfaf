/**
 * The memory store keeps what a room writes after every move without turning it into JSON
 * (server/game-store.ts, `setLater`): the record is built when it is read, and must then be the
 * one the room would have stored at the time. Also: a room's game comes back from that store at
 * the same move after its room closed (docs/online.md, "Persistence and restore"), and a closed
 * room's record is kept as JSON only (`settle`).
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Actor, AnyStateMachine } from 'xstate';
import { RECORD_TTL_SECONDS, RecordWriter, memoryStore, processStore, type GameRecord, type GameStore } from '../../server/game-store.js';
import { games } from '../../src/games.js';
import { createGame, sendChecked } from '../../src/core/game.js';
import { randomSource } from '../../src/core/rng.js';
import type { Bot, GameDefinition, GameEvent, GameView } from '../../src/core/types.js';
import { bootGames, roomActor, synced, track } from './support/test-server.js';
import { until } from '../support/until.js';

/** A record of the code `code` whose snapshot is `snapshot`. */
const record = (code: string, snapshot: unknown): GameRecord => ({
  game: 'bluff-king', code, settings: { players: 2 } as unknown as GameRecord['settings'], snapshot,
  seats: [{ kind: 'person', name: 'Ana', token: 't'.repeat(22) }], creatorSeat: 0, started: true, deadline: null,
});

let colyseus: ColyseusTestServer;
before(async () => { colyseus = await bootGames(); });
after(async () => { await colyseus.shutdown(); });

describe('the memory store: records built when read', () => {
  test('setLater builds the record only when it is read, as its JSON; it expires like any record and set replaces it', async () => {
    let now = 1000;
    const store = memoryStore(() => now);
    let made = 0;
    await store.setLater!('K7WQ3M', () => {
      made++;
      return record('K7WQ3M', { value: 'x', when: new Date(0), gone: undefined });
    });
    assert.equal(made, 0, 'nothing is built on writing');
    const read = await store.get('K7WQ3M');
    assert.equal(made, 1);
    assert.deepEqual(read, JSON.parse(JSON.stringify(record('K7WQ3M', { value: 'x', when: new Date(0) }))), 'read back through JSON');
    await store.set(record('K7WQ3M', 'eager'));
    assert.equal((await store.get('K7WQ3M'))?.snapshot, 'eager');
    await store.setLater!('K7WQ3M', () => record('K7WQ3M', 'later'));
    now += RECORD_TTL_SECONDS * 1000 - 1;
    assert.equal((await store.get('K7WQ3M'))?.snapshot, 'later');
    now += 2;
    assert.equal(await store.get('K7WQ3M'), null, 'expired');
  });

  test('settle keeps only the JSON: the record is built once, when its room closes (RecordWriter.close)', async () => {
    const store = memoryStore();
    let made = 0;
    const writer = new RecordWriter(store);
    writer.write('K7WQ3M', () => {
      made++;
      return record('K7WQ3M', { move: made });
    });
    await writer.close('K7WQ3M');
    assert.equal(made, 1, 'built when the room closed');
    assert.deepEqual((await store.get('K7WQ3M'))?.snapshot, { move: 1 });
    assert.deepEqual((await store.get('K7WQ3M'))?.snapshot, { move: 1 });
    assert.equal(made, 1, 'read from its JSON since');
  });

  test('RecordWriter hands a store with setLater the builder, and builds the record for a store without', async () => {
    const kept: string[] = [];
    const built: GameRecord[] = [];
    const base = memoryStore();
    const lazy: GameStore = { ...base, setLater: async (code) => { kept.push(code); } };
    const eager: GameStore = { ...base, setLater: undefined, settle: undefined, set: async (r) => { built.push(r); } };
    new RecordWriter(lazy).write('AAAAAA', () => { throw new Error('not built'); });
    new RecordWriter(eager).write('BBBBBB', () => record('BBBBBB', 1));
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(kept, ['AAAAAA']);
    assert.deepEqual(built.map((r) => r.code), ['BBBBBB']);
    // A builder that throws for a store without setLater is logged, never thrown.
    const errors: unknown[] = [];
    const { error } = console;
    console.error = (...args: unknown[]) => { errors.push(args.join(' ')); };
    try {
      const writer = new RecordWriter(eager);
      writer.write('CCCCCC', () => { throw new Error('broken'); });
      await writer.close('CCCCCC');
    } finally {
      console.error = error;
    }
    assert.match(String(errors[0]), /CCCCCC could not be saved: broken/);
  });

  for (const game of games) {
    test(`${game.title}: a snapshot persisted after the game went on is the one persisted at the time`, () => {
      const definition = game.definition as unknown as GameDefinition<unknown, GameEvent, GameView>;
      const actor = createGame(definition, { ...(game.id === 'biggie-bills' ? { maxCycles: 3 } : {}), players: 4, seed: 21 }) as unknown as Actor<AnyStateMachine>;
      const bot = game.bots.normal as unknown as Bot<GameView, GameEvent>;
      const random = randomSource(21);
      const taken: { json: string; later: () => unknown }[] = [];
      for (let move = 0; move < 300 && !definition.result(actor.getSnapshot()); move++) {
        const snapshot = actor.getSnapshot();
        // As the room saves: the persisted snapshot now, and the one made later from this snapshot.
        taken.push({ json: JSON.stringify(actor.getPersistedSnapshot()), later: () => actor.logic.getPersistedSnapshot(snapshot) });
        // Views freeze parts of the context on the way (src/core/frozen.ts): as a room's clients would.
        for (let seat = 0; seat < 4; seat++) definition.view(snapshot, seat);
        sendChecked(definition, actor, bot(definition.view(snapshot, definition.toAct(snapshot)[0]!), random));
      }
      assert.ok(taken.length > 4, `a game was played (${taken.length} moves)`);
      taken.forEach(({ json, later }, move) => assert.equal(JSON.stringify(later()), json, `move ${move}`));
      actor.stop();
    });
  }

  test('a room\'s game is restored from the memory store at the same move after its room closed', { timeout: 20_000 }, async () => {
    const game = games.find((g) => g.id === 'bluff-king')!;
    const bot = game.bots.normal as unknown as Bot<GameView, GameEvent>;
    const room = await colyseus.createRoom(game.id, { players: 2, humans: 2, botDelay: 0 });
    const people = [track(await colyseus.sdk.joinById(room.roomId, { name: 'Ana' })), track(await colyseus.sdk.joinById(room.roomId, { name: 'Bo' }))];
    await Promise.all(people.map(synced));
    const actor = roomActor(room);
    const random = randomSource(4);
    for (let move = 0; move < 5; move++) {
      const snapshot = actor.getSnapshot();
      const seat = game.definition.toAct(snapshot as never)[0]!;
      await people[seat]!.send('move', bot(people[seat]!.last()!.view!, random));
      await until(() => actor.getSnapshot() !== snapshot && people.every((p) => p.states.length > 0 && JSON.stringify(p.last()!.view) === JSON.stringify(game.definition.view(actor.getSnapshot() as never, p.last()!.seat))), `move ${move}`);
    }
    const before = people[0]!.last()!;
    const code = room.roomId;
    await Promise.all(people.map((p) => p.room.leave()));
    await until(() => room.clients.length === 0 && colyseus.getRoomById(code) === undefined, 'the room to close', 5000);
    const saved = await processStore.get(code);
    assert.equal(saved?.code, code);
    assert.deepEqual(Object.keys(saved!.settings).sort(), ['botDelay', 'bots', 'devicesPerSeat', 'humans', 'input', 'names', 'options', 'players'], 'the settings as stored');
    const back = track(await colyseus.sdk.create(game.id, { resume: code, token: before.token }));
    const state = await synced(back);
    assert.equal(state.code, code);
    assert.equal(state.seat, before.seat);
    assert.deepEqual(state.view, before.view, 'the same move, the same view');
    await back.room.leave();
  });
});
