/**
 * Where a page's first load spends the main thread (issue 25): one cold load per page on the phone
 * profile of bench/first-load.mjs, traced (Chromium's trace, devtools.timeline and v8 categories),
 * and the renderer main thread's time from navigation to the first button summed by kind, each
 * event's self time (its duration less its children's): script (compile, evaluate, calls, microtasks,
 * GC), style (recalculation, style sheets), layout, paint (pre-paint, paint, layerize, commit), HTML
 * parse and document loading, and the rest (task wrappers, IPC); the same again from the moment the
 * page's script had arrived (its last byte) to the first button; and the count of layouts and style
 * recalculations; and the longest layout split into font set-up, text shaping and the rest (the number of
 * font strikes: each face, size and weight first used asks the browser process for its render style). The trace itself slows the page a little: compare its pages with each other.
 *
 * Needs `npm run build` first. Usage: `node bench/first-load-trace.mjs [--runs 3] [--cdn folder]`
 * (each page traced `runs` times, pages in turn; the medians are printed per kind).
 */
/* global window -- in the functions page.evaluate runs in the page */
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { findBrowser } from '../scripts/find-browser.mjs';
import { cli, isMain, median, table } from './lib.mjs';
import { PAGES, PROFILE, firstLoadServer, phoneContext, FLOOR_TAG, CDN } from './first-load.mjs';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.compile', 'blink.user_timing', 'loading', 'toplevel', 'fonts', 'blink'];

/** What the longest layout's time inside it is spent on: font set-up (a face's platform data, the browser's font matching and render style for each size, weight and face: a synchronous call to the browser process on Linux) and text shaping. */
const IN_LAYOUT = {
  fonts: /^(FontCache::GetFontPlatformData|WebSandboxSupportLinux::|FontDataManager|FontDataService|Receive mojo reply)/,
  shaping: /^(InlineNode::ShapeText|HarfBuzz|ShapeResult)/,
};

/**
 * The longest `Layout` of the renderer main thread from `from` to `until` (µs, trace clock) and what
 * its wall time went to: `fonts` and `shaping` (IN_LAYOUT, the outermost such event counted), the
 * rest (`other`: the layout itself and the style of what sits in a size container, which Chromium
 * computes during layout), all ms; `strikes`, the font render styles asked for (one per face,
 * size and weight first used); `objects`, the layout objects dirty when it began.
 */
export function longestLayout(events, mainKeys, from, until) {
  const main = events.filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= from && e.ts <= until && mainKeys.has(`${e.pid}:${e.tid}`));
  const layout = main.filter((e) => e.name === 'Layout').sort((a, b) => b.dur - a.dur)[0];
  if (!layout) return { ms: 0, fonts: 0, shaping: 0, other: 0, strikes: 0, objects: 0 };
  const inside = main.filter((e) => e !== layout && e.ts >= layout.ts && e.ts + e.dur <= layout.ts + layout.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const spent = { fonts: 0, shaping: 0 };
  let counted = -1; // the end of the outermost counted event (one inside it is not counted again)
  for (const e of inside) {
    const kind = Object.keys(IN_LAYOUT).find((k) => IN_LAYOUT[k].test(e.name));
    if (!kind || e.ts < counted) continue;
    spent[kind] += e.dur;
    counted = e.ts + e.dur;
  }
  const ms = (v) => v / 1000;
  return { ms: ms(layout.dur), fonts: ms(spent.fonts), shaping: ms(spent.shaping), other: ms(layout.dur - spent.fonts - spent.shaping),
    strikes: inside.filter((e) => e.name === 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike').length, objects: layout.args?.beginData?.dirtyObjects ?? 0 };
}

/** The renderer main threads of a trace, as "pid:tid" keys (their `thread_name` metadata). */
function rendererMain(events) {
  return new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
}

/** Event names by kind; names not listed count as their parent's (or "other" at the top: task wrappers, IPC). */
const KINDS = {
  script: /^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|v8\.run|V8\.|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|EventDispatch|MajorGC|MinorGC|v8\.parseOnBackground|v8\.produceModuleCache|v8\.callFunction|BlinkGC|ScheduleStyleRecalculation|XHRReadyStateChange|v8\.)/,
  style: /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|StyleRecalc|Document::updateStyle|SelectorStats|CSS)/,
  layout: /^(Layout|LayoutShift|UpdateLayout|LocalFrameView::layout|IntersectionObserverController|ComputeIntersections|InvalidateLayout)/,
  paint: /^(Paint|PrePaint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|PaintImage|RasterTask|Commit|PaintSetup|UpdateLayerTree|LocalFrameView::RunPaintLifecyclePhase|LocalFrameView::RunPrePaintLifecyclePhase)/,
  html: /^(ParseHTML|HTMLDocumentParser|DocumentLoader|NavigationBodyLoader|DecodedDataDocumentParser|CommitLoad)/,
};
const kindOf = (name) => Object.keys(KINDS).find((k) => KINDS[k].test(name)) ?? null;

