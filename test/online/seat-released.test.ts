/**
 * Issue 23: a team's table whose seat the host gives away (docs/online.md, "Hosting"), against the
 * real game server. The host frees the table's seat (`seat-free`): the server tells the table
 * `seat-released` and keeps its connection as a watcher. The table says so (the lobby piece's
 * notice and the notice that stays in view), fires `game-error` with the code, forgets its seat
 * ticket (it opens nothing now), shows no hand any more, and keeps showing the game as it goes on.
 */
import { expect } from '@open-wc/testing';
import { Client, type Room } from '@colyseus/sdk';
import '../../components/bluff-king-table.js';
import type { GameErrorDetail } from '../../components/index.js';
import { bots, type BluffKingView } from '../../src/bluff-king/index.js';
import { randomSource } from '../../src/core/rng.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { testServerUrl, track, type TrackedRoom } from '../support/online.js';
import { controlsOf } from '../support/table-harness.js';
import { until } from '../support/until.js';

let server = '';
const rooms: TrackedRoom<BluffKingView>[] = [];

before(async () => {
  server = await testServerUrl();
});
afterEach(async () => {
  await Promise.all(rooms.splice(0).map(({ room }) => room.leave().catch(() => undefined)));
});

async function joined(joining: Promise<Room>): Promise<TrackedRoom<BluffKingView>> {
  const tracked = await track<BluffKingView>(joining);
  rooms.push(tracked);
  return tracked;
}

describe('a table whose seat the host frees', () => {
  it('shows seat-released, fires game-error with it, forgets its ticket, shows no hand and keeps watching', async () => {
    const host = await joined(new Client(server).create('bluff-king', { host: true, players: 2, botDelay: 0 }));
    const code = host.last()!.code;
    const table = document.createElement('bluff-king-table');
    for (const [name, value] of Object.entries({ server, room: code, names: 'Team B' })) table.setAttribute(name, value);
    const errors: GameErrorDetail[] = [];
    table.addEventListener('game-error', (e) => errors.push(e.detail));
    document.body.append(table);
    const keptTokens = () => (JSON.parse(localStorage.getItem(`bluffhouse:${server}:${code}`) ?? '[]') as { token: string }[]).map((t) => t.token);
    const hand = () => inShadow(controlsOf(table), '[part="hand"]');
    const lobbyNotice = () => inShadow(inShadow(table, 'bluff-lobby'), '[part="error"]');
    const stickyNotice = () => inShadow(table, '.sticky-notice');
    const logItems = () => allInShadow(inShadow(table, 'bluff-log'), 'li').length;
    try {
      await until(() => host.last()!.connected[0] === true, 'the table in seat 0', 10_000);
      const other = await joined(new Client(server).joinById(code, { name: 'Other' }));
      host.room.send('start', {});
      await until(() => hand() !== null && keptTokens().length === 1, 'the table plays its seat, its ticket kept', 20_000);
      const token = keptTokens()[0]!;

      host.room.send('seat-free', { seat: 0 });
      await until(() => errors.some((e) => e.code === 'seat-released'), 'game-error seat-released', 10_000);
      await until(() => lobbyNotice()?.getAttribute('data-code') === 'seat-released' && stickyNotice()?.getAttribute('data-notice') === 'seat-released' && hand() === null, 'the notices, no hand', 10_000);
      expect(lobbyNotice()!.textContent).to.equal('The host gave this team\'s seat to another device or to a bot: you are watching now.');
      expect(stickyNotice()!.getAttribute('role')).to.equal('alert');
      expect(errors.map((e) => e.code), 'once, and no lost connection').to.deep.equal(['seat-released']);
      await until(() => !keptTokens().includes(token), 'the ticket forgotten', 10_000);
      expect(keptTokens()).to.deep.equal([]);

      // A replacement device takes the seat and plays: the table, watching, sees the game go on.
      const late = await joined(new Client(server).joinById(code, { name: 'Late B' }));
      expect(late.last()!.seat).to.equal(0);
      const rng = randomSource(4);
      for (let moves = 0; moves < 2; moves++) {
        const shown = logItems();
        // The seat to act by its own state, once that state has caught up with the host's (each
        // client's state arrives on its own: a stale prompt would send a move already made).
        const logged = host.last()!.view!.log.length;
        const ready = (p: TrackedRoom<BluffKingView>) => p.last()!.view!.prompt !== null && p.last()!.toAct.includes(p.last()!.seat!) && p.last()!.view!.log.length === logged;
        const asked = await until(() => [late, other].find(ready), 'the seat to act holds its prompt', 10_000);
        asked.room.send('move', bots.normal(asked.last()!.view!, rng));
        await until(() => host.last()!.view!.log.length > logged, 'the move logged', 10_000);
        await until(() => logItems() > shown, 'the table shows it', 10_000);
      }
      expect(hand(), 'still no hand').to.equal(null);
      expect(stickyNotice()?.getAttribute('data-notice')).to.equal('seat-released');
      expect(host.last()!.names[0], 'the team keeps its name').to.equal('Team B');
      expect(errors.map((e) => e.code)).to.deep.equal(['seat-released']);
    } finally {
      table.remove();
    }
  });
});
