/**
 * The online game source (game-source.ts): the game runs on a bluffhouse game server
 * (docs/online.md) and this source shows what the server sends this client, its own seat's view.
 * It creates a room (`room: 'new'`) from the table's settings, or joins one by its code (a
 * spectator watches); sends the person's moves; reports new log entries and the end like the local
 * source; and tells the table which seat this screen plays, the seats' names and the lobby.
 *
 * Loaded only when a table has `server` (online-source.ts imports it dynamically), and it loads the
 * Colyseus SDK itself only when it connects: an offline table's files never hold either.
 *
 * A move's verdict is the server's: `send` answers `{ ok: true }` once the move is on its way, and
 * a refusal arrives later as `onError` with the verdict's code (the table fires `game-error`).
 * Resume (docs/online.md, "Tables"): the seat's `{ reconnectionToken, token }` is kept in this
 * browser (resume-store.ts), and held by one table at a time; a table that starts with a code it
 * finds a free ticket for reconnects, else takes its seat back by token, else restores the room the
 * server lost (`resume`). A table with `host` keeps its host ticket the same way (a seatless
 * host's state carries `token` too), apart from the seats' tickets, and shares it: every table
 * with `host` of this browser that finds it hosts.
 */
import type { Client, Room } from './colyseus.js';
import type { GameEvent, GameResult, GameView, Seat, Verdict } from '../../../src/core/types.js';
import type { HostCommand, RefusedMessage, StateMessage } from '../../../src/online/protocol.js';
import { EntriesStream } from '../../../src/core/entries-stream.js';
import { readStates } from '../../../src/online/wire.js';
import type { GameSource, GameSourceCallbacks, LobbyState, OnlinePart, TableSettings } from '../table/game-source.js';
import { onlineProblem, type OnlineProblem } from './online-errors.js';
import { roomLink } from './room-link.js';
import { enterRoom, type RemoteSourceOptions } from './room-entry.js';
import { namingTheGame } from './room-lookup.js';
import { SeatClaim, type SeatTicket as StoredTicket } from './resume-store.js';
import { rejoinProblem } from './watch-room.js';

export type { RemoteSourceOptions } from './room-entry.js';

/** A seat ticket (resume-store.ts) and the room it is for. */
type SeatTicket = StoredTicket & { code: string };

/** A state message as this client gets it: with its own seat's token (docs/online.md). */
type ClientState<View extends GameView> = StateMessage<View> & { token?: string };

export class RemoteGameSource<Input, Event extends GameEvent, View extends GameView> implements GameSource<Input, Event, View>, OnlinePart {
  private room: Room | null = null;
  private state: ClientState<View> | null = null;
  /** The game's story as the table hears it (src/core/entries-stream.ts), told again from its start by each connection. */
  private readonly story: EntriesStream;
  /** A timed game's end in this page's clock (epoch ms), or null. */
  private endsAt: number | null = null;
  /** While the host pauses a timed game: the time left the server froze (ms), else null. */
  private heldLeft: number | null = null;
  /** Per seat, when a bot takes an away person's seat over, in this page's clock (epoch ms), or null. */
  private botAt: (number | null)[] = [];
  /** This connection takes back a seat (a kept ticket, or the element came back to the page). */
  private resuming = false;
  /** The server said another connection took this table's seat back with its token (`seat-taken`). */
  private seatTaken = false;
  private trouble: OnlineProblem | null = null;
  /** The host gave this table's seat away (`seat-released`): said while it watches, under any later trouble. */
  private release: OnlineProblem | null = null;
  /** The seat this source holds (resume-store.ts): no other table of this browser takes its ticket meanwhile. */
  private claim: SeatClaim | null = null;
  private settings: TableSettings<Input> | null = null;
  /** This seat's latest ticket, also where storage is unavailable: the way back after the server restarted. */
  private ticket: SeatTicket | null = null;
  /** Bumped by every start and stop: a connection that finishes after its game was replaced is dropped. */
  private generation = 0;

