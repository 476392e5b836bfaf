/**
 * Writes BiggieBills' standard card tables (`STANDARD_TABLES`, src/biggie-bills/cards.ts) as JSON
 * to docs/examples/biggie-bills-tables.json: the example of the shape a course's own cards take
 * (`tables` / `tables-src` of <biggie-bills-board>, README "A course's own cards"). Money is in $M.
 *
 *   node scripts/export-tables.mjs          writes the file
 *   node scripts/export-tables.mjs --check  writes nothing; exits 1 when the file differs
 *
 * test/components/biggie-bills-tables.test.ts checks that the file equals STANDARD_TABLES.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importSource } from './import-source.mjs';

const FILE = fileURLToPath(new URL('../docs/examples/biggie-bills-tables.json', import.meta.url));

const { STANDARD_TABLES } = await importSource('src/biggie-bills/cards.ts', 'biggie-bills-cards');
const json = `${JSON.stringify(STANDARD_TABLES, null, 2)}\n`;

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(FILE, 'utf8');
  } catch {
    // a missing file differs
  }
  if (current !== json) {
    console.error(`${FILE} differs from STANDARD_TABLES: run node scripts/export-tables.mjs`);
    process.exit(1);
  }
  console.log(`${FILE} equals STANDARD_TABLES`);
} else {
  writeFileSync(FILE, json);
  console.log(`wrote ${FILE} (${STANDARD_TABLES.growth.length} Growth, ${STANDARD_TABLES.challenge.length} Challenge, ${STANDARD_TABLES.industry.length} Industry cards)`);
}
