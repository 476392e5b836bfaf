import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { definition, host, type BluffKingEvent, type BluffKingInput, type BluffKingView } from '../../src/bluff-king/index.js';
import { claimStats } from '../../src/bluff-king/view.js';
import type { LogEntry, Seat } from '../../src/core/types.js';
import { GameTable } from '../internal/table/game-table.js';
import { afterFirstFrame, lazyBots } from '../internal/table/lazy-bots.js';
import { cardCount } from '../internal/words/i18n.js';
import { playingCardMessages } from '../internal/pieces/playing-card.js';
import type { OptionAttribute } from '../internal/table/table-settings.js';
import { describeEntry, promptText } from './describe.js';
import { bluffKingMessages, type BluffKingTranslator, type BluffKingWords } from './messages.js';

/** The game's bots, loaded by the first local game with a bot seat (lazy-bots.ts), for every table of the game. */
const BOTS = lazyBots<BluffKingView, BluffKingEvent>(() => afterFirstFrame().then(() => import('../../src/bluff-king/bots.js')).then((module) => module.bots));

/**
 * A complete game of BluffKing (吹牛大王), the Cheat / "I Doubt It" family, for 2–8 players against
 * bots or on one shared screen.
 *
 * @summary BluffKing: claim, bluff, challenge; first to empty their hand wins.
 *
 * @cssprop [--bluff-card-back=#3558a8] - Card back colour.
 * @cssprop [--bluff-card-red=#c0262d] - Hearts, diamonds, red joker.
 * @cssprop [--bluff-card-width=52px] - Width of a card in the hand (44px on narrow tables).
 *
 * @csspart board - The pile area element.
 * @csspart pile - The pile, rank and claims.
 * @csspart reveal - Cards turned up by the last challenge.
 * @csspart card-back - The back of a card.
 * @tagname bluff-king-table
 *
 * @fires {CustomEvent<{ winners: number[]; ranking: number[][]; scores?: number[]; reason?: 'host'; game: string; names: string[] }>} game-over - The game ended: the engine's `GameResult` plus the game and the names, seat by seat (BK-8); `reason` is `host` when the host ended the game (HOST_END: no seat went out, every seat ranked by cards in hand, BK-9). Also fired right after `game-start` when a finished game is resumed.
 */
export class BluffKingTable extends GameTable<BluffKingInput, BluffKingEvent, BluffKingView, BluffKingWords> {
  /** A seat's last claim (“Claimed 4 × 2”) stays on one line. */
  static override styles = [...GameTable.styles, css`.badge { white-space: nowrap; }`];

  /** Decks: 1 or 2 (54 cards each); default 1 for 2–4 players, 2 for 5–8 (BK-1). */
  @property() decks?: string | number;
  /** Most cards in one claim; no limit when absent (BK-4). */
  @property({ attribute: 'max-play' }) maxPlay?: string | number;

  protected readonly optionAttributes: readonly OptionAttribute[] = [
    { property: 'decks', attribute: 'decks', field: 'decks' },
    { property: 'maxPlay', attribute: 'max-play', field: 'maxPlay' },
  ];
  protected readonly defaultPlayers = 4;
  protected readonly messages = [playingCardMessages, bluffKingMessages];

  constructor() {
    super(definition, BOTS);
  }

  protected describe(entry: LogEntry, names: string[], t: BluffKingTranslator): string {
    return describeEntry(entry, names, t);
  }

  protected override pauseFor(entries: readonly LogEntry[], delay: number): number {
    return host.pause(entries, delay);
  }

  protected override describePrompt(view: BluffKingView): string {
    return promptText(view, this.playerNames(), this.t, false);
  }

  protected renderBoard() {
    return html`<bluff-king-pile part="board" exportparts="pile, reveal, card-face, card-back"></bluff-king-pile>`;
  }

  protected renderControls() {
    return html`<bluff-king-controls data-controls exportparts="controls, hand, card, card-face, actions"></bluff-king-controls>`;
  }

  protected renderSeatDetails(view: BluffKingView, seat: Seat) {
    const t = this.t;
    const claim = view.claimant === seat ? view.claims.at(-1) : undefined;
    return html`<span>${cardCount(view.handSizes[seat]!, t)}</span>
      ${view.lead === seat ? html`<span class="badge">★ ${t('leadBadge')}</span>` : nothing}
      ${claim ? html`<span class="badge">${t('lastClaim', { count: claim.count, rank: claim.rank })}</span>` : nothing}`;
  }

  protected override seatDetailsKey(view: BluffKingView, seat: Seat): string {
    const claim = view.claimant === seat ? view.claims.at(-1) : undefined;
    return `${view.handSizes[seat]}|${view.lead === seat}|${claim ? `${claim.count} ${claim.rank}` : ''}`;
  }

  /** A game the host ended (HOST_END) says so: its places are by cards in hand, BK-9's order. */
  protected override resultNote(view: BluffKingView): string {
    return view.result?.reason === 'host' ? this.t('hostEnd') : '';
  }

  protected resultColumns(view: BluffKingView) {
    const t = this.t;
    const stats = claimStats(view.log, view.players);
    return [
      { label: t('cardsLeft'), values: view.handSizes },
      { label: t('claimsMade'), values: stats.map((s) => s.claims) },
      { label: t('challengesWon'), values: stats.map((s) => `${s.challengesWon}/${s.challenges}`) },
      { label: t('caughtBluffing'), values: stats.map((s) => s.caughtBluffing) },
    ];
  }
}