  constructor(private readonly options: RemoteSourceOptions, private readonly callbacks: GameSourceCallbacks) {
    this.story = new EntriesStream(callbacks);
  }

  /** Whether the game this source shows is over. */
  private get over(): boolean {
    return Boolean(this.state?.result);
  }

  /** The join code of the room, once there is one. */
  get code(): string | null {
    return this.state?.code ?? this.room?.roomId ?? null;
  }

  start(settings: TableSettings<Input>): void {
    this.stop();
    this.settings = settings;
    void this.connect(this.generation, false);
  }

  restart(settings: TableSettings<Input>): void {
    this.start(settings);
  }

  stop(): void {
    this.leave(true);
    this.state = null;
    this.story.reset();
    this.trouble = null;
    this.release = null;
    this.ticket = null;
  }

  /**
   * Off the page: the connection closes as a dropped one would, so the server keeps the seat for
   * its grace period; `resume` takes it back with the kept ticket.
   */
  park(): void {
    if (this.room) this.leave(false);
  }

  resume(): void {
    if (!this.room && this.settings && this.state) void this.connect(this.generation, true);
  }

  view(): View | null {
    return this.state?.view ?? null;
  }

  toAct(): Seat[] {
    return this.state?.toAct ?? [];
  }

  result(): GameResult | null {
    return this.state?.result ?? null;
  }

  /** This source is online through and through: its online part (game-source.ts) is itself. */
  get online(): OnlinePart {
    return this;
  }

  seat(): Seat | null | undefined {
    return this.state ? this.state.seat : undefined;
  }

  names(): string[] | undefined {
    return this.state?.names;
  }

  /** The server ends a timed game: its deadline in this page's clock, from the last state's time left. */
  deadline(): number | null {
    return this.endsAt;
  }

  /** While the host pauses a timed game, the time left the server froze (ms): the clock shows it and does not count. */
  pausedTimeLeft(): number | null {
    return this.heldLeft;
  }

  lobby(): LobbyState | null {
    const { state } = this;
    // A server that does not name the seat holding the creator's role (older ones) gave it to seat 0.
    return state ? { code: state.code, seat: state.seat, names: state.names, connected: state.connected, started: state.started, botAt: this.botAt, host: state.hostSeat, hosting: state.host, paused: state.paused, devicesPerSeat: state.devicesPerSeat, members: state.members, publicUrl: state.publicUrl } : null;
  }

  problem(): OnlineProblem | null {
    return this.trouble ?? this.release;
  }

  startRoom(): void {
    this.command({ type: 'start' });
  }

  hosting(): boolean {
    return this.state?.host === true;
  }

  paused(): boolean {
    return this.state?.paused === true;
  }

  command({ type, ...rest }: HostCommand): void {
    this.room?.send(type, rest);
  }

  send(event: Event): Verdict {
    if (!this.room || !this.state?.started) return { ok: false, code: 'no-game', reason: 'The online game has not started.' };
    const { seat: _seat, ...move } = event;
    this.room.send('move', move);
    return { ok: true };
  }

  /** Drops the connection (`consented`: a leave the server frees the seat for; else a drop it holds it through). */
  private leave(consented: boolean): void {
    this.generation++;
    this.letGo();
    const room = this.room;
    this.room = null;
    if (!room) return;
    room.reconnection.enabled = false;
    void room.leave(consented).catch(() => undefined);
  }

  /**
   * Rejoins after the connection was lost for good (the SDK's own reconnection gave up: the server
   * restarted or is down), after `delay` ms, then again twice as late (at most every 30 s) until it
   * is back or the table stops: the ticket takes the seat back, restoring the room if the server
   * lost it; a spectator joins again once a player has restored it (watch-room.ts).
   */
  private rejoin(delay: number): void {
    const generation = this.generation;
    setTimeout(() => {
      if (generation !== this.generation || this.room) return;
      void this.connect(generation, true).then(() => {
        if (generation === this.generation && !this.room && this.mayRejoin) this.rejoin(Math.min(delay * 2, 30_000));
      });
    }, delay);
  }

