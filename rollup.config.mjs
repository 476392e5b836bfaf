/**
 * The files for plain pages (dist/cdn): one minified ES module per game and one with every game,
 * built together so that they share chunks (dist/cdn/chunks/…). Any set of these files on one page
 * runs one copy of lit, xstate, the shared pieces and the table context; host the whole folder.
 * Input is the `tsc` output in dist/ (run `npm run build`, which runs tsc first). The tests build
 * this same configuration from the TypeScript sources (scripts/cdn-test-builds.mjs).
 */
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';

/** @type {import('rollup').RollupOptions} */
export default {
  input: {
    'bluff-king-table': 'dist/components/bluff-king-table.js',
    'bluffing-billionaires-table': 'dist/components/bluffing-billionaires-table.js',
    'biggie-bills-board': 'dist/components/biggie-bills-board.js',
    bluffhouse: 'dist/components/index.js',
  },
  output: {
    dir: 'dist/cdn',
    format: 'es',
    sourcemap: true,
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
  plugins: [
    minifyHTML(),
    nodeResolve({ browser: true, exportConditions: ['production'] }),
    terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ],
};
