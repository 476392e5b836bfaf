/**
 * What a table makes of the game server's and the Colyseus SDK's errors (components/internal/
 * online/online-errors.ts): each error becomes the problem code the table shows and fires with
 * `game-error`, read from the error's data (its numeric `code`, src/online/codes.ts), never from
 * its message; the seat's way back (remote-source.ts) reads those codes.
 */
import { expect } from '@open-wc/testing';
import { onlineProblem } from '../../components/internal/online/online-errors.js';
import { JOIN_ERROR_CODES, PROBLEM_CODES, joinErrorNumber } from '../../src/online/codes.js';

/** An error as the SDK rejects a matchmaking request with: the server's message, its number as `code`. */
function matchmakeError(message: string, code?: number | string): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe('online problems', () => {
  it('every join error of the list maps to a problem of the list, keeping the server\'s words', () => {
    for (const code of JOIN_ERROR_CODES) {
      const problem = onlineProblem(matchmakeError('the server\'s words', joinErrorNumber(code)));
      expect(PROBLEM_CODES, code).to.include(problem.code);
      expect(problem.message, code).to.contain('the server\'s words');
    }
  });

  it('the numbers the server answers with keep their meaning', () => {
    expect(onlineProblem(matchmakeError('room "K7WQ3M" not found', 522)).code).to.equal('room-not-found');
    expect(onlineProblem(matchmakeError('no-such-game: no saved bluff-king game …', joinErrorNumber('no-such-game'))).code).to.equal('room-not-found');
    expect(onlineProblem(matchmakeError('room is full: every seat is taken', joinErrorNumber('room-full'))).code).to.equal('room-full');
    expect(onlineProblem(matchmakeError('game over: the game K7WQ3M has ended', joinErrorNumber('game-over'))).code).to.equal('game-over');
    expect(onlineProblem(matchmakeError('wrong-game: the room K7WQ3M plays biggie-bills, not bluff-king', joinErrorNumber('wrong-game'))).code).to.equal('wrong-game');
    expect(onlineProblem(matchmakeError('server-unavailable: the server cannot reach Redis', 503)).code).to.equal('server-unreachable');
    expect(onlineProblem(matchmakeError('fetch failed', 'ECONNREFUSED')).code).to.equal('server-unreachable');
    expect(onlineProblem(matchmakeError('connection closed', 1006)).code).to.equal('server-unreachable');
    expect(onlineProblem(matchmakeError('rate-limited: at most 50 matchmaking requests a second', 429))).to.deep.equal({ code: 'server-error', message: 'rate-limited: at most 50 matchmaking requests a second' });
    expect(onlineProblem(Object.assign(new Error('room "K7WQ3M" not found'), { gone: true })).code).to.equal('room-gone');
    expect(onlineProblem('connection-lost').code).to.equal('connection-lost');
    expect(onlineProblem('seat-taken').code).to.equal('seat-taken');
    expect(onlineProblem('seat-released')).to.deep.equal({ code: 'seat-released', message: 'The host gave this team\'s seat to another device or to a bot: you are watching now.' });
  });

  it('reads no message: words alone, under a number of no join error, are the server\'s (server-error)', () => {
    for (const words of ['room is full: every seat is taken', 'process Xy3_kQ9 is not available.', 'game over: the game has ended', 'room "K7WQ3M" not found']) {
      expect(onlineProblem(matchmakeError(words, 526)).code, words).to.equal('server-error');
    }
  });
});
