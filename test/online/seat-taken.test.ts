/**
 * One person, two connections to one seat (docs/online.md, "Tables"): when another connection takes
 * the table's seat back with its token (another device, a duplicated tab), the server refuses the
 * table with `seat-taken` and closes its connection. The table then says so and stops: it does
 * not take the seat back in turn, which would start the two taking it from each other forever.
 */
import { expect } from '@open-wc/testing';
import { Client, type Room } from '@colyseus/sdk';
import '../../components/bluff-king-table.js';
import type { GameErrorDetail } from '../../components/index.js';
import type { RefusedMessage, StateMessage } from '../../src/online/protocol.js';
import { inShadow } from '../support/dom.js';
import { testServerUrl } from '../support/online.js';
import { until } from '../support/until.js';

let server = '';

const rooms: Room[] = [];
before(async () => {
  server = await testServerUrl();
});
afterEach(async () => {
  await Promise.all(rooms.splice(0).map((room) => room.leave().catch(() => undefined)));
});

describe('a seat taken back by another connection of its person', () => {
  it('the table shows seat-taken, fires game-error, and leaves the seat to the other connection', async () => {
    const client = new Client(server);
    const creator = await client.create('bluff-king', { players: 3, humans: 3, botDelay: 0 });
    rooms.push(creator);
    const code = creator.roomId;
    const table = document.createElement('bluff-king-table');
    table.setAttribute('server', server);
    table.setAttribute('room', code);
    const errors: GameErrorDetail[] = [];
    table.addEventListener('game-error', (e) => errors.push(e.detail));
    document.body.append(table);
    try {
      // The seat's token, as the table keeps it for this browser (a list, newest first).
      const keptToken = () => (JSON.parse(localStorage.getItem(`bluffhouse:${server}:${code}`) ?? '[]') as { token: string }[])[0]?.token;
      await until(() => keptToken() !== undefined, 'the table in a seat, its ticket kept', 10_000);
      const token = keptToken()!;
      expect(token).to.match(/^[\w-]{22,}$/);

      // Another device of the same person takes the seat back with the token.
      const other = await new Client(server).joinById(code, { token, game: 'bluff-king' });
      rooms.push(other);
      const refused: RefusedMessage[] = [];
      const states: StateMessage[] = [];
      other.onMessage('refused', (refusal: RefusedMessage) => refused.push(refusal));
      other.onMessage('state', (state: StateMessage) => states.push(state));
      other.onMessage('change', () => undefined);
      other.send('sync');
      await until(() => states.some((state) => state.seat === 1), 'the other connection in the table\'s seat (1)', 10_000);

      await until(() => inShadow(inShadow(table, 'bluff-lobby'), '[part="error"][data-code="seat-taken"]') !== null, 'the seat-taken notice', 10_000)
        .catch((error: Error) => { throw new Error(`${error.message}; errors ${JSON.stringify(errors)}; lobby ${inShadow(table, 'bluff-lobby')?.shadowRoot?.innerHTML.slice(0, 300)}`); });
      expect(errors.map((error) => error.code)).to.include('seat-taken');
      expect(errors.map((error) => error.code), 'not a lost connection to come back from').to.not.include('connection-lost');
      // The table's way back after a lost connection starts after 1 s: give it three times that to
      // show it does not come (an absence has no event to wait for).
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(refused.map((refusal) => refusal.code), 'the other connection keeps the seat').to.deep.equal([]);
      expect(inShadow(inShadow(table, 'bluff-lobby'), '[part="error"][data-code="seat-taken"]'), 'the notice stays').to.not.equal(null);
    } finally {
      table.remove();
    }
  });
});
