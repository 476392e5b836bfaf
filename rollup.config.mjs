/**
 * The files for plain pages (dist/cdn): one minified ES module per game of the registry,
 * `<tag>.js` from `components/<tag>.ts`, and `bluffhouse.js` with every game. Each of these entry
 * files is a build of its own and holds everything a table draws first (Lit, XState, the shared
 * pieces, the game): a page loads one file before its table can draw, not a file and then the
 * chunks it imports (each level of imports is one more round trip, issue 25). What a table loads
 * later (other languages' words, the results panel, the hand-over, the BiggieBills chart, online
 * play and its Colyseus SDK) is in chunks/ and imports what it shares from its entry file.
 * Two game files on one page are two copies of that code: the second one's tags are already
 * defined (BluffElement.define leaves them to the first, silently) and its table reaches the first
 * one's shared pieces by the table context's window-wide key (context.ts); a page with several
 * games loads `bluffhouse.js` instead, one copy. Host the whole folder.
 * Input is the `tsc` output in dist/ (run `npm run build`, which runs tsc first); the game list
 * comes from the TypeScript sources (scripts/game-registry.mjs), so the tests build this same
 * configuration from the sources with no dist/ (scripts/cdn-test-builds.mjs).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';
import { registeredGames } from './scripts/game-registry.mjs';
import { embedBuilds } from './embed/build.mjs';

/** A game's table module in tsc's output: dist/components/<tag>.js. */
const tableModule = (tag) => fileURLToPath(new URL(`dist/components/${tag}.js`, import.meta.url));

const EVERY_GAME = '\0bluffhouse-every-game';

/**
 * bluffhouse.js: every game's table module, statically, in the registry's order, with their
 * exports. It is what components/index.ts does for bundlers (define every registered game before
 * the import resolves), without that module's registry: importing the registry would pull every
 * engine and message catalog into bluffhouse.js's static graph.
 * @type {import('rollup').Plugin}
 */
const everyGame = {
  name: 'bluffhouse-every-game',
  resolveId: (id) => (id === EVERY_GAME ? id : null),
  load: (id) => (id === EVERY_GAME ? registeredGames.map(({ tag }) => `export * from ${JSON.stringify(tableModule(tag))};`).join('\n') : null),
};

const BROWSER_WS = '\0bluffhouse-browser-ws';

/**
 * `ws` in a page: the Colyseus SDK (loaded by online tables only, as its own chunk) imports the
 * Node WebSocket package `ws` and uses it only where the platform has no WebSocket of its own; a
 * browser has one, so `ws` is that.
 * @type {import('rollup').Plugin}
 */
const browserWebSocket = {
  name: 'bluffhouse-browser-ws',
  resolveId: (id) => (id === 'ws' ? BROWSER_WS : null),
  load: (id) => (id === BROWSER_WS ? 'export default globalThis.WebSocket;' : null),
};

/**
 * V8's compile hint for the files a page runs as it loads (the entry files and the chunks they
 * import statically): `//# allFunctionsCalledOnLoad` has Chrome compile every function of the file
 * while it streams in, off the main thread, instead of lazily on the main thread at the first call
 * (about 17 ms of a BiggieBills table's first render at 8 teams). Files loaded later with
 * `import()` (words, the chart, online play) get none: most of their functions may never run.
 * Other browsers read it as a comment. Terser keeps it (`KEEP_COMMENT`).
 * @param {import('rollup').RenderedChunk} chunk
 */
const compileHint = (chunk) => (chunk.isDynamicEntry && !chunk.isEntry ? '' : '//# allFunctionsCalledOnLoad');
const KEEP_COMMENT = /^# allFunctionsCalledOnLoad$/;

/**
 * The build of one entry file of dist/cdn: `name`.js from `input`, self-contained (every module it
 * imports statically is in it), with its `import()`ed chunks in chunks/. `allow-extension` lets
 * Rollup add exports to the entry for those chunks to import (Lit, the shared pieces…), so they
 * share its copy instead of loading a second one.
 * @param {string} name the file's name without `.js`
 * @param {string} input the module (or virtual id) it is built from
 * @returns {import('rollup').RollupOptions}
 */
