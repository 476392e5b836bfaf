import { css, html, nothing, type PropertyValues } from 'lit';
import { property } from 'lit/decorators.js';
import { TablePiece } from './table-piece.js';
import { tokens } from '../element/tokens.js';

/** Up to two initials: "Dana" → "D", "Player 2" → "P2", "张伟" → "张". */
function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((word) => [...word][0]!.toUpperCase()).join('');
}

/**
 * One seat at the table: name, who plays it, whether the game waits for it; online, whether its
 * person is away, and the seconds until a bot plays for them (counted down). Game-specific facts
 * (hand size, badges) go in the default slot, beside the name; a wider panel in the `panel` slot,
 * under it.
 * @csspart seat - The seat's box.
 * @tagname bluff-seat
 */
export class BluffSeat extends TablePiece {
  static override styles = [tokens, css`
    :host { display: block; }
    .seat {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr);
      align-items: center;
      gap: 2px var(--_space);
      min-width: 0;
      padding: calc(var(--_space) * 0.75) var(--_space);
      border: 2px solid transparent;
      border-radius: var(--_radius);
      background: rgb(0 0 0 / 0.22);
      color: var(--_felt-text);
      transition: border-color var(--_motion), box-shadow var(--_motion);
    }
    .seat.acting {
      border-color: var(--_accent);
      box-shadow: 0 0 0 3px color-mix(in srgb, var(--_accent) 35%, transparent);
    }
    .seat.winner { background: var(--_accent); color: var(--_accent-text); }
    .avatar {
      grid-row: span 2;
      display: grid;
      place-items: center;
      width: 2.2em;
      height: 2.2em;
      border-radius: 50%;
      background: var(--_felt-text);
      color: var(--_felt);
      font-weight: 700;
    }
    /*
     * anywhere: a name breaks inside a word only when the word cannot fit a line, and a long word
     * never makes the seat (or the table) wider. The tags ("(you)", "· bot") stay whole.
     */
    .name { font-weight: 700; overflow-wrap: anywhere; }
    .tag { display: inline-block; margin-inline-start: 0.3em; font-weight: 400; opacity: 0.8; font-size: 0.85em; white-space: nowrap; }
    /* The countdown is longer than a seat is wide: a line of its own, wrapping inside the seat. */
    .bot-in { display: block; margin-inline-start: 0; white-space: normal; }
    .details { font-size: 0.85em; display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; }
    /* On the narrowest tables the initials give their room to the name. */
    @container (max-width: 359px) {
      .seat { grid-template-columns: minmax(0, 1fr); }
      .avatar { display: none; }
    }
    ::slotted([slot='panel']) { grid-column: 1 / -1; min-width: 0; margin-top: 4px; }
  `];

  /** The table's state; a shared piece knows the common words only. */
  /** The seat shown (0-based). */
  @property({ type: Number }) seat = 0;

  /** The facts the seat last drew (`facts()`). */
  private drawn = '';
  /** Online, while a bot is coming for this seat: the redraw when the seconds shown change. */
  private tick?: ReturnType<typeof setTimeout>;

  /** Online: ms until a bot takes over this seat, its person away (0 once due), or null when none is coming. */
  private botLeft(): number | null {
    const table = this.table;
    const at = table?.away?.includes(this.seat) ? table.botAt?.[this.seat] : null;
    return at == null ? null : Math.max(0, at - Date.now());
  }

  /** Whole seconds until a bot plays this seat, or null. */
  private botIn(): number | null {
    const left = this.botLeft();
    return left === null ? null : Math.ceil(left / 1000);
  }

  /** The table redraws every piece after each move; a seat whose facts did not change is left as it is. */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    clearTimeout(this.tick);
    const left = this.botLeft();
    // Counting down (on the page): redraw just after the whole second shown changes.
    if (left && this.isConnected) this.tick = setTimeout(() => this.requestUpdate(), ((left - 1) % 1000) + 11);
    const facts = this.facts();
    if (this.hasUpdated && changed.size === 0 && facts === this.drawn) return false;
    this.drawn = facts;
    return super.shouldUpdate(changed);
  }

  /** Everything `render` reads, as one string ('' outside a table). */
  private facts(): string {
    const table = this.table;
    if (!table) return '';
    const { t, names, humans, away = [], toAct, view } = table;
    const flags = [toAct.includes(this.seat), view?.result?.winners.includes(this.seat) ?? false, view?.seat === this.seat, humans.includes(this.seat), away.includes(this.seat)];
    return JSON.stringify([t.lang, names[this.seat] ?? null, ...flags, this.botIn()]);
  }

  override render() {
    const table = this.table;
    if (!table) return nothing;
    const { t, names, humans, away = [], toAct, view } = table;
    const name = names[this.seat] ?? t('player', { n: this.seat + 1 });
    const acting = toAct.includes(this.seat);
    const winner = view?.result?.winners.includes(this.seat) ?? false;
    const you = view?.seat === this.seat;
    const botIn = this.botIn();
    return html`<div class="seat ${acting ? 'acting' : ''} ${winner ? 'winner' : ''}" part="seat">
      <span class="avatar" aria-hidden="true">${initials(name)}</span>
      <span class="name">${name}${you && name !== t('you') ? html`<span class="tag">(${t('you')})</span>` : nothing}${humans.includes(this.seat) ? nothing : html`<span class="tag">· ${t('botTag')}</span>`}${away.includes(this.seat) ? html`<span class="tag away">· ${t('awayTag')}</span>` : nothing}${botIn === null ? nothing : html`<span class="tag bot-in">· ${t('botInTag', { s: botIn })}</span>`}</span>
      <span class="details"><slot></slot>${acting ? html`<span class="sr-only">${t('actingNow')}</span>` : nothing}</span>
      <slot name="panel"></slot>
    </div>`;
  }
}
