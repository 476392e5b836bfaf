/**
 * The rendering bench (issue 12, "main-thread time per move, first render"): each game's CDN file
 * (dist/cdn/<tag>.js, with the chunks it imports) in headless Chromium (playwright-core), at the
 * game's maximum players, bots only, on one fixed seed per game, so every run plays the same game.
 *
 * Two figures per game, each the median of `runs` runs, each run in a fresh page:
 * - **A whole game** (`bot-delay="0"`): the main thread's busy time from appending the table to its
 *   `game-over` and two drawn frames after (CDP `Performance.getMetrics`: the change in
 *   `TaskDuration`, in ms), and the layouts it took (the change in `LayoutCount`, forced or not).
 *   The run also checks that the log (and BiggieBills' ledger) ended scrolled to its newest entry.
 * - **First render**: the main-thread tasks from appending the table until it has drawn
 *   (`updateComplete`: a table may spread its first drawing over several tasks) and two frames
 *   more have been drawn, read from a Chromium trace: the longest task and the sum of them all
 *   (ms), in wall time and in thread time. The bots wait (`bot-delay="60000"`, the longest
 *   allowed) so that only drawing is measured.
 * Both run unthrottled and with the CPU slowed down (CDP `Emulation.setCPUThrottlingRate`, 4× by default).
 *
 * `TaskDuration` is wall time: on a busy machine it also counts the time the main thread waited for
 * a core (other processes, and the page's own raster, compositor and GPU-process threads). With
 * `--cpu`, each run also plays the game once more under a Chromium trace and reports where the main
 * thread's own CPU time went (thread time of its tasks): layout, style, paint (pre-paint, paint,
 * layerize, commit) and the rest (script: engine, bots, elements; event dispatch, messages, GC), the
 * frames drawn, and the raster workers' CPU time. Those runs are separate, so tracing never slows
 * the figures above.
 *
 * Needs `npm run build` first: it reads the registries from tsc's output (dist/src, dist/components)
 * and serves dist/cdn itself with @web/dev-server on a free port.
 *
 * Usage: `node bench/render.mjs [--runs 5] [--throttle 4] [--games id,id] [--cdn before:folder,after:folder] [--cpu]`
 * (`--cdn`: other builds of dist/cdn to measure instead, such as a copy made before a change and
 * dist/cdn after it: each run then measures them in turn, A, B, A, B…);
 * `renderBench()` returns the rows and `renderLines(rows)` the printed table (for bench/run.mjs);
 * `cpuLines(rows)` the `--cpu` breakdown.
 */
/* global document, customElements, requestAnimationFrame -- in the functions page.evaluate runs in the page */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { basename, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDevServer } from '@web/dev-server';
import { chromium } from 'playwright-core';
import { findBrowser } from '../scripts/find-browser.mjs';
import { freePort } from '../scripts/free-port.mjs';
import { cli, isMain, median, table } from './lib.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The page every run loads: `/render-bench?tag=<tag>&build=<n>` (it loads build n's `<tag>.js`). */
const PAGE = '/render-bench';
/** Where build n's files are served: `/build/<n>/…`. */
const BUILD_PATH = /^\/build\/(\d+)(\/.*)$/;
/** The seed of each game's measured game (one seed: the same game every run). */
const SEED = 7;
/** The page's size: a laptop's window, where the log and the ledger overflow their boxes. */
const VIEWPORT = { width: 1280, height: 900 };
/** A whole game longer than this (ms) fails the run. */
const GAME_TIMEOUT = 180_000;
/** Trace categories: top-level tasks (`RunTask`) and the page's `console.timeStamp` marks. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel'];

/** The HTML of the bench page for `tag` of build `build`: nothing but its CDN file. */
function pageHtml(tag, build) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<link rel="icon" href="data:,">
<title>render bench: ${tag}</title>
<style>body { margin: 0; padding: 8px; font-family: system-ui, sans-serif; }</style>
<script type="module" src="/build/${build}/${tag}.js"></script>
</head>
<body></body>
</html>`;
}

/**
 * Serves the bench page and the folders `folders` (builds of dist/cdn: folder n under `/build/n/`)
 * on a free port; resolves to `{ origin, stop() }`.
 */
async function serve(folders) {
  const port = await freePort();
  const server = await startDevServer({
    config: {
      rootDir: folders[0],
      port,
      hostname: '127.0.0.1',
      watch: false,
      nodeResolve: false,
      clearTerminalOnReload: false,
      middleware: [
        function benchPage(context, next) {
          if (context.path !== PAGE) return next();
          const { tag, build } = context.query;
          if (typeof tag !== 'string' || !/^[a-z][a-z0-9-]*$/.test(tag) || !(Number(build) in folders)) {
            context.status = 400;
            return undefined;
          }
          context.type = 'html';
          context.body = pageHtml(tag, Number(build));
          return undefined;
        },
        function buildFiles(context, next) {
          const [, build, path] = BUILD_PATH.exec(context.path) ?? [];
          const folder = folders[Number(build)];
          if (!folder) return next();
          const file = resolve(folder, `.${decodeURIComponent(path)}`);
          if (!file.startsWith(folder + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
            context.status = 404;
            return undefined;
          }
          context.type = extname(file);
          context.body = createReadStream(file);
          return undefined;
        },
      ],
    },
    readCliArgs: false,
    readFileConfig: false,
    logStartMessage: false,
    autoExitProcess: false,
  });
  return { origin: `http://127.0.0.1:${port}`, stop: () => server.stop() };
}

