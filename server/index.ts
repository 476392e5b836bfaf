/**
 * The bluffhouse game server (Node only): one Colyseus room type per game of the registry, under
 * the game's id (`bluff-king`, `bluffing-billionaires`, `biggie-bills`). See docs/online.md.
 */
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, matchMaker } from '@colyseus/core';
import { setTransport } from '@colyseus/core/Transport';
import { games } from 'bluffhouse';
import { roomClass } from './game-room.js';
import { presenceStore, processStore } from './game-store.js';
import { closeServer, listeningServer, matchmakingHandler } from './http.js';
import { embedSite } from './embed-site.js';
import { HeartbeatTransport } from './heartbeat.js';
import { MAX_FRAME_BYTES } from './limits.js';
import { redisMatchmaking } from './redis.js';
import { shutDown } from './shutdown.js';
import { ensureWebSocketGlobal } from './node-compat.js';
import { limitSettings, serverSettings, type ServerLimitOptions } from './server-options.js';
import { Admission } from './admission.js';

export { GameRoom, defaultRoomConfig, roomClass, type RoomConfig } from './game-room.js';
export type { RefusedMessage, StateMessage } from 'bluffhouse/online';
export { CODE_ALPHABET, CODE_LENGTH, joinCode } from './join-code.js';
export type { GameRecord, GameStore } from './game-store.js';
export type { ServerLimitOptions } from './server-options.js';
export { MAX_MATCHMAKE_BYTES, MAX_MESSAGE_BYTES, MAX_MESSAGES_PER_SECOND } from './limits.js';
export { embedSite, packageEmbedDir, type EmbedSiteOptions } from './embed-site.js';
export { oembedAnswer, discoveryLinks, type OembedAnswer, type OembedResponse, type ProviderSite, type Thumbnail } from './oembed.js';

/** What `createServer` takes; the limits (`lookupsPerSecond`, `roomsPerMinute`, …) are `ServerLimitOptions`'. */
export interface ServerOptions extends ServerLimitOptions {
  /** The TCP port to listen on; 0 picks a free one (default 2567). */
  port?: number;
  /**
   * A Redis URL (`redis://host:6379`): several server processes (or machines) then share
   * matchmaking through Redis (`@colyseus/redis-presence`, `@colyseus/redis-driver`), so a room
   * created through one is joined by code through another. Without it, one process keeps
   * everything in memory. While Redis is away, matchmaking is refused with `server-unavailable`
   * and games go on; once it is back, every room writes its listing and record again
   * (server/redis-recovery.ts).
   */
  redisUrl?: string;
  /**
   * How clients reach this process (`host:port`, or a URL path behind a proxy): needed with
   * `redisUrl`, so a client that found a room through another process connects to the one that
   * holds it. Default with `redisUrl`: `localhost:<port>`.
   */
  publicAddress?: string;
  /**
   * Seconds a player whose connection dropped keeps their seat for Colyseus' reconnection
   * (`client.reconnect(reconnectionToken)`), others seeing `connected[seat] === false`; a number
   * from 0 to 86400, default 60. Joining with the seat token takes the seat back at any time.
   */
  reconnectGrace?: number;
  /** Whether a bot of the room's level plays a seat whose person is gone past the grace (default true). */
  botTakeover?: boolean;
  /**
   * The page origins (`https://example.org`) whose WebSocket upgrades are accepted; others get
   * HTTP 403. Default: any origin.
   */
  allowedOrigins?: string[];
  /**
   * The most messages one client may send a second, 1..1000 (default 20): more are refused with
   * `flood` and ignored; far more (ten times as many, at least 200) close that client's connection.
   * Raise it for scripted clients (benchmarks) that play faster than people.
   */
  messagesPerSecond?: number;
  /**
   * The address people reach this server's pages at (an absolute `http:`/`https:` URL, such as
   * the LAN address `http://192.168.1.20:8000/` of a class's projector page): every room's `state`
   * carries it as `publicUrl`, and a join link or QR code shown on a page opened on `localhost` uses
   * it instead. Default: none (null).
   */
  publicUrl?: string;
  /**
   * The built embed page's folder served at `/embed/`, with the oEmbed endpoint `/oembed`
   * (docs/embedding.md, "Paste a link"); default the installed `bluffhouse` package's dist/embed
   * (nothing is served when it is not built); `false`: neither.
   */
  embedDir?: string | false;
  /** Where Colyseus logs (`info`, `warn`, `error`, `debug`); default `console`. */
  logger?: Pick<Console, 'info' | 'warn' | 'error' | 'debug'>;
  /**
   * An HTTP server already listening (a dev server's, a host app's): the game server shares its
   * port and `port` is ignored. Colyseus then takes only its rooms' WebSocket upgrades (path
   * `/<processId>/<roomId>`; others, such as a dev server's reload socket, stay the owner's), and
   * the owner passes `POST /matchmake/…` requests to `RunningServer.matchmake`. `close()` leaves
   * the HTTP server open.
   */
  attachTo?: HttpServer;
}

