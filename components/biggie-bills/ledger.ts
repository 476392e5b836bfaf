import { css, html, nothing, type PropertyValues } from 'lit';
import type { BiggieBillsLogEntry } from '../../src/biggie-bills/types.js';
import type { BiggieBillsView } from '../../src/biggie-bills/view.js';
import { TablePiece } from '../internal/table-piece.js';
import { tokens } from '../internal/tokens.js';
import { partyName, payWhy } from './describe.js';
import { money } from './words.js';
import type { BiggieBillsWords } from './messages.js';

type Pay = Extract<BiggieBillsLogEntry, { type: 'pay' }>;

/** How many recent payments the ledger shows. */
const SHOWN = 80;

/**
 * The money ledger: every payment of the game (the log's `pay` entries), newest last: payer →
 * payee, the amount and what it was for; the ruling that made it (BG-5…) is a small note beside it,
 * for a moderator checking the rules, never part of the sentence.
 * @tagname biggie-bills-ledger
 * @csspart ledger - The ledger's scrolling list.
 */
export class BiggieBillsLedger extends TablePiece<BiggieBillsView, BiggieBillsWords> {
  static override styles = [tokens, css`
    :host { display: block; color: var(--_felt-text); }
    h2 { margin: 0 0 4px; font-size: 0.95em; }
    ol {
      display: grid;
      gap: 2px;
      margin: 0;
      padding: 0;
      max-height: var(--bluff-log-height, 14em);
      overflow-y: auto;
      list-style: none;
      font-size: 0.85em;
      line-height: 1.3;
    }
    li { display: grid; grid-template-columns: 1fr auto; gap: 0 6px; padding: 2px 0; border-bottom: 1px solid rgb(255 255 255 / 0.12); }
    .amount { font-weight: 700; font-variant-numeric: tabular-nums; text-align: end; }
    .why { opacity: 0.85; }
    .rule { font-size: 0.8em; opacity: 0.7; text-align: end; white-space: nowrap; }
    p { margin: 0; font-size: 0.85em; opacity: 0.85; }
  `];

  /** The table's state; its translator has BiggieBills' words (the table built it with them). */
  override render() {
    const table = this.table;
    const view = this.view;
    if (!table || !view) return nothing;
    const { t, names } = table;
    const payments = view.log.filter((entry): entry is Pay => entry.type === 'pay');
    const shown = payments.slice(-SHOWN);
    return html`<section aria-labelledby="title">
      <h2 id="title">${t('ledger')}</h2>
      ${shown.length === 0 ? html`<p>${t('noPayments')}</p>` : html`<ol part="ledger" tabindex="0" aria-labelledby="title">
        ${shown.map((entry) => html`<li>
          <span>${partyName(entry.payer, names, t)} → ${partyName(entry.payee, names, t)}</span>
          <span class="amount">${money(entry.amount, t)}</span>
          <span class="why">${payWhy(entry, view.tables, t)}</span>
          <span class="rule">${t('ruleNote', { rule: entry.ruling })}</span>
        </li>`)}
      </ol>`}
    </section>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const list = this.renderRoot.querySelector('ol');
    if (list) list.scrollTop = list.scrollHeight;
  }
}
