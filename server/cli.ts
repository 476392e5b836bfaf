#!/usr/bin/env node
/**
 * `bluffhouse-server`: runs the game server (docs/online.md). `--help` lists the flags; a bad flag
 * prints what is wrong and the usage, and exits with status 2; a server that cannot start (a port
 * in use, Redis out of reach) prints why and exits with status 1.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { games } from 'bluffhouse';
import { createServer } from './index.js';
import { LIMIT_RANGES, MAX_RECONNECT_GRACE, isOrigin, publicUrlOf } from './server-options.js';

const USAGE = `Usage: bluffhouse-server [--port N] [--redis URL] [--public-address HOST:PORT]
                         [--reconnect-grace S] [--no-bot-takeover] [--allowed-origins A,B]
                         [--messages-per-second N] [--lookups-per-second N]
                         [--rooms-per-minute N] [--rooms-per-address N]
                         [--max-stored-games N] [--max-stored-mb N]
                         [--busy-heap-fraction F] [--trust-proxy]
                         [--public-url URL] [--embed-dir DIR | --no-embed]

Runs the bluffhouse game server: one Colyseus room type per game
(${games.map((game) => game.id).join(', ')}). Protocol and options:
https://github.com/bluffhouse/bluffhouse/blob/main/docs/online.md

  --port N                  TCP port to listen on, 0..65535 (default: $PORT, or 2567)
  --redis URL               share matchmaking with other processes through Redis
                            (default: $REDIS_URL; none: one process, in memory)
  --public-address ADDRESS  how clients reach this process, with --redis
                            (default: localhost:<port>)
  --reconnect-grace S       seconds a dropped player keeps their seat, 0..86400
                            (default: 60); then a bot plays it
  --no-bot-takeover         no bot plays a dropped player's seat: the game waits
                            until they come back with their seat token
  --allowed-origins A,B     accept WebSocket upgrades only from these page origins
                            (comma-separated, e.g. https://example.org; default: any)
  --messages-per-second N   most messages a client may send a second, 1..1000
                            (default: 20); more are refused (flood)
  --lookups-per-second N    matchmaking requests (create, join by code, seat
                            token, reconnect) one client address may make a
                            second (default: 50); more get HTTP 429 rate-limited
  --rooms-per-minute N      rooms one address may create or restore a minute
                            (default: 30); more get HTTP 429 rate-limited
  --rooms-per-address N     open rooms created from one address (default: 50);
                            more get HTTP 429 too-many-rooms
  --max-stored-games N      saved games kept in memory without --redis, running
                            or not (default: 10000); closed rooms' go first
  --max-stored-mb N         MiB of closed rooms' saved games kept in memory
                            (default: 64)
  --busy-heap-fraction F    refuse new rooms (server-busy) while the JS heap in
                            use is above this share of its limit, 0.1..1
                            (default: 0.85)
  --trust-proxy             behind one reverse proxy: a client's address is the
                            last X-Forwarded-For entry (default: the socket's)
  --public-url URL          the address people's devices reach the pages at, an
                            absolute http(s) URL (e.g. http://192.168.1.20:8000);
                            sent to every table for join links and QR codes
  --embed-dir DIR           serve this built embed page folder at /embed/, with
                            the oEmbed endpoint /oembed (default: the installed
                            bluffhouse package's dist/embed, when built)
  --no-embed                serve neither /embed/ nor /oembed
  -h, --help                show this help`;

/** The flags of the limits (docs/online.md, "Limits and refusals"), by the option each sets. */
const LIMIT_FLAGS: Record<string, keyof typeof LIMIT_RANGES> = {
  'lookups-per-second': 'lookupsPerSecond',
  'rooms-per-minute': 'roomsPerMinute',
  'rooms-per-address': 'roomsPerAddress',
  'max-stored-games': 'maxStoredGames',
  'max-stored-mb': 'maxStoredMB',
  'busy-heap-fraction': 'busyHeapFraction',
};

