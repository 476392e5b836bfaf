/**
 * The game room's logic (server/game-room.ts, docs/online.md) for every game of the registry,
 * under `@colyseus/testing`: the real rooms, real SDK clients over a real WebSocket.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { ColyseusTestServer } from '@colyseus/testing';
import type { Room as ServerRoom } from '@colyseus/core';
import { CODE_ALPHABET, CODE_LENGTH } from '../../server/join-code.js';
import { games, type GameEntry } from '../../src/games.js';
import { randomSource } from '../../src/core/rng.js';
import type { Bot, GameEvent, GameView } from '../../src/core/types.js';
import { checkPrivateRooms } from './support/private-rooms.js';
import { bootGames, roomActor, smallGame, synced, type Tracked, joinedRooms, refusal } from './support/test-server.js';
import { until } from '../support/until.js';

let colyseus: ColyseusTestServer;
const { client, createError, joined } = joinedRooms(() => colyseus.sdk);
before(async () => { colyseus = await bootGames(); });
after(async () => { await colyseus.shutdown(); });



/** Answers a refused message; resolves with its code. */
/**
 * Plays the game to its end from the clients' side: once every client holds the room's latest
 * state, the client whose seat is asked sends what the game's normal bot picks from the view it
 * received. Resolves with the moves sent.
 */
async function playOut(game: GameEntry, room: ServerRoom, people: Tracked[]): Promise<number> {
  const { definition } = game;
  const actor = roomActor(room);
  const bot = game.bots.normal as unknown as Bot<GameView, GameEvent>;
  const rng = randomSource(99);
  const current = () => people.every((person) => {
    const state = person.last();
    return state?.view && JSON.stringify(state.view) === JSON.stringify(definition.view(actor.getSnapshot(), state.seat));
  });
  let sent = 0;
  for (;;) {
    await until(current, 'every client to hold the latest state');
    if (definition.result(actor.getSnapshot())) return sent;
    const asked = people.find((person) => person.last()!.toAct.includes(person.last()!.seat!));
    if (asked) {
      // The move is picked from the latest view only: a bot seat may have moved while this client waited its turn to send.
      await asked.paced();
      if (!current()) continue;
      const before = actor.getSnapshot();
      asked.room.send('move', bot(asked.last()!.view!, rng));
      sent++;
      await until(() => actor.getSnapshot() !== before || asked.refused.length > 0, 'the move to be played');
      assert.deepEqual(asked.refused, [], 'a move picked from the received view is legal');
    } else {
      // A bot seat is asked: the room plays it.
      const before = actor.getSnapshot();
      await until(() => actor.getSnapshot() !== before, 'the bot to move');
    }
  }
}

