import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { GameEvent, GameView } from '../../../src/core/types.js';
import type { Catalog } from '../words/catalog.js';
import { cardCount, type CommonMessages } from '../words/i18n.js';
import { rovingIndex } from './roving.js';
import { TablePiece } from './table-piece.js';
import { tokens } from '../element/tokens.js';

/** How many cards the person may select now, and whether a new pick replaces the old one. */
export interface Selection {
  /** Most cards selected at once; null = no limit. */
  max: number | null;
  /** With `max` 1: a new pick replaces the old one (a single choice) instead of being refused. */
  replace: boolean;
}

/**
 * The base of a game's controls: what the person is asked, their hand as toggle buttons with
 * roving focus (or a plain list when there is nothing to pick), game-specific extras and actions,
 * and a short "how to play". Keeps keyboard focus in the game between the person's turns.
 * @csspart controls - The whole area.
 * @csspart hand - The hand.
 * @csspart card - A card in the hand.
 * @csspart actions - The action buttons.
 */
export abstract class ControlsPiece<View extends GameView, Card, Words extends Catalog = CommonMessages> extends TablePiece<View, Words> {
  static override styles = [tokens, css`
    :host { display: block; color: var(--_felt-text); }
    .controls:focus { outline: none; }
    .controls {
      display: grid;
      gap: var(--_space);
      padding: calc(var(--_space) * 1.5);
      border-radius: var(--_radius);
      background: rgb(0 0 0 / 0.25);
    }
    .prompt { margin: 0; font-size: 1.1em; font-weight: 600; }
    /* Rows 16px apart: a selected card rises 12px (and its outline 4px) without covering the row above. */
    .hand {
      display: flex;
      flex-wrap: wrap;
      gap: 16px 0;
      margin: 0;
      padding: 12px 0 0 0;
      list-style: none;
    }
    .hand > * { margin-inline-end: 4px; }
    /*
     * A big hand overlaps its cards on a narrower table (on a wide one they have room side by side);
     * the padding keeps the last card of each wrapped line inside the hand.
     */
    @container (max-width: 999px) {
      .hand.crowded { padding-inline-end: calc(var(--_card-width) * 0.3); }
      .hand.crowded > * { margin-inline-end: calc(var(--_card-width) * -0.3); }
      .hand.crowded > :last-child { margin-inline-end: 0; }
    }
    .card-button {
      padding: 0;
      border: 0;
      border-radius: calc(var(--_card-width) / 9);
      background: none;
      color: inherit;
      transition: transform var(--_motion);
    }
    .card-button[aria-pressed='true'] { transform: translateY(-12px); }
    .card-button[aria-pressed='true'] .card { outline: 3px solid var(--_accent); outline-offset: 1px; }
    .card-button[aria-disabled='true'] { cursor: not-allowed; }
    .card-button[aria-disabled='true'] .card { filter: grayscale(0.6) opacity(0.7); }
    .actions { display: flex; flex-wrap: wrap; gap: var(--_space); min-width: 0; margin: 0; padding: 0; border: 0; }
    details { font-size: 0.9em; opacity: 0.9; }
    summary { cursor: pointer; }
    details p { margin: 4px 0; }
    @container (max-width: 420px) {
      :host { --_card-width: var(--bluff-card-width, 44px); }
    }
    /*
     * A phone: the actions stay at the bottom of the screen while the hand above them shows (its
     * cards and the buttons that play them on one screen), over the felt colour.
     */
    @container (max-width: 559px) {
      .prompt { font-size: 1em; }
      .actions {
        position: sticky; bottom: 0; z-index: 1;
        margin: 0 calc(var(--_space) * -0.75); padding: calc(var(--_space) * 0.75);
        border-radius: var(--_radius); background: var(--_felt); box-shadow: 0 -2px 8px rgb(0 0 0 / 0.3);
      }
    }
  `];

  /** Indices into the hand of the selected cards. */
  @state() protected selected: ReadonlySet<number> = new Set();
  /** The hand card that holds the roving tab stop. */
  @state() private cardFocus = 0;
  private resetKey = '';
  private lastPrompt: string | null = null;

  /** The cards of this screen's seat, in display order. */
  protected abstract hand(view: View): readonly Card[];
  /** A card's spoken name ("King of spades"). */
  protected abstract cardName(card: Card): string;
  /** A card's face (decorative; the name is spoken instead). */
  protected abstract cardFace(card: Card): TemplateResult;
  /** Whether the person picks cards now, and how many. Null: the hand is only shown. */
  protected abstract selection(view: View): Selection | null;
  /** What the person is asked, or whom the game waits for. */
  protected abstract promptText(view: View): string;
  /** The action buttons for the current prompt. */
  protected abstract renderActions(view: View): TemplateResult | typeof nothing;
  /** The "how to play" paragraphs, in the table's language. */
  protected abstract rules(): readonly string[];
  /** Game-specific controls between the hand and the actions (a rank picker, a table card…). */
  protected renderExtras(_view: View): TemplateResult | typeof nothing {
    return nothing;
  }

  /** The table's state; a shared piece knows the common words only. */
  /** The selected cards, in hand order. */
  protected get selectedCards(): Card[] {
    const hand = this.view ? this.hand(this.view) : [];
    return [...this.selected].sort((a, b) => a - b).map((i) => hand[i]!);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const view = this.view;
    const hand = view ? this.hand(view) : [];
    // A new question or a changed hand starts a fresh selection.
    const key = `${view?.prompt?.type}|${view?.log.length}|${hand.length}`;
    if (key !== this.resetKey) {
      this.resetKey = key;
      this.selected = new Set();
      this.cardFocus = Math.min(this.cardFocus, Math.max(0, hand.length - 1));
      this.resetChoices();
    }
  }

