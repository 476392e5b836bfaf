/**
 * What a table makes of the game server's and the Colyseus SDK's errors (components/internal/
 * online-errors.ts): each error becomes the problem code the table shows and fires with
 * `game-error`, and the seat's way back (remote-source.ts) reads those codes.
 */
import { expect } from '@open-wc/testing';
import { onlineProblem } from '../../components/internal/online/online-errors.js';

/** An error as the SDK rejects a matchmaking request with: the server's message, the HTTP status as `code`. */
function matchmakeError(message: string, code?: number): Error {
  return Object.assign(new Error(message), code === undefined ? {} : { code });
}

describe('online problems', () => {
  it('a room of a process that died (Colyseus: "process … is not available") is not on the server now: room-not-found, so a seat token restores it', () => {
    // Colyseus answers this once its health check found the holding process gone and dropped its rooms.
    const problem = onlineProblem(matchmakeError('process Xy3_kQ9 is not available.', 500));
    expect(problem.code).to.equal('room-not-found');
    expect(problem.message).to.contain('process Xy3_kQ9 is not available');
  });

  it('the codes the server answers with keep their meaning', () => {
    expect(onlineProblem(matchmakeError('room "K7WQ3M" not found', 522)).code).to.equal('room-not-found');
    expect(onlineProblem(matchmakeError('no-such-game: no saved bluff-king game …', 500)).code).to.equal('room-not-found');
    expect(onlineProblem(matchmakeError('room is full: every seat is taken', 500)).code).to.equal('room-full');
    expect(onlineProblem(matchmakeError('wrong-game: the room K7WQ3M plays biggie-bills, not bluff-king', 500)).code).to.equal('wrong-game');
    expect(onlineProblem(matchmakeError('server-unavailable: the server cannot reach Redis', 503)).code).to.equal('server-unreachable');
    expect(onlineProblem(matchmakeError('rate-limited: at most 50 matchmaking requests a second', 429)).code).to.equal('server-error');
    expect(onlineProblem('connection-lost').code).to.equal('connection-lost');
  });
});
