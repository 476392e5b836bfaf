/**
 * The first load on a phone (issue 25, section 1): each game's CDN page measured cold on a
 * Lighthouse-like mobile profile, against the floor, a page with one file of the same stack, in the
 * same run.
 *
 * The profile (Chromium's DevTools protocol through playwright-core's `newCDPSession`): 150 ms round
 * trip and 1.6 Mbit/s down, 750 kbit/s up (`Network.emulateNetworkConditions`), the CPU slowed 4×
 * (`Emulation.setCPUThrottlingRate`), the cache off (`Network.setCacheDisabled`, and a fresh browser
 * context per run). The server below gzips every response (zlib level 6, as a CDN would) and
 * forbids caching.
 *
 * The time: from navigation start (the page's `performance.timeOrigin`) to the first animation
 * frame in which the table has a `<button>` in its shadow root (searched through the shadow roots
 * of the pieces inside it too) and shows (displayed, not hidden, not fully transparent, its content
 * not skipped: a BiggieBills board draws its first table unseen, in steps, and shows it whole), read
 * in the page by a script that polls once a frame.
 *
 * Pages: `/floor` loads one file, the stack's floor (bench/stack-floor.mjs: an XState actor with a
 * guarded transition, a @lit/context context, plus a LitElement that draws eight buttons); each
 * game page loads nothing but its CDN file (dist/cdn/<tag>.js) and holds `<tag players="n">`.
 * Every round measures every page in turn (the floor first), each in a fresh context; the figure
 * is the median of the rounds.
 *
 * Where the time goes (one more traced run per game page, same profile): each request with its
 * depth in the import chain (the page is 0, its script 1, a chunk it imports 2, …: each level
 * costs at least one round trip), its start and end (ms after navigation) and bytes transferred
 * (gzip, headers included); when the element was defined and when the words were requested; the
 * main thread's script, task, layout and style time (`Performance.getMetrics`, ms, throttled); and
 * what the first frame did not run (precise JS coverage: per file, the share of its bytes in
 * functions never called before the first button).
 *
 * Needs `npm run build` first. Usage: `node bench/first-load.mjs [--runs 3] [--throttle 4] [--cdn folder] [--compare folder]`
 * (`--cdn`: serve another build of dist/cdn instead; `--compare`: also measure each game page with
 * another build, in the same rounds, right after the first build's: A and B interleaved, one floor);
 * `firstLoadBench()` returns `{ rows, breakdown }` and `firstLoadLines(result)` the printed lines
 * (for bench/run.mjs).
 */
