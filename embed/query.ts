/**
 * The embed page's URL query: its reading lives in the engine package (src/page-link/query.ts), so the
 * game server's oEmbed endpoint (server/embed-site.ts) checks a pasted link the way the page does.
 */
export * from '../src/page-link/query.js';