  /** Whether a lost connection is tried again: a seat's (or host's) ticket, or a watcher's code (a spectator, a host without its ticket). */
  private get mayRejoin(): boolean {
    return this.ticket !== null || this.watcher;
  }

  /** This table joins to watch when it holds no ticket: a spectator, or a host whose ticket this browser does not keep. */
  private get watcher(): boolean {
    return this.options.spectator === true || this.options.host === true;
  }

  private async connect(generation: number, resumed: boolean): Promise<void> {
    try {
      const { Client } = await import('./colyseus.js');
      if (generation !== this.generation) return;
      this.story.reset();
      this.resuming = resumed;
      // Back on the page, the room is the one joined before, even when this table created it.
      const room = await this.enter(new Client(this.options.server), this.state?.code ?? this.options.room, generation);
      if (generation !== this.generation) {
        room.reconnection.enabled = false;
        void room.leave(!resumed).catch(() => undefined);
        return;
      }
      this.attach(room);
      if (this.options.fromPage && this.options.room === 'new' && !resumed) this.showCodeInAddress(room.roomId);
    } catch (error) {
      if (generation !== this.generation) return;
      const problem = resumed && this.watcher ? rejoinProblem(error) : onlineProblem(error);
      // Another game's code: the server tells which game (room-lookup.ts), which the table names.
      const code = this.state?.code ?? this.options.room;
      const told = problem.code === 'wrong-game' ? await namingTheGame(problem, this.options.server, code) : problem;
      if (generation === this.generation) this.report(told);
    }
  }

  /** Creates, joins, or takes back this client's seat or host role (room-entry.ts). */
  private enter(client: Client, code: string, generation: number): Promise<Room> {
    return enterRoom(client, code, this.options, this.settings as TableSettings<unknown>, {
      claim: (room) => this.claimFor(room, generation),
      forget: () => this.forgetClaim(),
      resuming: () => (this.resuming = true),
    });
  }

  private attach(room: Room): void {
    this.room = room;
    room.reconnection.minUptime = 0;
    // Protocol 2: the whole state, then what changed (src/online/wire.ts); a change that cannot apply asks for the whole state.
    readStates<View>(room, (state, full) => {
      if (this.room === room) this.received(state, room, full);
    });
    room.onMessage('refused', (refusal: RefusedMessage) => {
      if (this.room !== room) return;
      // Another connection of this person took the seat back with its token (another tab or device):
      // this table stops there instead of taking it back in turn, over and over.
      if (refusal.code === 'seat-taken') this.seatTaken = true;
      else if (refusal.code === 'seat-released') this.released();
      else this.callbacks.onError?.({ code: refusal.code, message: refusal.reason });
    });
    room.onDrop(() => {
      if (this.room === room) this.report(onlineProblem('connection-lost'));
    });
    room.onReconnect(() => {
      if (this.room !== room) return;
      this.trouble = null;
      room.send('sync');
      this.callbacks.onChange?.();
    });
    room.onLeave(() => {
      if (this.room !== room) return;
      this.room = null;
      // A finished game's room may close: nothing is lost then. Else the seat stays held while this table rejoins.
      if (this.over || !this.ticket || this.seatTaken) this.letGo();
      if (this.over) return;
      if (this.seatTaken) return this.report(onlineProblem('seat-taken'));
      this.report(onlineProblem('connection-lost'));
      if (this.mayRejoin) this.rejoin(1000);
    });
    // The state sent on joining may have come before these handlers: ask for it again.
    room.send('sync');
  }

  /**
   * The host gave this table's seat to another device or a bot (`seat-released`): its ticket opens
   * nothing now and is forgotten; the connection stays, watching (the server's next states have
   * seat null), and the notice stays until the table starts over.
   */
  private released(): void {
    this.forgetClaim();
    this.release = onlineProblem('seat-released');
    this.callbacks.onError?.(this.release);
    this.callbacks.onChange?.();
  }