for (const game of games) {
  const { players, options } = smallGame(game.id);

  describe(`${game.title} room`, () => {
    test('a create request with a bad option fails with a message naming the option', async () => {
      assert.match(await createError(game.id, { players: 99 }), /players/);
      assert.match(await createError(game.id, { players, humans: 0 }), /humans must be an integer from 1 to 3/);
      assert.match(await createError(game.id, { players, bots: 'genius' }), /bots must be one of easy, normal, hard/);
      assert.match(await createError(game.id, { players, names: 'Ana' }), /names must be an array/);
      assert.match(await createError(game.id, { players, botDelay: -1 }), /botDelay must be an integer from 0 to 10000/);
      assert.match(await createError(game.id, { players, options: [] }), /options\.options must be an object/);
    });

    test('join codes are 6 characters of the alphabet without look-alikes, and each room has its own', async () => {
      const codes = new Set<string>();
      for (let i = 0; i < 5; i++) {
        const room = await colyseus.createRoom(game.id, { players, ...(i === 0 ? { options } : {}) });
        assert.equal(room.roomId.length, CODE_LENGTH);
        for (const char of room.roomId) assert.ok(CODE_ALPHABET.includes(char), `${char} of ${room.roomId} is in the alphabet`);
        assert.doesNotMatch(room.roomId, /[01OIL]/);
        codes.add(room.roomId);
        await room.disconnect();
      }
      assert.equal(codes.size, 5);
    });

    test('seats are given in joining order; a spectator gets seat null and the public view', async () => {
      const room = await colyseus.createRoom(game.id, { players, humans: players, botDelay: 0, options });
      const people: Tracked[] = [];
      for (let seat = 0; seat < players; seat++) {
        people.push(await client(colyseus.sdk.joinById(room.roomId, { name: `P${seat}` })));
        assert.equal(people[seat]!.last()!.seat, seat);
        assert.equal(people[seat]!.last()!.started, seat === players - 1, 'the game starts when every seat is taken');
      }
      const spectator = await client(colyseus.sdk.joinById(room.roomId, { spectator: true }));
      const state = spectator.last()!;
      assert.equal(state.seat, null);
      assert.deepEqual(state.names, ['P0', 'P1', 'P2']);
      assert.deepEqual(state.connected, [true, true, true]);
      assert.deepEqual(state.view, JSON.parse(JSON.stringify(game.definition.view(roomActor(room).getSnapshot(), null))));
      for (const [seat, person] of people.entries()) {
        const own = (await synced(person)).view!;
        assert.deepEqual(own, JSON.parse(JSON.stringify(game.definition.view(roomActor(room).getSnapshot(), seat))));
        assert.notDeepEqual(own, state.view, 'a seat sees more than a spectator');
      }
      await assert.rejects(colyseus.sdk.joinById(room.roomId, { name: 'late' }), /room is full/);
    });

    test('the creator starts the game (empty seats get bots); anyone else is refused', async () => {
      const room = await colyseus.createRoom(game.id, { players, humans: players, botDelay: 10_000, options });
      const creator = await client(colyseus.sdk.joinById(room.roomId, { name: 'C' }));
      const other = await client(colyseus.sdk.joinById(room.roomId, { name: 'O' }));
      assert.equal(await refusal(other, 'start'), 'not-host');
      assert.equal((await synced(other)).started, false);
      const count = other.states.length;
      await creator.send('start');
      await until(() => other.states.length > count, 'the start');
      const state = other.last()!;
      assert.equal(state.started, true);
      assert.deepEqual(state.connected, [true, true, null], 'the empty seat is a bot');
      assert.ok(state.view !== null);
      assert.equal(await refusal(creator, 'start'), 'started');
    });

    test('every client message: sync answers the state, move is refused with a code until it is legal', async () => {
      const room = await colyseus.createRoom(game.id, { players, humans: 2, botDelay: 10_000, options });
      const first = await client(colyseus.sdk.joinById(room.roomId));
      assert.equal(await refusal(first, 'move', { type: 'ANY' }), 'not-started');
      const second = await client(colyseus.sdk.joinById(room.roomId));
      const spectator = await client(colyseus.sdk.joinById(room.roomId, { spectator: true }));
      assert.equal(await refusal(spectator, 'move', { type: 'ANY' }), 'spectator');
      for (const bad of [null, 'PLAY', [1], 7]) assert.equal(await refusal(first, 'move', bad), 'bad-event', JSON.stringify(bad));
      assert.equal(await refusal(first, 'move', { type: 'xstate.stop' }), 'unknown-event');
      const state = await synced(first);
      assert.deepEqual(await synced(first), state, 'sync answers the same state while nothing changes');
      const asked = roomActor(room).getSnapshot();
      const seatAsked = game.definition.toAct(asked)[0]!;
      const waiting = [first, second].find((person) => person.last()!.seat !== seatAsked && !person.last()!.toAct.includes(person.last()!.seat!));
      if (waiting) {
        const bot = game.bots.normal as unknown as Bot<GameView, GameEvent>;
        const move = bot(game.definition.view(asked, seatAsked), randomSource(1));
        assert.equal(await refusal(waiting, 'move', move), 'not-your-turn', 'the seat asked\'s move, sent by another client');
      }
    });

    test('a refused move changes no state, and no client is sent anything', async () => {
      const room = await colyseus.createRoom(game.id, { players, humans: 1, botDelay: 10_000, options });
      const person = await client(colyseus.sdk.joinById(room.roomId));
      const watcher = await client(colyseus.sdk.joinById(room.roomId, { spectator: true }));
      const actor = roomActor(room);
      const before = JSON.stringify(actor.getPersistedSnapshot());
      const states = [person.states.length, watcher.states.length];
      for (const move of [{ type: 'xstate.stop' }, { type: 'PLAY', seat: 1, cards: ['ZZ'], card: -1 }, { type: 'END_TURN', seat: 2 }, { type: 'NOPE' }]) {
        assert.notEqual(await refusal(person, 'move', move), '', JSON.stringify(move));
      }
      await synced(watcher);
      assert.equal(JSON.stringify(actor.getPersistedSnapshot()), before);
      assert.equal(actor.getSnapshot().status, 'active');
      assert.deepEqual([person.states.length, watcher.states.length], [states[0], states[1]! + 1], 'only the answer to sync');
    });

    test('bots play the bot seats, and a game played by people and a bot ends with the result for all', { timeout: 30_000 }, async () => {
      const room = await colyseus.createRoom(game.id, { players, humans: 2, bots: 'easy', botDelay: 0, options });
      const people = [await client(colyseus.sdk.joinById(room.roomId)), await client(colyseus.sdk.joinById(room.roomId))];
      const spectator = await client(colyseus.sdk.joinById(room.roomId, { spectator: true }));
      await until(() => people.every((person) => person.last()!.started), 'the start');
      assert.deepEqual(people[0]!.last()!.connected, [true, true, null]);
      const sent = await playOut(game, room, people);
      assert.ok(sent > 0, 'the people moved');
      const snapshot = roomActor(room).getSnapshot();
      const result = JSON.parse(JSON.stringify(game.definition.result(snapshot)));
      assert.ok(result, 'the game is over');
      for (const watcher of [...people, spectator]) assert.deepEqual((await synced(watcher)).result, result);
      // The bot seat (2) moved: the public log names it acting, and the game asked it.
      const log = spectator.last()!.view!.log as readonly { seat?: number }[];
      assert.ok(log.some((entry) => entry.seat === 2), 'the log shows moves of the bot seat');
      assert.ok(spectator.states.some((state) => state.toAct.includes(2)), 'the bot seat was asked');
    });
  });
}

