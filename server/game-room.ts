/**
 * One Colyseus room plays one game of any `GameDefinition` (docs/online.md). The room holds the
 * engine's game session (src/core/session.ts: the XState actor, the views, the bots' turns on this
 * room's timers, server/room-timers.ts, a timed game's deadline): the full state lives here (and in its stored record)
 * only. Each client gets its state, what its seat may know (`definition.view(snapshot, seat)`) plus
 * its own seat token: whole once, then what changed (server/wire-out.ts); a move comes in as `move`, gets its
 * seat from the client's Colyseus session, and reaches the actor only through the game session
 * (`sendChecked`). Bots play bot seats, and the seats of people gone longer than the reconnection
 * grace, paced by `botDelay`. Every message goes through the limits of server/limits.ts first;
 * nothing a client sends can throw in here.
 */
import { CloseCode, Room, type Client, type Deferred } from '@colyseus/core';
import { randomInt } from 'node:crypto';
import { type Bot, type GameEntry, type GameEvent, GameSession, type GameView } from 'bluffhouse';
import { HOST_COMMANDS, type RefusalCode, type RefusedMessage } from 'bluffhouse/online';
import { endedRecord, isEnded, publicEnding, sendEnding, type PublicEnding } from './ended.js';
import { RecordWriter, type GameRecord } from './game-store.js';
import { defaultRoomConfig, type RoomConfig } from './room-config.js';
import { awaitAbsent, awaitReturn } from './grace.js';
import { screenFrames } from './frame-check.js';
import { HostRole } from './host-role.js';
import { hostCommand, type HostTarget } from './host-commands.js';
import { joinByCode, joinByToken } from './devices.js';
import { joinCode } from './join-code.js';
import { joinError } from './join-errors.js';
import { makePrivate, refuseJoinByName } from './private-rooms.js';
import { ReleasedDevices } from './released.js';
import { PATCH_INTERVAL_MS, RoomTimers } from './room-timers.js';
import { clearReconnectionTimers, ensureWebSocketGlobal } from './node-compat.js';
import { MAX_MESSAGES_PER_SECOND, MessageLimits, disconnectRate, unknownMessage } from './limits.js';
import { claimRecord, restoredDeadline, resumeRequest, unrestorable } from './restore.js';
import { joinName, roomSettings, type RoomSettings } from './room-options.js';
import { ListingWriter, roomListing } from './room-listing.js';
import { SharedStates, sharedState, stateMessage, type RoomFacts, type SharedState } from './room-state.js';
import * as seats from './seats.js';
import { WireOut } from './wire-out.js';

export { defaultRoomConfig, type RoomConfig } from './room-config.js';

/** The room of one game; `roomClass(game, config)` makes one per registry entry. */
/** Its game's state is public to the host's commands (server/host-commands.ts, `HostTarget`) only; nothing else reads it. */
export abstract class GameRoom extends Room implements HostTarget {
  /** The game this room plays. */
  abstract readonly game: GameEntry;
  protected abstract readonly config: RoomConfig;

  settings!: RoomSettings;
  /** The game itself (src/core/session.ts): the actor, views, bots on this room's timers, the deadline. */
  session!: GameSession<unknown, GameEvent, GameView>;
  /** False until onCreate is done: the session's first start is neither saved nor broadcast. */
  private ready = false;
  seats: seats.SeatHolder[] = [];
  private spectators = new Set<string>();
  private released = new ReleasedDevices(); // devices whose seat the host took, told `seat-released` (server/released.ts)
  /** Who hosts: the creator's seat, whom the role passed to, or a seatless host's ticket (server/host-role.ts). */
  host = new HostRole();
  /** A room created with `{ host: true }` whose creator has not joined yet: its first join with `host: true` is the host's. */
  private creatorPending = false;
  started = false;
  private limits!: MessageLimits;
  /** Pending reconnections by session: rejected when a token join takes the seat first. */
  private reconnections = new Map<string, Deferred<Client>>();
  private records!: RecordWriter;
  /** What each client was sent last: the next frame is what changed since (server/wire-out.ts). */
  private wire = new WireOut();
  /** The shared part of the states told, kept by pointer while alike (server/room-state.ts). */
  private shared = new SharedStates();
  /** Stops rewriting the record when Redis comes back (`RoomConfig.recovery`). */
  private unwatch?: () => void;
  /** A finished game reopened from its public ending (server/ended.ts): a read-only room of spectators; else null. */
  private ending: PublicEnding | null = null;
  /** The room's public listing (`GET /rooms/<CODE>`, server/room-listing.ts), written when it changes. */
  private listing = new ListingWriter();
  /** The server shuts down (SIGTERM): the seats stay as saved, so people come back with their tokens as after a crash. */
  private closing = false;
  /** The room's timers (bots, deadline, the grace after a restore) on Node's own, not Colyseus' clock (server/room-timers.ts). */
  private timers = new RoomTimers();