/** A running server. */
export interface RunningServer {
  /** The port it listens on. */
  port: number;
  /**
   * Stops it within about 4 s, even while Redis is away (server/shutdown.ts): rooms are disposed,
   * their clients closed with code 4001, and the port is freed (an `attachTo` server stays open).
   * Never rejects.
   */
  close(): Promise<void>;
  /**
   * With `attachTo`: Colyseus' matchmaking as a Node `(request, response, next)` handler for the
   * owner's HTTP routing; it answers `POST /matchmake/<method>/<room name>` and calls `next` for
   * anything else.
   */
  matchmake?: (request: IncomingMessage, response: ServerResponse, next: () => void) => Promise<void>;
  /**
   * With `attachTo`: the embed page and `/oembed` (server/embed-site.ts) as a Node handler, for
   * the owner's routing (`npm start`'s dev server); it calls `next` for anything else.
   */
  pages?: (request: IncomingMessage, response: ServerResponse, next: () => void) => Promise<void>;
}

/** A room's WebSocket path: `/<processId>/<roomId>` (Colyseus' ids: letters, digits, `_`, `-`). */
const ROOM_SOCKET_PATH = /^\/[\w-]+\/[\w-]+$/;

/** Whether an upgrade request opens a Colyseus room connection (and not, say, a dev server's socket). */
function isRoomUpgrade(request: IncomingMessage): boolean {
  return ROOM_SOCKET_PATH.test(new URL(request.url ?? '/', 'http://host').pathname);
}

/**
 * Starts a game server on `port`, with every game of the registry.
 * @throws TypeError | RangeError naming a bad option (`reconnectGrace must be a number of seconds
 *   from 0 to 86400 (got -1)`), before anything starts.
 * @throws Error when the port cannot be listened on (`port 2567 is in use`) or Redis cannot be
 *   reached (`cannot reach Redis at redis://…: …`); nothing is left running then.
 */
export async function createServer(options: ServerOptions = {}): Promise<RunningServer> {
  const { reconnectGrace, botTakeover, allowedOrigins, messagesPerSecond, publicUrl } = serverSettings(options);
  const limits = limitSettings(options);
  await ensureWebSocketGlobal();
  const port = options.port ?? 2567;
  const redis = options.redisUrl ? await redisMatchmaking(options.redisUrl, options.publicAddress ?? `localhost:${port}`, options.logger) : undefined;
  const shared = redis?.matchmaking;
  const recovery = redis?.recovery;
  const store = shared && recovery ? recovery.guardStore(presenceStore(shared.presence)) : processStore;
  if (!shared) processStore.setBounds(limits.store);
  const admission = new Admission(limits.admission, {
    ...(shared ? {} : { storeHasRoom: processStore.hasRoom, sweep: processStore.sweep, relieve: () => processStore.shed(0.1) }),
    openRooms: async (ids) => new Set((await matchMaker.findRoomsByIds(ids)).keys()),
  });
  let ready = false;
  const gate = { admission, ready: () => ready, ...(recovery ? { guard: recovery.guard } : {}) };
  const pages = options.embedDir === false ? undefined : embedSite({ ...(options.embedDir ? { dir: options.embedDir } : {}), ...(publicUrl ? { publicUrl } : {}), admission });
  let http: HttpServer;
  try {
    http = options.attachTo ?? await listeningServer(port, gate, pages);
  } catch (error) {
    await Promise.allSettled([shared?.presence.shutdown(), shared?.driver.shutdown()]);
    throw error;
  }
  // Colyseus' WebSocket transport, its heartbeat pinging only the clients not heard from (server/heartbeat.ts).
  const transport = new HeartbeatTransport({
    maxPayload: MAX_FRAME_BYTES,
    noServer: true,
    ...(allowedOrigins ? { beforeUpgrade: (_request: Request, context: { headers: Headers }) => originCheck(allowedOrigins, context.headers.get('origin')) } : {}),
  });
  // The process's own signal handlers (the CLI's) shut the server down; Colyseus' would do it twice.
  const server = new Server({ transport, greet: false, gracefullyShutdown: false, ...shared, ...(options.logger ? { logger: options.logger } : {}) });
  admission.start();
  for (const game of games) server.define(game.id, roomClass(game, { store, reconnectGrace, botTakeover, messagesPerSecond, recovery, publicUrl }));
  // What Server#listen does besides listening: the matchmaking route reads the transport. The
  // server's own HTTP server (listeningServer) answers matchmaking; an attached one's owner passes
  // it to `matchmake`.
  await matchMaker.accept();
  setTransport(transport);
  transport.attachToServer(http, { filter: isRoomUpgrade });
  ready = true;
  if (options.attachTo) {
    return {
      port: (options.attachTo.address() as AddressInfo).port,
      matchmake: matchmakingHandler(gate),
      ...(pages ? { pages } : {}),
      close: () => {
        admission.close();
        return shutDown(server, recovery);
      },
    };
  }
  return {
    port: (http.address() as AddressInfo).port,
    close: async () => {
      admission.close();
      await shutDown(server, recovery);
      await closeServer(http);
    },
  };
}

/**
 * A 403 answer to an upgrade from a page whose origin is not in `allowed`. Requests without an
 * Origin header (not from a browser page: Node clients, tools) pass: they could send any origin.
 */
function originCheck(allowed: readonly string[], origin: string | null): Response | undefined {
  if (origin === null || allowed.includes(origin)) return undefined;
  return new Response(`origin ${origin} is not allowed`, { status: 403 });
}
