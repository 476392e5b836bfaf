/**
 * A table that leaves the page lets go of everything: no table survives garbage collection after
 * it was removed, no MessagePort stays open, no interval keeps running, however soon it is removed;
 * and a parked table resumes (bots and countdown) when it comes back.
 */
import { expect, oneEvent } from '@open-wc/testing';
import '../../components/index.js';
import type { GameMoveDetail, GameOverDetail, GameStartDetail } from '../../components/index.js';
import { inShadow } from '../support/dom.js';
import { LiveObjects, countIntervals, trackMessagePorts } from '../support/live-objects.js';
import { makeTable } from '../support/table-harness.js';
import { until } from '../support/until.js';

const GAMES: [tag: string, attributes: Record<string, string>][] = [
  ['bluff-king-table', {}],
  ['bluffing-billionaires-table', {}],
  ['biggie-bills-board', { 'time-limit': '5' }],
];

const microtask = () => Promise.resolve();
/** Lets pending renders (microtasks) and zero-delay tasks run; needs no drawn frame (tabs in the background draw none). */
const tasks = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setTimeout(resolve, 10));
};

/** Creates a bots-only table with no pause between bot moves, lets it make `moves` moves, removes it. */
async function playAndRemove(tag: string, attributes: Record<string, string>, seed: number, moves: number, live: LiveObjects): Promise<void> {
  const table = makeTable(tag, { ...attributes, players: '3', humans: 'none', 'bot-delay': '0', seed: String(seed) });
  live.track(table);
  let seen = 0;
  table.addEventListener('game-move', () => seen++);
  await until(() => seen >= moves || inShadow(table, 'bluff-game-over'), `${moves} bot moves`, 30_000);
  table.remove();
}

describe('tables that leave the page', () => {
  for (const [tag, attributes] of GAMES) {
    it(`<${tag}>: 20 tables created, played by bots with bot-delay 0 and removed are all garbage-collected, and no MessagePort stays alive`, async () => {
      const tables = new LiveObjects();
      const ports = trackMessagePorts();
      const intervals = countIntervals();
      try {
        for (let i = 0; i < 20; i++) await playAndRemove(tag, attributes, 100 + i, 12, tables);
        // A removed table's pending renders run in later tasks: its clock, if any, must stop by then.
        await until(() => intervals.running() === 0, `no interval running (${intervals.running()} still)`, 10_000).catch(() => undefined);
        expect(intervals.running(), 'intervals still running').to.equal(0);
        expect(await tables.survivors(), 'removed tables still alive').to.equal(0);
        expect(await ports.ports.survivors(), `MessagePorts still alive (of ${ports.created()} created)`).to.equal(0);
      } finally {
        ports.uninstall();
        intervals.uninstall();
      }
    });
  }

  it('a table that plays one game after another holds no MessagePort of the moves already made', async () => {
    const ports = trackMessagePorts();
    try {
      const table = makeTable('bluff-king-table', { players: '3', humans: 'none', 'bot-delay': '0', seed: '5' });
      for (let game = 0; game < 3; game++) {
        await oneEvent(table, 'game-over');
        (table as unknown as { newGame(): void }).newGame();
      }
      table.remove();
      expect(ports.created(), 'moves were scheduled').to.be.greaterThan(50);
      expect(await ports.ports.survivors(), `MessagePorts still alive (of ${ports.created()} created)`).to.equal(0);
    } finally {
      ports.uninstall();
    }
  });
});

describe('newGame() off the page', () => {
  /** Every game-start and game-move that reaches `window` while `during` runs. */
  async function heard(during: () => Promise<void>): Promise<{ starts: GameStartDetail[]; moves: GameMoveDetail[] }> {
    const starts: GameStartDetail[] = [];
    const moves: GameMoveDetail[] = [];
    const onStart = (e: Event) => starts.push((e as CustomEvent<GameStartDetail>).detail);
    const onMove = (e: Event) => moves.push((e as CustomEvent<GameMoveDetail>).detail);
    window.addEventListener('game-start', onStart);
    window.addEventListener('game-move', onMove);
    try {
      await during();
    } finally {
      window.removeEventListener('game-start', onStart);
      window.removeEventListener('game-move', onMove);
    }
    return { starts, moves };
  }

  it('a table given newGame() before it is on a page starts its game once it is: the page hears game-start and the deal', async () => {
    const table = document.createElement('bluff-king-table');
    for (const [name, value] of Object.entries({ players: '3', seed: '4', humans: '0' })) table.setAttribute(name, value);
    try {
      const { starts, moves } = await heard(async () => {
        (table as unknown as { newGame(): void }).newGame();
        await tasks(2);
        expect(inShadow(table, 'bluff-seat'), 'nothing is drawn off the page').to.equal(null);
        document.body.append(table);
        await until(() => inShadow(table, 'bluff-seat') !== null, 'the table drawn', 5000);
      });
      expect(starts.map((s) => s.resumed)).to.deep.equal([false]);
      expect(moves.length, 'the deal, at least').to.be.above(0);
      expect(moves[0]!.index).to.equal(0);
    } finally {
      table.remove();
    }
  });

  it('a parked table given newGame() comes back with a new game, not the parked one', async () => {
    const table = makeTable('bluff-king-table', { players: '3', seed: '4', humans: 'none', 'bot-delay': '0' });
    try {
      let moved = 0;
      table.addEventListener('game-move', () => moved++);
      await until(() => moved > 6, 'a few bot moves', 5000);
      table.remove();
      const { starts, moves } = await heard(async () => {
        (table as unknown as { newGame(): void }).newGame();
        document.body.append(table);
        await tasks(2);
      });
      expect(starts.map((s) => s.resumed)).to.deep.equal([false]);
      expect(moves[0]!.index).to.equal(0);
    } finally {
      table.remove();
    }
  });
});