  /** @throws ServerError `bad-options` naming a bad option, or why a game cannot be restored (server/restore.ts); codes of src/online/codes.ts. */
  override async onCreate(options: unknown): Promise<void> {
    await ensureWebSocketGlobal();
    refuseJoinByName(this.roomName);
    await makePrivate(this);
    this.patchRate = PATCH_INTERVAL_MS;
    const perSecond = this.config.messagesPerSecond ?? MAX_MESSAGES_PER_SECOND;
    this.limits = new MessageLimits(() => Date.now(), perSecond);
    this.maxMessagesPerSecond = disconnectRate(perSecond);
    this.records = new RecordWriter(this.config.store);
    const seed = randomInt(2 ** 31);
    this.session = this.newSession();
    const resume = resumeRequest(options);
    if (resume) {
      const record = await claimRecord(this.game, this.config.store, resume.code, resume.token);
      this.records.claimed = true;
      try {
        this.restore(record, seed);
      } catch (error) {
        await this.config.store.release(record.code).catch(() => undefined);
        throw error;
      }
    } else {
      let source: unknown;
      try {
        ({ source, ...this.settings } = roomSettings(this.game, options, seed));
      } catch (error) {
        throw joinError('bad-options', (error as Error).message);
      }
      this.roomId = joinCode();
      this.seats = seats.newSeats(this.settings);
      if ((options as { host?: unknown }).host === true) {
        this.host = new HostRole(null, seats.seatToken());
        this.creatorPending = true;
      }
      this.session.start({ input: source, seed });
    }
    this.ready = true;
    if (!this.ending) this.unwatch = this.config.recovery?.watch(() => this.save());
    this.onMessage('move', (client, event) => this.guarded(client, () => this.move(client, event)));
    for (const type of HOST_COMMANDS) this.onMessage(type, (client, message) => this.guarded(client, () => hostCommand(this, client, type, message)));
    // A client asks for the state again (its message handlers may be set up after the join's state); one whose seat the host took while it was away is told first.
    this.onMessage('sync', (client) => this.guarded(client, () => { this.released.back(client); this.broadcastState([client], true); }));
    this.onMessage('*', (client, type) => this.guarded(client, () => client.send('refused', unknownMessage(type))));
  }

  /** Continues the game of `record` under its code; absent people get the grace, then bots. A finished game's public ending is shown read-only (server/ended.ts). */
  private restore(record: GameRecord, seed: number): void {
    this.roomId = record.code;
    this.ending = isEnded(record) ? record.ending : null;
    if (this.ending) return;
    this.settings = record.settings;
    this.seats = seats.restoredSeats(record.seats);
    this.host = new HostRole(record.creatorSeat, record.hostToken ?? null);
    this.started = record.started;
    const { snapshot, started } = record;
    const { problem } = this.session.start({ input: record.settings.input, seed, snapshot, newIfInvalid: false, deadline: restoredDeadline(record), begun: started });
    if (problem !== null) throw unrestorable(record.code, problem);
    if (record.paused) this.session.pause();
    if (this.started) this.timers.setTimeout(() => this.takeOverAbsent(), this.config.reconnectGrace * 1000);
    if (this.started) awaitAbsent(this.seats, this.botTakeoverAt());
  }

