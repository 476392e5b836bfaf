/**
 * `npm run bench`: what the statechart costs per event (each game's recorded events through the
 * XState machine, and through the game's own rule functions alone: bench/engine.mjs), a bot arena,
 * the bots' decision times and strength (bench/bots.mjs), what a page downloads per CDN file,
 * rendering in headless Chromium (bench/render.mjs), the first load on a phone profile against the
 * stack's floor (bench/first-load.mjs), the online server under load
 * (bench/online-load.mjs), the bytes on the wire per frame and per move (bench/wire.mjs), memory and refusals under abuse (bench/abuse.mjs), the chaos run
 * (bench/chaos.mjs: servers killed and Redis restarted under 100 rooms of people; BENCH_CHAOS=0
 * leaves it out and keeps its last section), the server's CPU per move by area (bench/server-profile.mjs,
 * a section of its own; BENCH_PROFILE=0 leaves it out and keeps its last section), and last one
 * table of every figure of issues 12 and 25 against its target, or reported without one
 * (bench/targets.mjs).
 * Runs on the tsc and rollup output in dist/ (the npm
 * script builds it first). The games, their definitions, bots, rule functions and tags come from
 * the registries (src/games.ts, components/games.ts); what differs per game is in
 * bench/settings.mjs. Numbers, not pass/fail, except that the rule functions must reproduce every
 * recorded game exactly: the bench stops on the first difference.
 *
 * BENCH_SECONDS (default 2; or `--seconds`) is the time spent on each engine figure (two per game). Everything printed is also
 * written to bench/results.md, with the date, Node version and machine.
 */
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { games, playGame, randomSource } from '../dist/src/index.js';
import { gameElements } from '../dist/components/games.js';
import { botLatency, botStrengthRanges, hardLatencyLines, latencyTable, strengthTable } from './bots.mjs';
import { recordGame, timePerEvent, verify } from './engine.mjs';
import { onlineBench } from './online-load.mjs';
import { wireBench } from './wire.mjs';
import { abuseBench } from './abuse.mjs';
import { chaosBench, writeChaosSection } from './chaos.mjs';
import { renderBench, renderLines } from './render.mjs';
import { firstLoadBench, firstLoadLines } from './first-load.mjs';
import { targetLines } from './targets.mjs';
import { PROFILE_HEADING, serverProfileLines } from './server-profile.mjs';
import { benchSettings } from './settings.mjs';
import { cli, machine, table, writeResultsHead, writeResultsSection } from './lib.mjs';
import { pageFiles } from '../scripts/page-weight.mjs';
import { stackFloor } from './stack-floor.mjs';

const { seconds: SECONDS } = cli({
  usage: 'npm run bench (node bench/run.mjs [options] once dist/ is built): every figure, written to bench/results.md. BENCH_CHAOS=0 leaves the chaos run out, BENCH_PROFILE=0 the server profile.',
  options: { seconds: { type: 'number', default: 2, env: 'BENCH_SECONDS', help: 'seconds spent on each engine figure (two per game)' } },
});
/** The games recorded per game for the engine figures: seeds 0..RECORDED_GAMES-1, normal bots. */
const RECORDED_GAMES = 20;

/** The lines printed so far, for bench/results.md. */
const lines = [];
/** Prints a line (or several) and keeps it for bench/results.md. */
function report(text) {
  console.log(text);
  lines.push(text);
}

/** Bot levels, as a seat's level in a game: normal bots (timed), random bots, and the four levels mixed. */
const LEVELS = ['random', 'easy', 'normal', 'hard'];
const NORMAL = () => 'normal';
/** Recorded only for the check: random and mixed bots play moves normal bots avoid (BiggieBills' blocks, skips). */
const CHECKED_TOO = [() => 'random', (seat, seed) => LEVELS[(seat + seed) % LEVELS.length]];


/** RECORDED_GAMES games of `game` (seeds 0, 1, …), seat `s` of seed `i` played by the bot `level(s, i)`. */
function recordGames(game, settings, level) {
  const recordings = [];
  for (let seed = 0; seed < RECORDED_GAMES; seed++) {
    const seatBots = Array.from({ length: settings.players }, (_, seat) => game.bots[level(seat, seed)]);
    recordings.push(recordGame(game, settings.input(seed), seatBots, randomSource(seed)));
  }
  return recordings;
}

