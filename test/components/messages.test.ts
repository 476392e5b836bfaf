/**
 * The message catalogs (issue 9 item 5, "typed message catalogs, one file per language"). The
 * compiler checks each translation against English (components/internal/words/catalog.ts); these checks
 * guard at run time what the types cannot: what each registered game loads per language
 * (components/games.ts), and that a game's words never replace a shared one by accident.
 */
import { expect } from '@open-wc/testing';
import { registeredGames } from '../../components/games.js';
import type { Catalog } from '../../components/internal/words/catalog.js';
import { commonMessages, LANGUAGES, loadLanguage, translator, type Language } from '../../components/internal/words/i18n.js';

/** Shared words a game replaces on purpose: in BiggieBills a seat is a team. */
const overrides: Record<string, string[]> = { 'biggie-bills': ['name', 'seats'] };

const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort().join();

/** Chinese has every English message, with the same placeholders (it may have more: BiggieBills names the standard cards in Chinese). */
function expectParity(en: Catalog, zh: Catalog): void {
  expect(Object.keys(en).filter((key) => !(key in zh))).to.deep.equal([]);
  for (const key of Object.keys(en)) expect(placeholders(zh[key]!), key).to.equal(placeholders(en[key]!));
}

/** The common words in `language`. */
const commonIn = async (language: Language): Promise<Catalog> => (language === 'en' ? commonMessages.en : commonMessages[language]());

describe('message catalogs', () => {
  it('common words: Chinese has every English message, with the same placeholders', async () => {
    expectParity(commonMessages.en, await commonIn('zh-CN'));
  });

  for (const game of registeredGames) {
    const load = async (language: Language): Promise<Catalog> => Object.assign({}, ...(await game.messages[language]()));

    it(`${game.id}: the registry loads its catalogs one language at a time (issue 9 item 5)`, async () => {
      for (const language of LANGUAGES) {
        const catalogs = await game.messages[language]();
        expect(catalogs, language).to.not.be.empty;
        for (const catalog of catalogs) expect(Object.keys(catalog), language).to.not.be.empty;
      }
      expect(await load('en'), 'English words are English').to.not.deep.equal(await load('zh-CN'));
    });

    it(`${game.id}: never overrides a shared message (such as Play again)`, async () => {
      for (const language of LANGUAGES) {
        const common = await commonIn(language);
        const clash = Object.keys(await load(language)).filter((key) => key in common && !overrides[game.id]?.includes(key));
        expect(clash, language).to.deep.equal([]);
      }
    });

    it(`${game.id}: Chinese has every English message, with the same placeholders`, async () => {
      expectParity(await load('en'), await load('zh-CN'));
    });
  }

  it('Chinese drops the space a placeholder leaves between Chinese characters, and keeps it next to Latin names', () => {
    const t = translator('zh-CN', { en: { x: '{a} 的 {b}' }, 'zh-CN': { x: '{a} 的 {b}' } });
    expect(t('x', { a: '你', b: '声明' })).to.equal('你的声明');
    expect(t('x', { a: 'Dana', b: '声明' })).to.equal('Dana 的声明');
  });

  it('the default name “You” reads “you” inside an English sentence, and stays “你” in Chinese', async () => {
    const messages = { en: { x: '{a} paid {b}: {c}. {d} won!' }, 'zh-CN': { x: '{a} 付给 {b}：{c}。{d} 赢了！' } };
    const en = translator('en', commonMessages, messages);
    expect(en('x', { a: 'You', b: 'You', c: 'You', d: 'You' })).to.equal('You paid you: you. You won!');
    expect(en('x', { a: 'Bo', b: 'Youssef', c: 'YOU', d: 'Bo' }), 'only the default name itself').to.equal('Bo paid Youssef: YOU. Bo won!');
    expect(en('x', { a: 'You, Bo', b: 'Bo, You', c: 'Bo', d: 'Bo' }), 'in a list of names').to.equal('You, Bo paid Bo, you: Bo. Bo won!');
    await loadLanguage('zh-CN', [commonMessages]);
    const zh = translator('zh-CN', commonMessages, messages);
    expect(zh('x', { a: '你', b: '你', c: '你', d: '你' })).to.equal('你付给你：你。你赢了！');
  });

  it('a language loads once per page, and a catalog that cannot load shows its words in English instead of throwing', async () => {
    let calls = 0;
    const words = { en: { hello: 'Hello' }, 'zh-CN': () => (calls++, Promise.resolve({ hello: '你好' })) };
    const first = loadLanguage('zh-CN', [words]);
    const second = loadLanguage('zh-CN', [words]);
    expect(first).to.be.instanceOf(Promise);
    await Promise.all([first, second]);
    expect(calls, 'one import for both tables').to.equal(1);
    expect(loadLanguage('zh-CN', [words]), 'nothing left to load').to.equal(null);
    expect(loadLanguage('en', [words]), 'English is at hand').to.equal(null);
    expect(translator('zh-CN', words)('hello')).to.equal('你好');

    const broken = { en: { hello: 'Hello' }, 'zh-CN': () => Promise.reject(new Error('chunk gone')) };
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await loadLanguage('zh-CN', [broken]);
    } finally {
      console.error = original;
    }
    expect(translator('zh-CN', broken)('hello'), 'English instead').to.equal('Hello');
    expect(String(errors[0]?.[0])).to.match(/zh-CN words could not load/);
  });
});
