/**
 * A game the host ended (HOST_END, issue 23) on each table: the log's last sentence says the host
 * ended it, in English and Chinese, and the results panel shows the standings with the host's
 * note (no ruling of RULES.md covers it: each game's own ranking at that moment, BK-9, BB-10, BG-7d).
 */
import { expect } from '@open-wc/testing';
import '../../components/index.js';
import type { GameEvent, Verdict } from '../../src/core/types.js';
import { allInShadow, deepText, inShadow } from '../support/dom.js';
import { makeTable, settle, type Table } from '../support/table-harness.js';
import { until } from '../support/until.js';

/** The host's end, sent as the table's own move (as it sends a time limit's TIME_UP). */
const endByHost = (table: Table) => (table as unknown as { sendMove(event: GameEvent, by: 'table'): Verdict }).sendMove({ type: 'HOST_END', seat: 0 }, 'table');

const CASES = [
  {
    tag: 'bluff-king-table',
    log: { en: 'The host ended the game.', 'zh-CN': '主持人结束了游戏。' },
    note: { en: 'The host ended the game.', 'zh-CN': '主持人结束了游戏。' },
  },
  {
    tag: 'bluffing-billionaires-table',
    log: { en: 'The host ended the game: the scores are counted as they stand.', 'zh-CN': '主持人结束了游戏：按当前情况计分。' },
    note: { en: 'The host ended the game: the scores are counted as they stand.', 'zh-CN': '主持人结束了游戏：按当前情况计分。' },
  },
  {
    tag: 'biggie-bills-board',
    log: { en: /^The host ended the game: /, 'zh-CN': /^主持人结束了游戏：/ },
    note: { en: 'The host ended the game: most cash wins, then most completed Growth cards.', 'zh-CN': '主持人结束了游戏：现金最多者获胜，其次比较已完成的成长卡数量。' },
  },
] as const;

describe('a game the host ended (HOST_END) on each table', () => {
  afterEach(() => document.querySelectorAll('body > *').forEach((el) => el.remove()));

  for (const { tag, log, note } of CASES) {
    for (const lang of ['en', 'zh-CN'] as const) {
      it(`<${tag} lang="${lang}">: the log says the host ended it, the results panel shows the standings and the host's note`, async () => {
        const table = makeTable(tag, { seed: '4', players: '3', 'bot-delay': '0', lang });
        await until(() => inShadow(table, 'bluff-log'), 'the log', 10_000);
        expect(endByHost(table)).to.deep.equal({ ok: true });
        await settle(table);
        const over = await until(() => inShadow(table, 'bluff-game-over'), 'the results panel', 10_000);
        await until(() => deepText(over).includes(note[lang]), `the host's note in the results panel: ${note[lang]}`, 10_000);
        const entries = allInShadow<HTMLLIElement>(inShadow(table, 'bluff-log'), 'li');
        const last = entries.at(-1)!.textContent!.trim();
        if (typeof log[lang] === 'string') expect(last).to.equal(log[lang]);
        else expect(last).to.match(log[lang] as RegExp);
        expect(deepText(over)).to.not.match(/\{\w+\}/, 'no placeholder left unfilled');
      });
    }
  }
});
