import { LitElement } from 'lit';
import { reportTakenTag } from './taken-tags.js';
import { TABLE_CONTRACT, VERSION } from './version.js';

export { TABLE_CONTRACT, VERSION };

/** What `customElements.get(tag)` returns for an element of any copy of bluffhouse. */
export interface BluffElementClass extends CustomElementConstructor {
  /** The release that defined it (`VERSION` of that copy). */
  readonly version?: string;
  /** The table contract of that copy (`TABLE_CONTRACT`). */
  readonly contract?: number;
}

/** A CustomEvent for the element it is dispatched on only: it neither bubbles nor crosses a shadow root. */
function localEvent<T>(name: string, detail: T): CustomEvent<T> {
  return new CustomEvent<T>(name, { detail, bubbles: false, composed: false });
}

/** A bubbling, composed CustomEvent (events are documented with `@fires` on each element). */
function composedEvent<T>(name: string, detail: T, cancelable: boolean): CustomEvent<T> {
  return new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable });
}

/**
 * The base of every bluffhouse element: one way to emit events and one harmless `define`.
 */
export class BluffElement extends LitElement {
  /** The release of the copy that defined this class. */
  static readonly version = VERSION;
  /** The table contract of that copy (version.ts). */
  static readonly contract = TABLE_CONTRACT;

  /**
   * Registers the element under `tag`; never throws because the tag is taken. A free tag is
   * defined. A tag this copy or another copy of the same release (same `version` and `contract`)
   * already defined is left as it is, silently. A tag another release or other code defined is
   * left to it too, with one `console.warn` per page naming both versions (taken-tags.ts).
   */
  static define(tag: string): void {
    const existing = customElements.get(tag) as BluffElementClass | undefined;
    if (!existing) customElements.define(tag, this);
    else if (existing !== this && (existing.version !== VERSION || existing.contract !== TABLE_CONTRACT)) reportTakenTag(tag, existing);
  }

  /**
   * Dispatches a `CustomEvent` that bubbles and crosses shadow roots: for the documented events
   * only (`game-start`, `game-move`, `game-over`, `game-error`; docs/architecture.md, "Events").
   */
  emit<T>(name: string, detail: T, options: { cancelable?: boolean } = {}): boolean {
    return this.dispatchEvent(composedEvent(name, detail, options.cancelable ?? false));
  }

  /**
   * Tells the table that renders this piece something (a piece-to-table message such as
   * `bluff-play-again`): a `CustomEvent` on this element only, which neither bubbles nor crosses
   * a shadow root, so it never reaches the page. The table listens on the piece itself.
   */
  protected tell<T>(name: string, detail: T): void {
    this.dispatchEvent(localEvent(name, detail));
  }
}
