/**
 * What a page loads for each CDN file (dist/cdn, `npm run build`): the file and every chunk it
 * imports statically, transitively; what loads later (`import()`: other languages' words, the
 * BiggieBills chart, online play) is not counted. Used by `npm run size` (.size-limit.mjs, which
 * enforces the budgets in CI) and by `npm run bench` (bench/run.mjs, which reports the figures).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STATIC = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g;
const ANY = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

/**
 * `file` and every module it imports, transitively (relative imports between the built files);
 * with `dynamic`, also what it loads with `import()` when needed.
 * @param {string} file a path from the repository root, e.g. `dist/cdn/bluff-king-table.js`
 * @param {{ dynamic?: boolean }} [options]
 * @returns {string[]} paths from the repository root, `file` first
 * @throws Error naming the file when a file or an import of it is missing (run `npm run build`).
 */
export function pageFiles(file, { dynamic = false } = {}) {
  const seen = new Set();
  const visit = (path) => {
    if (seen.has(path)) return;
    const absolute = join(ROOT, path);
    if (!existsSync(absolute)) throw new Error(`${path} is missing: run \`npm run build\` first`);
    seen.add(path);
    for (const [, specifier] of readFileSync(absolute, 'utf8').matchAll(dynamic ? ANY : STATIC)) {
      visit(relative(ROOT, join(dirname(absolute), specifier)));
    }
  };
  visit(file);
  return [...seen];
}
