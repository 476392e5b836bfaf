/**
 * What a room tells each client, and which seat a bot moves for (docs/online.md, "Messages"):
 * pure functions of the game's snapshot and the seats, so the room only decides when.
 */
import type { Seat } from '../src/core/types.js';
import type { GameEntry } from '../src/games.js';
import type { StateMessage } from '../src/online/protocol.js';
import { botMovesFor, connectedOf, type SeatHolder } from './seats.js';

/** A room's game as these functions read it. */
export interface RoomFacts {
  game: GameEntry;
  /** The actor's current snapshot. */
  snapshot: unknown;
  seats: readonly SeatHolder[];
  started: boolean;
  code: string;
  /** When a timed game ends (epoch ms), or null. */
  deadline: number | null;
}

/**
 * The `state` for the client in `seat` (null: a spectator): that seat's view only, and the token
 * of that seat only (a spectator gets none).
 */
export function stateMessage({ game: { definition }, snapshot, seats, started, code, deadline }: RoomFacts, seat: Seat | null): StateMessage {
  const holder = seat === null ? undefined : seats[seat];
  const machineSnapshot = snapshot as never;
  return {
    seat,
    view: started ? definition.view(machineSnapshot, seat) : null,
    toAct: started ? definition.toAct(machineSnapshot) : [],
    result: definition.result(machineSnapshot),
    names: seats.map((h, s) => h.name || `Player ${s + 1}`),
    connected: seats.map(connectedOf),
    started,
    code,
    timeLeft: deadline === null ? null : Math.max(0, deadline - Date.now()),
    ...(holder?.kind === 'person' ? { token: holder.token } : {}),
  };
}

/** The seat a bot moves for now (a bot's, or a person's a bot took over), or undefined. */
export function botSeat({ game: { definition }, snapshot, seats, started }: RoomFacts): Seat | undefined {
  if (!started || definition.result(snapshot as never)) return undefined;
  return definition.toAct(snapshot as never).find((s) => seats[s] !== undefined && botMovesFor(seats[s]));
}
