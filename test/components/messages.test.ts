import { expect } from '@open-wc/testing';
import { bluffKingMessages } from '../../components/bluff-king/messages.js';
import { billionairesMessages } from '../../components/bluffing-billionaires/messages.js';
import { biggieBillsMessages } from '../../components/biggie-bills/messages.js';
import { commonMessages, LANGUAGES, translator } from '../../components/internal/i18n.js';
import { playingCardMessages } from '../../components/internal/playing-card.js';

const catalogs = { commonMessages, bluffKingMessages, billionairesMessages, biggieBillsMessages, playingCardMessages };
/** Shared words a game replaces on purpose: in BiggieBills a seat is a team. */
const overrides: Record<string, string[]> = { biggieBillsMessages: ['name', 'seats'] };

describe('message catalogs', () => {
  for (const [name, catalog] of Object.entries(catalogs)) {
    if (catalog !== commonMessages) it(`${name}: never overrides a shared message (such as Play again)`, () => {
      for (const lang of LANGUAGES) {
        const clash = Object.keys(catalog[lang]).filter((key) => key in commonMessages[lang] && !overrides[name]?.includes(key));
        expect(clash, lang).to.deep.equal([]);
      }
    });

    it(`${name}: Chinese has every English message, with the same placeholders`, () => {
      const en = catalog.en;
      const zh = catalog['zh-CN'];
      // (Chinese may have more: BiggieBills names the standard cards in Chinese; English takes them from the tables.)
      expect(Object.keys(en).filter((key) => !(key in zh))).to.deep.equal([]);
      const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();
      for (const key of Object.keys(en)) expect(placeholders(zh[key]!), key).to.equal(placeholders(en[key]!));
    });
  }

  it('Chinese drops the space a placeholder leaves between Chinese characters, and keeps it next to Latin names', () => {
    const t = translator('zh-CN', { en: { x: '{a} 的 {b}' }, 'zh-CN': { x: '{a} 的 {b}' } });
    expect(t('x', { a: '你', b: '声明' })).to.equal('你的声明');
    expect(t('x', { a: 'Dana', b: '声明' })).to.equal('Dana 的声明');
  });

  it('the default name “You” reads “you” inside an English sentence, and stays “你” in Chinese', () => {
    const messages = { en: { x: '{a} paid {b}: {c}. {d} won!' }, 'zh-CN': { x: '{a} 付给 {b}：{c}。{d} 赢了！' } };
    const en = translator('en', commonMessages, messages);
    expect(en('x', { a: 'You', b: 'You', c: 'You', d: 'You' })).to.equal('You paid you: you. You won!');
    expect(en('x', { a: 'Bo', b: 'Youssef', c: 'YOU', d: 'Bo' }), 'only the default name itself').to.equal('Bo paid Youssef: YOU. Bo won!');
    expect(en('x', { a: 'You, Bo', b: 'Bo, You', c: 'Bo', d: 'Bo' }), 'in a list of names').to.equal('You, Bo paid Bo, you: Bo. Bo won!');
    const zh = translator('zh-CN', commonMessages, messages);
    expect(zh('x', { a: '你', b: '你', c: '你', d: '你' })).to.equal('你付给你：你。你赢了！');
  });
});
