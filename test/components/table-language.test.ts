/**
 * Words in other languages than English load when a table first shows them (i18n.ts
 * `loadLanguage`, issue 12: an English page downloads no Chinese), and a table in Chinese shows
 * Chinese from its first render: the update waits for the words, so no English ever flashes.
 * Only the tables' modules are imported here, so nothing else loads the catalogs first.
 */
import { expect } from '@open-wc/testing';
import '../../components/bluff-king-table.js';
import '../../components/bluffing-billionaires-table.js';
import '../../components/biggie-bills-board.js';
import { deepText, inShadow } from '../support/dom.js';
import { makeTable } from '../support/table-harness.js';
import { until } from '../support/until.js';

const TAGS = ['bluff-king-table', 'bluffing-billionaires-table', 'biggie-bills-board'];
const requested = (pattern: RegExp) => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => pattern.test(name));
const CJK = /[\u4e00-\u9fff]/;

describe('words load with the language a table shows (issue 12)', function () {
  this.timeout(30_000);
  afterEach(() => document.querySelectorAll(TAGS.join()).forEach((table) => table.remove()));

  it('English tables of every game load no Chinese catalog', async () => {
    for (const tag of TAGS) {
      const table = makeTable(tag, { players: '3', seed: '2' });
      await until(() => inShadow(table, 'bluff-log'), `<${tag}> drawn`, 10_000);
      expect(deepText(table.shadowRoot!), tag).to.not.match(CJK);
    }
    expect(requested(/zh-CN/), 'no zh-CN module requested').to.deep.equal([]);
  });

  for (const tag of TAGS) {
    it(`<${tag} lang="zh-CN">: Chinese from the first render on, after its catalogs loaded; never English first`, async () => {
      const table = document.createElement(tag);
      table.setAttribute('lang', 'zh-CN');
      table.setAttribute('players', '3');
      table.setAttribute('seed', '2');
      document.body.append(table);
      const texts: string[] = [];
      const observer = new MutationObserver(() => texts.push(deepText(table.shadowRoot!)));
      observer.observe(table.shadowRoot!, { childList: true, subtree: true, characterData: true });
      await until(() => inShadow(table, 'bluff-log'), `<${tag}> drawn`, 10_000);
      observer.disconnect();
      expect(texts.length, 'rendered').to.be.greaterThan(0);
      for (const text of texts.filter((each) => each.trim())) expect(text, 'every render in Chinese').to.match(CJK).and.not.match(/Game log|How to play/);
      expect(requested(/zh-CN/).length, 'Chinese catalogs requested').to.be.greaterThan(0);
    });
  }
});