  /**
   * The host's ticket (`{ token }`, or the creator of a `{ host: true }` room) gives the host's
   * rights, no seat; a seat's `{ token }` takes that seat (server/devices.ts); `{ spectator: true }`
   * watches (a finished game too); otherwise `{ seat }` or the open seat with the fewest devices.
   * In a finished game's reopened room (server/ended.ts) everyone watches, a token opening no seat.
   * A client may say which game it expects (`{ game: 'bluff-king' }`): a code of another game's
   * room is refused before any seat is taken.
   * @throws ServerError of the join error `wrong-game`, `bad-token`, `seat-full`, `bad-options`,
   *   `game-over` or `room-full` (src/online/codes.ts), its message starting with its code (`game over: …`, `room is full: …`).
   */
  override onJoin(client: Client, options?: unknown): void {
    const { token, spectator, game, host, seat: wanted } = (options ?? {}) as { token?: unknown; spectator?: unknown; game?: unknown; host?: unknown; seat?: unknown };
    if (game !== undefined && game !== this.game.id) {
      throw joinError('wrong-game', `wrong-game: the room ${this.roomId} plays ${this.game.id}, not ${String(game).slice(0, 40)}`);
    }
    // Only the creator of a `{ host: true }` room, in its first join, becomes its host without the ticket.
    const creator = this.creatorPending && host === true;
    this.creatorPending = false;
    if (creator || (!this.ending && this.host.opens(token))) {
      this.host.sessions.add(client.sessionId);
      this.spectators.add(client.sessionId);
    } else if (token !== undefined && !this.ending) {
      this.dropStale(joinByToken(this.seats, token, client.sessionId, joinName(options), this.devicesPerSeat(), this.roomId));
      this.session.seatsChanged();
    } else if (spectator === true || this.ending) {
      this.spectators.add(client.sessionId);
    } else if (this.over()) {
      throw joinError('game-over', `game over: the game ${this.roomId} has ended (join with { spectator: true } to see its end)`);
    } else {
      const { seat, first } = joinByCode(this.seats, this.started, this.devicesPerSeat(), wanted, client.sessionId, joinName(options), this.host.ticket !== null);
      if (first) this.host.took(seat);
      this.session.seatsChanged();
      if (!this.started && this.host.ticket === null && this.seats.every((h) => h.kind === 'bot' || seats.held(h))) this.start();
    }
    this.limits.watch(client);
    screenFrames(client, this.roomId);
    this.save();
    this.broadcastState();
  }

  private devicesPerSeat(): number {
    return this.settings?.devicesPerSeat ?? 1;
  }

  /** The session whose seat was taken back with its token (if any) is told, and dropped. */
  private dropStale(sessionId: string | null): void {
    if (sessionId === null) return;
    this.reconnections.get(sessionId)?.reject(new Error('the seat was taken back with its token'));
    const stale = this.clients.getById(sessionId);
    if (stale) {
      this.refuse(stale, 'seat-taken', 'Your seat was taken back with its token by another connection.');
      stale.leave(CloseCode.CONSENTED);
    }
  }

  /** A connection dropped without leaving: its seat waits `reconnectGrace` seconds for it. */
  override onDrop(client: Client): void {
    if (!seats.setAway(this.seats, client.sessionId, true) && !this.spectators.has(client.sessionId)) return;
    const reconnection = this.allowReconnection(client, this.config.reconnectGrace);
    const seat = seats.seatOfSession(this.seats, client.sessionId);
    if (seats.allAway(this.seats, seat)) awaitReturn(this.seats, seat, this.botTakeoverAt());
    this.reconnections.set(client.sessionId, reconnection);
    reconnection.then(() => undefined, () => undefined);
    this.wire.reset(client.sessionId);
    this.broadcastState();
  }

  override onReconnect(client: Client): void {
    this.reconnections.delete(client.sessionId);
    seats.setAway(this.seats, client.sessionId, false);
    this.limits.watch(client);
    screenFrames(client, this.roomId);
    this.wire.reset(client.sessionId);
    this.broadcastState();
  }

