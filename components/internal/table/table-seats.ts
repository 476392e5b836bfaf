/**
 * The seats of a table's screen and their names (docs/architecture.md, "The elements"): online,
 * the source's online part decides (the seat the server gave this client, the room's people and
 * names); offline, the table does, from its `humans` and `names` attributes, and when several
 * people share the screen no private view shows until the person the game asks has confirmed they
 * hold the device (the hot-seat hand-over).
 */
import type { ReactiveControllerHost } from 'lit';
import type { GameEvent, GameView, Seat } from '../../../src/core/types.js';
import type { TableState } from '../element/context.js';
import type { CommonMessages, Translator } from '../words/i18n.js';
import { displayNames } from './attributes.js';
import type { OnlinePart } from './game-source.js';
import type { SourceChoice } from './source-choice.js';

export class TableSeats {
  /** Seats people play on this screen (the table's `humans`). */
  humans: readonly Seat[] = [0];
  /** The person who confirmed the last hand-over, or null. */
  private confirmed: Seat | null = null;

  /** @param host the table, which redraws when the seat shown changes. */
  constructor(private readonly sources: SourceChoice<unknown, GameEvent, GameView>, private readonly host: ReactiveControllerHost) {}

  /** The source's online part, when it has one (and a source is made). */
  private get online(): OnlinePart | undefined {
    return this.sources.made?.online;
  }

  /** A new game (or new settings): seats `humans` play here, and nobody has confirmed yet. */
  reset(humans: readonly Seat[]): void {
    this.humans = humans;
    this.confirmed = null;
  }

  /** The person in `seat` has the device. */
  confirm(seat: Seat): void {
    this.confirmed = seat;
    this.host.requestUpdate();
  }

  /** The seat a person must take the device for before their view shows, or null (also where the source decides the seat). */
  handoverSeat(): Seat | null {
    if (this.online?.seat() !== undefined || this.humans.length < 2 || this.sources.current.result()) return null;
    const asked = this.askedPerson();
    return asked !== undefined && asked !== this.confirmed ? asked : null;
  }

  /**
   * Whose view this screen shows: the source's seat when it decides (online); else the one
   * person, the confirmed hot-seat person, or null (a spectator).
   */
  screenSeat(): Seat | null {
    const own = this.online?.seat();
    if (own !== undefined) return own;
    if (this.humans.length === 1) return this.humans[0]!;
    if (this.humans.length === 0 || this.sources.current.result()) return null;
    const asked = this.askedPerson();
    return asked !== undefined && asked === this.confirmed ? asked : null;
  }

  /**
   * What the table's pieces read of the seats (context.ts): the seats people play (online, the
   * room's people on any device; offline, this screen's); online, the seats whose person dropped
   * out and is awaited (`away`), and per seat when a bot takes such a seat over (`botAt`, epoch
   * ms, or null).
   */
  state(): Pick<TableState, 'humans' | 'away' | 'botAt'> {
    const lobby = this.online?.lobby();
    const connected = lobby?.connected;
    return {
      humans: connected ? connected.flatMap((state, seat) => (state === null ? [] : [seat])) : [...this.humans],
      away: lobby?.started ? lobby.connected.flatMap((state, seat) => (state === false ? [seat] : [])) : [],
      botAt: lobby?.botAt,
    };
  }

  /**
   * The seats this screen plays, for `game-start`: when the table plays online (`server`), the
   * server's seat for this client (none when watching) once it is known; else the table's people.
   */
  playing(): Seat[] {
    const own = this.sources.online ? this.online?.seat() : undefined;
    return own === undefined ? [...this.humans] : own === null ? [] : [own];
  }

  /**
   * The names shown, seat by seat: the source's (online); else the `names` attribute, with "You"
   * for the one person on this screen or "Player 2" when several share it, and a bot's name for a
   * bot's seat.
   */
  names(attribute: unknown, players: number, t: Translator<CommonMessages>): string[] {
    return this.online?.names() ?? displayNames(attribute, players, this.humans, (s) => (this.humans.length === 1 ? t('you') : t('player', { n: s + 1 })));
  }

  /** The first seat the game asks that a person on this screen plays. */
  private askedPerson(): Seat | undefined {
    return this.sources.current.toAct().find((s) => this.humans.includes(s));
  }
}
