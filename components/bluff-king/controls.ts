import { css, html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { RANKS, rankOf, type Card, type Rank } from '../../src/bluff-king/cards.js';
import type { BluffKingView } from '../../src/bluff-king/view.js';
import { ControlsPiece, type Selection } from '../internal/controls-piece.js';
import { cardFace, cardName, cardStyles } from '../internal/playing-card.js';
import { rovingIndex } from '../internal/roving.js';
import { promptText } from './describe.js';

/** The rank most of `cards` have (jokers aside), or null. */
function likelyRank(cards: readonly Card[]): Rank | null {
  const counts = new Map<Rank, number>();
  for (const card of cards) {
    const rank = rankOf(card);
    if (rank) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/**
 * The person's side of a BluffKing table: what they are asked, their hand, the rank to claim on a
 * lead, and Challenge / Let it go / Play / Follow / Pass.
 * @tagname bluff-king-controls
 * @csspart controls - The whole area.
 * @csspart hand - The hand.
 * @csspart card - A card in the hand.
 * @csspart actions - The action buttons.
 */
export class BluffKingControls extends ControlsPiece<BluffKingView, Card> {
  static override styles = [...ControlsPiece.styles, ...cardStyles, css`
    /*
     * The 13 ranks in an even grid, never one alone on a line: one row of 13 where they fit at
     * 2.4em each, else 7 + 6, else 5 + 5 + 3 (breakpoints in em: they follow the font size).
     */
    .ranks { display: grid; gap: 4px; container: ranks / inline-size; }
    .rank-grid { display: grid; grid-template-columns: repeat(5, minmax(0, 3.5em)); gap: 4px; }
    @container ranks (min-width: 18.5em) {
      .rank-grid { grid-template-columns: repeat(7, minmax(0, 3.5em)); }
    }
    @container ranks (min-width: 34.5em) {
      .rank-grid { grid-template-columns: repeat(13, minmax(0, 3.5em)); }
    }
    .rank-button {
      min-width: 0;
      min-height: 40px;
      padding: 0 2px;
      border: 2px solid rgb(255 255 255 / 0.4);
      border-radius: 8px;
      background: transparent;
      color: inherit;
      font-weight: 700;
    }
    .rank-button[aria-checked='true'] { background: var(--_accent); border-color: var(--_accent); color: var(--_accent-text); }
  `];

  /** The rank the person picked; null = suggest one from the selection. */
  @state() private chosenRank: Rank | null = null;

  protected readonly rules = ['rules1', 'rules2', 'rules3'];

  protected hand(view: BluffKingView): readonly Card[] {
    return view.hand;
  }

  protected cardName(card: Card): string {
    return cardName(card, this.table!.t);
  }

  protected cardFace(card: Card): TemplateResult {
    return cardFace(card, this.table!.t);
  }

  protected selection(view: BluffKingView): Selection | null {
    const picking = view.prompt?.type === 'lead' || view.prompt?.type === 'follow';
    return picking ? { max: view.maxPlay, replace: false } : null;
  }

  protected promptText(view: BluffKingView): string {
    const { t, names, humans } = this.table!;
    return promptText(view, names, t, humans.length === 0);
  }

  protected override resetChoices(): void {
    this.chosenRank = null;
  }

  private get claimRank(): Rank | null {
    const view = this.view;
    if (view?.prompt?.type === 'follow') return view.prompt.rank;
    return this.chosenRank ?? likelyRank(this.selectedCards);
  }

  protected override renderExtras(view: BluffKingView) {
    if (view.prompt?.type !== 'lead') return nothing;
    const { t } = this.table!;
    const current = this.claimRank;
    const focus = current ? RANKS.indexOf(current) : 0;
    return html`<div class="ranks" role="radiogroup" aria-labelledby="rank-label" @keydown=${this.onRankKey}>
      <span class="label" id="rank-label">${t('claimRank')}</span>
      <div class="rank-grid">${RANKS.map((rank, i) => html`<button class="rank-button" role="radio" aria-checked=${rank === current ? 'true' : 'false'}
        tabindex=${i === focus ? 0 : -1} @click=${() => { this.chosenRank = rank; }}>${rank}</button>`)}</div>
    </div>`;
  }

  protected renderActions(view: BluffKingView) {
    const { t } = this.table!;
    const seat = view.seat!;
    const count = this.selected.size;
    const rank = this.claimRank;
    switch (view.prompt!.type) {
      case 'challenge':
        // Let it go first: the focus lands on it, so a stray Enter never challenges.
        return html`<button class="button" @click=${() => this.act({ type: 'DECLINE', seat })}>${t('declineButton')}</button>
          <button class="button danger" @click=${() => this.act({ type: 'CHALLENGE', seat })}>${t('challengeButton')}</button>`;
      case 'lead':
        return html`<button class="button primary" ?disabled=${count === 0 || !rank}
          @click=${() => this.act({ type: 'PLAY', seat, cards: this.selectedCards, rank: rank! })}>
          ${count > 0 && rank ? t('playButton', { count, rank }) : t('playHint')}</button>`;
      case 'follow':
        return html`<button class="button primary" ?disabled=${count === 0}
          @click=${() => this.act({ type: 'FOLLOW', seat, cards: this.selectedCards })}>
          ${count > 0 ? t('followButton', { count, rank: rank! }) : t('playHint')}</button>
          <button class="button" @click=${() => this.act({ type: 'PASS', seat })}>${t('passButton')}</button>`;
    }
  }

  private onRankKey(event: KeyboardEvent): void {
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.rank-button')];
    const next = rovingIndex(event, buttons.indexOf(event.target as HTMLButtonElement), buttons.length);
    if (next === null) return;
    this.chosenRank = RANKS[next]!;
    void this.updateComplete.then(() => buttons[next]?.focus());
  }
}
