import { css, html, nothing, type PropertyValues } from 'lit';
import { state } from 'lit/decorators.js';
import { RANKS, rankOf, type Card, type Rank } from '../../src/bluff-king/cards.js';
import type { BluffKingEvent } from '../../src/bluff-king/rules.js';
import type { BluffKingView } from '../../src/bluff-king/view.js';
import { TablePiece } from '../internal/table-piece.js';
import { cardFace, cardName, cardStyles } from '../internal/playing-card.js';
import { rovingIndex } from '../internal/roving.js';
import { promptText } from './describe.js';
import { tokens } from '../internal/tokens.js';

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
 * The person's side of a BluffKing table: what they are asked, their hand as toggle buttons with
 * roving focus, the rank to claim, and the action buttons.
 * @csspart controls - The whole area.
 * @csspart hand - The hand.
 * @csspart card - A card in the hand.
 * @csspart actions - The action buttons.
 * @tagname bluff-king-controls
 */
export class BluffKingControls extends TablePiece<BluffKingView> {
  static override styles = [tokens, cardStyles, css`
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
    .hand {
      display: flex;
      flex-wrap: wrap;
      gap: 6px 0;
      margin: 0;
      padding: 12px 0 0 0;
      list-style: none;
    }
    .hand > * { margin-inline-end: 4px; }
    .hand.crowded > * { margin-inline-end: calc(var(--_card-width) * -0.3); }
    .hand.crowded > :last-child { margin-inline-end: 0; }
    .card-button {
      padding: 0;
      border: 0;
      border-radius: calc(var(--_card-width) / 9);
      background: none;
      transition: transform var(--_motion);
    }
    .card-button[aria-pressed='true'] { transform: translateY(-12px); }
    .card-button[aria-pressed='true'] .card { outline: 3px solid var(--_accent); outline-offset: 1px; }
    .card-button[aria-disabled='true'] { cursor: not-allowed; }
    .card-button[aria-disabled='true'] .card { filter: grayscale(0.6) opacity(0.7); }
    .ranks { display: flex; flex-wrap: wrap; gap: 4px; align-items: center; }
    .ranks .label { margin-inline-end: 6px; }
    .rank-button {
      min-width: 2.6em;
      min-height: 40px;
      border: 2px solid rgb(255 255 255 / 0.4);
      border-radius: 8px;
      background: transparent;
      color: inherit;
      font-weight: 700;
    }
    .rank-button[aria-checked='true'] { background: var(--_accent); border-color: var(--_accent); color: var(--_accent-text); }
    .actions { display: flex; flex-wrap: wrap; gap: var(--_space); }
    details { font-size: 0.9em; opacity: 0.9; }
    summary { cursor: pointer; }
    details p { margin: 4px 0; }
    @container (max-width: 420px) {
      :host { --_card-width: var(--bluff-card-width, 44px); }
    }
  `];


