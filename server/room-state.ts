/**
 * What a room tells each client (docs/online.md, "Messages"):
 * pure functions of the game's snapshot and the seats, so the room only decides when.
 */
import type { GameEntry, GameResult, GameView, Seat } from 'bluffhouse';
import { same, type StateMessage } from 'bluffhouse/online';
import { botIn } from './grace.js';
import { connectedOf, membersOf, type SeatHolder } from './seats.js';

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
  /** The seat whose person hosts (the creator's role, server/host-role.ts), or null (a seatless host, or nobody). */
  host?: Seat | null;
  /** The host paused the game. */
  paused?: boolean;
  /** The host ended the game early: no seat is asked any more. */
  ended?: boolean;
  /** Devices a seat may hold (default 1). */
  devicesPerSeat?: number;
  /** The server's `publicUrl`, or null. */
  publicUrl?: string | null;
}

/** Who a state is for beyond its seat: whether it holds the host's rights, and a seatless host's ticket (its `token`). */
export interface Viewer {
  host: boolean;
  ticket?: string;
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
  members: string[][];
}

/** The part of every client's `state` that is the same for all, now. */
export function sharedState({ game: { definition }, snapshot, seats, started, deadline, ended = false }: RoomFacts): SharedState {
  const machineSnapshot = snapshot as never;
  const now = Date.now();
  return {
    toAct: started && !ended ? definition.toAct(machineSnapshot) : [],
    result: definition.result(machineSnapshot),
    names: seats.map((h, s) => h.name || `Player ${s + 1}`),
    connected: seats.map(connectedOf),
    botIn: botIn(seats, started, now),
    timeLeft: deadline === null ? null : Math.max(0, deadline - now),
    members: membersOf(seats),
  };
}

/**
 * A room's shared states one after another: each field equal to the one before (deep, JSON) is
 * the object before, so the wire (src/online/wire.ts) skips it for every client by pointer after
 * one comparison here, instead of comparing it again for each client. The objects handed out are
 * never changed (they are only sent).
 */
export class SharedStates {
  private last: SharedState | null = null;

  /** `shared`, its fields equal to the previous call's replaced by those (the objects sent already). */
  next(shared: SharedState): SharedState {
    const last = this.last;
    if (last) {
      for (const key of Object.keys(shared) as (keyof SharedState)[]) {
        if (same(last[key], shared[key])) (shared as unknown as Record<string, unknown>)[key] = last[key];
      }
    }
    this.last = shared;
    return shared;
  }
}

/**
 * The `state` for the client in `seat` (null: a spectator): that seat's view only, and the token
 * of that seat only (a spectator gets none; a seatless host its host ticket, `viewer.ticket`).
 * `shared` and `view` (`definition.view(snapshot, seat)` once started, else null) may be passed in
 * when worked out already for this snapshot; `viewer` says whether the client holds the host's
 * rights (default: it is the person of `facts.host`).
 */
export function stateMessage(
  facts: RoomFacts,
  seat: Seat | null,
  shared: SharedState = sharedState(facts),
  view: GameView | null = facts.started ? facts.game.definition.view(facts.snapshot as never, seat) : null,
  viewer: Viewer = { host: seat !== null && seat === facts.host },
): StateMessage {
  const { seats, started, code, host = null, paused = false, devicesPerSeat = 1, publicUrl = null } = facts;
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
    host: viewer.host,
    hostSeat: host,
    paused,
    devicesPerSeat,
    members: shared.members,
    publicUrl,
    ...(holder?.kind === 'person' ? { token: holder.token } : viewer.ticket === undefined ? {} : { token: viewer.ticket }),
  };
}
