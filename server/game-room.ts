/**
 * One Colyseus room plays one game of any `GameDefinition` (docs/online.md). The room owns the
 * XState actor: the full state lives here only. Each client gets `state` messages holding what its
 * seat may know, `definition.view(snapshot, seat)`, and never anything else of the state; a move
 * comes in as `move`, gets its seat from the client's session, and reaches the actor only through
 * `sendChecked` (so only event types the game defines, and only legal ones). Bot seats are played
 * here, paced by `botDelay`.
 */
import { ErrorCode, Room, ServerError, type Client } from '@colyseus/core';
import { randomInt } from 'node:crypto';
import type { Actor, AnyStateMachine } from 'xstate';
import { createGame, sendChecked } from '../src/core/game.js';
import { botName } from '../src/core/players.js';
import { randomSource } from '../src/core/rng.js';
import type { Bot, GameEvent, GameView, Seat } from '../src/core/types.js';
import type { GameEntry } from '../src/games.js';
import type { RefusedMessage, StateMessage } from '../src/online/protocol.js';
import { joinCode } from './join-code.js';
import { joinName, roomSettings, type RoomSettings } from './room-options.js';

/** A seat of the room: a person's (taken by a client or free) or a bot's. */
type SeatHolder = { kind: 'person'; sessionId: string | null; name: string } | { kind: 'bot'; name: string };

/** The room of one game; `roomClass(game)` makes one per registry entry. */
export abstract class GameRoom extends Room {
  /** The game this room plays. */
  protected abstract readonly game: GameEntry;

  private settings!: RoomSettings;
  private actor!: Actor<AnyStateMachine>;
  private seats: SeatHolder[] = [];
  private spectators = new Set<string>();
  private creator: string | null = null;
  private started = false;
  private botRandom: () => number = Math.random;
  private botTimer: { clear(): void } | null = null;

  /** @throws ServerError (APPLICATION_ERROR) naming a bad option: the create request fails with its message. */
  override onCreate(options: unknown): void {
    const seed = randomInt(2 ** 31);
    try {
      this.settings = roomSettings(this.game, options, seed);
    } catch (error) {
      throw new ServerError(ErrorCode.APPLICATION_ERROR, (error as Error).message);
    }
    this.roomId = joinCode();
    this.botRandom = randomSource(seed ^ 0x5eed);
    this.actor = createGame(this.game.definition, this.settings.input) as unknown as Actor<AnyStateMachine>;
    this.seats = Array.from({ length: this.settings.players }, (_, seat): SeatHolder => (seat < this.settings.humans
      ? { kind: 'person', sessionId: null, name: this.settings.names[seat] ?? '' }
      : { kind: 'bot', name: this.settings.names[seat] || botName(seat) }));
    this.actor.subscribe(() => this.changed());
    this.onMessage('move', (client, event) => this.move(client, event));
    this.onMessage('start', (client) => this.startByCreator(client));
    // A client asks for the state again (its message handlers may be set up after the join's state).
    this.onMessage('sync', (client) => client.send('state', this.stateFor(this.seatOf(client))));
  }

  /** @throws Error `room is full` when every person's seat is taken (join as a spectator instead). */
  override onJoin(client: Client, options?: unknown): void {
    if ((options as { spectator?: unknown } | undefined)?.spectator === true) {
      this.spectators.add(client.sessionId);
    } else {
      const seat = this.seats.findIndex((holder) => holder.kind === 'person' && holder.sessionId === null);
      if (seat < 0 || this.started) throw new ServerError(ErrorCode.APPLICATION_ERROR, 'room is full: every seat is taken (join with { spectator: true } to watch)');
      const holder = this.seats[seat] as Extract<SeatHolder, { kind: 'person' }>;
      holder.sessionId = client.sessionId;
      holder.name = joinName(options) || holder.name || `Player ${seat + 1}`;
      this.creator ??= client.sessionId;
      if (this.seats.every((h) => h.kind === 'bot' || h.sessionId !== null)) this.start();
    }
    this.broadcastState();
  }

