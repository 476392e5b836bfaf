/**
 * The one list of online codes (src/online/codes.ts) against what the server sends and what a
 * table makes of it: every join error the server throws reaches the SDK as its own number and
 * maps back to its code, from a real server; every code written in server/ is in the list, for
 * the use it is written for; the numbers are Colyseus' where they must be and collide with none
 * of its others; and a table maps every join error to a problem with words.
 */
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { ErrorCode, ServerError } from '@colyseus/core';
import type { ColyseusTestServer } from '@colyseus/testing';
import {
  JOIN_ERROR_CODES, MATCHMAKING_REFUSAL_CODES, ONLINE_CODES, PROBLEM_CODES, REFUSAL_CODES, isOnlineCode, joinErrorNumber, joinErrorOf, type OnlineCode,
} from '../../src/online/codes.js';
import { renumbered } from '../../server/join-errors.js';
import { numbered } from '../../server/private-rooms.js';
import { onlineProblem } from '../../components/internal/online/online-errors.js';
import en from '../../components/internal/online/messages/en.js';
import zhCN from '../../components/internal/online/messages/zh-CN.js';
import { refusedWith } from './support/codes.js';
import { bootGames, joinedRooms } from './support/test-server.js';
import { until } from '../support/until.js';

const serverDir = new URL('../../server/', import.meta.url);

/** Every string literal passed where server/ sends a code: `joinError('…'`, `refuse(x, '…'`, `code: '…'`, `satisfies` a code type. */
function codesWritten(): { file: string; use: 'join' | 'refused' | 'any'; code: string }[] {
  const found: { file: string; use: 'join' | 'refused' | 'any'; code: string }[] = [];
  for (const file of readdirSync(serverDir).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(new URL(file, serverDir), 'utf8');
    const uses = [['join', "joinError('"], ['refused', "refuse(client, '"], ['refused', "refuse(stale, '"], ['any', "code: '"]] as const;
    for (const [use, opening] of uses) {
      for (let at = text.indexOf(opening); at >= 0; at = text.indexOf(opening, at + 1)) {
        const start = at + opening.length;
        found.push({ file, use, code: text.slice(start, text.indexOf("'", start)) });
      }
    }
  }
  return found;
}

describe('the list of codes', () => {
  test('every code server/ writes is in the list, for the use it is written for', () => {
    const written = codesWritten();
    assert.ok(written.filter((w) => w.use === 'join').length >= 9, `the join errors are found (${written.length} codes)`);
    assert.ok(written.filter((w) => w.use === 'refused').length >= 7, 'the refusals are found');
    for (const { file, use, code } of written) {
      assert.ok(isOnlineCode(code), `${file}: ${code} is in src/online/codes.ts`);
      if (use === 'join') assert.ok((JOIN_ERROR_CODES as readonly string[]).includes(code), `${file}: ${code} is a join error`);
      if (use === 'refused') assert.ok((REFUSAL_CODES as readonly string[]).includes(code), `${file}: ${code} is a refusal`);
    }
  });

  test('each join error has a number of its own; 522 is Colyseus\' MATCHMAKE_INVALID_ROOM_ID, and no other is one of Colyseus\' codes', () => {
    const numbers = JOIN_ERROR_CODES.map(joinErrorNumber);
    assert.equal(new Set(numbers).size, numbers.length, 'no two join errors share a number');
    assert.equal(joinErrorNumber('room-not-found'), ErrorCode.MATCHMAKE_INVALID_ROOM_ID);
    const colyseus = new Set<number>(Object.values(ErrorCode));
    for (const code of JOIN_ERROR_CODES.filter((c) => c !== 'room-not-found')) {
      const number = joinErrorNumber(code);
      assert.ok(!colyseus.has(number), `${code} (${number}) is none of Colyseus' codes`);
      // Over HTTP (a refused create) the number is the status: a valid one, of no standard meaning.
      assert.ok(number >= 470 && number <= 479, `${code} (${number}) is in 470–479`);
      assert.equal(joinErrorOf(new ServerError(number, 'words')), code, `${code} reads back`);
    }
    for (const code of MATCHMAKING_REFUSAL_CODES) assert.ok(ONLINE_CODES[code].http >= 400 && ONLINE_CODES[code].http < 600, code);
  });

  test('a create refused on another process (its number lost in Colyseus\' IPC: 523) gets its number back; other errors stay as they are', () => {
    const hop = new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'already-running: the game K7WQ3M is running: join it with joinById(code, { token })');
    assert.equal(joinErrorOf(renumbered(hop)), 'already-running');
    const plain = new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'no processId available to create room bluff-king');
    assert.equal(renumbered(plain), plain);
    const colon = new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'players: must be an integer');
    assert.equal(renumbered(colon), colon);
  });

  test('a table maps every join error to a problem, and every problem has words in each language', () => {
    for (const code of JOIN_ERROR_CODES) {
      const problem = onlineProblem(new ServerError(joinErrorNumber(code), 'the server\'s words'));
      assert.ok((PROBLEM_CODES as readonly string[]).includes(problem.code), `${code} → ${problem.code}`);
      assert.ok(problem.message.includes('the server\'s words'), `${code}: the server's words are kept`);
    }
    for (const code of PROBLEM_CODES) {
      assert.equal(typeof (en as Record<string, string>)[code], 'string', `${code} has English words`);
      assert.equal(typeof (zhCN as Record<string, string>)[code], 'string', `${code} has Chinese words`);
    }
    // Data, not words: a message that says "full" is not read.
    assert.equal(onlineProblem(new ServerError(ErrorCode.APPLICATION_ERROR, 'room is full: every seat is taken')).code, 'server-error');
  });
});

