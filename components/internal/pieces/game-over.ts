import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { customProperties } from './custom-properties.js';
import { widestWordEm, wordBreaks } from './fit-text.js';
import { TablePiece } from './table-piece.js';
import { tokens } from '../element/tokens.js';

/** A column of the results table: a header and one value per seat. */
export interface ResultColumn {
  label: string;
  values: (string | number)[];
  /** The values for a spreadsheet, when the shown ones are formatted (BiggieBills' cash: `-3`, shown `−$3M`); default `values`. */
  data?: (string | number)[];
  /** The header of `data` in a spreadsheet (with its unit: "Cash ($M)"); default `label`. */
  dataLabel?: string;
}

/** Standard competition numbering: tied seats share a place and the next place skips (1, 2, 2, 4). */
function placeNumber(ranking: number[][], index: number): number {
  return 1 + ranking.slice(0, index).reduce((sum, place) => sum + place.length, 0);
}

/** Padding of a cell on both sides, in em (the `th, td` rule below). */
const CELL_PADDING_EM = 0.8;

/**
 * The width in em that the results need as a table: every column as wide as its widest word
 * (header or value, bold), plus padding. An upper bound for the usual fonts (fit-text.ts).
 */
export function tableWidthEm(rows: readonly (readonly string[])[], lang: string): number {
  const columns = Math.max(...rows.map((row) => row.length));
  let em = 0;
  for (let column = 0; column < columns; column++) {
    em += CELL_PADDING_EM + Math.max(...rows.map((row) => widestWordEm(row[column] ?? '', lang, { bold: true })));
  }
  return em;
}

/**
 * The game-over panel: who won, the ranking with game-specific columns, the table's extra content
 * (default slot) and Play again (unless `playAgain` is false).
 *
 * Every column is visible without sideways scrolling at any width: when the panel is narrower than
 * the table needs (a phone, a large font, long names), each seat's row is stacked instead (place and
 * name, then one line per column: "Caught bluffing … 3"). Pure CSS, so it holds from the first
 * paint and whenever the width or the font size changes: the results region is a size container
 * whose font size is the width the table needs (`tableWidthEm`, the `--_need` custom property, in
 * the table's em), so `@container results (max-width: 1em)` asks "narrower than the table needs?";
 * the table inside sets its type back with `1em / --_need`.
 * @fires bluff-play-again - The person asked for a new game (internal: on this element only; it does not bubble or leave the table).
 * @csspart game-over - The panel.
 * @tagname bluff-game-over
 */
export class BluffGameOver extends TablePiece {
  static override styles = [tokens, css`
    :host { display: block; }
    .panel {
      display: grid;
      gap: var(--_space);
      padding: calc(var(--_space) * 2);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
      box-shadow: 0 4px 18px rgb(0 0 0 / 0.3);
      --_table-scale: 0.95;
    }
    h2 { margin: 0; font-size: 1.3em; }
    .scroll {
      container: results / inline-size;
      overflow-x: auto;
      font-size: calc(var(--_need) * var(--_table-scale) * 1em);
    }
    table { border-collapse: collapse; width: 100%; font-size: calc(1em / var(--_need)); }
    /* Lines break between words only (Chinese words too: keep-all, with <wbr> between them). */
    th, td { padding: 0.25em 0.4em; text-align: start; border-bottom: 1px solid rgb(128 128 128 / 0.3); word-break: keep-all; overflow-wrap: normal; }
    thead th { vertical-align: bottom; }
    /* A name that is one long word breaks where it must rather than widen the panel. */
    th[scope='row'] { overflow-wrap: anywhere; }
    td.num, th.num { text-align: end; font-variant-numeric: tabular-nums; }
    tr.first td, tr.first th { font-weight: 700; }
    .scroll:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
    @container (max-width: 480px) {
      .panel { padding: calc(var(--_space) * 1.25); --_table-scale: 0.85; }
    }
    /* Stacked: the headers are read, not shown; each row shows place and name, then a line per column. */
    @container results (max-width: 1em) {
      thead {
        position: absolute;
        width: 1px;
        height: 1px;
        overflow: hidden;
        clip-path: inset(50%);
        white-space: nowrap;
      }
      tbody tr {
        display: grid;
        grid-template-columns: 2em minmax(0, 1fr);
        column-gap: var(--_space);
        padding: 6px 0;
        border-bottom: 1px solid rgb(128 128 128 / 0.3);
      }
      th, td { padding: 2px 0; border: 0; }
      td.place { grid-row: 1; text-align: end; }
      th[scope='row'] { grid-row: 1; grid-column: 2; }
      td.place::after { content: '.' / ''; }
      td.num { grid-column: 2; display: flex; justify-content: space-between; gap: var(--_space); }
      td.num::before { content: attr(data-label) / ''; font-weight: 400; text-align: start; }
    }
    .button { justify-self: start; }
  `];

  /** The table's state; a shared piece knows the common words only. */
  /** Extra columns for the results table. */
  @property({ attribute: false }) columns: ResultColumn[] = [];

  /** An extra paragraph under the heading (e.g. how ties were broken). */
  @property({ attribute: false }) note = '';

  /** Whether the panel offers Play again (a display-only view has no controls). */
  @property({ attribute: false }) playAgain = true;

  override render() {
    const result = this.table?.view?.result;
    if (!this.table || !result) return nothing;
    const { t, names } = this.table;
    const winners = result.winners.map((s) => names[s]);
    const heading = winners.length === 1 ? t('wins', { name: winners[0]! }) : t('share', { names: winners.join(t('listSep')) });
    const header = [t('place'), t('name'), ...this.columns.map((c) => c.label)];
    // A two-digit place stands for any place.
    const rows = result.ranking.flat().map((seat) => ['99', names[seat]!, ...this.columns.map((c) => String(c.values[seat]))]);
    const need = tableWidthEm([header, ...rows], t.lang);
    return html`<section class="panel" part="game-over" aria-labelledby="title">
      <h2 id="title">${t('resultHeading', { over: t('gameOver'), result: heading })}</h2>
      ${this.note ? html`<p>${this.note}</p>` : nothing}
      <div class="scroll" tabindex="0" role="region" aria-label=${t('standings')} ${customProperties({ '--_need': need.toFixed(2) })}>
        <table role="table">
        <thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">${wordBreaks(t('place'), t.lang)}</th><th scope="col" role="columnheader">${wordBreaks(t('name'), t.lang)}</th>
          ${this.columns.map((c) => html`<th scope="col" role="columnheader" class="num">${wordBreaks(c.label, t.lang)}</th>`)}</tr></thead>
        <tbody role="rowgroup">${result.ranking.flatMap((place, i) => place.map((seat) => html`<tr role="row" class=${i === 0 ? 'first' : ''}>
          <td role="cell" class="place">${placeNumber(result.ranking, i)}</td><th scope="row" role="rowheader">${wordBreaks(names[seat]!, t.lang)}</th>
          ${this.columns.map((c) => html`<td role="cell" class="num" data-label=${c.label}><span>${wordBreaks(String(c.values[seat]), t.lang)}</span></td>`)}</tr>`))}</tbody>
      </table></div>
      <slot></slot>
      ${this.playAgain ? html`<button class="button primary" @click=${() => this.tell('bluff-play-again', null)}>${t('playAgain')}</button>` : nothing}
    </section>`;
  }

  /** Moves focus to Play again. */
  override focus(): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector('button')?.focus());
  }
}
