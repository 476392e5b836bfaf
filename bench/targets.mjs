/**
 * The targets of issues 12 ("Lighter and faster") and 25 ("Faster where people feel it") and the
 * one table `npm run bench` prints of them: each figure per game, its target and the ratio between
 * them, so that the next change can be compared with this one. Issue 25 retired two of issue 12's
 * targets, which stay as figures with no target ("report"): the page weight (35/35/45/65 kB; the
 * first load on a phone against the floor is what a visitor feels) and the engine's overhead (≤ 3×;
 * XState's own cost per step sets Bluffing Billionaires' at about 3.5×). The per-game parts of a
 * target (the rendering baseline, which games must have no long first-render task) are in
 * bench/settings.mjs; the rest is here.
 */
import { table } from './lib.mjs';
import { TARGET_P99, TARGET_ROOMS, TARGET_ROOMS_PER_CORE } from './online-load.mjs';

/** Targets that hold for every game. Times in ms, shares in 0..1. */
export const TARGETS = {
  /** A bot decision, at every level and player count (bench/bots.mjs `botLatency`). */
  botP99Ms: 5,
  botMaxMs: 20,
  /** The hard bot's share of wins, 4 players, seats rotated (bench/bots.mjs `botStrength`). */
  hardVsNormal: 0.35,
  hardVsRandom: 0.6,
  /**
   * Issue 25: the hard bot's part of the way from the fair share to the omniscient ceiling, every
   * lineup, reporting seeds. The ceiling is a bot that sees every hand and every card already dealt
   * but not the future (bench/bots.mjs); a clairvoyant bot's share, which also knows future draws,
   * is a report line beside it.
   */
  ofCeiling: 0.6,
  /** A table's first render at its maximum players, unthrottled: the sum of its tasks (bench/render.mjs). */
  firstRenderMs: 100,
  /** Main-thread time per log entry of a bots' game: at most this share of the game's baseline. */
  perMoveShare: 0.5,
  /** First load on a phone (bench/first-load.mjs): a game page's time ÷ the stack floor's, same run (issue 25). */
  firstLoadRatio: 1.3,
};

/**
 * One cell: the figure, its ratio to the target and whether it is met. `atMost` targets are met at
 * a ratio ≤ 1, `atLeast` ones at ≥ 1.
 */
function cell(value, target, kind, format) {
  if (value === undefined || value === null || Number.isNaN(value)) return { text: '—', met: null };
  if (target === undefined || target === null) return { text: format(value), met: null };
  const ratio = value / target;
  const met = kind === 'atLeast' ? ratio >= 1 : ratio <= 1;
  return { text: `${format(value)} ${ratio.toFixed(2)}×${met ? '' : ' ✗'}`, met };
}

const ms = (digits) => (value) => `${value.toFixed(digits)} ms`;
const pct = (value) => `${(value * 100).toFixed(1)}%`;

/**
 * The table of every figure of issues 12 and 25 against its target, or reported (no target).
 * @param figures `{ games, pages, engine, render, latency, strength, firstLoad }`: `games` the registry entries
 *   with their bench settings (`{ id, title, settings }`); `pages` `{ [id | 'all']: { kb }, floor? }`
 *   (min + gzip kB; `floor`: XState + Lit alone, bench/stack-floor.mjs); `engine` `{ [id]: overhead }`; `render` renderBench rows (bench/render.mjs);
 *   `latency` botLatency rows and `strength` botStrength rows (bench/bots.mjs); `firstLoad`
 *   bench/first-load.mjs `firstLoadBench()`'s result; `online` `{ [id]: onlineLoad result }` at a person's
 *   think time (bench/online-load.mjs `onlineBench()`'s `paced`). Any may be missing
 *   (a section not run): its cells read "—".
 * @returns the lines: a heading, one line per figure, and a closing count of targets met.
 */
