import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import { growthOf } from '../../src/biggie-bills/cards.js';
import { legalMoves, movesOfCard } from '../../src/biggie-bills/moves.js';
import type { BiggieBillsEvent } from '../../src/biggie-bills/types.js';
import { bankruptcy, type BiggieBillsView } from '../../src/biggie-bills/view.js';
import { ControlsPiece, type Selection } from '../internal/pieces/controls-piece.js';
import { promptText } from './describe.js';
import { handCardFace, handCardLabel, handCards, handCardStyles, type HandCard, type Playable } from './hand-card.js';
import { cardName, flexStages, growthName, money, whyNot } from './words.js';
import type { BiggieBillsWords } from './messages.js';

/**
 * The person's side of a BiggieBills$$$ board: what the team is asked, its hand of Growth,
 * Challenge and Bonus cards, and the moves. On its turn, one selected card shows what it can do
 * (one button per legal target) or why it cannot be played now (BG-5: the first Growth card comes
 * first); two selected cards offer Exchange when it is legal, else say why (BG-14: only when no
 * Growth or Challenge card can be played); Skip and End turn (BG-4: also after a Flexible Challenge
 * played as the turn) are there whenever they are legal. Out of turn: Block / Don't block
 * (BG-11). After an acquisition: choose the cards to keep (BG-6). A move whose own payment would
 * leave the team bankrupt (BG-16: at $0 or below) says so on its card and its button, and takes a
 * second press to confirm. The moves offered are exactly the engine's `legalMoves(view)`
 * (src/biggie-bills/moves.ts); the view's verdicts only say why a move is not offered.
 * @tagname biggie-bills-controls
 * @csspart controls - The whole area.
 * @csspart hand - The hand.
 * @csspart card - A card in the hand.
 * @csspart card-face - The face of a card.
 * @csspart actions - The action buttons.
 */
export class BiggieBillsControls extends ControlsPiece<BiggieBillsView, HandCard, BiggieBillsWords> {
  static override styles = [...ControlsPiece.styles, handCardStyles, css`
    :host { --_card-width: var(--bluff-card-width, 116px); }
    /* Text cards never overlap: a grid of equal columns, at least a card wide, and equal rows (cards keep one size). */
    .hand, .hand.crowded { display: grid; grid-template-columns: repeat(auto-fill, minmax(var(--_card-width), 1fr)); grid-auto-rows: 1fr; gap: 6px; }
    .hand > *, .hand.crowded > * { margin: 0; }
    .card-button { display: flex; }
    .card { width: 100%; }
    .why { flex-basis: 100%; margin: 0; }
    .why:empty { display: none; }
    .button.danger::before { content: '⚠ ' / ''; }
    .button.armed { outline: 3px solid var(--_accent); outline-offset: 2px; }
    @container (max-width: 420px) {
      :host { --_card-width: var(--bluff-card-width, 96px); }
    }
    /*
     * A phone: the hand is one row, swiped sideways (arrow keys move along it), so the actions under
     * it are on the same screen; a card is never narrower than its words need with large type. The
     * row clips what overflows it, so its padding holds a selected card raised and outlined
     * (controls-piece.ts: 12px up, a 3px outline 1px out).
     */
    @container (max-width: 559px) {
      .hand, .hand.crowded {
        grid-template-columns: none; grid-auto-flow: column; grid-auto-columns: max(var(--_card-width), 5.5em);
        overflow-x: auto; overscroll-behavior-x: contain; scroll-snap-type: x proximity;
        padding: 16px 4px 4px; scroll-padding-inline: 4px;
        /* The containing block of the cards' spoken names (.sr-only, absolute): clipped with the row, never widening the page. */
        position: relative;
      }
      .hand > * { scroll-snap-align: start; }
    }
  `];

  /** The table's state; its translator has BiggieBills' words (the table built it with them). */
  protected rules(): string[] {
    const { t } = this.table!;
    return [t('rules1'), t('rules2'), t('rules3'), t('rules4')];
  }

