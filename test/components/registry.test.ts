/**
 * The element registry (components/games.ts) is sound (issue 9 item 1, "a game registry"): it
 * covers every game of the engine registry, in its order, with one tag each; `load()` defines the
 * tag; `messages[language]()` gives catalogs in every language. The engine side is in
 * test/engine/registry.test.ts.
 */
import { expect } from '@open-wc/testing';
import { gameElements, registeredGames } from '../../components/games.js';
import { LANGUAGES } from '../../components/internal/words/i18n.js';
import { games } from '../../src/games.js';

describe('the element registry, components/games.ts (issue 9 item 1)', () => {
  it('has one element per engine game, in the same order, each with its own tag', () => {
    expect(registeredGames.map((game) => game.id)).to.deep.equal(games.map((game) => game.id));
    expect(Object.keys(gameElements).sort()).to.deep.equal(games.map((game) => game.id).sort());
    const tags = registeredGames.map((game) => game.tag);
    expect(new Set(tags).size, tags.join()).to.equal(tags.length);
  });

  it('components/index.ts (bluffhouse/components) imports each registered game’s tag module, no other', async () => {
    const source = await (await fetch('/components/index.ts')).text();
    // As the dev server sends it (its TypeScript plugin names the .ts files): the module's own imports.
    const imported = [...source.matchAll(/^import ['"]\.\/([\w-]+)\.[jt]s['"];?$/gm)].map((match) => match[1]);
    expect(imported).to.deep.equal(registeredGames.map((game) => game.tag));
  });

  for (const game of registeredGames) {
    it(`${game.id}: load() defines <${game.tag}>`, async () => {
      await game.load();
      expect(customElements.get(game.tag), game.tag).to.be.a('function');
    });

    it(`${game.id}: messages loads catalogs in every language`, async () => {
      expect(LANGUAGES).to.include.members(['en', 'zh-CN']);
      for (const language of LANGUAGES) {
        const catalogs = await game.messages[language]();
        expect(catalogs, language).to.not.be.empty;
        for (const catalog of catalogs) expect(catalog, language).to.be.an('object').that.is.not.empty;
      }
    });
  }
});
