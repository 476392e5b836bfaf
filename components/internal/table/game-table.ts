/**
 * The shared base of every game element (docs/architecture.md, "The elements"): it reads the
 * attributes into a game, provides the context its pieces read, turns its source's news into the
 * documented events and the live region, and draws the frame. A game supplies its definition,
 * bots, option attributes, messages and board. Its other jobs are beside it: the attributes and
 * documented API (table-attributes.ts), the source (source-choice.ts, game-source.ts), the seats
 * and names (table-seats.ts), when a game starts (game-starts.ts), the words (table-words.ts),
 * holding and pacing updates (update-hold.ts, frame-pacer.ts), events and notices
 * (table-events.ts, table-notices.ts), focus (focus-repair.ts); online play: online-source.ts.
 */
import { ContextProvider } from '@lit/context';
import { html, isServer, nothing, type PropertyValues, type ReactiveElement, type TemplateResult } from 'lit';
import { state } from 'lit/decorators.js';
import type { BotSet, GameDefinition, GameEvent, GameResult, GameView, LogEntry, Seat, Verdict } from '../../../src/core/types.js';
import { announcement } from './announcement.js';
import { AttributeError, botDelayAttribute, botDelayNow, humansAttribute, namesAttribute, namesNotice } from './attributes.js';
import { tableContext, type TableState } from '../element/context.js';
import { FocusRepair } from './focus-repair.js';
import { FramePacer } from './frame-pacer.js';
import { LocalGameController } from './game-controller.js';
import type { BotLoader } from './lazy-bots.js';
import type { ResultColumn } from '../pieces/game-over.js';
import type { GameSource, GameSourceCallbacks, TableSettings } from './game-source.js';
import { GameStarts } from './game-starts.js';
import { gameTableStyles } from './game-table.styles.js';
import { defineLater } from '../element/later-pieces.js';
import { unusedRoomNotice, type OnlineTarget } from '../online/online-settings.js';
import { hostScreenShows, onlinePart, onlineSource } from '../online/online-source.js';
import { commonMessages, translator, type Catalog, type CommonMessages, type Messages, type Translator } from '../words/i18n.js';
import { assertPiecesFit } from '../element/piece-check.js';
import { ServerShell } from './server-shell.js';
import { SourceChoice } from './source-choice.js';
import { TableAttributes } from './table-attributes.js';
import { TableEvents } from './table-events.js';
import { haltOf, renderStickyNotice, showControls, TableNotices } from './table-notices.js';
import { seatLists } from './seat-lists.js';
import { TableSeats } from './table-seats.js';
import { languageOf, TableWords } from './table-words.js';
import { sendMove, type MoveMaker } from './send-path.js';
import { readSettings, type OptionAttribute } from './table-settings.js';
import type { ResultsFormat, ResultsInput, Sheet } from './results-export.js';
import { holdUpdate, laterPieces, loadingOf, savesLoad } from './update-hold.js';

export type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from './table-events.js';

/** The base of every game's table element; its attributes and documented API are `TableAttributes`'. */
export abstract class GameTable<Input, Event extends GameEvent, View extends GameView, Words extends Catalog = CommonMessages> extends TableAttributes {
  static override styles = gameTableStyles;

  /** The live region's text: the last moves, what this screen is asked, the winner. */
  @state() private announcement = '';