  /** The move (as JSON) whose bankrupting payment was pressed once: the next press confirms it. */
  @state() private armed: string | null = null;

  protected hand(view: BiggieBillsView): readonly HandCard[] {
    // After an acquisition every Bonus card is kept: only Growth and Challenge cards are chosen.
    return handCards(view, view.prompt?.type !== 'keep');
  }

  protected override resetChoices(): void {
    this.armed = null;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    super.willUpdate(changed);
    // Another selection takes back a pressed-once bankrupting move.
    if (changed.has('selected' as keyof BiggieBillsControls)) this.armed = null;
  }

  /** The legal moves of the last view asked about, so they are listed once per view. */
  private listed: { view: BiggieBillsView; moves: readonly BiggieBillsEvent[] } | null = null;

  /** Every legal move now: the engine's one enumeration (`legalMoves`). */
  private legal(view: BiggieBillsView): readonly BiggieBillsEvent[] {
    if (this.listed?.view !== view) this.listed = { view, moves: legalMoves(view) };
    return this.listed.moves;
  }

  /** Whether a move of `type` is legal now. */
  private offers(view: BiggieBillsView, type: BiggieBillsEvent['type']): boolean {
    return this.legal(view).some((event) => event.type === type);
  }

  /** The moves a card offers on the team's turn: the legal moves that play it (none when it cannot be played). */
  private cardEvents(view: BiggieBillsView, card: HandCard): BiggieBillsEvent[] {
    if (view.prompt?.type !== 'turn') return [];
    return movesOfCard(this.legal(view), view.tables, card.kind === 'bonus' ? { kind: card.own.kind } : { kind: card.kind, card: card.own.card });
  }

  /** Whether the card can be played now (in the team's turn), and whether every way to play it bankrupts the team. */
  private playable(card: HandCard): { playable: Playable; amount: number } {
    const view = this.view!;
    const dangers = this.cardEvents(view, card).map((event) => bankruptcy(view, event));
    if (dangers.length === 0) return { playable: null, amount: 0 };
    if (dangers.some((d) => d === null)) return { playable: 'ok', amount: 0 };
    const amount = dangers[0]!.amount;
    return { playable: dangers.every((d) => d!.kind === 'ruin') ? 'ruin' : 'risk', amount };
  }

  protected cardName(card: HandCard): string {
    const { t } = this.table!;
    const label = handCardLabel(card, this.view!, t);
    const { playable, amount } = this.playable(card);
    if (playable === null) return label;
    return t(playable === 'ok' ? 'cardPlayable' : playable === 'ruin' ? 'cardRuinous' : 'cardRisky', { card: label, amount: money(amount, t) });
  }

  protected cardFace(card: HandCard): TemplateResult {
    return handCardFace(card, this.view!, this.table!.t, this.playable(card).playable);
  }

  protected selection(view: BiggieBillsView): Selection | null {
    const prompt = view.prompt;
    if (prompt?.type === 'turn') return { max: 2, replace: false };
    if (prompt?.type === 'keep') return { max: prompt.growth + prompt.challenge, replace: false };
    return null;
  }

  protected promptText(view: BiggieBillsView): string {
    const { t, names, humans } = this.table!;
    return promptText(view, names, t, humans.length === 0);
  }

