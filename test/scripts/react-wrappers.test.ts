/**
 * `bluffhouse/react` (components/react.ts) in a real React 19 page in Chromium: a wrapper passes
 * its props to the element as properties (a bots-only game with no delay) and calls `onGameStart`,
 * `onGameMove` and `onGameOver` with the element's events. The page is bundled by esbuild (React is
 * CommonJS, which the browser test server does not load), as a consumer's bundler would.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** scripts/find-browser.mjs (a JavaScript module: typed here). */
const { findBrowser } = (await import(new URL('../../scripts/find-browser.mjs', import.meta.url).href)) as {
  findBrowser(): Promise<{ executablePath: string; args: string[] }>;
};
let work: string;
let browser: Browser;

/** The page's script: two wrapped tables, what their events said kept in `window.seen`. */
const PAGE = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BluffKingTable, BluffingBillionairesTable } from ${JSON.stringify(join(ROOT, 'components/react.ts'))};

const seen = (window.seen = { start: [], moves: 0, over: [] });
const note = (e) => e.target.localName;
createRoot(document.getElementById('root')).render([
  createElement(BluffKingTable, { key: 'k', players: 3, humans: 'none', seed: 5, botDelay: 0,
    onGameStart: (e) => seen.start.push([note(e), e.detail.players]), onGameMove: () => seen.moves++, onGameOver: (e) => seen.over.push([note(e), e.detail.winners]) }),
  createElement(BluffingBillionairesTable, { key: 'b', players: 2, humans: 'none', seed: 5, botDelay: 0, handSize: 3,
    onGameOver: (e) => seen.over.push([note(e), e.detail.winners, typeof e.detail.endedBy]) }),
]);
`;

before(async () => {
  work = mkdtempSync(join(tmpdir(), 'bluffhouse-react-'));
  writeFileSync(join(work, 'page.js'), PAGE);
  await build({
    entryPoints: [join(work, 'page.js')], bundle: true, format: 'iife', outfile: join(work, 'bundle.js'),
    tsconfig: join(ROOT, 'tsconfig.json'), define: { 'process.env.NODE_ENV': '"production"' }, logLevel: 'silent',
    nodePaths: [join(ROOT, 'node_modules')],
  });
  writeFileSync(join(work, 'index.html'), '<!doctype html><meta charset="utf-8"><div id="root"></div><script src="bundle.js"></script>');
  const found = await findBrowser();
  browser = await chromium.launch({ executablePath: found.executablePath, args: found.args });
}, { timeout: 120_000 });
after(async () => {
  await browser?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('bluffhouse/react in React 19', () => {
  it('props reach the elements as properties, and onGameStart, onGameMove and onGameOver get their events', { timeout: 180_000 }, async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(pathToFileURL(join(work, 'index.html')).href);
    await page.waitForFunction(() => (window as unknown as { seen: { over: unknown[] } }).seen?.over.length === 2, null, { timeout: 150_000 });
    const seen = await page.evaluate(() => (window as unknown as { seen: { start: unknown[]; moves: number; over: [string, number[], string?][] } }).seen);
    assert.deepEqual(errors, []);
    assert.deepEqual(seen.start, [['bluff-king-table', 3]]);
    assert.ok(seen.moves > 0);
    const over = new Map(seen.over.map(([tag, ...rest]) => [tag, rest]));
    assert.ok(Array.isArray(over.get('bluff-king-table')?.[0]));
    assert.equal(over.get('bluffing-billionaires-table')?.[1], 'number');
  });
});