/**
 * Opens a fresh page with `tag` defined, waits until it is idle, and applies CPU throttling `rate`
 * (1: none). Resolves to `{ page, cdp }`; errors in the page are collected in `errors`.
 */
async function openPage(browser, origin, tag, build, rate, errors) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'en-US', reducedMotion: 'reduce' });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${origin}${PAGE}?tag=${tag}&build=${build}`);
  await page.evaluate(async (name) => {
    await customElements.whenDefined(name);
    for (let i = 0; i < 3; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  }, tag);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return { page, cdp, close: () => context.close() };
}

/**
 * `bot-delay` while the first render is measured: the longest a table accepts (60 s), so no bot
 * moves meanwhile. (A longer one is a bad attribute: the table would draw its notice and play at
 * the default delay.)
 */
const WAITING_BOTS = 60_000;

/** The table's attributes in a run: max players, bots only, the bench seed. */
const tableAttributes = (players, botDelay) => ({ players: String(players), humans: 'none', seed: String(SEED), 'bot-delay': String(botDelay) });

/**
 * One whole game in a fresh page. Resolves to `{ ms, layouts, entries, atEnd }`: main-thread busy
 * time (ms) and layouts from appending the table to two frames after it drew the end of the game,
 * the log's entries, and whether every scrolling list (log, ledger) ended at its newest entry.
 * @throws when the game does not end within GAME_TIMEOUT, or its log does not show every entry.
 */
async function wholeGame(browser, origin, game, build, rate, errors) {
  const { page, cdp, close } = await openPage(browser, origin, game.tag, build, rate, errors);
  try {
    await cdp.send('Performance.enable');
    const metrics = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await metrics();
    const outcome = await page.evaluate(async ({ tag, attributes, timeout }) => {
      const table = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) table.setAttribute(name, value);
      let moves = 0;
      table.addEventListener('game-move', () => moves++);
      const over = new Promise((resolve, reject) => {
        table.addEventListener('game-over', resolve, { once: true });
        setTimeout(() => reject(new Error(`${tag}: no game-over within ${timeout} ms`)), timeout);
      });
      document.body.append(table);
      await over;
      // The table may still hold its last update (the results panel's module loading, a frame's
      // wait for bots' moves): the game ends when it has drawn it.
      await table.updateComplete;
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      const lists = [['bluff-log', 'ol'], ['biggie-bills-ledger', 'ol']]
        .map(([piece, list]) => table.shadowRoot.querySelector(piece)?.shadowRoot?.querySelector(list))
        .filter(Boolean);
      const entries = table.shadowRoot.querySelector('bluff-log').shadowRoot.querySelectorAll('li').length;
      if (entries !== moves) throw new Error(`${tag}: the log shows ${entries} entries of the game's ${moves}`);
      return {
        entries,
        atEnd: lists.every((list) => list.scrollTop + list.clientHeight >= list.scrollHeight - 2),
      };
    }, { tag: game.tag, attributes: tableAttributes(game.players, 0), timeout: GAME_TIMEOUT });
    const after = await metrics();
    const spent = (name) => (after[name] - before[name]) * 1000;
    return {
      ms: spent('TaskDuration'),
      scriptMs: spent('ScriptDuration'),
      layoutMs: spent('LayoutDuration'),
      styleMs: spent('RecalcStyleDuration'),
      layouts: after.LayoutCount - before.LayoutCount,
      ...outcome,
    };
  } finally {
    await close();
  }
}

