/**
 * The game server inside `npm start`'s dev server (web-dev-server.config.mjs): one command, one
 * port for the demo and for online play (docs/online.md). Colyseus is attached to the dev server's
 * own HTTP server instead of listening on a port of its own:
 * - WebSocket upgrades: Colyseus takes only its own, whose path is `/<processId>/<roomId>` (how
 *   `@colyseus/sdk` connects to a room); the dev server's reload socket (`/wds`) stays its own;
 * - HTTP: `POST /matchmake/<method>/<room name>` (create, joinById, …) is answered by Colyseus'
 *   matchmaking middleware (`createNodeMatchmakingMiddleware`, the one `@colyseus/core` 0.18 gives
 *   hosts that own the HTTP server), and `GET /rooms/<CODE>` (a room's public listing); the embed
 *   page `/embed/…` (dist/embed, each page with its oEmbed discovery links) and the oEmbed endpoint
 *   `/oembed` are the game server's own (server/embed-site.ts, `RunningServer.pages`); every other
 *   request goes on to the dev server (static files).
 *
 * The server is the real one, `createServer({ attachTo })` of server/index.ts with its defaults,
 * loaded from the TypeScript sources through scripts/import-source.mjs (esbuild), so it needs no
 * build and never runs a stale one.
 *
 * The address phones reach it at: the server is given `publicUrl` (join links and QR codes of a
 * page opened on `localhost` use its origin, docs/online.md, "Hosting"): the `PUBLIC_URL`
 * environment variable when set, else this machine's "Network" address, the first IPv4 address
 * that is not internal, with the dev server's port (`http://192.168.1.20:8000`); `localhost` only
 * when the machine has no network address. It is printed when the server starts.
 *
 * Usage (web-dev-server.config.mjs):
 *   const gameServer = devGameServer();
 *   export default { middleware: [gameServer.middleware, …], plugins: [gameServer.plugin] };
 */
import { networkInterfaces } from 'node:os';
import { matchMaker } from '@colyseus/core';
import { importSource } from './import-source.mjs';

/** Where Colyseus' HTTP routes live (`matchMaker.controller.matchmakeRoute`). */
const MATCHMAKE_PREFIX = `/${matchMaker.controller.matchmakeRoute}/`;
/** The game server's room look-up, `GET /rooms/<CODE>` (docs/online.md): answered by the same handler. */
const ROOMS_PREFIX = '/rooms/';

/**
 * The address phones reach a server on `port` at.
 * @param {number} port the dev server's port.
 * @param {{ env?: Record<string, string | undefined>, interfaces?: ReturnType<typeof networkInterfaces> }} [from]
 *   where to look (default `process.env` and `os.networkInterfaces()`).
 * @returns {string} `PUBLIC_URL` when set (without a trailing `/`), else `http://<first non-internal
 *   IPv4>:<port>`, else `http://localhost:<port>`.
 * @throws {TypeError} when `PUBLIC_URL` is not an absolute http(s) URL, naming it.
 */
export function publicUrlFor(port, { env = process.env, interfaces = networkInterfaces() } = {}) {
  const given = env.PUBLIC_URL?.trim();
  if (given) {
    let url;
    try {
      url = new URL(given);
    } catch {
      url = null;
    }
    if (!url || !/^https?:$/.test(url.protocol)) throw new TypeError(`PUBLIC_URL must be an absolute http: or https: URL (got ${JSON.stringify(given)})`);
    return url.href.replace(/\/$/, '');
  }
  for (const addresses of Object.values(interfaces)) {
    // Node 18.0–18.3 gave `family` as the number 4.
    const address = addresses?.find((a) => !a.internal && (a.family === 'IPv4' || a.family === 4));
    if (address) return `http://${address.address}:${port}`;
  }
  return `http://localhost:${port}`;
}

/**
 * The game server for one dev server.
 * @param {{ logger?: Pick<Console, 'info' | 'warn' | 'error' | 'debug'>, publicUrl?: string, embedDir?: string }} [options]
 *   where Colyseus logs (default `console`, which also gets the line naming the address); the
 *   address phones reach the server at (default `publicUrlFor(port)`); the embed page's folder
 *   served at /embed/ (default dist/embed, through the `bluffhouse` package).
 * @returns {{
 *   plugin: import('@web/dev-server').Plugin,
 *   middleware: import('@web/dev-server').Middleware,
 * }} `plugin` starts the rooms when the dev server starts (`serverStart`) and disposes of them when
 *   it stops; `middleware` (to put first in the config's `middleware`) answers the matchmaking
 *   requests once they run and passes everything else on.
 */
export function devGameServer(options = {}) {
  /** The running game server (`createServer`'s answer); null before the dev server starts and after it stops. */
  let running = null;

  /** @type {import('@web/dev-server').Middleware} */
  async function gameServerMatchmaking(context, next) {
    if (running?.pages && (context.path === '/oembed' || context.path === '/embed' || context.path.startsWith('/embed/'))) {
      return answerWith(running.pages, context, next);
    }
    const matchmake = running?.matchmake;
    if (!matchmake || !(context.path.startsWith(MATCHMAKE_PREFIX) || context.path.startsWith(ROOMS_PREFIX))) return next();
    return answerWith(matchmake, context, next);
  }

  /** Lets a Node handler answer on the raw Node objects (status, headers, body), or passes the request on. */
  async function answerWith(handler, context, next) {
    let passedOn = false;
    context.respond = false;
    await handler(context.req, context.res, () => (passedOn = true));
    if (!passedOn) return undefined;
    context.respond = true;
    return next();
  }

  return {
    middleware: gameServerMatchmaking,
    plugin: {
      name: 'bluffhouse-dev-game-server',
      /**
       * Defines every game's room on a Colyseus server attached to `server` (the dev server's
       * listening `http.Server`).
       * @throws when the sources do not compile or the server is missing (web-dev-server's
       *   middleware mode has none).
       */
      async serverStart({ server }) {
        if (!server) throw new Error('bluffhouse-dev-game-server needs the dev server\'s own HTTP server (not middleware mode)');
        const { createServer } = await importSource('server/index.ts', 'dev-game-server');
        const publicUrl = options.publicUrl ?? publicUrlFor(server.address().port);
        running = await createServer({
          attachTo: server, publicUrl, ...(options.logger ? { logger: options.logger } : {}), ...(options.embedDir ? { embedDir: options.embedDir } : {}),
        });
        (options.logger ?? console).info(`Phones join at ${publicUrl}/demo/online.html · host a game at ${publicUrl}/demo/host.html`);
      },
      /** Disposes of every room and closes their sockets; the dev server closes its HTTP server. */
      async serverStop() {
        const stopping = running;
        running = null;
        await stopping?.close();
      },
    },
  };
}
