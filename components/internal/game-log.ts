import { css, html, nothing, type PropertyValues } from 'lit';
import { TablePiece } from './table-piece.js';
import { tokens } from './tokens.js';

/** How many recent entries the log shows. */
const SHOWN = 120;

/**
 * The public move log, newest last.
 * @csspart log - The log's scrolling list.
 * @tagname bluff-log
 */
export class BluffLog extends TablePiece {
  static override styles = [tokens, css`
    :host { display: block; color: var(--_felt-text); }
    h2 { margin: 0 0 4px; font-size: 0.95em; }
    ol {
      margin: 0;
      padding: 0 0 0 2.6em;
      max-height: var(--bluff-log-height, 14em);
      overflow-y: auto;
      font-size: 0.9em;
      line-height: 1.4;
    }
    li::marker { color: color-mix(in srgb, currentColor 75%, transparent); }
  `];


  override render() {
    const table = this.table;
    const log = table?.view?.log;
    if (!table || !log) return nothing;
    const start = Math.max(0, log.length - SHOWN);
    return html`<section aria-labelledby="title">
      <h2 id="title">${table.t('log')}</h2>
      <ol part="log" start=${start + 1} tabindex="0" aria-labelledby="title">
        ${log.slice(start).map((entry) => html`<li>${table.describe(entry)}</li>`)}
      </ol>
    </section>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const list = this.renderRoot.querySelector('ol');
    if (list) list.scrollTop = list.scrollHeight;
  }
}
