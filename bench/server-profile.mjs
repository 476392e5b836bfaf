/**
 * Where the game server's CPU goes per move (issue 25, "Rooms per core"): runs the online load
 * bench (bench/online-load.mjs, 200 rooms at 500 ms think, each game with bench/settings.mjs) with
 * the server child under `node --cpu-prof`, then charges every sample of the profile to an area
 * (`AREAS`) and prints µs per move by area. Alone, after `npm run build`:
 * `node bench/server-profile.mjs [game-id,…] [--rooms N] [--seconds N] [--think ms]`; writes the
 * section "Server CPU per move, by area" of bench/results.md (`npm run bench` writes it too: bench/run.mjs). `--profile <file.cpuprofile>` only
 * summarises a profile made before (BENCH_CPU_PROF=<dir> node bench/online-load.mjs …).
 *
 * A sample is charged to the innermost frame of its stack that belongs to an area by its file
 * (so JSON.stringify or Array.prototype.map called by the engine count as the engine's, a socket's
 * writev called by ws as ws'); a stack of built-ins and Node internals only is "node, other".
 * JSON is not an area of its own: V8 runs much of it inlined in its caller.
 * Only the samples of the bench's measured window count (the server's clock, bench/load-server.mjs),
 * so joins during the ramp are out, and the new games started in the window in. The profiler's
 * own cost makes the total per move a little higher than the bench's CPU/move without it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cli, isMain, table, writeResultsSection } from './lib.mjs';

/**
 * The areas, first match wins, each `[label, test(url, functionName)]`. Files are the built
 * output (dist/src for the engine, server/dist for the server) and node_modules packages.
 */
