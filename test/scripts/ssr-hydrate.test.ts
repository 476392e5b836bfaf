/// <reference types="node" />
/**
 * Hydration in Chromium (issue 24, fault 4; docs/embedding.md, "Server-side rendering"): a page
 * whose HTML is `@lit-labs/ssr`'s render of the three tables (declarative shadow roots, rendered
 * in this Node process: support/ssr-render.ts) loads Lit's hydrate support and then the elements
 * (fixtures/ssr-page.ts), compiled from the TypeScript sources by a dev server on a free port (as
 * test/server/support/e2e-server.ts does: no build needed), in headless Chromium through
 * playwright-core. With no script the page shows the shells. With the hydrate support each
 * table upgrades over the server's shell, hydrates it with no error or warning in the console (a
 * mismatch would throw), then draws its game (the shell gone, one frame); a person's move by
 * clicks on the BluffKing table is played and the bots answer it. Without the hydrate support
 * (fixtures/ssr-plain-page.ts) the same holds: the tables clear the shell and draw their games.
 * Run: `node --import tsx --test test/scripts/ssr-hydrate.test.ts`.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { startDevServer, type DevServerConfig } from '@web/dev-server';
import { chromium, type Browser, type Page } from 'playwright-core';
import { until } from '../support/until.js';
import { renderTag, type Attributes } from './support/ssr-render.js';

const root = new URL('../../', import.meta.url);
type Middleware = NonNullable<DevServerConfig['middleware']>[number];

interface FindBrowserModule {
  findBrowser(): Promise<{ executablePath: string; args: string[] }>;
}
const { findBrowser } = (await import(new URL('scripts/find-browser.mjs', root).href)) as FindBrowserModule;
const { freePort } = (await import(new URL('scripts/free-port.mjs', root).href)) as { freePort(): Promise<number> };

/** The tables of the page, as the server renders them. */
const TABLES: [string, Attributes][] = [
  ['bluff-king-table', { players: '2', seed: '11', bots: 'easy', 'bot-delay': '0', names: 'Ana' }],
  ['bluffing-billionaires-table', { players: '3', seed: '4', 'bot-delay': '0', lang: 'zh-CN' }],
  ['biggie-bills-board', { players: '4', seed: '9', 'bot-delay': '0' }],
];

const PAGE = '/__ssr__/tables.html';

let server: Awaited<ReturnType<typeof startDevServer>>;
let browser: Browser;
let origin: string;
let tables: string;

/** The page: the server's render of `TABLES`, then `script` (fixtures/<script>.ts). */
function pageHtml(script: string): string {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <title>bluffhouse: tables rendered on the server</title>
  <link rel="icon" href="data:," />
  <script type="module" src="/test/scripts/fixtures/${script}.ts"></script>
</head>
<body>
  <main>${tables}</main>
</body>
</html>`;
}

before(async () => {
  tables = (await Promise.all(TABLES.map(([tag, attributes]) => renderTag(tag, attributes)))).join('\n');
  const page: Middleware = (context, next) => {
    if (context.path !== PAGE) return next();
    context.type = 'html';
    context.body = pageHtml(context.query['script'] === 'ssr-plain-page' ? 'ssr-plain-page' : 'ssr-page');
    return undefined;
  };
  const port = await freePort();
  server = await startDevServer({
    config: {
      rootDir: fileURLToPath(root),
      port,
      // Lit's production build, as a bundler's build gives a page (its private names differ from the development build's).
      nodeResolve: { exportConditions: ['production'] },
      watch: false,
      clearTerminalOnReload: false,
      middleware: [page],
      plugins: [esbuildPlugin({ ts: true, tsconfig: fileURLToPath(new URL('tsconfig.json', root)) })],
    },
    readCliArgs: false,
    readFileConfig: false,
    logStartMessage: false,
    autoExitProcess: false,
  });
  origin = `http://localhost:${port}`;
  const found = await findBrowser();
  browser = await chromium.launch({ executablePath: found.executablePath, args: found.args, headless: true });
});

after(async () => {
  await browser?.close().catch(() => undefined);
  await server?.stop();
});

/** What a table's shadow root shows now. */
interface Shown { shell: boolean; busy: boolean; frames: number; styles: number; adopted: number; seats: number; text: string }