/** Trace events whose thread time counts as layout, style and paint in `cpuOfGame`. */
const LAYOUT_EVENTS = new Set(['Layout']);
const STYLE_EVENTS = new Set(['UpdateLayoutTree']);
const PAINT_EVENTS = new Set(['PrePaint', 'Paint', 'Layerize', 'Commit']);

/**
 * One whole game as `wholeGame` plays it, under a Chromium trace. Resolves to the main thread's
 * CPU time (ms, the thread time of its top-level tasks from appending the table to two frames
 * after `game-over`) and its parts `{ cpuMs, layoutMs, styleMs, paintMs, otherMs, frames,
 * rasterMs }`: layout, style, paint (pre-paint, paint, layerize, commit), the rest (`otherMs`:
 * script, event dispatch, messages, GC), the frames committed and the raster workers' CPU time.
 * @throws when the game does not end within GAME_TIMEOUT, or the trace lacks the page's marks.
 */
async function cpuOfGame(browser, origin, game, build, rate, errors) {
  const { page, close } = await openPage(browser, origin, game.tag, build, rate, errors);
  try {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.evaluate(async ({ tag, attributes, timeout }) => {
      const table = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) table.setAttribute(name, value);
      const over = new Promise((resolve, reject) => {
        table.addEventListener('game-over', resolve, { once: true });
        setTimeout(() => reject(new Error(`${tag}: no game-over within ${timeout} ms`)), timeout);
      });
      console.timeStamp('render-bench:start');
      document.body.append(table);
      await over;
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      console.timeStamp('render-bench:end');
    }, { tag: game.tag, attributes: tableAttributes(game.players, 0), timeout: GAME_TIMEOUT });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const tasks = tasksBetween(traceEvents, 'render-bench:start', 'render-bench:end');
    const [start, end] = [tasks[0]?.ts ?? 0, Math.max(0, ...tasks.map((t) => t.ts + t.dur))];
    const { pid, tid } = tasks[0] ?? {};
    const thread = (names) => traceEvents
      .filter((e) => e.ph === 'X' && names.has(e.name) && e.pid === pid && e.tid === tid && e.ts >= start && e.ts <= end)
      .reduce((sum, e) => sum + (e.tdur ?? e.dur) / 1000, 0);
    const cpuMs = tasks.reduce((sum, t) => sum + t.cpu, 0);
    const [layoutMs, styleMs, paintMs] = [thread(LAYOUT_EVENTS), thread(STYLE_EVENTS), thread(PAINT_EVENTS)];
    return {
      cpuMs,
      layoutMs,
      styleMs,
      paintMs,
      otherMs: cpuMs - layoutMs - styleMs - paintMs,
      frames: traceEvents.filter((e) => e.ph === 'X' && e.name === 'Commit' && e.pid === pid && e.tid === tid && e.ts >= start && e.ts <= end).length,
      rasterMs: traceEvents
        .filter((e) => e.ph === 'X' && e.name === 'RasterTask' && e.pid === pid && e.ts >= start && e.ts <= end)
        .reduce((sum, e) => sum + (e.tdur ?? e.dur) / 1000, 0),
    };
  } finally {
    await close();
  }
}

/**
 * The top-level main-thread tasks of the page's renderer between the page's two
 * `console.timeStamp` marks `start` and `end`, from a Chromium trace: `[{ ts, dur, pid, tid, ms, cpu }]`
 * (`ts`, `dur` in µs as the trace has them; `ms` the task's wall time, `cpu` its thread time, in ms).
 * @throws when the marks are missing from the trace.
 */
function tasksBetween(events, start, end) {
  const mark = (name) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === name);
  const [from, to] = [mark(start), mark(end)];
  if (!from || !to) throw new Error(`trace without the marks ${start} and ${end}`);
  // Tasks of the same thread that end after the start mark and begin before the end mark (the
  // first holds the append, which began just before its mark).
  return events
    .filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === from.pid && e.tid === from.tid)
    .filter((e) => e.ts + e.dur >= from.ts && e.ts <= to.ts)
    .map((e) => ({ ts: e.ts, dur: e.dur, pid: e.pid, tid: e.tid, ms: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 }));
}