/* global window -- in the functions page.evaluate runs in the page */
import { createServer } from 'node:http';
import { readFileSync, existsSync } from 'node:fs';
import { join, extname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { findBrowser } from '../scripts/find-browser.mjs';
import { cli, isMain, median, table } from './lib.mjs';
import { stackFloorCode } from './stack-floor.mjs';
import { decodeMappings, moduleGroup } from './first-load-map.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The build measured by default. */
export const CDN = join(ROOT, 'dist/cdn');

/** The phone profile (Lighthouse's "slow 4G" mobile): ms, bytes per second, CPU slow-down. */
export const PROFILE = { latencyMs: 150, downKbps: 1638.4, upKbps: 750, cpu: 4 };
/** The game pages: tag and players (the issue's). */
export const PAGES = [
  { id: 'bluff-king', tag: 'bluff-king-table', players: 8 },
  { id: 'bluffing-billionaires', tag: 'bluffing-billionaires-table', players: 6 },
  { id: 'biggie-bills', tag: 'biggie-bills-board', players: 8 },
];
/** The floor page's element. */
export const FLOOR_TAG = 'floor-table';
/** What the floor page adds to the stack floor's module: an element drawing eight buttons that move the actor. */
const FLOOR_PAGE_CODE = `
class FloorPage extends FloorTable {
  render() {
    return html\`\${repeat(Array.from({ length: 8 }, (_, i) => i), (i) => i, (i) => html\`<button @click=\${() => this.actor.send({ type: 'MOVE' })}>\${i}</button>\`)}\`;
  }
}
customElements.define('${FLOOR_TAG}', FloorPage);
customElements.define('floor-seat', FloorSeat);
`;
/** A run longer than this (ms) fails. */
const TIMEOUT = 60_000;

const pageHtml = (title, script, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,"><title>${title}</title>
<script type="module" src="${script}"></script></head>
<body>${body}</body></html>`;

/**
 * The poll the page runs from its first script on: when a `<button>` first appears under `tag`'s
 * shadow root (`built`, ms after navigation) and when it first does while the table shows (`button`:
 * the table's box is displayed, not hidden, not fully transparent, its content not skipped).
 */
export function watchScript(tag) {
  return `(() => {
  const tag = ${JSON.stringify(tag)};
  const hasButton = (root) => {
    if (!root) return false;
    if (root.querySelector('button')) return true;
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot && hasButton(el.shadowRoot)) return true;
    return false;
  };
  window.__firstLoad = {};
  customElements.whenDefined(tag).then(() => { window.__firstLoad.defined = performance.now(); });
  // A table that draws unseen first (a BiggieBills board drawing its first table in steps) has
  // buttons before it shows: its own box hidden, transparent or its content skipped. Its style is
  // read only once a button is there (the frame computes it anyway).
  const shows = (el) => {
    const style = getComputedStyle(el);
    return style.display !== 'none' && style.visibility !== 'hidden' && style.opacity !== '0' && style.contentVisibility !== 'hidden';
  };
  const poll = () => {
    const el = document.querySelector(tag);
    if (el && hasButton(el.shadowRoot)) {
      const now = performance.now();
      window.__firstLoad.built ??= now;
      if (shows(el)) { window.__firstLoad.button = now; return; }
    }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;
}

/**
 * A static server for the pages and the CDN folders (`/cdn/` the measured build, `/cdn-b/` the one
 * compared with it), every response gzipped and uncacheable.
 */
async function serve(floorCode, folders) {
  const types = { '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8', '.json': 'application/json', '.css': 'text/css' };
  const gz = new Map();
  const body = (key, make) => {
    if (!gz.has(key)) gz.set(key, gzipSync(make(), { level: 6 }));
    return gz.get(key);
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let key;
    let type;
    let make;
    if (url.pathname === '/floor') {
      [key, type, make] = ['floor.html', types['.html'], () => pageHtml('floor', '/floor.js', `<${FLOOR_TAG} seats="8"></${FLOOR_TAG}>`)];
    } else if (url.pathname === '/floor.js') {
      [key, type, make] = ['floor.js', types['.js'], () => floorCode];
    } else if (url.pathname === '/game') {
      const page = PAGES.find((p) => p.tag === url.searchParams.get('tag'));
      const base = url.searchParams.get('cdn') === 'b' ? 'cdn-b' : 'cdn';
      if (page) [key, type, make] = [`game ${base} ${page.tag}`, types['.html'], () => pageHtml(page.tag, `/${base}/${page.tag}.js`, `<${page.tag} players="${page.players}"></${page.tag}>`)];
    } else if (!url.pathname.includes('..')) {
      const [, base, ...rest] = url.pathname.split('/');
      const file = folders[base] ? join(folders[base], rest.join('/')) : null;
      if (file && existsSync(file)) [key, type, make] = [file, types[extname(file)] ?? 'application/octet-stream', () => readFileSync(file)];
    }
    if (!key) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': 'no-store', vary: 'accept-encoding' });
    res.end(body(key, make));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { origin: `http://127.0.0.1:${server.address().port}`, stop: () => new Promise((done) => server.close(done)) };
}

/**
 * The server of the floor page and of `cdn`'s game pages (for bench/first-load-trace.mjs).
 * @returns `{ server: { stop }, floorUrl, gameUrl(page) }`
 */
export async function firstLoadServer(cdn = CDN) {
  const server = await serve(await stackFloorCode(FLOOR_PAGE_CODE), { cdn });
  return { server, floorUrl: `${server.origin}/floor`, gameUrl: (page) => `${server.origin}/game?tag=${page.tag}` };
}

/**
 * A fresh phone-sized context of `browser` with one page on the phone profile: `tag`'s watch script
 * (`watchScript`), the cache off, the profile's network and `throttle`× CPU set through CDP.
 * @returns `{ context, page, cdp }` (close the context when done).
 */
export async function phoneContext(browser, tag, throttle = PROFILE.cpu) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(watchScript(tag));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.downKbps * 1024) / 8,
    uploadThroughput: (PROFILE.upKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  return { context, page, cdp };
}

/**
 * One cold load of `url` in a fresh context of `browser`, on the phone profile.
 * @returns `{ ms, built, defined, requests, metrics, coverage? }`: ms to the first button (`built`: to
 *   the first button drawn, the table perhaps not showing yet); requests with
 *   url, start/end (ms after navigation), bytes transferred, initiator url; metrics in ms.
 */
async function load(browser, url, tag, { throttle, cdn, detail = false }) {
  const { context, page, cdp } = await phoneContext(browser, tag, throttle);
  try {
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, start: e.timestamp, initiator: e.initiator?.url ?? e.initiator?.stack?.callFrames?.[0]?.url ?? e.initiator?.stack?.parent?.callFrames?.[0]?.url ?? null }));
    cdp.on('Network.loadingFinished', (e) => {
      const r = requests.get(e.requestId);
      if (r) Object.assign(r, { end: e.timestamp, bytes: e.encodedDataLength });
    });
    if (detail) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
    }
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstLoad?.button !== undefined, null, { timeout: TIMEOUT, polling: 100 });
    const { button, built, defined, origin } = await page.evaluate(() => ({ ...window.__firstLoad, origin: performance.timeOrigin }));
    const result = { ms: button, built, defined };
    if (detail) {
      const { result: scripts } = await cdp.send('Profiler.takePreciseCoverage');
      await cdp.send('Profiler.stopPreciseCoverage');
      result.coverage = scripts.filter((s) => s.url.includes('/cdn/') || s.url.endsWith('/floor.js')).map((s) => coverageOf(s, cdn));
      const { metrics } = await cdp.send('Performance.getMetrics');
      const m = Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
      result.metrics = { script: m.ScriptDuration * 1000, task: m.TaskDuration * 1000, layout: m.LayoutDuration * 1000, style: m.RecalcStyleDuration * 1000 };
      // CDP timestamps are monotonic seconds; the first request (the page) marks navigation, close to timeOrigin.
      const first = Math.min(...[...requests.values()].map((r) => r.start));
      result.requests = [...requests.values()].map((r) => ({ ...r, start: (r.start - first) * 1000, end: r.end === undefined ? null : (r.end - first) * 1000 }));
      result.origin = origin;
    } else {
      result.bytes = [...requests.values()].reduce((sum, r) => sum + (r.bytes ?? 0), 0);
    }
    return result;
  } finally {
    await context.close();
  }
}

