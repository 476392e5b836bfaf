/**
 * The game registry (components/games.ts with src/games.ts, docs/architecture.md "The registries")
 * for the Node scripts that serve every game and run before or without tsc's output:
 * rollup.config.mjs (one CDN file per tag), and through it scripts/cdn-test-builds.mjs. Loaded from
 * the TypeScript sources (scripts/import-source.mjs).
 *
 * Exports `registeredGames` and `gameElements` as components/games.ts does, read-only data for
 * Node: an entry's `load()` and `messages` loaders import element modules, which need a browser,
 * so they reject here.
 *
 * Throws (when imported) whatever esbuild reports for sources that do not compile, and the
 * registry's own Error for an entry whose id is not its definition's.
 */
import { importSource } from './import-source.mjs';

/** @type {typeof import('../components/games.ts')} */
const registry = await importSource('components/games.ts', 'game-registry');

export const { registeredGames, gameElements } = registry;
