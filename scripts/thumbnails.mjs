/**
 * Makes the oEmbed answers' thumbnails (server/oembed.ts): embed/thumbnails/<game>.png, one picture
 * of each game of the registry as its embed page first shows it (seeded deal, the person's seat 0),
 * 480 × 300 pixels (an 800 × 500 page at a device scale of 0.6), small enough for WordPress'
 * default `maxwidth` of 500. The pictures are committed (the build copies them to
 * dist/embed/thumbnails/), so building needs no browser; run this again when a table's look
 * changes: `npm run build && npm run thumbnails`.
 *
 * It starts the game server (server/index.ts from the sources) serving dist/embed on a free port,
 * and opens each page in headless Chromium (playwright-core, scripts/find-browser.mjs).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { findBrowser } from './find-browser.mjs';
import { freePort } from './free-port.mjs';
import { importSource } from './import-source.mjs';
import { registeredGames as games } from './game-registry.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = `${ROOT}embed/thumbnails`;
/** A deal that shows a good hand, per game (any seed works). */
const SEEDS = { 'bluff-king': 21, 'bluffing-billionaires': 8, 'biggie-bills': 4 };

const { createServer } = await importSource('server/index.ts', 'thumbnails');
const server = await createServer({ port: await freePort(), embedDir: `${ROOT}dist/embed`, logger: { info() {}, debug() {}, warn: console.warn, error: console.error } });
const { executablePath, args } = await findBrowser();
const browser = await chromium.launch({ executablePath, args });
try {
  mkdirSync(OUT, { recursive: true });
  for (const { id } of games) {
    const page = await browser.newPage({ viewport: { width: 800, height: 500 }, deviceScaleFactor: 0.6, colorScheme: 'light' });
    await page.goto(`http://localhost:${server.port}/embed/?game=${id}&players=4&seed=${SEEDS[id] ?? 1}&bots=normal&bot-delay=60000`);
    // Drawn: the table's seats are on the page (inside its shadow root; playwright pierces it).
    await page.locator('[part="seat"]').first().waitFor({ timeout: 30_000 });
    await page.evaluate(() => globalThis.document.fonts.ready);
    await page.screenshot({ path: `${OUT}/${id}.png` });
    await page.close();
    console.log(`embed/thumbnails/${id}.png`);
  }
} finally {
  await browser.close();
  await server.close();
}
