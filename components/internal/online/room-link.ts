/**
 * The links that join an online room (docs/online.md, "Tables"): the page address an online table
 * keeps (`roomLink`), and the players' join address its lobby and host screen show (`joinLink`).
 * Online play only: it loads with the online code (online-source.ts).
 */

/** Query parameters of a page address that are this screen's, never a player's: a phone opening them would host, watch or take these names. */
const SCREEN_ONLY = ['host', 'view', 'spectator', 'names'] as const;

/** Host names of this machine only: a phone cannot open an address with one of them. */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** Whether `hostname` names this machine only (`localhost`, `127.0.0.1`, `::1`, `*.localhost`). */
export function isLoopback(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return LOOPBACK.has(name) || name.endsWith('.localhost') || /^127\.\d+\.\d+\.\d+$/.test(name);
}

/**
 * The page's address with `room=<code>`: the link that brings this screen back to that room (the
 * address bar). `toShare`: without the `names` this page's address gave (the embed page's query).
 */
export function roomLink(code: string, toShare = false): string {
  const url = new URL(location.href);
  url.searchParams.set('room', code);
  if (toShare) url.searchParams.delete('names');
  return url.href;
}

/** Where a join link points. */
export interface JoinLinkOptions {
  /** The table's `join-url` attribute: the page phones open to join (relative to this page), or null/blank for this page. */
  joinUrl?: string | null;
  /** The address the game server is reached at (the state's `publicUrl`), or null. */
  publicUrl?: string | null;
}

/**
 * The address a player opens to join room `code`: `joinUrl` (resolved against this page) with
 * `room=<code>`, else this page's address with `room=<code>` and without `host`, `view`,
 * `spectator` and `names` (so the link never makes a phone a host, a moderator view or a watcher,
 * nor gives it this screen's names). On a page of this machine only (localhost, 127.0.0.1, ::1)
 * the link takes `publicUrl`'s origin (`ws:` read as `http:`, `wss:` as `https:`), when the server
 * gave one that is not a loopback address itself: a phone can open that one.
 * A `joinUrl` that is not a URL counts as absent.
 */
export function joinLink(code: string, { joinUrl = null, publicUrl = null }: JoinLinkOptions = {}): string {
  let url: URL | null = null;
  if (joinUrl && joinUrl.trim() !== '') {
    try {
      url = new URL(joinUrl.trim(), location.href);
    } catch {
      url = null;
    }
  }
  if (!url) {
    url = new URL(location.href);
    for (const name of SCREEN_ONLY) url.searchParams.delete(name);
    url.hash = '';
  }
  url.searchParams.set('room', code);
  if (publicUrl && isLoopback(url.hostname)) {
    try {
      const pub = new URL(publicUrl);
      const protocol = { 'http:': 'http:', 'https:': 'https:', 'ws:': 'http:', 'wss:': 'https:' }[pub.protocol];
      if (protocol && !isLoopback(pub.hostname)) {
        url.protocol = protocol;
        // hostname and port apart: setting `host` without a port would keep this page's.
        url.hostname = pub.hostname;
        url.port = pub.port;
      }
    } catch {
      // Not an address: the page's own stays.
    }
  }
  return url.href;
}