/**
 * Characters of minified code per original module, and of them those not run (`marks[i]` 0),
 * from the file's hidden source map (`<file>.map` beside it in the served folder).
 * @returns `{ [source path]: { total, unused } }`, or null without a map
 */
function bySource(code, marks, mapFile) {
  if (!existsSync(mapFile)) return null;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const result = {};
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  decodeMappings(map.mappings).forEach((segments, line) => {
    const lineEnd = line + 1 < lineStarts.length ? lineStarts[line + 1] : code.length;
    segments.forEach(([column, source], i) => {
      if (source < 0) return;
      const start = lineStarts[line] + column;
      const end = i + 1 < segments.length ? lineStarts[line] + segments[i + 1][0] : lineEnd;
      const name = map.sources[source].replace(/^(\.\.\/)+/, '');
      const entry = (result[name] ??= { total: 0, unused: 0 });
      for (let at = start; at < end && at < marks.length; at++) {
        entry.total += 1;
        if (!marks[at]) entry.unused += 1;
      }
    });
  });
  return result;
}

/**
 * Characters of a script, and of them those in functions never called (block coverage of function
 * ranges); with the folder it was served from, the same per original module (`bySource`).
 */
function coverageOf(script, cdn) {
  const total = script.functions[0]?.ranges[0]?.endOffset ?? 0;
  // Ranges nest, outer first: each range overwrites its own part with whether it ran.
  const marks = new Uint8Array(total);
  for (const fn of script.functions) for (const { startOffset, endOffset, count } of fn.ranges) marks.fill(count > 0 ? 1 : 0, startOffset, endOffset);
  let unused = 0;
  for (const used of marks) if (!used) unused += 1;
  const path = new URL(script.url).pathname;
  const file = path.startsWith('/cdn/') ? join(cdn, path.slice(5)) : null; // (builds compared, /cdn-b/, are not traced)
  const sources = file && existsSync(file) ? bySource(readFileSync(file, 'utf8'), marks, `${file}.map`) : null;
  return { url: script.url, total, unused, sources };
}

/** Depth of each request in the chain: the page 0, what it loads 1, what that imports 2, … */
function withDepth(requests) {
  const byUrl = new Map(requests.map((r) => [r.url, r]));
  const depth = (r, seen = new Set()) => {
    if (!r.initiator || !byUrl.has(r.initiator) || seen.has(r.url)) return r.initiator ? 1 : 0;
    seen.add(r.url);
    return depth(byUrl.get(r.initiator), seen) + 1;
  };
  return requests.map((r) => ({ ...r, depth: depth(r) })).sort((a, b) => a.start - b.start);
}

