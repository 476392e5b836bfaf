/**
 * Where the hard bot's gap to the omniscient ceiling is (issue 25, section 3): on the positions the
 * hard bot meets, asks the game's omniscient bot (test/support/omniscient/<id>.ts) too, and
 * 1. tallies where they differ, by the kind of the hard bot's decision (its event's type) and the
 *    omniscient bot's type in its place;
 * 2. plays hybrids: the hard bot, except that the omniscient bot's choice replaces its own whenever
 *    the hard bot's event is of one kind. The hybrid's share of wins minus the plain hard bot's (both
 *    computing both choices, so the shared random numbers are drawn alike) is what that kind of
 *    decision loses; "all" swaps every decision (the ceiling);
 * 3. where the game's file exports `viewOnly` (the ceiling's search on a copy whose cards hidden from
 *    the seat are dealt anew), plays it too: what a look-ahead informed only by the seat's view
 *    gains over the hard bot, and so how much of the ceiling's edge is seeing the other hands.
 * Tuning seeds only (SEED_RANGES.tuning of bench/settings.mjs): this is a tool for tuning.
 *
 * CLI: `node bench/bots-gap.mjs [--game id] [--games N] [--against normal|random] [--tally]`, on dist/.
 * BiggieBills' omniscient bot takes up to a few hundred ms per decision (it plays candidates out on
 * several drawn futures): use a few dozen games there.
 */
import { randomSource } from '../dist/src/index.js';
import { cli, isMain, table, wilson } from './lib.mjs';
import { SEED_RANGES, benchSettings } from './settings.mjs';
import { loadLookAhead, omniscientSeat, playSeated, viewSeat } from './bots.mjs';

const PLAYERS = 4;

/**
 * One hybrid seat: `swap` is the set of the hard bot's event types replaced by the omniscient
 * choice ('all': every one). `tally` (optional) counts `{ [hardType]: { decisions, differ, to: { [omniType]: n } } }`.
 */
function hybrid(game, ceiling, swap, tally) {
  return omniscientSeat((snapshot, seat, rng) => {
    const mine = game.bots.hard(game.definition.view(snapshot, seat), rng);
    const theirs = ceiling(snapshot, seat, rng);
    const differ = JSON.stringify(mine) !== JSON.stringify(theirs);
    if (tally) {
      const t = (tally[mine.type] ??= { decisions: 0, differ: 0, to: {} });
      t.decisions++;
      if (differ) { t.differ++; t.to[theirs.type] = (t.to[theirs.type] ?? 0) + 1; }
    }
    return swap === 'all' || swap.has(mine.type) ? theirs : mine;
  });
}

/** The hybrid's share of wins against `against` bots, `count` games from the tuning seeds, seats rotated. */
function share(game, seat, against, count) {
  const { input } = benchSettings(game);
  const { first } = SEED_RANGES.tuning;
  let wins = 0;
  for (let g = 0; g < count; g++) {
    const at = g % PLAYERS;
    const seats = Array.from({ length: PLAYERS - 1 }, () => viewSeat(game.bots[against]));
    seats.splice(at, 0, seat);
    const result = playSeated(game, input(first + g, PLAYERS), seats, randomSource(first + g + 2e6));
    if (result.winners.includes(at)) wins += 1 / result.winners.length;
  }
  return { share: wins / count, ...wilson(wins, count) };
}

/**
 * The gap report of one game: the tally (from the plain hard bot's games) and one row per hybrid.
 * @param options `{ games = 400, against = 'normal', tally = false }`: `tally` plays the plain hard
 *   bot only (no hybrids).
 * @returns `{ tally, rows: [{ swap, share, low, high }] }` (the last row `view only` when the game has a
 *   `viewOnly` bot); null when the game has no omniscient bot.
 */
export async function gap(game, { games = 400, against = 'normal', tally: only = false } = {}) {
  const loaded = await loadLookAhead(game.id);
  if (!loaded) return null;
  const { omniscient: ceiling, viewOnly } = loaded;
  const tally = {};
  const rows = [{ swap: 'none (hard)', ...share(game, hybrid(game, ceiling, new Set(), tally), against, games) }];
  if (only) return { tally, rows };
  for (const type of Object.keys(tally)) rows.push({ swap: type, ...share(game, hybrid(game, ceiling, new Set([type])), against, games) });
  rows.push({ swap: 'all (ceiling)', ...share(game, hybrid(game, ceiling, 'all'), against, games) });
  if (viewOnly) rows.push({ swap: 'view only', ...share(game, omniscientSeat(viewOnly), against, games) });
  return { tally, rows };
}

if (isMain(import.meta.url)) {
  const args = cli({
    usage: 'node bench/bots-gap.mjs [options]: where the hard bot differs from the omniscient ceiling, and what each kind of decision costs (tuning seeds).',
    options: {
      game: { type: 'string', default: 'bluffing-billionaires', help: 'a game id with an omniscient bot' },
      games: { type: 'number', default: 400, help: 'games per hybrid' },
      against: { type: 'string', default: 'normal', help: 'the level of the three other seats' },
      tally: { type: 'boolean', help: 'only the tally of differences (no hybrids; BiggieBills\' ceiling is slow)' },
    },
  });
  const { games: registry } = await import('../dist/src/index.js');
  const game = registry.find((g) => g.id === args.game);
  if (!game) throw new Error(`no game "${args.game}"`);
  const report = await gap(game, args);
  if (!report) throw new Error(`${args.game} has no omniscient bot`);
  const pct = (x) => `${(x * 100).toFixed(1)}%`;
  console.log(`${game.id}: hard vs ${PLAYERS - 1} ${args.against}, ${args.games} games per row, tuning seeds`);
  console.log('Decisions of the plain hard bot, by its event type: how often the omniscient bot chose otherwise (and what)');
  for (const [type, t] of Object.entries(report.tally)) {
    console.log(`  ${type.padEnd(12)} ${String(t.decisions).padStart(7)} decisions, ${pct(t.differ / t.decisions)} differ (${Object.entries(t.to).map(([k, n]) => `${k} ${n}`).join(', ')})`);
  }
  const base = report.rows[0].share;
  console.log('Hybrids: the omniscient choice replaces the hard bot\'s for one kind of decision; "view only": the ceiling\'s search on the hidden cards dealt anew (its random numbers differ, so it is not paired game by game)');
  for (const line of table([
    { title: 'swapped', cell: (r) => r.swap },
    { title: 'share', cell: (r) => pct(r.share) },
    { title: '95%', cell: (r) => `[${pct(r.low)}, ${pct(r.high)}]`, align: 'left' },
    { title: 'gain', cell: (r) => `${((r.share - base) * 100).toFixed(1)} pts` },
  ], report.rows)) console.log(line);
}
