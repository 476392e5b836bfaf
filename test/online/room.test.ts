/**
 * Online play against the real game server (server/, started for the run by
 * scripts/game-server.mjs): the protocol of docs/online.md, through the real Colyseus client.
 */
import { expect } from '@open-wc/testing';
import { Client, type Room } from '@colyseus/sdk';
import { games } from '../../src/games.js';
import type { Bot, GameEvent, GameView } from '../../src/core/types.js';
import { randomSource } from '../../src/core/rng.js';
import { joinErrorOf, type JoinErrorCode } from '../../src/online/codes.js';
import { settled, testServerUrl, track, withinRate } from '../support/online.js';
import { until } from '../support/until.js';

let client: Client;
const rooms: Room[] = [];

before(async () => {
  client = new Client(await testServerUrl());
});
afterEach(async () => {
  await Promise.all(rooms.splice(0).map((room) => room.leave().catch(() => undefined)));
});

/** A joined room and its messages, left after the test. */
async function joined(joining: Promise<Room>) {
  const tracked = await track(joining);
  rooms.push(tracked.room);
  return tracked;
}

/** Every key anywhere in `value`. */
function keysOf(value: unknown, keys = new Set<string>()): Set<string> {
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      keysOf(inner, keys);
    }
  }
  return keys;
}

