/**
 * Issue item 14: every card's text is shown whole, never clipped and never broken inside a word,
 * at every documented card width (README: Bluffing Billionaires 60px; BiggieBills 116px, 96px on
 * narrow boards), with `--bluff-card-width` from the smallest documented value up, with host fonts
 * of 16, 20 and 24px, in both languages; cards in a hand keep one size. Real layout in Chromium.
 */
import { expect } from '@open-wc/testing';
import '../../components/bluffing-billionaires-table.js';
import '../../components/biggie-bills-board.js';
import { biggieBills, bluffingBillionaires } from '../../src/index.js';
import { allInShadow } from '../support/dom.js';
import { frame, positionOf, tableAt, textFaults } from '../support/layout.js';
import { controlsOf, settle, type Table } from '../support/table-harness.js';

const LANGS = ['en', 'zh-CN'];
const FONTS = [16, 20, 24];
const FRAMES = [360, 1000];

/** Every layout of `table` in `parent`: frame width × host font × card width × language. */
async function* layouts(table: Table, parent: HTMLElement, cardWidths: (string | null)[]) {
  for (const lang of LANGS) {
    table.setAttribute('lang', lang);
    await settle(table);
    for (const width of FRAMES) {
      parent.style.width = `${width}px`;
      for (const font of FONTS) {
        for (const cardWidth of cardWidths) {
          table.style.fontSize = `${font}px`;
          if (cardWidth) table.style.setProperty('--bluff-card-width', cardWidth);
          else table.style.removeProperty('--bluff-card-width');
          yield { lang, at: `${lang}, ${width}px frame, ${font}px font, card width ${cardWidth ?? 'default'}` };
        }
      }
    }
  }
}

/** Faults of the text elements `selector` of every card in the hand, and of cards that differ in size. */
function handFaults(table: Table, selector: string, lang: string, at: string): string[] {
  const cards = allInShadow(controlsOf(table), '[part="hand"] .card');
  expect(cards.length, 'cards in the hand').to.be.greaterThan(0);
  const faults = cards.flatMap((card) => [...card.querySelectorAll(selector)].flatMap((text) => textFaults(text, card, lang)));
  // A playable card's mark (✓, ⚠) sits in the top corner: it must not cover the text.
  for (const card of cards) {
    const mark = card.querySelector('.mark')?.getBoundingClientRect();
    if (!mark) continue;
    for (const text of card.querySelectorAll(selector)) {
      const range = document.createRange();
      range.selectNodeContents(text);
      const covered = [...range.getClientRects()].some((r) => r.width > 0 && r.right > mark.left + 0.5 && r.left < mark.right - 0.5 && r.bottom > mark.top + 0.5 && r.top < mark.bottom - 0.5);
      if (covered) faults.push(`"${text.textContent!.trim()}" is covered by the card's mark`);
    }
  }
  const sizes = new Set(cards.map((card) => {
    const { width, height } = card.getBoundingClientRect();
    return `${width.toFixed(1)}×${height.toFixed(1)}`;
  }));
  if (sizes.size > 1) faults.push(`cards differ in size: ${[...sizes].join(', ')}`);
  return faults.map((fault) => `${at}: ${fault}`);
}

describe('Card text fits its card (issue item 14)', () => {
  afterEach(() => document.querySelectorAll('body > div').forEach((div) => div.remove()));

  it('Bluffing Billionaires: every asset name (1–12, en and zh-CN) is whole on a 60px card and wider, with 16–24px host fonts', async () => {
    // Seat 0 holds one card of every value (BB-1 ids: value = floor(id / 4) + 1).
    const hands = [Array.from({ length: 12 }, (_, v) => v * 4), Array.from({ length: 12 }, (_, v) => v * 4 + 1)];
    const snapshot = positionOf(bluffingBillionaires.definition.machine, { players: 2, seed: 1, first: 0, hands });
    const parent = frame(1000);
    const table = await tableAt('bluffing-billionaires-table', snapshot, { players: '2', seed: '1', 'bot-delay': '0', 'hand-size': '12' }, parent);
    const faults: string[] = [];
    let checked = 0;
    for await (const { lang, at } of layouts(table, parent, [null, '60px', '72px', '96px'])) {
      faults.push(...handFaults(table, '.name', lang, at));
      checked++;
    }
    expect(checked).to.equal(48);
    expect(allInShadow(controlsOf(table), '[part="hand"] .name').map((n) => n.textContent)).to.have.length(12);
    expect(faults, faults.slice(0, 12).join('\n')).to.deep.equal([]);
  });

  it('BiggieBills: every Growth, Challenge and Bonus card name (en and zh-CN) is whole from 80px cards up, with 16–24px host fonts', async () => {
    const faults: string[] = [];
    const names = new Set<string>();
    // Four deals give seat 0 all 24 Growth cards, 16 Challenge cards and the three Bonus kinds.
    for (let part = 0; part < 4; part++) {
      const growth = Array.from({ length: 6 }, (_, i) => part * 6 + i + 1);
      const hands = [
        { growth, challenge: growth.slice(0, 4), bonus: ['flex12', 'flex34', 'block'] },
        { growth: [], challenge: [] },
        { growth: [], challenge: [] },
      ];
      const snapshot = positionOf(biggieBills.definition.machine, { players: 3, seed: 1, first: 0, hands });
      const parent = frame(1000);
      const table = await tableAt('biggie-bills-board', snapshot, { players: '3', seed: '1', 'bot-delay': '0' }, parent);
      for await (const { lang, at } of layouts(table, parent, [null, '80px', '96px', '116px', '150px'])) {
        if (lang === 'en') allInShadow(controlsOf(table), '[part="hand"] .name').forEach((n) => names.add(n.textContent!.trim()));
        faults.push(...handFaults(table, '.kind, .name, .row', lang, at));
      }
      parent.remove();
    }
    expect([...names]).to.include.members(['Vendor Management', 'Research and Development Lab', 'Conglomerate Diversification', 'Flexible Challenge', 'Block a Challenge']);
    expect(names.size).to.equal(26);
    expect(faults, faults.slice(0, 12).join('\n')).to.deep.equal([]);
  });
});
