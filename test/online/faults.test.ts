/**
 * Faults and bad input against the real server (docs/online.md, "Seats, tokens and reconnection"
 * and "Limits and refusals"): every limit and malformed message gets a clear refusal while the
 * other player's game goes on; a dropped seat waits for its reconnection, then a bot plays it;
 * the seat token takes it back. Servers with short graces or allowed origins are started by
 * scripts/game-server.mjs (`online-server`).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { Client, type Room } from '@colyseus/sdk';
import { bots, type BluffKingView } from '../../src/bluff-king/index.js';
import { randomSource } from '../../src/core/rng.js';
import { joinErrorOf, type JoinErrorCode } from '../../src/online/codes.js';
import { settled, testServerUrl, track, type TrackedRoom } from '../support/online.js';
import { until } from '../support/until.js';

type Tracked = TrackedRoom<BluffKingView>;
const rooms: Room[] = [];
afterEach(async () => {
  await Promise.all(rooms.splice(0).map((room) => room.leave().catch(() => undefined)));
});

/** A server process started for these tests with `bluffhouse-server` flags `args`. */
async function serverWith(...args: string[]): Promise<Client> {
  return new Client((await executeServerCommand<{ url: string }, { args: string[] }>('online-server', { args }))!.url);
}

async function joined(joining: Promise<Room>): Promise<Tracked> {
  const tracked = await track<BluffKingView>(joining);
  rooms.push(tracked.room);
  return tracked;
}

/** A started two-person BluffKing room on `client`'s server: `[seat 0, seat 1]`. */
async function twoPlayers(client: Client): Promise<[Tracked, Tracked]> {
  const a = await joined(client.create('bluff-king', { players: 2, humans: 2, botDelay: 0 }));
  const b = await joined(client.joinById(a.room.roomId, {}));
  await until(() => a.last()?.started && b.last()?.started, 'the game to start', 5000);
  return [a, b];
}

/** The seat asked makes a normal bot's move; resolves once `watcher` sees it logged. */
async function playOne(players: Tracked[], watcher: Tracked, rng: () => number): Promise<void> {
  const state = watcher.last()!;
  const player = players.find((p) => p.last()!.seat === state.toAct[0])!;
  const logged = state.view!.log.length;
  const refusals = player.refused.length;
  // The player's own state may arrive after the watcher's: a stale prompt would send a move already made.
  await until(() => player.last()!.view!.log.length === logged && player.last()!.view!.prompt !== null, 'the asked seat to hold its prompt', 5000);
  player.room.send('move', bots.normal(player.last()!.view!, rng));
  await until(() => watcher.last()!.view!.log.length > logged || player.refused.length > refusals, 'the move', 5000);
  expect(player.refused.slice(refusals), 'a legal move').to.deep.equal([]);
}

/** `promise` rejects: with the join error `code` (src/online/codes.ts), or with any error (null). */
async function expectRejected(promise: Promise<Room>, code: JoinErrorCode | null): Promise<void> {
  const error = await promise.then((room) => {
    rooms.push(room);
    return null;
  }, (e: Error) => e);
  expect(error, `a rejection with ${code}`).to.not.equal(null);
  if (code) expect(joinErrorOf(error), error!.message).to.equal(code);
}

