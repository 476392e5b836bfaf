/**
 * What the bench does differently per game, by game id (the ids of the registry, src/games.ts).
 * A game not listed here gets the defaults, so adding a game needs no edit in bench/
 * (docs/architecture.md, "Adding a game"). Everything else (title, player range, definition,
 * bots, rule functions, tag) comes from the registries.
 */

/** The bot levels, strongest first (`BotSet` in src/core/types.ts). */
const LEVELS = ['hard', 'normal', 'easy', 'random'];

/**
 * Per game, all optional:
 * - `input`: input options beside `players` and `seed` (BiggieBills needs a cycle limit so that
 *   every bench game ends);
 * - `arena`: `{ games, lineups }`, the games each lineup plays and the lineups (bot levels, one a seat);
 * - `renderBaseline`: `{ msPerEntry, at }`, the main-thread time per log entry of a bots' game
 *   (bench/render.mjs, unthrottled) before issue 12's rendering work, measured on this machine at
 *   commit `at` (medians of 5 runs, interleaved with later builds: `--cdn=before:…,after:…`): the
 *   "per move" target is half of it (bench/targets.mjs);
 * - `firstLongestTaskMs`: the longest task allowed when the table first renders at its maximum players.
 */
const BY_GAME = {
  'bluff-king': {
    renderBaseline: { msPerEntry: 5.81, at: '157ab09' },
    arena: { games: 400, lineups: [LEVELS, ['hard', 'normal', 'normal', 'normal'], ['normal', 'easy', 'easy', 'easy'], ['hard', 'normal']] },
  },
  'bluffing-billionaires': {
    renderBaseline: { msPerEntry: 8.47, at: '157ab09' },
    // 2000 games: at 240 the shares of the two weakest levels (about 12% each) are within noise of each other.
    arena: { games: 2000, lineups: [LEVELS, ['hard', 'random']] },
  },
  'biggie-bills': {
    renderBaseline: { msPerEntry: 4.19, at: '157ab09' },
    input: { maxCycles: 20 },
    arena: { games: 240, lineups: [LEVELS, ['hard', 'normal', 'normal', 'normal']] },
    firstLongestTaskMs: 50,
    // Its ceiling plays up to 8 drawn futures out per candidate move (about 0.22 s of CPU a game
    // on the machine of the 2026-12-03 bench, the clairvoyant bot less). It plays every game of
    // both ranges, as the hard bot does: on 400 reporting seeds the ceiling's 95% interval (±4.7
    // points) was a third of the way itself (about 13 points against three normal bots).
  },
};

/** The number of seats the engine figures use, clamped to each game's player range. */
export const BENCH_PLAYERS = 4;

/**
 * The bench settings of a registry entry: `{ input(seed, players?), label, arena,
 * renderBaseline, firstLongestTaskMs }` (the last two null when the game sets none).
 * `input` builds the game's input; `label` says what the engine figures play (seats and options).
 * The default arena plays 400 games with every lineup of [hard, normal, easy, random] and
 * [hard, normal] that fits the player range, or hard against normal bots at the minimum.
 */
export function benchSettings(game) {
  const own = BY_GAME[game.id] ?? {};
  const { min, max } = game.players;
  const players = Math.min(max, Math.max(min, BENCH_PLAYERS));
  const options = own.input ?? {};
  const fits = (lineup) => lineup.length >= min && lineup.length <= max;
  const fallback = [['hard', ...Array(min - 1).fill('normal')]];
  const lineups = [LEVELS, ['hard', 'normal']].filter(fits);
  return {
    players,
    input: (seed, seats = players) => ({ ...options, players: seats, seed }),
    label: [`${players} seats`, ...Object.entries(options).map(([key, value]) => `${key} ${value}`)].join(', '),
    arena: own.arena ?? { games: 400, lineups: lineups.length > 0 ? lineups : fallback },
    renderBaseline: own.renderBaseline ?? null,
    firstLongestTaskMs: own.firstLongestTaskMs ?? null,
  };
}

/**
 * The seeds of the hard bot's strength figures (bench/bots.mjs `botStrength`), issue 25: a bot is
 * tuned on one range and judged on another it never saw. Game g of a lineup plays game seed
 * `first + g` and bot seed `first + g + 2,000,000`. `tuning` holds the bench's historic seeds
 * (0, 1, …: tune and compare changes here); `reporting` starts at 1,000,000, far above any count
 * the bench plays, so the two never overlap (judge strength here; never tune on it).
 */
export const SEED_RANGES = {
  tuning: { first: 0, games: 400 },
  reporting: { first: 1_000_000, games: 1200 },
};
