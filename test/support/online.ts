/** Helpers for the online tests (test/online): the test server's URL and a room's messages. */
import type { Room } from '@colyseus/sdk';
import type { GameView } from '../../src/core/types.js';
import type { RefusedMessage, StateMessage } from '../../src/online/protocol.js';
import { until } from './dom.js';

/** The URL of the game server started for this test run (scripts/game-server.mjs). */
export async function testServerUrl(): Promise<string> {
  return ((await (await fetch('/__online__/server.json')).json()) as { url: string }).url;
}

/** A joined room and every `state` and `refused` message it gets from now on. */
export interface TrackedRoom<View extends GameView> {
  room: Room;
  states: StateMessage<View>[];
  refused: RefusedMessage[];
  /** The latest state. */
  last(): StateMessage<View> | undefined;
}

/**
 * Records the messages of the room `joining` resolves to, and asks for its state (`sync`);
 * resolves once that answer is in, so `last()` is never older than a move the caller then sends
 * (an answer still on its way would arrive after the caller acted on the join's state).
 */
export async function track<View extends GameView = GameView>(joining: Promise<Room>): Promise<TrackedRoom<View>> {
  const room = await joining;
  const states: StateMessage<View>[] = [];
  const refused: RefusedMessage[] = [];
  room.onMessage('state', (state: StateMessage<View>) => states.push(state));
  room.onMessage('refused', (message: RefusedMessage) => refused.push(message));
  // A state the join sent before these handlers is delivered first; then the answer to `sync`.
  await new Promise((resolve) => setTimeout(resolve));
  const before = states.length;
  room.send('sync');
  await until(() => states.length > before, 5000, 'the answer to sync');
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
