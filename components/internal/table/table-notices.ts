/**
 * What a table says: what is wrong (docs/architecture.md, "Nothing throws into the page"): a bad
 * attribute that stops the game (only its message shows), bad attributes the game runs without
 * (a notice above the table until corrected), and a saved game that could not be restored, each
 * reported once with `game-error`; and the one notice that stays in view while the game runs
 * (`haltOf`, `renderStickyNotice`): paused, connection lost, the seat given away, your turn.
 */
import { html, nothing, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { CommonMessages, Translator } from '../words/i18n.js';
import type { Halt } from '../element/context.js';
import type { OnlinePart } from './game-source.js';
import type { GameErrorDetail, TableEvents } from './table-events.js';

/**
 * Why no move may be made now, online: the connection to the game server dropped (the source is
 * reconnecting: problem `connection-lost`), or the host paused the game (`paused()`); null when
 * nothing stops moves (always offline). A lost connection comes first: a paused state is not
 * known to be current while the server is out of reach.
 */
export function haltOf(online: OnlinePart | undefined): Halt | null {
  if (!online) return null;
  if (online.problem()?.code === 'connection-lost') return 'connection-lost';
  return online.paused() ? 'paused' : null;
}

/** "Your turn"'s button: the table's controls (`[data-controls]` in `root`) scroll into view, under the notice, and take focus (their first action). */
export function showControls(root: ParentNode): void {
  const controls = root.querySelector<HTMLElement>('[data-controls]');
  controls?.scrollIntoView({ block: 'start' });
  controls?.focus({ preventScroll: true });
}

/**
 * The one notice that stays in view (`position: sticky`, game-table.styles.ts) wherever the page is
 * scrolled, by priority: connection lost (`role="alert"`), paused by the host (`haltOf(online)`),
 * the host gave this table's seat to another device or a bot (problem `seat-released`: it watches
 * now; `role="alert"`, moves are not halted, it has none), then "Your turn" when `yourTurn` (this
 * screen's seat is asked to act; `role="status"` like paused), with a button that calls `toHand`
 * (the table scrolls its hand and actions into view); nothing otherwise. `data-notice` names which
 * (`connection-lost`, `paused`, `seat-released`, `turn`).
 */
export function renderStickyNotice(online: OnlinePart | undefined, yourTurn: boolean, t: Translator<CommonMessages>, toHand: () => void): TemplateResult | typeof nothing {
  const halt = haltOf(online);
  if (halt === 'connection-lost') {
    return html`<div class="sticky-notice halted" part="notice" role="alert" data-notice="connection-lost">${t('noticeReconnecting')}</div>`;
  }
  if (halt === 'paused') return html`<div class="sticky-notice halted" part="notice" role="status" data-notice="paused">${t('noticePaused')}</div>`;
  if (online?.problem()?.code === 'seat-released') {
    return html`<div class="sticky-notice halted" part="notice" role="alert" data-notice="seat-released">${t('noticeSeatReleased')}</div>`;
  }
  if (yourTurn) {
    return html`<div class="sticky-notice" part="notice" data-notice="turn"><span role="status">${t('noticeYourTurn')}</span>
      <button class="to-hand" @click=${toHand}>${t('showHand')}</button></div>`;
  }
  return nothing;
}

export class TableNotices {
  /** A bad attribute that stops the game, or null. */
  error: GameErrorDetail | null = null;
  /** The saved game could not be restored, so this game is a new one (said until the next game; set by `recovered`). */
  lostSave = false;
  /** The bots' code could not load and the source tries again (said until a bot moves or the next game; set by `recovered`). */
  private botsMissing = false;
  /** Bad attributes the game runs without, by attribute. */
  private notices: Readonly<Record<string, GameErrorDetail>> = {};

  constructor(private readonly host: ReactiveControllerHost, private readonly events: TableEvents) {}

  /** A new game is being set up: the stopping error and the lost save are forgotten. */
  clear(): void {
    this.error = null;
    this.lostSave = this.botsMissing = false;
    this.host.requestUpdate();
  }

  /** The game cannot run: shows only `detail` and fires `game-error`. */
  fail(detail: GameErrorDetail): void {
    this.error = detail;
    this.host.requestUpdate();
    this.events.error(detail);
  }

  /**
   * The source recovered from a problem or works around it (code `bad-save`: a new game replaced
   * the saved one; `bots-unavailable`: the bots' load failed and is tried again); fires `game-error`.
   */
  recovered(detail: { code: string; message: string }): void {
    if (detail.code === 'bad-save') this.lostSave = true;
    if (detail.code === 'bots-unavailable') this.botsMissing = true;
    this.host.requestUpdate();
    this.events.error(detail);
  }

  /**
   * `read()`, clearing the notice for `attribute`; when it throws, its message becomes that notice
   * (with a `game-error`) and `fallback` is the value.
   */
  value<T>(attribute: string, read: () => T, fallback: T): T {
    try {
      const value = read();
      this.set(attribute, null);
      return value;
    } catch (error) {
      this.set(attribute, (error as Error).message);
      return fallback;
    }
  }

  /** A bot moved: the bots loaded after all, so their notice goes. */
  botMoved(): void {
    if (!this.botsMissing) return;
    this.botsMissing = false;
    this.host.requestUpdate();
  }

  /** Shows (and reports with `game-error`) or clears the notice for `attribute`. */
  set(attribute: string, message: string | null): void {
    const { [attribute]: current, ...others } = this.notices;
    if (message === null) {
      if (current) this.notices = others;
    } else {
      const detail: GameErrorDetail = { attribute, message };
      this.notices = { ...others, [attribute]: detail };
      this.events.error(detail);
    }
    this.host.requestUpdate();
  }

  /** The stopping error's panel (`part="error"`). */
  renderError(t: Translator): TemplateResult | typeof nothing {
    if (!this.error) return nothing;
    return html`<div class="error" part="error" role="alert"><strong>${t('errorTitle')}</strong><p>${this.error.message}</p></div>`;
  }

  /** The notices above a running table. */
  renderNotices(t: Translator): TemplateResult {
    return html`${Object.values(this.notices).map((notice) => html`<div class="error notice" part="error" role="alert">${notice.message}</div>`)}
    ${this.lostSave ? html`<div class="error notice" part="error" role="status">${t('savedGameLost')}</div>` : nothing}
    ${this.botsMissing ? html`<div class="error notice" part="error" role="status" data-notice="bots-unavailable">${t('botsUnavailable')}</div>` : nothing}`;
  }
}
