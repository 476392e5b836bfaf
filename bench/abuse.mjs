/**
 * The abuse bench (issue 21, faults 3 and 4; run by bench/run.mjs, or alone: `node bench/abuse.mjs
 * [options]` after `npm run build:tsc`, which then writes its own section of bench/results.md;
 * `--help` lists the options: --games (default 10000), --seconds (5), --no-memory (skip (a) and
 * (b)), --no-heap (skip (c)), each also a variable: BENCH_ABUSE_GAMES, BENCH_ABUSE_SECONDS,
 * BENCH_ABUSE_MEMORY=0, BENCH_ABUSE_HEAP=0). The server
 * runs in a child process (bench/abuse-server.mjs), the clients here; over loopback, each client
 * request bound to an address of 127.0.0.0/8 (all local) so that one machine acts as many addresses.
 *
 * Figures:
 * (a) the server's memory (RSS and V8 heap, after GC) idle and after `games` abandoned BiggieBills
 *     games (4 seats, 2 people: created, its creator joins and leaves before the start, so its room
 *     closes and its record stays), with the DEFAULT limits: the games are spread over addresses
 *     127.0.1.1, 127.0.1.2, … 25 per address (under the 30 rooms a minute one address may
 *     create), so none is refused; what the memory store kept;
 * (b) a code-guessing load from one address (127.0.0.9): `joinById` with random codes, 32 requests
 *     in flight for `seconds`: refusals (429 `rate-limited`) and look-ups answered per second;
 * (c) a server under `--max-old-space-size=160` whose store may fill the heap (its bounds raised,
 *     and the per-address limits, so that only the heap guard stands): 12,000 BiggieBills games
 *     tried (created and abandoned, from one address); how many were refused `server-busy`, and
 *     whether it died.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Client } from '@colyseus/sdk';
import { cli, isMain, writeResultsSection } from './lib.mjs';

const MB = 1024 * 1024;
const BIGGIE = { players: 4, humans: 2 };

/** The server child with `options` and node flags `execArgv`: `{ port, measure(gc), close(), exited }`. */
async function startServer(options = {}, execArgv = []) {
  const child = fork(fileURLToPath(new URL('./abuse-server.mjs', import.meta.url)), [], {
    execArgv: ['--expose-gc', ...execArgv],
    env: { ...process.env, BENCH_SERVER_OPTIONS: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  child.on('error', () => undefined); // A message to a child that died: `exited` tells.
  const exited = once(child, 'exit').then(([code, signal]) => ({ code, signal, stderr }));
  const next = (type) => new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message?.type !== type) return;
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
    exited.then(({ code, signal }) => reject(new Error(`the bench server exited (${code ?? signal}) while waiting for "${type}": ${stderr.slice(-500)}`)));
  });
  const { port } = await next('ready');
  return {
    port,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    measure(gc = false) {
      const answer = next('measure');
      child.send({ type: 'measure', gc }, () => undefined);
      return answer;
    },
    async close() {
      if (child.exitCode !== null || child.signalCode !== null || !child.connected) return;
      const done = next('closed');
      child.send({ type: 'close' }, () => undefined);
      await done;
      await exited;
    },
  };
}

/** `POST /matchmake/<method>/<target>` from the local address `from`: `{ status, retryAfter, body }`. */
function matchmake(port, from, method, target, body, agent = undefined) {
  const text = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const outgoing = request({
      host: '127.0.0.1', port, method: 'POST', path: `/matchmake/${method}/${target}`, ...(agent ? { agent } : { localAddress: from }),
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) },
    }, (response) => {
      let data = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (data += chunk));
      response.on('end', () => {
        let parsed;
        try {
          parsed = JSON.parse(data || '{}');
        } catch {
          parsed = { error: data };
        }
        resolve({ status: response.statusCode, retryAfter: response.headers['retry-after'], body: parsed });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(text);
  });
}

