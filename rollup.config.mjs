/**
 * Single-file builds for plain pages: one minified ES module per game and one with every game.
 * Input is the `tsc` output in dist/ (run `npm run build`, which runs tsc first).
 */
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import minifyHTML from '@lit-labs/rollup-plugin-minify-html-literals';

const entries = {
  'bluff-king-table': 'dist/components/bluff-king-table.js',
  'bluffing-billionaires-table': 'dist/components/bluffing-billionaires-table.js',
  'biggie-bills-board': 'dist/components/biggie-bills-board.js',
  bluffhouse: 'dist/components/index.js',
};

export default Object.entries(entries).map(([name, input]) => ({
  input,
  output: { file: `dist/cdn/${name}.js`, format: 'es', sourcemap: true },
  plugins: [
    minifyHTML(),
    nodeResolve({ browser: true, exportConditions: ['production'] }),
    terser({ ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } }),
  ],
}));