  /** Clears game-specific choices when a new question starts. */
  protected resetChoices(): void {}

  /**
   * While an online game is paused or its connection lost (the table's `halted`), the prompt says
   * so instead of asking, and the actions are a disabled fieldset: every move button in it is
   * disabled.
   */
  override render() {
    const view = this.view;
    const t = this.commonWords;
    if (!t || !view) return nothing;
    const halted = this.table?.halted ?? null;
    const prompt = halted === 'paused' ? t('noticePaused') : halted === 'connection-lost' ? t('noticeReconnecting') : this.promptText(view);
    return html`<section class="controls" part="controls" aria-labelledby="prompt" tabindex="-1" @keydown=${this.onEscape}>
      <p id="prompt" class="prompt">${prompt}</p>
      ${view.seat === null ? nothing : this.renderHand(view)}
      ${this.renderExtras(view)}
      ${view.prompt ? html`<fieldset class="actions" part="actions" ?disabled=${halted !== null}>${this.renderActions(view)}</fieldset>` : nothing}
      <details><summary>${t('howTo')}</summary>${this.rules().map((text) => html`<p>${text}</p>`)}</details>
    </section>`;
  }

  /**
   * A move's button: drawn only when a move of `type` is among `moves` (the game's `legalMoves`),
   * pressable only when `event` is given and `listed(moves, event)` finds it there.
   */
  protected moveButton<Move extends { type: string }, Event extends GameEvent>(
    moves: readonly Move[], event: Event | null | undefined | false, listed: (moves: readonly Move[], event: Event) => boolean,
    type: Move['type'], kind: string, label: string,
  ): TemplateResult | typeof nothing {
    if (!moves.some((move) => move.type === type)) return nothing;
    const pressable = event ? listed(moves, event) : false;
    return html`<button class=${kind} ?disabled=${!pressable} @click=${() => event && this.act(event)}>${label}</button>`;
  }

  private renderHand(view: View) {
    const hand = this.hand(view);
    const t = this.commonWords!;
    const label = t('yourHand', { cards: cardCount(hand.length, t) });
    const crowded = hand.length > 10 ? 'crowded' : '';
    const selection = this.selection(view);
    if (!selection) {
      return html`<ul class="hand ${crowded}" part="hand" aria-label=${label}>
        ${hand.map((card) => html`<li part="card"><span class="sr-only">${this.cardName(card)}</span>${this.cardFace(card)}</li>`)}
      </ul>`;
    }
    const full = selection.max !== null && !selection.replace && this.selected.size >= selection.max;
    return html`<div class="hand ${crowded}" part="hand" role="toolbar" aria-label=${label} @keydown=${this.onHandKey}>
      ${hand.map((card, i) => {
        const pressed = this.selected.has(i);
        return html`<button class="card-button" part="card" aria-pressed=${pressed ? 'true' : 'false'}
          tabindex=${i === this.cardFocus ? 0 : -1} aria-disabled=${full && !pressed ? 'true' : 'false'}
          @click=${() => this.toggle(i, selection)}><span class="sr-only">${this.cardName(card)}</span>${this.cardFace(card)}</button>`;
      })}
    </div>`;
  }

  private toggle(index: number, selection: Selection): void {
    const next = new Set(this.selected);
    if (next.has(index)) next.delete(index);
    else if (selection.max === 1 && selection.replace) {
      next.clear();
      next.add(index);
    }
    else if (selection.max === null || next.size < selection.max) next.add(index);
    this.selected = next;
    this.cardFocus = index;
  }

  /** Escape, anywhere in the controls, lets go of the selected cards (focus stays where it is). */
  private onEscape(event: KeyboardEvent): void {
    if (event.key !== 'Escape' || this.selected.size === 0) return;
    event.stopPropagation();
    this.selected = new Set();
  }

  private onHandKey(event: KeyboardEvent): void {
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.card-button')];
    const next = rovingIndex(event, buttons.indexOf(event.target as HTMLButtonElement), buttons.length);
    if (next === null) return;
    this.cardFocus = next;
    buttons[next]?.focus();
  }

  /** Sends this screen's move through the table. */
  protected act<Event extends GameEvent>(event: Event): void {
    this.table?.send(event);
  }

  /**
   * Focus where the person acts: the first action, else the hand; with nothing to do yet, the
   * controls area itself, so focus stays in the game and moves on when the next prompt comes.
   */
  override focus(): void {
    void this.updateComplete.then(() => {
      const find = (selector: string) => this.renderRoot.querySelector<HTMLElement>(selector);
      (find('.actions button:not(:disabled)') ?? find('.card-button[tabindex="0"]') ?? find('.controls'))?.focus();
    });
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const view = this.view;
    const prompt = view?.prompt ? `${view.prompt.type}@${view.log.length}` : null;
    // A keyboard user waiting on the controls area is taken to the new question at once.
    const waiting = this.shadowRoot?.activeElement === this.renderRoot.querySelector('.controls');
    if (prompt !== null && prompt !== this.lastPrompt && waiting) this.focus();
    this.lastPrompt = prompt;
  }
}
