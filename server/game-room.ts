/**
 * One Colyseus room plays one game of any `GameDefinition` (docs/online.md). The room holds the
 * engine's game session (src/core/session.ts: the XState actor, the views, the bots' turns on this
 * room's clock, a timed game's deadline): the full state lives here (and in its stored record)
 * only. Each client gets its state, what its seat may know (`definition.view(snapshot, seat)`) plus
 * its own seat token: whole once, then what changed (server/wire-out.ts); a move comes in as `move`, gets its
 * seat from the client's Colyseus session, and reaches the actor only through the game session
 * (`sendChecked`). Bots play bot seats, and the seats of people gone longer than the reconnection
 * grace, paced by `botDelay`. Every message goes through the limits of server/limits.ts first;
 * nothing a client sends can throw in here.
 */
import { CloseCode, Room, type Client, type Deferred } from '@colyseus/core';
import { randomInt } from 'node:crypto';
import { GameSession } from '../src/core/session.js';
import type { Bot, GameEvent, GameView } from '../src/core/types.js';
import type { GameEntry } from '../src/games.js';
import type { RefusalCode } from '../src/online/codes.js';
import type { RefusedMessage } from '../src/online/protocol.js';
import { endedRecord, isEnded, publicEnding, sendEnding, type PublicEnding } from './ended.js';
import { RecordWriter, processStore, type GameRecord, type GameStore } from './game-store.js';
import { awaitAbsent, awaitReturn } from './grace.js';
import { screenFrames } from './frame-check.js';
import { HostRole } from './host-role.js';
import { joinCode } from './join-code.js';
import { joinError } from './join-errors.js';
import { makePrivate, refuseJoinByName } from './private-rooms.js';
import { ensureWebSocketGlobal } from './node-compat.js';
import { MAX_MESSAGES_PER_SECOND, MessageLimits, disconnectRate, unknownMessage } from './limits.js';
import { claimRecord, resumeRequest, unrestorable } from './restore.js';
import { joinName, roomSettings, type RoomSettings } from './room-options.js';
import { sharedState, stateMessage, type RoomFacts, type SharedState } from './room-state.js';
import * as seats from './seats.js';
import { WireOut } from './wire-out.js';

/** What every room of a server shares (from `createServer`'s options). */
export interface RoomConfig {
  store: GameStore;
  /** Seconds a dropped client may reconnect before a bot takes its seat. */
  reconnectGrace: number;
  /** Whether a bot plays the seat of a person gone longer than the grace. */
  botTakeover: boolean;
  /** The most messages a client may send a second (default 20, `MAX_MESSAGES_PER_SECOND`); more are refused with `flood`. */
  messagesPerSecond?: number;
  /** With Redis: each room writes its record again when Redis is back (server/redis-recovery.ts). */
  recovery?: { watch(rewrite: () => void): () => void };
}

/** What `createServer` gives rooms by default: games in this process's memory, 60 s of grace, bots take over, 20 messages a second. */
export const defaultRoomConfig: RoomConfig = { store: processStore, reconnectGrace: 60, botTakeover: true, messagesPerSecond: MAX_MESSAGES_PER_SECOND };


/** The room of one game; `roomClass(game, config)` makes one per registry entry. */
export abstract class GameRoom extends Room {
  /** The game this room plays. */
  protected abstract readonly game: GameEntry;
  protected abstract readonly config: RoomConfig;

  private settings!: RoomSettings;
  /** The game itself (src/core/session.ts): the actor, views, bots on this room's clock, the deadline. */
  private session!: GameSession<unknown, GameEvent, GameView>;
  /** False until onCreate is done: the session's first start is neither saved nor broadcast. */
  private ready = false;
  private seats: seats.SeatHolder[] = [];
  private spectators = new Set<string>();
  /** Who may start the game: the creator, or whom the role passed to (server/host-role.ts). */
  private host = new HostRole();
  private started = false;
  private limits!: MessageLimits;
  /** Pending reconnections by session: rejected when a token join takes the seat first. */
  private reconnections = new Map<string, Deferred<Client>>();
  private records!: RecordWriter;
  /** What each client was sent last: the next frame is what changed since (server/wire-out.ts). */
  private wire = new WireOut();
  /** Stops rewriting the record when Redis comes back (`RoomConfig.recovery`). */
  private unwatch?: () => void;
  /** A finished game reopened from its public ending (server/ended.ts): a read-only room of spectators; else null. */
  private ending: PublicEnding | null = null;
  /** The server shuts down (SIGTERM): the seats stay as saved, so people come back with their tokens as after a crash. */
  private closing = false;

