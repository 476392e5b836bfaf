import { css, html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import { growthOf } from '../../src/biggie-bills/cards.js';
import type { BiggieBillsView, PublicInPlay } from '../../src/biggie-bills/view.js';
import { TablePiece } from '../internal/pieces/table-piece.js';
import { tokens } from '../internal/element/tokens.js';
import { cardName, money } from './words.js';
import type { BiggieBillsWords } from './messages.js';

const STAGES = [1, 2, 3, 4] as const;

/**
 * One team's public facts (BG-17), under its name in the seat: cash as a meter toward the target,
 * the stage track 1→4 with completed cards, the cards in play (active or challenged, with their
 * challengers; a challenge waiting for the block decision; blocked challenges), a warning when
 * another team's Acquire a Competitor targets it, Bonus card count and hand size. `compact` (a
 * phone, another team's panel): one line (cash, highest completed stage, cards in play) on a button
 * that opens the whole panel below it (`aria-expanded`).
 * @tagname biggie-bills-team
 * @csspart team - The panel.
 * @csspart team-line - The compact panel's line (a button).
 * @csspart cash - The cash meter.
 * @csspart stages - The stage track.
 * @csspart hand-facts - The team's bonus cards and hand size (a projector hides them: the phones show them).
 * @csspart completed - The names of the completed Growth cards (a projector hides them: the stage track counts them).
 */
export class BiggieBillsTeam extends TablePiece<BiggieBillsView, BiggieBillsWords> {
  static override styles = [tokens, css`
    /* The colour comes from the seat (felt text, or accent text on a winner's seat). */
    :host { display: block; color: inherit; }
    .team { display: grid; gap: 6px; font-size: 0.9em; }
    .cash { display: grid; gap: 2px; }
    /* --_bb-cash-size: the moderator view makes cash larger still. */
    .cash-text { font-size: var(--_bb-cash-size, 1em); font-weight: 700; font-variant-numeric: tabular-nums; }
    .meter { height: 0.7em; border-radius: 999px; background: rgb(0 0 0 / 0.35); box-shadow: inset 0 0 0 1px currentColor; overflow: hidden; }
    /* An SVG bar: its width is an attribute, so a strict CSP (no inline styles) allows it. */
    .meter svg { display: block; width: 100%; height: 100%; }
    .meter rect { fill: currentColor; }
    .track { display: grid; gap: 2px; }
    .track .label { font-size: 0.85em; }
    .stages { display: grid; grid-template-columns: repeat(4, 1fr); gap: 3px; margin: 0; padding: 0; list-style: none; }
    .stages li {
      display: flex; justify-content: space-between; align-items: baseline; gap: 2px;
      min-width: 0; padding: 1px clamp(2px, 1.2cqi, 5px); border: 1px dashed currentColor; border-radius: 4px; font-variant-numeric: tabular-nums;
    }
    .stages li.done { border: 2px solid currentColor; background: rgb(255 255 255 / 0.14); font-weight: 700; }
    .stages .n { font-weight: 800; }
    .stages .count { font-size: 0.9em; }
    /* Two panels a row on a phone: the count goes under the stage number. */
    @container (max-width: 559px) {
      .stages li { flex-direction: column; align-items: center; gap: 0; line-height: 1.15; }
    }
    p { margin: 0; }
    .label { font-weight: 700; }
    .completed { font-size: 0.9em; opacity: 0.9; }
    ul { display: grid; gap: 3px; margin: 0; padding: 0; list-style: none; }
    ul li { padding: 2px 6px; border-inline-start: 4px solid currentColor; border-radius: 3px; background: rgb(0 0 0 / 0.2); }
    ul li.challenged { border-inline-start-style: dashed; border-inline-start-color: var(--_danger); }
    ul li.challenged b { text-decoration: line-through; }
    .note { display: block; font-size: 0.9em; }
    .pending { font-style: italic; }
    .alert {
      margin: 0; padding: 4px 8px; border-radius: 4px; border-inline-start: 5px solid var(--_danger);
      background: var(--_surface); color: var(--_text); font-weight: 600;
    }
    .facts { display: flex; flex-wrap: wrap; gap: 0 10px; font-size: 0.9em; opacity: 0.9; }
    .line {
      display: flex; align-items: center; justify-content: space-between; gap: 6px; width: 100%; min-height: 32px;
      padding: 2px 8px; border: 1px solid currentColor; border-radius: 6px; background: rgb(0 0 0 / 0.2);
      color: inherit; font: inherit; font-variant-numeric: tabular-nums; text-align: start; cursor: pointer;
    }
    .line .chevron { transition: transform var(--_motion); }
    .line[aria-expanded='true'] .chevron { transform: rotate(180deg); }
    .compact .team { margin-top: 6px; }
  `];

  /** The table's state; its translator has BiggieBills' words (the table built it with them). */
  /** The team's seat (0-based). */
  @property({ type: Number }) seat = 0;
  /** One line, opened on demand (a phone: another team's panel); false: the whole panel. */
  @property({ type: Boolean }) compact = false;
  /** Whether the compact line is opened. */
  @state() private open = false;

  /** The facts the panel last drew (`facts()`), and the tables it named the cards from. */
  private drawn: { facts: string; tables: BiggieBillsView['tables'] | null } = { facts: '', tables: null };

  /**
   * The board redraws every piece after each move, but a move changes one or two teams: a panel
   * whose facts are those it drew already is left as it is.
   */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    const facts = this.facts();
    const tables = this.view?.tables ?? null;
    if (this.hasUpdated && changed.size === 0 && facts === this.drawn.facts && tables === this.drawn.tables) return false;
    this.drawn = { facts, tables };
    return super.shouldUpdate(changed);
  }

  /**
   * Everything `render` reads, as one string: the language, the names, the target, whether the
   * screen is this team's, the team's public facts, every card in play aimed at it and the
   * challenge waiting for a block decision. ('' outside a table.)
   */
  private facts(): string {
    const view = this.view;
    if (!this.table || !view) return '';
    const threats = view.teams.map((team) => team.inPlay.filter((p) => p.target === this.seat));
    return JSON.stringify([this.table.t.lang, this.table.names, view.target, view.seat === this.seat, view.out[this.seat], view.teams[this.seat], threats, view.pending]);
  }

  override render() {
    const view = this.view;
    const team = view?.teams[this.seat];
    if (!this.table || !view || !team) return nothing;
    if (!this.compact) return this.renderPanel(view, team);
    return html`<div class="compact">${this.renderLine(view, team)}${this.open ? this.renderPanel(view, team) : nothing}</div>`;
  }

  /** The compact panel's line: a button that opens (and closes) the whole panel. */
  private renderLine(view: BiggieBillsView, team: BiggieBillsView['teams'][number]) {
    const t = this.table!.t;
    const stage = Math.max(0, ...team.completed.map((id) => growthOf(view.tables, id).stage));
    const line = t('teamLine', {
      cash: money(team.cash, t),
      stage: stage > 0 ? t('stageN', { n: stage }) : t('noStageYet'),
      inPlay: team.inPlay.length > 0 ? t('inPlayCount', { n: team.inPlay.length }) : t('nothingInPlay'),
    });
    return html`<button class="line" part="team-line" aria-expanded=${this.open ? 'true' : 'false'} @click=${() => (this.open = !this.open)}>
      <span>${line}</span><span class="chevron" aria-hidden="true">▾</span></button>`;
  }

  /** The whole panel. */
  private renderPanel(view: BiggieBillsView, team: BiggieBillsView['teams'][number]) {
    const { t } = this.table!;
    const names = this.table!.names.join('\u0000');
    // Each part is drawn again only when what it shows changed: a move changes one or two of them.
    return html`<div class="team" part="team">
      ${guard([t, team.cash, view.target], () => this.renderCash(team.cash, view.target))}
      ${guard([t, names, view.seat === this.seat, team.out, JSON.stringify(this.threatsOf(view))], () => this.renderThreats(view))}
      ${guard([t, view.tables, team.completed.join()], () => this.renderCompleted(view, team.completed))}
      ${guard([t, names, view.tables, JSON.stringify(team.inPlay), JSON.stringify(view.pending), team.out], () => this.renderInPlayList(view, team))}
      ${guard([t, team.out, team.bonusCount, JSON.stringify(team.handSize)], () => (team.out ? nothing : html`<p class="facts" part="hand-facts">
        <span>★ ${t('bonusCount', { n: team.bonusCount })}</span>
        <span>${t('handSize', team.handSize)}</span>
      </p>`))}
    </div>`;
  }

  /** The cash, as a meter toward the target. */
  private renderCash(cash: number, target: number) {
    const { t } = this.table!;
    const cashOf = t('cashOf', { cash: money(cash, t), target: money(target, t) });
    const share = Math.max(0, Math.min(100, (cash / target) * 100));
    return html`<div class="cash">
        <span class="cash-text" aria-hidden="true">${cashOf}</span>
        <div class="meter" part="cash" role="meter" aria-label=${t('cash')} aria-valuemin="0" aria-valuemax=${target}
          aria-valuenow=${Math.max(0, Math.min(cash, target))} aria-valuetext=${cashOf}><svg viewBox="0 0 100 1" preserveAspectRatio="none" aria-hidden="true"><rect width=${share} height="1"></rect></svg></div>
      </div>`;
  }

  /** The stage track 1→4 with the completed cards of each stage, and their names. */
  private renderCompleted(view: BiggieBillsView, completed: readonly number[]) {
    const { t } = this.table!;
    const done = (stage: number) => completed.filter((id) => growthOf(view.tables, id).stage === stage);
    return html`<div class="track">
        <span class="label" id="stages-label">${t('stages')}</span>
        <ol class="stages" part="stages" aria-labelledby="stages-label">
          ${STAGES.map((stage) => {
            const count = done(stage).length;
            return html`<li class=${count > 0 ? 'done' : ''}><span class="sr-only">${t('stageDone', { n: stage, count })}</span>
              <span class="n" aria-hidden="true">${stage}</span><span class="count" aria-hidden="true">${count > 0 ? `✓${count}` : '–'}</span></li>`;
          })}
        </ol>
      </div>
      ${completed.length > 0
        ? html`<p class="completed" part="completed"><span class="label">${t('completed')}:</span> ${completed.map((id) => cardName(view.tables, id, t)).join(t('listSep'))}</p>`
        : nothing}`;
  }

  /** The cards in play, or that there are none (nothing once the team is out). */
  private renderInPlayList(view: BiggieBillsView, team: BiggieBillsView['teams'][number]) {
    const { t } = this.table!;
    return team.inPlay.length > 0
      ? html`<p class="label" id="in-play">${t('inPlay')}</p><ul aria-labelledby="in-play">${team.inPlay.map((p) => this.renderInPlay(view, p))}</ul>`
      : team.out ? nothing : html`<p class="facts">${t('nothingInPlay')}</p>`;
  }

  /** The cards in play of other teams aimed at this one (BG-6). */
  private threatsOf(view: BiggieBillsView) {
    return view.teams.flatMap((team, owner) => team.inPlay.filter((p) => p.target === this.seat).map((p) => ({ owner, placed: p })));
  }

  /**
   * BG-6: another team's Acquire a Competitor aimed at this team, still in play. It completes at
   * the acquirer's next turn or at cycle end (BG-8) and takes this team out, unless a challenge
   * stands: the panel says so before it happens.
   */
  private renderThreats(view: BiggieBillsView) {
    if (view.out[this.seat]) return nothing;
    const { t, names } = this.table!;
    return this.threatsOf(view).map(({ owner, placed }) => {
      const name = names[owner]!;
      const text = placed.challenged ? t('acquisitionStopped', { name })
        : view.seat === this.seat ? t('acquiringYou', { name }) : t('acquiringTeam', { name });
      return html`<p class=${placed.challenged ? 'facts' : 'alert'}>${placed.challenged ? '🛡' : '⚠'} ${text}</p>`;
    });
  }

  private renderInPlay(view: BiggieBillsView, placed: PublicInPlay) {
    const { t, names } = this.table!;
    const list = (seats: number[]) => seats.map((s) => names[s]).join(t('listSep'));
    // A challenge waiting for this team's block decision (BG-11) is neither standing nor blocked yet.
    const pending = view.pending !== null && view.pending.owner === this.seat && view.pending.card === placed.card ? view.pending.seat : null;
    const blocked = placed.challengedBy.filter((s) => !placed.challengers.includes(s) && s !== pending);
    return html`<li class=${placed.challenged ? 'challenged' : ''}>
      <b>${cardName(view.tables, placed.card, t)}</b>
      ${placed.target === null ? nothing : html`<span class="note">→ ${t('targetOf', { name: names[placed.target]! })}</span>`}
      <span class="note">${t('stageN', { n: growthOf(view.tables, placed.card).stage })} ·
        ${placed.challenged ? `⚔ ${t('challengedBy', { names: list(placed.challengers) })}` : t('active', { payoff: money(placed.payoff, t) })}</span>
      ${pending === null ? nothing : html`<span class="note pending">⏳ ${t('pendingBlock', { name: names[pending]! })}</span>`}
      ${blocked.length > 0 ? html`<span class="note">🛡 ${t('blockedBy', { names: list(blocked) })}</span>` : nothing}
    </li>`;
  }
}
