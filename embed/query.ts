/**
 * The embed page's URL query: its reading lives in the engine package (src/embed/query.ts), so the
 * game server's oEmbed endpoint (server/embed-site.ts) checks a pasted link the way the page does.
 */
export * from '../src/embed/query.js';