  /** Indices into the (sorted) hand of the selected cards. */
  @state() private selected: ReadonlySet<number> = new Set();
  /** The rank the person picked; null = suggest one from the selection. */
  @state() private chosenRank: Rank | null = null;
  @state() private cardFocus = 0;
  private resetKey = '';
  private lastPrompt: string | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    const view = this.view;
    const key = `${view?.prompt?.type}|${view?.hand.join()}`;
    if (key !== this.resetKey) {
      this.resetKey = key;
      this.selected = new Set();
      this.chosenRank = null;
      this.cardFocus = Math.min(this.cardFocus, Math.max(0, (view?.hand.length ?? 1) - 1));
    }
  }

  private get selectedCards(): Card[] {
    const hand = this.view?.hand ?? [];
    return [...this.selected].sort((a, b) => a - b).map((i) => hand[i]!);
  }

  private get claimRank(): Rank | null {
    const view = this.view;
    if (view?.prompt?.type === 'follow') return view.prompt.rank;
    return this.chosenRank ?? likelyRank(this.selectedCards);
  }

  override render() {
    const view = this.view;
    if (!this.table || !view) return nothing;
    const { t, names, humans } = this.table;
    const prompt = view.prompt;
    const text = promptText(view, names, t, humans.length === 0);
    return html`<section class="controls" part="controls" aria-labelledby="prompt" tabindex="-1">
      <p id="prompt" class="prompt">${text}</p>
      ${view.seat === null ? nothing : this.renderHand(view)}
      ${prompt?.type === 'lead' ? this.renderRanks() : nothing}
      ${prompt ? html`<div class="actions" part="actions">${this.renderActions(view)}</div>` : nothing}
      <details><summary>${t('howTo')}</summary><p>${t('rules1')}</p><p>${t('rules2')}</p><p>${t('rules3')}</p></details>
    </section>`;
  }

  private renderHand(view: BluffKingView) {
    const { t } = this.table!;
    const label = t('yourHand', { n: view.hand.length });
    const crowded = view.hand.length > 10 ? 'crowded' : '';
    const picking = view.prompt?.type === 'lead' || view.prompt?.type === 'follow';
    if (!picking) {
      return html`<ul class="hand ${crowded}" part="hand" aria-label=${label}>
        ${view.hand.map((card) => html`<li part="card"><span class="sr-only">${cardName(card, t)}</span>${cardFace(card, t)}</li>`)}
      </ul>`;
    }
    const full = view.maxPlay !== null && this.selected.size >= view.maxPlay;
    return html`<div class="hand ${crowded}" part="hand" role="toolbar" aria-label=${label} @keydown=${this.onHandKey}>
      ${view.hand.map((card, i) => {
        const pressed = this.selected.has(i);
        return html`<button class="card-button" part="card" aria-pressed=${pressed ? 'true' : 'false'}
          tabindex=${i === this.cardFocus ? 0 : -1} aria-disabled=${full && !pressed ? 'true' : 'false'} @click=${() => this.toggle(i)}
          ><span class="sr-only">${cardName(card, t)}</span>${cardFace(card, t)}</button>`;
      })}
    </div>`;
  }

  private renderRanks() {
    const { t } = this.table!;
    const current = this.claimRank;
    const focus = current ? RANKS.indexOf(current) : 0;
    return html`<div class="ranks" role="radiogroup" aria-labelledby="rank-label" @keydown=${this.onRankKey}>
      <span class="label" id="rank-label">${t('claimRank')}</span>
      ${RANKS.map((rank, i) => html`<button class="rank-button" role="radio" aria-checked=${rank === current ? 'true' : 'false'}
        tabindex=${i === focus ? 0 : -1} @click=${() => { this.chosenRank = rank; }}>${rank}</button>`)}
    </div>`;
  }

  private renderActions(view: BluffKingView) {
    const { t } = this.table!;
    const count = this.selected.size;
    const rank = this.claimRank;
    switch (view.prompt!.type) {
      case 'challenge':
        return html`<button class="button danger" @click=${() => this.act({ type: 'CHALLENGE', seat: view.seat! })}>${t('challengeButton')}</button>
          <button class="button" @click=${() => this.act({ type: 'DECLINE', seat: view.seat! })}>${t('declineButton')}</button>`;
      case 'lead':
        return html`<button class="button primary" ?disabled=${count === 0 || !rank}
          @click=${() => this.act({ type: 'PLAY', seat: view.seat!, cards: this.selectedCards, rank: rank! })}>
          ${count > 0 && rank ? t('playButton', { count, rank }) : t('playHint')}</button>`;
      case 'follow':
        return html`<button class="button primary" ?disabled=${count === 0}
          @click=${() => this.act({ type: 'FOLLOW', seat: view.seat!, cards: this.selectedCards })}>
          ${count > 0 ? t('followButton', { count, rank: rank! }) : t('playHint')}</button>
          <button class="button" @click=${() => this.act({ type: 'PASS', seat: view.seat! })}>${t('passButton')}</button>`;
    }
  }

  private toggle(index: number): void {
    const next = new Set(this.selected);
    const maxPlay = this.view?.maxPlay ?? null;
    if (next.has(index)) next.delete(index);
    else if (maxPlay === null || next.size < maxPlay) next.add(index);
    this.selected = next;
    this.cardFocus = index;
  }

  private act(event: BluffKingEvent): void {
    this.table?.send(event);
  }

  private onHandKey(event: KeyboardEvent): void {
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.card-button')];
    const next = rovingIndex(event, buttons.indexOf(event.target as HTMLButtonElement), buttons.length);
    if (next === null) return;
    this.cardFocus = next;
    buttons[next]?.focus();
  }

  private onRankKey(event: KeyboardEvent): void {
    const buttons = [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.rank-button')];
    const next = rovingIndex(event, buttons.indexOf(event.target as HTMLButtonElement), buttons.length);
    if (next === null) return;
    this.chosenRank = RANKS[next]!;
    void this.updateComplete.then(() => buttons[next]?.focus());
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

