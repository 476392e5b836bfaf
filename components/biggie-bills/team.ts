import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { BiggieBillsView, PublicInPlay } from '../../src/biggie-bills/view.js';
import { TablePiece } from '../internal/table-piece.js';
import { tokens } from '../internal/tokens.js';
import { cardName, growthIn, money } from './words.js';

const STAGES = [1, 2, 3, 4] as const;

/**
 * One team's public facts (BG-17), under its name in the seat: cash as a meter toward the target,
 * the stage track 1→4 with completed cards, the cards in play (active or challenged, with their
 * challengers), Bonus card count and hand size.
 * @tagname biggie-bills-team
 * @csspart team - The panel.
 * @csspart cash - The cash meter.
 * @csspart stages - The stage track.
 */
export class BiggieBillsTeam extends TablePiece<BiggieBillsView> {
  static override styles = [tokens, css`
    /* The colour comes from the seat (felt text, or accent text on a winner's seat). */
    :host { display: block; color: inherit; }
    .team { display: grid; gap: 6px; font-size: 0.9em; }
    .cash { display: grid; gap: 2px; }
    .cash-text { font-weight: 700; font-variant-numeric: tabular-nums; }
    .meter { height: 0.7em; border-radius: 999px; background: rgb(0 0 0 / 0.35); box-shadow: inset 0 0 0 1px currentColor; overflow: hidden; }
    /* An SVG bar: its width is an attribute, so a strict CSP (no inline styles) allows it. */
    .meter svg { display: block; width: 100%; height: 100%; }
    .meter rect { fill: currentColor; }
    .stages { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3px; margin: 0; padding: 0; list-style: none; }
    .stages li {
      display: flex; justify-content: space-between; align-items: baseline;
      padding: 1px 5px; border: 1px dashed currentColor; border-radius: 4px; font-variant-numeric: tabular-nums;
    }
    .stages li.done { border: 2px solid currentColor; background: rgb(255 255 255 / 0.14); font-weight: 700; }
    .stages .n { font-weight: 800; }
    .stages .n::before { content: 'S'; font-weight: 400; font-size: 0.8em; opacity: 0.8; }
    p { margin: 0; }
    .label { font-weight: 700; }
    .completed { font-size: 0.9em; opacity: 0.9; }
    ul { display: grid; gap: 3px; margin: 0; padding: 0; list-style: none; }
    ul li { padding: 2px 6px; border-inline-start: 4px solid currentColor; border-radius: 3px; background: rgb(0 0 0 / 0.2); }
    ul li.challenged { border-inline-start-style: dashed; border-inline-start-color: var(--_danger); }
    ul li.challenged b { text-decoration: line-through; }
    .note { display: block; font-size: 0.9em; }
    .facts { display: flex; flex-wrap: wrap; gap: 0 10px; font-size: 0.9em; opacity: 0.9; }
  `];

  /** The team's seat (0-based). */
  @property({ type: Number }) seat = 0;

  override render() {
    const view = this.view;
    const team = view?.teams[this.seat];
    if (!this.table || !view || !team) return nothing;
    const { t } = this.table;
    const cashOf = t('cashOf', { cash: money(team.cash, t), target: money(view.target, t) });
    const share = Math.max(0, Math.min(100, (team.cash / view.target) * 100));
    const done = (stage: number) => team.completed.filter((id) => growthIn(view.tables, id).stage === stage);
    return html`<div class="team" part="team">
      <div class="cash">
        <span class="cash-text" aria-hidden="true">${cashOf}</span>
        <div class="meter" part="cash" role="meter" aria-label=${t('cash')} aria-valuemin="0" aria-valuemax=${view.target}
          aria-valuenow=${Math.max(0, Math.min(team.cash, view.target))} aria-valuetext=${cashOf}><svg viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true"><rect width=${share} height="1"></rect></svg></div>
      </div>
      <ol class="stages" part="stages" aria-label=${t('stages')}>
        ${STAGES.map((stage) => {
          const count = done(stage).length;
          return html`<li class=${count > 0 ? 'done' : ''}><span class="sr-only">${t('stageDone', { n: stage, count })}</span>
            <span class="n" aria-hidden="true">${stage}</span><span aria-hidden="true">${count > 0 ? `✓${count}` : '–'}</span></li>`;
        })}
      </ol>
      ${team.completed.length > 0
        ? html`<p class="completed"><span class="label">${t('completed')}:</span> ${team.completed.map((id) => cardName(view.tables, id, t)).join(t('listSep'))}</p>`
        : nothing}
      ${team.inPlay.length > 0
        ? html`<p class="label" id="in-play">${t('inPlay')}</p><ul aria-labelledby="in-play">${team.inPlay.map((p) => this.renderInPlay(view, p))}</ul>`
        : team.out ? nothing : html`<p class="facts">${t('nothingInPlay')}</p>`}
      ${team.out ? nothing : html`<p class="facts">
        <span>★ ${t('bonusCount', { n: team.bonusCount })}</span>
        <span>${t('handSize', team.handSize)}</span>
      </p>`}
    </div>`;
  }

  private renderInPlay(view: BiggieBillsView, placed: PublicInPlay) {
    const { t, names } = this.table!;
    const list = (seats: number[]) => seats.map((s) => names[s]).join(t('listSep'));
    const blocked = placed.challengedBy.filter((s) => !placed.challengers.includes(s));
    return html`<li class=${placed.challenged ? 'challenged' : ''}>
      <b>${cardName(view.tables, placed.card, t)}</b>
      ${placed.target === null ? nothing : html`<span class="note">→ ${t('targetOf', { name: names[placed.target]! })}</span>`}
      <span class="note">${t('stageN', { n: growthIn(view.tables, placed.card).stage })} ·
        ${placed.challenged ? `⚔ ${t('challengedBy', { names: list(placed.challengers) })}` : t('active', { payoff: money(placed.payoff, t) })}</span>
      ${blocked.length > 0 ? html`<span class="note">🛡 ${t('blockedOnce')}</span>` : nothing}
    </li>`;
  }
}
