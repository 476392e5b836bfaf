/**
 * `<bluff-log>` follows new moves, keeping the last entry in view whatever happens to its size
 * (the table narrower or wider, larger type, entries rewritten, the log re-inserted), unless the
 * reader scrolled up; scrolling back to the end follows again.
 */
import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../components/index.js';
import { allInShadow, inShadow } from '../support/dom.js';
import { afterFrame, bringToFront } from '../support/frames.js';
import { makeTable, type Table } from '../support/table-harness.js';
import { frame, tableAt } from '../support/layout.js';
import { bluffKing, createGame, randomSource, sendChecked } from '../../src/index.js';
import { until } from '../support/until.js';

const logOf = (table: Element) => inShadow<HTMLOListElement>(inShadow(table, 'bluff-log'), 'ol');
const entriesOf = (table: Element) => allInShadow<HTMLLIElement>(inShadow(table, 'bluff-log'), 'li');

/** Whether entry `li` shows, whole, inside the scrolling list. */
function inView(list: Element, li: Element): boolean {
  const [box, item] = [list.getBoundingClientRect(), li.getBoundingClientRect()];
  return item.top >= box.top - 1 && item.bottom <= box.bottom + 1;
}

const lastInView = (table: Element) => {
  const [list, last] = [logOf(table), entriesOf(table).at(-1)];
  return list !== null && last !== undefined && inView(list, last);
};

const overflowing = (table: Element) => {
  const list = logOf(table);
  return list !== null && list.scrollHeight > list.clientHeight + 40;
};

/** Polls after each drawn frame, the first one included, until `condition()` holds (`until`, naming `what`, for up to `timeout` ms). */
async function untilDrawn(condition: () => boolean, what: string, timeout: number): Promise<void> {
  await afterFrame();
  await until(condition, what, { timeout, every: afterFrame });
}

/**
 * Resolves once the log is longer than its box, checked between the page's tasks (a posted message
 * each time: a tab in the background draws no frame and throttles timers, but its bots without a
 * pause go on, one move a task; waiting for frames there, the game could end first).
 */
async function untilOverflowing(table: Element, timeout = 30_000): Promise<void> {
  const nextTask = () => new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(undefined);
    };
    channel.port2.postMessage(null);
  });
  await until(() => overflowing(table), 'a log longer than its box', { timeout, every: nextTask });
}

/** Starts a new game on `table` and waits until its log shows it (fewer entries than the game before). */
async function newGameOf(table: Table): Promise<void> {
  const before = entriesOf(table).length;
  (table as unknown as { newGame(): void }).newGame();
  await until(() => entriesOf(table).length < before, 'the log of the new game', 30_000);
}

/** Checks after every drawn frame, until `stop()`, that the newest entry is in view. */
async function lastStaysInView(table: Table, stop: () => boolean, label: string): Promise<void> {
  for (let frame = 0; !stop(); frame++) {
    await afterFrame();
    const entries = entriesOf(table).length;
    expect(lastInView(table), `${label}: entry ${entries} of ${entries} in view after frame ${frame}`).to.equal(true);
  }
}

/** A bots-only BluffKing table, `width` wide (`attributes`: more of them), and a flag set when its game is over. */
async function botsTable(seed: number, botDelay: number, width: string, attributes: Record<string, string> = {}): Promise<{ table: Table; over: () => boolean }> {
  await bringToFront();
  const table = makeTable('bluff-king-table', { 'data-log-test': '', players: '4', humans: 'none', seed: String(seed), 'bot-delay': String(botDelay), ...attributes });
  table.style.width = width;
  let over = false;
  table.addEventListener('game-over', () => { over = true; });
  return { table, over: () => over };
}

/** The persisted snapshot of a 4-player BluffKing game of one card a claim, `entries` log entries in (random bots). */
function longGame(entries: number): unknown {
  for (let seed = 0; ; seed++) {
    const actor = createGame(bluffKing.definition, { players: 4, seed, maxPlay: 1 });
    const rng = randomSource(seed);
    while (actor.getSnapshot().status === 'active' && actor.getSnapshot().context.log.length < entries) {
      const s = actor.getSnapshot();
      const [seat] = bluffKing.definition.toAct(s);
      sendChecked(bluffKing.definition, actor, bluffKing.bots.random(bluffKing.definition.view(s, seat!), rng));
    }
    const snapshot = actor.getSnapshot().status === 'active' ? actor.getPersistedSnapshot() : null;
    actor.stop();
    if (snapshot) return snapshot;
  }
}

