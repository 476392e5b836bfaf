/**
 * The results panel and the hot-seat hand-over load when a table first needs them
 * (components/internal/element/later-pieces.ts): a page whose game has not ended, and where one person
 * plays, has neither defined; and no update ever draws one of them before it is defined (the
 * table holds that update until the piece's module is in), so a game's end never shows without its
 * results, nor a shared screen without its hand-over.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { BluffKingTable } from '../../components/bluff-king/table.js';
import '../../components/bluff-king-table.js';
import { BluffingBillionairesTable } from '../../components/bluffing-billionaires/table.js';
import '../../components/bluffing-billionaires-table.js';
import { inShadow } from '../support/dom.js';
import { makeTable, nextPrompt, settle, type Table } from '../support/table-harness.js';
import { until } from '../support/until.js';

const LATER = ['bluff-game-over', 'bluff-handover'] as const;

/** Every drawn later piece that was not defined when the table's update finished, as `tag@update`. */
const undefinedDrawn: string[] = [];
/** The tables' updates that drew a later piece, as `tag@update`. */
const drawn: string[] = [];
let updates = 0;

/** Records, after each update of a probe table, which later pieces it drew and whether they were defined. */
function probe(table: Table): void {
  updates++;
  for (const tag of LATER) {
    const piece = inShadow(table, tag);
    if (!piece) continue;
    drawn.push(`${tag}@${updates}`);
    if (!customElements.get(tag) || !piece.matches(':defined')) undefinedDrawn.push(`${tag}@${updates}`);
  }
}

class ProbeKing extends BluffKingTable {
  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    probe(this);
  }
}
class ProbeBillionaires extends BluffingBillionairesTable {
  protected override updated(changed: Map<PropertyKey, unknown>): void {
    super.updated(changed);
    probe(this);
  }
}
customElements.define('probe-king-table', ProbeKing);
customElements.define('probe-billionaires-table', ProbeBillionaires);

afterEach(() => {
  for (const table of document.querySelectorAll('[data-test-table]')) table.remove();
});

function table(tag: string, attributes: Record<string, string>): Table {
  const made = makeTable(tag, attributes);
  made.dataset.testTable = '';
  return made;
}

describe('shared pieces loaded when first needed', () => {
  // The first test: nothing has asked for either piece yet on this page.
  it('a game one person plays, not over yet: neither piece is defined', async () => {
    const first = table('probe-king-table', { seed: '4', players: '3', 'bot-delay': '0' });
    await nextPrompt(first);
    await settle(first);
    for (const tag of LATER) expect(customElements.get(tag), tag).to.equal(undefined);
  });

  it('a shared screen: its very first drawing shows a defined hand-over', async () => {
    drawn.length = 0;
    const before = updates;
    const shared = table('probe-billionaires-table', { seed: '12', players: '2', humans: '0,1', 'hand-size': '3', 'bot-delay': '0' });
    await until(() => inShadow(shared, 'bluff-handover'), 'the hand-over', 5000);
    expect(drawn[0], 'the first update of the shared screen').to.equal(`bluff-handover@${before + 1}`);
    expect(inShadow(inShadow(shared, 'bluff-handover'), 'button'), 'its button').to.exist;
    expect(undefinedDrawn).to.deep.equal([]);
  });

  it('a game that ends (bots drawn once per frame): the update that draws the results has them defined', async () => {
    expect(customElements.get('bluff-game-over'), 'results defined before the end').to.equal(undefined);
    const ends = table('probe-billionaires-table', { seed: '5', players: '2', humans: 'none', 'hand-size': '3', 'bot-delay': '0' });
    await oneEvent(ends, 'game-over');
    await until(() => inShadow(inShadow(ends, 'bluff-game-over'), 'table'), 'the results', 5000);
    expect(undefinedDrawn).to.deep.equal([]);
  });
});
