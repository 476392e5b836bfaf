/**
 * `npm start`: serves the demo (after `npm run build`) with a strict Content-Security-Policy, the
 * way a careful host page would: no inline script, no eval. The game pages load dist/cdn files;
 * the index reads the game registry from tsc's output (dist/components/games.js), whose engine
 * imports packages by name (xstate, pure-rand, tslib): `nodeResolve` serves them from node_modules.
 */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

/** @type {import('@web/dev-server').DevServerConfig} */
export default {
  rootDir: '.',
  port: Number(process.env.PORT ?? 8000),
  open: false,
  appIndex: undefined,
  nodeResolve: true,
  middleware: [
    function redirectRoot(context, next) {
      if (context.url === '/' || context.url === '/index.html') context.redirect('/demo/');
      return next();
    },
    async function contentSecurityPolicy(context, next) {
      await next();
      if (String(context.response.type).includes('html')) context.set('Content-Security-Policy', CSP);
    },
  ],
};