describe('timers stop when the element leaves the page, however soon (BG-7d)', () => {
  it('<biggie-bills-board time-limit="1">: 50 boards removed one microtask after insertion leave no interval running and are collected', async () => {
    const intervals = countIntervals();
    const boards = new LiveObjects();
    try {
      // A function per board: a board held in this async function's frame would outlive the loop.
      const insertAndRemove = async (seed: number) => {
        const board = makeTable('biggie-bills-board', { 'time-limit': '1', players: '3', humans: 'none', 'bot-delay': '0', seed: String(seed) });
        boards.track(board);
        await microtask();
        board.remove();
      };
      for (let i = 0; i < 50; i++) await insertAndRemove(i);
      // Let every pending render of the boards and their pieces run.
      await tasks(6);
      expect(intervals.running(), 'intervals still running').to.equal(0);
      expect(await boards.survivors(), 'removed boards still alive').to.equal(0);
    } finally {
      intervals.uninstall();
    }
  });

  it('removal before the first render, after it, or a task later: no interval keeps running', async () => {
    const intervals = countIntervals();
    const waits: (() => Promise<unknown>)[] = [
      async () => undefined,
      microtask,
      async () => { await microtask(); await microtask(); },
      () => new Promise((resolve) => setTimeout(resolve)),
      () => tasks(5),
    ];
    try {
      for (const wait of waits) {
        const board = makeTable('biggie-bills-board', { 'time-limit': '1', players: '3', seed: '3', 'bot-delay': '0' });
        await wait();
        board.remove();
      }
      await tasks(6);
      expect(intervals.running()).to.equal(0);
    } finally {
      intervals.uninstall();
    }
  });

  it('a parked timed board resumes when re-inserted: the time left keeps counting and the game still ends on time', async () => {
    const intervals = countIntervals();
    const board = makeTable('biggie-bills-board', { 'time-limit': '1', players: '3', seed: '4', humans: 'none', 'bot-delay': '300' });
    const timer = () => inShadow(inShadow(board, 'biggie-bills-cycle'), '[role="timer"]')?.textContent ?? null;
    const now = Date.now;
    let offset = 0;
    Date.now = () => now() + offset;
    try {
      await until(() => timer(), 'the time left', 10_000);
      expect(timer()).to.match(/^(1:00|0:59)$/);
      // The time left shown, in s, against what it should be: `left` s less the real time since the
      // minute began (which a slow machine stretches), give or take the second the display rounds to.
      const shownAt = now();
      const seconds = () => {
        const m = /^(\d+):(\d\d)$/.exec(timer() ?? '');
        return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
      };
      const showing = (left: number) => Math.abs(seconds() - (left - (now() - shownAt) / 1000)) <= 2;
      expect(intervals.running(), 'one clock for the board and its cycle').to.equal(1);
      board.remove();
      await tasks(4);
      expect(intervals.running(), 'no clock while parked').to.equal(0);
      offset = 20_000;
      document.body.append(board);
      await until(() => showing(40), 'the countdown at 0:40 less the time since', 10_000);
      expect(intervals.running(), 'the clock runs again').to.equal(1);
      // Real ticks redraw the time left while it runs.
      offset = 30_000;
      await until(() => showing(30), 'the countdown at 0:30 less the time since', 10_000);
      const over = oneEvent(board, 'game-over') as Promise<CustomEvent<GameOverDetail & { reason: string }>>;
      offset = 61_000;
      const { detail } = await over;
      expect(detail.reason).to.equal('time');
      await until(() => intervals.running() === 0, 'the clock to stop after the game', 10_000);
    } finally {
      Date.now = now;
      board.remove();
      intervals.uninstall();
    }
  });
});
