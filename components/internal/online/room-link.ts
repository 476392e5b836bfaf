/**
 * The link that joins an online room (docs/online.md, "Tables"): for the lobby's link and the page
 * address an online table keeps. Online play only: it loads with the online code (online-source.ts).
 */

/**
 * The page's address with `room=<code>`: the link that joins that room. `toShare`: the link for
 * others, without the `names` this page's address gave (the embed page's query), so whoever opens
 * it joins under their own name.
 */
export function roomLink(code: string, toShare = false): string {
  const url = new URL(location.href);
  url.searchParams.set('room', code);
  if (toShare) url.searchParams.delete('names');
  return url.href;
}