/** The SDK's warning for messages nobody listens to (a left room's `state`) is noise here. */
function quietSdk() {
  const warn = console.warn;
  console.warn = (...args) => {
    if (typeof args[0] === 'string' && args[0].includes('onMessage() not registered')) return;
    warn(...args);
  };
  return () => (console.warn = warn);
}

/**
 * Creates and abandons BiggieBills games on `server`, `concurrency` at a time, game `i` from
 * `addressOf(i)`, until `games` were tried or `stop(refusals)` holds: `{ created, refusals, seconds }`.
 */
async function abandonGames(server, { games, addressOf, concurrency = Number(process.env.BENCH_ABUSE_CONCURRENCY ?? 16), stop = () => false }) {
  const client = new Client(`http://127.0.0.1:${server.port}`);
  const refusals = {};
  let created = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < games && !stop(refusals) && server.alive()) {
      const i = next++;
      try {
        const answer = await matchmake(server.port, addressOf(i), 'create', 'biggie-bills', BIGGIE);
        if (answer.status !== 200) {
          const code = answer.body.code ?? `HTTP ${answer.status}`;
          refusals[code] = (refusals[code] ?? 0) + 1;
          continue;
        }
        const room = await client.consumeSeatReservation(answer.body);
        room.onMessage('*', () => undefined);
        await room.leave(true);
        created++;
      } catch (error) {
        const code = `failed (${error.message.slice(0, 60)})`;
        refusals[code] = (refusals[code] ?? 0) + 1;
        if (!server.alive()) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const restore = quietSdk();
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    restore();
  }
  return { created, refusals, seconds: (performance.now() - started) / 1000 };
}

