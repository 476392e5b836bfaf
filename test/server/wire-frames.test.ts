/**
 * The codec of protocol 2 (src/online/wire.ts) on its own: for random JSON values `a` and `b`,
 * `applyChange(a, changeOf(a, b))` is `b` and leaves `a` as it was; an array that kept its items
 * gets an append of the new ones only; a key that went is unset; the reader assembles nothing
 * from a change before a whole state, and drops its state on a change that does not apply.
 * Deep-frozen parts shared by several states (the public part of every seat's view) give the
 * change an unshared copy gives, at every path they are found at, however often they are asked.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { deepFreeze } from '../../src/core/frozen.js';
import { StateReader, applyChange, changeBetween, changeOf, readStates } from '../../src/online/wire.js';
import type { StateMessage } from '../../src/online/protocol.js';

/** JSON values as they come off the wire: plain objects and arrays, no `__proto__` key (a path through one is refused). */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const noProto = (value: unknown) => !JSON.stringify(value).includes('"__proto__"');
const json = fc.jsonValue({ maxDepth: 4 }).map(plain).filter(noProto);

test('a change applied to the value it was made from gives the other value, and leaves the first one as it was', () => {
  fc.assert(fc.property(json, json, (a, b) => {
    const before = JSON.stringify(a);
    const change = changeOf(a, b);
    const after = change ? applyChange(a, structuredClone(change)) : a;
    assert.deepEqual(after, b);
    assert.equal(JSON.stringify(a), before);
  }), { numRuns: 2000 });
  // Keys every object inherits are no keys of a JSON value.
  assert.deepEqual(changeOf({}, { valueOf: 0 }), { set: [[['valueOf'], 0]] });
  assert.deepEqual(changeOf({ constructor: 1 }, {}), { unset: [['constructor']] });
});

test('a value changed in a few places: the change names those places only', () => {
  fc.assert(fc.property(fc.dictionary(fc.string(), json).map(plain).filter(noProto), fc.string().filter((key) => key !== '__proto__'), json, (a, key, value) => {
    const b = { ...a, [key]: value };
    const change = changeOf(a, b);
    assert.deepEqual(change ? applyChange(a, change) : a, b);
    for (const [path] of change?.set ?? []) assert.equal(path[0], key);
  }), { numRuns: 500 });
});

test('a log that grew is appended to; a key that went is unset; equal values give no change', () => {
  const log = [{ type: 'play', seat: 0 }, { type: 'pass', seat: 1 }];
  const before = { view: { log, phase: 'play', gone: 1 }, toAct: [1] };
  const after = { view: { log: [...log.map((entry) => ({ ...entry })), { type: 'call', seat: 2 }], phase: 'play' }, toAct: [2] };
  assert.deepEqual(changeOf(before, after), {
    set: [[['toAct', 0], 2]],
    append: [[['view', 'log'], [{ type: 'call', seat: 2 }]]],
    unset: [['view', 'gone']],
  });
  assert.equal(changeOf(before, structuredClone(before)), null);
  assert.equal(changeOf({ a: 1, b: undefined }, { a: 1 }), null, 'an undefined key is no key (JSON)');
});

test('the reader: nothing before a whole state; a change that does not apply leaves no state (ask with sync)', () => {
  const reader = new StateReader();
  assert.equal(reader.read('change', { set: [[['toAct'], [1]]] }), null);
  const whole = { protocol: 2, seat: 0, view: null, toAct: [], result: null, names: ['A', 'B'], connected: [true, false], botIn: [null, null], started: false, code: 'ABCDEF', timeLeft: null, host: 0 };
  assert.equal(reader.read('state', whole), whole);
  const state = reader.read('change', { set: [[['connected', 1], true]] });
  assert.deepEqual(state?.connected, [true, true]);
  assert.deepEqual(whole.connected, [true, false], 'the state before is not changed');
  assert.equal(state?.names, whole.names, 'what did not change is shared');
  assert.equal(reader.read('change', { append: [[['names'], ['C']], [['seat', 'x'], [1]]] }), null, 'a path through a number');
  assert.equal(reader.read('change', { set: [[['toAct'], [1]]] }), null, 'no state until a whole one');
  assert.throws(() => applyChange({}, { set: [[['__proto__', 'polluted'], true]] }), /__proto__/);
});