describe('the host duties online (BG-7d)', () => {
  test('BG-7d: the server keeps a timed BiggieBills game\'s clock, ends it with TIME_UP, and refuses TIME_UP from a player', { timeout: 20_000 }, async () => {
    // 0.04 minutes: the game ends 2.4 s after it starts.
    const room = await colyseus.createRoom('biggie-bills', { players: 3, humans: 1, botDelay: 5000, options: { timeLimitMinutes: 0.04 } });
    const person = await client(colyseus.sdk.joinById(room.roomId));
    await person.send('start');
    await until(() => person.last()?.started, 'the start');
    const { timeLeft } = await synced(person);
    assert.ok(timeLeft !== null && timeLeft > 0 && timeLeft <= 2400, `timeLeft ${timeLeft} counts down from 2400 ms`);
    assert.equal(await refusal(person, 'move', { type: 'TIME_UP' }), 'host-only');
    assert.equal(roomActor(room).getSnapshot().status, 'active', 'a player\'s TIME_UP changes nothing');
    await until(() => person.last()?.result, 'the end of the time', 6000);
    const log = person.last()!.view!.log as readonly { type: string }[];
    assert.ok(log.some((entry) => entry.type === 'time-up'), 'the log has the host\'s time-up');
    assert.equal((person.last()!.view as unknown as { result: { reason: string } }).result.reason, 'time');
  });

  test('an untimed game has no clock: timeLeft is null', async () => {
    const room = await colyseus.createRoom('bluff-king', { players: 2, humans: 1, botDelay: 5000 });
    const person = await client(colyseus.sdk.joinById(room.roomId));
    await person.send('start');
    await until(() => person.last()?.started, 'the start');
    assert.equal((await synced(person)).timeLeft, null);
  });
});

describe('the bots\' pace online', () => {
  test('bots are paced like a table in a page: after a notable entry (the first Industry card, BG-3) the first bot move waits host.pause', { timeout: 20_000 }, async () => {
    const { host, definition } = games.find((game) => game.id === 'biggie-bills')!;
    const log0 = [{ type: 'cycle' }] as never[];
    const expected = host.pause(log0, 100);
    assert.ok(expected >= 2000, 'a new cycle is worth a longer pause');
    // A bot takes the first turn: the server alone deals (a create may not set `first`), so rooms
    // are made until one whose first turn is a bot's (2 in 3 are).
    let room: ServerRoom | undefined;
    for (let tries = 0; !room && tries < 30; tries++) {
      const made = await colyseus.createRoom('biggie-bills', { players: 3, humans: 1, botDelay: 100, options: { maxCycles: 1 } });
      if (definition.toAct(roomActor(made).getSnapshot())[0] !== 0) room = made;
      else await made.disconnect();
    }
    assert.ok(room, 'a room whose first turn is a bot\'s');
    // Measured from before the join: with every person present the game (and the bots' clock)
    // may start as the person joins, before the join's answer reaches this test.
    const startedAt = Date.now();
    const person = await client(colyseus.sdk.joinById(room.roomId));
    await person.send('start');
    await until(() => person.last()?.started, 'the start');
    const length = person.last()!.view!.log.length;
    await until(() => (person.last()?.view?.log.length ?? 0) > length, 'the first bot move', 8000);
    const waited = Date.now() - startedAt;
    assert.ok(waited >= expected - 100, `the first bot move came after ${waited} ms, not the ${expected} ms a table in a page waits`);
  });
});

describe('joining by code names the game', () => {
  test('a code of another game\'s room is refused (wrong-game) before any seat is taken', async () => {
    const room = await colyseus.createRoom('bluff-king', { players: 2, humans: 2 });
    const person = await client(colyseus.sdk.joinById(room.roomId, { game: 'bluff-king', name: 'Ana' }));
    const error = await colyseus.sdk.joinById(room.roomId, { game: 'bluffing-billionaires', name: 'Bo' }).then((joinedRoom) => {
      joined.push(joinedRoom);
      return null;
    }, (e: Error) => e);
    assert.match(error?.message ?? 'no error', /^wrong-game: the room \w+ plays bluff-king, not bluffing-billionaires/);
    assert.deepEqual((await synced(person)).connected, [true, false], 'the refused client took no seat');
  });
});

describe('private rooms', () => {
  test('under @colyseus/testing too (roomClass): join and joinOrCreate by name are refused with use-code, nothing lists rooms, the code still joins', { timeout: 30_000 }, async () => {
    const { hostname, port } = colyseus.sdk.settings;
    await checkPrivateRooms(`ws://${hostname}:${port}`);
  });
});
