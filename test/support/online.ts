/** Helpers for the online tests (test/online): the test server's URL and a room's messages. */
import type { Room } from '@colyseus/sdk';
import type { GameView } from '../../src/core/types.js';
import type { RefusedMessage, StateMessage } from '../../src/online/protocol.js';
import { readStates } from '../../src/online/wire.js';

/** The URL of the game server started for this test run (scripts/game-server.mjs). */
export async function testServerUrl(): Promise<string> {
  return ((await (await fetch('/__online__/server.json')).json()) as { url: string }).url;
}

/** A joined room and every `state` and `refused` message it gets from now on. */
export interface TrackedRoom<View extends GameView> {
  room: Room;
  /** The state after each `state` or `change` frame, as the client assembles it (src/online/wire.ts). */
  states: StateMessage<View>[];
  refused: RefusedMessage[];
  /** The latest state. */
  last(): StateMessage<View> | undefined;
}

/**
 * Resolves once every message the server sent `room` before it read a ping sent now is in: the
 * server reads one connection's messages in order and answers a ping at once, so its answer comes
 * after the answers to what the client sent before it (a `sync`, a move) and after every broadcast
 * the server made meanwhile. A condition, not a count of messages or a pause: a slow machine only
 * makes it come later.
 * @throws Error after `timeout` ms without the answer (or when the connection is closed).
 */
export async function settled(room: Room, timeout = 20_000): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer to a ping of room ${room.roomId} in ${timeout} ms`)), timeout);
    room.ping(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Records the messages of the room `joining` resolves to, and asks for its state (`sync`);
 * resolves once that answer is in (`settled`), so `last()` is never older than a move the caller
 * then sends, and no state of the join or of the `sync` arrives after this resolves.
 */
export async function track<View extends GameView = GameView>(joining: Promise<Room>): Promise<TrackedRoom<View>> {
  const room = await joining;
  const states: StateMessage<View>[] = [];
  const refused: RefusedMessage[] = [];
  // The whole state, then what changed (protocol 2): `states` holds the state after each frame.
  readStates<View>(room, (state) => states.push(state));
  room.onMessage('refused', (message: RefusedMessage) => refused.push(message));
  // The server sends the join's state once the client acknowledged the join, which it did before
  // this `sync`: both states come before the answer to the ping that follows.
  room.send('sync');
  await settled(room);
  if (states.length === 0) throw new Error(`room ${room.roomId}: no state after joining and sync`);
  return { room, states, refused, last: () => states.at(-1) };
}

/**
 * Waits until one more message keeps a client within 19 messages in any second (the server refuses
 * more than 20 a second as a flood; one spare for the `sync` of joining), and notes its time in
 * `times` (ms, this client's recent sends): scripted players that would play faster than people.
 */
export async function withinRate(times: number[]): Promise<void> {
  while (times.length >= 19) {
    const wait = times[0]! + 1050 - performance.now();
    if (wait <= 0) times.shift();
    else await new Promise((resolve) => setTimeout(resolve, wait));
  }
  times.push(performance.now());
}