  private readonly provider = new ContextProvider(this, { context: tableContext });
  /** Draws the table at most once per frame the page shows (frame-pacer.ts). */
  private readonly pacer = new FramePacer(this);
  /** The shell drawn on the server and when hydrating its HTML, no game in it (server-shell.ts). */
  protected readonly shell = new ServerShell(this);
  private readonly events: TableEvents;
  private readonly notices: TableNotices;
  /** The game source this table shows, and the online game it plays (source-choice.ts). */
  private readonly sources = new SourceChoice<Input, Event, View>((online) => {
    const callbacks: GameSourceCallbacks = {
      onStart: (resumed) => this.started(resumed),
      onEntries: (entries, first, past) => this.moved(entries, first, past),
      onOver: (result) => this.events.over(this.overDetail(result), this.playerNames()),
      pauseFor: (entries, delay) => this.pauseFor(entries, delay),
      onError: (detail) => this.notices.recovered(detail),
      onChange: () => this.requestUpdate(),
    };
    return online ? this.createOnlineSource(callbacks, online) : this.createSource(callbacks);
  });
  private readonly seats = new TableSeats(this.sources, this);
  /** When the next update starts a game, and New game's count (game-starts.ts). */
  private readonly starts = new GameStarts(() => [...this.gameProperties, ...this.optionAttributes.map((o) => o.property)]);
  private readonly words = new TableWords<Words>(() => this.messages, (entry, names, t) => this.describe(entry, names, t));
  private settings: TableSettings<Input> | null = null;
  /** The table's words: the common ones and the game's (`Words`, the English catalogs' type). */
  protected t: Translator<Words> = translator<Words>('en', commonMessages);
  /** The same translator, typed by the common words only: what this base class and the shared pieces use. */
  private get common(): Translator<CommonMessages> { return this.t as unknown as Translator<CommonMessages>; }

  /** Option attributes of this game (kebab-case attribute → camelCase input field). */
  protected abstract readonly optionAttributes: readonly OptionAttribute[];
  /** Other properties of this game whose change starts a new game (besides the shared ones and the options). */
  protected readonly gameProperties: readonly string[] = [];
  /** Players when the attribute is absent. */
  protected abstract readonly defaultPlayers: number;
  /** The words of this game and of the pieces it adds, per language (the common ones are built in). */
  protected abstract readonly messages: readonly Messages[];

  constructor(
    protected readonly definition: GameDefinition<Input, Event, View>,
    private readonly botSet: BotSet<View, Event> | BotLoader<View, Event>,
  ) {
    super();
    this.events = new TableEvents(this, definition.id);
    this.notices = new TableNotices(this, this.events);
    new FocusRepair(this, () => this.controller.result() !== null);
  }

  /**
   * The controller of this table: the game source it shows, made when first needed (by
   * `createSource` offline, `createOnlineSource` with `server`) and replaced when `server` or `room`
   * changes. Elements read and move only through it.
   */
  protected get controller(): GameSource<Input, Event, View> {
    return this.sources.current;
  }

  /** Makes the source of an online game (online-source.ts): the room on `target.server`. */
  protected createOnlineSource(callbacks: GameSourceCallbacks, target: OnlineTarget): GameSource<Input, Event, View> {
    return onlineSource<Input, Event, View>({ ...target, game: this.definition.id, name: namesAttribute(this.names)[0] || undefined, botDelay: botDelayNow(this.botDelay) }, callbacks);
  }

  /** Whether this table watches an online game rather than plays it (BiggieBills' moderator view). */
  protected watchesOnline(): boolean {
    return false;
  }

  /**
   * Makes this table's game source, which must report to `callbacks`. The default runs the game in
   * the page (LocalGameController: bots, `bot-delay`, `persist-key`); another source (one fed by a
   * server) stands in by overriding this, with no change to the game elements.
   */
  protected createSource(callbacks: GameSourceCallbacks): GameSource<Input, Event, View> {
    return new LocalGameController(this.definition, {
      bots: this.botSet,
      persistKey: () => this.persistKey?.trim() || null,
      storage: () => this.persistStorage ?? null,
      // Read before each bot move: a change applies to the next move, even while the table waits to draw.
      botDelay: () => botDelayNow(this.botDelay),
    }, callbacks);
  }

