import { LitElement } from 'lit';

/** Bumped with every release; lets `define` tell the same code from a different copy. */
export const VERSION = '0.1.0';

/** A bubbling, composed CustomEvent (events are documented with `@fires` on each element). */
function composedEvent<T>(name: string, detail: T, cancelable: boolean): CustomEvent<T> {
  return new CustomEvent<T>(name, { detail, bubbles: true, composed: true, cancelable });
}

/**
 * The base of every bluffhouse element: one way to emit events and one harmless `define`.
 */
export class BluffElement extends LitElement {
  static readonly version = VERSION;

  /**
   * Registers the element under `tag`. Harmless when the tag is already defined by this library
   * (the same or an identical copy); warns when another element owns it.
   */
  static define(tag: string): void {
    const existing = customElements.get(tag) as (CustomElementConstructor & { version?: string }) | undefined;
    if (!existing) customElements.define(tag, this);
    else if (existing !== this && existing.version !== VERSION) {
      console.warn(`bluffhouse: <${tag}> is already defined by other code (version ${existing.version ?? 'unknown'}); keeping that one.`);
    }
  }

  /** Dispatches a `CustomEvent` that bubbles and crosses shadow roots. */
  emit<T>(name: string, detail: T, options: { cancelable?: boolean } = {}): boolean {
    return this.dispatchEvent(composedEvent(name, detail, options.cancelable ?? false));
  }
}
