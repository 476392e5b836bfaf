/**
 * The oEmbed provider of the embed page (docs/embedding.md, "Paste a link"): what `GET /oembed`
 * answers for a game link, and the discovery `<link>`s the embed page carries. Pure: the HTTP side
 * is server/embed-site.ts.
 *
 * A game link is the embed page's address with its query, `https://games.example.com/embed/?game=
 * bluff-king&players=4&bots=hard`. The answer (oEmbed 1.0, type `rich`) holds an iframe of that
 * very address, a `<blockquote>` link before it (WordPress keeps the frame hidden behind it until
 * the page tells its height: embed/parent.ts), the size asked (`maxwidth`/`maxheight` honoured),
 * the game's title, a thumbnail and `cache_age`.
 *
 * Refusals, as the oEmbed spec has them, each body a sentence naming the parameter or query name
 * at fault: 404 when `url` is missing, not this server's embed page, or a link whose game would not
 * start (a bad option: `players: …`); 501 for a `format` other than `json` or `xml`; 400 for a
 * `maxwidth`/`maxheight` that is no positive whole number.
 */
import { checkEmbedLink } from 'bluffhouse';

/** The frame's size when nothing smaller is asked, in CSS pixels (a table at its two-column width). */
export const EMBED_WIDTH = 760;
export const EMBED_HEIGHT = 620;
/** Seconds a consumer may keep an answer (a day): a link's answer changes only with a new release. */
export const CACHE_AGE = 86_400;
/** The formats answered. */
export const OEMBED_FORMATS = ['json', 'xml'] as const;

/** A thumbnail picture: its address and size in pixels. */
export interface Thumbnail {
  url: string;
  width: number;
  height: number;
}

/** An answer: HTTP status, content type and body. */
export interface OembedAnswer {
  status: number;
  type: string;
  body: string;
}

