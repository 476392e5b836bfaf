/**
 * The embed page's Rollup builds (rollup.config.mjs adds them after the dist/cdn build):
 *
 * - dist/embed/index.html, embed.css, thumbnails/<game>.png (the oEmbed answers' pictures, made
 *   by scripts/thumbnails.mjs and committed) and embed.js (an ES module) with its chunks in
 *   dist/embed/chunks/: the page of embed/ with every game of the registry, each loaded only when
 *   its `game` is asked for. The folder needs nothing else: host it alone (README, "Embed with an
 *   iframe").
 * - dist/embed/host.js: embed/host.ts as a classic script, for host pages.
 *
 * `scormBuild` is the SCORM packages' script, scorm.js (embed/scorm.ts), which
 * scripts/package-scorm.mjs builds and packs with the embed page's CSS (`npm run package:scorm`).
 *
 * Input: embed/*.ts, compiled here with esbuild (tsc's build covers src/ and components/ only);
 * their imports of ../components/ and ../src/ are tsc's output in dist/ (run `npm run build`, which
 * runs tsc first), as the dist/cdn build's are.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import commonjs from '@rollup/plugin-commonjs';
import { transform } from 'esbuild';

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)));
const EMBED = join(ROOT, 'embed');
/** The files copied as they are into dist/embed/. */
const STATIC_FILES = ['index.html', 'embed.css'];

/** The output options of the builds that load games: ES modules, their chunks in chunks/. */
const MODULE_OUTPUT = {
  format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js',
  // As in dist/cdn: the Colyseus SDK's chunk (online tables only, with colyseus.ts) by a name that says what it is.
  manualChunks: (id) => (id.includes('/node_modules/@colyseus/') || /\/internal\/online\/colyseus\.[jt]s$/.test(id) ? 'colyseus-sdk' : undefined),
};

/**
 * Compiles embed/*.ts (TypeScript syntax only: `npm run typecheck` checks the types), resolves
 * their `./x.js` imports to `x.ts` and their imports of the library to tsc's output, and emits
 * the static files.
 * @param {{ assets: boolean }} options `assets`: emit STATIC_FILES with this build.
 * @returns {import('rollup').Plugin}
 */
function embedSources({ assets }) {
  return {
    name: 'bluffhouse-embed-sources',
    resolveId(source, importer) {
      if (!importer?.startsWith(EMBED + sep) || !source.startsWith('.')) return null;
      const file = resolve(dirname(importer), source);
      if (file.startsWith(EMBED + sep)) {
        const ts = file.replace(/\.js$/, '.ts');
        return existsSync(ts) ? ts : null;
      }
      return join(ROOT, 'dist', relative(ROOT, file));
    },
    async transform(code, id) {
      if (!id.startsWith(EMBED + sep) || !id.endsWith('.ts')) return null;
      const { code: js, map } = await transform(code, { loader: 'ts', format: 'esm', target: 'es2022', sourcemap: true, sourcefile: id });
      return { code: js, map };
    },
    generateBundle() {
      if (!assets) return;
      for (const fileName of STATIC_FILES) this.emitFile({ type: 'asset', fileName, source: readFileSync(join(EMBED, fileName), 'utf8') });
      // The games' pictures, for the oEmbed answers' thumbnails (made by scripts/thumbnails.mjs).
      const pictures = existsSync(join(EMBED, 'thumbnails')) ? readdirSync(join(EMBED, 'thumbnails')) : [];
      for (const fileName of pictures.filter((name) => name.endsWith('.png'))) {
        this.emitFile({ type: 'asset', fileName: `thumbnails/${fileName}`, source: readFileSync(join(EMBED, 'thumbnails', fileName)) });
      }
    },
  };
}

/**
 * The two builds of dist/embed.
 * @param {() => import('rollup').Plugin[]} plugins the dist/cdn build's plugins for the library's
 *   code (a fresh set per call): minification, node resolution, the browser's WebSocket.
 * @returns {import('rollup').RollupOptions[]}
 */
export function embedBuilds(plugins) {
  return [
    {
      input: { embed: join(EMBED, 'embed.ts') },
      output: { ...MODULE_OUTPUT, dir: 'dist/embed', sourcemap: 'hidden' }, // as dist/cdn's: maps not named in the files, not packed
      plugins: [embedSources({ assets: true }), ...plugins()],
    },
    {
      input: join(EMBED, 'host.ts'),
      output: { file: 'dist/embed/host.js', format: 'iife', sourcemap: 'hidden' },
      plugins: [embedSources({ assets: false }), ...plugins()],
    },
  ];
}

/**
 * The SCORM packages' build: scorm.js (embed/scorm.ts: the embed page plus the LMS link) and its
 * chunks, with the pipwerks SCORM wrapper, a CommonJS module, bundled in.
 * @param {() => import('rollup').Plugin[]} plugins as for `embedBuilds`
 * @returns {import('rollup').RollupOptions}
 */
export function scormBuild(plugins) {
  return {
    input: { scorm: join(EMBED, 'scorm.ts') },
    output: MODULE_OUTPUT,
    plugins: [embedSources({ assets: false }), ...plugins(), commonjs()],
  };
}
