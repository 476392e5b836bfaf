/**
 * The online game source (game-source.ts): the game runs on a bluffhouse game server
 * (docs/online.md) and this source shows what the server sends this client, its own seat's view.
 * It creates a room (`room: 'new'`) from the table's settings, or joins one by its code; sends the
 * person's moves; reports new log entries and the end like the local source; and tells the table
 * which seat this screen plays and the seats' names, which the server decides.
 *
 * A move's verdict is the server's: `send` answers `{ ok: true }` once the move is on its way, and
 * a refusal arrives later as `onError` with the verdict's code (the table fires `game-error`).
 */
import { Client, type Room } from '@colyseus/sdk';
import type { GameEvent, GameResult, GameView, LogEntry, Seat, Verdict } from '../../src/core/types.js';
import type { RefusedMessage, StateMessage } from '../../src/online/protocol.js';
import type { GameSource, GameSourceCallbacks, TableSettings } from './game-source.js';

/** Where the game is played. */
export interface RemoteSourceOptions {
  /** The game server's URL (`ws://…` or `wss://…`). */
  server: string;
  /** The room name: the game's id (`bluff-king`). */
  game: string;
  /** `new` to create a room from the table's settings, or the join code of a room. */
  room: string;
  /** This person's name, given to the server when joining. */
  name?: string;
  /** Pause before each bot move on the server, in ms, for a room this source creates. */
  botDelay?: number;
}

export class RemoteGameSource<Input, Event extends GameEvent, View extends GameView> implements GameSource<Input, Event, View> {
  private room: Room | null = null;
  private state: StateMessage<View> | null = null;
  private logLength = 0;
  private over = false;
  /** Bumped by every start and stop: a connection that finishes after its game was replaced is dropped. */
  private generation = 0;

  constructor(private readonly options: RemoteSourceOptions, private readonly callbacks: GameSourceCallbacks) {}

  /** The join code of the room, once there is one. */
  get code(): string | null {
    return this.state?.code ?? this.room?.roomId ?? null;
  }

  start(settings: TableSettings<Input>): void {
    this.stop();
    void this.connect(settings, this.generation);
  }

  restart(settings: TableSettings<Input>): void {
    this.start(settings);
  }

  stop(): void {
    this.generation++;
    const room = this.room;
    this.room = null;
    this.state = null;
    this.logLength = 0;
    this.over = false;
    void room?.leave().catch(() => undefined);
  }

  /** Off the page, the connection stays: the server keeps the seat, and nothing runs here. */
  park(): void {}

  resume(): void {}

  view(): View | null {
    return this.state?.view ?? null;
  }

  toAct(): Seat[] {
    return this.state?.toAct ?? [];
  }

  result(): GameResult | null {
    return this.state?.result ?? null;
  }

  seat(): Seat | null | undefined {
    return this.state ? this.state.seat : undefined;
  }

  names(): string[] | undefined {
    return this.state?.names;
  }

  send(event: Event): Verdict {
    if (!this.room || !this.state?.started) return { ok: false, code: 'no-game', reason: 'The online game has not started.' };
    const { seat: _seat, ...move } = event;
    this.room.send('move', move);
    return { ok: true };
  }

  private async connect(settings: TableSettings<Input>, generation: number): Promise<void> {
    const { server, game, room: code, name, botDelay } = this.options;
    try {
      const client = new Client(server);
      const { players: _players, ...options } = settings.options;
      const room = code === 'new'
        ? await client.create(game, { players: settings.players, humans: Math.max(1, settings.humans.length), bots: settings.level, options, botDelay, ...(name ? { names: [name] } : {}) })
        : await client.joinById(code, name ? { name } : {});
      if (generation !== this.generation) {
        void room.leave().catch(() => undefined);
        return;
      }
      this.room = room;
      room.onMessage('state', (state: StateMessage<View>) => this.received(state));
      room.onMessage('refused', (refusal: RefusedMessage) => this.callbacks.onError?.({ code: refusal.code, message: refusal.reason }));
      room.onLeave(() => {
        if (this.room === room) this.callbacks.onError?.({ code: 'connection-lost', message: 'The connection to the game server was lost.' });
      });
      // The state sent on joining may have come before these handlers: ask for it again.
      room.send('sync');
    } catch (error) {
      if (generation === this.generation) this.callbacks.onError?.({ code: 'server', message: `Could not reach the game: ${(error as Error).message}` });
    }
  }

  private received(state: StateMessage<View>): void {
    const first = this.state?.view == null && state.view !== null;
    this.state = state;
    const log: readonly LogEntry[] = state.view?.log ?? [];
    if (first) {
      this.callbacks.onStart?.(false);
      if (log.length > 0) this.callbacks.onEntries?.(log, 0, true);
    } else if (log.length > this.logLength) {
      this.callbacks.onEntries?.(log.slice(this.logLength), this.logLength, false);
    }
    this.logLength = log.length;
    if (state.result && !this.over) {
      this.over = true;
      this.callbacks.onOver?.(state.result);
    }
    this.callbacks.onChange?.();
  }
}
