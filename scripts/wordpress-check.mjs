/**
 * Checks issue 27's "Done when" on a real WordPress (docs/wordpress-check.md): a game link pasted
 * alone on a line of a post by a user without `unfiltered_html` shows a playable game at its height.
 * Not part of `npm test` (CI has no WordPress).
 *
 * Usage:
 *   node scripts/wordpress-check.mjs --wp http://localhost:8128 --user author1 \
 *     --app-password 'abcd efgh …' --link 'http://127.0.0.1:8127/embed/?game=bluff-king&players=4' \
 *     [--out /tmp/wordpress-check] [--editor classic|block|both] [--loads 8] [--keep]
 * Each flag may come from the environment instead: WP_URL, WP_USER, WP_APP_PASSWORD, GAME_LINK,
 * OUT_DIR. The password is an application password of that user (Users → Profile; WordPress
 * offers them on https sites, or with WP_ENVIRONMENT_TYPE `local`).
 *
 * What it does, through WordPress' REST API (as that user) and headless Chromium
 * (scripts/find-browser.mjs, playwright-core):
 * 1. the user's roles and whether they have `unfiltered_html` (refused if they do: the check is
 *    about users WordPress strips `<iframe>` for);
 * 2. the block editor's oEmbed proxy for the link (what pasting it into the block editor asks);
 * 3. for each editor: a published post whose content is the link alone on a line (classic) or the
 *    block editor's embed block of it (block); the post's page in Chromium, where it checks the
 *    frame WordPress made (class `wp-embedded-content`, `sandbox="allow-scripts"`,
 *    `security="restricted"`, `#?secret=` on the link's very address), that WordPress showed and
 *    sized it from the game's height message (no clip, blockquote hidden, height = the game's
 *    content height within WordPress' 200..1000 px, no scroll bar in the frame), and that the game
 *    plays: seat 0 makes a move and a new `bluffhouse:game-move` message follows;
 *    a full-page screenshot before and after the move goes to the out folder;
 *    then it loads each post `--loads` times more (default 8) and counts the loads where WordPress
 *    showed the frame (a race shows only sometimes);
 * 4. deletes the posts (unless --keep).
 * Prints what it saw (the iframe markup WordPress produced, the heights, the messages) and
 * "N passed, N failed" last.
 * @throws (exits 1) on any failed check, naming it; (exits 2) on a missing or bad flag.
 */
/* global window, document, getComputedStyle -- in the functions page.evaluate runs in the page */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { findBrowser } from './find-browser.mjs';
import { playOneMove } from './wordpress/play-move.mjs';

/** WordPress' clamp of a height message (wp-includes/js/wp-embed.js), in CSS pixels. */
const WP_MIN_HEIGHT = 200;
const WP_MAX_HEIGHT = 1000;
/** The longest wait for one condition in the page, in ms (a cold game server and bots included). */
const WAIT_MS = 30_000;

const USAGE = 'usage: node scripts/wordpress-check.mjs --wp URL --user NAME --app-password PASSWORD --link GAME_LINK [--out DIR] [--editor classic|block|both] [--loads N] [--keep]';

/** The options from flags and environment; exits 2 naming what is missing or wrong. */
function readOptions() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        wp: { type: 'string', default: process.env.WP_URL },
        user: { type: 'string', default: process.env.WP_USER },
        'app-password': { type: 'string', default: process.env.WP_APP_PASSWORD },
        link: { type: 'string', default: process.env.GAME_LINK },
        out: { type: 'string', default: process.env.OUT_DIR ?? 'wordpress-check' },
        editor: { type: 'string', default: 'both' },
        keep: { type: 'boolean', default: false },
        loads: { type: 'string', default: '8' },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  for (const name of ['wp', 'user', 'app-password', 'link']) {
    if (!values[name]) {
      console.error(`--${name} is missing\n${USAGE}`);
      process.exit(2);
    }
  }
  for (const name of ['wp', 'link']) {
    if (!URL.canParse(values[name]) || !/^https?:$/.test(new URL(values[name]).protocol)) {
      console.error(`--${name}: "${values[name]}" is not an http(s) address\n${USAGE}`);
      process.exit(2);
    }
  }
  if (!/^[1-9]\d*$/.test(values.loads)) {
    console.error(`--loads: "${values.loads}" is not a whole number from 1\n${USAGE}`);
    process.exit(2);
  }
  if (!['classic', 'block', 'both'].includes(values.editor)) {
    console.error(`--editor: "${values.editor}" is not classic, block or both\n${USAGE}`);
    process.exit(2);
  }
  return values;
}

