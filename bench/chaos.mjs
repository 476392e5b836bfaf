/**
 * The chaos run (issue 21; in `npm run bench`, or alone: `node bench/chaos.mjs` after
 * `npm run build`, also `npm run bench:chaos`): `CHAOS_ROOMS` rooms at a time (default 100; the
 * games of the registry in turn, 4 seats, every seat a person: bench/chaos-people.mjs) on two
 * `bluffhouse-server` processes sharing one real `redis-server` (bench/chaos-cluster.mjs), all on
 * loopback. For `CHAOS_SECONDS` (default 180) a server process is killed (`kill -9`) every
 * `CHAOS_KILL_EVERY` seconds (default 30), the two in turn, and started again at once on its
 * port; Redis is killed once in the middle and started again, empty, on its port; and single
 * connections are lost, `CHAOS_BLIPS` per room a minute (default 1), as a device going offline
 * (the SDK reconnects) and as a page reload (back with the seat's ticket) in turn. A room whose
 * game ends is left and a new one created in its place until then. Then the run waits (at most
 * `CHAOS_SETTLE_SECONDS`, default 120) until every game has ended or taken a move since the
 * faults, holds the moves, and counts.
 *
 * The count, per game (a room code): the moves its people saw accepted, and whether each is in
 * the game's final log (the longest log its people saw: a log only grows, so every state a person
 * saw must be a prefix of it); moves of the final log that no person saw accepted (a move applied
 * twice, or a bot's for an absent person); rollbacks (a state undoing what a person saw); the
 * longest time a room could not take a move (from a person ready to move to its move accepted);
 * how people came back. Goal: 0 acknowledged moves lost, 0 applied twice, every room finished or
 * resumed. `CHAOS_SERVER_FLAGS` adds `bluffhouse-server` flags (e.g. raised limits).
 *
 * Alone, it prints its lines and writes them as the section "## Chaos run" of bench/results.md
 * (replacing that section if present).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { randomSource } from '../dist/src/index.js';
import { startCluster } from './chaos-cluster.mjs';
import { Table, errorKey } from './chaos-people.mjs';
import { benchSettings } from './settings.mjs';

const SEATS = 4;
/** How often people check whether to move, in ms. */
const TICK_MS = 250;
/** The most games started per room slot, and attempts to start one (bounds on the loops). */
const MAX_GAMES_PER_SLOT = 200;
const MAX_START_ATTEMPTS = 20;

/** Sleeps that `cancelAll()` ends at once (so that nothing waits on a stopped run). */
function sleeper() {
  const timers = new Map();
  return {
    sleep: (ms) => new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.set(timer, resolve);
    }),
    cancelAll() {
      for (const [timer, resolve] of timers) {
        clearTimeout(timer);
        resolve();
      }
      timers.clear();
    },
  };
}

/** Resolves once `condition()` is truthy or `ms` have passed (polled every 250 ms); resolves with whether it held. */
async function until(condition, ms) {
  const deadline = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return true;
}

/** Adds the counts of `from` (a Map) into `into` (a Map). */
function addCounts(into, from) {
  for (const [key, n] of from) into.set(key, (into.get(key) ?? 0) + n);
}

/** `map` as `key ×n; …`, most frequent first, at most `limit` keys. */
function listCounts(map, limit = 8) {
  const sorted = [...map].sort((a, b) => b[1] - a[1]);
  const shown = sorted.slice(0, limit).map(([key, n]) => `${key} ×${n}`);
  return sorted.length > limit ? [...shown, `${sorted.length - limit} more`] : shown;
}

/**
 * Plays the run and counts (see the file's docstring).
 * @param games registry entries (dist/src/games.js), one per room slot in turn
 * @param progress `(line)`: what happens, as it happens
 * @returns the figures: `{ rooms, seconds, games: [per-game counts], faults, ways, … }` (see `chaosLines`)
 */
