/**
 * `npm run bench`: engine throughput for every game (whole games per second, through the XState
 * machine and through the rule functions directly), a bot arena, and the size of the single-file
 * builds. Runs on the tsc output in dist/ (the npm script builds it first). Numbers, not pass/fail,
 * except that each game's rules-level driver (bench/<game>.mjs) must play the same games as its
 * machine: it is checked first on 20 seeds with three lineups of bots, and the bench stops on any
 * disagreement (or if the check did not play every event type of the game).
 *
 * BENCH_SECONDS (default 2) is the time spent on each throughput figure. Everything printed is also
 * written to bench/results.md, with the date, Node version and machine.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { playGame, randomSource } from '../dist/src/index.js';
import { game as bluffKing } from './bluff-king.mjs';
import { game as bluffingBillionaires } from './bluffing-billionaires.mjs';
import { game as biggieBills } from './biggie-bills.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 2);

/** The lines printed so far, for bench/results.md. */
const lines = [];
/** Prints a line (or several) and keeps it for bench/results.md. */
function report(text) {
  console.log(text);
  lines.push(text);
}
const GAMES = [bluffKing, bluffingBillionaires, biggieBills];
const CROSS_CHECK_SEEDS = 20;

/** Runs `play(i)` for about SECONDS; returns games per second. */
function throughput(play) {
  let games = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) play(games++);
  return games / ((performance.now() - start) / 1000);
}

/** One game through the machine; the final context is kept for the cross-check. */
function byMachine(game, input, seatBots, rng) {
  let last = null;
  const played = playGame(game.definition, input, seatBots, rng, { onStep: (snapshot) => (last = snapshot) });
  return { context: last?.context, result: played.result, moves: played.events.length, events: played.events };
}

const LEVELS = ['random', 'easy', 'normal', 'hard'];
/** The cross-check's lineups for seed i: normal bots (the throughput games), random bots, the four levels. */
const CROSS_CHECK_LINEUPS = [
  () => ['normal', 'normal', 'normal', 'normal'],
  () => ['random', 'random', 'random', 'random'],
  (i) => LEVELS.map((_, s) => LEVELS[(s + i) % 4]),
];

/**
 * The same seeds give the same games both ways: the number of events, the final context and the
 * result. Throws on the first disagreement, and when some event type of the game never came up.
 * Returns the number of event types played and the mean length of the normal bots' games.
 */
function crossCheck(game) {
  const seen = new Set();
  let normalEvents = 0;
  for (const lineup of CROSS_CHECK_LINEUPS) {
    for (let i = 0; i < CROSS_CHECK_SEEDS; i++) {
      const seatBots = lineup(i).map((level) => game.bots[level]);
      const where = `${game.name}, seed ${i}, ${lineup(i).join('/')} bots`;
      const a = byMachine(game, game.input(i), seatBots, randomSource(i));
      let b;
      try {
        b = game.byRules(game.input(i), seatBots, randomSource(i));
      } catch (error) {
        throw new Error(`${where}: the rules driver failed where the machine played on (${error.message})`, { cause: error });
      }
      for (const key of ['moves', 'result', 'context']) {
        const [x, y] = [JSON.stringify(a[key]), JSON.stringify(b[key])];
        if (x !== y) throw new Error(`${where}: the machine and the rules driver disagree on the ${key}:\n  machine ${x.slice(0, 300)}\n  rules   ${y.slice(0, 300)}`);
      }
      for (const event of a.events) seen.add(event.type);
      if (lineup === CROSS_CHECK_LINEUPS[0]) normalEvents += a.moves;
    }
  }
  const missed = game.events.filter((type) => !seen.has(type));
  if (missed.length > 0) throw new Error(`${game.name}: the cross-check never played ${missed.join(', ')}; give it more seeds or other lineups`);
  return { types: seen.size, events: normalEvents / CROSS_CHECK_SEEDS };
}

