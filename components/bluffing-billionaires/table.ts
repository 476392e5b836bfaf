import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import {
  definition,
  type BluffingBillionairesEvent, type BluffingBillionairesInput, type BluffingBillionairesView,
} from '../../src/bluffing-billionaires/index.js';
import type { LogEntry, Seat } from '../../src/core/types.js';
import { host } from '../../src/bluffing-billionaires/host.js';
import { GameTable } from '../internal/table/game-table.js';
import { afterFirstFrame, lazyBots } from '../internal/table/lazy-bots.js';
import { cardCount } from '../internal/words/i18n.js';
import type { OptionAttribute } from '../internal/table/table-settings.js';
import { coinText } from './asset-card.js';
import { describeEntry, promptText } from './describe.js';
import { billionairesMessages, type BillionairesTranslator, type BillionairesWords } from './messages.js';

/** The game's bots, loaded by the first local game with a bot seat (lazy-bots.ts), for every table of the game. */
const BOTS = lazyBots<BluffingBillionairesView, BluffingBillionairesEvent>(() => afterFirstFrame().then(() => import('../../src/bluffing-billionaires/bots/index.js')).then((module) => module.bots));

/**
 * A complete game of Bluffing Billionaires for 2–6 players: play an asset card face down, claim it
 * is the highest on the table, and bluff your way past the challengers.
 *
 * @summary Bluffing Billionaires: bluff about the value of your asset card.
 * @tagname bluffing-billionaires-table
 *
 * @fires {CustomEvent<{ winners: number[]; ranking: number[][]; scores: number[]; handPoints: number[]; bonusCoins: number[]; reason: 'last-card' | 'no-cards' | 'host'; endedBy: number | null; game: string; names: string[] }>} game-over - The game ended. Its `detail` adds `{ handPoints, bonusCoins, reason, endedBy }` to the shared fields, and `scores` is always there: per seat the score, hand values and bonus coins (BB-10); `reason` `last-card` or `no-cards` and `endedBy` the seat whose turn ended the game (BB-5), or `reason` `host` and `endedBy` null when the host ended it (HOST_END, scored as it stood).
 *
 * @cssprop [--bluff-card-back=#3558a8] - Card back colour.
 * @cssprop [--bluff-card-width=60px] - Width of an asset card.
 *
 * @csspart board - The table cards and the last challenge.
 * @csspart reveal - The last challenge.
 * @csspart card-back - The back of a card.
 */
export class BluffingBillionairesTable extends GameTable<BluffingBillionairesInput, BluffingBillionairesEvent, BluffingBillionairesView, BillionairesWords> {
  /** Seats wide enough for a bonus pile's line (“Bonus pile: 2 cards, 3 coins”). */
  static override styles = [...GameTable.styles, css`
    .seats { grid-template-columns: repeat(auto-fill, minmax(min(100%, 13em), 1fr)); }
    /* A phone: two seats a row, so the table cards and the hand come sooner. */
    @container (max-width: 559px) { .seats { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
  `];

  /** Cards dealt to each player: 3..floor(48 / players); default 8 (BB-2). */
  @property({ attribute: 'hand-size' }) handSize?: string | number;

  protected readonly optionAttributes: readonly OptionAttribute[] = [
    { property: 'handSize', attribute: 'hand-size', field: 'handSize' },
  ];
  protected readonly defaultPlayers = 4;
  protected readonly messages = [billionairesMessages];

  constructor() {
    super(definition, BOTS);
  }

  protected describe(entry: LogEntry, names: string[], t: BillionairesTranslator): string {
    return describeEntry(entry, names, t);
  }

  protected override describePrompt(view: BluffingBillionairesView): string {
    return promptText(view, this.playerNames(), this.t, false);
  }

  protected override pauseFor(entries: readonly LogEntry[], delay: number): number {
    return host.pause(entries, delay);
  }

  protected renderBoard() {
    return html`<bluffing-billionaires-board exportparts="board, reveal, card-face, card-back"></bluffing-billionaires-board>`;
  }

  protected renderControls() {
    return html`<bluffing-billionaires-controls data-controls exportparts="controls, hand, card, card-face, actions"></bluffing-billionaires-controls>`;
  }

  protected renderSeatDetails(view: BluffingBillionairesView, seat: Seat) {
    const t = this.t;
    const bonus = view.bonus[seat]!;
    // Public (BB-11): every bonus pile; private: the seat's own face-down discards (BB-4).
    const ownDown = seat === view.seat ? view.discards[seat]!.filter((d) => !d.faceUp && d.card).map((d) => d.card!.value) : [];
    return html`<span>${t('handCount', { n: view.handSizes[seat]! })}</span>
      <span>${[
        t('bonusLine', { cards: cardCount(bonus.length, t), coins: coinText(view.bonusCoins[seat]!, t) }),
        bonus.length ? t('bonusValues', { values: bonus.map((c) => c.value).join(t('listSep')) }) : '',
      ].filter(Boolean).join(t('sentenceSep'))}</span>
      ${view.discardCounts[seat] ? html`<span>${t('discardLine', { n: view.discardCounts[seat]! })}</span>` : nothing}
      ${ownDown.length ? html`<span>${t('ownDiscards', { values: ownDown.join(t('listSep')) })}</span>` : nothing}`;
  }

  protected override seatDetailsKey(view: BluffingBillionairesView, seat: Seat): string {
    const ownDown = seat === view.seat ? view.discards[seat]!.filter((d) => !d.faceUp && d.card).map((d) => d.card!.value) : [];
    return JSON.stringify([view.handSizes[seat], view.bonus[seat]!.map((c) => c.value), view.bonusCoins[seat], view.discardCounts[seat], ownDown]);
  }

  protected resultColumns(view: BluffingBillionairesView) {
    const t = this.t;
    const result = view.result!;
    return [
      { label: t('handPoints'), values: result.handPoints },
      { label: t('bonusCoins'), values: result.bonusCoins },
      { label: t('total'), values: result.scores },
    ];
  }

  /**
   * How the game ended (BB-5), BB-10's tie-breaks when they decided the winner, and that table cards
   * do not count (BB-10 scores hand values plus bonus coins; BB-11 keeps them face down).
   */
  protected override resultNote(view: BluffingBillionairesView): string {
    const result = view.result!;
    const t = this.t;
    const ending = result.reason === 'host' || result.endedBy === null ? t('hostEnd') : t(result.reason === 'last-card' ? 'endLast' : 'endEmpty', { name: this.playerNames()[result.endedBy]! });
    const best = Math.max(...result.scores);
    const tied = result.scores.filter((score) => score === best).length > 1;
    const tie = !tied ? '' : t(result.winners.length > 1 ? 'tieShared' : 'tieCoins');
    return [ending, tie, t('tableCardsNotCounted')].filter(Boolean).join(t('sentenceSep'));
  }
}
