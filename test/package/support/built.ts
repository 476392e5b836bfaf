/**
 * Whether `npm test` built the package just before the package tests (scripts/test.mjs runs
 * `npm run build`, then these files with `BLUFFHOUSE_BUILT=1`). Run alone, a test builds through
 * `npm pack`'s `prepack` (or `npm run build`) itself.
 */
export const BUILT = process.env['BLUFFHOUSE_BUILT'] === '1';

/** `npm pack`'s extra arguments: `--ignore-scripts` when the build is fresh (no second build). */
export const PACK_SCRIPTS: string[] = BUILT ? ['--ignore-scripts'] : [];