  /**
   * A move's button. A move whose own payment bankrupts the team (BG-16) says so, and the first
   * press only arms it: the second press (the button now reads "Confirm: …") sends it.
   */
  private move(label: string, event: BiggieBillsEvent, kind = '') {
    const view = this.view!;
    const { t, names } = this.table!;
    const danger = bankruptcy(view, event);
    if (danger === null) return html`<button class="button ${kind}" @click=${() => this.act(event)}>${label}</button>`;
    const key = JSON.stringify(event);
    const armed = this.armed === key;
    const owner = 'owner' in event ? names[event.owner]! : '';
    const text = armed
      ? t(danger.kind === 'ruin' ? 'confirmRuin' : 'confirmRisk', { move: label })
      : t(danger.kind === 'ruin' ? 'ruinousButton' : 'riskyButton', { move: label, name: owner });
    return html`<button class="button danger ${armed ? 'armed' : ''}" aria-describedby=${armed ? 'danger-note' : nothing}
      @click=${() => {
        if (!armed) this.armed = key;
        else {
          this.armed = null;
          this.act(event);
        }
      }}>${text}</button>`;
  }

  /** What pressing the armed move once more does (for the status line), or ''. */
  private armedNote(view: BiggieBillsView): string {
    if (this.armed === null) return '';
    const { t, names } = this.table!;
    const event = JSON.parse(this.armed) as BiggieBillsEvent;
    const danger = bankruptcy(view, event);
    if (danger === null) return '';
    const params = { amount: money(danger.amount, t), cash: money(view.cash[view.seat!]!, t), name: 'owner' in event ? names[event.owner]! : '' };
    return t(danger.kind === 'ruin' ? 'ruinNote' : 'riskNote', params);
  }

  protected renderActions(view: BiggieBillsView) {
    const prompt = view.prompt!;
    const { t, names } = this.table!;
    const seat = view.seat!;
    if (prompt.type === 'block') {
      return html`${this.offers(view, 'BLOCK')
        ? this.move(t('blockButton', { blockPenalty: money(prompt.blockPenalty, t) }), { type: 'BLOCK', seat }, 'primary')
        : html`<p class="why">${t('why-no-block-card')}</p>`}
        ${this.offers(view, 'NO_BLOCK') ? this.move(t('noBlockButton', { penalty: money(prompt.penalty, t), name: names[prompt.challenger]! }), { type: 'NO_BLOCK', seat }) : nothing}
        <p class="why" id="danger-note" role="status">${this.armedNote(view)}</p>`;
    }
    const chosen = this.selectedCards;
    const ids = (kind: 'growth' | 'challenge') => chosen.flatMap((c) => (c.kind === kind ? [c.own.card] : []));
    if (prompt.type === 'keep') {
      const [growth, challenge] = [ids('growth'), ids('challenge')];
      const ready = growth.length === prompt.growth && challenge.length === prompt.challenge;
      // Until the selection is right, say what to change: "1 more Growth, 1 fewer Challenge".
      const change = (n: number, kind: string) => (n > 0 ? t('keepMore', { n, kind }) : n < 0 ? t('keepFewer', { n: -n, kind }) : '');
      const changes = [change(prompt.growth - growth.length, t('growthKind')), change(prompt.challenge - challenge.length, t('challengeKind'))].filter(Boolean);
      const status = [
        t('keepCount', { growth: growth.length, challenge: challenge.length }),
        ready ? '' : t('keepNeed', { growth: prompt.growth, challenge: prompt.challenge, change: changes.join(t('listSep')) }),
      ].filter(Boolean).join(t('sentenceSep'));
      return html`<p class="why" id="keep-status" role="status">${status}</p>
        <button class="button primary" ?disabled=${!ready} aria-describedby="keep-status" @click=${() => this.act({ type: 'KEEP', seat, growth, challenge })}>${t('keepButton')}</button>`;
    }
    const { exchange, skip } = view.actions!;
    let [moves, why]: [TemplateResult[], string] = [[], ''];
    if (chosen.length === 1) [moves, why] = this.cardMoves(view, chosen[0]!);
    else if (chosen.length === 2) {
      const fee = money(view.rules.exchangeFee, t);
      if (chosen.some((c) => c.kind === 'bonus')) why = t('why-bonus-exchange');
      else if (!this.offers(view, 'EXCHANGE')) why = whyNot(!exchange.ok && exchange.code === 'cannot-afford' ? { ...exchange, code: 'exchange-cost' } : exchange, t, { fee, cash: money(view.cash[seat]!, t) });
      else moves = [this.move(t('exchangeButton', { fee }), { type: 'EXCHANGE', seat, growth: ids('growth'), challenge: ids('challenge') })];
    }
    const skipLabel = t('skipButton', { fine: money(view.rules.skipFine, t) });
    // BG-5: while the first Growth card is due, Skip stays in view, disabled, described by the prompt that says why.
    const skipButton = this.offers(view, 'SKIP') ? this.move(skipLabel, { type: 'SKIP', seat })
      : !skip.ok && skip.code === 'first-growth-card' ? html`<button class="button" disabled aria-describedby="prompt">${skipLabel}</button>` : nothing;
    return html`${moves}
      <p class="why" id="danger-note" role="status">${[why, this.armedNote(view)].filter(Boolean).join(t('sentenceSep'))}</p>
      ${skipButton}
      ${this.offers(view, 'END_TURN') ? this.move(t('endTurnButton'), { type: 'END_TURN', seat }, 'end-turn') : nothing}`;
  }

