import { html, isServer, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { STANDARD_TABLES, type Tables } from '../../src/biggie-bills/cards.js';
import { host } from '../../src/biggie-bills/host.js';
import {
  definition, type BiggieBillsEvent, type BiggieBillsInput, type BiggieBillsView, type WinReason,
} from '../../src/biggie-bills/index.js';
import type { GameResult, LogEntry, Seat } from '../../src/core/types.js';
import { AttributeError, humansAttribute } from '../internal/table/attributes.js';
import { Countdown } from '../internal/table/countdown.js';
import type { TableSettings } from '../internal/table/game-source.js';
import { GameTable } from '../internal/table/game-table.js';
import { afterFirstFrame, lazyBots } from '../internal/table/lazy-bots.js';
import { NarrowWatch } from '../internal/table/narrow-watch.js';
import type { OptionAttribute } from '../internal/table/table-settings.js';
import { gameDeadline } from './deadline.js';
import { describeEntry, promptText } from './describe.js';
import { ALL, DrawSteps } from './draw-steps.js';
import { HostTables } from './host-tables.js';
import { OUT_STATUS } from './message-ids.js';
import { biggieBillsMessages, type BiggieBillsTranslator, type BiggieBillsWords } from './messages.js';
import { ledgerSheet } from './ledger-sheet.js';
import { resultColumns, resultNote } from './results.js';
import { biggieBillsBoardStyles } from './table.styles.js';
import { bigScreenStyles } from './big-screen.styles.js';

let chart: Promise<void> | null = null;

/**
 * Defines `<biggie-bills-chart>`, the end screen's chart, loading its module the first time a game
 * ends (issue 12: a page does not load it up front); the chart drawn meanwhile upgrades when its
 * module arrives. If the module cannot load, the end screen shows without the chart (its results
 * table has the same figures) and the console says why.
 */
function defineChart(): void {
  chart ??= import('./chart.js').then(
    ({ BiggieBillsChart }) => BiggieBillsChart.define('biggie-bills-chart'),
    (error: unknown) => console.error('bluffhouse: the BiggieBills chart could not load:', error),
  );
}

/**
 * The steps of a board's first drawing of a table (draw-steps.ts), in order: what the update of
 * each step draws, with what the steps before it drew. `frame`: the table's frame, the seats and
 * the log (and the results or the hand-over, when there are); `teams`: the first half of the team
 * panels; `moreTeams`: the others; `pieces`: the business cycle and the ledger, and the controls
 * when they show no hand (`handMayShow`); `controls`: the controls with the hand (last: a page or
 * test that waits for the hand finds the rest drawn). Then `ALL` shows the board. At 8 teams, on
 * the bench's machine, no step's update or layout takes more than some 10 ms of CPU time (the
 * first, the frame, the most).
 */
const STEP = { frame: 1, teams: 2, moreTeams: 3, pieces: 4, controls: 5 } as const;

/** The `view` attribute: a team's own screen, or the moderator's projector view (public facts only). */
const VIEWS = ['player', 'moderator'] as const;

/** The game's bots, loaded by the first local game with a bot seat (lazy-bots.ts), for every table of the game. */
const BOTS = lazyBots<BiggieBillsView, BiggieBillsEvent>(() => afterFirstFrame().then(() => import('../../src/biggie-bills/bots/index.js')).then((module) => module.bots));

/**
 * A complete game of BiggieBills$$$ for 3–8 teams, a business-strategy race: grow through four
 * stages of Growth cards, challenge the others' cards, ride each cycle's Industry card, and be the
 * first to reach the target cash ($1,000M). The program is the moderator: it deals, draws the
 * Industry card, keeps the bank and enforces every rule. `view="moderator"` is a public-only large
 * display (to project a bots' demonstration game in a classroom, or, later, beside an online game):
 * public facts only, in type sized from the board's width, no hand and no controls (no New game,
 * no Play again). This board runs its own game, normally with bots: teams do not play it from
 * other screens (there is no online controller yet).
 *
 * With `time-limit`, the board shows the time left and ends the game when it runs out (most cash
 * wins). The limit is wall-clock time from the start of the game: with `persist-key` the deadline
 * is saved with the game, so a reload resumes the countdown where real time has got to (and ends
 * the game at once if the time ran out while the page was closed).
 *
 * A course's own cards: the `tables` property (an object in the shape of the standard tables,
 * `STANDARD_TABLES` in src/biggie-bills/cards.ts; see docs/examples/biggie-bills-tables.json) or the
 * `tables-src` attribute (the URL of such JSON, relative to the page). `tables` wins when both are
 * set. While `tables-src` loads the board waits, with no game; bad tables show the engine's message
 * naming the card and field and fire `game-error` with `attribute`.
 *
 * @summary BiggieBills$$$: grow, challenge and bluff your way to $1,000M.
 * @tagname biggie-bills-board
 *
 * @fires {CustomEvent<{ winners: number[]; ranking: number[][]; scores: number[]; reason: 'target' | 'last-team' | 'time' | 'cycles' | 'host'; game: string; names: string[] }>} game-over - The game ended. Its `detail` adds `{ reason }` to the shared fields, and `scores` (each team's cash, $M) is always there; `reason` is `target`, `last-team`, `time` or `cycles` (BG-7), or `host` when the host ended the game (HOST_END, ranked as at time-up, BG-7d).
 *
 * @cssprop [--bluff-card-width=116px] - Width of a card in the hand (96px on narrow boards).
 *
 * @csspart table - The whole board.
 * @csspart seats - The list of teams.
 * @csspart seat - One team's box.
 * @csspart team - A team's panel: cash, stages, cards in play.
 * @csspart team-line - On a phone, another team's panel as one line: the button that opens it.
 * @csspart cash - A team's cash meter.
 * @csspart stages - A team's stage track.
 * @csspart board - The business cycle's element.
 * @csspart cycle - The business cycle: number, turn order, Industry card, time left.
 * @csspart industry - The Industry card.
 * @csspart order - The turn order.
 * @csspart timer - The time left.
 * @csspart chart - The cash chart on the results panel.
 * @csspart footer - The ledger, log and New game area.
 * @csspart ledger - The money ledger list.
 */
export class BiggieBillsBoard extends GameTable<BiggieBillsInput, BiggieBillsEvent, BiggieBillsView, BiggieBillsWords> {
  static override styles = [...biggieBillsBoardStyles, bigScreenStyles];

  /** Starting cash of every team, $M (default 200; BG-2). */
  @property({ attribute: 'starting-cash' }) startingCash?: string | number;
  /** The cash that wins, $M (default 1000; must be above the starting cash; BG-7a). */
  @property() target?: string | number;
  /** The game ends after this many business cycles: most cash wins (default none; BG-7d). */
  @property({ attribute: 'max-cycles' }) maxCycles?: string | number;
  /** Minutes of play: the board shows the time left and ends the game when it runs out (default none; BG-7d). */
  @property({ attribute: 'time-limit' }) timeLimit?: string | number;
  /** `player` (default): this screen's teams play; `moderator`: a projector view of public facts only (no hand), `humans` defaults to `none`; with `server` and a `room` code it watches that room's live game. */
  @property({ reflect: true }) view?: 'player' | 'moderator';
  /**
   * A course's own cards: `{ growth?, challenge?, industry? }` in the shape of the standard tables
   * (money in $M; a table left out is the standard one). Wins over `tables-src`. Assign a new
   * object to change them (a new game starts). Property only.
   */
  @property({ attribute: false }) tables?: Partial<Tables> | null;
  /** URL (absolute, or relative to the page) of JSON in the shape of `tables`, fetched when set; the board waits for it. Ignored while `tables` is set. */
  @property({ attribute: 'tables-src' }) tablesSrc?: string;
  /** Counts the ends of `tables-src` loads: each starts the game again with what came in. */
  @state() private tablesLoaded = 0;

  protected readonly optionAttributes: readonly OptionAttribute[] = [
    { property: 'startingCash', attribute: 'starting-cash', field: 'startingCash' },
    { property: 'target', attribute: 'target', field: 'target' },
    { property: 'maxCycles', attribute: 'max-cycles', field: 'maxCycles' },
    { property: 'timeLimit', attribute: 'time-limit', field: 'timeLimitMinutes' },
  ];
  protected override readonly gameProperties = ['view', 'tables', 'tablesSrc', 'tablesLoaded'];
  protected readonly defaultPlayers = 4;
  protected readonly messages = [biggieBillsMessages];

  /**
   * The countdown of a timed game (BG-7d): one interval, for the board and its cycle piece, that
   * runs only while the board is on the page; when it runs out the board sends TIME_UP through the
   * one send path of every move (a refusal fires `game-error`).
   */
  private readonly countdown = new Countdown(this, {
    onTimeUp: () => this.timeUp(),
    finished: () => this.controller.result() !== null,
  });
  /** Which tables the board plays: its `tables` property or `tables-src` attribute. */
  private readonly hostTables = new HostTables(() => this.tablesLoaded++);
  /** Whether the board is phone-narrow: then its own team, hand and actions come first, the others one line each. */
  private readonly phone = new NarrowWatch(this);
  /** This game's card tables, for the log's sentences. */
  private logTables: Tables | null = null;

  constructor() {
    super(definition, BOTS);
    this.addEventListener('game-start', (event) => {
      this.logTables = null;
      this.startClock(event.detail.resumed);
    });
  }

  private get moderator(): boolean {
    return this.view?.trim().toLowerCase() === 'moderator';
  }

  /** A projector's view, with no hand: the moderator view, or the table of a seatless host (`hosting`, set by the table). */
  private get projector(): boolean {
    return this.moderator || this.hasAttribute('hosting');
  }

  /** `view` and `humans` together: the moderator view shows no hand, so no person plays on it. */
  protected override readHumans(players: number): Seat[] {
    const view = (this.view ?? '').trim().toLowerCase() || 'player';
    if (!(VIEWS as readonly string[]).includes(view)) {
      throw new AttributeError('view', `view must be one of ${VIEWS.join(', ')} (got "${this.view}")`);
    }
    if (view === 'player') return super.readHumans(players);
    const humans = (this.humans ?? '').trim().toLowerCase();
    if (humans !== '' && humans !== 'none') {
      throw new AttributeError('humans', `humans must be "none" with view="moderator": the moderator view never shows a hand (got "${this.humans}")`);
    }
    return humansAttribute('none', players);
  }

  protected describe(entry: LogEntry, names: string[], t: BiggieBillsTranslator): string {
    this.logTables ??= this.controller.view(null)?.tables ?? STANDARD_TABLES;
    return describeEntry(entry, names, t, this.logTables);
  }

  protected override describePrompt(view: BiggieBillsView): string {
    return promptText(view, this.playerNames(), this.t, false);
  }

  protected override pauseFor(entries: readonly LogEntry[], delay: number): number {
    return host.pause(entries, delay);
  }

  /** Online, the moderator view watches the room (a spectator: the public view only). */
  protected override watchesOnline(): boolean {
    return this.moderator;
  }

  /**
   * Reads `tables` and `tables-src` first (a new URL starts loading), so the game starts with them.
   * On the server nothing is read or loaded (the shell has no game; the page's address is the browser's).
   */
  protected override willUpdate(changed: PropertyValues): void {
    if (!isServer) {
      this.hostTables.read(this.tables, this.tablesSrc, document.baseURI);
      this.followServerClock();
    }
    super.willUpdate(changed);
  }

  /** Online, the countdown follows the server's clock at each state: held still while the host pauses, counting again after. */
  private followServerClock(): void {
    const online = this.controller.online;
    if (!online) return;
    const deadline = online.deadline();
    const held = online.pausedTimeLeft();
    if (deadline !== this.countdown.deadline || held !== this.countdown.heldLeft) this.countdown.set(deadline, held);
  }

  /**
   * The game is played with the board's tables (host-tables.ts), locally and online (a new room
   * gets them in its options); none while `tables-src` loads.
   * @throws AttributeError naming `tables` or `tables-src` (`HostTables.settings`).
   */
  protected override playSettings(settings: TableSettings<BiggieBillsInput>): TableSettings<BiggieBillsInput> | null {
    return this.hostTables.settings(settings, (input) => this.definition.parseInput(input));
  }

  /**
   * While `tables-src` loads (no game yet, nothing wrong): a line saying so. A game's table drawn
   * where the board showed nothing is drawn in steps (`STEP`, draw-steps.ts).
   */
  override render() {
    if (this.shell.shows) return super.render(); // the server's shell, drawn at once (server-shell.ts)
    // A game whose table is not shown yet (asked only then: this view is no screen's at every move).
    const fresh = !this.tableShown && this.controller.view(null) !== null;
    this.step = this.steps.stepOf(fresh);
    if (this.step === 0) {
      this.steps.drew(0, true);
      return nothing;
    }
    const frame = super.render();
    this.steps.drew(this.step, frame !== nothing);
    if (frame === nothing) {
      this.tableShown = false;
      return this.hostTables.loading ? html`<p class="loading" role="status">${this.t('loadingCards')}</p>` : frame;
    }
    if (fresh && this.step === ALL) this.tableShown = true;
    return frame;
  }

  /** Whether the board shows a game's table (false while it shows nothing, or draws its first one unseen). */
  private tableShown = false;
  /** The first drawings of a table in steps. */
  private readonly steps = new DrawSteps(this, () => (this.handMayShow() ? STEP.controls : STEP.pieces));
  /** The step this update draws (`STEP`, or `ALL`): what of the table it draws. */
  private step = ALL;

  /**
   * Whether the controls may show a hand: not on the moderator view (no controls) nor on a board
   * of bots only (`humans="none"`), whose controls, a line and the rules, are light enough to come
   * with the pieces.
   */
  private handMayShow(): boolean {
    return !this.projector && this.humans?.trim().toLowerCase() !== 'none';
  }

  /** Whether this update draws the team panel of `seat` (the first half of them come at `STEP.teams`, the others next). */
  private drawsTeam(view: BiggieBillsView, seat: Seat): boolean {
    return this.step >= (seat < Math.ceil(view.players / 2) ? STEP.teams : STEP.moreTeams);
  }

  /**
   * While a table is drawn in steps, an update that changes none of the board's properties (a
   * bot's move, which changes at most the live region's text, GameTable's `announcement`; a tick
   * of the countdown) waits for the next step, whose update draws the game as it is then: the
   * unseen table is not drawn and laid out again for every move in between (with `bot-delay="0"`,
   * some 40 moves).
   */
  protected override shouldUpdate(changed: PropertyValues): boolean {
    if (this.steps.pending && [...changed.keys()].every((key) => key === 'announcement')) return false;
    return super.shouldUpdate(changed);
  }

  /** Resolves once the board has drawn, including a table drawn in steps (draw-steps.ts). */
  protected override async getUpdateComplete(): Promise<boolean> {
    let complete = await super.getUpdateComplete();
    for (let pending = this.steps.pending; pending; pending = this.steps.pending) {
      await pending;
      complete = await super.getUpdateComplete();
    }
    return complete;
  }

  /** The moderator view is a display: no New game, no Play again (its page calls `newGame()`). */
  protected override offersNewGame(): boolean {
    return !this.moderator;
  }

  protected override overDetail(result: GameResult): GameResult & { reason?: WinReason } {
    return { ...result, reason: this.controller.view(null)?.result?.reason };
  }

  protected renderBoard() {
    if (this.step < STEP.pieces) return nothing;
    return html`<biggie-bills-cycle part="board" exportparts="cycle, industry, order, timer" .countdown=${this.countdown}></biggie-bills-cycle>`;
  }

  protected renderControls() {
    if (this.projector || this.step < (this.handMayShow() ? STEP.controls : STEP.pieces)) return nothing;
    return html`<biggie-bills-controls data-controls exportparts="controls, hand, card, card-face, actions"></biggie-bills-controls>`;
  }

  protected override renderFooterExtras() {
    if (this.step < STEP.pieces) return nothing;
    return html`<biggie-bills-ledger exportparts="ledger"></biggie-bills-ledger>`;
  }

  /** On a phone, a team's own screen shows its seat, hand and actions first (game-table.ts). */
  protected override ownSeatFirst(view: BiggieBillsView): boolean {
    return this.phone.narrow && !this.moderator && view.seat !== null;
  }

  /** On a phone, another team's panel is one line beside its name, opened on demand (team.ts `compact`). */
  private compactTeam(view: BiggieBillsView, seat: Seat): boolean {
    return this.ownSeatFirst(view) && seat !== view.seat;
  }

  protected renderSeatDetails(view: BiggieBillsView, seat: Seat) {
    const out = view.out[seat];
    const compact = this.compactTeam(view, seat);
    return html`${out ? html`<strong>✕ ${this.t(OUT_STATUS[out])}</strong>` : nothing}
      ${this.drawsTeam(view, seat) ? html`<biggie-bills-team slot=${compact ? '' : 'panel'} .seat=${seat} .compact=${compact} exportparts="team, team-line, cash, stages"></biggie-bills-team>` : nothing}`;
  }

  /** The team panel beside them is a piece of its own, which redraws when its team's facts change. */
  protected override seatDetailsKey(view: BiggieBillsView, seat: Seat): string {
    return `${view.out[seat] ?? ''}|${this.drawsTeam(view, seat)}|${this.compactTeam(view, seat)}`;
  }

  protected resultColumns(view: BiggieBillsView) {
    return resultColumns(view, this.t);
  }

  /** The money ledger for `exportResults('ledger-csv')` and the printable page: every payment (BG-5…). */
  protected override resultLedger(view: BiggieBillsView) {
    return ledgerSheet(view, this.playerNames(), this.t);
  }

  /** How the game was won (BG-7), in plain words. */
  protected override resultNote(view: BiggieBillsView): string {
    return resultNote(view, this.playerNames(), this.t);
  }

  protected override renderResultExtras() {
    defineChart();
    return html`<biggie-bills-chart exportparts="chart"></biggie-bills-chart>`;
  }

  /**
   * Sets the deadline of a timed game when it starts: a new game counts its `time-limit` minutes
   * from now; a resumed one keeps its deadline (deadline.ts), so the countdown goes on in
   * wall-clock time (BG-7d).
   */
  private startClock(resumed: boolean): void {
    // Online, the server is the host: it keeps the clock and ends the game.
    const online = this.controller.online;
    const deadline = online ? online.deadline() : gameDeadline({
      minutes: this.controller.view(null)?.timeLimitMinutes ?? null,
      resumed,
      persistKey: this.persistKey?.trim() || null,
      current: this.countdown.deadline,
      storage: this.persistStorage,
    });
    this.countdown.set(deadline, online?.pausedTimeLeft() ?? null);
    if (deadline !== null) this.requestUpdate();
  }

  /** The time is up: the table, as the host, ends the game (BG-7d); online the server does. */
  private timeUp(): void {
    const view = this.controller.view(null);
    if (!view || this.controller.online) return;
    if (host.clock) this.sendMove(host.clock.timeUp(view), 'table');
  }
}
