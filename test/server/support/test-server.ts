/**
 * The game server's rooms under `@colyseus/testing`, for the Node tests of test/server
 * (docs/architecture.md, "Tests"): one room type per game of the registry (`roomClass(game)`, as
 * `createServer` defines them), real SDK clients over a real WebSocket, and what each client got.
 */
import { afterEach } from 'node:test';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { freePort } from '../../../scripts/free-port.mjs';
import config from '@colyseus/tools';
import { defineRoom, type Room as ServerRoom } from '@colyseus/core';
import type { Room as ClientRoom } from '@colyseus/sdk';
import type { Actor, AnyStateMachine } from 'xstate';
import { roomClass } from '../../../server/game-room.js';
import { games } from '../../../src/games.js';
import type { GameView } from '../../../src/core/types.js';
import type { RefusedMessage, StateMessage } from '../../../src/online/protocol.js';
import { StateReader } from '../../../src/online/wire.js';

/** Boots a test server with every game's room, on a free port. Shut it down with `shutdown()`. */
export async function bootGames(): Promise<ColyseusTestServer> {
  const rooms = Object.fromEntries(games.map((game) => [game.id, defineRoom(roomClass(game))]));
  return boot(config({ rooms }), await freePort());
}

/**
 * The XState actor a room plays, read from the room instance (it is private to the room: this is
 * the server-side look the wire test compares the clients' views with).
 * @throws Error when the room has no actor under that name (the room's internals changed).
 */
export function roomActor(room: ServerRoom): Actor<AnyStateMachine> {
  const actor = (room as unknown as { actor?: Actor<AnyStateMachine> }).actor;
  if (!actor || typeof actor.getSnapshot !== 'function') throw new Error('the room holds no XState actor under `actor`');
  return actor;
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

/**
 * Resolves once `condition()` holds, checking every few ms.
 * @throws Error naming `what` after `timeout` ms (default 20 s: generous for a loaded machine, where
 * a round trip or a bot's move can take seconds; a condition that holds returns at once).
 */
export async function until(condition: () => unknown, what: string, timeout = 20_000): Promise<void> {
  const end = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
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