/** Waits (at most `ms`) until the server's store holds no running game: every abandoned room closed. */
async function roomsClosed(server, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if ((await server.measure()).store.running === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** A random join code (6 characters of the codes' alphabet). */
function randomCode() {
  const alphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  return Array.from({ length: 6 }, () => alphabet[Math.floor(Math.random() * alphabet.length)]).join('');
}

/** (b): wrong-code `joinById` from one address, `inFlight` at a time, for `seconds`. */
async function guessCodes(server, { seconds = 5, inFlight = 32, from = '127.0.0.9' } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: inFlight, localAddress: from });
  const counts = { refused: 0, lookedUp: 0, retryAfter: new Set() };
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const answer = await matchmake(server.port, from, 'joinById', randomCode(), {}, agent);
      if (answer.status === 429 && answer.body.code === 'rate-limited') {
        counts.refused++;
        counts.retryAfter.add(answer.retryAfter);
      } else counts.lookedUp++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const took = (performance.now() - started) / 1000;
  agent.destroy();
  return { refusedPerSecond: counts.refused / took, lookedUpPerSecond: counts.lookedUp / took, retryAfter: [...counts.retryAfter].join(', '), seconds: took };
}

const mb = (bytes) => `${(bytes / MB).toFixed(1)} MB`;
const memoryLine = ({ memory }) => `RSS ${mb(memory.rss)}, heap used ${mb(memory.heapUsed)}, external ${mb(memory.external)}`;
const refusalText = (refusals) => Object.entries(refusals).map(([code, n]) => `${n} ${code}`).join(', ') || 'none';

/** Runs (a), (b) and (c); resolves with the report's lines. */
export async function abuseBench({ games = 10_000, seconds = 5, heap = true, memory = true, progress = () => undefined } = {}) {
  const lines = [];
  // (a) and (b): one server with the default limits.
  const server = memory ? await startServer() : null;
  if (server) try {
    const idle = await server.measure(true);
    const run = await abandonGames(server, { games, addressOf: (i) => `127.0.${1 + Math.floor(i / 25 / 250)}.${1 + (Math.floor(i / 25) % 250)}` });
    await roomsClosed(server);
    const after = await server.measure(true);
    lines.push(
      `Abuse (bench/abuse.mjs): ${games.toLocaleString('en')} abandoned BiggieBills games, default limits`,
      `  (4 seats, 2 people: created, the creator joins and leaves before the start; 25 games per address`,
      `  from 127.0.1.1, 127.0.1.2, … so the 30 rooms a minute of one address are not reached; 16 at a time)`,
      `  server idle, after GC:              ${memoryLine(idle)}`,
      `  after ${games} games, after GC:${' '.repeat(Math.max(1, 8 - String(games).length))}${memoryLine(after)} (+${mb(after.memory.rss - idle.memory.rss)} RSS, +${mb(after.memory.heapUsed - idle.memory.heapUsed)} heap)`,
      `  games created ${run.created}, refused: ${refusalText(run.refusals)}; ${(run.created / run.seconds).toFixed(0)} games/s`,
      `  memory store kept ${after.store.settled} closed rooms' records (${mb(after.store.bytes)} of JSON; bounds 10,000 records, 64 MiB)`,
    );
    const guess = await guessCodes(server, { seconds });
    lines.push(
      `Code guessing from one address (joinById with random codes, 32 requests in flight, ${guess.seconds.toFixed(1)} s):`,
      `  refused (429 rate-limited, Retry-After ${guess.retryAfter || '-'} s): ${guess.refusedPerSecond.toFixed(0)}/s; looked up: ${guess.lookedUpPerSecond.toFixed(1)}/s`,
      `  (the limit: a burst of 50, then 50/s, so at most ${((50 + 50 * guess.seconds) / guess.seconds).toFixed(1)}/s over ${guess.seconds.toFixed(1)} s)`,
    );
    progress(lines.join('\n'));
  } finally {
    await server.close();
  }
  if (!heap) return lines;
  // (c): only the heap guard stands between the store and the heap limit.
  const unbounded = { maxStoredGames: 10_000_000, maxStoredMB: 1_000_000, roomsPerMinute: 100_000, roomsPerAddress: 1_000_000, lookupsPerSecond: 100_000 };
  const small = await startServer(unbounded, ['--max-old-space-size=160']);
  try {
    const run = await abandonGames(small, { games: 12_000, addressOf: () => '127.0.0.10' });
    const alive = small.alive();
    if (!alive) progress((await small.exited).stderr);
    const after = alive ? await small.measure(false) : null;
    lines.push(
      'A server under --max-old-space-size=160 whose store bounds and per-address limits are raised (only the heap guard, 85%):',
      alive
        ? `  of 12000 tries in ${run.seconds.toFixed(0)} s: ${run.created} games created, refused: ${refusalText(run.refusals)}; still running: ${memoryLine(after)} (limit ${mb(after.heapLimit)}), ${after.store.settled} records kept`
        : `  DIED after ${run.created} games: ${(await small.exited).stderr.split('\n').find((line) => /heap/i.test(line)) ?? 'exit'}`,
    );
  } finally {
    await small.close().catch(() => undefined);
  }
  return lines;
}

if (isMain(import.meta.url)) {
  const args = cli({
    usage: 'node bench/abuse.mjs [options]: the server\'s memory and refusals under abuse (needs npm run build:tsc); writes its section of bench/results.md.',
    options: {
      games: { type: 'number', default: 10_000, env: 'BENCH_ABUSE_GAMES', help: 'abandoned games of (a)' },
      seconds: { type: 'number', default: 5, env: 'BENCH_ABUSE_SECONDS', help: 'seconds of code guessing in (b)' },
      'no-memory': { type: 'boolean', help: 'skip (a) and (b) (BENCH_ABUSE_MEMORY=0)' },
      'no-heap': { type: 'boolean', help: 'skip (c) (BENCH_ABUSE_HEAP=0)' },
    },
  });
  const memory = !args['no-memory'] && process.env.BENCH_ABUSE_MEMORY !== '0';
  const heap = !args['no-heap'] && process.env.BENCH_ABUSE_HEAP !== '0';
  const lines = await abuseBench({ games: args.games, seconds: args.seconds, heap, memory, progress: (text) => console.error(text) });
  console.log(lines.join('\n'));
  writeResultsSection('Abuse: memory and refusals', lines, { how: 'node bench/abuse.mjs' });
  console.log('\nWritten to bench/results.md');
}
