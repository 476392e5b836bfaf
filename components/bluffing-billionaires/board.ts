import { css, html, nothing, type PropertyValues } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { BluffingBillionairesLogEntry } from '../../src/bluffing-billionaires/types.js';
import type { BluffingBillionairesView } from '../../src/bluffing-billionaires/view.js';
import { TablePiece } from '../internal/pieces/table-piece.js';
import { tokens } from '../internal/element/tokens.js';
import { assetBack, assetFace, assetLabel, assetShort, assetStyles } from './asset-card.js';
import type { BillionairesWords } from './messages.js';

type ChallengeEntry = Extract<BluffingBillionairesLogEntry, { type: 'challenge' }>;

function lastChallenge(log: readonly BluffingBillionairesLogEntry[]): ChallengeEntry | null {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.type === 'challenge') return log[i] as ChallengeEntry;
  return null;
}

/**
 * The middle of a Bluffing Billionaires table: every seat's table card (face down; the person's own
 * shown to them alone), who claims the highest, who has chosen, and the last challenge: each
 * challenger against the active player and where the spoils went. At the end the table cards stay
 * face down (BB-11) with a note that they are not scored (BB-10).
 * @tagname bluffing-billionaires-board
 * @csspart board - The area.
 * @csspart reveal - The last challenge.
 */
export class BluffingBillionairesBoard extends TablePiece<BluffingBillionairesView, BillionairesWords> {
  static override styles = [tokens, ...assetStyles, css`
    :host { display: block; color: var(--_felt-text); --_card-width: var(--bluff-card-width, 60px); }
    .board {
      display: grid;
      gap: var(--_space);
      padding: calc(var(--_space) * 1.5);
      border-radius: var(--_radius);
      background: rgb(0 0 0 / 0.18);
    }
    h3 { margin: 0; font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.05em; }
    /* At the end (BB-10, BB-11): the table cards stay face down and are not scored. */
    .over-note { margin: 0; font-size: 0.9em; }
    .slots { display: flex; flex-wrap: wrap; gap: calc(var(--_space) * 1.5); margin: 0; padding: 0; list-style: none; }
    .slot { display: grid; justify-items: center; gap: 4px; min-width: 5.5em; padding: 6px; border-radius: var(--_radius); text-align: center; font-size: 0.85em; }
    .slot.active { background: color-mix(in srgb, var(--_accent) 30%, transparent); }
    .empty { width: var(--_card-width); aspect-ratio: 5 / 7; border: 2px dashed rgb(255 255 255 / 0.35); border-radius: calc(var(--_card-width) / 9); }
    .badge { font-size: 0.85em; opacity: 0.9; }
    .reveal { display: grid; gap: 6px; padding: var(--_space); border-radius: var(--_radius); background: var(--_surface); color: var(--_text); }
    .reveal h3 { color: var(--_muted); }
    .reveal p { margin: 0; }
    .duels { display: flex; flex-wrap: wrap; gap: calc(var(--_space) * 2); margin: 0; padding: 0; list-style: none; }
    .duel { display: grid; gap: 4px; }
    .pair { display: flex; gap: 6px; align-items: center; }
    figure { display: grid; justify-items: center; gap: 2px; margin: 0; font-size: 0.85em; }
    .win { font-weight: 800; }
    /* A phone: every table card on one row (up to five), so the hand and actions come sooner. */
    @container (max-width: 559px) {
      .slots { display: grid; grid-template-columns: repeat(auto-fit, minmax(calc(var(--_card-width) + 8px), 1fr)); gap: 4px; }
      .slot { min-width: 0; padding: 4px 2px; }
    }
  `];

  /** Draws again only when something it shows changed. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    const view = this.view;
    const table = this.table;
    const inputs = table && view
      ? [table.t, table.names.join('\u0000'), view.seat, view.tableCards.join(), view.ownTableCard ? JSON.stringify(view.ownTableCard) : null,
        view.active, view.phase, view.responded.join(), view.result !== null, lastChallenge(view.log)]
      : [];
    return this.drawsAgain(changed, inputs) && super.shouldUpdate(changed);
  }

  override render() {
    const view = this.view;
    if (!this.table || !view) return nothing;
    const { t, names } = this.table;
    const last = lastChallenge(view.log);
    return html`<section class="board" part="board" aria-labelledby="slots-title">
      <h3 id="slots-title">${t('tableCards')}</h3>
      ${view.result ? html`<p class="over-note">${t('tableCardsOver')}</p>` : nothing}
      <ul class="slots">
        ${view.tableCards.map((has, seat) => {
          const own = seat === view.seat ? view.ownTableCard : null;
          // A slot whose facts did not change is left as it is (a move changes one or two).
          const facts = `${has}|${seat === view.active}|${view.phase === 'respond'}|${view.responded.includes(seat)}|${own ? JSON.stringify(own) : ''}`;
          return guard([t, names[seat], facts], () => this.renderSlot(view, seat, has, own));
        })}
      </ul>
      ${last ? guard([last, t, names.join('\u0000')], () => this.renderReveal(last)) : nothing}
    </section>`;
  }

  /** One seat's table card: face down, the person's own face up, or none; who claims the highest, who has chosen. */
  private renderSlot(view: BluffingBillionairesView, seat: number, has: boolean, own: BluffingBillionairesView['ownTableCard']) {
    const { t, names } = this.table!;
    const label = t('tableCardLabel', { name: names[seat]!, card: own ? t('ownTableCard', { card: assetLabel(own, t) }) : has ? t('faceDown') : t('noCard') });
    return html`<li class="slot ${seat === view.active ? 'active' : ''}" aria-label=${label}>
      <span>${names[seat]}</span>
      ${own ? assetFace(own, t) : has ? assetBack() : html`<span class="empty"></span>`}
      ${own ? html`<span class="badge">${t('onlyYou')}</span>` : nothing}
      ${seat === view.active && view.phase === 'respond' ? html`<span class="badge">${t('claimsHighest')}</span>` : nothing}
      ${view.responded.includes(seat) ? html`<span class="badge">✓ ${t('chosen')}</span>` : nothing}
    </li>`;
  }

  private renderReveal(entry: ChallengeEntry) {
    const { t, names } = this.table!;
    return html`<div class="reveal" part="reveal">
      <h3>${t('lastChallenge')}</h3>
      <ul class="duels">
        ${entry.results.map((r) => html`<li class="duel" aria-label=${t('versus', { active: names[entry.seat]!, card: assetShort(entry.card, t), challenger: names[r.challenger]!, other: assetShort(r.card, t) })}>
          <span class="pair">
            <figure>${assetFace(entry.card, t)}<figcaption>${names[entry.seat]}</figcaption></figure>
            <span>${t('vs')}</span>
            <figure>${assetFace(r.card, t)}<figcaption>${names[r.challenger]}</figcaption></figure>
          </span>
          <span class="win">${t('winnerIs', { name: names[r.winner]! })}</span>
          <span>${r.taken ? t('took', { winner: names[r.winner]!, loser: names[r.loser]!, card: assetShort(r.taken, t) }) : t('tookNothing', { loser: names[r.loser]! })}</span>
        </li>`)}
      </ul>
      ${entry.captured && entry.capturedBy !== null ? html`<p>${t('captured', { name: names[entry.capturedBy]!, card: assetShort(entry.captured, t) })}</p>` : nothing}
    </div>`;
  }
}
