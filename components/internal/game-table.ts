/**
 * The shared base of every game element: attributes, the game controller, hot-seat hand-over,
 * events, the context its pieces read, and the frame (seats, board, controls, log, results).
 * A game element supplies its definition, bots, option attributes, messages and board.
 */
import { ContextProvider } from '@lit/context';
import { css, html, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { readEvent } from '../../src/core/events.js';
import type { BotSet, GameDefinition, GameEvent, GameResult, GameView, LogEntry, Seat, Verdict } from '../../src/core/types.js';
import {
  AttributeError, BOT_NAMES, botDelayAttribute, botsAttribute, humansAttribute, integerAttribute, namesAttribute, namesNotice,
} from './attributes.js';
import { BluffElement } from './base-element.js';
import { tableContext, type TableState } from './context.js';
import { LocalGameController, type LocalGameSettings } from './game-controller.js';
import type { ResultColumn } from './game-over.js';
import { closestLang, commonMessages, matchLanguage, sentence, translator, type Catalog, type Language, type Translator } from './i18n.js';
import { assertPiecesFit } from './piece-check.js';
import { tokens } from './tokens.js';

/** A game option set by an attribute: the element property, its attribute and the input field. */
export interface OptionAttribute {
  property: string;
  attribute: string;
  field: string;
}

/** `detail` of `game-start`. */
export interface GameStartDetail {
  game: string;
  players: number;
  names: string[];
  humans: Seat[];
  bots: string;
  /**
   * True when a game in progress continues: restored from `persist-key` storage after a reload, or
   * the element was taken off the page and put back (it parks its game meanwhile).
   */
  resumed: boolean;
}

/**
 * `detail` of `game-move`: one public log entry (never a hidden card), with its description. Right
 * after each `game-start` (new or resumed) one `game-move` fires for every entry already in the log,
 * from index 0, so a listener always gets the whole log; then one for each new entry. After a
 * resume the earlier entries come again: `index` tells a repeat.
 */
export interface GameMoveDetail {
  game: string;
  /** Position of the entry in the game's log, from 0. */
  index: number;
  entry: LogEntry;
  text: string;
  names: string[];
}

/** `detail` of `game-over`: the GameResult plus the players' names. */
export interface GameOverDetail extends GameResult {
  game: string;
  names: string[];
}

/** `detail` of `game-error`. */
export interface GameErrorDetail {
  /** The attribute at fault, when an attribute is. */
  attribute?: string;
  /** A verdict code when a move was refused; `bad-save` when the persist-key save was invalid (a new game started). */
  code?: string;
  message: string;
}

/** Attributes that change the game itself: changing one starts a new game. */
const GAME_PROPERTIES = ['players', 'seed', 'bots', 'humans', 'persistKey'];

/**
 * What every game element shares: its attributes, events, CSS custom properties and parts. Each
 * game's element documents only what it adds or says differently (the manifest merges the two).
 *
 * @fires game-start - A game started or resumed. `detail`: `{ game, players, names, humans, bots, resumed }`; no seed (it would reveal the deal).
 * @fires game-move - One public log entry, for every entry from index 0 (those already in the log right after each `game-start`, then each new one). `detail`: `{ game, index, entry, text, names }`; never a face-down card.
 * @fires game-over - The game ended. `detail`: `{ winners, ranking, game, names }`: the engine's `GameResult` plus the game and the names, seat by seat. Also fired right after `game-start` when a finished game is resumed.
 * @fires game-error - A bad attribute, a refused move or an invalid saved game. `detail`: `{ message, attribute?, code? }`.
 *
 * @cssprop --bluff-felt - Table colour.
 * @cssprop --bluff-felt-text - Text on the table.
 * @cssprop --bluff-surface - Panels (results, hand-over, reveals).
 * @cssprop --bluff-text - Text on panels.
 * @cssprop --bluff-muted - Secondary text.
 * @cssprop --bluff-accent - Highlights: the seat asked, selected cards, primary buttons.
 * @cssprop --bluff-accent-text - Text on the accent colour.
 * @cssprop --bluff-danger - Challenges and bluff verdicts.
 * @cssprop --bluff-card-face - Card face colour.
 * @cssprop --bluff-card-black - Text on cards.
 * @cssprop --bluff-card-width - Width of a card in the hand.
 * @cssprop --bluff-font - Font family.
 * @cssprop --bluff-radius - Corner radius.
 * @cssprop --bluff-spacing - Base spacing unit.
 * @cssprop --bluff-motion-duration - Animation length (0ms when the visitor prefers reduced motion).
 * @cssprop --bluff-focus - Focus ring colour.
 * @cssprop --bluff-focus-halo - Outer focus ring colour.
 * @cssprop --bluff-log-height - Maximum height of the move log.
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
 * @csspart error - The message shown for a bad attribute or an invalid saved game.
 */
export abstract class GameTable<Input, Event extends GameEvent, View extends GameView> extends BluffElement {
  static override styles = [tokens, css`
    :host {
      display: block;
      container-type: inline-size;
      max-width: 100%;
      /*
       * Inherited by every piece: a word too long for its line (a name that is one long word, in a
       * seat, a claim, the log or the results) breaks where it must instead of widening the table.
       * Words that fit never break.
       */
      overflow-wrap: anywhere;
    }
    .table {
      display: grid;
      /* One column never wider than the table, whatever its content (a name that is one long word…). */
      grid-template-columns: minmax(0, 1fr);
      gap: calc(var(--_space) * 1.5);
      padding: calc(var(--_space) * 1.5);
      border-radius: calc(var(--_radius) * 1.5);
      background: radial-gradient(ellipse at 50% 40%, rgb(255 255 255 / 0.1), transparent 70%), var(--_felt);
      color: var(--_felt-text);
      min-width: 0;
    }
    .seats {
      display: grid;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5em), 1fr));
      gap: var(--_space);
      margin: 0;
      padding: 0;
      list-style: none;
    }
    .footer {
      display: grid;
      gap: var(--_space);
      padding: var(--_space);
      border-radius: var(--_radius);
      background: rgb(0 0 0 / 0.2);
    }
    .footer .button { justify-self: start; min-height: 36px; }
    .error {
      padding: calc(var(--_space) * 2);
      border: 2px solid var(--_danger);
      border-radius: var(--_radius);
      background: var(--_surface);
      color: var(--_text);
    }
    .error p { margin: 4px 0 0; }
    .notice { margin-bottom: var(--_space); }
    @container (min-width: 760px) {
      .table {
        grid-template-columns: minmax(0, 1fr) 16em;
        align-items: start;
      }
      .table > * { grid-column: 1; }
      .table > .footer { grid-column: 2; grid-row: 1 / span 6; }
    }
  `];

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
  /** Language: `en` or `zh-CN`; default from the closest `lang` attribute. */
  @property() override lang = '';

  /** A bad attribute that stops the game (the table shows only the message). */
  @state() private error: GameErrorDetail | null = null;
  /** A bad attribute the game can run without (shown above the table until corrected). */
  /** The saved game could not be restored, so this game is a new one (said above the table until the next game). */
  @state() private savedGameLost = false;
  /** Bad attributes the game runs without (shown above the table until corrected), by attribute. */
  @state() private notices: Readonly<Record<string, GameErrorDetail>> = {};
  @state() private confirmedSeat: Seat | null = null;
  @state() private announcement = '';

  private readonly provider = new ContextProvider(this, { context: tableContext });

  protected readonly controller: LocalGameController<Input, Event, View>;
  private settings: LocalGameSettings<Input, View, Event> | null = null;
  private humanSeats: Seat[] = [0];
  private level = 'normal';
  private gameNumber = 0;
  private configured = false;
  protected t: Translator = translator('en', commonMessages);

  /** Option attributes of this game (kebab-case attribute → camelCase input field). */
  protected abstract readonly optionAttributes: readonly OptionAttribute[];
  /** Other properties of this game whose change starts a new game (besides the shared ones and the options). */
  protected readonly gameProperties: readonly string[] = [];
  /** Players when the attribute is absent. */
  protected abstract readonly defaultPlayers: number;
  /** Messages of this game, per language (common ones are built in). */
  protected abstract readonly messages: Record<Language, Catalog>[];

  constructor(
    protected readonly definition: GameDefinition<Input, Event, View>,
    private readonly botSet: BotSet<View, Event>,
  ) {
    super();
    this.controller = new LocalGameController(this, definition, {
      onStart: (resumed) => this.started(resumed),
      onEntries: (entries, first, past) => this.moved(entries, first, past),
      onOver: (result) => this.emit<GameOverDetail>('game-over', { ...this.overDetail(result), game: definition.id, names: this.playerNames() }),
      pauseFor: (entries, delay) => this.pauseFor(entries, delay),
      onError: (detail) => {
        this.savedGameLost = detail.code === 'bad-save';
        this.emit<GameErrorDetail>('game-error', detail);
      },
    });
  }

  /** One sentence for a public log entry. */
  protected abstract describe(entry: LogEntry, names: string[], t: Translator): string;
  /** The middle of the table: pile, claims, reveals… */
  protected abstract renderBoard(view: View): TemplateResult | typeof nothing;
  /** This screen's controls: hand and actions. */
  protected abstract renderControls(view: View): TemplateResult | typeof nothing;
  /** Game-specific facts shown in a seat. */
  protected abstract renderSeatDetails(view: View, seat: Seat): TemplateResult | typeof nothing;
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
  /** The `detail` of `game-over`, from the engine's result (a game may add facts such as how it was won). */
  protected overDetail(result: GameResult): GameResult {
    return result;
  }

  /** The names shown, seat by seat. */
  playerNames(): string[] {
    const given = namesAttribute(this.names);
    const players = this.settings ? this.playerCount() : 0;
    return Array.from({ length: players }, (_, s) => {
      if (given[s]) return given[s]!;
      if (!this.humanSeats.includes(s)) return BOT_NAMES[s % BOT_NAMES.length]!;
      return this.humanSeats.length === 1 ? this.t('you') : this.t('player', { n: s + 1 });
    });
  }

  private playerCount(): number {
    return (this.settings!.input as { players: number }).players;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.requestUpdate();
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    this.t = translator(matchLanguage(this.lang || closestLang(this.parentElement ?? this) || document.documentElement.lang), commonMessages, ...this.messages);
    const gameChanged = !this.configured
      || [...GAME_PROPERTIES, ...this.gameProperties, ...this.optionAttributes.map((o) => o.property)].some((p) => changed.has(p));
    if (gameChanged && this.isConnected) {
      // A changed attribute starts over from its values: `seed="8"` gives seed 8's game even after
      // New game (which moves to the next seed) was pressed.
      this.gameNumber = 0;
      this.configure(false);
    } else if (changed.has('botDelay') && this.settings) this.settings.botDelay = this.readBotDelay();
    if (changed.has('names')) this.setNotice('names', namesNotice(this.names));
    this.provider.setValue(this.buildState());
  }

  /** Reads every attribute and starts (or resumes) the game; shows the error instead when one is bad. */
  private configure(fresh: boolean): void {
    this.configured = true;
    this.savedGameLost = false;
    try {
      assertPiecesFit(this.constructor); // pieces from another copy of bluffhouse may not fit (piece-check.ts)
      const settings = this.readSettings();
      this.error = null;
      this.confirmedSeat = null;
      this.settings = settings;
      if (fresh) this.controller.restart(settings);
      else this.controller.start(settings);
    } catch (error) {
      this.controller.stop();
      this.settings = null;
      const detail: GameErrorDetail = { message: (error as Error).message };
      if (error instanceof AttributeError) detail.attribute = error.attribute;
      this.error = detail;
      this.emit<GameErrorDetail>('game-error', detail);
    }
  }

  /** `bot-delay`, or the default with a notice when the value is bad (the game runs on). */
  private readBotDelay(): number {
    try {
      const delay = botDelayAttribute(this.botDelay);
      this.setNotice('bot-delay', null);
      return delay;
    } catch (error) {
      this.setNotice('bot-delay', (error as Error).message);
      return botDelayAttribute(null);
    }
  }

  /** Shows (and reports with `game-error`) or clears the notice for `attribute`. */
  private setNotice(attribute: string, message: string | null): void {
    const { [attribute]: current, ...others } = this.notices;
    if (message === null) {
      if (current) this.notices = others;
      return;
    }
    const detail: GameErrorDetail = { attribute, message };
    this.notices = { ...others, [attribute]: detail };
    this.emit<GameErrorDetail>('game-error', detail);
  }

  /** Attribute values → controller settings. @throws AttributeError naming the attribute. */
  private readSettings(): LocalGameSettings<Input, View, Event> {
    const players = integerAttribute('players', this.players) ?? this.defaultPlayers;
    const seedAttribute = integerAttribute('seed', this.seed);
    const level = botsAttribute(this.bots);
    const humans = this.readHumans(players);
    const baseSeed = seedAttribute ?? Math.floor(Math.random() * 2 ** 31);
    // Play again moves to the next seed, away from the end of the safe range.
    const seed = Number.isSafeInteger(baseSeed + this.gameNumber) ? baseSeed + this.gameNumber : baseSeed - this.gameNumber;
    const raw: Record<string, unknown> = { players, seed };
    for (const option of this.optionAttributes) {
      const value = integerAttribute(option.attribute, (this as unknown as Record<string, unknown>)[option.property]);
      if (value !== undefined) raw[option.field] = value;
    }
    let input: Input;
    try {
      input = this.definition.parseInput(raw);
    } catch (error) {
      const message = (error as Error).message;
      const option = this.optionAttributes.find((o) => message.startsWith(o.field));
      const attribute = option?.attribute ?? (message.startsWith('players') ? 'players' : 'seed');
      // Name the attributes, not the input fields ("target must be greater than starting-cash…").
      throw new AttributeError(attribute, this.optionAttributes.reduce((text, o) => text.replaceAll(o.field, o.attribute), message));
    }
    this.humanSeats = humans;
    this.level = level;
    const { seed: _omit, ...options } = raw;
    const configKey = JSON.stringify({ game: this.definition.id, options, seed: seedAttribute ?? null, humans, level });
    return {
      input,
      seatBots: Array.from({ length: players }, (_, s) => (humans.includes(s) ? null : this.botSet[level])),
      botDelay: this.readBotDelay(),
      botSeed: seed ^ 0x5eed,
      persistKey: this.persistKey?.trim() || null,
      configKey,
    };
  }

  private started(resumed: boolean): void {
    this.announcement = resumed ? this.t('resumed') : this.savedGameLost ? this.t('savedGameLost') : '';
    this.emit<GameStartDetail>('game-start', {
      game: this.definition.id,
      players: this.playerCount(),
      names: this.playerNames(),
      humans: this.humanSeats,
      bots: this.level,
      resumed,
    });
  }

  /**
   * Reports log entries as `game-move` events; new moves (not `past`) are also announced in the live
   * region. `past` entries are those already in the log when a game starts or resumes.
   */
  private moved(entries: readonly LogEntry[], first: number, past: boolean): void {
    const names = this.playerNames();
    const texts = entries.map((entry) => sentence(this.describe(entry, names, this.t)));
    if (!past) this.announce(texts);
    entries.forEach((entry, i) => {
      // A copy: a listener that changes the detail must not change the game.
      this.emit<GameMoveDetail>('game-move', { game: this.definition.id, index: first + i, entry: structuredClone(entry), text: texts[i]!, names });
    });
  }

  /** The live region's text after a move: its sentences, what this screen is asked now, the winner. */
  private announce(texts: readonly string[]): void {
    const names = this.playerNames();
    const view = this.controller.view(this.screenSeat());
    const prompt = view?.prompt ? this.describePrompt(view) : '';
    const winners = view?.result?.winners.map((s) => names[s]!) ?? [];
    const over = winners.length === 0 ? ''
      : winners.length === 1 ? this.t('announceOver', { name: winners[0]! }) : this.t('announceShared', { names: winners.join(this.t('listSep')) });
    this.announcement = [...texts, prompt, over].filter(Boolean).join(' ');
  }

  /** Starts a new game with the same attributes (and a new deal). */
  newGame(): void {
    this.gameNumber++;
    this.configure(true);
    this.requestUpdate();
  }

  /** The seat a person must take the device for (hot-seat), or null. */
  private handoverSeat(): Seat | null {
    if (this.humanSeats.length < 2 || this.controller.result()) return null;
    const asked = this.controller.toAct().find((s) => this.humanSeats.includes(s));
    return asked !== undefined && asked !== this.confirmedSeat ? asked : null;
  }

  /** Whose view this screen shows: the one person, the confirmed hot-seat person, or a spectator. */
  private screenSeat(): Seat | null {
    if (this.humanSeats.length === 1) return this.humanSeats[0]!;
    if (this.humanSeats.length === 0 || this.controller.result()) return null;
    const asked = this.controller.toAct().find((s) => this.humanSeats.includes(s));
    return asked !== undefined && asked === this.confirmedSeat ? asked : null;
  }

  private buildState(): TableState {
    return {
      view: this.settings ? this.controller.view(this.screenSeat()) : null,
      toAct: this.controller.toAct(),
      names: this.playerNames(),
      humans: this.humanSeats,
      t: this.t,
      describe: (entry) => sentence(this.describe(entry, this.playerNames(), this.t)),
      send: (event) => this.sendMove(event as Event),
    };
  }

  /** Sends this screen's move; a refused move shows no crash, only a `game-error`. */
  private sendMove(event: Event): Verdict {
    const seat = this.screenSeat();
    // Read once into a plain copy: a getter or Proxy cannot throw here or change after the check.
    const read = readEvent(event);
    const verdict: Verdict = 'refusal' in read ? read.refusal
      : seat === null || read.event.seat !== seat
        ? { ok: false, code: 'not-your-seat', reason: 'This screen cannot move for that seat.' }
        : this.controller.send(read.event as Event);
    if (!verdict.ok) this.emit<GameErrorDetail>('game-error', { code: verdict.code, message: verdict.reason });
    return verdict;
  }

  override render() {
    if (this.error) {
      return html`<div class="error" part="error" role="alert"><strong>${this.t('errorTitle')}</strong><p>${this.error.message}</p></div>`;
    }
    const view = this.provider.value?.view as View | null | undefined;
    if (!view) return nothing;
    const handover = this.handoverSeat();
    return html`${Object.values(this.notices).map((notice) => html`<div class="error notice" part="error" role="alert">${notice.message}</div>`)}
    ${this.savedGameLost ? html`<div class="error notice" part="error" role="status">${this.t('savedGameLost')}</div>` : nothing}
    <div class="table" part="table">
      <ul class="seats" part="seats" aria-label=${this.t('seats')}>
        ${Array.from({ length: view.players }, (_, s) => html`<li><bluff-seat .seat=${s} exportparts="seat">${this.renderSeatDetails(view, s)}</bluff-seat></li>`)}
      </ul>
      ${view.result ? html`<bluff-game-over exportparts="game-over" .columns=${this.resultColumns(view)} .note=${this.resultNote(view)} .playAgain=${this.offersNewGame()} @bluff-play-again=${this.newGame}>${this.renderResultExtras(view)}</bluff-game-over>` : nothing}
      ${this.renderBoard(view)}
      ${handover !== null
        ? html`<bluff-handover exportparts="handover" .seat=${handover} @bluff-handover-confirm=${this.confirmHandover}></bluff-handover>`
        : this.renderControls(view)}
      <div class="footer" part="footer">
        ${this.renderFooterExtras(view)}
        <bluff-log exportparts="log"></bluff-log>
        ${this.offersNewGame() ? html`<button class="button" part="new-game" @click=${this.newGame}>${this.t('newGame')}</button>` : nothing}
      </div>
      <div class="sr-only" role="status" aria-live="polite" aria-atomic="true">${this.announcement}</div>
    </div>`;
  }

  private confirmHandover(event: CustomEvent<{ seat: Seat }>): void {
    this.confirmedSeat = event.detail.seat;
  }

  private hadFocus = false;
  private wasOver = false;

  protected override update(changed: PropertyValues): void {
    this.hadFocus = this.matches(':focus-within');
    super.update(changed);
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // When the control a person used disappears (their move is done), keep keyboard users in the
    // game: move focus to the next place to act instead of leaving it on the page body.
    // Pieces render after the table, so look once they have.
    const over = this.controller.result() !== null;
    const justEnded = over && !this.wasOver;
    this.wasOver = over;
    if (this.hadFocus) {
      setTimeout(() => {
        const active = document.activeElement;
        const lost = !this.matches(':focus-within') && (!active || active === document.body);
        if (justEnded && this.matches(':focus-within')) this.renderRoot.querySelector<HTMLElement>('bluff-game-over')?.focus();
        else if (lost) this.renderRoot.querySelector<HTMLElement>('bluff-game-over, bluff-handover, [data-controls], [part="new-game"]')?.focus();
      });
    }
  }
}

declare global {
  interface HTMLElementEventMap {
    'game-start': CustomEvent<GameStartDetail>;
    'game-move': CustomEvent<GameMoveDetail>;
    'game-over': CustomEvent<GameOverDetail>;
    'game-error': CustomEvent<GameErrorDetail>;
  }
}
