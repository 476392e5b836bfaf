import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import globals from 'globals';
import { builtinModules } from 'node:module';

/**
 * The boundaries between the layers (docs/architecture.md): what each folder may not import.
 * Flat config does not merge a rule's options, so each folder's entry lists all of its own.
 * test/scripts/lint-boundaries.test.ts proves each one is refused.
 */
const LIT = ['lit', 'lit/*', '@lit/*'];
const layer = (folder, message) => ({ group: [`**/${folder}/**`, `${folder}/**`], message });
const BOUNDARIES = {
  src: {
    patterns: [
      { group: ['**/components/**', 'components/**', ...LIT], message: 'src/ is the headless engine: no DOM, no Lit, no components/.' },
      layer('server', 'src/ runs in browsers too: it imports no server/.'),
      layer('embed', 'src/ imports no embed/ (the embed uses the engine, not the other way round).'),
      { group: ['node:*'], message: 'src/ runs in browsers too: no Node built-in modules.' },
    ],
    // A Node built-in by its bare name ('fs', 'crypto', 'fs/promises').
    paths: builtinModules.filter((name) => !name.startsWith('_')).map((name) => ({ name, message: 'src/ runs in browsers too: no Node built-in modules.' })),
  },
  components: { patterns: [layer('server', 'components/ runs in the page: it imports no server/ (share code through src/).')] },
  embed: { patterns: [layer('server', 'embed/ runs in the page: it imports no server/ (share code through src/).')] },
  server: {
    patterns: [
      { group: ['**/components/**', 'components/**', ...LIT], message: 'server/ imports the engine (`bluffhouse`) only, never the element layer.' },
      layer('embed', 'server/ imports the engine (`bluffhouse`) only, never embed/.'),
      layer('src', 'server/ is its own package (bluffhouse-server): it imports the engine by name, `bluffhouse` or `bluffhouse/online`, never ../src/.'),
    ],
  },
};

/** `import('…')` across a boundary, which `no-restricted-imports` does not see: one selector per folder. */
const dynamicImport = (pattern, message) => ['error', { selector: `ImportExpression > Literal[value=${pattern}]`, message }];
const DYNAMIC = {
  src: dynamicImport(String.raw`/(^|\/)(components|server|embed)\/|^node:/`, 'src/ imports no components/, server/, embed/ or Node built-in, not even with import().'),
  components: dynamicImport(String.raw`/(^|\/)server\//`, 'components/ imports no server/, not even with import().'),
  embed: dynamicImport(String.raw`/(^|\/)server\//`, 'embed/ imports no server/, not even with import().'),
  server: dynamicImport(String.raw`/(^|\/)(components|embed|src)\//`, 'server/ imports no components/, embed/ or src/ (the engine is `bluffhouse`), not even with import().'),
};

export default tseslint.config(
  { ignores: ['dist/', 'server/dist/', 'node_modules/', 'custom-elements.json', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['components/**/*.ts'],
    ...wcConfigs['flat/recommended'],
  },
  {
    files: ['components/**/*.ts'],
    ...litConfigs['flat/recommended'],
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      // The engine runs without a DOM and never imports the element layer (docs/architecture.md, "Two layers").
      'no-restricted-imports': ['error', BOUNDARIES.src],
      'no-restricted-syntax': DYNAMIC.src,
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'customElements', 'HTMLElement'],
    },
  },
  {
    files: ['components/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', BOUNDARIES.components], 'no-restricted-syntax': DYNAMIC.components },
  },
  {
    files: ['embed/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', BOUNDARIES.embed], 'no-restricted-syntax': DYNAMIC.embed },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // chai's property assertions (`expect(x).to.exist`) are expressions.
      '@typescript-eslint/no-unused-expressions': 'off',
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // The server serves the engine; it never imports the element layer or the embed.
      'no-restricted-imports': ['error', BOUNDARIES.server],
      'no-restricted-syntax': DYNAMIC.server,
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.mjs', 'test/fixtures/**/*.mjs', '*.config.mjs', '.ci/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['demo/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
