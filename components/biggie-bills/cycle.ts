import { css, html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import type { BiggieBillsView } from '../../src/biggie-bills/view.js';
import { CountdownWatcher, type Countdown } from '../internal/table/countdown.js';
import { TablePiece } from '../internal/pieces/table-piece.js';
import { tokens } from '../internal/element/tokens.js';
import { industryEffect, industryName } from './words.js';
import type { BiggieBillsWords } from './messages.js';

/** "4:05", "1:02:09" for a number of ms left. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * The business cycle (BG-3): its number (of the limit), the Industry card and its effect in plain
 * words, the turn order with the team whose turn it is and the round, the time left, deck sizes.
 * The time left (BG-7d) comes from the board's countdown, redrawn on its ticks: the piece runs no
 * timer of its own.
 * @tagname biggie-bills-cycle
 * @csspart cycle - The area.
 * @csspart industry - The Industry card.
 * @csspart order - The turn order.
 * @csspart timer - The time left.
 */
export class BiggieBillsCycle extends TablePiece<BiggieBillsView, BiggieBillsWords> {
  static override styles = [tokens, css`
    :host { display: block; color: var(--_felt-text); }
    .cycle {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr);
      gap: var(--_space) calc(var(--_space) * 2);
      align-items: start;
      padding: calc(var(--_space) * 1.5);
      border-radius: var(--_radius);
      background: rgb(0 0 0 / 0.18);
    }
    @container (max-width: 560px) { .cycle { grid-template-columns: minmax(0, 1fr); } }
    /* keep-all: Chinese lines break at the spaces, not inside "共 2 轮" (no effect on English). */
    h3 { margin: 0; font-size: 1.15em; word-break: keep-all; }
    p { margin: 0; }
    .label { font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.05em; opacity: 0.85; }
    .side { display: grid; gap: 6px; }
    ol { display: flex; flex-wrap: wrap; gap: 4px; margin: 0; padding: 0; list-style: none; }
    ol li { padding: 1px 8px; border: 1px solid rgb(255 255 255 / 0.4); border-radius: 999px; }
    ol li[aria-current='step'] { background: var(--_accent); border-color: var(--_accent); color: var(--_accent-text); font-weight: 700; }
    ol li[aria-current='step']::before { content: '▶ ' / ''; }
    ol li.out { text-decoration: line-through; opacity: 0.7; }
    ol li.out::before { content: '✕ ' / ''; }
    .timer { font-size: 1.1em; font-weight: 700; font-variant-numeric: tabular-nums; }
    .decks { font-size: 0.85em; opacity: 0.85; }
    .industry {
      display: grid;
      gap: 4px;
      padding: var(--_space) calc(var(--_space) * 1.5);
      border-radius: var(--_radius);
      border-inline-start: 6px solid var(--_accent);
      background: var(--_surface);
      color: var(--_text);
    }
    .industry .label { color: var(--_muted); opacity: 1; }
    .industry .name { font-size: 1.2em; font-weight: 800; }
  `];

  /** The table's state; its translator has BiggieBills' words (the table built it with them). */
  /** The board's countdown of a timed game (BG-7d), or null: the piece shows its time left. */
  @property({ attribute: false }) countdown: Countdown | null = null;

  constructor() {
    super();
    // Registers itself with this element: redraws the time left on the countdown's ticks.
    new CountdownWatcher(this, () => this.countdown);
  }

  /** Draws again only when something it shows changed (most moves change the cycle's facts not at all). */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    const view = this.view;
    const table = this.table;
    const timeLeft = this.countdown?.timeLeft ?? null;
    const inputs = table && view
      ? [table.t, table.names.join('\u0000'), view.cycle, view.maxCycles, view.turn?.seat, view.turn?.round, view.order.join(), view.out.join(),
        view.decks.growth, view.decks.challenge, view.decks.bonus, view.industry ? JSON.stringify(view.industry) : null, view.result !== null,
        timeLeft === null ? null : clock(timeLeft)]
      : [];
    return this.drawsAgain(changed, inputs) && super.shouldUpdate(changed);
  }

  override render() {
    const view = this.view;
    if (!this.table || !view) return nothing;
    const { t, names } = this.table;
    const turn = view.turn;
    const title = view.maxCycles === null ? t('cycleN', { n: view.cycle }) : t('cycleOf', { n: view.cycle, max: view.maxCycles });
    const industry = view.industry;
    const timeLeft = this.countdown?.timeLeft ?? null;
    return html`<section class="cycle" part="cycle" aria-labelledby="title">
      <div class="side">
        <h3 id="title">${turn ? `${title} · ${t('roundOf', { n: turn.round })}` : title}</h3>
        ${timeLeft === null || view.result ? nothing : html`<p class="timer" part="timer">${t('timeLeft')}
          <span role="timer">${clock(timeLeft)}</span></p>`}
        <p class="label" id="order">${t('order')}</p>
        <ol part="order" aria-labelledby="order">${view.order.map((seat) => html`<li class=${view.out[seat] ? 'out' : ''}
          aria-current=${turn?.seat === seat ? 'step' : 'false'}>${names[seat]}</li>`)}</ol>
        <p class="decks">${t('decks', { growth: view.decks.growth, challenge: view.decks.challenge, bonus: view.decks.bonus })}</p>
      </div>
      <div class="industry" part="industry">
        <p class="label">${t('industry')}</p>
        ${industry
          ? html`<p class="name">${industryName(industry, t)}</p><p>${industryEffect(industry, t)}</p>`
          : html`<p>${t('noIndustry')}</p>`}
      </div>
    </section>`;
  }
}