  /** Shows `problem`; `game-error` fires once per problem, not again for each failed retry of it. */
  private report(problem: OnlineProblem): void {
    const repeated = this.trouble?.code === problem.code;
    this.trouble = problem;
    if (!repeated) this.callbacks.onError?.(problem);
    this.callbacks.onChange?.();
  }

  /** `state` assembled from a frame (`full`: a whole state); times left count from when a frame carries them. */
  private received(state: ClientState<View>, room: Room, full: boolean): void {
    if (state.token && room.reconnectionToken) {
      this.ticket = { code: state.code, reconnectionToken: room.reconnectionToken, token: state.token };
      this.hold(this.ticket);
    }
    const before = this.state;
    this.state = state;
    const now = Date.now();
    // A pause or a resume counts from this frame, even when the time left it carries is the one before.
    if (full || state.timeLeft !== before?.timeLeft || state.paused !== before?.paused) this.endsAt = state.timeLeft == null ? null : now + state.timeLeft;
    this.heldLeft = state.paused && state.timeLeft != null ? state.timeLeft : null;
    if (full || state.botIn !== before?.botIn) this.botAt = (state.botIn ?? []).map((ms) => (ms == null ? null : now + ms));
    this.trouble = null;
    // The story starts with the first state that holds a view (the game has started).
    if (this.story.started) this.story.next(state.view?.log ?? [], state.result);
    else if (state.view) this.story.start(state.view.log, this.resuming, state.result);
    this.callbacks.onChange?.();
  }

  /**
   * The seat to take back in room `code`: the one this table holds; else its own earlier ticket
   * (`this.ticket`), if no other table holds that seat now; else a kept ticket of this browser no
   * live table holds. Null: join as a newcomer.
   * @throws Error when the source stopped or started over meanwhile.
   */
  private async claimFor(code: string, generation: number): Promise<SeatClaim | null> {
    if (this.claim?.code === code) return this.claim;
    const claim = await SeatClaim.takeKept(this.options.server, code, this.ticket?.code === code ? this.ticket : null, this.role);
    if (generation !== this.generation) {
      claim?.release();
      throw new Error('the table stopped');
    }
    this.letGo();
    this.claim = claim;
    return claim;
  }

  /** Whose ticket this source keeps: a seatless host's (`host`), else a seat's (resume-store.ts). */
  private get role(): 'seat' | 'host' {
    return this.options.host ? 'host' : 'seat';
  }

  /** Holds the seat of `ticket` (this connection's): its ticket kept for this browser, the seat held from other tables. */
  private hold(ticket: SeatTicket): void {
    const { code, ...seat } = ticket;
    if (this.claim?.code === code && this.claim.ticket.token === seat.token) return this.claim.update(seat);
    this.letGo();
    const generation = this.generation;
    void SeatClaim.takeNew(this.options.server, code, seat, this.role).then((claim) => {
      if (!claim) return;
      if (generation !== this.generation || this.claim) return claim.release();
      // The seat was given away meanwhile (`seat-released`): its ticket opens nothing.
      if (!this.ticket) return claim.forget();
      this.claim = claim;
      if (this.ticket?.token === seat.token) claim.update(this.ticket);
    });
  }

  /** Lets the held seat go: another table of this browser may take its ticket. */
  private letGo(): void {
    this.claim?.release();
    this.claim = null;
  }

  /** The ticket opens nothing any more: forgotten here and in this browser. */
  private forgetClaim(): void {
    this.claim?.forget();
    this.claim = null;
    this.ticket = null;
  }

  /** `room=<code>` in the page's address, so a reload (or the address copied) comes back to this room. */
  private showCodeInAddress(code: string): void {
    try {
      history.replaceState(history.state, '', roomLink(code));
    } catch {
      // A sandboxed page may refuse: the lobby's link still names the room.
    }
  }
}
