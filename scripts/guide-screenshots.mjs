/**
 * `npm run screenshot:guides` (which builds first): the screenshots of docs/embedding.md, made the
 * same way every run instead of by hand (issue 11). Usage: node scripts/guide-screenshots.mjs
 *
 * It needs the build (`dist/embed/`, `dist/cdn/`) and nothing running: it starts
 * - the repo's dev server (web-dev-server.config.mjs, what `npm start` serves) at
 *   `http://localhost:<port>`, port 8000 when free (so the copied snippets read like the guide's
 *   `npm start` address), else any free port;
 * - a host page server of its own at `http://127.0.0.1:<another port>`: another origin, as a blog
 *   or course page is, with a strict Content-Security-Policy that allows the game's origin only in
 *   `frame-src` and `script-src` (docs/embedding.md, "What your file server must send").
 * Then, in headless Chromium (scripts/find-browser.mjs) with a 1000 CSS px wide viewport, it writes
 * to docs/images/:
 * - embedding-plain-host.png: an article page with the iframe snippet of "A plain HTML page"
 *   (sandboxed, `seed` fixed so the same deal shows) and host.js, which fits the frame's height;
 * - embedding-dark-theme.png: the same on a dark page, with `theme=dark` and a `--bluff-felt` colour;
 * - embedding-copy-code.png: the BluffKing demo page's "Copy embed code" section, clipped to it.
 * Each frame's page is checked to have no scroll bar (its content fits the height host.js set)
 * before the picture is taken. Prints each file written with its size; stops both servers and
 * the browser at the end.
 * @throws (exits non-zero) when dist/embed is missing, no Chromium is found, the game does not
 *   reach seat 0's turn within 30 s, or a frame keeps a scroll bar.
 */
