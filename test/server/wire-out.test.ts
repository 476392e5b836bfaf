/**
 * What a room sends one client on the lean wire (server/wire-out.ts): the whole state first, then
 * only what changed, nothing when nothing did, and the whole state again after a reset (the room
 * resets a session on `sync`, on a drop and on a leave, so a reconnection starts whole).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Client } from '@colyseus/core';
import type { StateMessage } from '../../src/online/protocol.js';
import { StateReader } from '../../src/online/wire.js';
import { WireOut } from '../../server/wire-out.js';

/** A client that keeps what it was sent. */
function fakeClient(sessionId: string): Client & { sent: [string, unknown][] } {
  const sent: [string, unknown][] = [];
  return { sessionId, sent, send: (type: string, message: unknown) => { sent.push([type, message]); } } as unknown as Client & { sent: [string, unknown][] };
}

const state = (log: string[], connected: boolean): StateMessage => ({
  seat: 0, view: { seat: 0, prompt: null, log } as never, toAct: [0], result: null, names: ['A', 'B'], connected: [true, connected], botIn: [null, null], started: true, code: 'ABCDEF', timeLeft: null, host: true, hostSeat: 0, paused: false, devicesPerSeat: 1, members: [['A'], []], publicUrl: null,
});

test('the whole state first, then what changed, nothing when nothing did, the whole state after a reset', () => {
  const wire = new WireOut();
  const ana = fakeClient('ana');
  const reader = new StateReader();
  const sendAndRead = (s: StateMessage) => {
    const count = ana.sent.length;
    wire.send(ana, s);
    for (const [type, payload] of ana.sent.slice(count)) reader.read(type, payload);
    return ana.sent.slice(count).map(([type]) => type);
  };
  assert.deepEqual(sendAndRead(state(['a'], true)), ['state']);
  assert.equal((ana.sent[0]![1] as StateMessage).protocol, 3);
  assert.deepEqual(sendAndRead(state(['a', 'b'], true)), ['change']);
  assert.deepEqual(ana.sent.at(-1)![1], { append: [[['view', 'log'], ['b']]] }, 'only the new entry');
  assert.deepEqual(sendAndRead(state(['a', 'b'], true)), [], 'nothing changed: nothing sent');
  assert.deepEqual(sendAndRead(state(['a', 'b'], false)), ['change']);
  assert.deepEqual(reader.state, { protocol: 3, ...state(['a', 'b'], false) });
  wire.reset('ana');
  assert.deepEqual(sendAndRead(state(['a', 'b'], false)), ['state'], 'after a reset: whole again');
  // Another session is another client: whole first.
  const bo = fakeClient('bo');
  wire.send(bo, state(['a', 'b'], false));
  assert.deepEqual(bo.sent.map(([type]) => type), ['state']);
});