  /** What one selected card can do now: a button per legal move that plays it, or why it cannot be played. */
  private cardMoves(view: BiggieBillsView, card: HandCard): [TemplateResult[], string] {
    const { t, names } = this.table!;
    const cash = money(view.cash[view.seat!]!, t);
    const penalty = (owner: number, id: number) => money(view.teams[owner]!.inPlay.find((p) => p.card === id)?.penalty ?? 0, t);
    if (card.kind === 'bonus' && card.own.kind === 'block') return [[], t('why-block-card')];
    const growth = card.kind === 'bonus' ? null : growthOf(view.tables, card.own.card);
    const name = growth === null ? '' : growthName(growth, t);
    const cost = card.kind === 'growth' ? money(card.own.cost, t) : '';
    const events = this.cardEvents(view, card);
    if (events.length === 0) {
      const params: Record<string, string | number> = card.kind === 'bonus'
        ? { card: t('stageCard', { stages: flexStages(card.own.kind) }), stage: flexStages(card.own.kind), cash }
        : { card: name, stage: growth!.stage, prev: growth!.stage - 1, cost, cash };
      return [[], whyNot(card.own.verdict, t, params)];
    }
    const free = view.prompt?.type === 'turn' && view.prompt.freeLeft > 0 ? ` · ${t('freeTag')}` : '';
    const button = (event: BiggieBillsEvent): TemplateResult => {
      if (event.type === 'PLAY_FLEX') {
        return this.move(t('flexButton', { name: names[event.owner]!, card: cardName(view.tables, event.card, t), penalty: penalty(event.owner, event.card) }) + free, event, 'primary');
      }
      if (event.type === 'PLAY_CHALLENGE') return this.move(t('challengeButton', { name: names[event.owner]!, penalty: penalty(event.owner, event.card) }), event, 'primary');
      if (event.type === 'PLAY_GROWTH' && event.target !== undefined) return this.move(t('acquireButton', { name: names[event.target]!, cost }), event, 'primary');
      return this.move(t('playButton', { card: name, cost }), event, 'primary');
    };
    return [events.map(button), ''];
  }

  /**
   * On the team's turn, focus goes to the hand (not to Skip, which a hurried Enter would press);
   * when ending the turn is all the team can do (a Bonus card it holds keeps the turn open, BG-17),
   * to End turn.
   */
  override focus(): void {
    const view = this.view;
    if (view?.prompt?.type !== 'turn') return super.focus();
    const onlyEnd = this.legal(view).every((event) => event.type === 'END_TURN');
    void this.updateComplete.then(() => {
      const find = (selector: string) => this.renderRoot.querySelector<HTMLElement>(selector);
      ((onlyEnd ? find('.end-turn') : null) ?? find('.card-button[tabindex="0"]') ?? find('.controls'))?.focus();
    });
  }
}