export async function chaosRun({ games, rooms = 100, seconds = 180, killEvery = 30, blips = 1, settleSeconds = 120, flags = [], progress = () => {} }) {
  const load = loadavg().map((n) => n.toFixed(1)).join(' ');
  const cluster = await startCluster({ flags });
  const { sleep, cancelAll } = sleeper();
  const random = randomSource(21);
  const context = { urls: () => cluster.urls, random, sleep };
  const tables = [];
  const startErrors = new Map();
  let making = true;
  const ticker = setInterval(() => {
    const now = performance.now();
    for (const table of tables) if (!table.result) table.tick(now);
  }, TICK_MS);
  const quiet = { info: console.info, warn: console.warn };
  // The SDK's reconnection narrates every attempt (console.info) and warns on closed connections.
  console.info = () => {};
  console.warn = () => {};

  /** One room slot: games of `game` one after another while `making`. */
  async function slot(index, game) {
    const { players: _players, seed: _seed, ...options } = benchSettings(game).input(0, SEATS);
    for (let n = 0; n < MAX_GAMES_PER_SLOT && making; n++) {
      let table = null;
      for (let attempt = 0; attempt < MAX_START_ATTEMPTS && making && !table; attempt++) {
        const candidate = new Table(game, options, SEATS, (index + n) % 2, context);
        try {
          await candidate.start();
          table = candidate;
          tables.push(table);
        } catch (error) {
          addCounts(startErrors, new Map([[errorKey(error), 1]]));
          await sleep(1000);
        }
      }
      if (!table) return;
      await table.done;
      if (!making) return;
      // The others see the result too, then everyone leaves (a finished game's room closes).
      await sleep(1000);
      await table.stop();
    }
  }

  const faults = [];
  const blipped = { network: 0, reload: 0 };
  let blipper;
  let chaosEnd;
  let settled;
  let settledIn;
  let counted;
  try {
    const slots = [];
    for (let i = 0; i < rooms; i++) {
      slots.push(slot(i, games[i % games.length]).catch((error) => addCounts(startErrors, new Map([[errorKey(error), 1]]))));
      await sleep(50);
    }
    await until(() => tables.length >= rooms, 60_000);
    progress(`chaos: ${tables.length} rooms playing; faults for ${seconds} s`);
    const start = performance.now();
    const at = (s) => sleep(Math.max(0, start + s * 1000 - performance.now()));
    // Connections lost one at a time meanwhile, `blips` per room a minute, network losses and reloads in turn.
    let owed = 0;
    blipper = setInterval(() => {
      owed += (rooms * blips) / 60;
      const live = tables.filter((t) => !t.result && !t.paused);
      for (let tries = 0; owed >= 1 && tries < 10 * rooms && live.length > 0; tries++) {
        const table = live[Math.floor(random() * live.length)];
        const network = blipped.network <= blipped.reload;
        if (table.people[Math.floor(random() * table.players)].blip(network)) {
          owed -= 1;
          blipped[network ? 'network' : 'reload'] += 1;
        }
      }
      owed = Math.min(owed, 1);
    }, 1000);
    const kills = [];
    for (let s = killEvery; s < seconds; s += killEvery) kills.push(s);
    const middle = seconds / 2;
    const redisAt = kills.length > 0 ? kills.reduce((best, s) => (Math.abs(s - middle) < Math.abs(best - middle) ? s : best)) + killEvery / 2 : middle;
    const events = [...kills.map((s, i) => ({ s, what: `kill -9 server ${i % 2}`, run: () => cluster.killServer(i % 2) })),
      { s: Math.min(redisAt, seconds - 1), what: 'Redis restarted empty', run: () => cluster.restartRedis() }].sort((a, b) => a.s - b.s);
    for (const event of events) {
      await at(event.s);
      const t0 = performance.now();
      await event.run();
      const took = performance.now() - t0;
      faults.push({ at: (t0 - start) / 1000, what: event.what, took });
      progress(`chaos: ${((t0 - start) / 1000).toFixed(0)} s ${event.what} (back in ${(took / 1000).toFixed(1)} s)`);
    }
    await at(seconds);
    clearInterval(blipper);
    chaosEnd = performance.now();
    making = false;
    progress(`chaos: faults over; waiting up to ${settleSeconds} s for every room to finish or take a move`);
    const resumed = (table) => table.result || table.people.some((p) => p.acks.some((a) => a.at > chaosEnd));
    const hopeless = (table) => table.people.every((p) => p.gone);
    settled = await until(() => tables.every((t) => resumed(t) || hopeless(t)), settleSeconds * 1000);
    settledIn = (performance.now() - chaosEnd) / 1000;
    // Hold the moves; let the ones on their way be answered.
    const pausedAt = performance.now();
    for (const table of tables) table.paused = true;
    await until(() => tables.every((t) => t.people.every((p) => !p.pending || !p.room)), 15_000);
    counted = count(tables, resumed, pausedAt, start);
  } finally {
    making = false;
    clearInterval(ticker);
    clearInterval(blipper);
    await Promise.all(tables.map((table) => table.stop()));
    cancelAll();
    Object.assign(console, quiet);
  }
  const exitTimes = await cluster.stop();
  return {
    ...counted, rooms, seconds, killEvery, blips, blipped, load, faults, settled, startErrors, exitTimes,
    serverErrors: serverErrors(cluster.logs()), settledIn,
  };
}

