/**
 * The game server's rooms under `@colyseus/testing`, for the Node tests of test/server
 * (docs/architecture.md, "Tests"): one room type per game of the registry (`roomClass(game)`, as
 * `createServer` defines them), real SDK clients over a real WebSocket, and what each client got.
 */
import assert from 'node:assert/strict';
import { afterEach } from 'node:test';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { freePort } from '../../../scripts/free-port.mjs';
import config from '@colyseus/tools';
import { defineRoom, type Room as ServerRoom } from '@colyseus/core';
import type { Room as ClientRoom } from '@colyseus/sdk';
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { roomClass } from '../../../server/game-room.js';
import { games } from '../../../src/games.js';
import type { GameSession } from '../../../src/core/session.js';
import type { GameEvent, GameView } from '../../../src/core/types.js';
import type { RefusedMessage, StateMessage } from '../../../src/online/protocol.js';
import { until } from '../../support/until.js';
import { StateReader } from '../../../src/online/wire.js';

/** Boots a test server with every game's room, on a free port. Shut it down with `shutdown()`. */
export async function bootGames(): Promise<ColyseusTestServer> {
  const rooms = Object.fromEntries(games.map((game) => [game.id, defineRoom(roomClass(game))]));
  return boot(config({ rooms }), await freePort());
}

/** The server-side look at a room's game: its current snapshot, and that snapshot persisted. */
export interface RoomGame {
  getSnapshot(): SnapshotFrom<AnyStateMachine>;
  getPersistedSnapshot(): unknown;
  /** Calls `watcher` with every new snapshot (the session's `subscribe`). */
  subscribe(watcher: (snapshot: SnapshotFrom<AnyStateMachine>) => void): { unsubscribe(): void };
}

/**
 * The game a room plays, read from the room's game session (src/core/session.ts; private to the
 * room: this is the server-side look the wire test compares the clients' views with). Each call
 * reads the session's game of that moment.
 * @throws Error when the room has no game session under `session` (the room's internals changed).
 */
export function roomActor(room: ServerRoom): RoomGame {
  const session = (room as unknown as { session?: GameSession<unknown, GameEvent, GameView> }).session;
  if (!session || typeof session.view !== 'function') throw new Error('the room holds no game session under `session`');
  const snapshot = () => {
    const now = session.snapshot;
    if (!now) throw new Error('the room\'s session holds no game');
    return now;
  };
  return {
    getSnapshot: snapshot,
    getPersistedSnapshot: () => (snapshot(), session.persisted()),
    subscribe: (watcher) => session.subscribe(watcher),
  };
}

/** One message a client received: its type and its payload as it came off the wire. */
export interface Received {
  type: string | number;
  payload: unknown;
}

/** A client's room and every message it has received since joining. */
export interface Tracked<View extends GameView = GameView> {
  room: ClientRoom;
  messages: Received[];
  /** The state after each `state` or `change` frame, as the client assembles it (src/online/wire.ts). */
  states: StateMessage<View>[];
  /** The frame each of `states` was assembled from, as it came off the wire (`state` or `change`). */
  frames: Received[];
  refused: RefusedMessage[];
  last(): StateMessage<View> | undefined;
  /** Sends a message, at least `SEND_GAP` ms after this client's previous one (the room refuses floods). */
  send(type: string, message?: unknown): Promise<void>;
  /** Waits until this client may send again and counts a message sent now: the caller sends it right away. */
  paced(): Promise<void>;
}

/** The least time between two messages of one test client, in ms: under the room's 20 messages a second. */
export const SEND_GAP = 60;

/** Records every message `room` receives from now on (the state sent on joining included). */
export function track<View extends GameView = GameView>(room: ClientRoom): Tracked<View> {
  const messages: Received[] = [];
  const states: StateMessage<View>[] = [];
  const frames: Received[] = [];
  const refused: RefusedMessage[] = [];
  const reader = new StateReader<View>();
  room.onMessage('*', (type: string | number, payload: unknown) => {
    messages.push({ type, payload });
    if (type === 'state' || type === 'change') {
      const state = reader.read(type, payload);
      if (state) {
        states.push(state);
        frames.push({ type, payload });
      }
    }
    if (type === 'refused') refused.push(payload as RefusedMessage);
  });
  let lastSent = 0;
  const paced = async () => {
    const wait = lastSent + SEND_GAP - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastSent = Date.now();
  };
  const send = async (type: string, message?: unknown) => {
    await paced();
    room.send(type, message);
  };
  return { room, messages, states, frames, refused, last: () => states.at(-1), send, paced };
}

/** Sends `sync` and resolves with the state that answers it. */
export async function synced<View extends GameView>(client: Tracked<View>): Promise<StateMessage<View>> {
  const count = client.states.length;
  await client.send('sync');
  await until(() => client.states.length > count, 'the answer to sync');
  return client.last()!;
}

/** A small game of `id` for these tests: 3 seats, BiggieBills cut to 2 cycles. */
export function smallGame(id: string): { players: number; options: Record<string, unknown> } {
  return { players: 3, options: id === 'biggie-bills' ? { maxCycles: 2 } : {} };
}

/**
 * The rooms a test file's clients join through `sdk()`, left after each test: `client(joining)`
 * records a client joined through `joining` and waits for its synced state; `createError(id,
 * options)` is the create request's error message for `options` ('no error' when it made a room).
 */
export function joinedRooms(sdk: () => ColyseusTestServer['sdk']) {
  const joined: ClientRoom[] = [];
  afterEach(async () => { await Promise.all(joined.splice(0).map((room) => room.leave().catch(() => undefined))); });
  return {
    joined,
    async client(joining: Promise<ClientRoom>): Promise<Tracked> {
      const room = await joining;
      joined.push(room);
      const tracked = track(room);
      await synced(tracked);
      return tracked;
    },
    async createError(id: string, options: unknown): Promise<string> {
      try {
        joined.push(await sdk().create(id, options));
      } catch (error) {
        return (error as Error).message;
      }
      return 'no error';
    },
  };
}

/**
 * Sends `type` (with `message`) from `who` and resolves with the code of the refusal it gets (the
 * next `refused` message to that client); a refusal always gives a reason.
 */
export async function refusal(who: Tracked, type: string, message: unknown = {}): Promise<string> {
  const count = who.refused.length;
  await who.send(type, message);
  await until(() => who.refused.length > count, `a refusal of ${type}`);
  const { code, reason } = who.refused.at(-1)!;
  assert.ok(reason.length > 0, `the refusal ${code} of ${type} gives a reason`);
  return code;
}
