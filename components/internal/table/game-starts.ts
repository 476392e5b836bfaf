/**
 * When a table starts a game (docs/architecture.md, "The elements"): its first update; an update
 * after a property that changes the game itself changed (then from the attributes' values again);
 * `newGame()` (the next deal), which off the page waits until the table is back on one.
 */
import type { PropertyValues } from 'lit';

/** Properties of every table whose change starts a new game. */
const GAME_PROPERTIES = ['players', 'seed', 'bots', 'humans', 'persistKey', 'server', 'room', 'host', 'seat', 'devicesPerSeat'];

export class GameStarts {
  /** Whether the table read its attributes (its first update does). */
  configured = false;
  /** Whether the next update may start a game: its first, or one after a property of `starts` changed. */
  pending = true;
  /** Games started with New game since the attributes last changed (the deal moves on by as many seeds). */
  number = 0;
  /** `newGame()` was called off the page: the new game starts when the table is back on one. */
  private later = false;

  /** @param own the game's own properties whose change starts a new game (its options and more). */
  constructor(private readonly own: () => readonly string[]) {}

  /** Whether a change of the property `name` starts a new game. */
  starts(name: PropertyKey | undefined): boolean {
    return typeof name === 'string' && (GAME_PROPERTIES.includes(name) || this.own().includes(name));
  }

  /** The property `name` was set (`requestUpdate`): after the first game, a change that starts one makes the next update `pending`. */
  changed(name: PropertyKey | undefined): void {
    if (this.configured && this.starts(name)) this.pending = true;
  }

  /**
   * An update begins (`willUpdate`, `changed` its changed properties): whether it starts a game
   * from the attributes, on the page (`connected`), New game's count starting over.
   */
  update(changed: PropertyValues, connected: boolean): boolean {
    const game = (!this.configured || [...changed.keys()].some((p) => this.starts(p))) && connected;
    this.pending = false;
    if (game) this.number = 0;
    return game;
  }

  /** `newGame()`: the next deal; whether it starts now (on the page) rather than when the table is back on one. */
  next(connected: boolean): boolean {
    this.number++;
    this.later = !connected;
    return connected;
  }

  /** The table is back on a page: whether `newGame()` was called meanwhile (its game starts now), else the parked game resumes. */
  back(): boolean {
    const fresh = this.later;
    this.later = false;
    return fresh;
  }
}
