/**
 * A finished game resumed from `persist-key` on a page that has not drawn a results panel yet
 * (components/internal/element/later-pieces.ts): the table's first drawing already shows the results,
 * defined (the update waits for the panel's module). A file of its own: a fresh page.
 */
import { expect } from '@open-wc/testing';
import { BluffKingTable } from '../../components/bluff-king/table.js';
import '../../components/bluff-king-table.js';
import { humansAttribute } from '../../components/internal/table/attributes.js';
import { LocalGameController } from '../../components/internal/table/game-controller.js';
import { readSettings } from '../../components/internal/table/table-settings.js';
import { bots, definition } from '../../src/bluff-king/index.js';
import { inShadow } from '../support/dom.js';
import { makeTable } from '../support/table-harness.js';
import { until } from '../support/until.js';

/** Per update of the probe table: whether it drew the results, and whether they were defined then. */
const updates: { drawn: boolean; defined: boolean }[] = [];

class ProbeKing extends BluffKingTable {
  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    const piece = inShadow(this, 'bluff-game-over');
    updates.push({ drawn: piece !== null, defined: piece?.matches(':defined') ?? false });
  }
}
customElements.define('probe-king-table', ProbeKing);

describe('the results of a resumed finished game', () => {
  it('a finished game resumed from persist-key: the first drawing shows its results, defined', async () => {
    // The finished save, made without a table, so that nothing on this page has drawn results yet.
    const key = `later-pieces-${Math.random()}`;
    const settings = readSettings({ players: '2', seed: '17' }, {
      definition, optionAttributes: [{ property: 'decks', attribute: 'decks', field: 'decks' }, { property: 'maxPlay', attribute: 'max-play', field: 'maxPlay' }],
      defaultPlayers: 4, gameNumber: 0, readHumans: (players) => humansAttribute('none', players),
    });
    let over = false;
    const source = new LocalGameController(definition, { bots, persistKey: () => key, botDelay: () => 0 }, { onOver: () => { over = true; } });
    source.start(settings);
    await until(() => over, 'the headless game to end', 10_000);
    source.stop();
    expect(customElements.get('bluff-game-over'), 'results defined before the resumed table').to.equal(undefined);
    const resumed = makeTable('probe-king-table', { seed: '17', players: '2', humans: 'none', 'bot-delay': '0', 'persist-key': key });
    await until(() => inShadow(resumed, 'bluff-game-over'), 'the resumed results', 5000);
    expect(updates[0], 'the first update of the resumed table').to.deep.equal({ drawn: true, defined: true });
    expect(updates.filter((u) => u.drawn && !u.defined), 'updates with undefined results').to.deep.equal([]);
    await until(() => inShadow(inShadow(resumed, 'bluff-game-over'), 'table'), 'the results table', 5000);
    resumed.remove();
    localStorage.removeItem(key);
  });
});
