import { css, html, type TemplateResult } from 'lit';
import type { AssetCard } from '../../src/bluffing-billionaires/cards.js';
import { isListed, legalMoves } from '../../src/bluffing-billionaires/moves.js';
import type { BluffingBillionairesView } from '../../src/bluffing-billionaires/view.js';
import { ControlsPiece, type Selection } from '../internal/pieces/controls-piece.js';
import { assetFace, assetLabel, assetShort, assetStyles } from './asset-card.js';
import { promptText } from './describe.js';
import type { BillionairesWords } from './messages.js';

/** Whether `moves` lists `event` (a play: of that very card). */
/**
 * The person's side of a Bluffing Billionaires table: what they are asked, their hand (value, coins
 * and asset on each card), Play, and Approve / Challenge when they respond. What is offered is
 * exactly the engine's `legalMoves(view)` (src/bluffing-billionaires/moves.ts, BB-4, BB-6): the
 * hand is picked from (one card) when a play is listed, each button shows when its move is, and
 * Play may be pressed when the selected card's play is listed.
 * @tagname bluffing-billionaires-controls
 * @csspart controls - The whole area.
 * @csspart hand - The hand.
 * @csspart card - A card in the hand.
 * @csspart actions - The action buttons.
 */
export class BluffingBillionairesControls extends ControlsPiece<BluffingBillionairesView, AssetCard, BillionairesWords> {
  static override styles = [...ControlsPiece.styles, ...assetStyles, css`
    :host { --_card-width: var(--bluff-card-width, 60px); }
  `];

  /** The table's state; its translator has Bluffing Billionaires' words (the table built it with them). */
  protected rules(): string[] {
    const { t } = this.table!;
    return [t('rules1'), t('rules2'), t('rules3')];
  }

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
    return legalMoves(view).some((move) => move.type === 'PLAY') ? { max: 1, replace: true } : null;
  }

  protected promptText(view: BluffingBillionairesView): string {
    const { t, names, humans } = this.table!;
    return promptText(view, names, t, humans.length === 0);
  }

  /** A move's button, there only when `moves` lists its type, pressable only when `moves` lists `event` itself. */
  protected renderActions(view: BluffingBillionairesView) {
    const { t } = this.table!;
    const seat = view.seat!;
    const moves = legalMoves(view);
    const [card] = this.selectedCards;
    return html`${this.moveButton(moves, { type: 'APPROVE', seat }, isListed, 'APPROVE', 'button', t('approveButton'))}
      ${this.moveButton(moves, { type: 'CHALLENGE', seat }, isListed, 'CHALLENGE', 'button danger', t('challengeButton'))}
      ${this.moveButton(moves, card ? { type: 'PLAY', seat, card: card.id } : null, isListed, 'PLAY', 'button primary',
        card ? t('playButton', { card: assetShort(card, t) }) : t('playHint'))}`;
  }
}