/** Leaves `tracked`'s room now (`consented`: a leave; else the connection just drops, without the SDK's own reconnection). */
async function leaveNow(tracked: Tracked, consented: boolean): Promise<void> {
  rooms.splice(rooms.indexOf(tracked.room), 1);
  tracked.room.reconnection.enabled = false;
  await tracked.room.leave(consented);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('online faults: limits and bad input (docs/online.md)', () => {
  it('oversized, unknown and malformed messages are refused to their sender; the other player\'s game goes on', async () => {
    const [a, b] = await twoPlayers(new Client(await testServerUrl()));
    const asked = a.last()!.toAct[0] === 0 ? a : b;
    const other = asked === a ? b : a;
    const before = asked.last()!.view!.log.length;
    const send = (type: string, payload?: unknown) => other.room.send(type as never, payload as never);
    send('move', { type: 'PASS', pad: 'x'.repeat(9000) });
    send('hello', { any: 1 });
    send('xstate.stop');
    for (const payload of ['PASS', ['PASS'], 42, null, true, 'x'.repeat(6000), { type: 'xstate.stop' }, { type: 'xstate.init', seat: 0 }, { seat: asked.last()!.seat }, { type: { nested: [1, 2] } }]) {
      send('move', payload);
    }
    send('move', { type: 'PASS', seat: asked.last()!.seat });
    await until(() => other.refused.length >= 14, 'fourteen refusals', 5000);
    const codes = other.refused.map((r) => r.code);
    expect(codes.slice(0, 3)).to.deep.equal(['too-large', 'unknown-message', 'unknown-message']);
    expect(other.refused[0]!.reason).to.match(/at most 8192 bytes/);
    expect(other.refused[1]!.reason).to.include('"hello"');
    expect(codes.slice(3, 7), 'not an object').to.deep.equal(['bad-event', 'bad-event', 'bad-event', 'bad-event']);
    expect(codes.slice(7), 'no such event; the seat field does not count').to.deep.equal(['bad-event', 'bad-event', 'unknown-event', 'unknown-event', 'bad-event', 'bad-event', 'not-your-turn']);
    // Whatever the server sent the asked seat while it handled those messages is in by now.
    await settled(asked.room);
    expect(asked.refused).to.deep.equal([]);
    expect(asked.last()!.view!.log.length, 'nothing happened').to.equal(before);
    // The game goes on for both.
    await playOne([a, b], other, randomSource(1));
    // It reaches the other player too (playOne waited for one of them).
    await until(() => asked.last()!.view!.log.length > before, 'the move to reach both', 5000);
  });

  it('more than 20 messages a second are refused (flood) without dropping anyone; the next second they pass', async () => {
    const [a, b] = await twoPlayers(new Client(await testServerUrl()));
    await pause(1100);
    const count = a.states.length;
    for (let i = 0; i < 40; i++) a.room.send('sync');
    await until(() => a.states.length + a.refused.length >= count + 40, 'answers to 40 syncs', 5000);
    const floods = a.refused.filter((r) => r.code === 'flood').length;
    expect(floods, 'refused as a flood').to.be.within(19, 20);
    expect(a.refused[0]!.reason).to.match(/At most 20 messages a second/);
    await pause(1100);
    a.room.send('sync');
    await until(() => a.states.length > count + 40 - floods, 'a sync after the flood', 5000);
    expect(a.room.connection.isOpen, 'still connected').to.equal(true);
    await playOne([a, b], b, randomSource(2));
    expect(b.refused).to.deep.equal([]);
  });

  it('joining a finished game for a seat is refused (game over), a spectator sees its end; a wrong token or code is refused; the seat token still opens its seat', async () => {
    const client = await serverWith('--reconnect-grace', '1');
    const a = await joined(client.create('bluff-king', { players: 2, humans: 1, botDelay: 0 }));
    await until(() => a.last()?.started, 'the game to start', 5000);
    const { token } = a.last()!;
    const watcher = await joined(client.joinById(a.room.roomId, { spectator: true }));
    await leaveNow(a, true);
    // The person left: a bot plays their seat at once, and the game runs to its end.
    await until(() => watcher.last()?.result, 'the bots to finish the game', 10_000);
    expect(watcher.last()!.connected, 'a bot plays both seats').to.deep.equal([null, null]);
    await expectRejected(client.joinById(a.room.roomId, { name: 'Late' }), 'game-over');
    const late = await joined(client.joinById(a.room.roomId, { spectator: true }));
    expect(late.last()!.result, 'a late spectator gets the end').to.deep.equal(watcher.last()!.result);
    await expectRejected(client.joinById(a.room.roomId, { token: 'x'.repeat(22) }), 'bad-token');
    await expectRejected(client.joinById('ZZZZZZ', {}), 'room-not-found');
    const back = await joined(client.joinById(a.room.roomId, { token }));
    await until(() => back.last(), 'the state', 5000);
    expect(back.last()!.seat).to.equal(0);
    expect(back.last()!.result).to.deep.equal(watcher.last()!.result);
    // Once its room closes, a finished game is not restored: its public ending opens, read-only, and the token opens no seat.
    await Promise.all(rooms.splice(0).map((room) => room.leave()));
    const restore = () => client.create('bluff-king', { resume: a.room.roomId, token }).then(async (room) => {
      const ended = await track(Promise.resolve(room));
      void room.leave();
      return ended.last()!;
    }, (error: Error) => joinErrorOf(error) ?? error.message);
    // Until the closing room has let go of its record (a time, not a count of tries: a slow machine closes it later).
    let answer: Awaited<ReturnType<typeof restore>> | undefined;
    await until(async () => {
      answer = await restore();
      return !(typeof answer === 'string' && answer.startsWith('already-running'));
    }, 'the closed room\'s record to be let go', { timeout: 20_000, every: 250, seen: () => JSON.stringify(answer) });
    expect(answer).to.deep.include({ seat: null, result: watcher.last()!.result });
    expect(answer).to.not.have.property('token');
  });

  it('allowedOrigins refuses pages from other origins and lets its own in', async () => {
    const elsewhere = await serverWith('--allowed-origins', 'https://example.org');
    await expectRejected(elsewhere.create('bluff-king', { players: 2, humans: 1 }), null);
    const here = await serverWith('--allowed-origins', `https://example.org,${location.origin}`);
    const room = await joined(here.create('bluff-king', { players: 2, humans: 1 }));
    expect(room.last()!.seat).to.equal(0);
  });
});

describe('online faults: reconnection, bot takeover and seat tokens', () => {
  it('a dropped connection keeps its seat: others see it disconnected, and it reconnects to the same seat', async () => {
    const client = new Client(await testServerUrl());
    const [a, b] = await twoPlayers(client);
    const { token } = b.last()!;
    await leaveNow(b, false);
    await until(() => a.last()!.connected[1] === false, 'seat 1 shown disconnected', 5000);
    const again = await joined(client.reconnect(b.room.reconnectionToken));
    await until(() => a.last()!.connected[1] === true, 'seat 1 connected again', 5000);
    expect(again.last()!).to.include({ seat: 1, token });
    await playOne([a, again], a, randomSource(3));
  });

  it('after the grace a bot plays the seat; the token takes it back, and the bot stops', async () => {
    const client = await serverWith('--reconnect-grace', '1');
    const [a, b] = await twoPlayers(client);
    const { token } = b.last()!;
    await leaveNow(b, false);
    await until(() => a.last()!.connected[1] === false, 'seat 1 disconnected', 5000);
    // Seat 0 plays; seat 1 is played by the bot once the grace (1 s) is over.
    const rng = randomSource(4);
    let botMoved = false;
    while (!botMoved) {
      const state = a.last()!;
      expect(state.result, 'the game is still on').to.equal(null);
      const logged = state.view!.log.length;
      if (state.toAct.includes(0)) {
        a.room.send('move', bots.normal(state.view!, rng));
        await until(() => a.last()!.view!.log.length > logged || a.refused.length > 0, 'the move', 5000);
      } else {
        await until(() => a.last()!.view!.log.length > logged, 'the bot to play seat 1', 20_000);
        botMoved = true;
        expect(a.last()!.connected[1], 'seat 1 is shown as played by a bot').to.equal(null);
      }
    }
    const back = await joined(client.joinById(a.room.roomId, { token }));
    await until(() => a.last()!.connected[1] === true, 'seat 1 taken back', 5000);
    expect(back.last()).to.include({ seat: 1, token });
    // Play on until seat 1 is asked: then nobody moves for it but its person.
    while (!a.last()!.toAct.includes(1)) await playOne([a, back], a, rng);
    const waiting = a.last()!.view!.log.length;
    await pause(400);
    expect(a.last()!.view!.log.length, 'no bot moved for seat 1').to.equal(waiting);
    await playOne([a, back], a, rng);
  });

  it('with --no-bot-takeover the game waits for the person past the grace, and goes on when they are back', async () => {
    const client = await serverWith('--reconnect-grace', '0.5', '--no-bot-takeover');
    const [a, b] = await twoPlayers(client);
    const rng = randomSource(6);
    while (!a.last()!.toAct.includes(1)) await playOne([a, b], a, rng);
    const { token } = b.last()!;
    await leaveNow(b, false);
    const waiting = a.last()!.view!.log.length;
    // The drop is seen first (on a slow machine its state may come after any fixed pause), then the grace passes.
    await until(() => a.last()!.connected[1] === false, 'seat 1 shown away', 20_000);
    await pause(1500);
    await settled(a.room);
    expect(a.last()!.connected[1], 'seat 1 is away').to.equal(false);
    expect(a.last()!.view!.log.length, 'nobody moved for seat 1').to.equal(waiting);
    const back = await joined(client.joinById(a.room.roomId, { token }));
    await playOne([a, back], a, rng);
  });

  it('joining with a token while another session holds the seat moves the seat to the new session', async () => {
    const client = new Client(await testServerUrl());
    const [a, b] = await twoPlayers(client);
    let left: number | undefined;
    b.room.onLeave((code) => (left = code));
    rooms.splice(rooms.indexOf(b.room), 1);
    const c = await joined(client.joinById(a.room.roomId, { token: b.last()!.token }));
    expect(c.last()!.seat).to.equal(1);
    await until(() => left !== undefined, 'the stale session to be dropped', 5000);
    expect(b.refused.map((r) => r.code)).to.deep.equal(['seat-taken']);
    expect(a.last()!.connected).to.deep.equal([true, true]);
    await playOne([a, c], a, randomSource(5));
  });
});