test('readStates: the state after every frame, whole ones marked; a change that does not apply asks for the whole state once', () => {
  const listeners = new Map<string, (payload: unknown) => void>();
  const sent: string[] = [];
  const room = { onMessage: (type: string, listener: (payload: unknown) => void) => listeners.set(type, listener), send: (type: string) => { sent.push(type); } };
  const seen: [unknown, boolean][] = [];
  const reader = readStates(room, (state, full) => seen.push([state, full]));
  listeners.get('change')!({ set: [[['code'], 'X']] });
  assert.deepEqual(seen, [], 'no state before a whole one');
  assert.deepEqual(sent, [], 'nothing to resync yet');
  listeners.get('state')!({ code: 'ABCDEF', log: [] });
  listeners.get('change')!({ append: [[['log'], [1]]] });
  assert.deepEqual(seen, [[{ code: 'ABCDEF', log: [] }, true], [{ code: 'ABCDEF', log: [1] }, false]]);
  listeners.get('change')!({ append: [[['code'], [2]]] });
  assert.equal(reader.state, null, 'a change that does not apply drops the state');
  assert.deepEqual(sent, ['sync']);
  listeners.get('change')!({ set: [[['code'], 'Y']] });
  assert.deepEqual(sent, ['sync'], 'asked once, not at every change after');
});

test('deep-frozen parts shared by several states: the same change at each path as unfrozen copies, asked again or not', () => {
  fc.assert(fc.property(json, json, json, json, (a, b, ownA, ownB) => {
    const [sharedA, sharedB] = [deepFreeze(structuredClone(a)), deepFreeze(structuredClone(b))];
    const state = (view: unknown) => ({ seat: 0, names: [], view }) as unknown as StateMessage;
    // Two seats' views of one snapshot share the frozen part under different keys and next to their own parts.
    for (const [key, own] of [['teams', ownA], ['rules', ownB], ['teams', ownB]] as const) {
      const before = state({ [key]: sharedA, own, log: [] });
      const after = state({ [key]: sharedB, own: ownB, log: [] });
      const copy = changeBetween(state({ [key]: plain(a), own, log: [] }), state({ [key]: plain(b), own: ownB, log: [] }));
      assert.deepEqual(changeBetween(before, after), copy);
      assert.deepEqual(changeOf({ nested: [sharedA] }, { nested: [sharedB] }), changeOf({ nested: [plain(a)] }, { nested: [plain(b)] }));
    }
  }), { numRuns: 500 });
});

test('a frozen part met at the same path by several clients: their changes share its operations, at the right paths', () => {
  const before = deepFreeze({ cash: [10, 20], decks: { growth: 5 } });
  const after = deepFreeze({ cash: [10, 25], decks: { growth: 4 } });
  const state = (seat: number, public_: unknown) => ({ seat, names: [], view: { seat, public: public_, own: [seat] } }) as unknown as StateMessage;
  const first = changeBetween(state(0, before), state(0, after))!;
  const second = changeBetween(state(1, before), state(1, after))!;
  assert.deepEqual(first, { set: [[['view', 'public', 'cash', 1], 25], [['view', 'public', 'decks', 'growth'], 4]] });
  assert.deepEqual(second, first);
  assert.equal(second.set![0], first.set![0], 'the same operation, not a copy per client');
  // Met at another path: its own paths.
  assert.deepEqual(changeOf({ other: before }, { other: after }), { set: [[['other', 'cash', 1], 25], [['other', 'decks', 'growth'], 4]] });
  assert.deepEqual(changeBetween(state(2, before), state(2, after)), first);
});
