/**
 * The wire bench (issue 22, "A lean wire"; run by bench/run.mjs, or alone: `node bench/wire.mjs
 * [game-id]` after `npm run build`): per game, one whole game at the game's most seats on the real
 * server (a child process, bench/load-server.mjs), every seat a scripted person who answers its own
 * state at once with the game's `normal` bot's move (`botDelay` plays no part: no seat is a bot),
 * (at most one message every 60 ms, within the room's flood limit) and a spectator who joined
 * before the start. Every WebSocket frame each client receives is
 * weighed as it came off the socket (bytes of the binary frame: Colyseus' header and the
 * msgpack payload), and each client assembles its state with the shared reader
 * (src/online/wire.ts), which reads both protocols (a first-protocol server sends only `state`).
 *
 * Figures per game (`wireBench` resolves with them): the spectator's frames (count, mean bytes,
 * mean of the first and of the last quarter of them, largest), the room's bytes per move (every
 * client's frames ÷ moves), the room's bytes per game, and the server's CPU per move (user +
 * system of the child from the start to the result ÷ moves, µs; the bots' moves are the clients',
 * so this is the room's own work: checks, views, frames).
 *
 * Alone: WIRE_ROUNDS (default 3) games per game; WIRE_DEBUG=1 prints each game's refused moves
 * (none expected); BENCH_CPU_PROF=<dir> profiles the server (bench/online-load.mjs).
 */
import { Client } from '@colyseus/sdk';
import { games, randomSource } from '../dist/src/index.js';
import { StateReader } from '../dist/src/online/wire.js';
import { benchSettings } from './settings.mjs';
import { startServer } from './online-load.mjs';

/** The least time between two messages of one client, in ms (the server refuses more than 20 a second). */
const SEND_GAP = 60;

/** Targets of issue 22 for a spectator's frames: the mean, and the last quarter's mean against the first's. */
export const WIRE_TARGETS = { meanBytes: 1500, lastOverFirst: 1.5 };

/**
 * The first protocol's figures (a whole `state` to every client on every change), measured with
 * this bench on this machine at commit 5e0029e (means of 4 runs of 3 games each): bytes, and µs of
 * server CPU per move. Printed under each game's row.
 */
const BEFORE = {
  'bluff-king': { mean: 2647, first: 817, last: 4467, perMove: 24115, cpuPerMove: 1537 },
  'bluffing-billionaires': { mean: 6304, first: 2650, last: 9404, perMove: 46526, cpuPerMove: 1459 },
  'biggie-bills': { mean: 14354, first: 7422, last: 20254, perMove: 141888, cpuPerMove: 5814 },
};

/** Resolves once `condition()` holds, polled every 20 ms. @throws Error naming `what` after `ms`. */
async function until(condition, what, ms = 30_000, debug = null) {
  const end = performance.now() + ms;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`wire bench: timed out waiting for ${what}${debug ? ` (${debug()})` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A client whose frames are weighed and whose state is assembled; a seat's plays with `bot`. */
class WireClient {
  constructor(room, bot, random) {
    this.room = room;
    this.frames = [];
    this.reader = new StateReader();
    this.moves = 0;
    this.refused = 0;
    this.refusals = [];
    this.lastSent = 0;
    /** The log length and state a move was sent at, until the state shows it arrived. */
    this.pending = null;
    room.connection.transport.ws.addEventListener('message', (event) => {
      const data = event.data;
      this.frames.push(typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength);
    });
    for (const type of ['state', 'change']) room.onMessage(type, (payload) => this.read(type, payload));
    // A refused move (a state on its way made it stale, or `flood`): the state is asked for again.
    room.onMessage('refused', (refusal) => {
      this.refused += 1;
      this.refusals.push(refusal.code);
      this.pending = null;
      setTimeout(() => room.send('sync'), 100);
    });
    this.bot = bot;
    this.random = random;
    room.send('sync');
  }

  get state() {
    return this.reader.state;
  }

  read(type, payload) {
    const state = this.reader.read(type, payload);
    if (!state || !this.bot) return;
    const { view, toAct, seat, result } = state;
    const asked = state.started && !result && view?.prompt && toAct.includes(seat);
    if (this.pending && (view.log.length > this.pending || !asked)) this.pending = null;
    if (!asked || this.pending !== null) return;
    this.pending = view.log.length;
    this.moves += 1;
    const move = this.bot(view, this.random);
    // Within the room's 20 messages a second (more are refused as a flood): at least SEND_GAP ms apart.
    const wait = this.lastSent + SEND_GAP - performance.now();
    this.lastSent = performance.now() + Math.max(0, wait);
    if (wait <= 0) this.room.send('move', move);
    else setTimeout(() => this.room.send('move', move), wait);
  }
}

const mean = (values) => values.reduce((sum, n) => sum + n, 0) / values.length;

/**
 * One whole game of `game` (a registry entry) at its most seats, with `options` (the game's own),
 * on the server at `url`.
 * @returns `{ players, moves, frames, mean, first, last, largest, roomBytes, perMove, cpuPerMove }`.
 */
async function oneGame(server, game, options, seed) {
  const players = game.players.max;
  const url = `ws://127.0.0.1:${server.port}`;
  const client = new Client(url);
  const random = randomSource(seed);
  const seats = [];
  const join = async (joining) => {
    const seat = new WireClient(await joining, game.bots.normal, random);
    seats.push(seat);
    return seat;
  };
  const first = await join(client.create(game.id, { players, humans: players, options, botDelay: 0 }));
  const code = first.room.roomId;
  for (let i = 1; i < players - 1; i++) await join(client.joinById(code, { name: `P${i}` }));
  const spectator = new WireClient(await client.joinById(code, { spectator: true }), null, null);
  await until(() => spectator.state && seats.every((seat) => seat.state), 'the first states');
  const before = await server.measure();
  await join(client.joinById(code, { name: `P${players - 1}` }));
  await until(() => spectator.state?.result, `the end of a ${game.id} game`, 120_000, () => JSON.stringify({ toAct: spectator.state?.toAct, started: spectator.state?.started, log: spectator.state?.view?.log.length, seats: seats.map((s) => [s.state?.seat, s.moves, s.refused, s.pending]) }));
  const after = await server.measure();
  // Every seat has its result too (the frames of the last change are in).
  await until(() => seats.every((seat) => seat.state?.result), 'every seat\'s result');
  const moves = seats.reduce((sum, seat) => sum + seat.moves - seat.refused, 0);
  if (process.env.WIRE_DEBUG) console.error(game.id, 'refusals', seats.flatMap((seat) => seat.refusals).join(' '));
  const clients = [...seats, spectator];
  const frames = spectator.frames;
  const quarter = Math.max(1, Math.floor(frames.length / 4));
  const roomBytes = clients.reduce((sum, c) => sum + c.frames.reduce((a, b) => a + b, 0), 0);
  await Promise.all(clients.map((c) => c.room.leave(true).catch(() => undefined)));
  const cpu = after.cpu.user - before.cpu.user + (after.cpu.system - before.cpu.system);
  return {
    players,
    moves,
    frames: frames.length,
    mean: mean(frames),
    first: mean(frames.slice(0, quarter)),
    last: mean(frames.slice(-quarter)),
    largest: Math.max(...frames),
    roomBytes,
    perMove: roomBytes / moves,
    cpuPerMove: cpu / moves,
  };
}