/** The game servers' output lines that report a fault, counted alike (errorKey); Redis' own log is left out. */
function serverErrors(logs) {
  const errors = new Map();
  for (const [name, lines] of logs) {
    if (name.startsWith('redis')) continue;
    for (const line of lines) {
      if (/error|fail|could not|cannot|unhandled|exception|refused/i.test(line) && !/listening on port/.test(line)) addCounts(errors, new Map([[errorKey(line.trim()), 1]]));
    }
  }
  return errors;
}

/**
 * The count over every game (see the file's docstring).
 * @param resumed `(table)`: whether the game took a move since the last fault
 * @param pausedAt when moves were held (performance.now): a move wanted before and not accepted waits until then
 * @param start when the faults began (performance.now): rollbacks are listed in seconds from it
 * @returns `{ perGame: { [title]: {...} }, total: {...}, waits (ms, ascending), gaps (per game, the longest time
 *   it took no move, ms, ascending), drops, outages (ms, ascending: people
 *   who gave up left out, and the outage of people still out when their game ended: `endedOut`), stillWaiting,
 *   ways, gaveUp, errors, refused }` (the last three: Maps of counts)
 */
function count(tables, resumed, pausedAt, start) {
  const blank = () => ({ games: 0, finished: 0, resumed: 0, stuck: 0, gone: 0, acked: 0, lost: 0, lostInGone: 0, unacked: 0, byBot: 0, rollbacks: 0, diverged: 0, leftOut: 0 });
  const perGame = {};
  const total = blank();
  const waits = [];
  const ways = { sdk: 0, reconnect: 0, token: 0, resume: 0 };
  let drops = 0;
  const outages = [];
  const rollbacks = [];
  let endedOut = 0;
  /** Per game, the longest time it took no move (ms), the gap still open when the moves were held included. */
  const gaps = [];
  let stillWaiting = 0;
  const gaveUp = new Map();
  const errors = new Map();
  const refused = new Map();
  /** Per game id, the log entry types a person's move begins with (its own seat's entry). */
  const moveTypes = new Map();
  for (const table of tables) {
    for (const person of table.people) {
      for (const ack of person.acks) {
        if (ack.end === ack.start) continue;
        const first = JSON.parse(ack.entries[0]);
        if (first.seat === person.seat) (moveTypes.get(table.game.id) ?? moveTypes.set(table.game.id, new Set()).get(table.game.id)).add(first.type);
      }
    }
  }
  for (const table of tables) {
    const row = (perGame[table.game.title] ??= blank());
    const final = table.people.reduce((longest, p) => (p.logJson.length > longest.length ? p.logJson : longest), []);
    const gone = table.people.every((p) => p.gone) && !table.result;
    const status = table.result ? 'finished' : gone ? 'gone' : resumed(table) ? 'resumed' : 'stuck';
    const counts = { games: 1, [status]: 1, acked: 0, lost: 0, lostInGone: 0, unacked: 0, byBot: 0, rollbacks: 0, diverged: 0, leftOut: 0 };
    const starts = new Map();
    for (const person of table.people) {
      counts.rollbacks += person.rollbacks;
      for (const { at, way } of person.rollbackLog) rollbacks.push([at, `${((at - start) / 1000).toFixed(0)} s ${table.game.id} ${table.code} after ${way}`]);
      if (person.logJson.some((entry, i) => final[i] !== entry)) counts.diverged += 1;
      for (const ack of person.acks) {
        counts.acked += 1;
        starts.set(`${person.seat}:${ack.start}`, true);
        const kept = ack.end === ack.start ? final.length >= ack.start : ack.entries.slice(0, ack.end - ack.start).every((entry, i) => final[ack.start + i] === entry);
        if (!kept || ack.undone) counts.lost += 1;
        if (status === 'gone') counts.lostInGone += 1;
      }
      waits.push(...person.waits);
      // A move wanted before the moves were held and never sent or accepted waits still (unless its
      // person gave up: a game that never came back is counted as gone, not as a wait).
      const { want } = person;
      if (want && !person.over && !person.gone && want.decideAt < pausedAt - 2 * TICK_MS && want.logLength === person.logJson.length) {
        waits.push(pausedAt - want.decideAt);
        stillWaiting += 1;
      }
      for (const way of Object.keys(ways)) ways[way] += person.ways[way];
      drops += person.drops;
      if (person.gone) {
        // Out for good: counted here, not among the outages.
        addCounts(gaveUp, new Map([[`${person.gone} (the game ${table.result ? 'finished meanwhile' : 'went on without them'})`, 1]]));
        if (!table.result) counts.leftOut += 1;
      } else {
        outages.push(...person.outages);
        if (person.endedOut) endedOut += 1;
        else if (person.outSince !== null) outages.push(pausedAt - person.outSince);
      }
      addCounts(errors, person.errors);
      addCounts(refused, person.refused);
    }
    const open = table.result || table.lastMove === null ? 0 : pausedAt - table.lastMove;
    gaps.push(Math.max(table.longestGap, open));
    const types = moveTypes.get(table.game.id) ?? new Set();
    final.forEach((json, i) => {
      const entry = JSON.parse(json);
      if (!types.has(entry.type) || typeof entry.seat !== 'number' || starts.has(`${entry.seat}:${i}`)) return;
      counts.unacked += 1;
      if (table.botSeats.has(entry.seat)) counts.byBot += 1;
    });
    for (const key of Object.keys(counts)) {
      row[key] += counts[key];
      total[key] += counts[key];
    }
  }
  waits.sort((a, b) => a - b);
  outages.sort((a, b) => a - b);
  gaps.sort((a, b) => a - b);
  return { perGame, total, waits, gaps, drops, outages, endedOut, rollbackList: rollbacks.sort((a, b) => a[0] - b[0]).map(([, text]) => text), stillWaiting, ways, gaveUp, errors, refused };
}