export function targetLines({ games, pages = {}, engine = {}, render = [], latency = [], strength = [], firstLoad = null, online = {} }) {
  const rows = [];
  const add = (figure, target, cells) => rows.push({ figure, target, cells });
  const byGame = (fn) => games.map((game) => fn(game));
  const renderOf = (id, cpu) => render.find((row) => row.game === id && row.cpu === cpu);
  const throttled = render.find((row) => row.cpu > 1)?.cpu;

  const kb = (v) => v.toFixed(1);
  add('page weight (kB, min + gzip, English)', 'report (retired, issue 25)', [...byGame((g) => cell(pages[g.id]?.kb, null, 'atMost', kb)), cell(pages.all?.kb, null, 'atMost', kb)]);
  if (pages.floor !== undefined) {
    // The stack's floor (bench/stack-floor.mjs) is in every page: the rest is the games' own code.
    const ownCode = (page) => cell(page ? page.kb - pages.floor : null, null, 'atMost', kb);
    add(`  own code: page − stack (${pages.floor.toFixed(1)})`, 'report', [...byGame((g) => ownCode(pages[g.id])), ownCode(pages.all)]);
  }
  add('main-thread ms per move, bots’ game', `≤ ${TARGETS.perMoveShare} × baseline`, byGame((g) => {
    const base = g.settings.renderBaseline?.msPerEntry;
    return cell(renderOf(g.id, 1)?.msPerEntry, base ? base * TARGETS.perMoveShare : null, 'atMost', ms(2));
  }));
  add('layouts per move, bots’ game', 'report', byGame((g) => {
    const row = renderOf(g.id, 1);
    return cell(row ? row.layouts / row.entries : null, null, 'atMost', (v) => v.toFixed(2));
  }));
  add('first render at max players, total', `≤ ${TARGETS.firstRenderMs} ms`, byGame((g) => cell(renderOf(g.id, 1)?.firstTotalMs, TARGETS.firstRenderMs, 'atMost', ms(0))));
  add('first render, longest task', 'per game (≤ 50 ms: BiggieBills)', byGame((g) => cell(renderOf(g.id, 1)?.firstLongestMs, g.settings.firstLongestTaskMs, 'atMost', ms(0))));
  if (throttled) {
    add(`first render, ${throttled}× CPU throttled, total`, 'report', byGame((g) => cell(renderOf(g.id, throttled)?.firstTotalMs, null, 'atMost', ms(0))));
  }
  if (firstLoad) {
    const floor = firstLoad.rows.find((row) => row.id === 'floor');
    const loadOf = (id) => firstLoad.rows.find((row) => row.id === id);
    add(`first load on a phone ÷ the floor (${floor.ms.toFixed(0)} ms, same run)`, `≤ ${TARGETS.firstLoadRatio}× the floor`, byGame((g) => {
      const row = loadOf(g.id);
      return row ? cell(row.ms / floor.ms, TARGETS.firstLoadRatio, 'atMost', (v) => `${v.toFixed(2)}× (${row.ms.toFixed(0)} ms);`) : { text: '—', met: null };
    }));
  }
  // Issue 25, "Rooms per core": judged only when (nearly) every room was in a game, as bench/online-load.mjs says.
  const onlineOf = (id) => (online[id] && online[id].live >= 0.95 * online[id].rooms ? online[id] : null);
  add(`online: move round trip p99 at ${TARGET_ROOMS} rooms`, `< ${TARGET_P99} ms`, byGame((g) => cell(onlineOf(g.id)?.p99, TARGET_P99, 'atMost', ms(1))));
  add('online: rooms per core at the bench’s pace', `≥ ${TARGET_ROOMS_PER_CORE}`, byGame((g) => {
    const r = onlineOf(g.id);
    return cell(r?.roomsPerCore, TARGET_ROOMS_PER_CORE, 'atLeast', (v) => `${v.toFixed(0)} (${r.cpuPerMove.toFixed(0)} µs/move)`);
  }));
  const worst = (id, key) => {
    const of = latency.filter((row) => row.game === id);
    return of.length > 0 ? Math.max(...of.map((row) => row[key])) : null;
  };
  add('bot decision p99, worst level × players', `≤ ${TARGETS.botP99Ms} ms`, byGame((g) => cell(worst(g.id, 'p99'), TARGETS.botP99Ms, 'atMost', ms(2))));
  add('bot decision max, worst level × players', `≤ ${TARGETS.botMaxMs} ms`, byGame((g) => cell(worst(g.id, 'max'), TARGETS.botMaxMs, 'atMost', ms(1))));
  add('engine: machine ÷ rules per event', 'report (retired, issue 25)', byGame((g) => cell(engine[g.id], null, 'atMost', (v) => `${v.toFixed(2)}×`)));
  for (const [other, target] of [['normal', TARGETS.hardVsNormal], ['random', TARGETS.hardVsRandom]]) {
    // Judged on the reporting seeds (issue 25), when they were played.
    const ofLineup = (id) => strength.filter((row) => row.game === id && row.lineup.endsWith(other));
    const rowOf = (id) => ofLineup(id).find((row) => row.range === 'reporting') ?? ofLineup(id)[0];
    add(`hard vs 3 ${other}, share of wins`, `≥ ${pct(target)}`, byGame((g) => cell(rowOf(g.id)?.share, target, 'atLeast', pct)));
    add(`  ceiling (sees dealt cards, not the future; report); hard’s part of the way`, `≥ ${pct(TARGETS.ofCeiling)}`, byGame((g) => {
      const row = rowOf(g.id);
      if (!row?.omniscient) return { text: '—', met: null };
      if (row.ofCeiling === null) return { text: `${pct(row.omniscient.share)}; none above fair`, met: null };
      const met = row.ofCeiling >= TARGETS.ofCeiling;
      return { text: `${pct(row.omniscient.share)}; ${pct(row.ofCeiling)}${met ? '' : ' ✗'}`, met };
    }));
    if (games.some((g) => rowOf(g.id)?.clairvoyant)) {
      add('  clairvoyant (knows future draws): share', 'report', byGame((g) => cell(rowOf(g.id)?.clairvoyant?.share, null, 'atLeast', pct)));
    }
  }

  const titles = [...games.map((g) => g.title), 'all three'];
  // The "all three" column only when some figure has a cell for it.
  const wide = rows.some((row) => row.cells.length > games.length);
  const cellColumns = titles.map((title, i) => ({ title: i < games.length || wide ? title : '', cell: (row) => row.cells[i]?.text ?? '', align: 'left' }));
  const lines = [
    'Targets of issues 12 and 25: each figure, then its ratio to the target (✗: missed; “report”: no target, shown for comparison)',
    ...table([{ title: 'figure', cell: (row) => row.figure }, ...cellColumns, { title: 'target', cell: (row) => row.target, align: 'left' }], rows, { gap: '  ' }),
  ];
  const judged = rows.flatMap((row) => row.cells).filter((c) => c.met !== null);
  lines.push(`  ${judged.filter((c) => c.met).length} of ${judged.length} targets met`);
  return lines;
}
