/**
 * What keeps a server's memory bounded (docs/online.md, "Limits and refusals"), with an injected
 * clock and heap reading: the memory store's bounds and sweep (server/game-store.ts), running
 * games never dropped; `server-busy` near the heap limit or with the store full of running games,
 * and the address table's own bound (server/admission.ts); the limits' validation.
 */
import type { IncomingMessage } from 'node:http';
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { RECORD_TTL_SECONDS, memoryStore, type GameRecord } from '../../server/game-store.js';
import { Admission, DEFAULT_ADMISSION_LIMITS, addressKey } from '../../server/admission.js';
import { defaultStoredMB, limitSettings } from '../../server/server-options.js';

/** A record of `code` whose JSON is about `size` bytes. */
const record = (code: string, size = 100): GameRecord => ({
  game: 'bluff-king', code, settings: { players: 2 } as unknown as GameRecord['settings'], snapshot: 'x'.repeat(size),
  seats: [], creatorSeat: 0, started: true, deadline: null,
});

describe('the memory store\'s bounds', () => {
  test('closed rooms\' records are dropped oldest first past maxRecords; running games\' never are, and hasRoom turns false when they fill it', async () => {
    const store = memoryStore(Date.now, { maxRecords: 3, maxBytes: 1e9 });
    await store.setLater!('RUN001', () => record('RUN001'));
    for (const code of ['OLD001', 'OLD002']) {
      await store.setLater!(code, () => record(code));
      await store.settle!(code);
    }
    assert.deepEqual(store.stats(), { running: 1, settled: 2, bytes: store.stats().bytes });
    assert.equal(store.hasRoom(), true);
    await store.setLater!('RUN002', () => record('RUN002'));
    assert.equal(await store.get('OLD001'), null, 'the oldest closed room\'s record made way');
    assert.ok(await store.get('OLD002'));
    await store.setLater!('RUN003', () => record('RUN003'));
    assert.equal(await store.get('OLD002'), null);
    assert.equal(store.hasRoom(), false, 'three running games fill it: new rooms are refused');
    await store.setLater!('RUN004', () => record('RUN004'));
    for (const code of ['RUN001', 'RUN002', 'RUN003', 'RUN004']) assert.equal((await store.get(code))?.code, code, `${code} runs and is kept`);
    assert.equal(store.stats().running, 4);
    await store.settle!('RUN001');
    assert.equal(await store.get('RUN001'), null, 'settled over the bound: dropped at once');
    assert.equal(store.hasRoom(), false);
    await store.delete('RUN002');
    await store.delete('RUN003');
    assert.equal(store.hasRoom(), true);
  });

  test('closed rooms\' JSON is kept under maxBytes, oldest dropped first; a settled record is built once', async () => {
    const size = JSON.stringify(record('AAAAA1', 300)).length;
    const small = JSON.stringify(record('BBBBB1', 10)).length;
    const store = memoryStore(Date.now, { maxRecords: 100, maxBytes: 2 * size + small });
    for (const code of ['AAAAA1', 'AAAAA2', 'AAAAA3']) await store.set(record(code, 300));
    assert.equal(store.stats().bytes, 2 * size, 'the third pushed the first out');
    assert.equal(await store.get('AAAAA1'), null);
    let made = 0;
    await store.setLater!('BBBBB1', () => {
      made++;
      return record('BBBBB1', 10);
    });
    await store.settle!('BBBBB1');
    assert.equal(made, 1);
    assert.ok(await store.get('AAAAA2'), 'a small one fits beside');
    store.setBounds({ maxRecords: 100, maxBytes: size });
    assert.equal(await store.get('AAAAA2'), null, 'lower bounds drop at once');
    assert.ok(store.stats().bytes <= size);
  });

  test('shed drops the oldest share of closed rooms\' records, never a running game\'s', async () => {
    const store = memoryStore();
    await store.setLater!('RUN001', () => record('RUN001'));
    for (let i = 0; i < 10; i++) await store.set(record(`OLD00${i}`));
    assert.equal(store.shed(0.25), 3);
    assert.equal(await store.get('OLD002'), null);
    assert.ok(await store.get('OLD003'));
    assert.equal(store.shed(1), 7);
    assert.deepEqual(store.stats(), { running: 1, settled: 0, bytes: 0 });
  });

  test('sweep drops expired closed rooms\' records and claims, never a running game\'s', async () => {
    let now = 0;
    const store = memoryStore(() => now);
    await store.set(record('GONE01'));
    await store.setLater!('RUN001', () => record('RUN001'));
    assert.equal(await store.claim('CLAIM1', 15), true);
    now += 16_000;
    assert.equal(await store.claim('CLAIM1', 15), true, 'an expired claim can be taken again');
    now += RECORD_TTL_SECONDS * 1000;
    store.sweep();
    assert.deepEqual(store.stats(), { running: 1, settled: 0, bytes: 0 }, 'swept without a read');
    assert.equal(await store.claim('CLAIM1', 15), true);
  });
});