export const AREAS = [
  ['GC', (url, name) => name === '(garbage collector)'],
  ['bots (server seats)', (url) => /\/dist\/src\/[^/]+\/bots?[/.]/.test(url)],
  ['view per seat (definition.view)', (url) => /\/dist\/src\/[^/]+\/view\.js$/.test(url)],
  ['wire diff/encode (wire.ts, wire-out.ts)', (url) => /\/dist\/src\/online\/wire\.js$|\/server\/dist\/wire-out\.js$/.test(url)],
  ['transition (XState)', (url) => /node_modules\/xstate\//.test(url)],
  ['engine core (events check, freeze, session)', (url) => /\/dist\/src\/core\//.test(url)],
  ['game rules (moves, guards)', (url) => /\/dist\/src\/(?!online\/)/.test(url)],
  ['room listing (room-listing.ts)', (url) => /\/server\/dist\/room-listing\.js$/.test(url)],
  ['store/persist', (url) => /\/server\/dist\/(game-store|restore|redis|released|ended)\.js$/.test(url)],
  ['room (server/dist, other)', (url) => /\/server\/dist\//.test(url)],
  ['msgpack', (url) => /node_modules\/(@msgpack|msgpackr|notepack)/.test(url)],
  ['Colyseus', (url) => /node_modules\/@colyseus\//.test(url)],
  ['ws (frames, socket writes)', (url) => /node_modules\/ws\//.test(url)],
  ['other packages', (url) => /node_modules\//.test(url)],
];

/** The label of a call frame's area, or null (a built-in, Node internal or the program itself). */
export function areaOf({ url, functionName }) {
  for (const [label, test] of AREAS) if (test(url ?? '', functionName ?? '')) return label;
  return null;
}

/**
 * Charges a V8 `.cpuprofile` (`{ nodes, startTime, samples, timeDeltas }`) to areas as above, idle
 * left out; only the samples taken from `from` to `to` (µs, the profile's clock) when given.
 * @returns {{ areas: Map<string, number>, total: number }} µs by area label and their sum.
 */
export function chargeProfile(profile, { from = -Infinity, to = Infinity } = {}) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const charged = new Map();
  /** The area of a node's stack (cached per node). */
  const chargeOf = (id) => {
    if (charged.has(id)) return charged.get(id);
    const { callFrame } = byId.get(id);
    if (callFrame.functionName === '(idle)') return charged.set(id, null).get(id);
    let area = areaOf(callFrame);
    if (!area) {
      const up = parent.get(id);
      area = up === undefined ? null : chargeOf(up);
    }
    const label = area ?? (callFrame.functionName === '(program)' ? '(program)' : 'node, other');
    charged.set(id, label);
    return label;
  };
  const areas = new Map();
  let total = 0;
  let at = profile.startTime;
  for (const [index, id] of profile.samples.entries()) {
    at += profile.timeDeltas[index];
    const dt = profile.timeDeltas[index + 1] ?? 0;
    if (at < from || at > to) continue;
    const area = chargeOf(id);
    if (!area) continue;
    areas.set(area, (areas.get(area) ?? 0) + dt);
    total += dt;
  }
  return { areas, total };
}

/** The table lines of `[[title, { areas, total }, moves]]`: µs per move by area, and its share. */
export function profileTable(rows) {
  const labels = [...AREAS.map(([label]) => label), 'node, other', '(program)'];
  const present = labels.filter((label) => rows.some(([, { areas }]) => areas.get(label)));
  const cells = present.map((label) => ({ label, of: (r) => r.areas.get(label) ?? 0 }));
  cells.push({ label: 'total (profiled window)', of: (r) => r.total });
  return table([
    { title: 'area', cell: (cell) => cell.label },
    ...rows.map(([title, r, moves]) => ({
      title,
      cell: (cell) => `${(cell.of(r) / moves).toFixed(0)} µs ${((100 * cell.of(r)) / r.total).toFixed(0)}%`,
    })),
  ], cells);
}

/** Runs the online load of `game` with the server profiled: `[the window's charged profile, moves answered in the window, the onlineLoad result]`. */
export async function profileGame(game, settingsOf, { rooms = 200, seconds = 10, thinkMs = 500 } = {}) {
  const { onlineLoad } = await import('./online-load.mjs');
  const dir = mkdtempSync(join(tmpdir(), 'bluffhouse-prof-'));
  const previous = process.env.BENCH_CPU_PROF;
  process.env.BENCH_CPU_PROF = dir;
  try {
    const { players, input } = settingsOf(game);
    const { players: _players, seed: _seed, ...options } = input(0);
    const result = await onlineLoad({ game, players, options, rooms, seconds, thinkMs, warmupSeconds: 2 });
    const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
    if (!file) throw new Error('the server child wrote no .cpuprofile');
    const charged = chargeProfile(JSON.parse(readFileSync(join(dir, file), 'utf8')), result.serverWindow);
    return [charged, result.moves, result];
  } finally {
    if (previous === undefined) delete process.env.BENCH_CPU_PROF;
    else process.env.BENCH_CPU_PROF = previous;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The section's heading in bench/results.md (written by this script alone, and by bench/run.mjs). */
export const PROFILE_HEADING = 'Server CPU per move, by area';

/**
 * The section "Server CPU per move, by area", as lines: each game of `chosen` (registry entries)
 * profiled in turn with `settingsOf(game)` (bench/settings.mjs), 200 rooms at 500 ms think by default.
 */
export async function serverProfileLines(chosen, settingsOf, { rooms = 200, seconds = 10, thinkMs = 500 } = {}) {
  const rows = [];
  for (const game of chosen) {
    const [charged, moves, result] = await profileGame(game, settingsOf, { rooms, seconds, thinkMs });
    rows.push([`${game.title} (${result.cpuPerMove.toFixed(0)} µs/move)`, charged, moves]);
  }
  return [
    `Server CPU per move by area: ${rooms} rooms, ${thinkMs} ms think, the server child under --cpu-prof (bench/server-profile.mjs).`,
    '  Each sample of the measured window charged to the innermost frame of a known area (built-ins, socket writes to',
    '  their caller); µs per move answered in the window, % of the profiled CPU. The heading: the window\'s CPU/move by',
    '  process.cpuUsage (the profiler adds some).',
    ...profileTable(rows),
  ];
}

if (isMain(import.meta.url)) {
  const args = cli({
    usage: 'node bench/server-profile.mjs [game-id…] [options]: the server CPU per move by area under the online load (needs npm run build).',
    positionals: [{ name: 'game-ids', help: 'games profiled, comma-separated (default: every game)', default: '' }],
    options: {
      rooms: { type: 'number', default: 200, env: 'BENCH_ROOMS', help: 'rooms at a time' },
      seconds: { type: 'number', default: 10, env: 'BENCH_LOAD_SECONDS', help: 'seconds measured' },
      think: { type: 'number', default: 500, env: 'BENCH_THINK_MS', help: 'ms each seat waits before its move' },
      profile: { type: 'string', default: '', help: 'only summarise this .cpuprofile, whole run (µs, no moves known)' },
    },
  });
  if (args.profile) {
    const charged = chargeProfile(JSON.parse(readFileSync(args.profile, 'utf8')));
    console.log(profileTable([[args.profile, charged, 1]]).join('\n'));
  } else {
    const { games } = await import('../dist/src/games.js');
    const { benchSettings } = await import('./settings.mjs');
    const ids = args['game-ids'].split(',').filter(Boolean);
    const find = (id) => {
      const game = games.find((g) => g.id === id);
      if (!game) throw new Error(`no game "${id}": one of ${games.map((g) => g.id).join(', ')}`);
      return game;
    };
    const chosen = ids.length ? ids.map(find) : games;
    const lines = await serverProfileLines(chosen, benchSettings, { rooms: args.rooms, seconds: args.seconds, thinkMs: args.think });
    console.log(lines.join('\n'));
    writeResultsSection(PROFILE_HEADING, lines, { how: `node bench/server-profile.mjs ${ids.join(',')}`.trim() });
  }
}
