import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { TablePiece } from './table-piece.js';
import { tokens } from './tokens.js';

/** A column of the results table: a header and one value per seat. */
export interface ResultColumn {
  label: string;
  values: (string | number)[];
}

/** Standard competition numbering: tied seats share a place and the next place skips (1, 2, 2, 4). */
function placeNumber(ranking: number[][], index: number): number {
  return 1 + ranking.slice(0, index).reduce((sum, place) => sum + place.length, 0);
}

/**
 * The game-over panel: who won, the ranking with game-specific columns, the table's extra content
 * (default slot) and Play again (unless `playAgain` is false).
 * @fires bluff-play-again - The person asked for a new game (internal).
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
    }
    h2 { margin: 0; font-size: 1.3em; }
    .scroll { overflow-x: auto; }
    table { border-collapse: collapse; width: 100%; font-size: 0.95em; }
    th, td { padding: 4px 8px; text-align: start; border-bottom: 1px solid rgb(128 128 128 / 0.3); }
    td.num, th.num { text-align: end; font-variant-numeric: tabular-nums; }
    tr.first td { font-weight: 700; }
    .scroll:focus-visible { outline: 3px solid var(--_focus); outline-offset: 2px; }
    @container (max-width: 480px) {
      .panel { padding: calc(var(--_space) * 1.25); }
      table { font-size: 0.8em; }
      th, td { padding: 3px 3px; }
    }
    .button { justify-self: start; }
  `];


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
    return html`<section class="panel" part="game-over" aria-labelledby="title">
      <h2 id="title">${t('resultHeading', { over: t('gameOver'), result: heading })}</h2>
      ${this.note ? html`<p>${this.note}</p>` : nothing}
      <div class="scroll" tabindex="0" role="region" aria-label=${t('standings')}><table>
        <thead><tr><th scope="col">${t('place')}</th><th scope="col">${t('name')}</th>
          ${this.columns.map((c) => html`<th scope="col" class="num">${c.label}</th>`)}</tr></thead>
        <tbody>${result.ranking.flatMap((place, i) => place.map((seat) => html`<tr class=${i === 0 ? 'first' : ''}>
          <td>${placeNumber(result.ranking, i)}</td><th scope="row">${names[seat]}</th>
          ${this.columns.map((c) => html`<td class="num">${c.values[seat]}</td>`)}</tr>`))}</tbody>
      </table></div>
      <slot></slot>
      ${this.playAgain ? html`<button class="button primary" @click=${() => this.emit('bluff-play-again', null)}>${t('playAgain')}</button>` : nothing}
    </section>`;
  }

  /** Moves focus to Play again. */
  override focus(): void {
    void this.updateComplete.then(() => this.renderRoot.querySelector('button')?.focus());
  }
}