/** The nearest-rank `q` quantile of ascending `sorted`; NaN when empty. */
const quantile = (sorted, q) => (sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]);
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The report's lines for `chaosRun`'s figures `r`, with the `titles` of the games played. */
export function chaosLines(r, titles) {
  const { total } = r;
  const columns = ['games', 'finished', 'resumed', 'stuck', 'gone', 'acked', 'lost', 'unacked', 'byBot', 'rollbacks'];
  const header = ['finished', 'resumed', 'stuck', 'gone', 'acked', 'lost', 'unacked', '(by bot)', 'rollback'];
  const width = Math.max(5, ...Object.keys(r.perGame).map((t) => t.length));
  const rowOf = (label, c) => `  ${label.padEnd(width)} ${columns.map((k, i) => String(c[k]).padStart(i === 0 ? 5 : header[i - 1].length)).join(' ')}`;
  const goal = total.lost === 0 && total.unacked - total.byBot === 0 && total.stuck === 0 && total.gone === 0 && total.rollbacks === 0 && total.leftOut === 0;
  const kills = r.faults.filter((f) => f.what.startsWith('kill')).length;
  const redis = r.faults.find((f) => f.what.startsWith('Redis'));
  return [
    `Chaos run: ${r.rooms} rooms at a time (${titles.join(', ')} in turn; 4 seats, every seat a @colyseus/sdk client moving`,
    `  1–2 s after it is asked, the normal bot on its own view), two bluffhouse-server processes on one redis-server, all on`,
    `  loopback (bench/chaos.mjs); ${r.seconds} s of faults: kill -9 of a server every ${r.killEvery} s, the two in turn, restarted at once`,
    `  on its port (${kills} kills), Redis killed and restarted empty at ${redis ? redis.at.toFixed(0) : '-'} s; and ${r.blips} lost connection per room a minute,`,
    `  a network loss (the SDK reconnects) and a page reload (back with the seat's ticket) in turn (${r.blipped.network} + ${r.blipped.reload}).`,
    '  A game that ends is replaced until the faults are over.',
    `  Load average at start ${r.load}; ${r.settled ? 'every room had finished or taken a move since the faults' : 'NOT every room had finished or taken a move since the faults'} ${r.settledIn.toFixed(1)} s after the faults.`,
    `  ${'game'.padEnd(width)} games ${header.join(' ')}`,
    ...Object.entries(r.perGame).map(([title, c]) => rowOf(title, c)),
    rowOf('all', total),
    '  (games: room codes played; finished: a person saw the result; resumed: took a move after the faults; stuck:',
    '  no move since (people away or present); gone: every person gave up; acked: moves people saw accepted; lost:',
    '  acked, then undone or not in the final log; unacked: moves in the final log no person saw accepted, (by bot):',
    '  of a seat a bot played at some point; rollback: a state undoing what a person had seen)',
    `  Acknowledged moves lost (undone, or not in the final log): ${total.lost}${total.lostInGone ? ` (${total.lostInGone} acknowledged in games that never came back, unverifiable)` : ''}; applied with no acknowledgement: ${total.unacked - total.byBot} (plus ${total.byBot} by bots); rollbacks: ${total.rollbacks}; people whose log left the final one: ${total.diverged}; people who gave up on a game still running: ${total.leftOut}.`,
    ...(r.rollbackList.length ? [`  Rollbacks (s after the faults began, game, code, how that person had last come back): ${r.rollbackList.slice(0, 12).join('; ')}${r.rollbackList.length > 12 ? `; ${r.rollbackList.length - 12} more` : ''}.`] : []),
    `  Longest time a room could not take a move: ${secs(quantile(r.waits, 1))} (person ready → move accepted; p50 ${secs(quantile(r.waits, 0.5))}, p99 ${secs(quantile(r.waits, 0.99))}, ${r.waits.length} moves; ${r.stillWaiting} still waiting at the end).`,
    `  Longest time a room took no move at all (its people's 1–2 s think times included; a person who gave up waits for a bot): ${secs(quantile(r.gaps, 1))} (per game: p50 ${secs(quantile(r.gaps, 0.5))}, p99 ${secs(quantile(r.gaps, 0.99))}).`,
    `  A person out (connection lost → next state): p50 ${secs(quantile(r.outages, 0.5))}, p99 ${secs(quantile(r.outages, 0.99))}, longest ${secs(quantile(r.outages, 1))}; ${r.endedOut} still out when their game ended.`,
    `  How people came back (${r.drops} drops): SDK reconnection ${r.ways.sdk}, client.reconnect(token) ${r.ways.reconnect}, joinById with seat token ${r.ways.token}, create resume ${r.ways.resume}; gave up (as a table does when the resume finds no saved game): ${r.gaveUp.size ? listCounts(r.gaveUp).join('; ') : 'none'}.`,
    `  Client errors while coming back: ${r.errors.size ? listCounts(r.errors).join('; ') : 'none'}.`,
    ...(r.startErrors.size ? [`  Rooms that could not be created or joined: ${listCounts(r.startErrors).join('; ')}.`] : []),
    `  Refusals: ${r.refused.size ? listCounts(r.refused).join('; ') : 'none'}. Server log lines reporting errors: ${r.serverErrors.size ? listCounts(r.serverErrors, 6).join('; ') : 'none'}.`,
    `  Servers' exit after SIGTERM at the end: ${r.exitTimes.map((ms) => `${ms.toFixed(0)} ms`).join(', ')}.`,
    `  Goal (0 acknowledged moves lost, 0 applied twice, every room finished or resumed, nobody left out of a running game): ${goal ? 'met' : 'missed'}.`,
  ];
}

