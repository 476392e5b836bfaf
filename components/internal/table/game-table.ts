/**
 * The shared base of every game element (docs/architecture.md, "The elements"): attributes, the
 * game source, the context its pieces read, the frame. A game supplies its definition, bots,
 * option attributes, messages and board. Beside it: game-table.styles.ts, table-settings.ts,
 * game-source.ts, table-events.ts, table-notices.ts, hot-seat.ts, focus-repair.ts; online play
 * (`server`, `room`): online-settings.ts, online-source.ts (docs/online.md, "Tables").
 */
import { ContextProvider } from '@lit/context';
import { html, nothing, type PropertyValues, type ReactiveController, type ReactiveControllerHost, type ReactiveElement, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { guard } from 'lit/directives/guard.js';
import type { BotSet, GameDefinition, GameEvent, GameResult, GameView, LogEntry, Seat, Verdict } from '../../../src/core/types.js';
import { announcement } from './announcement.js';
import { AttributeError, botDelayAttribute, displayNames, humansAttribute, namesAttribute, namesNotice } from './attributes.js';
import { BluffElement } from '../element/base-element.js';
import { tableContext, type TableState } from '../element/context.js';
import { FocusRepair } from './focus-repair.js';
import { LocalGameController } from './game-controller.js';
import type { ResultColumn } from '../pieces/game-over.js';
import type { GameSource, GameSourceCallbacks, TableSettings } from './game-source.js';
import { gameTableStyles } from './game-table.styles.js';
import { HotSeat } from './hot-seat.js';
import { defineLater, type LaterPiece } from '../element/later-pieces.js';
import { onlineTarget, unusedRoomNotice, type OnlineTarget } from '../online/online-settings.js';
import { onlinePart, onlineSource } from '../online/online-source.js';
import { closestLang, commonMessages, loadLanguage, matchLanguage, sentence, translator, type Catalog, type CommonMessages, type Language, type Messages, type Translator } from '../words/i18n.js';
import { assertPiecesFit } from '../element/piece-check.js';
import { TableEvents } from './table-events.js';
import { TableNotices } from './table-notices.js';
import { sendMove, type MoveMaker } from './send-path.js';
import { readSettings, type OptionAttribute } from './table-settings.js';

export type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from './table-events.js';

/** How long an update waits for the next frame where the page draws none (a tab that is not shown). */
const FRAME_FALLBACK_MS = 50;

/**
 * Paces a table's drawing of its bots' moves to the frames the page shows. The first update after
 * a frame is drawn at once, as before; when bots move again before the next frame (a short
 * `bot-delay`), the update waits for that frame and draws every move since then together, so no
 * state is drawn that the screen would never show, and the screen is never more than a frame
 * behind the game. Anything else (a person's move, an attribute, a source other than the page's
 * own game) is drawn at once (`hurry`). The game itself, its events and its saves go on at their
 * own pace. A hidden page draws at once (it shows no frames); where frames stop without the page
 * being hidden, an update waits at most `FRAME_FALLBACK_MS`.
 */
class FramePacer implements ReactiveController {
  /** Whether the table drew since the last frame. */
  private drew = false;
  /** Whether the next update draws at once, whatever was drawn in this frame. */
  private urgent = false;
  /** The wait for the next frame under way: the promise waiting updates follow, and its end. */
  private next: { frame: Promise<void>; end: () => void } | null = null;

  constructor(host: ReactiveControllerHost) {
    host.addController(this);
  }

  /**
   * Called as an update is about to be drawn: null when it may be drawn now, else the promise of
   * the next frame, at which it is. Either way the table then counts as having drawn in that frame.
   */
  turn(): Promise<void> | null {
    if (document.visibilityState === 'hidden') return null;
    if (!this.drew || this.urgent) {
      this.drawn();
      return null;
    }
    return this.nextFrame().then(() => this.drawn());
  }

  /** Something other than a bot's move is to be drawn: the next update (or the one waiting) is drawn at once. */
  hurry(): void {
    this.urgent = true;
    if (this.next) {
      const { end } = this.next;
      end();
    }
  }

  /** The table draws now: until the next frame, further updates of bots' moves wait. */
  private drawn(): void {
    this.drew = true;
    this.urgent = false;
    void this.nextFrame();
  }

  /** Resolves at the next animation frame (or after `FRAME_FALLBACK_MS`), where `drew` ends. */
  private nextFrame(): Promise<void> {
    if (!this.next) {
      let resolve!: () => void;
      const frame = new Promise<void>((done) => { resolve = done; });
      const end = () => {
        cancelAnimationFrame(request);
        clearTimeout(timer);
        if (this.next?.frame === frame) this.next = null;
        this.drew = false;
        resolve();
      };
      const request = requestAnimationFrame(end);
      const timer = setTimeout(end, FRAME_FALLBACK_MS);
      this.next = { frame, end };
    }
    return this.next.frame;
  }

  /** Off the page nothing waits for a frame: a waiting update is drawn at once. */
  hostDisconnected(): void {
    this.next?.end();
  }
}

/** Attributes that change the game itself: changing one starts a new game. */
const GAME_PROPERTIES = ['players', 'seed', 'bots', 'humans', 'persistKey', 'server', 'room'];

/** Whether `humans` may name several people on one screen (a list, or `all`), so that hand-overs may show. */
const mayShareScreen = (humans: string | undefined) => /all|[\s,]/i.test(humans?.trim() ?? '');

/** Whether localStorage holds something under the `persist-key` `key`: a saved game, which may be a finished one. */
function holdsSave(key: string | undefined): boolean {
  try {
    return !!key?.trim() && localStorage.getItem(key.trim()) !== null;
  } catch {
    return false;
  }
}

/**
 * What every game element shares: its attributes, events, CSS custom properties and parts. Each
 * game's element documents only what it adds or says differently (the manifest merges the two).
 *
 * @fires {CustomEvent<{ game: string; players: number; names: string[]; humans: number[]; bots: string; resumed: boolean }>} game-start - A game started or resumed (`resumed`: restored from `persist-key`, or the element came back to the page). No seed: it would reveal the deal.
 * @fires {CustomEvent<{ game: string; index: number; entry: { type: string }; text: string; names: string[] }>} game-move - One public log entry, for every entry from index 0 (those already in the log right after each `game-start`, then each new one); never a face-down card.
 * @fires {CustomEvent<{ winners: number[]; ranking: number[][]; scores?: number[]; game: string; names: string[] }>} game-over - The game ended: the engine's `GameResult` plus the game and the names, seat by seat. Also fired right after `game-start` when a finished game is resumed.
 * @fires {CustomEvent<{ message: string; attribute?: string; code?: string }>} game-error - A bad attribute (`attribute`), a refused move (`code`: the verdict's, also the game server's), an invalid saved game (`code`: `bad-save`), or online: `room-not-found`, `room-full`, `game-over`, `wrong-game`, `room-gone`, `server-unreachable`, `connection-lost` (shown while reconnecting), `room-waiting` (a spectator's room is not back on the server yet: still trying), `seat-taken` (another tab or device of the person took the seat back: the table stops), `server-error`.
 *
 * @cssprop [--bluff-felt=#1d6b47] - Table colour (#123b29 when the visitor prefers a dark scheme).
 * @cssprop [--bluff-felt-text=#f4f1e8] - Text on the table.
 * @cssprop [--bluff-surface=#ffffff] - Panels: results, hand-over, reveals (#1f2124 dark).
 * @cssprop [--bluff-text=#1d1d1f] - Text on panels (#ecebe6 dark).
 * @cssprop [--bluff-muted=#5b5b66] - Secondary text (#a9a9b3 dark).
 * @cssprop [--bluff-accent=#f2b51f] - Highlights: the seat asked, selected cards, primary buttons.
 * @cssprop [--bluff-accent-text=#1d1d1f] - Text on the accent colour.
 * @cssprop [--bluff-danger=#b3261e] - Challenges, bluff verdicts and challenged cards.
 * @cssprop [--bluff-card-face=#fffdf7] - Card face colour (#f3efe2 dark).
 * @cssprop [--bluff-card-black=#1b1b1f] - Text on cards; black suits.
 * @cssprop [--bluff-font=system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif] - Font family.
 * @cssprop [--bluff-radius=10px] - Corner radius.
 * @cssprop [--bluff-spacing=8px] - Base spacing unit.
 * @cssprop [--bluff-motion-duration=180ms] - Animation length (0ms when the visitor prefers reduced motion).
 * @cssprop [--bluff-focus=#ffffff] - Focus ring colour.
 * @cssprop [--bluff-focus-halo=#111111] - Outer focus ring colour.
 * @cssprop [--bluff-log-height=14em] - Maximum height of the move log (and of BiggieBills' ledger).
 *
 * @csspart table - The whole table.
 * @csspart seats - The list of seats.
 * @csspart seat - One seat.
 * @csspart board - The middle of the table.
 * @csspart controls - The person's prompt, hand and actions.
 * @csspart hand - The person's hand.
 * @csspart card - A card in the hand.
 * @csspart card-face - The face of a card.
 * @csspart actions - The action buttons.
 * @csspart handover - The hot-seat hand-over screen.
 * @csspart game-over - The results panel.
 * @csspart footer - The log and New game area.
 * @csspart log - The move log list.
 * @csspart new-game - The New game button.
 * @csspart error - The message shown for a bad attribute, an invalid saved game or an online problem.
 * @csspart lobby - Online, before the game starts: the join code, the link, the seats and Start.
 */
export abstract class GameTable<Input, Event extends GameEvent, View extends GameView, Words extends Catalog = CommonMessages> extends BluffElement {
  static override styles = gameTableStyles;

  /** Number of players (seats). */
  @property() players?: string | number;
  /** Seed of the deal; random when absent. The same seed and moves give the same game. */
  @property() seed?: string | number;
  /** Bot difficulty for every seat no person plays: `easy`, `normal` (default) or `hard`. */
  @property() bots?: string;
  /** Seats people play here: "0" (default), "0,2" for hot-seat, "none" for bots only, "all". */
  @property() humans?: string;
  /** Comma-separated player names, seat by seat. */
  @property() names?: string;
  /** Pause before each bot move, in ms (default 700; 0 in tests). */
  @property({ attribute: 'bot-delay' }) botDelay?: string | number;
  /** Save the game to localStorage under this key after every move and resume it on reload. */
  @property({ attribute: 'persist-key' }) persistKey?: string;
  /**
   * The game server's URL (`ws:`, `wss:`, `http:` or `https:`): the game is played there, with
   * people on other devices; absent, the game runs in the page. The SDK loads only when set.
   */
  @property() server?: string;
  /**
   * With `server`: `new` creates a room from this table's attributes; a join code (6 characters)
   * joins that room. Absent: the code in the page address's `room` parameter, else a new room.
   */
  @property() room?: string;
  /** Language: `en` or `zh-CN`; default from the closest `lang` attribute. */
  @property() override lang = '';

  /** The live region's text: the last moves, what this screen is asked, the winner. */
  @state() private announcement = '';

  private readonly provider = new ContextProvider(this, { context: tableContext });
  /** Draws the table at most once per frame the page shows (`FramePacer`). */
  private readonly pacer = new FramePacer(this);
  private readonly hotSeat = new HotSeat({ toAct: () => this.controller.toAct(), result: () => this.controller.result() }, () => this.requestUpdate());
  private readonly events: TableEvents;
  private readonly notices: TableNotices;
  private gameSource: GameSource<Input, Event, View> | null = null;
  /** The online game the source plays (null: offline); `sourceKey` names it: a change replaces the source. */
  private online: OnlineTarget | null = null;
  private sourceKey = '';
  private settings: TableSettings<Input> | null = null;
  private botDelayMs = botDelayAttribute(null);
  private gameNumber = 0;
  private configured = false;
  /** Whether the next update may start a game (`configure`): its first, or one after a property of `startsNewGame` changed. */
  private restartPending = true;
  /** `newGame()` was called off the page: the new game starts when the table is back on one. */
  private newGameOnConnect = false;
  /** The table's words: the common ones and the game's (`Words`, the English catalogs' type). */
  protected t: Translator<Words> = translator<Words>('en', commonMessages);
  /**
   * The translator of each language whose words were all at hand when it was made: made once per
   * language instead of at every update (its catalogs never change once loaded).
   */
  private readonly translators = new Map<Language, Translator<Words>>();
  /**
   * Each log entry's sentence, made once per entry (the log's entries never change) for the
   * translator and the names in `sentencesFor`: the `game-move` event, the live region and the
   * log piece all read the same one.
   */
  private sentences = new WeakMap<LogEntry, string>();
  private sentencesFor: { t: Translator<Words>; names: string } | null = null;
  /** The same translator, typed by the common words only: what this base class and the shared pieces use. */
  private get common(): Translator<CommonMessages> {
    return this.t as unknown as Translator<CommonMessages>;
  }

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
    private readonly botSet: BotSet<View, Event>,
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
    if (this.gameSource) return this.gameSource;
    const callbacks: GameSourceCallbacks = {
      onStart: (resumed) => this.started(resumed),
      onEntries: (entries, first, past) => this.moved(entries, first, past),
      onOver: (result) => this.events.over(this.overDetail(result), this.playerNames()),
      pauseFor: (entries, delay) => this.pauseFor(entries, delay),
      onError: (detail) => this.notices.recovered(detail),
      onChange: () => this.requestUpdate(),
    };
    return (this.gameSource = this.online ? this.createOnlineSource(callbacks, this.online) : this.createSource(callbacks));
  }

  /** Makes the source of an online game (online-source.ts): the room on `target.server`. */
  protected createOnlineSource(callbacks: GameSourceCallbacks, target: OnlineTarget): GameSource<Input, Event, View> {
    const name = namesAttribute(this.names)[0] || undefined;
    return onlineSource<Input, Event, View>({ ...target, game: this.definition.id, name, botDelay: this.botDelayMs }, callbacks);
  }

  /** Whether this table watches an online game rather than plays it (BiggieBills' moderator view). */
  protected watchesOnline(): boolean {
    return false;
  }

  /** Reads `server` and `room`; when they name another game than the source plays, the source is replaced. */
  private chooseSource(): void {
    const online = onlineTarget(this.server, this.room, this.watchesOnline());
    const key = online ? JSON.stringify(online) : '';
    if (key !== this.sourceKey) {
      this.gameSource?.stop();
      this.gameSource = null;
      this.sourceKey = key;
    }
    this.online = online;
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
      botDelay: () => this.currentBotDelay(),
    }, callbacks);
  }

  /**
   * `bot-delay` as it is now, read before each bot move, so a change applies to the next move
   * even while the table waits to draw (`FramePacer`); a bad value counts as the default, and its
   * notice shows at the next update.
   */
  private currentBotDelay(): number {
    try {
      return botDelayAttribute(this.botDelay);
    } catch {
      return botDelayAttribute(null);
    }
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
  /** Extra columns of the results table. */
  protected abstract resultColumns(view: View): ResultColumn[];
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

  /** Whose view this screen shows: the source's seat when it decides (online), else the hot seat's. */
  private screenSeat(): Seat | null {
    const fromSource = this.gameSource?.online?.seat();
    return fromSource === undefined ? this.hotSeat.screenSeat() : fromSource;
  }

  /** The seats people play: online, the room's people (on any device); offline, this screen's. */
  private peopleSeats(): Seat[] {
    const connected = this.gameSource?.online?.lobby()?.connected;
    if (!connected) return [...this.hotSeat.humans];
    return connected.flatMap((state, seat) => (state === null ? [] : [seat]));
  }

  /** Online, the seats whose person dropped out and whose seat is kept for them; offline none. */
  private awaySeats(): Seat[] {
    const lobby = this.gameSource?.online?.lobby();
    if (!lobby?.started) return [];
    return lobby.connected.flatMap((state, seat) => (state === false ? [seat] : []));
  }

  /** The names shown, seat by seat. */
  playerNames(): string[] {
    const fromSource = this.gameSource?.online?.names();
    if (fromSource) return fromSource;
    const { humans } = this.hotSeat;
    return displayNames(this.names, this.settings?.players ?? 0, humans, (s) => (humans.length === 1 ? this.common('you') : this.common('player', { n: s + 1 })));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.newGameOnConnect) this.gameSource?.resume();
    // A table never configured starts its game in its first update.
    else if (this.configured) this.configure(true);
    this.newGameOnConnect = false;
    this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.gameSource?.park();
  }

  /**
   * Only the moves of this page's bots may wait for the next frame to be drawn (`FramePacer`): any
   * other reason to update (a person's move, an attribute, a game server's news) draws at once.
   */
  override requestUpdate(...request: Parameters<ReactiveElement['requestUpdate']>): void {
    // Lit asks for the first update while the fields are not set yet: there is nothing to pace then.
    if (!this.gameSource?.botMoving?.()) this.pacer?.hurry();
    const [name] = request;
    if (typeof name === 'string' && this.configured && this.startsNewGame(name)) this.restartPending = true;
    super.requestUpdate(...request);
  }

  /** Whether a change of the property `name` starts a new game. */
  private startsNewGame(name: string): boolean {
    return [...GAME_PROPERTIES, ...this.gameProperties, ...this.optionAttributes.map((o) => o.property)].includes(name);
  }

  /** The language the table shows: its `lang`, else the closest ancestor's, else the page's. */
  private get language(): Language {
    return matchLanguage(this.lang || closestLang(this.parentElement ?? this) || document.documentElement.lang);
  }

  /**
   * Holds each update until the words of the table's language are loaded (other languages than
   * English load when a table first shows them: i18n.ts `loadLanguage`), so the table never shows
   * a moment of English before its language; until the shared pieces it may draw are defined
   * (`laterPieces`), so it never shows a game's end without its results or a shared screen without
   * its hand-over; then, when it only draws bots' moves and the table drew in this frame already,
   * until the next frame (`FramePacer`), and again until what the game came to meanwhile needs is in.
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const loading = this.loading();
    if (loading) return loading.then(() => this.scheduleUpdate());
    const turn = this.pacer.turn();
    return turn ? turn.then(() => this.loaded()).then(() => super.scheduleUpdate()) : super.scheduleUpdate();
  }

  /** The load of the words and pieces the coming update needs (`scheduleUpdate`), or null when they are at hand. */
  private loading(): Promise<unknown> | null {
    const words = loadLanguage(this.language, [commonMessages, ...this.messages]);
    const pieces = defineLater(this.laterPieces());
    return words && pieces ? Promise.all([words, pieces]) : words ?? pieces;
  }

  /** Resolves (at once when nothing is missing) once the words and pieces the coming update needs are at hand. */
  private loaded(): Promise<unknown> | void {
    return this.loading()?.then(() => this.loaded());
  }

  /**
   * The shared pieces that load when first needed (later-pieces.ts) that the coming update may
   * draw: the results when the game is over, or when the update starts a game that may resume a
   * finished one (a save under `persist-key`); the hand-over when several people may share this screen.
   */
  private laterPieces(): LaterPiece[] {
    const pieces: LaterPiece[] = [];
    if (this.gameSource?.result() || (this.restartPending && holdsSave(this.persistKey))) pieces.push('bluff-game-over');
    if (this.hotSeat.humans.length > 1 || mayShareScreen(this.humans)) pieces.push('bluff-handover');
    return pieces;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.t = this.translatorOf(this.language);
    const gameChanged = !this.configured || [...changed.keys()].some((p) => typeof p === 'string' && this.startsNewGame(p));
    this.restartPending = false;
    if (gameChanged && this.isConnected) {
      // A changed attribute starts over from its values: `seed="8"` gives seed 8's game even after
      // New game (which moves to the next seed) was pressed.
      this.gameNumber = 0;
      this.configure(false);
    } else if (changed.has('botDelay') && this.settings) this.botDelayMs = this.readBotDelay();
    if (changed.has('names')) this.notices.set('names', namesNotice(this.names));
    if (changed.has('room') || changed.has('server')) this.notices.set('room', unusedRoomNotice(this.server, this.room));
    this.provider.setValue(this.buildState());
  }

  /** The translator of `lang` (kept once every catalog it needs is loaded, as it then never changes). */
  private translatorOf(lang: Language): Translator<Words> {
    let t = this.translators.get(lang);
    if (!t) {
      const sources = [commonMessages, ...this.messages];
      t = translator<Words>(lang, ...sources);
      if (loadLanguage(lang, sources) === null) this.translators.set(lang, t);
    }
    return t;
  }

  /** The sentence of a public log entry in the table's words, capitalised, made once per entry (`sentences`). */
  private sentenceOf(entry: LogEntry, names: string[]): string {
    const key = names.join('\u0000');
    if (this.sentencesFor?.t !== this.t || this.sentencesFor.names !== key) {
      this.sentences = new WeakMap();
      this.sentencesFor = { t: this.t, names: key };
    }
    let text = this.sentences.get(entry);
    if (text === undefined) this.sentences.set(entry, (text = sentence(this.describe(entry, names, this.t))));
    return text;
  }

  /** Reads every attribute and starts (or resumes) the game; shows the error instead when one is bad. */
  private configure(fresh: boolean): void {
    this.configured = true;
    this.notices.clear();
    try {
      assertPiecesFit(this.constructor); // pieces from another copy of bluffhouse may not fit (piece-check.ts)
      this.chooseSource();
      const { definition, optionAttributes, defaultPlayers, gameNumber } = this;
      const settings = readSettings(this as unknown as Record<string, unknown>, {
        definition, optionAttributes, defaultPlayers, gameNumber, readHumans: (players) => this.readHumans(players),
      });
      this.hotSeat.reset(settings.humans);
      this.botDelayMs = this.readBotDelay();
      this.settings = settings;
      const playing = this.playSettings(settings);
      if (!playing) this.controller.stop();
      else if (fresh) this.controller.restart(playing);
      else this.controller.start(playing);
    } catch (error) {
      this.controller.stop();
      this.settings = null;
      this.notices.fail({ message: (error as Error).message, ...(error instanceof AttributeError ? { attribute: error.attribute } : {}) });
    }
  }

  /** `bot-delay`, or the default with a notice when the value is bad (the game runs on). */
  private readBotDelay(): number {
    return this.notices.value('bot-delay', () => botDelayAttribute(this.botDelay), botDelayAttribute(null));
  }

  private started(resumed: boolean): void {
    const { players, humans, level } = this.settings!;
    this.announcement = resumed ? this.common('resumed') : this.notices.lostSave ? this.common('savedGameLost') : '';
    // Online, the server decides the seats: this screen plays its own (none when watching).
    const own = this.online ? this.gameSource?.online?.seat() : undefined;
    const seats = own === undefined ? [...humans] : own === null ? [] : [own];
    this.events.started({ players: this.controller.view(null)?.players ?? players, names: this.playerNames(), humans: seats, bots: level, resumed });
  }

  /**
   * Reports log entries as `game-move` events; new moves (not `past`) are also announced in the live
   * region. `past` entries are those already in the log when a game starts or resumes.
   */
  private moved(entries: readonly LogEntry[], first: number, past: boolean): void {
    const names = this.playerNames();
    const texts = entries.map((entry) => this.sentenceOf(entry, names));
    if (!past) this.announce(texts);
    this.events.moved(entries, first, texts, names);
  }

  /** The live region's text after moves: their sentences, what this screen is asked now, the winner. */
  private announce(texts: readonly string[]): void {
    const view = this.controller.view(this.screenSeat());
    const names = this.playerNames();
    this.announcement = announcement(texts, view?.prompt ? this.describePrompt(view) : '', view?.result?.winners.map((s) => names[s]!) ?? [], this.common);
  }

  /**
   * Starts a new game with the same attributes (and a new deal). Off the page, the game starts
   * when the table is put (back) on one, so that its `game-start` and `game-move` reach the page.
   */
  newGame(): void {
    this.gameNumber++;
    if (!this.isConnected) {
      this.newGameOnConnect = true;
      return;
    }
    this.configure(true);
    this.requestUpdate();
  }

  private buildState(): TableState {
    return {
      view: this.settings ? this.controller.view(this.screenSeat()) : null,
      toAct: this.controller.toAct(),
      names: this.playerNames(),
      humans: this.peopleSeats(),
      away: this.awaySeats(),
      botAt: this.gameSource?.online?.lobby()?.botAt,
      t: this.common,
      describe: (entry) => this.sentenceOf(entry, this.playerNames()),
      send: (event) => this.sendMove(event as Event),
    };
  }

  /**
   * Sends a move through the one path of every move (send-path.ts): a person's from a piece, or the
   * table's own such as TIME_UP. A refused move changes nothing and fires `game-error` with the
   * verdict's code; nothing throws.
   */
  protected sendMove(event: Event, by: MoveMaker = 'person'): Verdict {
    const verdict = sendMove(this.controller, event, by, this.screenSeat());
    if (!verdict.ok) this.events.error({ code: verdict.code, message: verdict.reason });
    return verdict;
  }

  override render() {
    if (this.notices.error) return this.notices.renderError(this.common);
    const view = this.provider.value?.view as View | null | undefined;
    if (!view) return this.online ? onlinePart(this.gameSource, false) : nothing;
    const handover = this.gameSource?.online?.seat() === undefined ? this.hotSeat.handoverSeat() : null;
    const again = !this.online && this.offersNewGame(); // online, a new game is a new room: another link
    const names = this.playerNames().join('\u0000');
    // Should this update draw a piece `laterPieces` did not see coming, it shows once its module is in.
    void defineLater([...(view.result ? ['bluff-game-over' as const] : []), ...(handover !== null ? ['bluff-handover' as const] : [])]);
    return html`${this.notices.renderNotices(this.common)}${this.online ? onlinePart(this.gameSource, true) : nothing}
    <div class="table" part="table">
      <ul class="seats" part="seats" aria-label=${this.common('seats')}>
        ${Array.from({ length: view.players }, (_, s) => html`<li><bluff-seat .seat=${s} exportparts="seat">${this.seatDetails(view, s, names)}</bluff-seat></li>`)}
      </ul>
      ${view.result ? html`<bluff-game-over exportparts="game-over" .columns=${this.resultColumns(view)} .note=${this.resultNote(view)} .playAgain=${again} @bluff-play-again=${this.newGame}>${this.renderResultExtras(view)}</bluff-game-over>` : nothing}
      ${this.renderBoard(view)}
      ${handover !== null
        ? html`<bluff-handover exportparts="handover" .seat=${handover} @bluff-handover-confirm=${this.confirmHandover}></bluff-handover>`
        : this.renderControls(view)}
      <div class="footer" part="footer">
        ${this.renderFooterExtras(view)}
        <bluff-log exportparts="log"></bluff-log>
        ${again ? html`<button class="button" part="new-game" @click=${this.newGame}>${this.common('newGame')}</button>` : nothing}
      </div>
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    </div>`;
  }

  /** A seat's details, left as they are while their key (`seatDetailsKey`), the words and the names (`names`) stay the same. */
  private seatDetails(view: View, seat: Seat, names: string) {
    const key = this.seatDetailsKey(view, seat);
    return key === null ? this.renderSeatDetails(view, seat) : guard([this.t, names, key], () => this.renderSeatDetails(view, seat));
  }

  private confirmHandover(event: CustomEvent<{ seat: Seat }>): void {
    this.hotSeat.confirm(event.detail.seat);
  }
}