import { existsSync } from 'node:fs';
import { mkdir, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '@web/dev-server';
import { chromium } from 'playwright-core';
import devServerConfig from '../web-dev-server.config.mjs';
import { findBrowser } from './find-browser.mjs';
import { freePort } from './free-port.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const OUT_DIR = 'docs/images';
/**
 * The viewport, in CSS pixels: the width of a docs page's picture; low, as full-page pictures grow
 * to the page's height (so none ends in an empty band).
 */
const VIEWPORT = { width: 1000, height: 480 };
/** The margin kept around a clipped section, in CSS pixels. */
const CLIP_MARGIN = 16;
/** Above this many bytes a picture is too heavy for the guide: printed as a warning. */
const MAX_BYTES = 250_000;
/** The deal every run shows (the table's `seed` attribute). */
const SEED = 11;

/** Whether nothing listens on `port` (of any host) now. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createNetServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The embed page's address for `query` (name → value), `&` written `&amp;` for an HTML attribute. */
function embedSrc(gameOrigin, query) {
  return `${gameOrigin}/embed/?${new URLSearchParams(query).toString().replaceAll('&', '&amp;')}`;
}

/** The host pages by path: `{ className, heading, text, after, src }` (text as text, `src` ready for an attribute). */
function hostPages(gameOrigin) {
  const common = { game: 'bluff-king', players: '4', bots: 'normal', seed: String(SEED) };
  return {
    '/plain.html': {
      className: 'plain',
      heading: 'Week 3: calling a bluff',
      text: 'Each turn a player lays cards face down and says what rank they are; the next players may believe it or call the bluff. Play one round against three bots, then note one moment you were sure someone was lying.',
      after: 'The dashed line is the iframe: host.js set its height to the game’s, so the frame has no scroll bar of its own and the article simply continues here.',
      src: embedSrc(gameOrigin, common),
    },
    '/dark.html': {
      className: 'dark',
      heading: 'Game night',
      text: 'A dark page: the frame’s query asks for the dark theme and its own felt colour, so the table matches the page.',
      after: 'Query: theme=dark&--bluff-felt=%23342156 (a # is written %23).',
      src: embedSrc(gameOrigin, { ...common, theme: 'dark', '--bluff-felt': '#342156' }),
    },
  };
}

/** A host page's HTML: an article with the guide's iframe snippet and the host.js line. */
function hostHtml(gameOrigin, { className, heading, text, after, src }) {
  const escape = (s) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <title>${escape(heading)}</title>
  <link rel="icon" href="data:," />
  <link rel="stylesheet" href="/host.css" />
</head>
<body class="${className}">
  <article>
    <h1>${escape(heading)}</h1>
    <p>${escape(text)}</p>
    <iframe src="${src}"
            title="BluffKing" sandbox="allow-scripts" width="100%" height="640" frameborder="0"></iframe>
    <p class="after">${escape(after)}</p>
  </article>
  <script src="${gameOrigin}/embed/host.js" defer></script>
</body>
</html>
`;
}

/** The host pages' stylesheet (a file, as the page's CSP allows no inline style). */
const HOST_CSS = `body { margin: 0; font: 17px/1.55 Georgia, 'Times New Roman', serif; }
body.plain { background: #faf8f3; color: #26241f; }
body.dark { background: #14151a; color: #e6e4de; }
article { max-width: 900px; margin: 0 auto; padding: 24px 24px 8px; }
h1 { margin: 0 0 10px; font: 600 28px/1.2 system-ui, sans-serif; }
iframe { display: block; outline: 2px dashed #9a958a; outline-offset: 3px; }
.dark iframe { outline-color: #5d5a66; }
.after { font-size: 15px; opacity: 0.8; margin: 18px 0 0; }
`;

/**
 * Starts the host page server on 127.0.0.1 and a free port. Every HTML answer carries the CSP a
 * careful host sends: frames and scripts from `gameOrigin` only.
 * @returns {Promise<{ origin: string, close(): Promise<void> }>}
 */
async function startHostServer(gameOrigin) {
  const pages = hostPages(gameOrigin);
  const csp = `default-src 'self'; frame-src ${gameOrigin}; script-src ${gameOrigin}; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'`;
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://host').pathname;
    if (path === '/host.css') {
      response.writeHead(200, { 'content-type': 'text/css; charset=utf-8' }).end(HOST_CSS);
    } else if (Object.hasOwn(pages, path)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp }).end(hostHtml(gameOrigin, pages[path]));
    } else {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  const port = await freePort();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * Waits until the page's one iframe holds a BluffKing table at seat 0's turn, host.js has set the
 * frame's height and it has stayed the same for a while; checks the framed page then has no
 * vertical scroll bar.
 * @throws when any of that does not happen within 30 s, or the framed page scrolls.
 */
async function waitForFittedFrame(page) {
  await page.frameLocator('iframe').locator('bluff-king-table [part="actions"] button').first().waitFor({ timeout: 30_000 });
  let last = '';
  let steady = 0;
  for (const started = Date.now(); steady < 4; ) {
    if (Date.now() - started > 30_000) throw new Error(`the frame's height did not settle (last: "${last}")`);
    await page.waitForTimeout(250);
    const height = await page.locator('iframe').evaluate((frame) => frame.style.height);
    steady = height && height === last ? steady + 1 : 0;
    last = height;
  }
  const framed = page.frameLocator('iframe').locator('html');
  const { scrollHeight, innerHeight } = await framed.evaluate((html) => ({ scrollHeight: html.scrollHeight, innerHeight: html.ownerDocument.defaultView.innerHeight }));
  if (scrollHeight > innerHeight) throw new Error(`the framed page scrolls: ${scrollHeight} px of content in a ${innerHeight} px frame`);
  return last;
}

/** Prints what was written: the path from the repo root, its size, and a warning when too heavy. */
async function report(path, note) {
  const { size } = await stat(`${root}${path}`);
  const warning = size > MAX_BYTES ? ` (over ${MAX_BYTES / 1000} kB: clip it or lower the height)` : '';
  console.log(`wrote ${path}: ${Math.round(size / 1000)} kB, ${note}${warning}`);
}

if (!existsSync(`${root}dist/embed/index.html`) || !existsSync(`${root}dist/embed/host.js`)) {
  console.error('dist/embed is missing: run `npm run build` first (`npm run screenshot:guides` does).');
  process.exit(1);
}
await mkdir(`${root}${OUT_DIR}`, { recursive: true });

const port = (await portIsFree(8000)) ? 8000 : await freePort();
const devServer = await startDevServer({
  config: { ...devServerConfig, rootDir: root, port, watch: false, clearTerminalOnReload: false },
  readCliArgs: false,
  readFileConfig: false,
  logStartMessage: false,
  autoExitProcess: false,
});
const gameOrigin = `http://localhost:${port}`;
let host;
let browser;
try {
  host = await startHostServer(gameOrigin);
  const { executablePath, args } = await findBrowser();
  browser = await chromium.launch({ executablePath, args });
  const context = await browser.newContext({ viewport: VIEWPORT, colorScheme: 'light', reducedMotion: 'reduce', locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[console] ${message.text()}`);
  });

  for (const [path, out] of [['/plain.html', 'embedding-plain-host.png'], ['/dark.html', 'embedding-dark-theme.png']]) {
    await page.goto(`${host.origin}${path}`);
    const height = await waitForFittedFrame(page);
    const file = `${OUT_DIR}/${out}`;
    await page.screenshot({ path: `${root}${file}`, fullPage: true });
    await report(file, `${host.origin}${path}, frame height ${height} set by host.js`);
  }

  await page.goto(`${gameOrigin}/demo/bluff-king.html`);
  const section = page.locator('section.embed-code');
  await section.waitFor();
  // The panel writes its snippets as it is built (demo/embed-panel.js): a blank one is a failure.
  const snippet = await page.locator('#embed-iframe').inputValue();
  if (!snippet.includes(`${gameOrigin}/embed/?game=bluff-king`)) throw new Error(`the demo's iframe snippet is not the embed page's: ${JSON.stringify(snippet)}`);
  // The section's box in page coordinates, with a margin (clipped to the page's left edge).
  const box = await section.evaluate((element, margin) => {
    const { scrollX, scrollY } = element.ownerDocument.defaultView;
    const { left, top, width, height } = element.getBoundingClientRect();
    const x = Math.max(0, left + scrollX - margin);
    const y = Math.max(0, top + scrollY - margin);
    return { x, y, width: left + scrollX + width + margin - x, height: top + scrollY + height + margin - y };
  }, CLIP_MARGIN);
  const file = `${OUT_DIR}/embedding-copy-code.png`;
  await page.screenshot({ path: `${root}${file}`, fullPage: true, clip: box });
  await report(file, `${gameOrigin}/demo/bluff-king.html, section "Copy embed code"`);
} finally {
  await browser?.close();
  await host?.close();
  await devServer.stop();
}
