/**
 * The game registry (components/games.ts with src/games.ts, docs/architecture.md "Adding a game")
 * for the Node scripts that serve every game and run before or without tsc's output:
 * rollup.config.mjs (one CDN file per tag), and through it scripts/cdn-test-builds.mjs.
 *
 * components/games.ts is bundled from the TypeScript sources with esbuild (its relative imports
 * inlined, packages such as xstate left to Node), written to
 * node_modules/.cache/bluffhouse/game-registry-<hash>.mjs and imported. The file name carries a
 * hash of its contents, so a build and a test run at the same time never read each other's
 * half-written file, and a changed registry is never read from a stale copy.
 *
 * Exports `registeredGames` and `gameElements` as components/games.ts does, read-only data for
 * Node: an entry's `load()` and `messages()` import element modules, which need a browser, so they
 * reject here.
 *
 * Throws (when imported) whatever esbuild reports for sources that do not compile, and the
 * registry's own Error for an entry whose id is not its definition's.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'bluffhouse');

/** Leaves the entries' dynamic imports (their element modules and catalogs) out of the bundle. */
const elementModulesStayOut = {
  name: 'element-modules-stay-out',
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

const { outputFiles } = await build({
  absWorkingDir: ROOT,
  entryPoints: ['components/games.ts'],
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  write: false,
  logLevel: 'silent',
  plugins: [elementModulesStayOut],
});
const code = outputFiles[0].contents;
const file = join(CACHE, `game-registry-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
if (!existsSync(file)) {
  mkdirSync(CACHE, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, code);
  renameSync(partial, file);
}
// Copies of older registries go after an hour (a run that started with one has long read it).
for (const name of readdirSync(CACHE)) {
  const old = join(CACHE, name);
  if (name.startsWith('game-registry-') && old !== file && Date.now() - (statSync(old, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > 3_600_000) rmSync(old, { force: true });
}

/** @type {typeof import('../components/games.ts')} */
const registry = await import(pathToFileURL(file).href);

export const { registeredGames, gameElements } = registry;
