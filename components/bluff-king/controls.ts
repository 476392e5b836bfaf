import { css, html, nothing, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { rankOf, type Card, type Rank } from '../../src/bluff-king/cards.js';
import { isListed, legalMoves, type BluffKingMove, type FollowMoves, type LeadMoves } from '../../src/bluff-king/moves.js';
import type { BluffKingView } from '../../src/bluff-king/view.js';
import { ControlsPiece, type Selection } from '../internal/pieces/controls-piece.js';
import { cardFace, cardName, cardStyles } from '../internal/pieces/playing-card.js';
import { rovingIndex } from '../internal/pieces/roving.js';
import { promptText } from './describe.js';
import type { BluffKingWords } from './messages.js';

/** The rank of `ranks` most of `cards` have (jokers aside), or null. */
function likelyRank(cards: readonly Card[], ranks: readonly Rank[]): Rank | null {
  const counts = new Map<Rank, number>();
  for (const card of cards) {
    const rank = rankOf(card);
    if (rank && ranks.includes(rank)) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The lead (BK-4) or the follow (BK-6) among `moves`: the cards that may be played; undefined when none. */
function cardMove(moves: readonly BluffKingMove[]): LeadMoves | FollowMoves | undefined {
  return moves.find((move): move is LeadMoves | FollowMoves => move.type === 'PLAY' || move.type === 'FOLLOW');
}

/** The lead among `moves` (its `ranks` are the ranks that may be claimed), or undefined. */
function leadMove(moves: readonly BluffKingMove[]): LeadMoves | undefined {
  const move = cardMove(moves);
  return move?.type === 'PLAY' ? move : undefined;
}

/**
 * The person's side of a BluffKing table: what they are asked, their hand, the rank to claim on a
 * lead, and Challenge / Let it go / Play / Follow / Pass. What is offered is exactly the engine's
 * `legalMoves(view)` (src/bluff-king/moves.ts, BK-4..BK-6): how many cards may be selected, the
 * ranks that may be claimed, which buttons show, and (through `isListed`) whether Play / Follow
 * may be pressed with the selection.
 * @tagname bluff-king-controls
 * @csspart controls - The whole area.
 * @csspart hand - The hand.
 * @csspart card - A card in the hand.
 * @csspart actions - The action buttons.
 */
export class BluffKingControls extends ControlsPiece<BluffKingView, Card, BluffKingWords> {
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

  /** The table's state; its translator has BluffKing's words (the table built it with them). */
  protected rules(): string[] {
    const { t } = this.table!;
    return [t('rules1'), t('rules2'), t('rules3')];
  }

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
    const move = cardMove(legalMoves(view));
    return move ? { max: move.cards.max, replace: false } : null;
  }

  protected promptText(view: BluffKingView): string {
    const { t, names, humans } = this.table!;
    return promptText(view, names, t, humans.length === 0);
  }

  protected override resetChoices(): void {
    this.chosenRank = null;
  }

  /** The rank a lead claims (the one picked, else the selection's likely one), or null. */
  private leadRank(lead: LeadMoves): Rank | null {
    return this.chosenRank ?? likelyRank(this.selectedCards, lead.ranks);
  }

  protected override renderExtras(view: BluffKingView) {
    const lead = leadMove(legalMoves(view));
    if (!lead) return nothing;
    const { t } = this.table!;
    const current = this.leadRank(lead);
    const focus = current ? lead.ranks.indexOf(current) : 0;
    return html`<div class="ranks" role="radiogroup" aria-labelledby="rank-label" @keydown=${this.onRankKey}>
      <span class="label" id="rank-label">${t('claimRank')}</span>
      <div class="rank-grid">${lead.ranks.map((rank, i) => html`<button class="rank-button" role="radio" aria-checked=${rank === current ? 'true' : 'false'}
        tabindex=${i === focus ? 0 : -1} @click=${() => { this.chosenRank = rank; }}>${rank}</button>`)}</div>
    </div>`;
  }

  /** A move's button, there only when `moves` lists its type, pressable only when `moves` lists `event` itself. */
  protected renderActions(view: BluffKingView) {
    const { t } = this.table!;
    const seat = view.seat!;
    const moves = legalMoves(view);
    const cards = this.selectedCards;
    const count = cards.length;
    const lead = leadMove(moves);
    const rank = lead ? this.leadRank(lead) : null;
    const roundRank = view.prompt?.type === 'follow' ? view.prompt.rank : null;
    // Let it go before Challenge: the focus lands on it, so a stray Enter never challenges.
    return html`${this.moveButton(moves, { type: 'DECLINE', seat }, isListed, 'DECLINE', 'button', t('declineButton'))}
      ${this.moveButton(moves, { type: 'CHALLENGE', seat }, isListed, 'CHALLENGE', 'button danger', t('challengeButton'))}
      ${this.moveButton(moves, rank && { type: 'PLAY', seat, cards, rank }, isListed, 'PLAY', 'button primary',
        count > 0 && rank ? t('playButton', { count, rank }) : t('playHint'))}
      ${this.moveButton(moves, { type: 'FOLLOW', seat, cards }, isListed, 'FOLLOW', 'button primary',
        count > 0 && roundRank ? t('followButton', { count, rank: roundRank }) : t('playHint'))}
      ${this.moveButton(moves, { type: 'PASS', seat }, isListed, 'PASS', 'button', t('passButton'))}`;
  }

  private onRankKey(event: KeyboardEvent): void {
    const lead = this.view ? leadMove(legalMoves(this.view)) : undefined;
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.rank-button')];
    const next = rovingIndex(event, buttons.indexOf(event.target as HTMLButtonElement), buttons.length);
    if (next === null || !lead) return;
    this.chosenRank = lead.ranks[next]!;
    void this.updateComplete.then(() => buttons[next]?.focus());
  }
}