  override onLeave(client: Client): void {
    this.spectators.delete(client.sessionId);
    for (const holder of this.seats) if (holder.kind === 'person' && holder.sessionId === client.sessionId) holder.sessionId = null;
    this.broadcastState();
  }

  override onDispose(): void {
    this.botTimer?.clear();
    this.actor?.stop();
  }

  /** The seat of a client, or null for a spectator (or a client the room does not know). */
  private seatOf(client: Client): Seat | null {
    const seat = this.seats.findIndex((holder) => holder.kind === 'person' && holder.sessionId === client.sessionId);
    return seat < 0 ? null : seat;
  }

  private refuse(client: Client, code: string, reason: string): void {
    client.send('refused', { code, reason } satisfies RefusedMessage);
  }

  /** A client's move: its seat is the client's own, whatever the message says. */
  private move(client: Client, message: unknown): void {
    const seat = this.seatOf(client);
    if (seat === null) return this.refuse(client, 'spectator', 'A spectator cannot move.');
    if (!this.started) return this.refuse(client, 'not-started', 'The game has not started yet.');
    if (message === null || typeof message !== 'object' || Array.isArray(message)) return this.refuse(client, 'bad-event', 'A move must be an object with a type.');
    const verdict = sendChecked(this.game.definition, this.actor, { ...(message as object), seat } as GameEvent);
    if (!verdict.ok) this.refuse(client, verdict.code, verdict.reason);
  }

  /** The creator starts the game now; the seats still empty get bots of the room's level. */
  private startByCreator(client: Client): void {
    if (client.sessionId !== this.creator) return this.refuse(client, 'not-creator', 'Only the player who created the room can start it.');
    if (this.started) return this.refuse(client, 'started', 'The game has started already.');
    this.seats = this.seats.map((holder, seat) => (holder.kind === 'person' && holder.sessionId === null
      ? { kind: 'bot', name: botName(seat) } : holder));
    this.start();
    this.broadcastState();
  }

  private start(): void {
    this.started = true;
    this.scheduleBot();
  }

  private changed(): void {
    this.broadcastState();
    this.scheduleBot();
  }

  /** The next bot move, after `botDelay`, when a bot seat is asked. */
  private scheduleBot(): void {
    this.botTimer?.clear();
    this.botTimer = null;
    if (!this.started) return;
    const snapshot = this.actor.getSnapshot();
    const { definition, bots } = this.game;
    if (definition.result(snapshot)) return;
    const seat = definition.toAct(snapshot).find((s) => this.seats[s]!.kind === 'bot');
    if (seat === undefined) return;
    const bot = bots[this.settings.bots] as Bot<GameView, GameEvent>;
    this.botTimer = this.clock.setTimeout(() => {
      this.botTimer = null;
      const verdict = sendChecked(definition, this.actor, bot(definition.view(this.actor.getSnapshot(), seat), this.botRandom));
      if (!verdict.ok) console.error(`bluffhouse server: the bot in seat ${seat} sent an illegal move: ${verdict.reason}`);
    }, this.settings.botDelay);
  }

  /** What `seat` (null: a spectator) is sent now. */
  private stateFor(seat: Seat | null): StateMessage {
    const snapshot = this.actor.getSnapshot();
    const { definition } = this.game;
    return {
      seat,
      view: this.started ? definition.view(snapshot, seat) : null,
      toAct: this.started ? definition.toAct(snapshot) : [],
      result: definition.result(snapshot),
      names: this.seats.map((holder, s) => holder.name || `Player ${s + 1}`),
      connected: this.seats.map((holder) => (holder.kind === 'bot' ? null : holder.sessionId !== null)),
      started: this.started,
      code: this.roomId,
    };
  }

  private broadcastState(): void {
    for (const client of this.clients) client.send('state', this.stateFor(this.seatOf(client)));
  }
}

/** The room class of one game of the registry. */
export function roomClass(game: GameEntry): new () => GameRoom {
  return class extends GameRoom {
    protected readonly game = game;
  };
}
