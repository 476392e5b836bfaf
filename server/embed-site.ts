/**
 * The game server's pages (docs/embedding.md, "Paste a link"): the built embed page and its files
 * under `/embed/`, each request of the page rendered with the oEmbed discovery `<link>`s for its
 * very address (and, for a game link, Open Graph tags: title, text, thumbnail), and the oEmbed endpoint `GET /oembed` (server/oembed.ts). Both `bluffhouse-server`
 * (server/http.ts) and `npm start` (scripts/dev-game-server.mjs) answer with this one handler.
 *
 * Every file is readable from any origin (`Access-Control-Allow-Origin: *`): a frame sandboxed with
 * `allow-scripts` alone (WordPress') has an opaque origin, which loads the page's module scripts
 * with CORS.
 */
import { existsSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, extname, join, resolve, sep } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { games } from 'bluffhouse';
import type { Admission } from './admission.js';
import { discoveryLinks, escapeHtml, oembedAnswer, type OembedResponse, type Thumbnail } from './oembed.js';

/** The content types of the files the embed folder holds. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** What `embedSite` takes. */
export interface EmbedSiteOptions {
  /** The built embed page's folder (dist/embed); default the installed `bluffhouse` package's. */
  dir?: string;
  /**
   * The address people reach this server at (`https://games.example.com`): a request for its host
   * gets discovery links and thumbnails with its scheme. Any other request's are `http://` and the
   * request's Host header.
   */
  publicUrl?: string;
  /**
   * The per-address limits of matchmaking (server/admission.ts): each `/oembed` answer and each
   * rendered page counts as a look-up (429 `rate-limited` with `Retry-After` past the limit); the
   * page's files are not counted (a class behind one address loads them all at once).
   */
  admission?: Admission;
}

/** The `bluffhouse` package's dist/embed folder, or null when it is not built. */
export function packageEmbedDir(): string | null {
  try {
    const dir = join(dirname(createRequire(import.meta.url).resolve('bluffhouse/package.json')), 'dist', 'embed');
    return existsSync(join(dir, 'index.html')) ? dir : null;
  } catch {
    return null;
  }
}

/** A PNG's size from its header, or null when `file` is no PNG. */
async function pngSize(file: string): Promise<{ width: number; height: number } | null> {
  const handle = await open(file).catch(() => null);
  if (!handle) return null;
  try {
    const header = Buffer.alloc(24);
    await handle.read(header, 0, 24, 0);
    if (header.readUInt32BE(12) !== 0x49484452) return null; // 'IHDR'
    return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  } finally {
    await handle.close();
  }
}

/**
 * Open Graph tags for a game link's answer: hosts that preview a link without embedding it
 * (Discourse's onebox without the iframe allowed, chat apps) show its title, text and picture.
 */
function previewTags(answer: OembedResponse): string {
  const tags: [string, string][] = [
    ['og:title', answer.title],
    ['og:description', 'A bluffing card game to play in the page, against bots or friends.'],
    ['og:site_name', answer.provider_name],
    ...(answer.thumbnail_url ? [['og:image', answer.thumbnail_url] as [string, string]] : []),
  ];
  const meta = tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`).join('\n  ');
  return `  <meta name="description" content="${escapeHtml(tags[1]![1])}" />\n  ${meta}\n`;
}

/**
 * The handler of `/embed`, `/embed/…` and `/oembed` (GET and HEAD); calls `next` for anything
 * else, and for everything when `dir` has no built page.
 */
export function embedSite(options: EmbedSiteOptions = {}) {
  const publicUrl = options.publicUrl?.replace(/\/$/, '');
  const sizes = new Map<string, Promise<{ width: number; height: number } | null>>();
  const thumbnails = async (dir: string, origin: string): Promise<Map<string, Thumbnail>> => {
    const found = new Map<string, Thumbnail>();
    for (const { id: game } of games) {
      const file = join(dir, 'thumbnails', `${game}.png`);
      if (!sizes.has(file)) sizes.set(file, pngSize(file));
      const size = await sizes.get(file)!;
      if (size) found.set(game, { url: `${origin}/embed/thumbnails/${game}.png`, ...size });
    }
    return found;
  };

  const send = (request: IncomingMessage, response: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': type, 'access-control-allow-origin': '*', ...headers });
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  return async (request: IncomingMessage, response: ServerResponse, next: () => void): Promise<void> => {
    const dir = options.dir ? resolve(options.dir) : packageEmbedDir(); // looked for each time: `npm start` may build it after starting
    if (!dir || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    const host = request.headers.host ?? 'localhost';
    // The address as it was asked for; `publicUrl` gives its scheme when it names this host (https behind a proxy).
    const origin = publicUrl && new URL(publicUrl).host === host ? new URL(publicUrl).origin : `http://${host}`;
    const url = new URL(request.url ?? '/', origin);
    const known = await thumbnails(dir, origin);
    const provider = { page: new URL('/embed/', origin), thumbnail: (game: string) => known.get(game) ?? null };
    const refused = async (): Promise<boolean> => {
      const denied = options.admission ? await options.admission.admit(options.admission.clientAddress(request), 'page') : null;
      if (denied) send(request, response, denied.status, 'text/plain; charset=utf-8', `${denied.message}\n`, denied.retryAfter === undefined ? {} : { 'retry-after': String(denied.retryAfter) });
      return denied !== null;
    };
    if (url.pathname === '/oembed') {
      if (await refused()) return;
      const answer = oembedAnswer(url.searchParams, provider);
      return send(request, response, answer.status, answer.type, answer.body, answer.status === 200 ? { 'cache-control': 'public, max-age=86400' } : {});
    }
    if (url.pathname === '/embed') {
      response.writeHead(301, { location: `/embed/${url.search}` });
      return void response.end();
    }
    if (!url.pathname.startsWith('/embed/')) return next();
    if (url.pathname === '/embed/' || url.pathname === '/embed/index.html') {
      if (await refused()) return;
      const html = await readFile(join(dir, 'index.html'), 'utf8');
      const answer = oembedAnswer(new URLSearchParams({ url: url.href }), provider);
      // A link that would not start a game gets no discovery links: its oEmbed answer is a 404.
      const head = answer.status === 200 ? discoveryLinks(url, new URL('/oembed', origin)) + previewTags(JSON.parse(answer.body) as OembedResponse) : '';
      const page = html.replace('</head>', () => `  ${head}</head>`); // a function: `$$` in a title stays
      return send(request, response, 200, TYPES['.html']!, page, { 'cache-control': 'no-cache' });
    }
    let file: string;
    try {
      file = resolve(dir, `.${decodeURIComponent(url.pathname.slice('/embed'.length))}`);
    } catch {
      return next(); // a malformed %-escape names no file
    }
    const type = TYPES[extname(file)];
    if (!file.startsWith(dir + sep) || !type) return next();
    const body = await readFile(file).catch(() => null);
    if (!body) return next();
    send(request, response, 200, type, body);
  };
}