/**
 * Measures every page `runs` times (rounds: the floor, then each game, each in a fresh context;
 * with `compare`, each game page with that build right after the same page with `cdn`), then one
 * detailed run per page of `cdn`.
 * @returns `{ rows: [{ id, label, ms, runs, kib }], breakdown: [{ id, label, ms, defined, requests, metrics, coverage }] }`
 *   (rows of the compared build have ids `<game id> B`)
 */
export async function firstLoadBench({ runs = 3, throttle = PROFILE.cpu, cdn = CDN, compare = null, progress = () => {} } = {}) {
  for (const folder of [cdn, compare].filter(Boolean)) if (!existsSync(folder)) throw new Error(`${folder} is missing: run \`npm run build\` first`);
  const floorCode = await stackFloorCode(FLOOR_PAGE_CODE);
  const server = await serve(floorCode, { cdn, ...(compare ? { 'cdn-b': compare } : {}) });
  const { executablePath, args } = await findBrowser();
  const browser = await chromium.launch({ executablePath, args });
  const targets = [{ id: 'floor', label: 'the floor', url: `${server.origin}/floor`, tag: FLOOR_TAG },
    ...PAGES.flatMap((p) => [{ id: p.id, label: `<${p.tag} players="${p.players}">`, url: `${server.origin}/game?tag=${p.tag}`, tag: p.tag },
      ...(compare ? [{ id: `${p.id} B`, label: `  the same, ${compare}`, url: `${server.origin}/game?tag=${p.tag}&cdn=b`, tag: p.tag, compared: true }] : [])])];
  try {
    const times = Object.fromEntries(targets.map((t) => [t.id, []]));
    const bytes = {};
    for (let round = 0; round < runs; round++) {
      for (const t of targets) {
        const { ms, bytes: b } = await load(browser, t.url, t.tag, { throttle });
        times[t.id].push(ms);
        bytes[t.id] = b;
        progress(`first load ${round + 1}/${runs} ${t.id}: ${ms.toFixed(0)} ms, ${(b / 1024).toFixed(1)} KiB`);
      }
    }
    const rows = targets.map((t) => ({ id: t.id, label: t.label, ms: median(times[t.id]), runs: times[t.id], kib: bytes[t.id] / 1024 }));
    const breakdown = [];
    for (const t of targets.filter((each) => !each.compared)) {
      const detail = await load(browser, t.url, t.tag, { throttle, cdn, detail: true });
      breakdown.push({ id: t.id, label: t.label, ...detail, requests: withDepth(detail.requests) });
      progress(`first load traced ${t.id}: ${detail.ms.toFixed(0)} ms`);
    }
    return { rows, breakdown, throttle };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const short = (url) => url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '');

/**
 * The least time to a first button that a page's bytes allow on the phone profile (ms): the
 * floor's measured time plus the time its extra bytes (`kib`, sent, beyond the floor's) take at
 * the profile's bandwidth, as if the page needed no more CPU time or round trips than the floor.
 */
export function bytesAloneMs(row, floor) {
  const bytesPerMs = (PROFILE.downKbps * 1024) / 8 / 1000;
  return floor.ms + (Math.max(0, row.kib - floor.kib) * 1024) / bytesPerMs;
}

/** The printed lines: the figures table, then per page where the time goes. */
export function firstLoadLines({ rows, breakdown, throttle }) {
  const lines = [];
  const floor = rows.find((r) => r.id === 'floor');
  lines.push(`First load on a phone: cold, ${PROFILE.latencyMs} ms round trip, ${(PROFILE.downKbps / 1024).toFixed(1)} Mbit/s down, CPU ${throttle}× slower, gzip, no cache;`);
  lines.push(`  navigation to the first <button> drawn in the table's shadow root while the table shows; median of ${floor.runs.length} fresh contexts per page, pages in turn`);
  lines.push(...table([
    { title: 'page', cell: (r) => r.label },
    { title: 'KiB (gzip, sent)', cell: (r) => r.kib.toFixed(1) },
    { title: 'ms', cell: (r) => r.ms.toFixed(0) },
    { title: 'runs', cell: (r) => r.runs.map((v) => v.toFixed(0)).join(' ') },
    { title: '÷ floor', cell: (r) => `${(r.ms / floor.ms).toFixed(2)}×` },
    { title: 'bytes alone', cell: (r) => (r === floor ? '' : `≥ ${(bytesAloneMs(r, floor) / floor.ms).toFixed(2)}×`) },
  ], rows));
  lines.push('  (KiB: every response of the page, bytes on the wire, headers included; bytes alone: the least time these bytes allow, the');
  lines.push('  floor\'s time plus what the page sends beyond the floor at the profile\'s bandwidth, with no more CPU time than the floor\'s)');
  lines.push('');
  lines.push('Where the time goes (one more run per page, same profile, with JS coverage: it may run a little slower)');
  for (const b of breakdown) {
    const cov = new Map(b.coverage.map((c) => [short(c.url), c]));
    const words = b.requests.filter((r) => /messages|words|\ben-/.test(short(r.url)));
    const unseen = b.built !== undefined && b.built < b.ms ? ` (drawn unseen from ${b.built.toFixed(0)} ms)` : '';
    lines.push(`${b.label}: first button ${b.ms.toFixed(0)} ms${unseen}; element defined ${b.defined?.toFixed(0) ?? '—'} ms; main thread: script ${b.metrics.script.toFixed(0)} ms, tasks ${b.metrics.task.toFixed(0)} ms, layout ${b.metrics.layout.toFixed(0)} ms, style ${b.metrics.style.toFixed(0)} ms`);
    lines.push(...table([
      { title: 'depth', cell: (r) => r.depth },
      { title: 'request', cell: (r) => short(r.url), align: 'left' },
      { title: 'start', cell: (r) => r.start.toFixed(0) },
      { title: 'end', cell: (r) => (r.end === null ? '—' : r.end.toFixed(0)) },
      { title: 'KiB', cell: (r) => ((r.bytes ?? 0) / 1024).toFixed(1) },
      { title: 'unrun by 1st button', cell: (r) => { const c = cov.get(short(r.url)); return c && c.total ? `${((c.unused / c.total) * 100).toFixed(0)}% of ${(c.total / 1024).toFixed(1)} KiB` : ''; } },
    ], b.requests, { indent: '    ' }));
    const wordAt = (w) => `${short(w.url)} at ${w.start.toFixed(0)} ms (${(w.start - (b.defined ?? 0)).toFixed(0)} ms after the element was defined)`;
    const wordsText = words.length ? words.map(wordAt).join(', ') : 'in the bundle';
    const deepest = Math.max(...b.requests.map((r) => r.depth));
    const unused = b.coverage.reduce((s, c) => s + c.unused, 0);
    const total = b.coverage.reduce((s, c) => s + c.total, 0);
    const modules = {};
    for (const c of b.coverage) for (const [name, m] of Object.entries(c.sources ?? {})) {
      const entry = (modules[name] ??= { total: 0, unused: 0 });
      entry.total += m.total;
      entry.unused += m.unused;
    }
    const groups = {};
    for (const [name, m] of Object.entries(modules)) {
      const group = moduleGroup(name);
      const entry = (groups[group] ??= { total: 0, unused: 0 });
      entry.total += m.total;
      entry.unused += m.unused;
    }
    const kib = (n) => (n / 1024).toFixed(1);
    const ranked = Object.entries(groups).sort(([, x], [, y]) => y.unused - x.unused);
    if (ranked.length > 0) {
      lines.push(`    not run before the first button, by part (KiB of minified code unrun / of the part): ${ranked.filter(([, m]) => m.unused >= 512).map(([g, m]) => `${g} ${kib(m.unused)}/${kib(m.total)}`).join(', ')}`);
      const top = Object.entries(modules).sort(([, x], [, y]) => y.unused - x.unused).slice(0, 8);
      lines.push(`    largest unrun modules: ${top.map(([name, m]) => `${name.replace(/^(dist\/|node_modules\/)/, '')} ${kib(m.unused)}`).join(', ')}`);
    }
    lines.push(`    chain depth ${deepest} (${deepest} round trips of ${PROFILE.latencyMs} ms at least before the last file starts);`
      + ` words: ${wordsText};`
      + ` ${((unused / Math.max(total, 1)) * 100).toFixed(0)}% of ${(total / 1024).toFixed(1)} KiB of script (minified) not run before the first button`);
  }
  return lines;
}

if (isMain(import.meta.url)) {
  const { runs, throttle, cdn, compare } = cli({
    usage: 'node bench/first-load.mjs [options] (once dist/ is built): the first load on a phone profile, each game page against the stack floor',
    options: {
      runs: { type: 'number', default: 3, help: 'fresh contexts per page (median)' },
      throttle: { type: 'number', default: PROFILE.cpu, help: 'CPU slow-down' },
      cdn: { type: 'string', default: CDN, help: 'the folder served as the CDN (default dist/cdn): another build, to compare' },
      compare: { type: 'string', default: '', help: 'another build of dist/cdn, measured in the same rounds right after each game page (A/B)' },
    },
  });
  const result = await firstLoadBench({ runs, throttle, cdn: resolve(cdn), compare: compare ? resolve(compare) : null, progress: (line) => console.error(line) });
  for (const line of firstLoadLines(result)) console.log(line);
}
