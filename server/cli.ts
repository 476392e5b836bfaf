#!/usr/bin/env node
/**
 * `bluffhouse-server`: runs the game server (docs/online.md). `--help` lists the flags; a bad flag
 * prints what is wrong and the usage, and exits with status 2.
 */
import { parseArgs } from 'node:util';
import { games } from '../src/games.js';
import { createServer } from './index.js';

const USAGE = `Usage: bluffhouse-server [--port N] [--redis URL] [--public-address HOST:PORT]

Runs the bluffhouse game server: one Colyseus room type per game
(${games.map((game) => game.id).join(', ')}). Protocol: docs/online.md.

  --port N                  TCP port to listen on, 0..65535 (default: $PORT, or 2567)
  --redis URL               share matchmaking with other processes through Redis
                            (default: $REDIS_URL; none: one process, in memory)
  --public-address ADDRESS  how clients reach this process, with --redis
                            (default: localhost:<port>)
  -h, --help                show this help`;

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
      help: { type: 'boolean', short: 'h' },
    },
  });
  const portText = values.port ?? process.env.PORT ?? '2567';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) throw new Error(`--port must be an integer from 0 to 65535 (got ${JSON.stringify(portText)})`);
  const redisUrl = values.redis ?? process.env.REDIS_URL;
  if (redisUrl !== undefined && !/^rediss?:\/\//.test(redisUrl)) throw new Error(`--redis must be a redis:// or rediss:// URL (got ${JSON.stringify(redisUrl)})`);
  return { help: values.help === true, port, redisUrl, publicAddress: values['public-address'] };
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
const server = await createServer(serverOptions);
console.log(`bluffhouse-server listening on port ${server.port}${serverOptions.redisUrl ? ' (matchmaking shared through Redis)' : ''}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
