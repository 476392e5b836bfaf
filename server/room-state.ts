/**
 * What a room tells each client (docs/online.md, "Messages"):
 * pure functions of the game's snapshot and the seats, so the room only decides when.
 */
import type { GameResult, GameView, Seat } from '../src/core/types.js';
import type { GameEntry } from '../src/games.js';
import type { StateMessage } from '../src/online/protocol.js';
import { botIn } from './grace.js';
import { connectedOf, type SeatHolder } from './seats.js';

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
  /** The seat that may start the game (the creator's role, server/host-role.ts), or null. */
  host?: Seat | null;
}

/**
 * What the `state` of every client says alike at one moment: worked out once for all the clients
 * a room tells (`timeLeft` and `botIn` read from the clock once, in ms).
 */
export interface SharedState {
  toAct: Seat[];
  result: GameResult | null;
  names: string[];
  connected: (boolean | null)[];
  botIn: (number | null)[];
  timeLeft: number | null;
}

/** The part of every client's `state` that is the same for all, now. */
export function sharedState({ game: { definition }, snapshot, seats, started, deadline }: RoomFacts): SharedState {
  const machineSnapshot = snapshot as never;
  const now = Date.now();
  return {
    toAct: started ? definition.toAct(machineSnapshot) : [],
    result: definition.result(machineSnapshot),
    names: seats.map((h, s) => h.name || `Player ${s + 1}`),
    connected: seats.map(connectedOf),
    botIn: botIn(seats, started, now),
    timeLeft: deadline === null ? null : Math.max(0, deadline - now),
  };
}

/**
 * The `state` for the client in `seat` (null: a spectator): that seat's view only, and the token
 * of that seat only (a spectator gets none). `shared` and `view` (`definition.view(snapshot, seat)`
 * once started, else null) may be passed in when worked out already for this snapshot.
 */
export function stateMessage(
  facts: RoomFacts,
  seat: Seat | null,
  shared: SharedState = sharedState(facts),
  view: GameView | null = facts.started ? facts.game.definition.view(facts.snapshot as never, seat) : null,
): StateMessage {
  const { seats, started, code, host = null } = facts;
  const holder = seat === null ? undefined : seats[seat];
  return {
    seat,
    view,
    toAct: shared.toAct,
    result: shared.result,
    names: shared.names,
    connected: shared.connected,
    botIn: shared.botIn,
    started,
    code,
    timeLeft: shared.timeLeft,
    host: seat !== null && seat === host,
    hostSeat: host,
    paused: false,
    devicesPerSeat: 1,
    members: seats.map((h) => (h.kind === 'person' && h.sessionId !== null ? [h.name] : [])),
    publicUrl: null,
    ...(holder?.kind === 'person' ? { token: holder.token } : {}),
  };
}