  /** A client is gone for good (it left, or its grace ended): before the start its seat is free again, after it a bot plays it. */
  override onLeave(client: Client): void {
    if (this.closing) return;
    this.reconnections.delete(client.sessionId);
    this.wire.reset(client.sessionId);
    this.limits.forget(client);
    this.spectators.delete(client.sessionId);
    this.released.forget(client.sessionId);
    this.host.sessions.delete(client.sessionId);
    const seat = seats.seatOfSession(this.seats, client.sessionId);
    if (seats.vacate(this.seats, client.sessionId, this.started, this.config.botTakeover)) {
      if (!this.started && !seats.held(this.seats[seat!]!)) this.host.freed(seat!, this.seats);
      this.session.seatsChanged();
      this.save();
    }
    this.broadcastState();
  }

  override onBeforeShutdown(): void {
    this.closing = true;
    super.onBeforeShutdown();
  }

  override onDispose(): Promise<void> {
    this.unwatch?.();
    this.session?.stop();
    this.timers.clear();
    clearReconnectionTimers(this);
    return this.records?.close(this.roomId) ?? Promise.resolve();
  }

  /** When a bot takes over the seat of a person who goes away now (epoch ms), or null when no bot does (`botTakeover` off). */
  private botTakeoverAt(): number | null {
    return this.config.botTakeover ? Date.now() + this.config.reconnectGrace * 1000 : null;
  }

  /** After a restore: the people who have not come back within the grace get bots. */
  private takeOverAbsent(): void {
    if (!this.config.botTakeover) return;
    seats.botsForAbsent(this.seats);
    this.session.seatsChanged();
    this.broadcastState();
  }

  over(): boolean {
    return this.session.result() !== null || this.session.status === 'ended';
  }

  refuse(client: Client, code: RefusalCode, reason: string): void {
    client.send('refused', { code, reason } satisfies RefusedMessage);
  }

  /** Runs a message's handler unless the message breaks a limit; nothing it throws escapes. */
  private guarded(client: Client, handle: () => void): void {
    try {
      const refusal = this.limits.check(client);
      if (refusal) return this.refuse(client, refusal.code, refusal.reason);
      handle();
    } catch (error) {
      console.error(`bluffhouse server: a message in room ${this.roomId} failed: ${(error as Error).message}`);
      this.refuse(client, 'error', 'The server could not handle this message.');
    }
  }

  /** A client's move: its seat is the client's own, whatever the message says. */
  private move(client: Client, message: unknown): void {
    const seat = seats.seatOfSession(this.seats, client.sessionId);
    if (seat === null) return this.refuse(client, 'spectator', 'A spectator cannot move.');
    if (!this.started) return this.refuse(client, 'not-started', 'The game has not started yet.');
    if (message === null || typeof message !== 'object' || Array.isArray(message)) return this.refuse(client, 'bad-event', 'A move must be an object with a type.');
    // An event only the host sends (BiggieBills' TIME_UP) is refused with `host-only`: the server sends it.
    const verdict = this.session.send({ ...(message as object), seat } as GameEvent, 'player');
    // The game's own verdict code (its rules), or one of the engine's shared checks.
    if (!verdict.ok) client.send('refused', { code: verdict.code, reason: verdict.reason } satisfies RefusedMessage);
  }

  /** Play begins: bots move for their seats, and a timed game's clock starts (the session's `begin`). */
  start(): void {
    this.started = true;
    this.session.begin();
  }

  /**
   * Stores the game's record (server/game-store.ts). What it holds is taken now; the persisted
   * snapshot is made from this snapshot when the store needs it (the memory store: when the
   * record is read, or when the room closes). An XState snapshot never changes, and the engine
   * never changes its context in place (src/core/frozen.ts); a snapshot with child actors (the
   * games have none: their state lives on) is persisted at once.
   */
  private save(): void {
    const state = this.session?.saveState();
    if (this.ending || !this.ready || !state) return;
    const { settings, started } = this;
    const creatorSeat = this.host.seat;
    const paused = this.session.status === 'paused';
    const hosting = { hostToken: this.host.ticket, paused, ...(paused ? { pausedTimeLeft: this.session.timeLeft() } : {}) };
    const game = this.game.id;
    const code = this.roomId;
    const saved = seats.savedSeats(this.seats);
    if (state.result) {
      // A finished game keeps its public ending only: no snapshot, no tokens (server/ended.ts).
      const ended = endedRecord(game, code, settings, saved, publicEnding(this.session.view(null)!, state.result, saved));
      return this.records.write(code, () => ended);
    }
    const { deadline } = state;
    this.records.write(code, () => ({ game, code, settings, snapshot: state.persisted(), seats: saved, creatorSeat, started, deadline, ...hosting }));
  }

