/**
 * Which seat one screen shows, and the hot-seat hand-over: when several people share a screen, no
 * private view is shown until the person the game asks has confirmed they hold the device
 * (docs/architecture.md, "The elements").
 */
import type { GameResult, Seat } from '../../../src/core/types.js';

/** What the hot seat reads of the game (a `GameSource`). */
interface Asked {
  toAct(): Seat[];
  result(): GameResult | null;
}

export class HotSeat {
  /** Seats people play on this screen. */
  humans: readonly Seat[] = [0];
  /** The person who confirmed the last hand-over, or null. */
  private confirmed: Seat | null = null;

  /** @param changed called when the seat shown changes (the host redraws). */
  constructor(private readonly game: Asked, private readonly changed: () => void) {}

  /** A new game (or new settings): seats `humans` play, and nobody has confirmed yet. */
  reset(humans: readonly Seat[]): void {
    this.humans = humans;
    this.confirmed = null;
  }

  /** The person in `seat` has the device. */
  confirm(seat: Seat): void {
    this.confirmed = seat;
    this.changed();
  }

  /** The seat a person must take the device for before their view shows, or null. */
  handoverSeat(): Seat | null {
    if (this.humans.length < 2 || this.game.result()) return null;
    const asked = this.askedPerson();
    return asked !== undefined && asked !== this.confirmed ? asked : null;
  }

  /** Whose view this screen shows: the one person, the confirmed hot-seat person, or null (a spectator). */
  screenSeat(): Seat | null {
    if (this.humans.length === 1) return this.humans[0]!;
    if (this.humans.length === 0 || this.game.result()) return null;
    const asked = this.askedPerson();
    return asked !== undefined && asked === this.confirmed ? asked : null;
  }

  private askedPerson(): Seat | undefined {
    return this.game.toAct().find((s) => this.humans.includes(s));
  }
}