function engine() {
  report('Engine: whole games per second, 4 seats with normal bots (machine: playGame through XState; rules: the rule functions only)');
  report(`  ${'game'.padEnd(40)} ${'events/game'.padStart(11)} ${'machine'.padStart(9)} ${'rules'.padStart(9)} ${'speed-up'.padStart(9)}`);
  const checked = [];
  for (const game of GAMES) {
    const { types, events } = crossCheck(game);
    checked.push(`${game.name} ${types} event types`);
    const seatBots = Array(4).fill(game.bots.normal);
    const machine = throughput((i) => playGame(game.definition, game.input(i), seatBots, randomSource(i)));
    const rules = throughput((i) => game.byRules(game.input(i), seatBots, randomSource(i)));
    const row = [events.toFixed(0).padStart(11), machine.toFixed(0).padStart(9), rules.toFixed(0).padStart(9), `${(rules / machine).toFixed(2)}×`.padStart(9)];
    report(`  ${`${game.name}, ${game.label}`.padEnd(40)} ${row.join(' ')}`);
  }
  report(`  (speed-up: rules ÷ machine. Each rules driver first replayed seeds 0–${CROSS_CHECK_SEEDS - 1} with normal, random and mixed bots`);
  report(`  exactly as the machine played them: ${checked.join(', ')})`);
}

/** Each lineup plays `games` games, seats rotated; a shared victory is split between the winners. */
function arena(game) {
  const { games, lineups } = game.arena;
  report(`\n${game.name} bot arena (${games} games each, seats rotated; share of wins)`);
  for (const lineup of lineups) {
    const wins = Object.fromEntries(lineup.map((level) => [level, 0]));
    for (let seed = 0; seed < games; seed++) {
      const order = lineup.map((_, i) => lineup[(i + seed) % lineup.length]);
      const { result } = playGame(game.definition, game.input(seed, lineup.length), order.map((level) => game.bots[level]), randomSource(seed + 1e6));
      for (const winner of result.winners) wins[order[winner]] += 1 / games / result.winners.length;
    }
    const counts = {};
    for (const level of lineup) counts[level] = (counts[level] ?? 0) + 1;
    const line = Object.entries(wins).map(([level, share]) => `${level}${counts[level] > 1 ? `×${counts[level]}` : ''} ${(share * 100).toFixed(0)}%`).join(', ');
    report(`  ${lineup.join(' vs ').padEnd(34)} ${line}`);
  }
}

/** `file` and every module it imports, transitively (relative imports between the built files). */
function withImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, path] of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g)) withImports(join(dirname(file), path), seen);
  return seen;
}

/** Each CDN entry with the chunks it loads: what a page that uses only that file downloads. */
function sizes() {
  report('\nCDN files with the chunks each imports (min + gzip -9, each file compressed on its own)');
  const files = [
    ['dist/cdn/bluff-king-table.js', 35],
    ['dist/cdn/bluffhouse.js', null],
    ['dist/cdn/bluffing-billionaires-table.js', 35],
    ['dist/cdn/biggie-bills-board.js', 40],
  ];
  for (const [file, target] of files) {
    if (!existsSync(file)) {
      report(`  ${file.padEnd(40)} missing${target ? ` (target ≤ ${target} kB)` : ''}`);
      continue;
    }
    const parts = [...withImports(file)].map((f) => readFileSync(f));
    const min = parts.reduce((sum, code) => sum + code.length, 0) / 1000;
    const kb = parts.reduce((sum, code) => sum + gzipSync(code, { level: 9 }).length, 0) / 1000;
    report(`  ${file.padEnd(40)} ${String(parts.length).padStart(2)} files ${min.toFixed(1).padStart(6)} kB min  ${kb.toFixed(1).padStart(5)} kB gz${target ? `  (target ≤ ${target} kB: ${kb <= target ? 'met' : 'missed'})` : ''}`);
  }
}

const started = new Date();
engine();
for (const game of GAMES) arena(game);
sizes();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`;
writeFileSync(new URL('./results.md', import.meta.url), `# Benchmark results

\`npm run bench\` on ${started.toISOString().slice(0, 10)}, Node ${process.version}, ${machine}; BENCH_SECONDS=${SECONDS}.

\`\`\`
${lines.join('\n').trim()}
\`\`\`
`);
console.log('\nWritten to bench/results.md');