function shown(page: Page, tag: string): Promise<Shown | null> {
  return page.evaluate((name) => {
    const root = document.querySelector(name)?.shadowRoot;
    if (!root) return null;
    return {
      shell: root.querySelector('.shell') !== null,
      busy: root.querySelector('[aria-busy]') !== null,
      frames: root.querySelectorAll('[part~="table"]').length,
      styles: root.querySelectorAll('style').length,
      adopted: root.adoptedStyleSheets.length,
      seats: root.querySelectorAll('bluff-seat').length,
      text: [...root.children].filter((child) => child.localName !== 'style').map((child) => child.textContent).join(''),
    };
  }, tag);
}

/**
 * Opens the page with `script`, checks each table draws its game over the shell with no error in
 * the console, then plays a person's moves by clicks on BluffKing until a bot plays after one.
 */
async function playsAfterLoading(script: string): Promise<void> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /hydrat|mismatch/i.test(message.text()))) problems.push(`${message.type()}: ${message.text()}`);
  });
  await page.goto(`${origin}${PAGE}?script=${script}`);
  await page.waitForFunction(() => 'ssr' in window, undefined, { timeout: 60_000 });
  for (const [tag, attributes] of TABLES) {
    let last: Shown | null = null;
    const game = await until(async () => {
      last = await shown(page, tag);
      return last && !last.shell && !last.busy && last.seats === Number(attributes['players']) && last;
    }, `<${tag}>'s game over the shell`, { timeout: 60_000, every: 50, seen: () => `${problems.join('; ')} ${JSON.stringify(last)}` });
    assert.equal(game.frames, 1, `<${tag}> shows one table: the shell is gone`);
    assert.ok(game.styles <= 1, `<${tag}>'s styles once at most`);
    assert.ok(game.styles + game.adopted >= 1, `<${tag}> keeps its styles (the server's <style> or Lit's adopted sheets)`);
    assert.ok(game.text.trim() !== '', `<${tag}> draws its game`);
  }
  assert.match((await shown(page, 'bluffing-billionaires-table'))!.text, /[\u4e00-\u9fff]/, 'the zh-CN table shows its Chinese words');

  // A person's moves by clicks (seat 0 of BluffKing, when asked), until a bot (seat 1) plays after one.
  const controls = 'bluff-king-table bluff-king-controls';
  const actions = page.locator(`${controls} [part="actions"] button:enabled`);
  const from = await page.evaluate(() => window.ssr.moves.length);
  const moves = () => page.evaluate((start) => window.ssr.moves.slice(start).filter((move) => move.tag === 'bluff-king-table').map((move) => move.entry), from);
  let clicks = 0;
  await until(async () => {
    const entries = await moves();
    const mine = entries.findIndex((entry) => entry.seat === 0 && entry.type !== 'deal');
    if (mine >= 0 && entries.slice(mine).some((entry) => entry.seat === 1)) return true;
    if (await actions.count() === 0) return false;
    const cards = page.locator(`${controls} button.card-button`);
    if (await cards.count() > 0) {
      await cards.first().click();
      await page.locator(`${controls} [part="actions"] button.primary:enabled`).click();
    } else await actions.first().click();
    clicks++;
    await until(async () => (await moves()).length > entries.length, 'the move clicked, in the events', 15_000);
    return false;
  }, 'a person\'s move, then a bot\'s', { timeout: 60_000, every: 50, seen: () => `${clicks} clicks` });
  assert.ok(clicks > 0, 'the person played by clicks');
  assert.deepEqual(await page.evaluate(() => window.ssr.errors), [], 'no game-error');
  assert.deepEqual(problems, [], 'no error (no hydration mismatch) in the console');
  await page.close();
}

test('with no script, the page shows the server\'s shells (declarative shadow roots)', async () => {
  assert.match(tables, /<bluff-king-table [^>]*><template shadowroot="open" shadowrootmode="open">/, 'the page is the server\'s render');
  const still = await browser.newContext({ javaScriptEnabled: false });
  const plain = await still.newPage();
  await plain.goto(`${origin}${PAGE}`);
  for (const [tag] of TABLES) {
    const first = await shown(plain, tag);
    assert.ok(first?.shell && first.busy && first.frames === 1, `<${tag}> shows the server's shell with no script: ${JSON.stringify(first)}`);
  }
  await still.close();
});

test('the server\'s HTML hydrates (hydrate support first) into tables that play: a person\'s move on BluffKing, then the bots\'', async () => {
  await playsAfterLoading('ssr-page');
});

test('without Lit\'s hydrate support, the tables replace the server\'s shell with games that play', async () => {
  await playsAfterLoading('ssr-plain-page');
});
