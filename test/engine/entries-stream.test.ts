/**
 * The entries stream (src/core/entries-stream.ts): the one telling of a game's story that the game
 * session and a table's online source share. Start, the past, each change's new entries, the end once.
 */
import { expect } from '@open-wc/testing';
import { EntriesStream, type StoryListener } from '../../src/core/entries-stream.js';
import type { GameResult, LogEntry } from '../../src/core/types.js';

const entry = (n: number): LogEntry => ({ type: 'move', seat: n % 2, n }) as unknown as LogEntry;
const log = (length: number) => Array.from({ length }, (_, i) => entry(i));
const won: GameResult = { winners: [0], ranking: [[0], [1]] };

function heard() {
  const said: string[] = [];
  const listener: StoryListener = {
    onStart: (resumed) => said.push(`start ${resumed}`),
    onEntries: (entries, first, past) => said.push(`${past ? 'past' : 'new'} ${first}+${entries.length}`),
    onOver: (result) => said.push(`over ${result ? result.winners.join() : 'none'}`),
  };
  return { said, stream: new EntriesStream(listener) };
}

describe('the entries stream', () => {
  it('tells the start, the past, then only what each change added, and returns it', () => {
    const { said, stream } = heard();
    expect(stream.started).to.equal(false);
    stream.start(log(3), false, null);
    expect(stream.next(log(3), null), 'nothing new').to.deep.equal([]);
    expect(stream.next(log(5), null)).to.deep.equal([entry(3), entry(4)]);
    expect(said).to.deep.equal(['start false', 'past 0+3', 'new 3+2']);
    expect(stream.started).to.equal(true);
  });

  it('tells the end once, also of a game resumed over, and an early end without a result', () => {
    const over = heard();
    over.stream.start(log(4), true, won);
    over.stream.next(log(4), won);
    expect(over.said).to.deep.equal(['start true', 'past 0+4', 'over 0']);
    const ended = heard();
    ended.stream.start([], false, null);
    ended.stream.next(log(1), null, true);
    ended.stream.next(log(1), null, true);
    expect(ended.said).to.deep.equal(['start false', 'new 0+1', 'over none']);
  });

  it('after reset, a new start tells the whole story again (a reconnection, a new game)', () => {
    const { said, stream } = heard();
    stream.start(log(2), false, null);
    stream.next(log(3), won);
    stream.reset();
    expect(stream.started).to.equal(false);
    stream.start(log(3), true, won);
    expect(said).to.deep.equal(['start false', 'past 0+2', 'new 2+1', 'over 0', 'start true', 'past 0+3', 'over 0']);
  });
});
