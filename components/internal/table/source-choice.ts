/**
 * Which game source a table shows (docs/architecture.md, "Where views come from"): made when first
 * needed, for the online game the `server` and `room` attributes name (online-settings.ts) or for
 * the page; replaced when they name another game.
 */
import type { GameEvent, GameView } from '../../../src/core/types.js';
import { onlineTarget, type OnlineAttributes, type OnlineTarget } from '../online/online-settings.js';
import type { GameSource } from './game-source.js';

export class SourceChoice<Input, Event extends GameEvent, View extends GameView> {
  /** The online game the source plays (null: offline). */
  online: OnlineTarget | null = null;
  /** Names `online`: a change replaces the source. */
  private key = '';
  /** The source, or null while none is made. */
  made: GameSource<Input, Event, View> | null = null;

  /** @param make makes the source of `online` (the table's `createOnlineSource`) or of the page (`createSource`). */
  constructor(private readonly make: (online: OnlineTarget | null) => GameSource<Input, Event, View>) {}

  /** The source, made now when there is none. */
  get current(): GameSource<Input, Event, View> {
    return (this.made ??= this.make(this.online));
  }

  /**
   * Reads the table's `server`, `room`, `host`, `seat` and `devices-per-seat` (`spectator`: the table watches a room rather than
   * plays in it); when they name another game than the source plays, that source stops and the
   * next is made when needed.
   * @throws AttributeError naming the attribute at fault (online-settings.ts).
   */
  choose(table: OnlineAttributes, spectator: boolean): void {
    const online = onlineTarget(table, spectator);
    const key = online ? JSON.stringify(online) : '';
    if (key !== this.key) {
      this.made?.stop();
      this.made = null;
      this.key = key;
    }
    this.online = online;
  }
}