  /** @throws ServerError `bad-options` naming a bad option, or why a game cannot be restored (server/restore.ts); codes of src/online/codes.ts. */
  override async onCreate(options: unknown): Promise<void> {
    await ensureWebSocketGlobal();
    refuseJoinByName(this.roomName);
    await makePrivate(this);
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
      this.session.start({ input: source, seed });
    }
    this.ready = true;
    if (!this.ending) this.unwatch = this.config.recovery?.watch(() => this.save());
    this.onMessage('move', (client, event) => this.guarded(client, () => this.move(client, event)));
    this.onMessage('start', (client) => this.guarded(client, () => this.startByCreator(client)));
    // A client asks for the state again (its message handlers may be set up after the join's state).
    this.onMessage('sync', (client) => this.guarded(client, () => this.broadcastState([client], true)));
    this.onMessage('*', (client, type) => this.guarded(client, () => client.send('refused', unknownMessage(type))));
  }

  /** Continues the game of `record` under its code; absent people get the grace, then bots. A finished game's public ending is shown read-only (server/ended.ts). */
  private restore(record: GameRecord, seed: number): void {
    this.roomId = record.code;
    this.ending = isEnded(record) ? record.ending : null;
    if (this.ending) return;
    this.settings = record.settings;
    this.seats = seats.restoredSeats(record.seats);
    this.host = new HostRole(record.creatorSeat);
    this.started = record.started;
    const { snapshot, deadline = null, started } = record;
    const { problem } = this.session.start({ input: record.settings.input, seed, snapshot, newIfInvalid: false, deadline, begun: started });
    if (problem !== null) throw unrestorable(record.code, problem);
    if (this.started) this.clock.setTimeout(() => this.takeOverAbsent(), this.config.reconnectGrace * 1000);
    if (this.started) awaitAbsent(this.seats, this.botTakeoverAt());
  }

  /**
   * `{ token }` takes that person's seat back (from whichever session held it); `{ spectator: true }`
   * watches (a finished game too); otherwise the next free person's seat. In a finished game's
   * reopened room (server/ended.ts) everyone watches, a token opening no seat.
   * A client may say which game it expects (`{ game: 'bluff-king' }`): a code of another game's
   * room is refused before any seat is taken.
   * @throws ServerError of the join error `wrong-game`, `bad-token`, `game-over` or `room-full`
   *   (src/online/codes.ts), its message `wrong-game: …`, `bad-token: …`, `game over: …` or `room is full: …`.
   */
  override onJoin(client: Client, options?: unknown): void {
    const { token, spectator, game } = (options ?? {}) as { token?: unknown; spectator?: unknown; game?: unknown };
    if (game !== undefined && game !== this.game.id) {
      throw joinError('wrong-game', `wrong-game: the room ${this.roomId} plays ${this.game.id}, not ${String(game).slice(0, 40)}`);
    }
    if (token !== undefined && !this.ending) {
      const seat = seats.seatOfToken(this.seats, token);
      if (seat < 0) throw joinError('bad-token', `bad-token: the token opens no seat of the game ${this.roomId} (join without it for a free seat)`);
      this.dropStale(seats.giveSeat(this.seats, seat, client.sessionId));
      this.session.seatsChanged();
    } else if (spectator === true || this.ending) {
      this.spectators.add(client.sessionId);
    } else if (this.over()) {
      throw joinError('game-over', `game over: the game ${this.roomId} has ended (join with { spectator: true } to see its end)`);
    } else {
      const seat = this.started ? null : seats.takeFreeSeat(this.seats, client.sessionId, joinName(options));
      if (seat === null) throw joinError('room-full', 'room is full: every seat is taken (join with { spectator: true } to watch)');
      this.host.took(seat);
      if (this.seats.every((h) => h.kind === 'bot' || h.sessionId !== null)) this.start();
    }
    this.limits.watch(client);
    screenFrames(client, this.roomId);
    this.save();
    this.broadcastState();
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
    awaitReturn(this.seats, seats.seatOfSession(this.seats, client.sessionId), this.botTakeoverAt());
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
    const seat = seats.seatOfSession(this.seats, client.sessionId);
    if (seats.vacate(this.seats, client.sessionId, this.started, this.config.botTakeover)) {
      if (!this.started) this.host.freed(seat!, this.seats);
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
    this.clearReconnectionTimers();
    return this.records?.close(this.roomId) ?? Promise.resolve();
  }

  /**
   * Colyseus 0.18's `allowReconnection` waits with a plain `setTimeout` of the whole grace that
   * outlives the room (it is cleared only when the client comes back): a closed server's process
   * would stay alive up to `reconnectGrace` seconds. Cleared here, through Colyseus' own (private)
   * table of those timers, when it has one.
   */
  private clearReconnectionTimers(): void {
    const timers = (this as unknown as { _reservedSeatTimeouts?: Record<string, ReturnType<typeof setTimeout>> })._reservedSeatTimeouts;
    for (const timer of Object.values(timers ?? {})) clearTimeout(timer);
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

  private over(): boolean {
    return this.session.result() !== null;
  }

  private refuse(client: Client, code: RefusalCode, reason: string): void {
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

  /** The creator starts the game now; the seats still empty get bots of the room's level. */
  private startByCreator(client: Client): void {
    const seat = seats.seatOfSession(this.seats, client.sessionId);
    if (seat === null || seat !== this.host.seat) return this.refuse(client, 'not-host', 'Only the player who created the room (or whom the role passed to) can start it.');
    if (this.started) return this.refuse(client, 'started', 'The game has started already.');
    this.seats = seats.fillWithBots(this.seats);
    this.start();
    this.save();
    this.broadcastState();
  }

  /** Play begins: bots move for their seats, and a timed game's clock starts (the session's `begin`). */
  private start(): void {
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
    const game = this.game.id;
    const code = this.roomId;
    const saved = seats.savedSeats(this.seats);
    if (state.result) {
      // A finished game keeps its public ending only: no snapshot, no tokens (server/ended.ts).
      const ended = endedRecord(game, code, settings, saved, publicEnding(this.session.view(null)!, state.result, saved));
      return this.records.write(code, () => ended);
    }
    const { deadline } = state;
    this.records.write(code, () => ({ game, code, settings, snapshot: state.persisted(), seats: saved, creatorSeat, started, deadline }));
  }

  /** The room's session: its bots play the seats `seats.botMovesFor` names once play began, on this room's clock. */
  private newSession(): GameSession<unknown, GameEvent, GameView> {
    const { definition, host, bots } = this.game;
    return new GameSession<unknown, GameEvent, GameView>({
      definition,
      host,
      clock: { setTimeout: (fn, ms) => this.clock.setTimeout(fn, ms), now: () => Date.now() },
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
    return { game: this.game, snapshot: this.session.snapshot, seats: this.seats, started: this.started, code: this.roomId, deadline: this.session.deadline, host: this.host.seat };
  }

  /**
   * Sends `clients` (default: all) their state (server/room-state.ts) on the lean wire
   * (server/wire-out.ts: what changed for each; the whole state when `full`), and returns what the
   * states share: what is alike for every client is worked out once, and each seat's view once per snapshot.
   */
  private broadcastState(clients: Iterable<Client> = this.clients, full = false): SharedState {
    if (this.ending) return sendEnding(clients, this.roomId, this.ending);
    const facts = this.facts();
    const shared = sharedState(facts);
    for (const client of clients) {
      const seat = seats.seatOfSession(this.seats, client.sessionId);
      if (full) this.wire.reset(client.sessionId);
      this.wire.send(client, stateMessage(facts, seat, shared, facts.started ? this.session.view(seat) : null));
    }
    return shared;
  }
}

/** The room class of one game of the registry, with the server's shared `config`. */
export function roomClass(game: GameEntry, config: RoomConfig = defaultRoomConfig): new () => GameRoom {
  // A room of a game is reached by its code only (server/private-rooms.ts).
  refuseJoinByName(game.id);
  return class extends GameRoom {
    protected readonly game = game;
    protected readonly config = config;
  };
}