const RESULTS = new URL('./results.md', import.meta.url);
const HEADING = '\n## Chaos run\n';

/** bench/results.md split around its "## Chaos run" section: `{ before, section, after }` (section '' when absent). */
function splitResults() {
  const text = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const start = text.indexOf(HEADING);
  if (start < 0) return { before: text, section: '', after: '' };
  const next = text.indexOf('\n## ', start + 1);
  return { before: text.slice(0, start + 1), section: text.slice(start + 1, next < 0 ? undefined : next + 1), after: next < 0 ? '' : text.slice(next + 1) };
}

/** The "## Chaos run" section of bench/results.md as it is now ('' when absent): what `npm run bench` keeps with BENCH_CHAOS=0. */
export function existingChaosSection() {
  return splitResults().section;
}

/** Writes `lines` as the section "## Chaos run" of bench/results.md: replaced when present, else added at the end. */
export function writeChaosSection(lines, date = new Date()) {
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;
  const section = `## Chaos run\n\n\`node bench/chaos.mjs\` on ${date.toISOString().slice(0, 10)}, Node ${process.version}, ${machine}.\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`;
  const { before, after } = splitResults();
  writeFileSync(RESULTS, `${`${before.trimEnd()}\n\n${after}`.trimEnd()}\n\n${section}`);
}

/** The run with the CHAOS_* settings of the environment (see the file's docstring). */
export async function chaosBench(games, progress = (line) => console.error(line)) {
  const env = (name, fallback) => Number(process.env[name] ?? fallback);
  const figures = await chaosRun({
    games,
    rooms: env('CHAOS_ROOMS', 100),
    seconds: env('CHAOS_SECONDS', 180),
    killEvery: env('CHAOS_KILL_EVERY', 30),
    blips: env('CHAOS_BLIPS', 1),
    settleSeconds: env('CHAOS_SETTLE_SECONDS', 120),
    flags: (process.env.CHAOS_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean),
    progress,
  });
  return chaosLines(figures, games.map((game) => game.title));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { games } = await import('../dist/src/games.js');
  const lines = await chaosBench(games);
  console.log(lines.join('\n'));
  writeChaosSection(lines);
  console.log('\nWritten to bench/results.md (section "Chaos run")');
  process.exit(0);
}
