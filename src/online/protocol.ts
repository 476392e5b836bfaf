/**
 * The messages of online play (docs/online.md), shared by the game server (server/) and the
 * tables' online game source (components/internal/remote-source.ts). Types only.
 */
import type { GameResult, GameView, Seat } from '../core/types.js';

/** Server → client `state`: after joining, after every change, and on `sync`. */
export interface StateMessage<View extends GameView = GameView> {
  /** The client's seat; null for a spectator. */
  seat: Seat | null;
  /** What that seat may know, `definition.view(snapshot, seat)`; null until the game starts. */
  view: View | null;
  /** The seats the game waits for. */
  toAct: Seat[];
  result: GameResult | null;
  /** The name of each seat. */
  names: string[];
  /** Per seat: a person is connected (true), a person's seat is empty or left (false), a bot (null). */
  connected: (boolean | null)[];
  /** Whether the game has started (every person's seat taken, or the creator sent `start`). */
  started: boolean;
  /** The join code (the room id). */
  code: string;
}

/** Server → client `refused`: why a move or a request was refused, sent to that client only. */
export interface RefusedMessage {
  code: string;
  reason: string;
}
