/**
 * `npm start`: serves the demo (after `npm run build`) with a strict Content-Security-Policy, the
 * way a careful host page would: no inline script, no eval. The game pages load dist/cdn files;
 * the index reads the game registry from tsc's output (dist/components/games.js), whose engine
 * imports packages by name (xstate, pure-rand, tslib): `nodeResolve` serves them from node_modules.
 *
 * The game server runs on the same port (scripts/dev-game-server.mjs): the demo's "Play online"
 * page (demo/online.html) connects to this page's own origin. `default-src 'self'` lets it: CSP
 * Level 3 matches 'self' to `ws:`/`wss:` on the page's own host and port (Chromium does; checked
 * by test/server/start.test.ts's page and the demo screenshots), so no `connect-src` is needed.
 */
import { devGameServer } from './scripts/dev-game-server.mjs';

const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

const gameServer = devGameServer();

/** @type {import('@web/dev-server').DevServerConfig} */
export default {
  rootDir: '.',
  port: Number(process.env.PORT ?? 8000),
  open: false,
  appIndex: undefined,
  nodeResolve: true,
  middleware: [
    gameServer.middleware,
    function redirectRoot(context, next) {
      if (context.url === '/' || context.url === '/index.html') context.redirect('/demo/');
      return next();
    },
    // The embed page (/embed/…, with the oEmbed endpoint /oembed) is the game server's own, as
    // `bluffhouse-server` serves it (gameServer.middleware: server/embed-site.ts, dist/embed
    // readable from a sandboxed iframe's opaque origin). The CDN files are readable from a page of
    // another origin (the demo's "Copy embed code" tag snippet pasted into one), as the README asks
    // of a server that hosts them.
    function cdnFiles(context, next) {
      if (context.path.startsWith('/dist/cdn/')) context.set('Access-Control-Allow-Origin', '*');
      return next();
    },
    async function contentSecurityPolicy(context, next) {
      await next();
      if (String(context.response.type).includes('html')) context.set('Content-Security-Policy', CSP);
    },
  ],
  plugins: [gameServer.plugin],
};
