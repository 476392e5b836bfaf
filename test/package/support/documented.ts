/**
 * The module specifiers the documentation shows (`import … 'bluffhouse…'` in README.md and
 * docs/*.md), so the consumer test imports what the docs say and a doc change cannot go untested.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './consumer.js';

/** The three tables, each defined by `bluffhouse/components/<tag>` (with or without `.js`). */
export const TAGS = ['bluff-king-table', 'bluffing-billionaires-table', 'biggie-bills-board'] as const;

/** Every `bluffhouse…` specifier in an import statement or `import()` of the README and docs/*.md, with the files that show it. */
export function documentedSpecifiers(): Map<string, string[]> {
  const files = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((file) => file.endsWith('.md')).map((file) => `docs/${file}`)];
  const found = new Map<string, string[]>();
  const pattern = /\bimport\b(?:\s+type\b)?\s*(?:\(\s*|[^'"`;]*?\bfrom\s*|\s*)['"](bluffhouse(?:-server)?(?:\/[^'"\s]*)?)['"]/g;
  for (const file of files) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(pattern)) {
      found.set(match[1]!, [...new Set([...(found.get(match[1]!) ?? []), file])]);
    }
  }
  return found;
}
