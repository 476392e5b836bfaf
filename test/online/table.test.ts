/**
 * A real table plays online through the GameSource seam: <bluff-king-table> with only
 * `createSource` changed to a RemoteGameSource, against the real game server (docs/online.md).
 * The person plays a whole game by clicking; the server's bots play the other seats.
 */
import { expect } from '@open-wc/testing';
import '../../components/bluff-king-table.js';
import { BluffKingTable } from '../../components/bluff-king/table.js';
import type { GameSource, GameSourceCallbacks } from '../../components/internal/game-source.js';
import { RemoteGameSource } from '../../components/internal/remote-source.js';
import type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from '../../components/index.js';
import { bluffKing } from '../../src/index.js';
import { allInShadow, inShadow, until } from '../support/dom.js';
import { testServerUrl } from '../support/online.js';
import { buttonsOf, controlsOf, handButtons, settle } from '../support/table-harness.js';

type View = bluffKing.BluffKingView;
type Event = bluffKing.BluffKingEvent;
type Input = bluffKing.BluffKingInput;

let server = '';

/** <bluff-king-table> playing on the game server: the only change is its source. */
class OnlineTable extends BluffKingTable {
  source: RemoteGameSource<Input, Event, View> | null = null;
  protected override createSource(callbacks: GameSourceCallbacks): GameSource<Input, Event, View> {
    this.source = new RemoteGameSource({ server, game: 'bluff-king', room: 'new', name: 'Ana', botDelay: 0 }, callbacks);
    return this.source;
  }
}
customElements.define('online-bluff-king-table', OnlineTable);

before(async () => {
  server = await testServerUrl();
});

describe('a table plays online through a RemoteGameSource, with no change to the game element', () => {
  it('draws the server\'s view for its seat, sends the clicked moves, and reports the game with the documented events', async () => {
    const table = document.createElement('online-bluff-king-table') as OnlineTable;
    table.setAttribute('players', '2');
    const starts: GameStartDetail[] = [];
    const moves: GameMoveDetail[] = [];
    const errors: GameErrorDetail[] = [];
    const overs: GameOverDetail[] = [];
    table.addEventListener('game-start', (e) => starts.push(e.detail));
    table.addEventListener('game-move', (e) => moves.push(e.detail));
    table.addEventListener('game-error', (e) => errors.push(e.detail));
    table.addEventListener('game-over', (e) => overs.push(e.detail));
    document.body.append(table);
    try {
      await until(() => allInShadow(controlsOf(table), '[part="card"]').length > 0, 10_000, 'the hand the server sends');
      expect(table.source!.code).to.match(/^[2-9A-HJKMNP-Z]{6}$/);
      expect(starts).to.have.length(1);
      expect(starts[0]!.names).to.deep.equal(['Ana', 'Bram']);
      expect(allInShadow(table, 'bluff-seat')).to.have.length(2);
      // The person plays: lead one card, let claims go, pass on follows, until the game ends.
      for (let turn = 0; overs.length === 0; turn++) {
        expect(turn, 'the game ends').to.be.below(500);
        const source = table.source!;
        await until(() => overs.length > 0 || (source.toAct().includes(source.seat()!) && buttonsOf(table).length > 0), 10_000, 'a move to make or the end');
        if (overs.length > 0) break;
        const names = buttonsOf(table).map((b) => b.textContent!.trim());
        const before = moves.length;
        if (names.some((n) => /^Let it go/.test(n))) buttonsOf(table).find((b) => /^Let it go/.test(b.textContent!.trim()))!.click();
        else if (names.some((n) => /^Pass/.test(n))) buttonsOf(table).find((b) => /^Pass/.test(b.textContent!.trim()))!.click();
        else {
          handButtons(table)[0]!.click();
          await settle(table);
          buttonsOf(table).find((b) => !b.disabled && /^Play/.test(b.textContent!.trim()))!.click();
        }
        await until(() => moves.length > before || overs.length > 0, 10_000, 'the move to come back from the server');
        await settle(table);
      }
      expect(errors, 'no refused move').to.deep.equal([]);
      expect(overs[0]!.winners).to.have.length(1);
      expect(moves.map((m) => m.index)).to.deep.equal(moves.map((_, i) => i));
      expect(inShadow(table, 'bluff-game-over')).to.not.equal(null);
    } finally {
      table.remove();
    }
  });
});