describe('online play: one room per game, the server owns the game (docs/online.md)', () => {
  for (const game of games) {
    it(`${game.id}: a person plays a whole game against the server's bots, seeing only their own view`, async () => {
      const players = Math.min(Math.max(3, game.players.min), game.players.max);
      const options = game.id === 'biggie-bills' ? { maxCycles: 2 } : {};
      const { room, states, refused, last } = await joined(client.create(game.id, { players, humans: 1, bots: 'normal', botDelay: 0, options }));
      expect(room.roomId).to.match(/^[2-9A-HJKMNP-Z]{6}$/);
      await until(() => last()?.started, 'the game to start', 5000);
      const bot = game.bots.normal as unknown as Bot<GameView, GameEvent>;
      const rng = randomSource(7);
      let sent = 0;
      const times: number[] = [];
      while (!last()!.result) {
        const state = last()!;
        if (state.toAct.includes(0) && state.view?.prompt) {
          const logged = state.view.log.length;
          await withinRate(times);
          room.send('move', bot(state.view, rng));
          sent++;
          // Wait for the state that holds this move (every move is logged), not one already on its way.
          await until(() => (last()!.view?.log.length ?? 0) > logged || refused.length > 0, 'an answer to the move', 5000);
          expect(refused, 'a bot move is legal').to.deep.equal([]);
        } else {
          const count = states.length;
          await until(() => states.length > count || last()!.result, 'the bots to move', 5000);
        }
      }
      expect(sent, 'the person moved').to.be.above(0);
      for (const state of states) {
        expect(Object.keys(state).sort()).to.deep.equal(['botIn', 'code', 'connected', 'devicesPerSeat', 'host', 'hostSeat', 'members', 'names', 'paused', 'protocol', 'publicUrl', 'result', 'seat', 'started', 'timeLeft', 'toAct', 'token', 'view']);
        expect(state.protocol, 'the lean wire (docs/online.md, "Messages")').to.equal(3);
        expect(state.token, 'the seat token').to.match(/^[\w-]{22,}$/);
        expect(state.seat).to.equal(0);
        expect(state.code).to.equal(room.roomId);
        if (state.view) expect(state.view.seat).to.equal(0);
        // Nothing of the machine's state: no context, no random state, no seed, no other hands.
        for (const key of ['context', 'rng', 'seed', 'hands']) expect(keysOf(state).has(key), key).to.equal(false);
      }
      expect(last()!.connected).to.deep.equal([true, ...Array(players - 1).fill(null)]);
    });
  }

  it('a room waits for every person; the second joins by code and gets the next seat', async () => {
    const a = await joined(client.create('bluff-king', { players: 2, humans: 2, botDelay: 0, names: ['Ana'] }));
    await until(() => a.last(), 'the first state', 5000);
    expect(a.last()).to.include({ seat: 0, started: false, view: null });
    const b = await joined(client.joinById(a.room.roomId, { name: 'Bo' }));
    await until(() => b.last()?.started && a.last()?.started, 'the game to start', 5000);
    expect(b.last()!.seat).to.equal(1);
    expect(b.last()!.names).to.deep.equal(['Ana', 'Bo']);
    expect(b.last()!.connected).to.deep.equal([true, true]);
    // Each sees its own hand only: the hands differ, and neither view holds the other's cards.
    const handA = (a.last()!.view as GameView & { hand: string[] }).hand;
    const handB = (b.last()!.view as GameView & { hand: string[] }).hand;
    expect(handA.length + handB.length).to.equal(54);
    await expectRejected(client.joinById(a.room.roomId, {}), 'room-full');
    const watcher = await joined(client.joinById(a.room.roomId, { spectator: true }));
    await until(() => watcher.last(), 'the spectator state', 5000);
    expect(watcher.last()!.seat).to.equal(null);
    expect(watcher.last()!, 'a spectator has no token').to.not.have.property('token');
    // Each seat gets its own token, and no state holds another seat's.
    expect(a.last()!.token).to.not.equal(b.last()!.token);
    for (const state of a.states) expect(JSON.stringify(state)).to.not.include(b.last()!.token!);
    expect(keysOf(watcher.last()!.view).has('hand')).to.equal(true);
    expect((watcher.last()!.view as GameView & { hand: string[] }).hand).to.deep.equal([]);
  });

  it('a move is made for the client\'s own seat only; refused moves change nothing and are told to that client only', async () => {
    const a = await joined(client.create('bluff-king', { players: 2, humans: 2, botDelay: 0 }));
    const b = await joined(client.joinById(a.room.roomId, {}));
    await until(() => a.last()?.started && b.last()?.started, 'the game to start', 5000);
    const leader = a.last()!.toAct[0]!;
    const [asked, other] = leader === 0 ? [a, b] : [b, a];
    const before = asked.states.length;
    // The other client claims to be the asked seat: the server moves for its own seat, which is not asked.
    other.room.send('move', { type: 'PASS', seat: leader });
    other.room.send('move', { type: 'xstate.stop', seat: leader });
    await until(() => other.refused.length >= 2, 'the refusals', 5000);
    // PASS is judged for the sender's seat, whose turn it is not; XState's own event types never reach the actor.
    expect(other.refused.map((r) => r.code)).to.deep.equal(['not-your-turn', 'unknown-event']);
    // Whatever the server sent the asked seat while it handled those moves is in by now.
    await settled(asked.room);
    expect(asked.refused).to.deep.equal([]);
    expect(asked.states.length, 'no state change').to.equal(before);
    // The game still runs: the asked seat can move.
    const hand = (asked.last()!.view as GameView & { hand: string[] }).hand;
    asked.room.send('move', { type: 'PLAY', cards: [hand[0]], rank: 'A' } satisfies Omit<GameEvent, 'seat'> & Record<string, unknown>);
    await until(() => asked.states.length > before, 'the move', 5000);
    expect(asked.refused).to.deep.equal([]);
  });

  it('the creator may start before every seat is taken: empty seats get bots', async () => {
    const a = await joined(client.create('bluffing-billionaires', { players: 3, humans: 3, botDelay: 0 }));
    await until(() => a.last(), 'the first state', 5000);
    const b = await joined(client.joinById(a.room.roomId, {}));
    await until(() => b.last(), 'the second state', 5000);
    b.room.send('start');
    await until(() => b.refused.length > 0, 'a refusal', 5000);
    expect(b.refused[0]!.code).to.equal('not-host');
    a.room.send('start');
    await until(() => a.last()?.started, 'the game to start', 5000);
    expect(a.last()!.connected).to.deep.equal([true, true, null]);
  });

  it('bad create options are refused with a message naming the option', async () => {
    await expectRejected(client.create('bluff-king', { players: 99 }), 'bad-options', 'players must be an integer from 2 to 8');
    await expectRejected(client.create('bluff-king', { players: 3, bots: 'genius' }), 'bad-options', 'bots must be one of easy, normal, hard');
    await expectRejected(client.create('bluff-king', { players: 3, humans: 5 }), 'bad-options', 'humans must be an integer from 1 to 3');
  });
});

/** `promise` rejects with the join error `code` (src/online/codes.ts), its message holding `words` if given. */
async function expectRejected(promise: Promise<unknown>, code: JoinErrorCode, words = ''): Promise<void> {
  try {
    const room = await promise;
    if (room && typeof room === 'object' && 'leave' in room) rooms.push(room as Room);
  } catch (error) {
    expect(joinErrorOf(error), (error as Error).message).to.equal(code);
    expect((error as Error).message).to.include(words);
    return;
  }
  expect.fail(`expected a rejection with ${code}`);
}
