/**
 * dist/embed/host.js: an optional script for a page that frames bluffhouse embed pages
 * (README, "Embed with an iframe"). A classic script (no module, no CORS needed):
 * `<script src="https://games.example.com/bluffhouse/embed/host.js" defer></script>`.
 *
 * On each `{ type: 'bluffhouse:resize', height }` message (embed/parent.ts) it sets the height, in
 * CSS pixels, of the page's iframe whose `contentWindow` sent it, so the frame fits the game and
 * no double scrollbars show. Any other message, or one from a window that is no iframe of this
 * page, is ignored; it never throws. Heights are whole numbers from 0 to MAX_HEIGHT.
 */

/** The tallest height it sets, in CSS pixels: a frame's content is never taller. */
const MAX_HEIGHT = 100_000;

/** The height in a resize message, or null when `data` is not one. */
function resizeHeight(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as { type?: unknown; height?: unknown };
  return type === 'bluffhouse:resize' && typeof height === 'number' && Number.isFinite(height)
    ? Math.min(MAX_HEIGHT, Math.max(0, Math.ceil(height)))
    : null;
}

addEventListener('message', (event: MessageEvent) => {
  const height = resizeHeight(event.data);
  if (height === null || !event.source) return;
  for (const frame of document.querySelectorAll('iframe')) {
    // The CSSOM, not a style attribute: a host page's CSP without 'unsafe-inline' styles allows it.
    if (frame.contentWindow === event.source) frame.style.height = `${height}px`;
  }
});
