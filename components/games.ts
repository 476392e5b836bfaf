/**
 * The element registry: for every game of the engine registry (src/games.ts), the tag that plays
 * it, the module that defines that tag, and its message catalogs. The build (one CDN file per tag),
 * the demo index, the catalog tests and the embed page read this list instead of naming games.
 * Adding a game: its element folder and one entry here (docs/architecture.md, "Adding a game");
 * the compiler refuses a registry that misses a game of src/games.ts.
 */
import { games, type GameEntry, type GameId } from '../src/games.js';
import type { Catalog, Language } from './internal/i18n.js';

/** How a game looks: its element and its words. */
export interface GameElement {
  /**
   * The table's tag. Its module is `components/<tag>.ts`, which defines it (and its pieces), and
   * its CDN file is `dist/cdn/<tag>.js`.
   */
  tag: `${string}-${string}`;
  /** Defines the tag (and its pieces): the dynamic import of `./<tag>.js`. */
  load(): Promise<unknown>;
  /** The game's message catalogs (its own and the shared pieces' it uses), per language. */
  messages(): Promise<readonly Record<Language, Catalog>[]>;
}

/** Every game's element, by game id. */
export const gameElements = {
  'bluff-king': {
    tag: 'bluff-king-table',
    load: () => import('./bluff-king-table.js'),
    messages: async () => [(await import('./internal/playing-card.js')).playingCardMessages, (await import('./bluff-king/messages.js')).bluffKingMessages],
  },
  'bluffing-billionaires': {
    tag: 'bluffing-billionaires-table',
    load: () => import('./bluffing-billionaires-table.js'),
    messages: async () => [(await import('./bluffing-billionaires/messages.js')).billionairesMessages],
  },
  'biggie-bills': {
    tag: 'biggie-bills-board',
    load: () => import('./biggie-bills-board.js'),
    messages: async () => [(await import('./biggie-bills/messages.js')).biggieBillsMessages],
  },
} as const satisfies Record<GameId, GameElement>;

/** A game of the registry with its element. */
export type RegisteredGame = GameEntry & GameElement;

/** Every game with its element, in the engine registry's order. */
export const registeredGames: readonly RegisteredGame[] = games.map((game) => ({ ...game, ...gameElements[game.id] }));
