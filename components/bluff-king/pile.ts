import { css, html, nothing, type PropertyValues } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { BluffKingLogEntry } from '../../src/bluff-king/types.js';
import type { BluffKingView } from '../../src/bluff-king/view.js';
import { TablePiece } from '../internal/pieces/table-piece.js';
import { cardBack, cardFace, cardName, cardStyles } from '../internal/pieces/playing-card.js';
import { cardCount } from '../internal/words/i18n.js';
import { tokens } from '../internal/element/tokens.js';
import type { BluffKingWords } from './messages.js';

/** The entry that ended the last round: a challenge or a discard (shown until the next one). */
function lastRoundEnd(log: readonly BluffKingLogEntry[]): BluffKingLogEntry | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const entry = log[i]!;
    if (entry.type === 'challenge' || entry.type === 'discard') return entry;
  }
  return null;
}

/**
 * The middle of a BluffKing table: the face-down pile and its size, the round's rank and claims,
 * and the cards turned up by the last challenge (shown until the next claim).
 * @csspart pile - The pile area.
 * @csspart reveal - The cards turned up by a challenge.
 * @tagname bluff-king-pile
 */
export class BluffKingPile extends TablePiece<BluffKingView, BluffKingWords> {
  static override styles = [tokens, ...cardStyles, css`
    :host { display: block; color: var(--_felt-text); }
    .pile {
      display: grid;
      grid-template-columns: auto 1fr;
      gap: calc(var(--_space) * 2);
      align-items: center;
      padding: calc(var(--_space) * 1.5);
      border-radius: var(--_radius);
      background: rgb(0 0 0 / 0.18);
    }
    .stack { position: relative; width: calc(var(--_card-width) * 1.6); height: calc(var(--_card-width) * 1.6); }
    .layer { position: absolute; }
    .empty { border: 2px dashed rgb(255 255 255 / 0.35); box-shadow: none; }
    .layer:nth-child(2) { left: 5px; top: 3px; }
    .layer:nth-child(3) { left: 10px; top: 6px; }
    .layer:nth-child(4) { left: 15px; top: 9px; }
    .layer:nth-child(5) { left: 20px; top: 12px; }
    .count {
      position: absolute;
      right: -4px;
      bottom: -4px;
      min-width: 2em;
      padding: 2px 6px;
      border-radius: 999px;
      background: var(--_accent);
      color: var(--_accent-text);
      font-weight: 700;
      text-align: center;
    }
    .rank { margin: 0; font-size: 1.1em; }
    .rank strong { font-size: 1.6em; margin-inline-start: 4px; }
    .meta { margin: 2px 0 0; opacity: 0.85; font-size: 0.9em; }
    ol { margin: 4px 0 0; padding-inline-start: 1.2em; font-size: 0.95em; }
    .reveal {
      grid-column: 1 / -1;
      display: grid;
      gap: 6px;
      padding: var(--_space);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
      animation: pop var(--_motion) ease-out;
    }
    .reveal p { margin: 0; }
    .reveal h3 { margin: 0; font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.05em; color: var(--_muted); }
    .cards { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
    .verdict { font-weight: 800; }
    .verdict.bluff { color: var(--_danger); }
    @keyframes pop { from { transform: scale(0.96); } }
  `];

  /** Draws again only when something it shows changed (a response to a claim changes nothing here). */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    const view = this.view;
    const table = this.table;
    const inputs = table && view
      ? [table.t, table.names.join('\u0000'), view.seat, view.pileSize, view.rank, view.discardedCount,
        view.claims.map((c) => `${c.seat} ${c.count} ${c.rank}`).join('|'), lastRoundEnd(view.log)]
      : [];
    return this.drawsAgain(changed, inputs) && super.shouldUpdate(changed);
  }

  override render() {
    const view = this.view;
    if (!this.table || !view) return nothing;
    const { t, names } = this.table;
    const shown = Math.min(view.pileSize, 5);
    const last = lastRoundEnd(view.log);
    // The last challenge's cards stay until the next one: drawn once.
    const reveal = last?.type === 'challenge' ? guard([last, t, names.join('\u0000'), view.seat], () => this.renderReveal(last)) : nothing;
    return html`<section class="pile" part="pile" aria-label=${t('pileCount', { n: view.pileSize })}>
      <div class="stack" aria-hidden="true">
        ${shown === 0 ? html`<span class="layer empty card"></span>` : Array.from({ length: shown }, () => html`<span class="layer">${cardBack()}</span>`)}
        <span class="count">${view.pileSize}</span>
      </div>
      <div>
        <p class="rank">${view.rank ? html`${t('roundRank')}: <strong>${view.rank}</strong>` : t('newRound')}</p>
        <p class="meta">${t('pileCount', { n: view.pileSize })} · ${t('discarded', { n: view.discardedCount })}</p>
        ${view.claims.length > 0
          ? html`<ol aria-label=${t('claims')}>${view.claims.map((c) => html`<li>${t('claimLine', { name: names[c.seat]!, count: c.count, rank: c.rank })}</li>`)}</ol>`
          : nothing}
      </div>
      ${reveal}
      ${last?.type === 'discard' ? html`<div class="reveal" part="reveal"><h3>${t('lastDiscard')}</h3><p>${this.table.describe(last)}</p></div>` : nothing}
    </section>`;
  }

  private renderReveal(entry: Extract<BluffKingLogEntry, { type: 'challenge' }>) {
    const { t, names } = this.table!;
    const whose = entry.claimant === this.view?.seat ? 'turnedUpYours' : 'turnedUp';
    return html`<div class="reveal" part="reveal">
      <h3>${t('lastChallenge')}</h3>
      <p>${t(whose, { name: names[entry.seat]!, claimant: names[entry.claimant]!, count: entry.revealed.length, rank: entry.rank })}</p>
      <ul class="cards" role="list">
        ${entry.revealed.map((card) => html`<li aria-label=${cardName(card, t)}>${cardFace(card, t)}</li>`)}
      </ul>
      <p><span class="verdict ${entry.truthful ? '' : 'bluff'}">${t(entry.truthful ? 'verdictTrue' : 'verdictBluff')}</span>
        ${t('tookPile', { name: names[entry.taker]!, cards: cardCount(entry.taken, t) })}</p>
    </div>`;
  }
}