describe('<bluff-log> follows new moves', () => {
  afterEach(() => document.querySelectorAll('body > [data-log-test]').forEach((table) => table.remove()));

  it('keeps the last entry in view to the end of a bots’ game after the table gets narrower mid-game', async () => {
    const { table } = await botsTable(21, 0, '740px');
    let ends = 0;
    table.addEventListener('game-over', () => ends++);
    // A game whose log is longer than its box while it still runs: a slow or unseen page may draw
    // a whole bots' game at its end (no frame meanwhile), so a game that ended first is followed
    // by another, at most a few.
    for (let games = 1; ; games++) {
      const ended = ends;
      await untilOverflowing(table);
      if (ends === ended) break;
      expect(games, 'a game still running once its log is longer than its box').to.be.below(5);
      await bringToFront();
      await newGameOf(table);
    }
    const running = ends;
    const over = () => ends > running;
    // The phone turned from landscape (740×360) to portrait (360×740).
    table.style.width = '360px';
    await lastStaysInView(table, over, 'narrower');
    await afterFrame();
    expect(lastInView(table), 'the last entry of the game in view').to.equal(true);
  });

  it('keeps the end in view when, after the game, the table gets narrower, wider or its type larger, one change a frame', async () => {
    const { table, over } = await botsTable(26, 0, '740px');
    await until(over, 'the end of the game', 30_000);
    await afterFrame();
    expect(lastInView(table), 'the last entry of the game in view').to.equal(true);
    // No new entry now: only the change of size can bring the log back to its end. Each change
    // comes one frame after the one before, while the scroll event of the log's own scrolling
    // (to the end, for the change before) is still to come.
    const sizes = [['360px', ''], ['740px', ''], ['360px', ''], ['360px', '22px'], ['500px', '12px'], ['360px', ''], ['740px', '']] as const;
    for (const [width, fontSize] of sizes) {
      Object.assign(table.style, { width, fontSize });
      await afterFrame();
      expect(lastInView(table), `the last entry in view at ${width}${fontSize ? `, type ${fontSize}` : ''}`).to.equal(true);
    }
  });

  it('keeps the last entry in view when every entry is rewritten (the language changes)', async () => {
    const { table, over } = await botsTable(22, 0, '420px');
    await untilOverflowing(table);
    table.setAttribute('lang', 'zh-CN');
    await lastStaysInView(table, () => over() || /[\u4e00-\u9fff]/.test(entriesOf(table).at(-1)?.textContent ?? ''), 'Chinese');
    table.setAttribute('lang', 'en');
    await lastStaysInView(table, over, 'English');
    await afterFrame();
    expect(lastInView(table)).to.equal(true);
  });

  it('a reader who scrolled up stays where they were, also when the table gets narrower; back at the end, the log follows again', async () => {
    const { table } = await botsTable(23, 400, '740px');
    await untilOverflowing(table);
    const list = logOf(table)!;
    // The reader goes to the top of the log with the keyboard, just after a move.
    await oneEvent(table, 'game-move');
    await bringToFront();
    list.focus();
    await sendKeys({ press: 'Home' });
    await untilDrawn(() => list.scrollTop === 0, 'the top of the log', 20_000);
    const first = entriesOf(table)[0]!;
    const seen = entriesOf(table).length;
    table.style.width = '360px';
    await until(() => entriesOf(table).length >= seen + 3, 'three more moves', 30_000);
    await afterFrame();
    expect(list.scrollTop, 'still at the top').to.equal(0);
    expect(inView(list, first), 'the first entry still in view').to.equal(true);
    expect(lastInView(table), 'the log did not jump to the newest entry').to.equal(false);
    // Back to the end, just after a move: the log follows again.
    await oneEvent(table, 'game-move');
    await bringToFront();
    await sendKeys({ press: 'End' });
    await untilDrawn(() => lastInView(table), 'the end of the log', 20_000);
    const back = entriesOf(table).length;
    await lastStaysInView(table, () => entriesOf(table).length >= back + 5, 'back at the end');
  });

  it('Home goes to the top and stays there, though the log redraws before the browser could scroll; End follows again', async () => {
    // A resumed game of some 150 entries whose bots wait a minute: the log changes only when asked.
    const host = await tableAt('bluff-king-table', longGame(150), { players: '4', 'max-play': '1', 'bot-delay': '60000', seed: '1' }, frame(360));
    try {
      const log = inShadow(host, 'bluff-log') as HTMLElement & { requestUpdate(name?: string): void };
      const list = await until(() => logOf(host), 'the list', 5000);
      await untilDrawn(() => lastInView(host), 'the end of the log', 20_000);
      // The log redraws (as for a new entry) in the task of each key press, before the browser's
      // scrolling, and at the next two frames, while it scrolls.
      list.addEventListener('keydown', () => {
        log.requestUpdate('view');
        requestAnimationFrame(() => {
          log.requestUpdate('view');
          requestAnimationFrame(() => log.requestUpdate('view'));
        });
      });
      for (let round = 0; round < 4; round++) {
        await bringToFront();
        list.focus();
        await sendKeys({ press: 'Home' });
        await untilDrawn(() => list.scrollTop === 0, `the top of the log (round ${round})`, 20_000);
        log.requestUpdate('view');
        await afterFrame();
        await afterFrame();
        expect(list.scrollTop, `still at the top (round ${round})`).to.equal(0);
        await bringToFront();
        list.focus();
        await sendKeys({ press: 'End' });
        await untilDrawn(() => lastInView(host), `the end of the log (round ${round})`, 20_000);
      }
    } finally {
      host.parentElement!.remove();
    }
  });

  it('a new game is followed again, though the reader had scrolled up in the last one', async () => {
    const { table, over } = await botsTable(27, 0, '360px');
    await until(over, 'the end of the game', 30_000);
    // The reader sees the end first (a tab in the background draws nothing, so the log has not
    // scrolled there yet), then scrolls to the top to read the game again.
    await untilDrawn(() => lastInView(table), 'the end of the game in view', 20_000);
    const list = logOf(table)!;
    list.scrollTop = 0;
    await afterFrame();
    await afterFrame();
    expect(lastInView(table), 'the reader is at the top').to.equal(false);
    let again = false;
    table.addEventListener('game-over', () => { again = true; });
    await newGameOf(table);
    await untilOverflowing(table);
    await lastStaysInView(table, () => again, 'the new game');
  });

  it('a log that left the page and came back narrower still follows', async () => {
    const { table, over } = await botsTable(24, 0, '740px');
    await untilOverflowing(table);
    table.remove();
    table.style.width = '360px';
    document.body.append(table);
    await lastStaysInView(table, over, 'after re-insertion');
    await afterFrame();
    expect(lastInView(table), 'the last entry of the game in view').to.equal(true);
  });
});

