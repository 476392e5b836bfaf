import { css, html, nothing, type PropertyValues } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { Tables } from '../../src/biggie-bills/cards.js';
import type { BiggieBillsLogEntry } from '../../src/biggie-bills/types.js';
import type { BiggieBillsView } from '../../src/biggie-bills/view.js';
import { AfterLayout } from '../internal/pieces/game-log.js';
import { TablePiece } from '../internal/pieces/table-piece.js';
import { tokens } from '../internal/element/tokens.js';
import { partyName, payWhy } from './describe.js';
import { money } from './words.js';
import type { BiggieBillsTranslator, BiggieBillsWords } from './messages.js';

type Pay = Extract<BiggieBillsLogEntry, { type: 'pay' }>;

/** One payment's line in words: payer → payee, amount, what for, the ruling's note. */
interface Row {
  parties: string;
  amount: string;
  why: string;
  rule: string;
}

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
      margin: 0;
      padding: 0;
      max-height: var(--bluff-log-height, 14em);
      overflow-y: auto;
      list-style: none;
      font-size: 0.85em;
      line-height: 1.3;
    }
    /* Rows laid out one under the other (not as one grid): a new row leaves the others' layout as it was. */
    li { display: grid; grid-template-columns: 1fr auto; gap: 0 6px; padding: 2px 0; border-bottom: 1px solid rgb(255 255 255 / 0.12); }
    li + li { margin-top: 2px; }
    .amount { font-weight: 700; font-variant-numeric: tabular-nums; text-align: end; }
    .why { opacity: 0.85; }
    .rule { font-size: 0.8em; opacity: 0.7; text-align: end; white-space: nowrap; }
    p { margin: 0; font-size: 0.85em; opacity: 0.85; }
  `];

  /** Rows already worded, per payment (entries never change), for one language, names and tables. */
  private rows = new WeakMap<Pay, Row>();
  private rowsFor: { signature: string; tables: Tables | null } = { signature: '', tables: null };

  /**
   * Shows the newest payment once after the browser's next layout, whatever the updates before it
   * (scrolling right after each move would lay the whole board out once per move).
   */
  private readonly toEnd = new AfterLayout(this, () => {
    const list = this.list;
    if (list) list.scrollTop = list.scrollHeight;
  });

  /** The scrolling list, once there is a payment. */
  private get list(): HTMLOListElement | null {
    return this.renderRoot.querySelector('ol');
  }

  /** Asks for the end to be shown after the next layout. */
  private showEnd(): void {
    const list = this.list;
    if (list) this.toEnd.request(list);
  }

  /** What the list drew last: the newest payment, and the words' language, names and tables. */
  private drawn: { newest: Pay | undefined; signature: string; tables: Tables } | null = null;

  /**
   * The board redraws every piece after each move; most moves pay nothing, and the same payments
   * in the same words are left as they are (payments are only added, and a new game starts another log).
   */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    const table = this.table;
    const view = this.view;
    let now: typeof this.drawn = null;
    if (table && view) {
      let newest: Pay | undefined;
      for (let i = view.log.length - 1; i >= 0 && !newest; i--) {
        const entry = view.log[i]!;
        if (entry.type === 'pay') newest = entry;
      }
      now = { newest, signature: `${table.t.lang}|${table.names.join('|')}`, tables: view.tables };
    }
    const drawn = this.drawn;
    this.drawn = now;
    const same = now !== null && drawn !== null && now.newest === drawn.newest && now.signature === drawn.signature && now.tables === drawn.tables;
    return !(same && this.hasUpdated && changed.size === 0) && super.shouldUpdate(changed);
  }

  /** `entry` in words, made once per payment. */
  private rowOf(entry: Pay, view: BiggieBillsView, t: BiggieBillsTranslator, names: string[]): Row {
    let row = this.rows.get(entry);
    if (!row) {
      row = {
        parties: `${partyName(entry.payer, names, t)} → ${partyName(entry.payee, names, t)}`,
        amount: money(entry.amount, t),
        why: payWhy(entry, view.tables, t),
        rule: t('ruleNote', { rule: entry.ruling }),
      };
      this.rows.set(entry, row);
    }
    return row;
  }

  /** The table's state; its translator has BiggieBills' words (the table built it with them). */
  override render() {
    const table = this.table;
    const view = this.view;
    if (!table || !view) return nothing;
    const { t, names } = table;
    const signature = `${t.lang}|${names.join('|')}`;
    if (signature !== this.rowsFor.signature || view.tables !== this.rowsFor.tables) {
      this.rows = new WeakMap();
      this.rowsFor = { signature, tables: view.tables };
    }
    const payments = view.log.filter((entry): entry is Pay => entry.type === 'pay');
    const shown = payments.slice(-SHOWN);
    // Keyed by payment: when the oldest shown leaves, the other rows stay as they are.
    return html`<section aria-labelledby="title">
      <h2 id="title">${t('ledger')}</h2>
      ${shown.length === 0 ? html`<p>${t('noPayments')}</p>` : html`<ol part="ledger" tabindex="0" aria-labelledby="title">
        ${repeat(shown, (entry) => entry, (entry) => {
          const row = this.rowOf(entry, view, t, names);
          return html`<li>
          <span>${row.parties}</span>
          <span class="amount">${row.amount}</span>
          <span class="why">${row.why}</span>
          <span class="rule">${row.rule}</span>
        </li>`;
        })}
      </ol>`}
    </section>`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    this.showEnd();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Back on the page, the list may have lost its scroll position: show the end again.
    if (this.hasUpdated) this.showEnd();
  }
}
