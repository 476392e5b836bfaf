/**
 * A server that shuts down (`close()`, what SIGTERM and Ctrl-C do in the command) keeps every seat
 * as last saved, as a crash would (docs/online.md, "Persistence and restore"): its clients'
 * connections close with code 4001, and each person's seat token still opens their seat in the
 * record, in the lobby as in a running game. Run with Node's test runner.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Client, type Room } from '@colyseus/sdk';
import { createServer } from '../../server/index.js';
import { processStore } from '../../server/game-store.js';
import type { StateMessage } from '../../src/online/protocol.js';
import { readStates } from '../../src/online/wire.js';
import { until } from '../support/until.js';

const quiet = { info() {}, debug() {}, warn() {}, error: (...args: unknown[]) => console.error(...args) };

/** `room` with its latest state, once it has one that passes `accept`. */
async function watched(room: Room, accept: (state: StateMessage) => unknown = () => true) {
  let last: StateMessage | undefined;
  readStates(room, (state) => { last = state; });
  room.send('sync');
  await until(() => last && accept(last), 'a state');
  return { room, last: () => last! };
}

test('a shutdown keeps the seat tokens of a lobby and of a running game; the clients are closed with 4001', { timeout: 30_000 }, async () => {
  const server = await createServer({ port: 0, logger: quiet });
  const client = new Client(`ws://localhost:${server.port}`);
  const lobby = await watched(await client.create('bluff-king', { players: 2, humans: 2 }));
  const running = await watched(await client.create('bluff-king', { players: 2, humans: 2, botDelay: 0 }));
  const second = await watched(await client.joinById(running.last().code, {}), (state) => state.started);
  await until(() => running.last().started, 'the start');
  const tokens = { [lobby.last().code]: [lobby.last().token], [running.last().code]: [running.last().token, second.last().token] };
  const codes = [lobby, running, second].map(({ room }) => new Promise<number>((resolve) => room.onLeave((code) => resolve(code))));
  await server.close();
  assert.deepEqual(await Promise.all(codes), [4001, 4001, 4001]);
  for (const [code, held] of Object.entries(tokens)) {
    const record = await processStore.get(code);
    assert.deepEqual(record?.seats.slice(0, held.length).map((seat) => seat.token), held, `the tokens of ${code}`);
  }
});
