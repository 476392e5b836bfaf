/**
 * `npm start`: serves the demo (after `npm run build`) with a strict Content-Security-Policy, the
 * way a careful host page would: no inline script, no eval.
 */
const CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

/** @type {import('@web/dev-server').DevServerConfig} */
export default {
  rootDir: '.',
  port: Number(process.env.PORT ?? 8000),
  open: false,
  appIndex: undefined,
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
