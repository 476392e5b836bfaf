/**
 * What the embed page tells the page that frames it, with `postMessage` (README, "Embed with an
 * iframe"):
 *
 * - `{ type: 'bluffhouse:resize', height }` and Canvas' and Brightspace's
 *   `{ subject: 'lti.frameResize', height }`: the content's height in CSS pixels (a whole number),
 *   on every change of it (embed/host.ts sets the iframe's height from the first).
 * - `{ type: 'bluffhouse:<event>', detail }` for the element's documented events `game-start`,
 *   `game-move`, `game-over` and `game-error`: `detail` is the event's own detail, which holds
 *   public facts only (docs/architecture.md, "Events").
 *
 * - WordPress' embed messages, when the frame's address ends in `#?secret=<letters and digits>`
 *   (WordPress adds it to every oEmbed frame, docs/embedding.md, "Paste a link"):
 *   `{ message: 'height', value, secret }` beside each resize message, again on WordPress'
 *   `{ message: 'ready', secret }` (its script may start after the frame), and
 *   `{ message: 'link', value: url, secret }` instead of following a link that leaves the game (a
 *   frame sandboxed with `allow-scripts` alone may not navigate the top page; WordPress does it
 *   for an address on the frame's own host).
 *
 * Every message goes to `targetOrigin` (`?parent-origin=`, default `*`). A page that is not in a
 * frame posts nothing.
 */

/** The element events the page forwards, as `bluffhouse:<event>`. */
export const FORWARDED_EVENTS = ['game-start', 'game-move', 'game-over', 'game-error'] as const;

/** The page's messages to its parent. */
export type EmbedMessage =
  | { type: 'bluffhouse:resize'; height: number }
  | { subject: 'lti.frameResize'; height: number }
  | { type: `bluffhouse:${(typeof FORWARDED_EVENTS)[number]}`; detail: unknown }
  | { message: 'height'; value: number; secret: string }
  | { message: 'link'; value: string; secret: string };

/** WordPress' secret in a frame address's fragment (`#?secret=abc123`), or null when it has none. */
export function wordpressSecret(hash: string): string | null {
  const secret = /^#\?(?:.*&)?secret=([a-zA-Z0-9]+)(?:&|$)/.exec(hash)?.[1];
  return secret ?? null;
}

/** Posts `message` to the parent frame at `targetOrigin`; nothing when this page is the top one. */
export function post(message: EmbedMessage, targetOrigin: string): void {
  if (window.parent !== window) window.parent.postMessage(message, targetOrigin);
}

/**
 * Posts both resize messages for `content`'s height (when not 0) now and on every change, and
 * WordPress' height message when `secret` is given (also on its `ready` message). Returns the observer.
 *
 * Besides the ResizeObserver, the height is measured again after each of the element's events
 * (`FORWARDED_EVENTS`, which `content` sees bubble) and on `ready`: Chromium does not render a
 * cross-origin frame that is hidden, as WordPress keeps its frame until the first height message,
 * so no ResizeObserver callback comes there; a measurement (layout) still works. With `secret`,
 * also every 250 ms until the first height is posted.
 */
export function reportHeight(content: Element, targetOrigin: string, secret: string | null = null): ResizeObserver {
  let last = -1;
  const measure = (again = false) => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    // Never 0 (the page before its game or message is in): a frame set to no height would stop
    // rendering, and with it this observer.
    if ((height === last && !again) || height === 0) return;
    last = height;
    post({ type: 'bluffhouse:resize', height }, targetOrigin);
    post({ subject: 'lti.frameResize', height }, targetOrigin);
    if (secret) post({ message: 'height', value: height, secret }, targetOrigin);
  };
  const observer = new ResizeObserver(() => measure());
  observer.observe(content);
  // Once the element has drawn what the event tells (Lit's `updateComplete`, a microtask: no timer,
  // which a page in a background tab gets late).
  for (const name of FORWARDED_EVENTS) {
    content.addEventListener(name, (event) => {
      const drawn = (event.target as { updateComplete?: Promise<unknown> } | null)?.updateComplete ?? Promise.resolve();
      void drawn.then(() => measure(), () => measure());
    });
  }
  if (secret) {
    // Until a first height is posted, measure again every 250 ms: in a frame WordPress keeps hidden,
    // the measurements after the first events may all read 0 and no observer callback comes later
    // (a real WordPress post of BiggieBills stayed hidden on about 4 loads in 10 without this).
    const poll = setInterval(() => (last > 0 ? clearInterval(poll) : measure()), 250);
    addEventListener('message', (event: MessageEvent) => {
      const data = event.data as { message?: unknown; secret?: unknown } | null;
      if (event.source === window.parent && data?.message === 'ready' && data.secret === secret) measure(true);
    });
  }
  return observer;
}

/**
 * With WordPress' `secret`: a click on a link of `root` (in its shadow roots too) that leaves the
 * page posts `{ message: 'link', value: href, secret }` instead of navigating, which the sandbox
 * forbids. Links within the page (`#…`) and clicks with a modifier key are left alone.
 */
export function linksThroughHost(root: EventTarget, targetOrigin: string, secret: string): void {
  root.addEventListener('click', (event) => {
    const mouse = event as MouseEvent;
    if (mouse.defaultPrevented || mouse.button !== 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
    const link = mouse.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
    if (!link || !/^https?:$/.test(link.protocol)) return;
    const here = new URL(location.href);
    if (link.href.split('#')[0] === here.href.split('#')[0]) return;
    event.preventDefault();
    post({ message: 'link', value: link.href, secret }, targetOrigin);
  });
}

/** Forwards `target`'s documented events (they bubble, so a container works) as messages. */
export function forwardEvents(target: EventTarget, targetOrigin: string): void {
  for (const name of FORWARDED_EVENTS) {
    target.addEventListener(name, (event) => post({ type: `bluffhouse:${name}`, detail: (event as CustomEvent).detail }, targetOrigin));
  }
}
