/**
 * The chaos run (issue 21; in `npm run bench`, or alone: `node bench/chaos.mjs [options]` after
 * `npm run build`, also `npm run bench:chaos`; `--help` lists the options, each also a CHAOS_*
 * variable): `CHAOS_ROOMS` rooms at a time (default 100; the
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
 * resumed. Also how many saved games and room listings Redis holds for the games running, before
 * its restart, 10 s after and at the end. `CHAOS_SERVER_FLAGS` adds `bluffhouse-server` flags (e.g.
 * raised limits); `CHAOS_LOG_DIR` keeps every process's output there (one file each).
 *
 * Alone, it prints its lines and writes them as the section "## Chaos run" of bench/results.md
 * (replacing that section if present).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { randomSource } from '../dist/src/index.js';
import { startCluster } from './chaos-cluster.mjs';
import { addCounts, chaosLines, count } from './chaos-count.mjs';
import { TICK_MS, errorKey } from './chaos-people.mjs';
import { Table } from './chaos-table.mjs';
import { cli, isMain, writeResultsSection } from './lib.mjs';
import { benchSettings } from './settings.mjs';

const SEATS = 4;
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

/**
 * Plays the run and counts (see the file's docstring).
 * @param games registry entries (dist/src/games.js), one per room slot in turn
 * @param progress `(line)`: what happens, as it happens
 * @returns the figures: `count`'s (bench/chaos-count.mjs) with `{ rooms, seconds, killEvery, blips, blipped, load, faults,
 *   census, settled, settledIn, startErrors, exitTimes, serverErrors }` (what `chaosLines` prints)
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

  /** What Redis holds against the games running: before its restart, 10 s after, at the end. */
  const census = { before: null, after: null, end: null };
  let censusAfter = null;
  const censusNow = async () => {
    const running = tables.filter((t) => !t.result && !t.people.every((p) => p.gone)).length;
    return { running, ...(await cluster.census()) };
  };
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
      const redis = event.what.startsWith('Redis');
      if (redis) census.before = await censusNow();
      const t0 = performance.now();
      await event.run();
      if (redis) censusAfter = sleep(10_000).then(censusNow);
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
    census.after = await censusAfter;
    census.end = await censusNow();
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
  if (process.env.CHAOS_LOG_DIR) {
    mkdirSync(process.env.CHAOS_LOG_DIR, { recursive: true });
    cluster.logs().forEach(([name, lines], i) => writeFileSync(`${process.env.CHAOS_LOG_DIR}/${i}-${name.replace(/\W+/g, '-')}.log`, `${lines.join('\n')}\n`));
  }
  return {
    ...counted, rooms, seconds, killEvery, blips, blipped, load, faults, census, settled, startErrors, exitTimes,
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

const HEADING = 'Chaos run';

/** Writes `lines` as the section "## Chaos run" of bench/results.md (run by `how`, on `date`): replaced when present, else added at the end. */
export function writeChaosSection(lines, date = new Date(), how = 'node bench/chaos.mjs') {
  writeResultsSection(HEADING, lines, { how, date });
}

/** `bluffhouse-server` flags for hundreds of people on one loopback address. */
const PEOPLE_ON_ONE_ADDRESS = ['--lookups-per-second', '100000', '--rooms-per-minute', '100000', '--rooms-per-address', '100000'];

/** The run's settings: each a command-line option, else its environment variable, else its default. */
const OPTIONS = {
  rooms: { type: 'number', default: 100, env: 'CHAOS_ROOMS', help: 'rooms at a time' },
  seconds: { type: 'number', default: 180, env: 'CHAOS_SECONDS', help: 'seconds of faults' },
  'kill-every': { type: 'number', default: 30, env: 'CHAOS_KILL_EVERY', help: 'seconds between two kills of a server' },
  blips: { type: 'number', default: 1, env: 'CHAOS_BLIPS', help: 'connections lost per room a minute' },
  'settle-seconds': { type: 'number', default: 120, env: 'CHAOS_SETTLE_SECONDS', help: 'most seconds to wait after the faults' },
  'server-flags': { type: 'string', default: '', env: 'CHAOS_SERVER_FLAGS', help: 'more bluffhouse-server flags (--server-flags="--a 1 --b 2")' },
};

/**
 * The run, with `settings` (`OPTIONS`: by default the CHAOS_* settings of the environment, see the
 * file's docstring), as the report's lines.
 */
export async function chaosBench(games, progress = (line) => console.error(line), settings = cli({ options: OPTIONS }, [])) {
  const figures = await chaosRun({
    games,
    rooms: settings.rooms,
    seconds: settings.seconds,
    killEvery: settings['kill-every'],
    blips: settings.blips,
    settleSeconds: settings['settle-seconds'],
    // Every person of the run connects from 127.0.0.1: the per-address matchmaking limits, meant
    // for one person's device, are raised so the run measures the faults and not the limits.
    flags: [...PEOPLE_ON_ONE_ADDRESS, ...settings['server-flags'].split(/\s+/).filter(Boolean)],
    progress,
  });
  return chaosLines(figures, games.map((game) => game.title));
}

if (isMain(import.meta.url)) {
  const settings = cli({ usage: 'node bench/chaos.mjs [options]: servers killed and Redis restarted under rooms of people (needs npm run build).', options: OPTIONS });
  const { games } = await import('../dist/src/games.js');
  const lines = await chaosBench(games, undefined, settings);
  console.log(lines.join('\n'));
  writeChaosSection(lines);
  console.log('\nWritten to bench/results.md (section "Chaos run")');
  process.exit(0);
}
