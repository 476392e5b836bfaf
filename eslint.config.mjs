import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'custom-elements.json', 'coverage/'] },
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
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/components/**', 'lit', 'lit/*', '@lit/*'], message: 'src/ is the headless engine: no DOM, no Lit, no components/.' }] }],
      'no-restricted-globals': ['error', 'document', 'window', 'localStorage', 'customElements', 'HTMLElement'],
    },
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
      // The server serves the engine; it never imports the element layer.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/components/**', 'lit', 'lit/*', '@lit/*'], message: 'server/ imports the engine (src/) only.' }] }],
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
