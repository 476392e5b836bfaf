/**
 * Whether a table is phone-narrow (its width under `NARROW_WIDTH` CSS px), watched with a
 * ResizeObserver while the table is on the page: a table that lays out its content in another
 * order on a phone (its own seat, hand and actions first: BiggieBills) reads `narrow` when it
 * draws, and is drawn again when it changes. It is measured once when the table is put on the
 * page (its width is its parent's, known before its content is drawn), so a phone's first drawing
 * is in the phone's order.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Under this width (CSS px, the table's own) a table is drawn for a phone; the narrow container queries use the same. */
export const NARROW_WIDTH = 560;

export class NarrowWatch implements ReactiveController {
  /** Whether the table is narrower than `NARROW_WIDTH` now. */
  narrow = false;
  private observer: ResizeObserver | null = null;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    const width = this.host.getBoundingClientRect().width;
    this.narrow = width > 0 && width < NARROW_WIDTH;
    this.observer ??= new ResizeObserver(([entry]) => {
      const width = entry?.contentBoxSize?.[0]?.inlineSize ?? this.host.clientWidth;
      const narrow = width > 0 && width < NARROW_WIDTH;
      if (narrow === this.narrow) return;
      this.narrow = narrow;
      // Drawn in the next frame, not within this observer's delivery: the new order changes the
      // table's height, which would be a resize this delivery cannot report (a "loop" error).
      requestAnimationFrame(() => this.host.requestUpdate());
    });
    this.observer.observe(this.host);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
  }
}