  /** One sentence for a public log entry. */
  protected abstract describe(entry: LogEntry, names: string[], t: Translator<Words>): string;
  /** The middle of the table: pile, claims, reveals… */
  protected abstract renderBoard(view: View): TemplateResult | typeof nothing;
  /** This screen's controls: hand and actions. */
  protected abstract renderControls(view: View): TemplateResult | typeof nothing;
  /** Game-specific facts shown in a seat. */
  protected abstract renderSeatDetails(view: View, seat: Seat): TemplateResult | typeof nothing;
  /**
   * Everything `renderSeatDetails(view, seat)` reads besides the table's words and names, as one
   * string: while it stays the same the seat's details are left as they are, not drawn again at
   * every move. null (the default): they are drawn at every update.
   */
  protected seatDetailsKey(_view: View, _seat: Seat): string | null {
    return null;
  }
  /**
   * Whether this screen's own seat, then its controls, come first, the other seats after the
   * board (a phone: BiggieBills on a narrow table); false (the default): every seat in one list
   * above the board.
   */
  protected ownSeatFirst(_view: View): boolean {
    return false;
  }
  /** Extra columns of the results table. */
  protected abstract resultColumns(view: View): ResultColumn[];
  /** A finished game's ledger for `exportResults('ledger-csv')` (BiggieBills' payments); null: the game keeps none. */
  protected resultLedger(_view: View): Sheet | null {
    return null;
  }
  /** A note under the result heading (tie-breaks…). */
  protected resultNote(_view: View): string {
    return '';
  }
  /** One sentence telling the person on this screen what they are asked now ('' when nothing). */
  protected describePrompt(_view: View): string {
    return '';
  }
  /** Pause before the next bot move after these entries (ms); longer after a reveal. */
  protected pauseFor(_entries: readonly LogEntry[], delay: number): number {
    return delay;
  }
  /** Extra content of the results panel, under the results table (a chart…). */
  protected renderResultExtras(_view: View): TemplateResult | typeof nothing {
    return nothing;
  }
  /** Extra content of the footer, above the log (a ledger…). */
  protected renderFooterExtras(_view: View): TemplateResult | typeof nothing {
    return nothing;
  }
  /**
   * Whether this screen offers New game and Play again. A display-only view (BiggieBills' moderator
   * view) has no controls at all; its page starts another game with `newGame()` or an attribute.
   */
  protected offersNewGame(): boolean {
    return true;
  }
  /** The seats people play on this screen. @throws AttributeError naming the attribute. */
  protected readHumans(players: number): Seat[] {
    return humansAttribute(this.humans, players);
  }
  /**
   * What the source is asked to play for `settings` (the table's attributes, read): by default
   * `settings` itself; a game may add to them (BiggieBills: a course's own tables), or return null
   * to wait (no game) until what it needs is in, then start the game again (`requestUpdate` of a
   * property in `gameProperties`).
   * @throws AttributeError naming the attribute at fault: the table shows it and fires `game-error`.
   */
  protected playSettings(settings: TableSettings<Input>): TableSettings<Input> | null {
    return settings;
  }
  /** The `detail` of `game-over`, from the engine's result (a game may add facts such as how it was won). */
  protected overDetail(result: GameResult): GameResult {
    return result;
  }