/** The oEmbed response object (oEmbed 1.0, section 2.3.4), type `rich`. */
export interface OembedResponse {
  type: 'rich';
  version: '1.0';
  title: string;
  provider_name: string;
  provider_url: string;
  cache_age: number;
  html: string;
  width: number;
  height: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** What the endpoint needs to know of the server it runs on. */
export interface ProviderSite {
  /**
   * The embed page's address on this server (`https://games.example.com/embed/`): a link must be
   * this page (on this host; `http:` and `https:` alike, for a server behind a TLS proxy).
   */
  page: URL;
  /** The game's thumbnail (`game` is a registry id), or null when there is none. */
  thumbnail(game: string): Thumbnail | null;
}

/** `text` safe inside HTML text and double-quoted attributes. */
export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `text` safe inside XML text. */
const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const plain = (status: number, body: string): OembedAnswer => ({ status, type: 'text/plain; charset=utf-8', body: `${body}\n` });

/** Whether `link` is `page` (same host, path `/embed/`, `/embed` or `/embed/index.html` under it). */
function isEmbedPage(link: URL, page: URL): boolean {
  if (!/^https?:$/.test(link.protocol) || link.host !== page.host) return false;
  const base = page.pathname.replace(/\/$/, '');
  return [`${base}/`, base, `${base}/index.html`].includes(link.pathname);
}

/** A people's title for the link: the game and what the query sets that a reader cares about. */
function titleOf(gameTitle: string, players: number, values: ReadonlyMap<string, string>): string {
  const parts = [`${players} players`];
  const bots = values.get('bots');
  if (bots) parts.push(`${bots.toLowerCase()} bots`);
  return `${gameTitle} (${parts.join(', ')}) - bluffhouse`; // ASCII: a host's database may not be UTF-8
}

/** A size parameter: undefined when absent, null when it is no positive whole number. */
function sizeParameter(value: string | null): number | null | undefined {
  if (value === null || value === '') return undefined;
  return /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/**
 * The endpoint's answer to the query `params` (`url`, `format`, `maxwidth`, `maxheight`; others,
 * such as WordPress' `dnt`, are ignored). Never throws.
 */
export function oembedAnswer(params: URLSearchParams, site: ProviderSite): OembedAnswer {
  const format = params.get('format') ?? 'json';
  if (!(OEMBED_FORMATS as readonly string[]).includes(format)) return plain(501, `format: "${format}" is not answered here; use json or xml.`);
  const maxwidth = sizeParameter(params.get('maxwidth'));
  const maxheight = sizeParameter(params.get('maxheight'));
  if (maxwidth === null) return plain(400, `maxwidth must be a positive whole number of pixels (got "${params.get('maxwidth')}").`);
  if (maxheight === null) return plain(400, `maxheight must be a positive whole number of pixels (got "${params.get('maxheight')}").`);
  const text = params.get('url');
  if (text === null || text === '') return plain(404, `url is missing: give a game link, such as ${site.page.href}?game=bluff-king.`);
  let link: URL;
  try {
    link = new URL(text);
  } catch {
    return plain(404, `url: "${text}" is not an address; give a game link, such as ${site.page.href}?game=bluff-king.`);
  }
  if (!isEmbedPage(link, site.page)) return plain(404, `url: ${link.href} is not this server's game page; a game link starts with ${site.page.href}?game=…`);
  const checked = checkEmbedLink(link.search);
  if (!checked.game || checked.problems.length) {
    const lines = checked.problems.map(({ name, message }) => (message.startsWith(name) ? message : `${name}: ${message}`));
    return plain(404, `url: this game link would not start a game.\n${lines.join('\n')}`);
  }
  const width = Math.min(EMBED_WIDTH, maxwidth ?? EMBED_WIDTH);
  const height = Math.min(EMBED_HEIGHT, maxheight ?? EMBED_HEIGHT);
  const title = titleOf(checked.game.title, checked.players, new Map(checked.params));
  const src = escapeHtml(link.href);
  const response: OembedResponse = {
    type: 'rich',
    version: '1.0',
    title,
    provider_name: 'bluffhouse',
    provider_url: site.page.href,
    cache_age: CACHE_AGE,
    // The blockquote is what a host shows until the frame says its height (WordPress), or when it
    // drops frames; the frame has no `scrolling="no"`: a game taller than a host's cap scrolls.
    html: `<blockquote><a href="${src}">${escapeHtml(title)}</a></blockquote><iframe src="${src}" width="${width}" height="${height}" title="${escapeHtml(title)}" frameborder="0" marginwidth="0" marginheight="0"></iframe>`,
    width,
    height,
  };
  const thumbnail = site.thumbnail(checked.game.id);
  if (thumbnail && thumbnail.width <= (maxwidth ?? Infinity) && thumbnail.height <= (maxheight ?? Infinity)) {
    Object.assign(response, { thumbnail_url: thumbnail.url, thumbnail_width: thumbnail.width, thumbnail_height: thumbnail.height });
  }
  if (format === 'json') return { status: 200, type: 'application/json; charset=utf-8', body: JSON.stringify(response) };
  const fields = Object.entries(response).map(([name, value]) => `<${name}>${escapeXml(String(value))}</${name}>`).join('');
  return { status: 200, type: 'text/xml; charset=utf-8', body: `<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<oembed>${fields}</oembed>\n` };
}

/**
 * The discovery `<link>`s for the embed page at `address` (the page's full address as requested,
 * query and all): JSON and XML, pointing at `endpoint` (`https://games.example.com/oembed`).
 */
export function discoveryLinks(address: URL, endpoint: URL): string {
  const href = (format: string) => escapeHtml(`${endpoint.href}?url=${encodeURIComponent(address.href)}&format=${format}`);
  return `<link rel="alternate" type="application/json+oembed" href="${href('json')}" title="bluffhouse game" />\n`
    + `  <link rel="alternate" type="text/xml+oembed" href="${href('xml')}" title="bluffhouse game" />\n`;
}
