/**
 * A server restart loses no game (docs/online.md, "Persistence and restore"): a real
 * `bluffhouse-server` process with a real Redis is killed mid-game (SIGKILL) and started again
 * (scripts/game-server.mjs, `online-restartable` / `online-restart`); the clients find their room
 * gone, restore it with `create(game, { resume, token })` or join it again with their token, and
 * the game goes on from the same move.
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { Client, type Room } from '@colyseus/sdk';
import { bots, type BluffKingView } from '../../src/bluff-king/index.js';
import { randomSource } from '../../src/core/rng.js';
import { joinErrorOf } from '../../src/online/codes.js';
import { allInShadow } from '../support/dom.js';
import { track, type TrackedRoom } from '../support/online.js';
import { buttonsOf, controlsOf } from '../support/table-harness.js';
import type { BluffKingTable } from '../../components/bluff-king/table.js';
import '../../components/bluff-king-table.js';
import type { GameErrorDetail, GameStartDetail } from '../../components/index.js';
import { until } from '../support/until.js';

type Tracked = TrackedRoom<BluffKingView>;

/** The error `promise` rejects with (fails when it resolves). */
async function rejection(promise: Promise<Room>): Promise<Error> {
  const error = await promise.then((room) => {
    void room.leave();
    return null;
  }, (e: Error) => e);
  expect(error, 'a rejection').to.not.equal(null);
  return error!;
}

describe('online persistence: a restarted server process continues its games', () => {
  it('kill the server mid-game, start it again: the clients resume their seats at the same move', async () => {
    const { url } = (await executeServerCommand<{ url: string }, { args: string[] }>('online-restartable', { args: ['--reconnect-grace', '30'] }))!;
    const client = new Client(url);
    const a = await track<BluffKingView>(client.create('bluff-king', { players: 2, humans: 2, botDelay: 0 }));
    const b = await track<BluffKingView>(client.joinById(a.room.roomId, {}));
    await until(() => a.last()?.started && b.last()?.started, 'the game to start', 5000);
    const code = a.room.roomId;
    const rng = randomSource(9);
    const play = async (players: Tracked[]) => {
      const state = players[0]!.last()!;
      const player = players.find((p) => p.last()!.seat === state.toAct[0])!;
      const logged = state.view!.log.length;
      player.room.send('move', bots.normal(player.last()!.view!, rng));
      await until(() => players.every((p) => p.last()!.view!.log.length > logged) || player.refused.length > 0, 'the move', 5000);
      expect(player.refused).to.deep.equal([]);
    };
    for (let i = 0; i < 3; i++) await play([a, b]);
    const logged = a.last()!.view!.log.length;
    const tokens = [a.last()!.token!, b.last()!.token!];
    const hand = a.last()!.view!.hand;

    for (const { room } of [a, b]) room.reconnection.enabled = false;
    const gone = Promise.all([a, b].map(({ room }) => new Promise((resolve) => room.onLeave(resolve))));
    await executeServerCommand('online-restart');
    await gone;

    // Nothing guessed gets in: an unknown token, or a code without a saved game.
    expect(joinErrorOf(await rejection(client.create('bluff-king', { resume: code, token: 'x'.repeat(22) })))).to.equal('no-such-game');
    expect(joinErrorOf(await rejection(client.create('bluff-king', { resume: 'ZZZZZZ', token: tokens[0] })))).to.equal('no-such-game');

    // The room is gone: joining it by code fails, so the client restores it.
    expect(joinErrorOf(await rejection(client.joinById(code, { token: tokens[0] })))).to.equal('room-not-found');
    const a2 = await track<BluffKingView>(client.create('bluff-king', { resume: code, token: tokens[0] }));
    expect(a2.last()!).to.include({ seat: 0, code, token: tokens[0] });
    expect(a2.last()!.view!.log.length, 'the same move').to.equal(logged);
    expect(a2.last()!.view!.hand).to.deep.equal(hand);
    // The room runs again: restoring it twice is refused, and the token joins it by code.
    expect(joinErrorOf(await rejection(client.create('bluff-king', { resume: code, token: tokens[1] })))).to.equal('already-running');
    const b2 = await track<BluffKingView>(client.joinById(code, { token: tokens[1] }));
    expect(b2.last()!.seat, 'each token opens its own seat').to.equal(1);
    await until(() => a2.last()!.connected.every(Boolean), 'both connected', 5000);
    await play([a2, b2]);
    expect(a2.last()!.view!.log.length).to.be.above(logged);
    await Promise.all([a2.room.leave(), b2.room.leave()]);
  });

  it('a table whose server restarted comes back by itself: it says the connection is lost, then restores its room and shows the same hand and log', async () => {
    const { url } = (await executeServerCommand<{ url: string }, { args: string[] }>('online-restartable', { args: ['--reconnect-grace', '30'] }))!;
    const table = document.createElement('bluff-king-table');
    for (const [name, value] of Object.entries({ server: url, room: 'new', players: '2', humans: '0', 'bot-delay': '0' })) table.setAttribute(name, value);
    const starts: GameStartDetail[] = [];
    const errors: GameErrorDetail[] = [];
    table.addEventListener('game-start', (e) => starts.push(e.detail));
    table.addEventListener('game-error', (e) => errors.push(e.detail));
    const cards = () => allInShadow(controlsOf(table), '[part="card"]').map((card) => card.getAttribute('aria-label') ?? card.textContent);
    const logLength = () => table.shadowRoot!.querySelector('bluff-log')?.shadowRoot?.querySelectorAll('li').length ?? 0;
    document.body.append(table);
    try {
      // Once the person is asked (their buttons show), nothing moves until they do: the game stands still.
      await until(() => starts.length === 1 && cards().length > 0 && buttonsOf(table).length > 0, 'the game waiting for the person', 10_000);
      await (table as BluffKingTable).updateComplete;
      const hand = cards();
      const logged = logLength();
      await executeServerCommand('online-restart');
      await until(() => errors.some((e) => e.code === 'connection-lost'), 'connection-lost', 20_000);
      // Meanwhile (issue 23) the notice that stays in view says so, the prompt does not ask, and no move button can be pressed.
      const notice = () => table.shadowRoot!.querySelector('.sticky-notice');
      await until(() => notice()?.getAttribute('data-notice') === 'connection-lost' || starts.length === 2, 'the connection-lost notice', 20_000);
      expect(starts.length, 'the notice shows while the table reconnects').to.equal(1);
      expect(notice()!.getAttribute('role')).to.equal('alert');
      expect(controlsOf(table)!.shadowRoot!.querySelector('.prompt')!.textContent).to.equal('Connection lost — reconnecting');
      expect(buttonsOf(table).every((button) => button.matches(':disabled'))).to.equal(true);
      await until(() => starts.length === 2, 'the game back (a second game-start)', 20_000);
      expect(starts[1]!.resumed, 'resumed').to.equal(true);
      await until(() => cards().length > 0 && logLength() >= logged, 'the hand and log drawn', 5000);
      expect(cards()).to.deep.equal(hand);
      expect(logLength()).to.equal(logged);
      expect(table.shadowRoot!.querySelector('bluff-lobby')?.shadowRoot?.querySelector('[part="error"]') ?? null, 'no notice once back').to.equal(null);
      expect(notice()?.getAttribute('data-notice') ?? null, 'no lost connection said once back').to.not.equal('connection-lost');
    } finally {
      table.remove();
    }
  });
});