/**
 * Per game: records the normal bots' games, checks the rules alone on them and on the random and
 * mixed bots' games (bench/engine.mjs `verify`, which throws on a difference), then times the
 * normal bots' events both ways.
 * @returns `{ [game id]: overhead }`, machine ÷ rules.
 */
function engine() {
  const overheads = {};
  report(`Engine: µs per event, seeds 0–${RECORDED_GAMES - 1} with normal bots, the same events both ways`);
  report('  (machine: sendChecked to the XState actor; rules: definition.check + the rule functions the machine ran, in order)');
  const rows = [];
  for (const game of games) {
    const settings = benchSettings(game);
    const timed = recordGames(game, settings, NORMAL);
    const ran = verify(game, [...timed, ...CHECKED_TOO.flatMap((level) => recordGames(game, settings, level))]);
    const events = timed.reduce((sum, recorded) => sum + recorded.steps.length, 0);
    const { machine, rules } = timePerEvent(game, timed, SECONDS);
    const unused = Object.keys(game.ruleActions).filter((name) => !ran.has(name));
    overheads[game.id] = machine / rules;
    const checked = `${ran.size} of ${ran.size + unused.length}${unused.length > 0 ? ` (not ${unused.join(', ')})` : ''}`;
    rows.push({ name: `${game.title}, ${settings.label}`, events, machine, rules, checked });
  }
  for (const line of table([
    { title: 'game', cell: (r) => r.name },
    { title: 'events', cell: (r) => r.events },
    { title: 'machine', cell: (r) => r.machine.toFixed(2) },
    { title: 'rules', cell: (r) => r.rules.toFixed(2) },
    { title: 'overhead', cell: (r) => `${(r.machine / r.rules).toFixed(2)}×` },
    { title: ' rule functions checked', cell: (r) => ` ${r.checked}`, align: 'left' },
  ], rows)) report(line);
  report('  (overhead: machine ÷ rules. Before timing, the rule functions alone reproduced the context after every');
  report('  event of these games and of as many with random and with mixed bots, exactly; createGame is timed neither way)');
  return overheads;
}

/** Each lineup of the game's arena (bench/settings.mjs) plays its games, seats rotated; a shared victory is split between the winners. */
function arena(game) {
  const { input, arena: { games: count, lineups } } = benchSettings(game);
  report(`\n${game.title} bot arena (${count} games each, seats rotated; share of wins)`);
  const rows = [];
  for (const lineup of lineups) {
    const wins = Object.fromEntries(lineup.map((level) => [level, 0]));
    for (let seed = 0; seed < count; seed++) {
      const order = lineup.map((_, i) => lineup[(i + seed) % lineup.length]);
      const { result } = playGame(game.definition, input(seed, lineup.length), order.map((level) => game.bots[level]), randomSource(seed + 1e6));
      for (const winner of result.winners) wins[order[winner]] += 1 / count / result.winners.length;
    }
    const counts = {};
    for (const level of lineup) counts[level] = (counts[level] ?? 0) + 1;
    const line = Object.entries(wins).map(([level, share]) => `${level}${counts[level] > 1 ? `×${counts[level]}` : ''} ${(share * 100).toFixed(0)}%`).join(', ');
    rows.push([lineup.join(' vs '), line]);
  }
  for (const text of table([{ cell: ([names]) => names }, { cell: ([, shares]) => shares, align: 'left' }], rows, { header: false })) report(text);
}

/** Min and gzip -9 sizes (kB) of `files`, each compressed on its own. */
function weigh(files) {
  const parts = [...files].map((f) => readFileSync(f));
  return {
    min: parts.reduce((sum, code) => sum + code.length, 0) / 1000,
    gz: parts.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0) / 1000,
  };
}

/**
 * The all-games CDN file and each game's (`dist/cdn/<tag>.js`, tags from components/games.ts), each
 * with the chunks it loads: what a page that uses only that file downloads. A figure with no
 * target since issue 25 (what a visitor feels is the first load, bench/first-load.mjs); the
 * size-limit budgets (.size-limit.mjs) keep a page from growing by accident.
 * @returns `{ [game id | 'all']: { kb }, floor }` (gzip kB; 'all' is dist/cdn/bluffhouse.js;
 *   `floor` the stack's own, bench/stack-floor.mjs).
 */