/**
 * The first render of the table in a fresh page (tags already defined, bots waiting): resolves to
 * `{ longest, total, longestCpu, totalCpu, tasks }`, the longest main-thread task and the sum of
 * all of them (ms, wall time) from appending the table until it has drawn (`updateComplete`) and
 * two frames more were drawn, and the same
 * in thread time (the most CPU time any one task took, and their sum): on a busy machine a task's
 * wall time also counts the time its thread waited for a core, its thread time does not.
 * @throws when the table has not drawn its log by then.
 */
async function firstRender(browser, origin, game, build, rate, errors) {
  const { page, close } = await openPage(browser, origin, game.tag, build, rate, errors);
  try {
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.evaluate(async ({ tag, attributes }) => {
      const table = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) table.setAttribute(name, value);
      console.timeStamp('render-bench:start');
      document.body.append(table);
      await table.updateComplete;
      for (let i = 0; i < 2; i++) await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      console.timeStamp('render-bench:end');
      if (!table.shadowRoot?.querySelector('bluff-log')) throw new Error(`${tag}: no log after the first render`);
    }, { tag: game.tag, attributes: tableAttributes(game.players, WAITING_BOTS) });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
    const tasks = tasksBetween(traceEvents, 'render-bench:start', 'render-bench:end');
    return {
      longest: Math.max(0, ...tasks.map((t) => t.ms)),
      total: tasks.reduce((sum, t) => sum + t.ms, 0),
      longestCpu: Math.max(0, ...tasks.map((t) => t.cpu)),
      totalCpu: tasks.reduce((sum, t) => sum + t.cpu, 0),
      tasks: tasks.length,
    };
  } finally {
    await close();
  }
}

/**
 * Runs the rendering bench. Options: `runs` (runs per game, build and CPU rate, default 5),
 * `throttle` (the slowed-down CPU rate, default 4; 1 or less: unthrottled only), `games` (ids;
 * default every game of the registry), `builds` (`{ label: folder }`, the builds of dist/cdn to
 * measure, default `{ 'dist/cdn': <dist/cdn> }`; with several, say one before a change and one
 * after, each run measures every build in turn, so a busy spell of the machine hits them alike),
 * `cpu` (true: also the traced breakdown of `cpuOfGame`, from one more game per run), `progress(line)`
 * (called after each run).
 * Resolves to one row per CPU rate, game and build (unthrottled first):
 * `{ build, game, title, tag, players, seed, cpu, runs, gameMs, scriptMs, layoutMs, styleMs,
 *   layouts, entries, msPerEntry, atEnd, firstLongestMs, firstTotalMs, firstLongestCpuMs,
 *   firstTotalCpuMs }`: medians over the runs, times in ms (`scriptMs`, `layoutMs`, `styleMs`: the
 * parts of `gameMs` that CDP names; `firstLongestCpuMs`, `firstTotalCpuMs`: the first render's
 * longest task and total in thread time, `firstRender`); `cpu` is
 * the throttling rate (1: none); `atEnd` is true when every run ended with the log (and ledger)
 * at its newest entry. With the `cpu` option each row also has `cpuMs`, `cpuLayoutMs`,
 * `cpuStyleMs`, `cpuPaintMs`, `cpuOtherMs`, `cpuPerEntryMs`, `frames` and `rasterMs` (medians).
 * @throws when dist/ is not built, or a page fails (a game that never ends, a script error).
 */