/**
 * Self time by kind (ms) of the renderer main thread's complete events from `from` to `until` (µs,
 * trace clock): each event's duration less its children's, counted under its own kind, or its
 * parent's when its name has none. Also `busy` (the top-level events' time), `span`, the number of
 * layouts and style recalculations, and the 12 names of most self time (`top`, "name ms").
 * `clock` 'dur' sums wall time, 'tdur' the thread's CPU time (Chromium's CPU throttling counts in
 * it; time the thread waits for a core while other processes run does not).
 */
function summarize(events, from, until, clock = 'dur') {
  const mainKeys = rendererMain(events);
  const own = events.filter((e) => e.ph === 'X' && e.dur !== undefined && e[clock] !== undefined && e.ts >= from && e.ts <= until && mainKeys.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = { script: 0, style: 0, layout: 0, paint: 0, html: 0, other: 0 };
  const counts = { layout: 0, style: 0 };
  const byName = {};
  const stack = [];
  let busy = 0;
  for (const e of own) {
    while (stack.length && stack.at(-1).end <= e.ts) stack.pop();
    const parent = stack.at(-1);
    const kind = kindOf(e.name) ?? parent?.kind ?? 'other';
    // An event that outlasts its parent (they do not always nest exactly) counts up to the parent's end.
    const end = Math.min(e.ts + e.dur, until, parent?.end ?? until);
    const dur = clock === 'dur' ? end - e.ts : e.tdur * ((end - e.ts) / Math.max(e.dur, 1));
    // The whole duration counts now; each child takes its part back from its parent.
    totals[kind] += dur;
    byName[e.name] = (byName[e.name] ?? 0) + dur;
    if (parent) {
      totals[parent.kind] -= dur;
      byName[parent.name] -= dur;
    } else {
      busy += dur;
    }
    stack.push({ end, kind, name: e.name });
    if (e.name === 'Layout') counts.layout += 1;
    if (e.name === 'UpdateLayoutTree') counts.style += 1;
  }
  const ms = (v) => v / 1000;
  return { ...Object.fromEntries(Object.entries(totals).map(([k, v]) => [k, ms(v)])), busy: ms(busy), span: ms(until - from), layouts: counts.layout, styles: counts.style,
    top: Object.entries(byName).sort(([, a], [, b]) => b - a).slice(0, 12).map(([n, v]) => `${n} ${ms(v).toFixed(0)}`) };
}

async function tracedLoad(browser, url, tag) {
  const { context, page } = await phoneContext(browser, tag);
  try {
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__firstLoad?.button !== undefined, null, { timeout: 60_000, polling: 100 });
    const { button } = await page.evaluate(() => window.__firstLoad);
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const events = trace.traceEvents ?? trace;
    // navigation start on the trace clock: the renderer's navigationStart mark
    const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url)?.ts;
    if (nav === undefined) throw new Error(`no navigationStart for ${url} in the trace`);
    // when the page's script had arrived (its last byte): what the main thread did after it
    const script = new URL(url).pathname === '/floor' ? '/floor.js' : `/cdn/${tag}.js`;
    const sent = events.filter((e) => e.name === 'ResourceSendRequest' && e.ts >= nav && (e.args?.data?.url ?? '').endsWith(script));
    const ids = new Set(sent.map((e) => e.args.data.requestId));
    const finished = events.filter((e) => e.name === 'ResourceFinish' && ids.has(e.args?.data?.requestId)).map((e) => e.ts);
    const arrived = finished.length ? (Math.max(...finished) - nav) / 1000 : Number.NaN;
    const after = summarize(events, nav + arrived * 1000, nav + button * 1000);
    const cpu = summarize(events, nav, nav + button * 1000, 'tdur');
    const mainKeys = rendererMain(events);
    const longest = longestLayout(events, mainKeys, nav, nav + button * 1000);
    return { button, arrived, ...summarize(events, nav, nav + button * 1000), after, cpu, longest };
  } finally {
    await context.close();
  }
}

/**
 * Traces `runs` cold loads of each page (the floor, then each game page, in turn).
 * @returns per page `{ label, button, arrived, busy, script, style, layout, paint, html, other,
 *   layouts, styles, longest: { ms, fonts, shaping, other, strikes, objects } (longestLayout), afterBusy, afterScript, afterStyle, afterLayout, afterPaint, afterOther }`
 *   (medians, ms; `arrived`: the script's last byte, ms after navigation)
 */
