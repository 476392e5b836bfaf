/**
 * The host screen (docs/online.md, "Hosting"): what a table shows on the projector of a seatless
 * host (`online.hosting()` with no seat) in place of the players' lobby. Before the start: the
 * join code in large type, a QR code of the join address (room-link.ts, host-qr.ts), the address
 * in words, the teams as they join, the game's settings, Start (and "Start with the teams here"
 * where the game's range allows) and a full-screen button. During the game: a host bar with
 * pause and resume, end now (confirmed first), the time left and, on demand, each team's state and
 * devices with "Hand to a bot" and "Free the seat". At the end: Play again (the results'
 * downloads are under the standings, in the table's results panel).
 *
 * Loaded with the online code (online-play.ts), defined by online-source.ts; the QR library loads
 * only when a host screen first draws a code. Every host action is told to the table as
 * `bluff-host-command` (detail: a `HostCommand`, src/online/protocol.ts), which sends it.
 * @csspart host-screen - The host's panel before the start.
 * @csspart host-bar - The host's bar during and after the game.
 * @tagname bluff-host-screen
 */
import { html, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { GameResult } from '../../../src/core/types.js';
import type { HostCommand } from '../../../src/online/protocol.js';
import type { LobbyState } from '../table/game-source.js';
import { translator } from '../words/i18n.js';
import { TablePiece } from '../pieces/table-piece.js';
import { hostInfo, type HostInfoSource } from './host-info.js';
import { unnamedTeam } from './team-name.js';
import { hostScreenStyles } from './host-screen.styles.js';
import { addressLine, qrCode } from './host-join.js';
import { qrPath, type QrPath } from './host-qr.js';
import en from './messages/host-en.js';
import zhCN from './messages/host-zh-CN.js';
import { joinLink } from './room-link.js';

const HOST_WORDS = { en, 'zh-CN': zhCN };

/** One setting of the game as the host screen lists it: the input field and its value. */
export interface HostSetting {
  field: string;
  value: string | number;
}

/** What the table tells its host screen besides the room. */
export interface HostInfo {
  /** The game's id (`biggie-bills`…). */
  game: string;
  /** The table's `join-url` attribute, or null: the page phones open to join. */
  joinUrl: string | null;
  /** The game's settings, as the table asks for them (players first). */
  settings: readonly HostSetting[];
  /** Whether the game may be played by `players` seats (its range): "Start with the teams here" shows only then. */
  allowsPlayers(players: number): boolean;
  /** The element the full-screen button shows full screen (the table), or null. */
  fullscreen: HTMLElement | null;
  /** The result once the game is over, else null. */
  result: GameResult | null;
}

/** A seat's state as the host reads it. */
type TeamState = 'hostJoined' | 'hostWaiting' | 'hostAway' | 'hostBot';

/** Fields with words of their own (others show their field name). */
const SETTING_WORDS: Readonly<Record<string, 'hostPlayers' | 'hostLevel' | 'hostTimeLimit' | 'hostTarget' | 'hostStartingCash' | 'hostMaxCycles' | 'hostDevicesPerSeat'>> = {
  players: 'hostPlayers', level: 'hostLevel', timeLimit: 'hostTimeLimit', timeLimitMinutes: 'hostTimeLimit', target: 'hostTarget',
  startingCash: 'hostStartingCash', maxCycles: 'hostMaxCycles', devicesPerSeat: 'hostDevicesPerSeat',
};

/** The bots' levels, in words. */
const LEVEL_WORDS: Readonly<Record<string, 'hostEasy' | 'hostNormal' | 'hostHard'>> = { easy: 'hostEasy', normal: 'hostNormal', hard: 'hostHard' };

/** m:ss (h:mm:ss from an hour) of `ms`, rounded up to the second. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

export class BluffHostScreen extends TablePiece {
  static override styles = hostScreenStyles;

  /** The room as the server last told it, or null while connecting. */
  @property({ attribute: false }) lobby: LobbyState | null = null;
  /** The table's parts this screen reads (host-info.ts): `info` is made of them at each update. */
  @property({ attribute: false }) from: HostInfoSource | null = null;
  /** What the table tells besides the room, or null. */
  @property({ attribute: false }) info: HostInfo | null = null;
  /** Whether the game runs (or is over): the host bar shows, not the join panel. */
  @property({ type: Boolean }) playing = false;
  /** Whether the host paused the game. */
  @property({ type: Boolean }) paused = false;
  /** A timed game's end in this page's clock (epoch ms), or null. */
  @property({ type: Number }) deadline: number | null = null;
  /** While paused, the time left the server froze (ms): shown as it is, not counted; null otherwise. */
  @property({ type: Number }) heldLeft: number | null = null;
  /** The QR code drawn, and the address it is of. */
  @state() private qr: (QrPath & { text: string }) | null = null;
  /** End now was pressed: the confirmation shows. */
  @state() private confirming = false;
  /** The teams' panel of the host bar is open. */
  @state() private teamsOpen = false;
  /** The Join panel of the host bar (code, address, QR code) is open. */
  @state() private joinOpen = false;
  /** End now was confirmed: focus goes to Play again once the game is over. */
  private focusAfterEnd = false;
  /** The game was over at the last update. */
  private wasOver = false;
  /** This page shows an element full screen. */
  @state() private full = false;
  /** Now, for the time left (updated every second while a deadline is known). */
  @state() private now = Date.now();
  private ticker: ReturnType<typeof setInterval> | null = null;
  /** The address whose QR code is drawn or being drawn. */
  private qrFor = '';
  private readonly onFullscreen = () => (this.full = document.fullscreenElement !== null);

  private get words() {
    return translator<typeof en>(this.commonWords?.lang ?? 'en', HOST_WORDS);
  }

  /** The address phones open to join, or '' before the room has a code. */
  get joinAddress(): string {
    const lobby = this.lobby;
    return lobby ? joinLink(lobby.code, { joinUrl: this.info?.joinUrl ?? null, publicUrl: lobby.publicUrl }) : '';
  }

  override connectedCallback(): void {
    super.connectedCallback();
    document.addEventListener('fullscreenchange', this.onFullscreen);
    this.onFullscreen();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    document.removeEventListener('fullscreenchange', this.onFullscreen);
    this.tick(false);
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (this.from) this.info = hostInfo(this.from);
    if (!this.playing) this.confirming = false;
    const over = !!this.info?.result;
    // At the end the teams' panel closes: the standings come first, no seat is handed over any more.
    if (over && !this.wasOver) this.teamsOpen = false;
    this.wasOver = over;
    this.tick(this.playing && this.deadline !== null && this.heldLeft === null && !over);
    const text = this.joinAddress;
    if ((!this.playing || this.joinOpen) && text && this.qrFor !== text) void this.drawQr(text);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    const again = this.focusAfterEnd ? this.renderRoot.querySelector<HTMLButtonElement>('[data-again]') : null;
    if (again) {
      this.focusAfterEnd = false;
      again.focus();
    }
  }

  /** Counts the time left every second (`on`), or stops counting. */
  private tick(on: boolean): void {
    if (on && !this.ticker) this.ticker = setInterval(() => (this.now = Date.now()), 1000);
    if (!on && this.ticker) {
      clearInterval(this.ticker);
      this.ticker = null;
    }
    this.now = Date.now();
  }

  private async drawQr(text: string): Promise<void> {
    this.qrFor = text;
    try {
      const path = await qrPath(text);
      if (this.joinAddress === text) this.qr = { ...path, text };
    } catch {
      // No QR code (the library could not load): the address in words and the code still show.
    }
  }

  override render() {
    if (!this.lobby) return nothing;
    return this.playing ? this.renderBar(this.lobby) : this.renderJoin(this.lobby);
  }

  private renderJoin(lobby: LobbyState) {
    const t = this.words;
    const address = this.joinAddress;
    const joined = lobby.connected.filter((c) => c === true).length;
    const qr = this.qr?.text === address ? this.qr : null;
    return html`<section class="join" part="host-screen" aria-labelledby="host-title"><div class="main">
      <div class="intro">
        <h2 id="host-title">${t('hostTitle')}</h2>
        <p class="code-label" id="code-label">${t('hostCode')}</p>
        <p class="code" data-code aria-labelledby="code-label">${lobby.code}</p>
        ${addressLine(t, address)}
      </div>
      <section class="teams" aria-labelledby="teams-title">
        <h3 id="teams-title">${t('hostTeams')} <span class="count">${joined}/${lobby.names.length}</span></h3>
        <ul>${lobby.names.map((name, s) => this.renderTeam(lobby, s, name, false))}</ul>
        ${joined === 0 ? html`<p class="hint">${t('hostNobody')}</p>` : nothing}
        ${this.renderSettings()}
        <p class="hint">${t('hostStartHint')}</p>
      </section></div>
      <div class="side">
        <figure class="qr">${qrCode(t, address, qr)}</figure>
        <div class="actions">
          <button class="button primary" type="button" data-start @click=${() => this.command({ type: 'start' })}>${t('hostStart')}</button>
          ${this.startsWith(lobby, joined) ? html`<button class="button" type="button" data-start-with=${joined} @click=${() => this.command({ type: 'start', seats: joined })}>${t('hostStartWith', { count: joined })}</button>` : nothing}
          ${this.renderFullscreen()}
        </div>
      </div>
    </section>`;
  }

  /** Whether "Start with the teams here" applies: some teams but not all joined, and the game may be played by that many. */
  private startsWith(lobby: LobbyState, joined: number): boolean {
    return joined > 0 && joined < lobby.names.length && (this.info?.allowsPlayers(joined) ?? false);
  }

  private renderSettings() {
    const settings = this.info?.settings ?? [];
    if (settings.length === 0) return nothing;
    const t = this.words;
    return html`<dl class="settings" aria-label=${t('hostSettings')}>${settings.map(({ field, value }) => {
      const word = SETTING_WORDS[field];
      const shown = field === 'timeLimit' || field === 'timeLimitMinutes' ? t('hostMinutes', { count: value })
        : field === 'level' && LEVEL_WORDS[value] ? t(LEVEL_WORDS[value])
          : typeof value === 'number' ? value.toLocaleString(this.commonWords?.lang ?? 'en') : value;
      return html`<div><dt>${word ? t(word) : field}</dt><dd data-setting=${field}>${shown}</dd></div>`;
    })}</dl>`;
  }

  /** A team: its name, state and devices (`manage`: with "Hand to a bot" and "Free the seat"). */
  private renderTeam(lobby: LobbyState, seat: number, name: string, manage: boolean) {
    const t = this.words;
    const status = teamState(lobby, seat);
    const members = lobby.members[seat] ?? [];
    const devices = status === 'hostBot' || lobby.devicesPerSeat <= 1 ? nothing : html`<span class="devices" data-devices=${members.length}>${t('hostDevices', { count: members.length, max: lobby.devicesPerSeat })}</span>`;
    return html`<li class="team ${status}" data-seat=${seat} data-state=${status}>
      <span class="name">${this.teamName(name, seat)}</span>
      <span class="status">${t(status)}</span>
      ${devices}
      ${!manage && members.length > 0 && members.join('') !== name ? html`<span class="members">${members.join(', ')}</span>` : nothing}
      ${manage ? html`<span class="team-actions">
        ${status === 'hostBot' ? nothing : html`<button class="button" type="button" data-to-bot @click=${() => this.command({ type: 'seat-to-bot', seat })}>${t('hostToBot')}<span class="sr-only">${t('hostOfTeam', { name: this.teamName(name, seat) })}</span></button>`}
        <button class="button" type="button" data-free @click=${() => this.command({ type: 'seat-free', seat })}>${t('hostFree')}<span class="sr-only">${t('hostOfTeam', { name: this.teamName(name, seat) })}</span></button>
      </span>` : nothing}
    </li>`;
  }

  private renderFullscreen() {
    if (!document.fullscreenEnabled || !this.info?.fullscreen) return nothing;
    const t = this.words;
    return html`<button class="button" type="button" data-fullscreen @click=${this.toggleFullscreen}>${this.full ? t('hostExitFullScreen') : t('hostFullScreen')}</button>`;
  }

  private renderBar(lobby: LobbyState) {
    const t = this.words;
    const result = this.info?.result ?? null;
    const left = this.deadline === null || result ? null : this.heldLeft ?? this.deadline - this.now;
    // "Paused by the host" is the table's notice (table-notices.ts), said once: the bar only marks it.
    return html`<section class="bar" part="host-bar" aria-label=${t('hostBar')} tabindex="-1" ?data-paused=${this.paused && !result}>
      <div class="row">
        <span class="room"><span class="label">${t('hostCode')}</span> <strong class="bar-code" data-code>${lobby.code}</strong></span>
        ${result ? html`<strong class="state" role="status">${t('hostOver')}</strong>` : html`<span role="status"></span>`}
        ${left === null ? nothing : html`<span class="time"><span class="label">${t('hostTimeLeft')}</span> <strong data-time-left>${clockText(left)}</strong></span>`}
        <span class="buttons">
          ${result ? this.renderEnd() : this.renderRunning()}
          <button class="button" type="button" data-join aria-expanded=${this.joinOpen ? 'true' : 'false'} aria-controls="host-join" @click=${() => (this.joinOpen = !this.joinOpen)}>${t('hostJoinButton')}</button>
          <button class="button" type="button" data-teams aria-expanded=${this.teamsOpen ? 'true' : 'false'} aria-controls="host-teams" @click=${() => (this.teamsOpen = !this.teamsOpen)}>${t('hostTeams')} (${lobby.names.length})</button>
          ${this.renderFullscreen()}
        </span>
      </div>
      ${this.confirming && !result ? html`<div class="confirm" role="alertdialog" aria-labelledby="end-question">
        <p id="end-question">${t('hostEndConfirm')}</p>
        <button class="button danger" type="button" data-end-yes @click=${this.endNow}>${t('hostEndYes')}</button>
        <button class="button" type="button" data-end-no @click=${this.keepPlaying}>${t('hostEndNo')}</button>
      </div>` : nothing}
      ${this.renderJoinPanel(lobby)}
      <ul id="host-teams" class="manage" ?hidden=${!this.teamsOpen}>${lobby.names.map((name, s) => this.renderTeam(lobby, s, name, !result))}</ul>
    </section>`;
  }

  /** The host bar's Join panel: the code, the address in words and its QR code (a team's phone replaced, a late group let in). */
  private renderJoinPanel(lobby: LobbyState) {
    const t = this.words;
    const address = this.joinAddress;
    const qr = this.qr?.text === address ? this.qr : null;
    return html`<div id="host-join" class="join-panel" data-join-panel ?hidden=${!this.joinOpen}>
      <div><p class="code-label">${t('hostCode')}</p><p class="code">${lobby.code}</p>${addressLine(t, address)}</div>
      <figure class="qr">${this.joinOpen ? qrCode(t, address, qr) : nothing}</figure>
    </div>`;
  }

  /** A seat's name as the host screen shows it: BiggieBills' seats the server named "Player n" are teams ("Team n"). */
  private teamName(name: string, seat: number): string {
    const n = unnamedTeam(this.info?.game, name, seat);
    return n === null ? name : this.words('hostTeamN', { n });
  }

  private renderRunning() {
    const t = this.words;
    return html`${this.paused
      ? html`<button class="button primary" type="button" data-resume @click=${() => this.command({ type: 'resume' })}>${t('hostResume')}</button>`
      : html`<button class="button" type="button" data-pause @click=${() => this.command({ type: 'pause' })}>${t('hostPause')}</button>`}
      <button class="button danger" type="button" data-end aria-expanded=${this.confirming ? 'true' : 'false'} @click=${this.askEnd}>${t('hostEnd')}</button>`;
  }

  /** At the end: Play again (the results' downloads are under the standings, in the table's results panel). */
  private renderEnd() {
    return html`<button class="button primary" type="button" data-again @click=${() => this.command({ type: 'again' })}>${this.words('hostAgain')}</button>`;
  }

  private async askEnd(): Promise<void> {
    this.confirming = true;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLButtonElement>('[data-end-no]')?.focus();
  }

  /** "Keep playing": the confirmation closes, focus goes back to End now. */
  private async keepPlaying(): Promise<void> {
    this.confirming = false;
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLButtonElement>('[data-end]')?.focus();
  }

  /** "Yes, end the game": focus waits on the bar (not the page's body), then goes to Play again once the game is over. */
  private async endNow(): Promise<void> {
    this.confirming = false;
    this.focusAfterEnd = true;
    this.command({ type: 'end' });
    await this.updateComplete;
    if (this.focusAfterEnd) this.renderRoot.querySelector<HTMLElement>('.bar')?.focus();
  }

  private command(command: HostCommand): void {
    this.tell('bluff-host-command', command);
  }

  private async toggleFullscreen(): Promise<void> {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await this.info?.fullscreen?.requestFullscreen();
    } catch {
      // Refused (no user gesture, a frame without allowfullscreen): the page stays as it is.
    }
  }
}

/** A seat's state: a bot, a person there, a person away (the game runs), or a seat waiting for a person. */
function teamState(lobby: LobbyState, seat: number): TeamState {
  const connected = lobby.connected[seat];
  if (connected === null) return 'hostBot';
  if (connected) return 'hostJoined';
  return lobby.started ? 'hostAway' : 'hostWaiting';
}

declare global {
  interface HTMLElementTagNameMap {
    'bluff-host-screen': BluffHostScreen;
  }
}
