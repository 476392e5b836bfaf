import { css, html, nothing, type TemplateResult } from 'lit';
import type { AssetCard } from '../../src/bluffing-billionaires/cards.js';
import type { BluffingBillionairesView } from '../../src/bluffing-billionaires/view.js';
import { ControlsPiece, type Selection } from '../internal/controls-piece.js';
import { assetFace, assetLabel, assetShort, assetStyles } from './asset-card.js';
import { promptText } from './describe.js';

/**
 * The person's side of a Bluffing Billionaires table: what they are asked, their hand (value, coins
 * and asset on each card), Play, and Approve / Challenge when they respond.
 * @tagname bluffing-billionaires-controls
 * @csspart controls - The whole area.
 * @csspart hand - The hand.
 * @csspart card - A card in the hand.
 * @csspart actions - The action buttons.
 */
export class BluffingBillionairesControls extends ControlsPiece<BluffingBillionairesView, AssetCard> {
  static override styles = [...ControlsPiece.styles, ...assetStyles, css`
    :host { --_card-width: var(--bluff-card-width, 60px); }
  `];

  protected readonly rules = ['rules1', 'rules2', 'rules3'];

  protected hand(view: BluffingBillionairesView): readonly AssetCard[] {
    return view.hand;
  }

  protected cardName(card: AssetCard): string {
    return assetLabel(card, this.table!.t);
  }

  protected cardFace(card: AssetCard): TemplateResult {
    return assetFace(card, this.table!.t);
  }

  protected selection(view: BluffingBillionairesView): Selection | null {
    return view.prompt?.type === 'play' ? { max: 1, replace: true } : null;
  }

  protected promptText(view: BluffingBillionairesView): string {
    const { t, names, humans } = this.table!;
    return promptText(view, names, t, humans.length === 0);
  }

  protected renderActions(view: BluffingBillionairesView) {
    const { t } = this.table!;
    const seat = view.seat!;
    if (view.prompt?.type === 'respond') {
      return html`<button class="button" @click=${() => this.act({ type: 'APPROVE', seat })}>${t('approveButton')}</button>
        <button class="button danger" @click=${() => this.act({ type: 'CHALLENGE', seat })}>${t('challengeButton')}</button>`;
    }
    if (view.prompt?.type !== 'play') return nothing;
    const [card] = this.selectedCards;
    return html`<button class="button primary" ?disabled=${!card}
      @click=${() => card && this.act({ type: 'PLAY', seat, card: card.id })}>
      ${card ? t('playButton', { card: assetShort(card, t) }) : t('playHint')}</button>`;
  }
}