const cdnFile = (name, input) => ({
  input: { [name]: input },
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist/cdn',
    format: 'es',
    sourcemap: 'hidden', // the map beside each file, not named in it: the tarball leaves these maps out (package.json "files")
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    // The Colyseus SDK's chunk (loaded by online tables only, with colyseus.ts, its one importer) by a name that says what it is.
    manualChunks: (id) => (id.includes('/node_modules/@colyseus/') || /\/internal\/online\/colyseus\.[jt]s$/.test(id) ? 'colyseus-sdk' : undefined),
    banner: compileHint,
  },
  plugins: [
    everyGame,
    browserWebSocket,
    minifyHTML(),
    nodeResolve({ browser: true, exportConditions: ['production'] }),
    terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: KEEP_COMMENT } }),
  ],
});

/** dist/cdn: one build per game's file, then bluffhouse.js. */
const cdn = [...registeredGames.map(({ tag }) => cdnFile(tag, tableModule(tag))), cdnFile('bluffhouse', EVERY_GAME)];

/**
 * The plugins for the library's code in the embed page's builds (embed/build.mjs): the dist/cdn
 * build's, a fresh set per call. scripts/package-scorm.mjs builds the SCORM packages with them too.
 * @returns {import('rollup').Plugin[]}
 */
export const libraryPlugins = () => [
  browserWebSocket,
  minifyHTML(),
  nodeResolve({ browser: true, exportConditions: ['production'] }),
  terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } }),
];

const COLYSEUS_MODULE = 'components/internal/online/colyseus.ts';

/**
 * components/internal/online/colyseus.ts compiled with esbuild (TypeScript syntax only: `npm run
 * typecheck` checks its types), so the client build below does not depend on tsc's output.
 * @type {import('rollup').Plugin}
 */
const typescriptModule = {
  name: 'bluffhouse-typescript-module',
  async transform(code, id) {
    if (!id.endsWith('.ts')) return null;
    const { code: js, map } = await transform(code, { loader: 'ts', format: 'esm', target: 'es2022', sourcemap: true, sourcefile: id });
    return { code: js, map };
  },
};

/**
 * A `/*! … *\/` comment naming each package bundled into `chunk` with its version and license
 * (from its package.json in node_modules), which the minifier keeps.
 * @param {import('rollup').RenderedChunk} chunk
 */
function bundledPackages(chunk) {
  const packages = new Map();
  for (const id of chunk.moduleIds) {
    const match = /^(.*\/node_modules\/)((?:@[^/]+\/)?[^/]+)\//.exec(id.replaceAll('\\', '/'));
    if (!match || packages.has(match[2])) continue;
    const { version, license } = JSON.parse(readFileSync(`${match[1]}${match[2]}/package.json`, 'utf8'));
    packages.set(match[2], `${match[2]}@${version} (${license})`);
  }
  return `/*! bluffhouse's Colyseus client, bundled: ${[...packages.values()].sort().join(', ')} */`;
}

/**
 * The Colyseus client in the package (docs/architecture.md, "Two packages"): tsc's
 * dist/components/internal/online/colyseus.js (and its map) replaced by a browser ES module of
 * colyseus.ts with the SDK and everything it imports inlined (`ws` as the page's WebSocket), so the
 * packed JavaScript imports no `@colyseus/*`, `msgpackr` or `ws` and `@colyseus/sdk` is a dev
 * dependency. Minified as dist/cdn is (the SDK's sources are 0.6 MB unminified), with a comment
 * naming the bundled packages and their licenses; its map carries its sources. Built after dist/cdn and dist/embed, which bundle the
 * SDK from node_modules themselves, like the tests' builds from the sources.
 * @type {import('rollup').RollupOptions}
 */
const colyseusClient = {
  input: fileURLToPath(new URL(COLYSEUS_MODULE, import.meta.url)),
  output: {
    file: 'dist/components/internal/online/colyseus.js',
    format: 'es',
    sourcemap: true,
    inlineDynamicImports: true,
    banner: bundledPackages,
  },
  plugins: [
    typescriptModule,
    browserWebSocket,
    nodeResolve({ browser: true, exportConditions: ['production'] }),
    commonjs(),
    terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: /^!/ } }),
  ],
};

/**
 * dist/cdn (a build per file), then the embed page, dist/embed (embed/build.mjs), whose library code is built with the
 * same plugins, then the Colyseus client of dist/components (after both: Rollup runs the list in order).
 */
export default [...cdn, ...embedBuilds(libraryPlugins), colyseusClient];