export async function renderBench({ runs = 5, throttle = 4, games: only, builds = { 'dist/cdn': `${ROOT}dist/cdn` }, cpu: breakdown = false, progress = () => {} } = {}) {
  for (const built of ['dist/src/index.js', 'dist/components/games.js']) {
    if (!existsSync(`${ROOT}${built}`)) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const { games } = await import('../dist/src/index.js');
  const { gameElements } = await import('../dist/components/games.js');
  const measured = games
    .filter((game) => !only || only.includes(game.id))
    .map((game) => ({ id: game.id, title: game.title, tag: gameElements[game.id].tag, players: game.players.max }));
  const labels = Object.keys(builds);
  const folders = Object.values(builds).map((folder) => resolve(folder));
  for (const folder of folders) {
    for (const game of measured) {
      if (!existsSync(join(folder, `${game.tag}.js`))) throw new Error(`${join(folder, `${game.tag}.js`)} is missing: run \`npm run build\` first`);
    }
  }
  const server = await serve(folders);
  const { executablePath, args } = await findBrowser();
  const browser = await chromium.launch({ executablePath, args });
  const rows = [];
  try {
    for (const cpu of throttle > 1 ? [1, throttle] : [1]) {
      const samples = new Map();
      // Run by run, every game and build in turn: a slow spell of the machine hits them all alike.
      for (let run = 0; run < runs; run++) {
        for (const game of measured) {
          for (const [build, label] of labels.entries()) {
            const errors = [];
            const whole = await wholeGame(browser, server.origin, game, build, cpu, errors);
            const first = await firstRender(browser, server.origin, game, build, cpu, errors);
            const traced = breakdown ? await cpuOfGame(browser, server.origin, game, build, cpu, errors) : null;
            if (errors.length > 0) throw new Error(`${game.tag} (${label}): errors in the page: ${errors.join('; ')}`);
            const key = `${game.id} ${build}`;
            samples.set(key, [...(samples.get(key) ?? []), { whole, first, traced }]);
            progress(`  ${label} ${game.tag} cpu ${cpu}× run ${run + 1}/${runs}: game ${whole.ms.toFixed(0)} ms (script ${whole.scriptMs.toFixed(0)}, layout ${whole.layoutMs.toFixed(0)}, style ${whole.styleMs.toFixed(0)}), ${whole.layouts} layouts, ${whole.entries} entries${whole.atEnd ? '' : ' (NOT at the end)'}; first render longest ${first.longest.toFixed(1)} ms, total ${first.total.toFixed(1)} ms (thread time ${first.longestCpu.toFixed(1)}, ${first.totalCpu.toFixed(1)}; ${first.tasks} tasks)`);
            if (traced) progress(`  ${label} ${game.tag} cpu ${cpu}× run ${run + 1}/${runs}, traced: main-thread CPU ${traced.cpuMs.toFixed(0)} ms (layout ${traced.layoutMs.toFixed(0)}, style ${traced.styleMs.toFixed(0)}, paint ${traced.paintMs.toFixed(0)}, other ${traced.otherMs.toFixed(0)}), ${traced.frames} frames, raster ${traced.rasterMs.toFixed(0)} ms`);
          }
        }
      }
      for (const game of measured) {
        for (const [build, label] of labels.entries()) {
          const got = samples.get(`${game.id} ${build}`);
          const of = (pick) => median(got.map(pick));
          rows.push({
            build: label,
            game: game.id,
            title: game.title,
            tag: game.tag,
            players: game.players,
            seed: SEED,
            cpu,
            runs,
            gameMs: of((s) => s.whole.ms),
            scriptMs: of((s) => s.whole.scriptMs),
            layoutMs: of((s) => s.whole.layoutMs),
            styleMs: of((s) => s.whole.styleMs),
            layouts: of((s) => s.whole.layouts),
            entries: of((s) => s.whole.entries),
            msPerEntry: of((s) => s.whole.ms / s.whole.entries),
            atEnd: got.every((s) => s.whole.atEnd),
            firstLongestMs: of((s) => s.first.longest),
            firstTotalMs: of((s) => s.first.total),
            firstLongestCpuMs: of((s) => s.first.longestCpu),
            firstTotalCpuMs: of((s) => s.first.totalCpu),
            ...(breakdown ? {
              cpuMs: of((s) => s.traced.cpuMs),
              cpuLayoutMs: of((s) => s.traced.layoutMs),
              cpuStyleMs: of((s) => s.traced.styleMs),
              cpuPaintMs: of((s) => s.traced.paintMs),
              cpuOtherMs: of((s) => s.traced.otherMs),
              cpuPerEntryMs: of((s) => s.traced.cpuMs / s.whole.entries),
              frames: of((s) => s.traced.frames),
              rasterMs: of((s) => s.traced.rasterMs),
            } : {}),
          });
        }
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return rows;
}

/** The rows of `renderBench()` as the lines of a table (a heading, then one line per row). */
export function renderLines(rows) {
  const runs = rows[0]?.runs ?? 0;
  const builds = new Set(rows.map((row) => row.build)).size > 1;
  const name = (row) => (builds ? `${row.title} (${row.build})` : row.title);
  return [
    `Rendering: headless Chromium, max players, bots only, seed ${rows[0]?.seed ?? SEED}; medians of ${runs} runs, each in a fresh page`,
    '  (game: main-thread busy time from appending the table until it drew the end of the game, bot-delay 0, and the layouts it took;',
    '   first render: main-thread tasks from appending the table until it drew (updateComplete) and two frames more, bots waiting:',
    '   the longest task and their sum, wall time, then the same in thread time: without the waits for a core)',
    ...table([
      { title: 'game', cell: name },
      { title: 'players', cell: (row) => row.players },
      { title: 'cpu', cell: (row) => `${row.cpu}×` },
      { title: 'game ms', cell: (row) => row.gameMs.toFixed(0) },
      { title: 'entries', cell: (row) => row.entries },
      { title: 'ms/entry', cell: (row) => row.msPerEntry.toFixed(2) },
      { title: 'layouts', cell: (row) => row.layouts },
      { title: 'at end', cell: (row) => (row.atEnd ? 'yes' : 'NO') },
      { title: ' 1st render longest', cell: (row) => `${row.firstLongestMs.toFixed(1)} ms` },
      { title: 'total', cell: (row) => row.firstTotalMs.toFixed(1) },
      { title: ' thread: longest', cell: (row) => `${row.firstLongestCpuMs.toFixed(1)} ms` },
      { title: 'total', cell: (row) => row.firstTotalCpuMs.toFixed(1) },
    ], rows),
  ];
}

/** The `--cpu` breakdown of `renderBench({ cpu: true })`'s rows as printed lines (none without it). */
export function cpuLines(rows) {
  const traced = rows.filter((row) => row.cpuMs !== undefined);
  if (traced.length === 0) return [];
  const builds = new Set(traced.map((row) => row.build)).size > 1;
  const name = (row) => (builds ? `${row.title} (${row.build})` : row.title);
  const ms = (key) => (row) => row[key].toFixed(0);
  return [
    'Main-thread CPU of a traced game (thread time, ms; medians): layout, style, paint (pre-paint, paint, layerize, commit),',
    '  the rest (script: engine, bots, elements; events, messages, GC), frames committed, raster workers\' CPU',
    ...table([
      { title: 'game', cell: name },
      { title: 'cpu', cell: (row) => `${row.cpu}×` },
      { title: 'main CPU', cell: ms('cpuMs') },
      { title: '/entry', cell: (row) => row.cpuPerEntryMs.toFixed(2) },
      { title: 'layout', cell: ms('cpuLayoutMs') },
      { title: 'style', cell: ms('cpuStyleMs') },
      { title: 'paint', cell: ms('cpuPaintMs') },
      { title: 'rest', cell: ms('cpuOtherMs') },
      { title: 'frames', cell: (row) => row.frames },
      { title: 'raster', cell: ms('rasterMs') },
    ], traced),
  ];
}

if (isMain(import.meta.url)) {
  const args = cli({
    usage: 'node bench/render.mjs [options]: each game\'s table rendered in headless Chromium (needs npm run build).',
    options: {
      runs: { type: 'number', default: 5, help: 'runs per game, build and CPU rate (the figures are their medians)' },
      throttle: { type: 'number', default: 4, help: 'the slowed-down CPU rate (1 or less: unthrottled only)' },
      games: { type: 'list', help: 'game ids, comma-separated (default: every game)' },
      cdn: { type: 'list', help: 'builds of dist/cdn to measure in turn: folder or label:folder, comma-separated' },
      cpu: { type: 'boolean', help: 'also where the main thread\'s CPU time went (one more traced game per run)' },
    },
  });
  // --cdn folder or --cdn label:folder,label:folder (labels default to the folders' names).
  const cdn = args.cdn?.map((each) => (each.includes(':') ? each.split(/:(.*)/s).slice(0, 2) : [basename(resolve(each)), each]));
  const rows = await renderBench({
    runs: args.runs,
    throttle: args.throttle,
    games: args.games,
    ...(cdn ? { builds: Object.fromEntries(cdn.map(([label, folder]) => [label, resolve(folder)])) } : {}),
    cpu: args.cpu ?? false,
    progress: (line) => console.error(line),
  });
  for (const line of [...renderLines(rows), ...cpuLines(rows)]) console.log(line);
}