const options = readOptions();
const results = [];
/** Records one check's outcome and prints it. */
function check(name, ok, seen = '') {
  results.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${seen ? ` — ${seen}` : ''}`);
  return ok;
}

/** A REST API call as the user: `route` like `/wp/v2/posts`; resolves to { status, body }. */
async function rest(route, { method = 'GET', query = {}, body } = {}) {
  const url = new URL(options.wp);
  url.searchParams.set('rest_route', route); // works with and without pretty permalinks
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Basic ${Buffer.from(`${options.user}:${options['app-password']}`).toString('base64')}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
}

/** The post content for `editor`: the link alone on a line, as each editor saves it. */
function postContent(editor, link) {
  const before = 'A game, pasted as a link on its own line:';
  const after = 'The text after the game.';
  if (editor === 'classic') return `${before}\n\n${link}\n\n${after}`;
  // The block editor's embed block, as it saves a pasted link of an oEmbed provider it discovered.
  const attributes = JSON.stringify({ url: link, type: 'rich', providerNameSlug: 'bluffhouse', responsive: true }).replace(/&/g, '\\u0026');
  const escaped = link.replace(/&/g, '&amp;');
  return `<!-- wp:paragraph -->\n<p>${before}</p>\n<!-- /wp:paragraph -->\n\n`
    + `<!-- wp:embed ${attributes} -->\n<figure class="wp-block-embed is-type-rich is-provider-bluffhouse wp-block-embed-bluffhouse"><div class="wp-block-embed__wrapper">\n${escaped}\n</div></figure>\n<!-- /wp:embed -->\n\n`
    + `<!-- wp:paragraph -->\n<p>${after}</p>\n<!-- /wp:paragraph -->`;
}

/** Whether two game links name the same page with the same query (order and escaping aside). */
function sameLink(a, b) {
  const [x, y] = [new URL(a), new URL(b)];
  const sorted = (url) => [...url.searchParams].sort(([m], [n]) => m.localeCompare(n)).map(([k, v]) => `${k}=${v}`).join('&');
  return x.origin === y.origin && x.pathname === y.pathname && sorted(x) === sorted(y);
}

/** Records every message the top page receives (in `window.__wpCheckMessages`), from before any script runs. */
function recordMessages() {
  if (window.top !== window) return;
  window.__wpCheckMessages = [];
  window.addEventListener('message', (event) => window.__wpCheckMessages.push({ origin: event.origin, data: event.data }));
}

/**
 * Waits (at most WAIT_MS) until the frame is shown at its game's content height, as WordPress
 * clamps it, with no scroll bar in the frame (unless the game is taller than WordPress' cap).
 * Resolves to { fits, sizes }: sizes in CSS pixels as last measured.
 */
async function waitForFit(page, frame, frameElement) {
  let sizes = null;
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const inner = await frame.evaluate(() => ({
      content: Math.ceil(document.querySelector('#embed').getBoundingClientRect().height),
      frameScroll: document.documentElement.scrollHeight,
      frameClient: document.documentElement.clientHeight,
    }));
    const box = await frameElement.evaluate((element) => ({ attribute: element.getAttribute('height'), shown: element.getBoundingClientRect().height }));
    sizes = { ...inner, ...box, expected: Math.min(WP_MAX_HEIGHT, Math.max(WP_MIN_HEIGHT, inner.content)) };
    if (Math.abs(box.shown - sizes.expected) <= 1 && (inner.content > WP_MAX_HEIGHT || inner.frameScroll <= inner.frameClient + 1)) return { fits: true, sizes };
    await page.waitForTimeout(250); // polling a condition across two documents
  }
  return { fits: false, sizes };
}

/**
 * Loads the post `loads` times in fresh pages and counts the loads where WordPress showed the
 * frame (its first height message came) within WAIT_MS: a race between WordPress' one `ready`
 * message, the game's first drawing and Chromium's hidden-frame throttling shows only sometimes.
 */
async function countShown(browser, postUrl, loads) {
  let shown = 0;
  for (let load = 0; load < loads; load++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(postUrl);
    const ok = await page.waitForFunction(() => {
      const element = document.querySelector('iframe.wp-embedded-content');
      return element && !element.hasAttribute('style');
    }, null, { timeout: WAIT_MS }).then(() => true, () => false);
    if (ok) shown++;
    await page.close();
  }
  return shown;
}

/** Checks the post at `postUrl` in `browser`; screenshots go to `out` with `name` in their file names. */
async function checkPost(browser, postUrl, name, out) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.location().url || '?'}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`top page: ${error.message}`));
  await page.addInitScript(recordMessages);
  const served = await (await fetch(postUrl)).text();
  const markup = served.match(/<iframe[^>]*wp-embedded-content[^>]*><\/iframe>/)?.[0] ?? null;
  const quote = served.match(/<blockquote[^>]*wp-embedded-content[^>]*>[\s\S]*?<\/blockquote>/)?.[0] ?? null;
  console.log(`\n[${name}] ${postUrl}\n  blockquote WordPress produced: ${quote}\n  iframe WordPress produced: ${markup}`);
  check(`${name}: WordPress turned the link into an embed frame`, markup !== null, markup ? '' : 'no iframe.wp-embedded-content in the post (the link stayed a link or text)');
  if (!markup) return page.close();
  check(`${name}: wp-embed.js (WordPress' host script) is on the page`, /wp-includes\/js\/wp-embed(\.min)?\.js/.test(served));

  await page.goto(postUrl);
  const frameElement = page.locator('iframe.wp-embedded-content').first();
  const attributes = await frameElement.evaluate((frame) => Object.fromEntries([...frame.attributes].map((a) => [a.name, a.value])));
  check(`${name}: sandbox="allow-scripts"`, attributes.sandbox === 'allow-scripts', `sandbox="${attributes.sandbox}"`);
  check(`${name}: security="restricted"`, attributes.security === 'restricted');
  const [address, fragment = ''] = attributes.src.split('#');
  check(`${name}: the frame's address is the pasted link with #?secret=`, sameLink(address, options.link) && fragment === `?secret=${attributes['data-secret']}`, attributes.src);

  // WordPress shows the frame (drops its clip style, hides the blockquote) and sets its height
  // from the game's height message; the game's own content height is read inside the frame.
  const frame = await (await frameElement.elementHandle()).contentFrame();
  const shown = await page.waitForFunction(() => {
    const element = document.querySelector('iframe.wp-embedded-content');
    const quoteElement = document.querySelector('blockquote.wp-embedded-content');
    return element && !element.hasAttribute('style') && (!quoteElement || getComputedStyle(quoteElement).display === 'none');
  }, null, { timeout: WAIT_MS }).then(() => true, () => false);
  check(`${name}: WordPress showed the frame (clip style removed, blockquote hidden)`, shown);
  await frame.locator('#embed > *').first().waitFor({ timeout: WAIT_MS });
  let { fits: sized, sizes } = await waitForFit(page, frame, frameElement);
  const offered = Number(markup.match(/ height="(\d+)"/)?.[1]);
  check(`${name}: the frame is shown at the game's height`, sized, `game content ${sizes?.content}px, frame shown ${sizes?.shown}px (height attribute ${sizes?.attribute}; the oEmbed answer's ${offered}px), frame scrollHeight ${sizes?.frameScroll} / clientHeight ${sizes?.frameClient}`);
  const heights = await page.evaluate(() => window.__wpCheckMessages.filter(({ data }) => data?.message === 'height').map(({ data }) => data.value));
  check(`${name}: the game posted WordPress' height message`, heights.length > 0, `values ${heights.join(', ')}`);
  await mkdir(out, { recursive: true });
  const before = join(out, `${name}-before-move.png`);
  await page.screenshot({ path: before, fullPage: true });

  const move = await playOneMove(page, frame, WAIT_MS);
  check(`${name}: the game is playable (seat 0 moved, a new game-move message followed)`, move.ok, move.seen);
  ({ fits: sized, sizes } = await waitForFit(page, frame, frameElement));
  check(`${name}: after the move the frame is still at the game's height`, sized, `game content ${sizes?.content}px, frame shown ${sizes?.shown}px`);
  const loads = Number(options.loads);
  const shownCount = await countShown(page.context().browser(), postUrl, loads);
  check(`${name}: WordPress showed the frame on every load`, shownCount === loads, `${shownCount} of ${loads} loads`);
  const after = join(out, `${name}-after-move.png`);
  await page.screenshot({ path: after, fullPage: true });
  console.log(`  screenshots: ${before}, ${after}`);
  const own = errors.filter((text) => text.startsWith(new URL(options.link).origin));
  check(`${name}: no error in the game frame's console`, own.length === 0, own.join(' | '));
  if (errors.length > own.length) console.log(`  other console errors: ${errors.filter((e) => !own.includes(e)).join(' | ')}`);
  await page.close();
}

const me = await rest('/wp/v2/users/me', { query: { context: 'edit' } });
if (me.status !== 200) {
  console.error(`WordPress refused the user (${me.status}): ${JSON.stringify(me.body).slice(0, 300)}`);
  process.exit(1);
}
const unfiltered = Boolean(me.body.capabilities?.unfiltered_html);
console.log(`WordPress ${options.wp}: user ${me.body.username}, roles ${me.body.roles.join(', ')}, unfiltered_html ${unfiltered}`);
const version = (await (await fetch(new URL('?rest_route=/', options.wp))).json().catch(() => ({})));
console.log(`site: ${version.name ?? '?'} (${version.url ?? '?'})`);
if (!check('the user may not post unfiltered HTML (WordPress strips their <iframe>)', !unfiltered)) process.exit(1);

const proxy = await rest('/oembed/1.0/proxy', { query: { url: options.link } });
check('the block editor\'s oEmbed proxy finds the game (discovery + endpoint)', proxy.status === 200 && proxy.body?.type === 'rich',
  proxy.status === 200 ? `${proxy.body.provider_name}: "${proxy.body.title}", ${proxy.body.width}x${proxy.body.height}` : `${proxy.status} ${JSON.stringify(proxy.body).slice(0, 300)} (a game server on a loopback or private address needs scripts/wordpress/bluffhouse-local-game-server.php)`);

const { executablePath, args } = await findBrowser();
const browser = await chromium.launch({ executablePath, args });
const created = [];
try {
  for (const editor of options.editor === 'both' ? ['classic', 'block'] : [options.editor]) {
    const post = await rest('/wp/v2/posts', { method: 'POST', body: { title: `bluffhouse wordpress-check (${editor} editor)`, status: 'publish', content: postContent(editor, options.link) } });
    if (!check(`${editor}: the user published a post with the link`, post.status === 201, post.status === 201 ? post.body.link : `${post.status} ${JSON.stringify(post.body).slice(0, 300)}`)) continue;
    created.push(post.body.id);
    await checkPost(browser, post.body.link, editor, options.out);
  }
} finally {
  await browser.close();
  if (!options.keep) for (const id of created) await rest(`/wp/v2/posts/${id}`, { method: 'DELETE', query: { force: 'true' } });
  else if (created.length) console.log(`kept posts ${created.join(', ')}`);
}

const failed = results.filter(({ ok }) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