/**
 * The wire section of `npm run bench`, as lines: per game of `list`, `rounds` whole games (seeds
 * 1..rounds), figures averaged over them, against `WIRE_TARGETS`.
 */
export async function wireBench(list = games, rounds = 3) {
  const server = await startServer();
  const lines = [
    `Wire: one whole game per round at the most seats, every seat a scripted person (normal bot) and a spectator, ${rounds} rounds per game`,
    '  (spectator: bytes of each WebSocket frame it got; room: every client\'s frames; CPU: the server process, start to result)',
    `  ${'game'.padEnd(30)} ${'moves'.padStart(5)} ${'frames'.padStart(6)} ${'mean B'.padStart(7)} ${'1st q B'.padStart(7)} ${'last q B'.padStart(8)} ${'max B'.padStart(6)} ${'room B/move'.padStart(11)} ${'room/game'.padStart(9)} ${'CPU/move'.padStart(9)}  target`,
  ];
  try {
    for (const game of list) {
      const { players: _players, seed: _seed, ...options } = benchSettings(game).input(0);
      const runs = [];
      for (let round = 1; round <= rounds; round++) runs.push(await oneGame(server, game, options, round));
      const avg = (key) => mean(runs.map((run) => run[key]));
      const [meanB, firstB, lastB] = [avg('mean'), avg('first'), avg('last')];
      const met = meanB <= WIRE_TARGETS.meanBytes && lastB <= WIRE_TARGETS.lastOverFirst * firstB;
      const row = [
        avg('moves').toFixed(0).padStart(5), avg('frames').toFixed(0).padStart(6), meanB.toFixed(0).padStart(7), firstB.toFixed(0).padStart(7),
        lastB.toFixed(0).padStart(8), Math.max(...runs.map((run) => run.largest)).toFixed(0).padStart(6), avg('perMove').toFixed(0).padStart(11),
        `${(avg('roomBytes') / 1e6).toFixed(2)} MB`.padStart(9), `${avg('cpuPerMove').toFixed(0)} µs`.padStart(9),
      ];
      lines.push(`  ${`${game.title}, ${runs[0].players} seats`.padEnd(30)} ${row.join(' ')}  ${met ? 'met' : 'missed'} (mean ≤ ${WIRE_TARGETS.meanBytes} B, last q ≤ ${WIRE_TARGETS.lastOverFirst}× first q: ${(lastB / firstB).toFixed(2)}×)`);
      const before = BEFORE[game.id];
      if (before) {
        const cells = [' '.repeat(5), ' '.repeat(6), String(before.mean).padStart(7), String(before.first).padStart(7), String(before.last).padStart(8), ' '.repeat(6), String(before.perMove).padStart(11), ' '.repeat(9), `${before.cpuPerMove} µs`.padStart(9)];
        lines.push(`  ${'  before: protocol 1 (5e0029e)'.padEnd(30)} ${cells.join(' ')}`);
      }
    }
  } finally {
    await server.close();
  }
  return lines;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const only = process.argv[2];
  const list = only ? games.filter((game) => game.id === only) : games;
  if (list.length === 0) throw new Error(`no game ${only}`);
  for (const line of await wireBench(list, Number(process.env.WIRE_ROUNDS ?? 3))) console.log(line);
}