/** The server options from the command line and the environment. @throws Error naming the bad flag. */
function readOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      redis: { type: 'string' },
      'public-address': { type: 'string' },
      'reconnect-grace': { type: 'string' },
      'no-bot-takeover': { type: 'boolean' },
      'allowed-origins': { type: 'string' },
      'messages-per-second': { type: 'string' },
      ...Object.fromEntries(Object.keys(LIMIT_FLAGS).map((flag) => [flag, { type: 'string' as const }])),
      'trust-proxy': { type: 'boolean' },
      'public-url': { type: 'string' },
      'embed-dir': { type: 'string' },
      'no-embed': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const portText = values.port ?? (process.env.PORT || '2567');
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) throw new Error(`--port must be an integer from 0 to 65535 (got ${JSON.stringify(portText)})`);
  const redisUrl = values.redis ?? (process.env.REDIS_URL || undefined);
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) throw new Error(`--redis must be a redis:// or rediss:// URL (got ${JSON.stringify(redisUrl)})`);
  const graceText = values['reconnect-grace'];
  const reconnectGrace = graceText === undefined ? undefined : Number(graceText);
  if (graceText !== undefined && (!/^\d+(\.\d+)?$/.test(graceText) || reconnectGrace! > MAX_RECONNECT_GRACE)) {
    throw new Error(`--reconnect-grace must be a number of seconds from 0 to ${MAX_RECONNECT_GRACE} (got ${JSON.stringify(graceText)})`);
  }
  const originsText = values['allowed-origins'];
  const allowedOrigins = originsText === undefined ? undefined : originsText.split(',').map((origin) => origin.trim()).filter(Boolean);
  const badOrigin = allowedOrigins?.find((origin) => !isOrigin(origin));
  if (allowedOrigins && (badOrigin !== undefined || allowedOrigins.length === 0)) {
    throw new Error(`--allowed-origins must be comma-separated origins like https://example.org (got ${JSON.stringify(badOrigin ?? originsText)})`);
  }
  const rateText = values['messages-per-second'];
  if (rateText !== undefined && (!/^\d+$/.test(rateText) || Number(rateText) < 1 || Number(rateText) > 1000)) {
    throw new Error(`--messages-per-second must be an integer from 1 to 1000 (got ${JSON.stringify(rateText)})`);
  }
  const limits: Record<string, number> = {};
  for (const [flag, name] of Object.entries(LIMIT_FLAGS)) {
    const text = (values as Record<string, unknown>)[flag];
    if (typeof text !== 'string') continue;
    const { min, max, integer } = LIMIT_RANGES[name];
    const value = Number(text);
    if (!(integer ? /^\d+$/ : /^\d+(\.\d+)?$/).test(text) || value < min || value > max) {
      throw new Error(`--${flag} must be ${integer ? 'an integer' : 'a number'} from ${min} to ${max} (got ${JSON.stringify(text)})`);
    }
    limits[name] = value;
  }
  const publicUrlText = values['public-url'];
  if (publicUrlText !== undefined) {
    try {
      publicUrlOf(publicUrlText);
    } catch {
      throw new Error(`--public-url must be an absolute http:// or https:// URL like http://192.168.1.20:8000 (got ${JSON.stringify(publicUrlText)})`);
    }
  }
  const embedDir = values['embed-dir'];
  if (embedDir !== undefined && !existsSync(join(embedDir, 'index.html'))) {
    throw new Error(`--embed-dir must be a folder holding the built embed page's index.html (got ${JSON.stringify(embedDir)})`);
  }
  return {
    ...limits,
    ...(values['no-embed'] ? { embedDir: false as const } : embedDir === undefined ? {} : { embedDir }),
    ...(publicUrlText === undefined ? {} : { publicUrl: publicUrlText }),
    ...(values['trust-proxy'] ? { trustProxy: true } : {}),
    help: values.help === true, port, redisUrl, publicAddress: values['public-address'],
    ...(reconnectGrace === undefined ? {} : { reconnectGrace }),
    ...(values['no-bot-takeover'] ? { botTakeover: false } : {}),
    ...(allowedOrigins ? { allowedOrigins } : {}),
    ...(rateText === undefined ? {} : { messagesPerSecond: Number(rateText) }),
  };
}

let options: ReturnType<typeof readOptions>;
try {
  options = readOptions(process.argv.slice(2));
} catch (error) {
  console.error(`bluffhouse-server: ${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const { help: _help, ...serverOptions } = options;
let server: Awaited<ReturnType<typeof createServer>>;
try {
  server = await createServer(serverOptions);
} catch (error) {
  // A port in use, Redis out of reach: one line, and a status other than a bad flag's.
  console.error(`bluffhouse-server: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`bluffhouse-server listening on port ${server.port}${serverOptions.redisUrl ? ' (matchmaking and saved games shared through Redis)' : ''}`);
/** The longest a stop may take, in ms: `close()` is bounded (server/shutdown.ts); this is the backstop. */
const STOP_MS = 4500;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => {
      console.error(`bluffhouse-server: not stopped within ${STOP_MS} ms: exiting`);
      process.exit(1);
    }, STOP_MS).unref();
    void server.close().then(() => process.exit(0));
  });
}
