/**
 * The bots' figures for every game of the registry (issue 12): how long a decision takes
 * (`botLatency`) and how strong the hard bot is (`botStrength`), with a ceiling from a test-only
 * omniscient bot where a game has one. Runs on the tsc output in dist/ (`npm run build:tsc`), or on
 * any list of registry entries passed in (e.g. the sources loaded with scripts/import-source.mjs).
 *
 * Omniscient bots (test/support/omniscient/types.ts): `test/support/omniscient/<game id>.ts`
 * exports `omniscient`, a `(snapshot, seat, rng) => event` that reads the machine's snapshot
 * instead of a view. This module finds that file by game id and loads it with `importSource`; a
 * game without one has no ceiling figure. Nothing here names a game.
 *
 * The ceiling (issue 25) is the share of wins of a player from whom luck hides nothing that has
 * been dealt: it sees every hand and every card already dealt, but not the future (the order of
 * the undealt cards, the game's random state). A file may also export `clairvoyant`, a bot that
 * knows the future too; its share is reported beside the ceiling, "clairvoyant (knows future
 * draws)", and never counts in the way.
 *
 * CLI: `node bench/bots.mjs [--game id] [--games N] [--decisions N] [--only latency|strength]`
 * (`BENCH_BOT_GAMES=N` as --games)
 * prints both tables (`--help` says what each option does).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createGame, randomSource, sendChecked } from '../dist/src/index.js';
import { cli, isMain, quantile, table, wilson } from './lib.mjs';
import { TARGETS } from './targets.mjs';
import { SEED_RANGES, benchSettings } from './settings.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The bot levels, strongest first (`BotSet` in src/core/types.ts). */
const LEVELS = ['hard', 'normal', 'easy', 'random'];
/** Seats at the strength table (clamped to the game's player range). */
const STRENGTH_PLAYERS = 4;
/** Events after which a game counts as stuck. */
const MAX_EVENTS = 100_000;
/**
 * Decisions of each level made untimed at each player count before any is timed (botLatency).
 * V8 keeps optimising (and now and then re-optimising) the hard bots' larger functions for a few
 * hundred decisions, each compile taking tenths of a second of a background thread; with 50,
 * Bluffing Billionaires' hard bot measured p99 5.5-6.8 ms at 2 players, the first count timed, and
 * 2-3.6 ms at 3-6; with 300, 1.8-2.5 ms at 2 (issue 25).
 */
const WARM_UP = 300;

// ---------------------------------------------------------------------------------------------
// The runner

/**
 * A seat that plays through the game's own bot on the seat's view (the only way real bots play).
 * @param bot `(view, rng) => event`.
 */
export const viewSeat = (bot) => ({ kind: 'view', bot });

/**
 * A seat played by an omniscient bot (test/support/omniscient/types.ts): it is handed the live
 * snapshot, not a view.
 * @param bot `(snapshot, seat, rng) => event`.
 */
export const omniscientSeat = (bot) => ({ kind: 'omniscient', bot });

/**
 * Plays one game of registry entry `game` to its end, one seat at a time (the first seat
 * `definition.toAct` names answers, as `playGame` in src/core/runner.ts does).
 * @param seats one `viewSeat` or `omniscientSeat` per seat.
 * @param rng the bots' random source, floats in [0, 1), shared by all seats.
 * @param onDecision optional `(seat, ms)`: the wall time of each decision in milliseconds (the bot
 *   call alone; building the view is not counted).
 * @returns the game's result (`{ winners, ranking, … }`).
 * @throws Error when a seat's event is refused (naming game, seat and reason) or the game has not
 *   ended after 100,000 events.
 */
