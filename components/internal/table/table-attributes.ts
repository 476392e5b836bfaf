/**
 * The public face every table shares (docs/architecture.md, "Documentation comes from the code"):
 * its attributes, and the events, CSS custom properties and parts `GameTable` fires and draws,
 * documented here once for the manifest (custom-elements.json). Only `GameTable` extends it.
 */
import { property } from 'lit/decorators.js';
import type { BOT_LEVELS } from '../../../src/core/players.js';
import { BluffElement } from '../element/base-element.js';
import type { SaveStorage } from './game-controller.js';

/**
 * What every game element shares: its attributes, events, CSS custom properties and parts. Each
 * game's element documents only what it adds or says differently (the manifest merges the two).
 *
 * @fires {CustomEvent<{ game: string; players: number; names: string[]; humans: number[]; bots: string; resumed: boolean }>} game-start - A game started or resumed (`resumed`: restored from `persist-key`, or the element came back to the page). No seed: it would reveal the deal.
 * @fires {CustomEvent<{ game: string; index: number; entry: { type: string }; text: string; names: string[] }>} game-move - One public log entry, for every entry from index 0 (those already in the log right after each `game-start`, then each new one); never a face-down card.
 * @fires {CustomEvent<{ winners: number[]; ranking: number[][]; scores?: number[]; game: string; names: string[] }>} game-over - The game ended: the engine's `GameResult` plus the game and the names, seat by seat. Also fired right after `game-start` when a finished game is resumed.
 * @fires {CustomEvent<{ message: string; attribute?: string; code?: string }>} game-error - A bad attribute (`attribute`), a refused move (`code`: the verdict's, also the game server's), an invalid saved game or the saves' code not loaded (`code`: `bad-save`), the bots' code not loaded (`bots-unavailable`: tried again, shown until a bot moves), or online: `room-not-found`, `room-full`, `game-over`, `wrong-game`, `room-gone`, `server-unreachable`, `connection-lost` (shown while reconnecting), `room-waiting` (a spectator's room is not back on the server yet: still trying), `seat-taken` (another tab or device of the person took the seat back: the table stops), `seat-released` (the host gave the seat to another device or a bot: the table forgets its ticket and watches), `seat-full` (the `seat` asked has as many devices as it may), `server-error`; `wrong-game`'s message names the code's game.
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
 * @csspart notice - The notice that stays in view while the game runs: paused by the host, connection lost, your turn.
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
 * @csspart host-screen - Online, a seatless host's screen before the start: the join code, QR code, address, teams, settings and Start.
 * @csspart host-bar - Online, a seatless host's bar during and after the game: pause, end now, the time left, the teams, Play again.
 */
export abstract class TableAttributes extends BluffElement {
  /** Number of players (seats). */
  @property() players?: string | number;
  /** Seed of the deal; random when absent. The same seed and moves give the same game. */
  @property() seed?: string | number;
  /** Bot difficulty for every seat no person plays: `easy`, `normal` (default) or `hard`. */
  @property() bots?: (typeof BOT_LEVELS)[number];
  /** Seats people play here: "0" (default), "0,2" for hot-seat, "none" for bots only, "all". */
  @property() humans?: string;
  /** Comma-separated player names, seat by seat. */
  @property() names?: string;
  /** Pause before each bot move, in ms (default 700; 0 in tests). */
  @property({ attribute: 'bot-delay' }) botDelay?: string | number;
  /**
   * Save the game under this key after every move and resume it on reload. The save is the game's
   * record (its options, seed and moves), replayed through the rules at the next start.
   */
  @property({ attribute: 'persist-key' }) persistKey?: string;
  /**
   * Where `persist-key` saves go (a property, no attribute): any object with `getItem`, `setItem`
   * and `removeItem` as localStorage has them (sessionStorage, or a SCORM package's LMS store);
   * absent, localStorage. Read when a game starts.
   */
  @property({ attribute: false }) persistStorage?: SaveStorage;
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
  /**
   * With `server`: host the room without playing a seat (a class's projector). With `room="new"`
   * the table creates the room as its host (every seat waits for people, who join by the code);
   * with a join code it takes back the host ticket this browser keeps for that room (a reload,
   * another tab), else it watches. A bad use shows the element's message and fires `game-error`.
   */
  @property({ type: Boolean }) host = false;
  /**
   * With `server` and a join code: the seat to join, 0-based (a team of several devices); refused
   * `seat-full` when that seat has as many devices as the room allows. Absent: the next seat with room.
   */
  @property() seat?: string | number;
  /**
   * With `server`, for a room this table creates: how many devices may join one seat, 1 (default)
   * to 6 (a team playing from several phones; each sees the seat's hand).
   */
  @property({ attribute: 'devices-per-seat' }) devicesPerSeat?: string | number;
  /**
   * Online: the page phones open to join this table's room (relative to this page); the table adds
   * `room=<code>`. Absent: this page's address with `room=<code>` and without `host`, `view`,
   * `spectator` and `names`; on a page opened on localhost, the game server's `publicUrl` origin.
   */
  @property({ attribute: 'join-url' }) joinUrl?: string;
  /** Language: `en` or `zh-CN`; default from the closest `lang` attribute. */
  @property() override lang = '';
}
