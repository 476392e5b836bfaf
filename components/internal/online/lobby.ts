/**
 * The online part of a table (docs/online.md, "Tables"): before the game starts, in place of the
 * board, the join code, a link to copy, the seats (joined, waiting, bot) and, for whoever holds
 * the host's rights (`lobby.hosting`: the creator, whom the role passed to, or a seatless host),
 * Start; others read who they wait for ("the host" when a seatless host runs the room). With
 * several devices per seat, each seat lists its devices. Above a running game it shows only what
 * interrupts it (a lost connection, the seat given away by the host). Loaded with the online source (online-source.ts), so an
 * offline table never holds it; that module defines `bluff-lobby` when it loads this one.
 *
 * The table sets `lobby` and `problem`; Start is told to the table (`bluff-lobby-start`).
 * @csspart lobby - The lobby panel.
 * @csspart error - The online notice (a wrong code, a full room, a lost connection…).
 * @tagname bluff-lobby
 */
import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { PROBLEM_CODES, type ProblemCode } from '../../../src/online/codes.js';
import type { LobbyState } from '../table/game-source.js';
import { translator } from '../words/i18n.js';
import en from './messages/en.js';
import zhCN from './messages/zh-CN.js';
import { joinLink } from './room-link.js';
import { unnamedTeam } from './team-name.js';
import { TablePiece } from '../pieces/table-piece.js';
import { tokens } from '../element/tokens.js';

const ONLINE_WORDS = { en, 'zh-CN': zhCN };
/** Problems with words of their own (every problem code of src/online/codes.ts, each in the catalogs); any other code shows the server's message. */
const KNOWN: readonly Exclude<ProblemCode, 'server-error'>[] = PROBLEM_CODES.filter((code) => code !== 'server-error');

/** Problems the lobby shows above itself, the room going on (a reconnection, a watcher's wait, a seat given away: it watches). */
const GOING_ON: readonly string[] = ['connection-lost', 'room-waiting', 'seat-released'] satisfies ProblemCode[];

export class BluffLobby extends TablePiece {
  static override styles = [tokens, css`
    :host { display: block; color: var(--_felt-text); }
    .lobby, :host > .wait { padding: calc(var(--_space) * 2); border-radius: calc(var(--_radius) * 1.5); background: var(--_felt); }
    .lobby { display: grid; gap: calc(var(--_space) * 1.5); }
    h2 { margin: 0; font-size: 1.15em; }
    .code { font: 700 2em/1.1 ui-monospace, monospace; letter-spacing: 0.15em; }
    .link { display: flex; flex-wrap: wrap; gap: var(--_space); align-items: center; }
    .link input { flex: 1 1 14em; min-width: 0; min-height: 36px; padding: 0 var(--_space); border: 1px solid var(--_muted); border-radius: var(--_radius); background: var(--_surface); color: var(--_text); font: inherit; }
    ul { display: grid; gap: 4px; margin: 0; padding: 0; list-style: none; }
    li { display: flex; justify-content: space-between; gap: var(--_space); padding: calc(var(--_space) * 0.5) var(--_space); border-radius: var(--_radius); background: rgb(0 0 0 / 0.22); }
    .status { opacity: 0.85; }
    .joined .status { font-weight: 700; }
    .hint, .wait { margin: 0; }
    .members { display: block; font-size: 0.9em; opacity: 0.85; }
    .error { padding: calc(var(--_space) * 2); border: 2px solid var(--_danger); border-radius: var(--_radius); background: var(--_surface); color: var(--_text); margin-bottom: var(--_space); }
  `];

  /** The room as the server last told it, or null while connecting. */
  @property({ attribute: false }) lobby: LobbyState | null = null;
  /** What stops or interrupts the game, or null. */
  @property({ attribute: false }) problem: { code: string; message: string; game?: string } | null = null;
  /** The table's `join-url` (the page phones open to join), or null: the link is this page's, without what is this screen's only (room-link.ts). */
  @property({ attribute: false }) joinUrl: string | null = null;
  /** The game's id (`biggie-bills`), or null: a BiggieBills seat nobody named yet shows as "Team n" (team-name.ts). */
  @property({ attribute: false }) game: string | null = null;
  /** Whether the game shows beside this piece (then only the problem shows). */
  @property({ type: Boolean }) playing = false;
  /** What the Copy button did last. */
  @state() private copied: 'lobbyCopied' | 'lobbyCopyFailed' | null = null;

