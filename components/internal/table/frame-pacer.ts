/**
 * Draws a table's bots' moves at the pace of the frames the page shows (a Lit ReactiveController
 * of the table; docs/architecture.md, "Drawing once per move, and once per frame"): the table asks
 * `turn()` as an update is about to be drawn (update-hold.ts) and `hurry()` when something other
 * than its own bots' moves is to be drawn.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long an update waits for the next frame where the page draws none (a tab that is not shown). */
const FRAME_FALLBACK_MS = 50;

/**
 * Paces a table's drawing of its bots' moves to the frames the page shows. The first update after
 * a frame is drawn at once, as before; when bots move again before the next frame (a short
 * `bot-delay`), the update waits for that frame and draws every move since then together, so no
 * state is drawn that the screen would never show, and the screen is never more than a frame
 * behind the game. Anything else (a person's move, an attribute, a source other than the page's
 * own game) is drawn at once (`hurry`). The game itself, its events and its saves go on at their
 * own pace. A hidden page draws at once (it shows no frames); where frames stop without the page
 * being hidden, an update waits at most `FRAME_FALLBACK_MS`.
 */
export class FramePacer implements ReactiveController {
  /** Whether the table drew since the last frame. */
  private drew = false;
  /** Whether the next update draws at once, whatever was drawn in this frame. */
  private urgent = false;
  /** The wait for the next frame under way: the promise waiting updates follow, and its end. */
  private next: { frame: Promise<void>; end: () => void } | null = null;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  /**
   * Called as an update is about to be drawn: null when it may be drawn now, else the promise of
   * the next frame, at which it is. Either way the table then counts as having drawn in that frame.
   */
  turn(): Promise<void> | null {
    if (document.visibilityState === 'hidden') return null;
    if (!this.drew || this.urgent) {
      this.drawn();
      return null;
    }
    return this.nextFrame().then(() => this.drawn());
  }

  /** Something other than a bot's move is to be drawn: the next update (or the one waiting) is drawn at once. */
  hurry(): void {
    this.urgent = true;
    this.next?.end();
  }

  /** The table draws now: until the next frame, further updates of bots' moves wait. */
  private drawn(): void {
    this.drew = true;
    this.urgent = false;
    void this.nextFrame();
  }

  /** Resolves at the next animation frame (or after `FRAME_FALLBACK_MS`), where `drew` ends. */
  private nextFrame(): Promise<void> {
    if (!this.next) {
      let resolve!: () => void;
      const frame = new Promise<void>((done) => { resolve = done; });
      const end = () => {
        cancelAnimationFrame(request);
        clearTimeout(timer);
        if (this.next?.frame === frame) this.next = null;
        this.drew = false;
        resolve();
      };
      const request = requestAnimationFrame(end);
      const timer = setTimeout(end, FRAME_FALLBACK_MS);
      this.next = { frame, end };
    }
    return this.next.frame;
  }

  /** Off the page nothing waits for a frame: a waiting update is drawn at once. */
  hostDisconnected(): void {
    this.next?.end();
  }
}