async function sizes() {
  const pages = {};
  report('\nCDN files with the chunks each imports (min + gzip -9, each file compressed on its own)');
  const files = [['dist/cdn/bluffhouse.js', 'all']];
  for (const game of games) files.push([`dist/cdn/${gameElements[game.id].tag}.js`, game.id]);
  const rows = [];
  for (const [file, id] of files) {
    if (!existsSync(file)) {
      rows.push({ name: file, note: 'missing' });
      continue;
    }
    const loaded = pageFiles(file);
    const { min, gz: kb } = weigh(loaded);
    pages[id] = { kb };
    rows.push({ name: file, files: loaded.length, min, gz: kb, note: '' });
  }
  // What a table with `server` loads on top (online play: the online source and the lobby; the Colyseus SDK).
  const [first] = files.slice(1);
  if (first && existsSync(first[0])) {
    const offline = new Set(pageFiles(first[0]));
    const online = pageFiles(first[0], { dynamic: true }).filter((f) => !offline.has(f) && /online-play|colyseus-sdk/.test(f));
    const { min, gz } = weigh(online);
    rows.push({ name: 'online chunks (only with `server`)', files: online.length, min, gz, note: '' });
  }
  const floor = await stackFloor();
  pages.floor = floor.gz;
  rows.push({ name: 'the stack alone (bench/stack-floor.mjs)', files: 1, min: floor.min, gz: floor.gz, note: '' });
  for (const line of table([
    { title: 'file', cell: (r) => r.name },
    { title: 'files', cell: (r) => r.files ?? '' },
    { title: 'kB min', cell: (r) => r.min?.toFixed(1) ?? '' },
    { title: 'kB gz', cell: (r) => r.gz?.toFixed(1) ?? '' },
    { title: '', cell: (r) => r.note, align: 'left' },
  ], rows)) report(line);
  report('  (the least XState, Lit and @lit/context any table loads: a guarded transition, an actor, an element, a context)');
  return pages;
}

const started = new Date();
const overheads = engine();
for (const game of games) arena(game);
report('');
const latency = botLatency(games);
for (const line of [...latencyTable(latency), ...hardLatencyLines(latency)]) report(line);
report('');
// Both seed ranges of SEED_RANGES (bench/settings.mjs): tuning, then the reporting seeds never tuned on.
const strength = await botStrengthRanges(games);
for (const line of strengthTable(strength)) report(line);
const pages = await sizes();
report('');
const render = await renderBench({ progress: (line) => console.error(line) });
for (const line of renderLines(render)) report(line);
report('');
const firstLoad = await firstLoadBench({ progress: (line) => console.error(line) });
for (const line of firstLoadLines(firstLoad)) report(line);
report('');
const online = await onlineBench(games, benchSettings);
for (const line of online.lines) report(line);
report('');
// Where the server's CPU goes per move (bench/server-profile.mjs): a section of its own in results.md.
const profile = process.env.BENCH_PROFILE === '0' ? null : await serverProfileLines(games, benchSettings);
if (profile) console.log(`${profile.join('\n')}\n`);
for (const line of await wireBench(games)) report(line);
report('');
for (const line of await abuseBench()) report(line);
report('');
// The chaos run has a section of its own in results.md (bench/chaos.mjs also runs alone).
const chaos = process.env.BENCH_CHAOS === '0' ? null : await chaosBench(games);
if (chaos) console.log(`${chaos.join('\n')}\n`);
const measured = games.map((game) => ({ id: game.id, title: game.title, settings: benchSettings(game) }));
for (const line of targetLines({ games: measured, pages, engine: overheads, render, latency, strength, firstLoad, online: online.paced })) report(line);
// The run's figures open results.md; its other sections stay (the profile and the chaos run are
// replaced below when they ran, else kept from their last run, as is any section another script wrote).
writeResultsHead(`# Benchmark results

\`npm run bench\` on ${started.toISOString().slice(0, 10)}, Node ${process.version}, ${machine()}; BENCH_SECONDS=${SECONDS}.

\`\`\`
${lines.join('\n').trim()}
\`\`\`
`);
if (profile) writeResultsSection(PROFILE_HEADING, profile, { how: 'npm run bench', date: started });
if (chaos) writeChaosSection(chaos, started, 'npm run bench');
console.log('\nWritten to bench/results.md');
