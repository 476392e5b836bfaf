/**
 * The CDN files under test (test/cdn). Builds rollup.config.mjs — the dist/cdn build (its other
 * builds, dist/embed, are left out), with its
 * chunks, minification and sourcemaps — from the TypeScript sources instead of tsc's output
 * (per-file `ts.transpileModule`, which emits what tsc emits for this isolated-modules project), in
 * memory, once per test run, on the first request. Served by the test server:
 *
 *   /__cdn__/builds.json                 { [build]: { version, contract, files } | { error } }
 *   /__cdn__/<build>/<copy>/<file>       e.g. /__cdn__/release/a/bluff-king-table.js
 *
 * Builds: `release` (the sources as they are), `other` (another release with the same table
 * contract) and `incompatible` (another release and table contract): the copies a page may meet;
 * the two other releases are not minified.
 * `<copy>` is any label: the same files under two labels are two module instances, like the same
 * release hosted in two folders.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { typescriptSources } from './typescript-sources.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const VERSION_MODULE = join(ROOT, 'components', 'internal', 'element', 'version.ts');
const PREFIX = '/__cdn__/';

/** The copies built, by name: how each differs from the sources (nothing for `release`). */
const BUILDS = {
  release: null,
  other: { version: '0.0.1-other', contractOffset: 0 },
  incompatible: { version: '0.0.2-incompatible', contractOffset: 1 },
};

/** Turns components/internal/element/version.ts into another release's. */
function anotherRelease({ version, contractOffset }) {
  return {
    name: 'bluffhouse-another-release',
    // The other modules come from the release build's cache as they are; this one is changed.
    shouldTransformCachedModule: ({ id }) => id === VERSION_MODULE,
    transform(code, id) {
      if (id !== VERSION_MODULE) return null;
      const changed = code
        .replace(/VERSION = '[^']*'/, `VERSION = '${version}'`)
        .replace(/TABLE_CONTRACT = (\d+)/, (_, n) => `TABLE_CONTRACT = ${Number(n) + contractOffset}`);
      if (!/VERSION = '/.test(code) || !/TABLE_CONTRACT = \d/.test(code)) this.error(`${id} no longer declares VERSION = '…' and TABLE_CONTRACT = n`);
      return { code: changed, map: null }; // same lines and columns: the sources' map still holds
    },
  };
}

/** One build: { version, contract, files: Map<fileName, { body, type }> }; `cache` is Rollup's, shared by the builds. */
async function build(name, variant, cache) {
  // Loaded here, not with the test runner's configuration: only runs with test/cdn need them.
  const [{ default: ts }, { rollup }, { default: releaseConfig }] = await Promise.all([
    import('typescript'), import('rollup'), import('../rollup.config.mjs'),
  ]);
  const versionSource = readFileSync(VERSION_MODULE, 'utf8');
  const version = variant?.version ?? versionSource.match(/VERSION = '([^']*)'/)?.[1];
  const contract = Number(versionSource.match(/TABLE_CONTRACT = (\d+)/)?.[1]) + (variant?.contractOffset ?? 0);
  const files = new Map();
  for (const config of [releaseConfig].flat().filter((each) => [each.output].flat().some((output) => output.dir === 'dist/cdn'))) {
    const bundle = await rollup({
      ...config,
      cache: cache.rollup,
      // The other releases skip minification (the slow part): they only need to be other copies.
      plugins: variant
        ? [anotherRelease(variant), typescriptSources(ts), ...config.plugins.filter((plugin) => plugin.name !== 'terser')]
        : [typescriptSources(ts), ...config.plugins],
      onwarn: (warning) => console.warn(`cdn-test-builds (${name}): ${warning.message}`),
    });
    cache.rollup ??= bundle.cache;
    for (const output of [config.output].flat()) {
      const { output: written } = await bundle.generate(output);
      for (const file of written) {
        files.set(file.fileName, {
          body: file.type === 'chunk' ? file.code : file.source,
          type: file.fileName.endsWith('.js') ? 'application/javascript' : 'application/json',
        });
      }
    }
    await bundle.close();
  }
  return { version, contract, files };
}

let builds;

/** Every build, started on the first call; a failed build is { error }. */
function allBuilds() {
  builds ??= (async () => {
    const entries = [];
    const took = [];
    const cache = {};
    // One after the other: the test browsers share the machine's cores.
    for (const [name, variant] of Object.entries(BUILDS)) {
      const started = performance.now();
      entries.push([name, await build(name, variant, cache).catch((error) => ({ error: String(error?.stack ?? error) }))]);
      took.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    console.log(`cdn-test-builds: built ${took.join(', ')}`);
    return new Map(entries);
  })();
  return builds;
}

/** Koa middleware for the test server (web-test-runner.config.mjs) serving the builds under /__cdn__/. */
export async function serveCdnTestBuilds(context, next) {
  if (!context.path.startsWith(PREFIX)) return next();
  const all = await allBuilds();
  const path = context.path.slice(PREFIX.length);
  if (path === 'builds.json') {
    context.type = 'application/json';
    context.body = JSON.stringify(Object.fromEntries([...all].map(([name, b]) => [name, b.error ? { error: b.error } : { version: b.version, contract: b.contract, files: [...b.files.keys()] }])));
    return;
  }
  const [name, copy, ...rest] = path.split('/');
  const chosen = all.get(name);
  const file = chosen?.files?.get(rest.join('/'));
  if (!copy || !file) {
    context.status = chosen?.error ? 500 : 404;
    context.body = chosen?.error ?? `No ${rest.join('/')} in build "${name}" (builds: ${[...all.keys()].join(', ')})`;
    return;
  }
  context.type = file.type;
  context.body = file.body;
}
