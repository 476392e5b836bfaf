/**
 * The bluffhouse game server (Node only): one Colyseus room type per game of the registry, under
 * the game's id (`bluff-king`, `bluffing-billionaires`, `biggie-bills`). See docs/online.md.
 */
import type { AddressInfo } from 'node:net';
import { Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { games } from '../src/games.js';
import { roomClass } from './game-room.js';

export { GameRoom, roomClass } from './game-room.js';
export type { RefusedMessage, StateMessage } from '../src/online/protocol.js';
export { CODE_ALPHABET, CODE_LENGTH, joinCode } from './join-code.js';

/** What `createServer` takes. */
export interface ServerOptions {
  /** The TCP port to listen on; 0 picks a free one (default 2567). */
  port?: number;
  /**
   * A Redis URL (`redis://host:6379`): several server processes (or machines) then share
   * matchmaking through Redis (`@colyseus/redis-presence`, `@colyseus/redis-driver`), so a room
   * created through one is joined by code through another. Without it, one process keeps
   * everything in memory.
   */
  redisUrl?: string;
  /**
   * How clients reach this process (`host:port`, or a URL path behind a proxy): needed with
   * `redisUrl`, so a client that found a room through another process connects to the one that
   * holds it. Default with `redisUrl`: `localhost:<port>`.
   */
  publicAddress?: string;
  /** Where Colyseus logs (`info`, `warn`, `error`, `debug`); default `console`. */
  logger?: Pick<Console, 'info' | 'warn' | 'error' | 'debug'>;
}

/** A running server. */
export interface RunningServer {
  /** The port it listens on. */
  port: number;
  /** Stops it: rooms are disposed and the port is freed. */
  close(): Promise<void>;
}

/**
 * Starts a game server on `port`, with every game of the registry.
 * @throws Error when the port cannot be listened on.
 */
export async function createServer(options: ServerOptions = {}): Promise<RunningServer> {
  const transport = new WebSocketTransport();
  const port = options.port ?? 2567;
  const shared = options.redisUrl ? await redisMatchmaking(options.redisUrl, options.publicAddress ?? `localhost:${port}`) : {};
  const server = new Server({ transport, greet: false, ...shared, ...(options.logger ? { logger: options.logger } : {}) });
  for (const game of games) server.define(game.id, roomClass(game));
  await server.listen(port);
  const address = transport.server?.address() as AddressInfo;
  return {
    port: address.port,
    close: () => server.gracefullyShutdown(false),
  };
}

/**
 * Colyseus' Redis presence and driver for `url`, loaded only when asked for.
 * @throws Error when Redis cannot be reached.
 */
async function redisMatchmaking(url: string, publicAddress: string) {
  const [{ RedisPresence }, { RedisDriver }] = await Promise.all([import('@colyseus/redis-presence'), import('@colyseus/redis-driver')]);
  return { presence: new RedisPresence(url), driver: new RedisDriver(url), publicAddress };
}