describe('<bluff-log> numbers', () => {
  it('a log of over 1,000 entries has room for every number (the newest, "1234.", is not cut)', async () => {
    // Random bots allowed one card a claim play long games: one of over 1,000 log entries.
    let snapshot: { context: { log: unknown[] } } | null = null;
    for (let seed = 0; snapshot === null; seed++) {
      const actor = createGame(bluffKing.definition, { players: 4, seed, maxPlay: 1 });
      const rng = randomSource(seed);
      while (actor.getSnapshot().status === 'active' && actor.getSnapshot().context.log.length < 1100) {
        const s = actor.getSnapshot();
        const [seat] = bluffKing.definition.toAct(s);
        sendChecked(bluffKing.definition, actor, bluffKing.bots.random(bluffKing.definition.view(s, seat!), rng));
      }
      if (actor.getSnapshot().status === 'active') snapshot = actor.getPersistedSnapshot() as never;
      actor.stop();
    }
    const host = await tableAt('bluff-king-table', snapshot, { players: '4', 'max-play': '1', 'bot-delay': '60000', seed: '1' }, frame(900));
    const log = await until(() => inShadow(host, 'bluff-log'), 'the log', 5000);
    const list = await until(() => inShadow<HTMLOListElement>(log, 'ol'), 'the list', 5000);
    const entries = list.children.length;
    expect(entries).to.be.above(1000);
    const probe = document.createElement('span');
    probe.textContent = `${entries}.`;
    probe.style.cssText = 'position: absolute; white-space: nowrap';
    list.append(probe);
    const needed = probe.getBoundingClientRect().width;
    probe.remove();
    expect(parseFloat(getComputedStyle(list).paddingLeft), `room for "${entries}."`).to.be.above(needed);
    host.remove();
  });
});