  /** The seats changed (a host's command): bots are asked again, the record saved, every client told. */
  changed(): void {
    this.session.seatsChanged();
    this.save();
    this.broadcastState();
  }

  /** The devices `sessionIds` lost their seat to the host: told (`seat-released`; an away one once back), they watch from now on. */
  detached(sessionIds: readonly string[], why: string): void {
    for (const sessionId of sessionIds) {
      this.spectators.add(sessionId);
      this.wire.reset(sessionId);
      this.released.release(sessionId, this.clients.getById(sessionId), why);
    }
  }

  /** The room's session: its bots play the seats `seats.botMovesFor` names once play began, on this room's timers. */
  private newSession(): GameSession<unknown, GameEvent, GameView> {
    const { definition, host, bots } = this.game;
    return new GameSession<unknown, GameEvent, GameView>({
      definition,
      host,
      clock: this.timers,
      botFor: (seat) => (this.ready && this.started && this.seats[seat] && seats.botMovesFor(this.seats[seat])
        ? bots[this.settings.bots] as Bot<GameView, GameEvent>
        : null),
      delay: () => this.settings.botDelay,
      callbacks: {
        // Stored before anyone is told (RecordWriter.write).
        save: () => this.save(),
        onChange: () => this.ready && this.broadcastState(),
        onProblem: ({ message }) => console.error(`bluffhouse server: in room ${this.roomId}, ${message}`),
      },
    });
  }

  private facts(): RoomFacts {
    const { game, seats, started, roomId: code, host } = this;
    const { status } = this.session;
    const left = status === 'paused' ? this.session.timeLeft() : null;
    // While paused the session has no deadline: the time left is shown as a deadline from now (frozen).
    const deadline = left === null ? this.session.deadline : Date.now() + left;
    return { game, snapshot: this.session.snapshot, seats, started, code, deadline, host: host.seat, paused: status === 'paused', ended: status === 'ended', devicesPerSeat: this.devicesPerSeat(), publicUrl: this.config.publicUrl ?? null };
  }

  /**
   * Sends `clients` (default: all) their state (server/room-state.ts) on the lean wire
   * (server/wire-out.ts: what changed for each; the whole state when `full`), and returns what the
   * states share: what is alike for every client is worked out once, and each seat's view once per snapshot.
   */
  private broadcastState(clients: Iterable<Client> = this.clients, full = false): SharedState {
    if (this.ending) return sendEnding(clients, this.roomId, this.ending);
    this.listing.write(this, roomListing(this.game.id, this.roomId, this.seats, this.started, this.devicesPerSeat(), this.over()));
    const facts = this.facts();
    const shared = this.shared.next(sharedState(facts));
    const seatOf = seats.sessionSeats(this.seats);
    for (const client of clients) {
      const seat = seatOf.get(client.sessionId) ?? null;
      if (full) this.wire.reset(client.sessionId);
      const hosts = this.host.holds(client.sessionId, seat);
      const viewer = { host: hosts, ...(seat === null && hosts && this.host.ticket !== null ? { ticket: this.host.ticket } : {}) };
      this.wire.send(client, stateMessage(facts, seat, shared, facts.started ? this.session.view(seat) : null, viewer));
    }
    return shared;
  }
}

/** The room class of one game of the registry, with the server's shared `config`. */
export function roomClass(game: GameEntry, config: RoomConfig = defaultRoomConfig): new () => GameRoom {
  // A room of a game is reached by its code only (server/private-rooms.ts).
  refuseJoinByName(game.id);
  return class extends GameRoom {
    readonly game = game;
    protected readonly config = config;
  };
}
