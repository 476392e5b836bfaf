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
 * Every message goes to `targetOrigin` (`?parent-origin=`, default `*`). A page that is not in a
 * frame posts nothing.
 */

/** The element events the page forwards, as `bluffhouse:<event>`. */
export const FORWARDED_EVENTS = ['game-start', 'game-move', 'game-over', 'game-error'] as const;

/** The page's messages to its parent. */
export type EmbedMessage =
  | { type: 'bluffhouse:resize'; height: number }
  | { subject: 'lti.frameResize'; height: number }
  | { type: `bluffhouse:${(typeof FORWARDED_EVENTS)[number]}`; detail: unknown };

/** Posts `message` to the parent frame at `targetOrigin`; nothing when this page is the top one. */
export function post(message: EmbedMessage, targetOrigin: string): void {
  if (window.parent !== window) window.parent.postMessage(message, targetOrigin);
}

/** Posts both resize messages for `content`'s height (when not 0) now and on every change. Returns the observer. */
export function reportHeight(content: Element, targetOrigin: string): ResizeObserver {
  let last = -1;
  const observer = new ResizeObserver(() => {
    const height = Math.ceil(content.getBoundingClientRect().height);
    // Never 0 (the page before its game or message is in): a frame set to no height would stop
    // rendering, and with it this observer.
    if (height === last || height === 0) return;
    last = height;
    post({ type: 'bluffhouse:resize', height }, targetOrigin);
    post({ subject: 'lti.frameResize', height }, targetOrigin);
  });
  observer.observe(content);
  return observer;
}

/** Forwards `target`'s documented events (they bubble, so a container works) as messages. */
export function forwardEvents(target: EventTarget, targetOrigin: string): void {
  for (const name of FORWARDED_EVENTS) {
    target.addEventListener(name, (event) => post({ type: `bluffhouse:${name}`, detail: (event as CustomEvent).detail }, targetOrigin));
  }
}
