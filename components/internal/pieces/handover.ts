import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { TablePiece } from './table-piece.js';
import { tokens } from '../element/tokens.js';

/**
 * The hot-seat hand-over screen: asks the others to look away and shows nothing private until the
 * named person confirms.
 * @fires bluff-handover-confirm - The person in `seat` is ready (internal: on this element only; it does not bubble or leave the table).
 * @csspart handover - The panel.
 * @tagname bluff-handover
 */
export class BluffHandover extends TablePiece {
  static override styles = [tokens, css`
    :host { display: block; }
    .panel {
      display: grid;
      gap: var(--_space);
      justify-items: center;
      padding: calc(var(--_space) * 3);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
      text-align: center;
    }
    h2 { margin: 0; font-size: 1.2em; }
    p { margin: 0; color: var(--_muted); }
  `];

  /** The table's state; a shared piece knows the common words only. */
  /** The seat that should take the device. */
  @property({ type: Number }) seat = 0;

  override render() {
    if (!this.table) return nothing;
    const { t, names } = this.table;
    const name = names[this.seat] ?? '';
    return html`<section class="panel" part="handover" role="region" aria-labelledby="title">
      <h2 id="title">${t('handoverTitle', { name })}</h2>
      <p>${t('handoverText', { name })}</p>
      <button class="button primary" @click=${() => this.tell('bluff-handover-confirm', { seat: this.seat })}>
        ${t('handoverButton', { name })}
      </button>
    </section>`;
  }

  /** Moves focus to the confirm button (after the previous person's button disappeared). */
  override focus(): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector('button')?.focus());
  }
}