export function playSeated(game, input, seats, rng, onDecision) {
  const { definition } = game;
  const actor = createGame(definition, input);
  try {
    let snapshot = actor.getSnapshot();
    for (let events = 0; definition.result(snapshot) === null; events++) {
      if (events >= MAX_EVENTS) throw new Error(`${game.id}: the game did not end after ${MAX_EVENTS} events`);
      const seat = definition.toAct(snapshot)[0];
      const { kind, bot } = seats[seat];
      const asked = kind === 'view' ? definition.view(snapshot, seat) : snapshot;
      const start = performance.now();
      const event = kind === 'view' ? bot(asked, rng) : bot(asked, seat, rng);
      onDecision?.(seat, performance.now() - start);
      const verdict = sendChecked(definition, actor, event);
      if (!verdict.ok) throw new Error(`${game.id}: seat ${seat} (${kind} bot) sent an illegal ${event?.type}: ${verdict.reason}`);
      snapshot = actor.getSnapshot();
    }
    return definition.result(snapshot);
  } finally {
    actor.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// Latency

/**
 * How long each bot level takes per decision, at every player count of every game, on the views
 * of real games. For each player count the games seat the four levels in turn (seat s of game g
 * plays LEVELS[(s + g) % 4]), so every level meets the others; games are played until every
 * level has made at least `decisions` decisions (or `maxGames` games). Games with other seeds are
 * played first, untimed, at every player count before any is timed, until every level has decided
 * WARM_UP (300) times at each (at least two games, at most 400 per count), so the figures do not
 * count the compilation of the bots' code: a page's first game or two of hard bots decides slower.
 * @param games registry entries (`games` of src/index.ts).
 * @param options `{ decisions = 1000, maxGames = 2000 }`.
 * @returns rows `{ game, level, players, decisions, p50, p99, max }`, times in milliseconds.
 */
export function botLatency(games, { decisions = 1000, maxGames = 2000 } = {}) {
  const rows = [];
  for (const game of games) {
    const { input } = benchSettings(game);
    const counts = [];
    for (let players = game.players.min; players <= game.players.max; players++) counts.push(players);
    const levelsOf = (players, g) => Array.from({ length: players }, (_, s) => LEVELS[(s + g) % LEVELS.length]);
    const seatsOf = (levels) => levels.map((level) => viewSeat(game.bots[level]));
    // Untimed first, at every player count before any is timed, until every level has decided
    // WARM_UP times at each (see WARM_UP): the figures are of compiled code.
    for (const players of counts) {
      const warm = Object.fromEntries(LEVELS.map((level) => [level, 0]));
      for (let g = 0; g < 400 && (g < 2 || LEVELS.some((level) => warm[level] < WARM_UP)); g++) {
        const levels = levelsOf(players, g);
        playSeated(game, input(900_000 + g, players), seatsOf(levels), randomSource(g), (seat) => warm[levels[seat]]++);
      }
    }
    for (const players of counts) {
      const times = Object.fromEntries(LEVELS.map((level) => [level, []]));
      for (let g = 0; g < maxGames && LEVELS.some((level) => times[level].length < decisions); g++) {
        const levels = levelsOf(players, g);
        playSeated(game, input(g, players), seatsOf(levels), randomSource(g + 1e6), (seat, ms) => times[levels[seat]].push(ms));
      }
      for (const level of LEVELS) {
        const ms = times[level];
        rows.push({ game: game.id, level, players, decisions: ms.length, p50: quantile(ms, 0.5), p99: quantile(ms, 0.99), max: quantile(ms, 1) });
      }
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Strength

/**
 * The omniscient bot of a game, `(snapshot, seat, rng) => event`, from
 * test/support/omniscient/<id>.ts; null when the game has none.
 * @throws whatever esbuild reports when that file does not compile, or Error when it does not export `omniscient`.
 */
export async function loadOmniscient(id) {
  return (await loadLookAhead(id))?.omniscient ?? null;
}

/**
 * The look-ahead bots of a game's test/support/omniscient/<id>.ts: `{ omniscient, clairvoyant,
 * viewOnly }`, `clairvoyant` (knows future draws) and `viewOnly` (the ceiling's search on the hidden
 * cards dealt anew, a diagnosis for bench/bots-gap.mjs) null when the file exports none; null when
 * the game has no such file.
 * @throws as `loadOmniscient`.
 */
export async function loadLookAhead(id) {
  const path = `test/support/omniscient/${id}.ts`;
  if (!existsSync(`${ROOT}${path}`)) return null;
  const { importSource } = await import('../scripts/import-source.mjs');
  const module = await importSource(path, `omniscient-${id}`);
  if (typeof module.omniscient !== 'function') throw new Error(`${path} does not export an omniscient bot`);
  const optional = (name) => (typeof module[name] === 'function' ? module[name] : null);
  return { omniscient: module.omniscient, clairvoyant: optional('clairvoyant'), viewOnly: optional('viewOnly') };
}

/**
 * The share of wins of the seat played by `hero` against `others` (a bot level for every other
 * seat), over `count` games: game g (seeds g) puts the hero at seat g % players, so every seat is
 * the hero's as often. A shared victory counts 1/winners. `first` shifts the seeds: game g plays
 * game seed first + g and bot seed first + g + 2,000,000 (`SEED_RANGES` in bench/settings.mjs).
 * @returns `{ share, low, high }`: the share in 0..1 and its 95% Wilson interval.
 */
export function heroShare(game, hero, others, count, first = 0) {
  const { input } = benchSettings(game);
  const players = others.length + 1;
  let wins = 0;
  for (let g = 0; g < count; g++) {
    const at = g % players;
    const seats = others.map((level) => viewSeat(game.bots[level]));
    seats.splice(at, 0, hero);
    const result = playSeated(game, input(first + g, players), seats, randomSource(first + g + 2e6));
    if (result.winners.includes(at)) wins += 1 / result.winners.length;
  }
  return { share: wins / count, ...wilson(wins, count) };
}

/**
 * The hard bot against three normal bots and against three random bots, 4 players (clamped to
 * the game's range), seats rotated, `games` games each; with the game's omniscient bot
 * (`loadLookAhead`) the same lineups with it in the hard bot's place, and its clairvoyant bot's
 * as a report figure.
 * @param games registry entries.
 * @param options `{ games = 400, first = 0, range, omniscient, clairvoyant }`: `first` is the first
 *   seed (a range of `SEED_RANGES`, bench/settings.mjs); `range` names it in the rows; `omniscient`
 *   maps a game id to its omniscient bot (or null), `clairvoyant` likewise (default none when
 *   `omniscient` is given); by default each game's are loaded with `loadLookAhead`.
 * @returns rows `{ game, lineup, range, games, share, low, high, omniscient?, clairvoyant? }`:
 *   `lineup` is `'hard vs 3 normal'` or `'hard vs 3 random'`; shares and bounds in 0..1;
 *   `omniscient` is `{ games, share, low, high }` of the omniscient bot in the same lineup (the
 *   ceiling: it sees every dealt card, not the future; the same seeds as the hard bot), and then
 *   `ofCeiling` is (hard's share − fair) ÷ (omniscient share − fair), hard's part of the way from
 *   the fair share 1/players to that ceiling (null when the omniscient bot does no better than
 *   fair); `clairvoyant` the same for the bot that also knows future draws (a report figure, not
 *   in the way).
 */
export async function botStrength(games, { games: count = 400, first = 0, range = 'tuning', omniscient, clairvoyant } = {}) {
  const rows = [];
  for (const game of games) {
    const players = Math.min(game.players.max, Math.max(game.players.min, STRENGTH_PLAYERS));
    const loaded = omniscient ? null : await loadLookAhead(game.id);
    const ceilingBot = omniscient ? omniscient[game.id] ?? null : loaded?.omniscient ?? null;
    const seerBot = omniscient ? clairvoyant?.[game.id] ?? null : loaded?.clairvoyant ?? null;
    for (const other of ['normal', 'random']) {
      const others = Array(players - 1).fill(other);
      const row = { game: game.id, lineup: `hard vs ${players - 1} ${other}`, range, games: count, ...heroShare(game, viewSeat(game.bots.hard), others, count, first) };
      // The look-ahead bots play the same seeds as the hard bot.
      if (ceilingBot) {
        row.omniscient = { games: count, ...heroShare(game, omniscientSeat(ceilingBot), others, count, first) };
        const fair = 1 / players;
        row.ofCeiling = row.omniscient.share > fair ? (row.share - fair) / (row.omniscient.share - fair) : null;
      }
      if (seerBot) row.clairvoyant = { games: count, ...heroShare(game, omniscientSeat(seerBot), others, count, first) };
      rows.push(row);
    }
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// CLI

/** The latency rows as text lines: a heading, then one line per game, level and player count. */
export function latencyTable(rows) {
  return ['Bot decisions (ms, on real game views; p50 / p99 / max)', ...table([
    { title: 'game', cell: (r) => r.game },
    { title: 'level', cell: (r) => r.level, align: 'left' },
    { title: 'players', cell: (r) => r.players },
    { title: 'decisions', cell: (r) => r.decisions },
    { title: 'p50', cell: (r) => r.p50.toFixed(3) },
    { title: 'p99', cell: (r) => r.p99.toFixed(3) },
    { title: 'max', cell: (r) => r.max.toFixed(2) },
  ], rows)];
}

/**
 * The hard bot's worst decision p99 over a game's player counts, beside the limit
 * (`TARGETS.botP99Ms`, bench/targets.mjs): one line per game of the latency rows.
 */
export function hardLatencyLines(rows) {
  const games = [...new Set(rows.map((r) => r.game))];
  return games.map((game) => {
    const hard = rows.filter((r) => r.game === game && r.level === 'hard');
    const worst = hard.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    const met = worst.p99 <= TARGETS.botP99Ms;
    return `  ${game}: hard bot decision p99 ${worst.p99.toFixed(3)} ms at ${worst.players} players (limit ${TARGETS.botP99Ms} ms${met ? '' : ': missed'})`;
  });
}

/**
 * Both seed ranges of `SEED_RANGES` (bench/settings.mjs): `botStrength` on the tuning seeds, then on
 * the reporting seeds. `games` overrides each range's game count (e.g. a quick run).
 * @returns the rows of both, tuning first.
 */
export async function botStrengthRanges(games, { games: count, omniscient, clairvoyant } = {}) {
  const rows = [];
  for (const [range, { first, games: own }] of Object.entries(SEED_RANGES)) {
    rows.push(...await botStrength(games, { games: count ?? own, first, range, omniscient, clairvoyant }));
  }
  return rows;
}

/** The strength rows as text lines: a heading, then one line per game, lineup and seed range. */
export function strengthTable(rows) {
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  const ceiling = (r) => {
    if (!r.omniscient) return '';
    const way = r.ofCeiling === null ? 'no ceiling above fair' : `hard ${pct(r.ofCeiling)} of the way (target ≥ ${pct(TARGETS.ofCeiling)}${r.ofCeiling >= TARGETS.ofCeiling ? '' : ': missed'})`;
    const seer = r.clairvoyant ? `; clairvoyant (knows future draws) ${pct(r.clairvoyant.share)} [${pct(r.clairvoyant.low)}, ${pct(r.clairvoyant.high)}]` : '';
    return `omniscient ${pct(r.omniscient.share)} [${pct(r.omniscient.low)}, ${pct(r.omniscient.high)}], ${way}${seer}`;
  };
  const ranges = Object.entries(SEED_RANGES).map(([name, { first }]) => `${name} from seed ${first.toLocaleString('en')}`).join('; ');
  return [`Hard bot's share of wins (seats rotated; 95% interval; ${ranges}; the way runs from the fair share to the omniscient bot's, which sees every dealt card but not the future)`, ...table([
    { title: 'game', cell: (r) => r.game },
    { title: 'lineup', cell: (r) => r.lineup, align: 'left' },
    { title: 'seeds', cell: (r) => r.range, align: 'left' },
    { title: 'games', cell: (r) => r.games },
    { title: 'share', cell: (r) => pct(r.share) },
    { title: '95%', cell: (r) => `[${pct(r.low)}, ${pct(r.high)}]`, align: 'left' },
    { title: 'omniscient ceiling', cell: ceiling, align: 'left' },
  ], rows)];
}

if (isMain(import.meta.url)) {
  const args = cli({
    usage: 'node bench/bots.mjs [options]: the bots\' decision times and the hard bot\'s strength, on dist/ (npm run build:tsc).',
    options: {
      game: { type: 'string', help: 'one game id of the registry (default: every game)' },
      games: { type: 'number', env: 'BENCH_BOT_GAMES', help: 'games per lineup and seed range of the strength table (default: each range\'s own, SEED_RANGES of bench/settings.mjs)' },
      decisions: { type: 'number', default: 1000, help: 'decisions timed per level and player count, at least' },
      only: { type: 'string', help: '"latency" or "strength": one table only' },
    },
  });
  const { games: registry } = await import('../dist/src/index.js');
  const chosen = args.game ? registry.filter((game) => game.id === args.game) : registry;
  if (chosen.length === 0) throw new Error(`no game "${args.game}" in the registry (${registry.map((g) => g.id).join(', ')})`);
  if (args.only !== 'strength') {
    const latency = botLatency(chosen, { decisions: args.decisions });
    for (const line of [...latencyTable(latency), ...hardLatencyLines(latency)]) console.log(line);
  }
  if (args.only !== 'latency') for (const line of strengthTable(await botStrengthRanges(chosen, { games: args.games }))) console.log(line);
}