describe('admission', () => {
  const limits = { ...DEFAULT_ADMISSION_LIMITS, lookupsPerSecond: 1000 };

  test('new rooms are refused with server-busy near the heap limit and when the store is full; joins go on', async () => {
    let used = 50;
    let storeHasRoom = true;
    let now = 0;
    let relieved = 0;
    const admission = new Admission(limits, { now: () => now, heap: () => ({ used, limit: 100 }), storeHasRoom: () => storeHasRoom, relieve: () => relieved++ });
    assert.equal(await admission.admit('10.0.0.1', 'create'), null);
    admission.created('10.0.0.1', 'ROOM01');
    used = 86;
    const busy = await admission.admit('10.0.0.1', 'create');
    assert.equal(busy?.code, 'server-busy');
    assert.equal(busy?.status, 503);
    assert.match(busy?.message ?? '', /^server-busy: the server's memory is nearly full \(86% of its heap\)/);
    assert.equal(await admission.admit('10.0.0.1', 'joinById'), null, 'a join is still looked up');
    assert.equal((await admission.admit('10.0.0.3', 'create'))?.code, 'server-busy');
    assert.equal(relieved, 1, 'memory is freed once a second at most');
    now += 1000;
    assert.equal((await admission.admit('10.0.0.3', 'create'))?.code, 'server-busy');
    assert.equal(relieved, 2);
    used = 84;
    storeHasRoom = false;
    assert.match((await admission.admit('10.0.0.2', 'create'))?.message ?? '', /^server-busy: the server holds as many running games as it may/);
    storeHasRoom = true;
    assert.equal(await admission.admit('10.0.0.2', 'create'), null);
  });

  test('the address table forgets idle addresses without rooms and never grows past its bound', async () => {
    let now = 0;
    const admission = new Admission(limits, { now: () => now, maxAddresses: 100, openRooms: async (ids) => new Set(ids.filter((id) => id !== 'GONE01')) });
    for (let i = 0; i < 1000; i++) await admission.admit(`10.0.${i >> 8}.${i & 255}`, 'joinById');
    assert.ok(admission.size <= 100, `at most 100 addresses (got ${admission.size})`);
    assert.equal(await admission.admit('10.9.9.9', 'create'), null);
    admission.created('10.9.9.9', 'OPEN01');
    assert.equal(await admission.admit('10.9.9.9', 'create'), null);
    admission.created('10.9.9.9', 'GONE01');
    now += 61_000;
    await admission.sweep();
    assert.equal(admission.size, 1, 'only the address with an open room is left');
    assert.equal(admission.openRoomsOf('10.9.9.9'), 1, 'the closed room was dropped');
  });

  test('the client address is the socket\'s; X-Forwarded-For\'s last entry only with trustProxy', () => {
    const request = { headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' }, socket: { remoteAddress: '::ffff:127.0.0.1' } } as unknown as IncomingMessage;
    assert.equal(new Admission(limits).clientAddress(request), '127.0.0.1', 'a client can put anything in the header');
    assert.equal(new Admission({ ...limits, trustProxy: true }).clientAddress(request), '203.0.113.9', 'the entry the proxy added');
    const direct = { headers: {}, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
    assert.equal(new Admission({ ...limits, trustProxy: true }).clientAddress(direct), '127.0.0.1');
  });

  test('addresses: IPv4-mapped IPv6 as IPv4, IPv6 by its /64', () => {
    assert.equal(addressKey('::ffff:127.0.0.2'), '127.0.0.2');
    assert.equal(addressKey('2001:db8:1:2:aaaa::1'), '2001:db8:1:2::/64');
    assert.equal(addressKey('2001:0db8:0001:0002:ffff:1:2:3'), '2001:db8:1:2::/64');
    assert.equal(addressKey('::1'), '0:0:0:0::/64');
  });
});

test('every limit is checked with a message naming it', () => {
  assert.throws(() => limitSettings({ lookupsPerSecond: 0 }), /^RangeError: lookupsPerSecond must be an integer from 1 to 100000 \(got 0\)$/);
  assert.throws(() => limitSettings({ roomsPerMinute: 1.5 }), /^RangeError: roomsPerMinute must be an integer/);
  assert.throws(() => limitSettings({ roomsPerAddress: '5' }), /^RangeError: roomsPerAddress must be an integer from 1 to 1000000 \(got "5"\)$/);
  assert.throws(() => limitSettings({ maxStoredGames: -1 }), /maxStoredGames must be/);
  assert.throws(() => limitSettings({ maxStoredMB: 0 }), /maxStoredMB must be/);
  assert.throws(() => limitSettings({ busyHeapFraction: 1.5 }), /^RangeError: busyHeapFraction must be a number from 0.1 to 1 \(got 1.5\)$/);
  assert.throws(() => limitSettings({ trustProxy: 'yes' }), /^TypeError: trustProxy must be true or false \(got "yes"\)$/);
  assert.deepEqual(limitSettings({}).store, { maxRecords: 10_000, maxBytes: defaultStoredMB() * 1024 * 1024 });
  assert.equal(defaultStoredMB(4096 * 1024 * 1024), 64);
  assert.equal(defaultStoredMB(160 * 1024 * 1024), 40, 'a quarter of a small heap');
});