  private get words() {
    return translator<typeof en>(this.commonWords?.lang ?? 'en', ONLINE_WORDS);
  }

  override render() {
    const t = this.words;
    const problem = this.problem;
    const notice = problem
      ? html`<div class="error" part="error" role="alert" data-code=${problem.code}>${this.problemWords(problem)}</div>`
      : nothing;
    if (this.playing || (problem && !GOING_ON.includes(problem.code))) return notice;
    const lobby = this.lobby;
    if (!lobby) return html`${notice}<p class="wait" role="status">${t('lobbyConnecting')}</p>`;
    const link = joinLink(lobby.code, { joinUrl: this.joinUrl, publicUrl: lobby.publicUrl });
    const several = lobby.devicesPerSeat > 1;
    return html`${notice}<section class="lobby" part="lobby" aria-labelledby="lobby-title">
      <h2 id="lobby-title">${t('lobbyTitle')}</h2>
      <div><span id="code-label">${t('lobbyCode')}</span>: <span class="code" aria-labelledby="code-label" data-code>${lobby.code}</span></div>
      <div class="link">
        <label for="link">${t('lobbyLink')}</label>
        <input id="link" readonly .value=${link} @focus=${this.selectLink}>
        <button class="button" type="button" @click=${() => this.copy(link)}>${t('lobbyCopy')}</button>
        <span role="status">${this.copied ? t(this.copied) : ''}</span>
      </div>
      <ul aria-label=${t('lobbySeats')}>
        ${lobby.names.map((name, s) => {
          const status = lobby.connected[s] === null ? 'lobbyBot' : lobby.connected[s] ? 'lobbyJoined' : 'lobbyWaiting';
          const devices = lobby.members[s] ?? [];
          return html`<li class=${status === 'lobbyJoined' ? 'joined' : ''}><span>${this.seatName(name, s)}${s === lobby.seat ? ` (${this.commonWords?.('you') ?? 'You'})` : nothing}${several
            ? html`<span class="members" data-members>${t('lobbyDevices', { count: devices.length, most: lobby.devicesPerSeat })}${devices.length ? `: ${devices.join(', ')}` : ''}</span>`
            : nothing}</span><span class="status">${t(status)}</span></li>`;
        })}
      </ul>
      ${lobby.hosting || (lobby.seat !== null && lobby.seat === lobby.host)
        ? html`<button class="button primary" type="button" data-start @click=${this.start}>${t('lobbyStart')}</button><p class="hint">${t('lobbyStartHint')}</p>`
        : html`<p class="wait" role="status">${this.waitWords(lobby)}</p>`}
    </section>`;
  }

  /** What a table without the host's rights waits for: the game (watching), the host, or the person who hosts. */
  private waitWords(lobby: LobbyState): string {
    const t = this.words;
    if (lobby.seat === null) return t('lobbyWatching');
    if (lobby.host === null) return t('lobbyWaitHost');
    return t('lobbyWaitFor', { name: this.seatName(lobby.names[lobby.host] ?? '', lobby.host) });
  }

  /** The words of `problem`: the catalogs' (naming the code's game for `wrong-game` when known), else the server's. */
  private problemWords(problem: { code: string; message: string; game?: string }): string {
    const t = this.words;
    if (problem.code === 'wrong-game' && problem.game) return t('wrongGameOf', { game: problem.game });
    return (KNOWN as readonly string[]).includes(problem.code) ? t(problem.code as (typeof KNOWN)[number]) : t('server-error', { message: problem.message });
  }

  private start(): void {
    this.tell('bluff-lobby-start', null);
  }

  private selectLink(event: Event): void {
    (event.target as HTMLInputElement).select();
  }

  /** Seat `seat`'s name as shown: "Team n" for a BiggieBills team nobody named yet, as on the host screen. */
  private seatName(name: string, seat: number): string {
    const n = unnamedTeam(this.game, name, seat);
    return n === null ? name : this.words('lobbyTeamN', { n });
  }

  /** Copies the link; where the clipboard is refused (no permission, an old browser), selects it for the keyboard. */
  private async copy(link: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(link);
      this.copied = 'lobbyCopied';
    } catch {
      const input = this.renderRoot.querySelector<HTMLInputElement>('#link');
      input?.focus();
      input?.select();
      this.copied = 'lobbyCopyFailed';
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'bluff-lobby': BluffLobby;
  }
}
