/**
 * What a room works out once for every client it tells (server/room-state.ts, server/seats.ts):
 * the shared part of the states keeps the objects sent before while alike (so the wire skips them
 * by pointer), and the seat of every session comes from one pass over the seats.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SharedStates, type SharedState } from '../../server/room-state.js';
import { seatOfSession, sessionSeats, type SeatHolder } from '../../server/seats.js';

const shared = (connected: boolean, timeLeft: number | null): SharedState => ({
  toAct: [1], result: null, names: ['Ana', 'Bo'], connected: [true, connected], botIn: [null, null], timeLeft, members: [['Ana'], connected ? ['Bo'] : []],
});

test('a shared state keeps the objects of the one before where they are alike, and takes the new ones where not', () => {
  const states = new SharedStates();
  const first = states.next(shared(true, 5000));
  const second = states.next(shared(true, 4000));
  assert.equal(second.names, first.names);
  assert.equal(second.toAct, first.toAct);
  assert.equal(second.members, first.members);
  assert.equal(second.timeLeft, 4000);
  const third = states.next(shared(false, 4000));
  assert.notEqual(third.connected, second.connected);
  assert.deepEqual(third.connected, [true, false]);
  assert.deepEqual(third.members, [['Ana'], []]);
  assert.equal(third.names, first.names);
  assert.deepEqual(third, shared(false, 4000), 'the values are the new ones');
});

test('sessionSeats gives every session the seat seatOfSession gives it; spectators none', () => {
  const device = (sessionId: string, away = false) => ({ sessionId, name: sessionId, away });
  const seats: SeatHolder[] = [
    { kind: 'person', name: 'A', token: 't0', devices: [device('a1'), device('a2', true)], botPlays: false },
    { kind: 'bot', name: 'Bot' },
    { kind: 'person', name: 'C', token: 't2', devices: [], botPlays: true },
    { kind: 'person', name: 'D', token: 't3', devices: [device('d1')], botPlays: false },
  ];
  const bySession = sessionSeats(seats);
  for (const id of ['a1', 'a2', 'd1', 'spectator']) assert.equal(bySession.get(id) ?? null, seatOfSession(seats, id), id);
  assert.deepEqual([...bySession], [['a1', 0], ['a2', 0], ['d1', 3]]);
});
