/** `npm run analyze`: custom-elements.json from the components' JSDoc (never written by hand). */
export default {
  globs: ['components/**/*.ts'],
  exclude: ['components/**/*.test.ts'],
  outdir: '.',
  litelement: true,
  dependencies: false,
  packagejson: true,
};
