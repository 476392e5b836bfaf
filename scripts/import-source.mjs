/**
 * Imports a TypeScript module of this repository in Node, before or without tsc's output: bundles
 * it with esbuild from the sources (its relative imports inlined, packages such as xstate left to
 * Node), writes it to node_modules/.cache/bluffhouse/<name>-<hash>.mjs and imports that. The file
 * name carries a hash of its contents, so runs at the same time never read each other's
 * half-written file, and a changed source is never read from a stale copy. Copies older than an
 * hour are removed.
 *
 * Used by scripts/game-registry.mjs (the registry for the build) and scripts/game-server.mjs (the
 * game server and the `bluffhouse-server` command the tests play against).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CACHE = join(ROOT, 'node_modules', '.cache', 'bluffhouse');

/** Leaves dynamic imports (element modules, catalogs) out of the bundle: they need a browser. */
const dynamicImportsStayOut = {
  name: 'dynamic-imports-stay-out',
  setup(esbuild) {
    esbuild.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

/**
 * The module `entry` (a path from the repository root, e.g. `components/games.ts`), bundled and
 * imported; `name` names its cached copy.
 * @throws whatever esbuild reports for sources that do not compile, or the module throws.
 */
export async function importSource(entry, name) {
  return import(pathToFileURL(await bundleSource(entry, name)).href);
}

/**
 * The path of `entry` bundled (see above), to import or to run with `node`.
 * @throws whatever esbuild reports for sources that do not compile.
 */
export async function bundleSource(entry, name) {
  const { outputFiles } = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    plugins: [dynamicImportsStayOut],
  });
  const code = outputFiles[0].contents;
  const file = join(CACHE, `${name}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(CACHE, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  for (const cached of readdirSync(CACHE)) {
    const old = join(CACHE, cached);
    if (cached.startsWith(`${name}-`) && old !== file && Date.now() - (statSync(old, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) > 3_600_000) rmSync(old, { force: true });
  }
  return file;
}
