/**
 * The element registry: for every game of the engine registry (src/games.ts), the tag that plays
 * it, the module that defines that tag, and its message catalogs. The build (one CDN file per tag),
 * the demo index and the catalog tests read this list instead of naming games.
 * Adding a game: its element folder and one entry here (docs/architecture.md, "Adding a game");
 * the compiler refuses a registry that misses a game of src/games.ts.
 */
import { games, type GameEntry, type GameId } from '../src/games.js';
import type { Catalog, Language } from './internal/words/i18n.js';

/** The catalogs of some modules' default exports (the per-language message modules). */
const catalogs = async (modules: readonly Promise<{ default: Catalog }>[]): Promise<readonly Catalog[]> =>
  (await Promise.all(modules)).map((module) => module.default);

/** How a game looks: its element and its words. */
export interface GameElement {
  /**
   * The table's tag. Its module is `components/<tag>.ts`, which defines it (and its pieces), and
   * its CDN file is `dist/cdn/<tag>.js`.
   */
  tag: `${string}-${string}`;
  /** Defines the tag (and its pieces): the dynamic import of `./<tag>.js`. */
  load(): Promise<unknown>;
  /**
   * Per language, loads the game's message catalogs in that language: its own and those of the
   * shared pieces it uses besides the common words (i18n.ts `commonMessages`), one module each.
   */
  messages: Readonly<Record<Language, () => Promise<readonly Catalog[]>>>;
}

/** Every game's element, by game id. */
export const gameElements = {
  'bluff-king': {
    tag: 'bluff-king-table',
    load: () => import('./bluff-king-table.js'),
    messages: {
      en: () => catalogs([import('./internal/words/messages/playing-cards.en.js'), import('./bluff-king/messages/en.js')]),
      'zh-CN': () => catalogs([import('./internal/words/messages/playing-cards.zh-CN.js'), import('./bluff-king/messages/zh-CN.js')]),
    },
  },
  'bluffing-billionaires': {
    tag: 'bluffing-billionaires-table',
    load: () => import('./bluffing-billionaires-table.js'),
    messages: {
      en: () => catalogs([import('./bluffing-billionaires/messages/en.js')]),
      'zh-CN': () => catalogs([import('./bluffing-billionaires/messages/zh-CN.js')]),
    },
  },
  'biggie-bills': {
    tag: 'biggie-bills-board',
    load: () => import('./biggie-bills-board.js'),
    messages: {
      en: () => catalogs([import('./biggie-bills/messages/en.js')]),
      'zh-CN': () => catalogs([import('./biggie-bills/messages/zh-CN.js'), import('./biggie-bills/messages/standard-cards.zh-CN.js')]),
    },
  },
} as const satisfies Record<GameId, GameElement>;

/** A game of the registry with its element. */
export type RegisteredGame = GameEntry & GameElement;

/** Every game with its element, in the engine registry's order. */
export const registeredGames: readonly RegisteredGame[] = games.map((game) => ({ ...game, ...gameElements[game.id] }));