export async function firstLoadTrace({ runs = 3, cdn = CDN } = {}) {
  const { server, floorUrl, gameUrl } = await firstLoadServer(cdn);
  const { executablePath, args } = await findBrowser();
  const browser = await chromium.launch({ executablePath, args });
  const targets = [{ label: 'the floor', url: floorUrl, tag: FLOOR_TAG }, ...PAGES.map((p) => ({ label: `<${p.tag}>`, url: gameUrl(p), tag: p.tag }))];
  const results = new Map(targets.map((t) => [t, []]));
  try {
    for (let round = 0; round < runs; round++) for (const t of targets) {
      const r = await tracedLoad(browser, t.url, t.tag);
      results.get(t).push(r);
      console.error(`${t.label}: ${r.button.toFixed(0)} ms; ${r.top.join(', ')}`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return targets.map((t) => {
    const rs = results.get(t);
    const m = (k) => median(rs.map((r) => r[k]));
    const a = (k) => median(rs.map((r) => r.after[k]));
    const c = (k) => median(rs.map((r) => r.cpu[k]));
    const l = (k) => median(rs.map((r) => r.longest[k]));
    return { label: t.label, longest: { ms: l('ms'), fonts: l('fonts'), shaping: l('shaping'), other: l('other'), strikes: l('strikes'), objects: l('objects') }, arrived: m('arrived'), afterBusy: a('busy'), afterScript: a('script'), afterStyle: a('style'), afterLayout: a('layout'), afterPaint: a('paint'), afterOther: a('other'), cpu: { busy: c('busy'), script: c('script'), style: c('style'), layout: c('layout'), paint: c('paint'), html: c('html'), other: c('other') }, button: m('button'), busy: m('busy'), script: m('script'), style: m('style'), layout: m('layout'), paint: m('paint'), html: m('html'), other: m('other'), layouts: m('layouts'), styles: m('styles') };
  });
}

if (isMain(import.meta.url)) {
  const { runs, cdn } = cli({
    usage: 'node bench/first-load-trace.mjs [options] (once dist/ is built): the main thread of each first load by kind',
    options: { runs: { type: 'number', default: 3, help: 'traced loads per page (median)' }, cdn: { type: 'string', default: CDN, help: 'the folder served as the CDN' } },
  });
  const rows = await firstLoadTrace({ runs, cdn: resolve(cdn) });
  const f = (v) => v.toFixed(0);
  console.log(`Main thread from navigation to the first button (ms, CPU ${PROFILE.cpu}× slower, medians of ${runs} traced loads; self time by kind)`);
  console.log(table([
    { title: 'page', cell: (r) => r.label, align: 'left' },
    { title: 'first button', cell: (r) => f(r.button) },
    { title: 'script arrived', cell: (r) => f(r.arrived) },
    { title: 'busy', cell: (r) => f(r.busy) },
    { title: 'script', cell: (r) => f(r.script) },
    { title: 'style', cell: (r) => f(r.style) },
    { title: 'layout', cell: (r) => f(r.layout) },
    { title: 'paint', cell: (r) => f(r.paint) },
    { title: 'html', cell: (r) => f(r.html) },
    { title: 'other', cell: (r) => f(r.other) },
    { title: 'layouts', cell: (r) => r.layouts },
    { title: 'style recalcs', cell: (r) => r.styles },
  ], rows).join('\n'));
  console.log('The same, CPU time of the main thread (thread clock, ms: the throttling counts in it, time waiting for a core does not)');
  console.log(table([
    { title: 'page', cell: (r) => r.label, align: 'left' },
    ...['busy', 'script', 'style', 'layout', 'paint', 'html', 'other'].map((k) => ({ title: k, cell: (r) => r.cpu[k].toFixed(1) })),
  ], rows).join('\n'));
  console.log('After the script arrived, to the first button (ms, self time by kind)');
  console.log(table([
    { title: 'page', cell: (r) => r.label, align: 'left' },
    { title: 'arrival to button', cell: (r) => f(r.button - r.arrived) },
    { title: 'busy', cell: (r) => f(r.afterBusy) },
    { title: 'script', cell: (r) => f(r.afterScript) },
    { title: 'style', cell: (r) => f(r.afterStyle) },
    { title: 'layout', cell: (r) => f(r.afterLayout) },
    { title: 'paint', cell: (r) => f(r.afterPaint) },
    { title: 'other', cell: (r) => f(r.afterOther) },
  ], rows).join('\n'));
  console.log('The longest layout before the first button (ms wall): font set-up, text shaping, the rest (layout, and the style of what sits in a size container)');
  console.log(table([
    { title: 'page', cell: (r) => r.label, align: 'left' },
    { title: 'layout', cell: (r) => f(r.longest.ms) },
    { title: 'fonts', cell: (r) => f(r.longest.fonts) },
    { title: 'shaping', cell: (r) => f(r.longest.shaping) },
    { title: 'rest', cell: (r) => f(r.longest.other) },
    { title: 'font strikes', cell: (r) => r.longest.strikes },
    { title: 'dirty objects', cell: (r) => r.longest.objects },
  ], rows).join('\n'));
}