describe('the join errors of a real server', () => {
  let colyseus: ColyseusTestServer;
  const { client } = joinedRooms(() => colyseus.sdk);
  before(async () => { colyseus = await bootGames(); });
  after(async () => { await colyseus.shutdown(); });

  test('each reaches the SDK as its number', async () => {
    const seen = new Set<OnlineCode>();
    const refused = (code: Parameters<typeof refusedWith>[0]) => {
      seen.add(code);
      return refusedWith(code);
    };
    const { sdk } = colyseus;
    await assert.rejects(sdk.create('bluff-king', { players: 99 }), refused('bad-options'));
    await assert.rejects(sdk.join('bluff-king', {}), refused('use-code'));
    await assert.rejects(sdk.joinById('ZZZZZZ', {}), refused('room-not-found'));
    await assert.rejects(sdk.create('bluff-king', { resume: 'ZZZZZZ', token: 'x'.repeat(22) }), refused('no-such-game'));
    const first = await client(sdk.create('bluff-king', { players: 2, humans: 2, botDelay: 0 }));
    await until(() => first.last(), 'the creator\'s state');
    const code = first.room.roomId;
    await assert.rejects(sdk.create('bluff-king', { resume: code, token: first.last()!.token }), refused('already-running'));
    await assert.rejects(sdk.joinById(code, { game: 'biggie-bills' }), refused('wrong-game'));
    await assert.rejects(sdk.joinById(code, { token: 'x'.repeat(22) }), refused('bad-token'));
    await client(sdk.joinById(code, { name: 'Bo' }));
    await until(() => first.last()?.started, 'the game to start');
    await assert.rejects(sdk.joinById(code, {}), refused('room-full'));
    await assert.rejects(sdk.joinById(code, { seat: 0, name: 'Cy' }), refused('seat-full'));
    // A join Colyseus refuses because the room's process died (its health check dropped the rooms): room-not-found.
    const dead = new ServerError(ErrorCode.MATCHMAKE_UNHANDLED, 'process Xy3_kQ9 is not available.');
    assert.equal(joinErrorOf(await numbered('joinById', 'ZZZZZZ', dead)), 'room-not-found');
    assert.equal(await numbered('joinById', code, dead), dead, 'a room still listed keeps Colyseus\' error');
    assert.equal(await numbered('create', 'bluff-king', dead), dead, 'only a join by code');
    // game-over is met in ended.test.ts (a finished game's room); store-unavailable needs a failing store.
    assert.deepEqual(JOIN_ERROR_CODES.filter((c) => !seen.has(c)), ['game-over', 'store-unavailable']);
  });
});