  /** The names shown, seat by seat. */
  playerNames(): string[] {
    return this.seats.names(this.names, this.settings?.players ?? 0, this.common);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.starts.back()) this.sources.made?.resume();
    // A table never configured starts its game in its first update.
    else if (this.starts.configured) this.configure(true);
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.sources.made?.park();
  }

  /**
   * Only the moves of this page's bots may wait for the next frame to be drawn (frame-pacer.ts): any
   * other reason to update (a person's move, an attribute, a game server's news) draws at once.
   */
  override requestUpdate(...request: Parameters<ReactiveElement['requestUpdate']>): void {
    // Lit asks for the first update while the fields are not set yet: there is nothing to pace then.
    if (!this.sources?.made?.botMoving?.()) this.pacer?.hurry();
    this.starts?.changed(request[0]);
    super.requestUpdate(...request);
  }

  /** Holds each update until the words, pieces and saves' code it needs are in and the frame pacer lets it draw (update-hold.ts). */
  protected override scheduleUpdate(): void | Promise<unknown> {
    return holdUpdate(() => loadingOf(
      this.words.load(languageOf(this)),
      laterPieces(!!this.sources.made?.result(), this.starts.pending, this.seats.humans.length, this),
      savesLoad(this.starts.pending, this),
    ), this.pacer, () => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    if (isServer) return; // the server draws the shell: no game, no DOM (the browser's first update starts the game)
    this.t = this.words.translator(languageOf(this));
    // A changed attribute starts over from its values: `seed="8"` gives seed 8's game even after
    // New game (which moves to the next seed) was pressed.
    if (this.starts.update(changed, this.isConnected)) this.configure(false);
    else if (changed.has('botDelay') && this.settings) this.readBotDelay();
    if (changed.has('names')) this.notices.set('names', namesNotice(this.names));
    if (changed.has('room') || changed.has('server')) this.notices.set('room', unusedRoomNotice(this.server, this.room));
    // Host mode (the projector of a seatless host): the tables' large-screen styles key on it.
    this.toggleAttribute('hosting', hostScreenShows(this.sources.made?.online));
    this.provider.setValue(this.buildState());
  }

  /** Reads every attribute and starts (or resumes) the game; shows the error instead when one is bad. */
  private configure(fresh: boolean): void {
    this.starts.configured = true;
    this.notices.clear();
    try {
      assertPiecesFit(this.constructor); // pieces from another copy of bluffhouse may not fit (piece-check.ts)
      this.sources.choose(this, this.watchesOnline());
      const { definition, optionAttributes, defaultPlayers } = this;
      const settings = readSettings(this as unknown as Record<string, unknown>, {
        definition, optionAttributes, defaultPlayers, gameNumber: this.starts.number, readHumans: (players) => this.readHumans(players),
      });
      this.seats.reset(settings.humans);
      this.readBotDelay();
      this.settings = settings;
      const playing = this.playSettings(settings);
      if (playing) this.controller[fresh ? 'restart' : 'start'](playing);
      else this.controller.stop();
    } catch (error) {
      this.controller.stop();
      this.settings = null;
      this.notices.fail({ message: (error as Error).message, ...(error instanceof AttributeError ? { attribute: error.attribute } : {}) });
    }
  }

  /** Reads `bot-delay` to show (or clear) its notice when the value is bad (the game runs on, with the default). */
  private readonly readBotDelay = (): number => this.notices.value('bot-delay', () => botDelayAttribute(this.botDelay), botDelayAttribute(null));

  private started(resumed: boolean): void {
    const { players, level } = this.settings!;
    this.announcement = resumed ? this.common('resumed') : this.notices.lostSave ? this.common('savedGameLost') : '';
    // Online, the server decides the seats: this screen plays its own (none when watching).
    this.events.started({ players: this.controller.view(null)?.players ?? players, names: this.playerNames(), humans: this.seats.playing(), bots: level, resumed });
  }

  /**
   * Reports log entries as `game-move` events; new moves (not `past`) are also announced in the live
   * region. `past` entries are those already in the log when a game starts or resumes.
   */
  private moved(entries: readonly LogEntry[], first: number, past: boolean): void {
    const names = this.playerNames();
    const texts = entries.map((entry) => this.words.sentence(entry, names, this.t));
    if (!past) this.announce(texts);
    if (!past && this.sources.made?.botMoving?.()) this.notices.botMoved();
    this.events.moved(entries, first, texts, names);
  }

  /** The live region's text after moves: their sentences, what this screen is asked now, the winner. */
  private announce(texts: readonly string[]): void {
    const view = this.controller.view(this.seats.screenSeat());
    const names = this.playerNames();
    this.announcement = announcement(texts, view?.prompt ? this.describePrompt(view) : '', view?.result?.winners.map((s) => names[s]!) ?? [], this.common);
  }

  /**
   * Starts a new game with the same attributes (and a new deal). Off the page, the game starts
   * when the table is put (back) on one, so that its `game-start` and `game-move` reach the page.
   */
  newGame(): void {
    if (!this.starts.next(this.isConnected)) return;
    this.configure(true);
    this.requestUpdate();
  }

  /**
   * A finished game's results as a file's text in the table's language (results-export.ts, loaded when first asked): `'csv'`
   * the standings (RFC 4180, formula-guarded), `'ledger-csv'` BiggieBills' payments, `'json'` `{ game, names, result, log }`, `'html'` a printable page.
   * @returns a promise of '' while no game is over, and for `'ledger-csv'` in a game without a ledger.
   * @throws the promise rejects with a RangeError naming `format` when it is none of those four; nothing else.
   */
  async exportResults(format: ResultsFormat): Promise<string> {
    const { exportResults, resultsFacts } = await import('./results-export.js');
    const input = this.results();
    return exportResults(format, input && resultsFacts(...input));
  }

  /** What the results' files are made from, or null while no game is over. */
  private results(): ResultsInput | null {
    const view = this.settings ? this.controller.view(this.seats.screenSeat()) : null;
    return view?.result ? [this.definition.id, view, this.playerNames(), this.common, { columns: this.resultColumns(view), note: this.resultNote(view), ledger: this.resultLedger(view) }] : null;
  }

  private buildState(): TableState {
    return {
      view: this.settings ? this.controller.view(this.seats.screenSeat()) : null,
      toAct: this.controller.toAct(),
      names: this.playerNames(),
      ...this.seats.state(),
      halted: haltOf(this.controller.online),
      t: this.common,
      describe: (entry) => this.words.sentence(entry, this.playerNames(), this.t),
      send: (event) => this.sendMove(event as Event),
      results: () => this.results(),
    };
  }

  /**
   * Sends a move through the one path of every move (send-path.ts): a person's from a piece, or the
   * table's own such as TIME_UP. A refused move changes nothing and fires `game-error` with the
   * verdict's code; nothing throws. Online, while the game is paused or the connection is lost,
   * a person's move is refused here (code `paused` or `connection-lost`) without reaching the server.
   */
  protected sendMove(event: Event, by: MoveMaker = 'person'): Verdict {
    const verdict = sendMove(this.controller, event, by, this.seats.screenSeat());
    if (!verdict.ok) this.events.error({ code: verdict.code, message: verdict.reason });
    return verdict;
  }

  override render() {
    if (this.shell.shows) return this.shell.render(this.players, this.defaultPlayers);
    if (this.notices.error) return this.notices.renderError(this.common);
    const view = this.provider.value?.view as View | null | undefined;
    const online = this.sources.online !== null;
    const host = online ? { definition: this.definition, settings: this.settings, source: this.controller, joinUrl: this.joinUrl, element: this } : undefined;
    if (!view) return online ? onlinePart(this.sources.made, false, host) : nothing;
    const handover = this.seats.handoverSeat();
    const again = !online && this.offersNewGame(); // online, a new game is a new room: another link
    const names = this.playerNames().join('\u0000');
    // Should this update draw a piece `laterPieces` did not see coming, it shows once its module is in.
    void defineLater([...(view.result ? ['bluff-game-over', 'bluff-results-download'] as const : []), ...(handover !== null ? ['bluff-handover' as const] : [])]);
    const yourTurn = view.prompt !== null && view.seat !== null && view.result === null && handover === null;
    const own = view.seat !== null && this.ownSeatFirst(view) ? view.seat : null;
    const { first, others } = seatLists(view.players, own, { draw: (s) => this.renderSeatDetails(view, s), key: (s) => this.seatDetailsKey(view, s), alike: [this.t, names] }, this.common);
    return html`${this.notices.renderNotices(this.common)}${online ? onlinePart(this.sources.made, true, host) : nothing}
    ${renderStickyNotice(this.controller.online, yourTurn, this.common, () => showControls(this.renderRoot))}
    <div class="table ${own === null ? '' : 'own-first'}" part="table">
      ${first}
      ${view.result ? html`<bluff-game-over exportparts="game-over" .columns=${this.resultColumns(view)} .note=${this.resultNote(view)} .playAgain=${again} @bluff-play-again=${this.newGame}>${this.renderResultExtras(view)}<bluff-results-download .game=${this.definition.id}></bluff-results-download></bluff-game-over>` : nothing}
      ${own === null ? this.renderBoard(view) : nothing}
      ${handover !== null
        ? html`<bluff-handover exportparts="handover" .seat=${handover} @bluff-handover-confirm=${(event: CustomEvent<{ seat: Seat }>) => this.seats.confirm(event.detail.seat)}></bluff-handover>`
        : this.renderControls(view)}
      ${own === null ? nothing : html`${this.renderBoard(view)}${others}`}
      <div class="footer" part="footer">
        ${this.renderFooterExtras(view)}
        <bluff-log exportparts="log"></bluff-log>
        ${again ? html`<button class="button" part="new-game" @click=${this.newGame}>${this.common('newGame')}</button>` : nothing}
      </div>
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    </div>`;
  }
}
