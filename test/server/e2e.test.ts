/// <reference types="node" />
/**
 * Chromium end to end (docs/online.md, "Tables"): the real dev server with the real game server on
 * one port (support/e2e-server.ts), headless Chromium through playwright-core, and each person on
 * a browser context of their own (their own sessionStorage, like two devices), each page showing
 * one table built from the TypeScript sources (fixtures/online.html): no build needed.
 * 1. Two people join one BluffKing room by its code and play it to the end by clicks and keys;
 *    neither page ever holds the other's hand.
 * 2. A moderator page (`<biggie-bills-board view="moderator">`) mirrors a live BiggieBills game.
 * 3. A reload mid-game returns the person to the same seat, and the game plays on to the end.
 * 4. A person who closed their tab opens the link in a new tab of the same browser and is back in
 *    their seat; a second tab opened while the first plays never takes its seat.
 * Run with Node's test runner: `node --import tsx --test test/server/e2e.test.ts`. Screenshots of a
 * few moments go to /tmp/h6-*.png.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { biggieBillsMove, playBluffKing, playBluffKingMoves } from './support/e2e-play.js';
import { startE2eStack, type E2eStack } from './support/e2e-server.js';
import { TablePage, type PageSnapshot } from './support/e2e-table.js';

const CODE = /^[2-9A-HJKMNP-Z]{6}$/;

let stack: E2eStack;
/** Every page opened, closed after each test. */
const opened: TablePage[] = [];

before(async () => {
  stack = await startE2eStack();
});

after(async () => {
  await stack?.stop();
});

/** Opens a table page in a new browser context (a device of its own), or in a new tab of `sameBrowser`'s. */
async function open(name: string, query: Record<string, string>, sameBrowser?: TablePage): Promise<TablePage> {
  const page = await TablePage.open(stack.browser, stack.origin, name, query, sameBrowser);
  opened.push(page);
  return page;
}

async function closeAll(): Promise<void> {
  await Promise.all(opened.splice(0).map((page) => page.close()));
}

/** The join code A's lobby shows once its room exists. */
const codeOf = (page: TablePage) => page.until((s) => CODE.test(s.code) && s.code, 'the join code in the lobby');

/** The game shows on the page: no lobby, this person's hand. */
const playing = (page: TablePage) => page.until((s) => !s.lobby && s.handShown && s.view?.seat !== undefined && s, 'the game with a hand');

/** The seat name marked as this screen's own ("Ana(you)"). */
const own = (snapshot: PageSnapshot) => snapshot.seats.filter((name) => /\(you\)/i.test(name));

/** A BluffKing room for two people, created on page A ("Ana") and joined by code on page B ("Bo"). */
async function bluffKingPair(): Promise<{ a: TablePage; b: TablePage; code: string }> {
  const a = await open('A', { tag: 'bluff-king-table', room: 'new', players: '2', humans: '0,1', 'bot-delay': '0', names: 'Ana' });
  const code = await codeOf(a);
  const b = await open('B', { tag: 'bluff-king-table', room: code, names: 'Bo' });
  await Promise.all([playing(a), playing(b)]);
  return { a, b, code };
}

test('two browser contexts join one BluffKing room by code and play it to game over by clicks and keys; neither page holds the other\'s hand', async () => {
  try {
    const a = await open('A', { tag: 'bluff-king-table', room: 'new', players: '2', humans: '0,1', 'bot-delay': '0', names: 'Ana' });
    const code = await codeOf(a);
    const lobby = await a.snapshot();
    assert.ok(lobby.lobby, 'the creator waits in the lobby');
    assert.equal(lobby.handShown, false);
    await a.screenshot('1-lobby');
    const b = await open('B', { tag: 'bluff-king-table', room: code, names: 'Bo' });
    const [startA, startB] = await Promise.all([playing(a), playing(b)]);
    assert.equal(startA.view!.seat, 0);
    assert.equal(startB.view!.seat, 1);
    assert.deepEqual(own(startA), ['Ana(You)']);
    assert.deepEqual(own(startB), ['Bo(You)']);
    const [eventsA, eventsB] = await Promise.all([a.events(), b.events()]);
    for (const [events, seat] of [[eventsA, 0], [eventsB, 1]] as const) {
      assert.equal(events.starts.length, 1);
      assert.deepEqual(events.starts[0]!.names, ['Ana', 'Bo']);
      assert.deepEqual(events.starts[0]!.humans, [seat], 'game-start names this screen\'s own seat');
    }
    await Promise.all([a.screenshot('1-start-a'), b.screenshot('1-start-b')]);

    const count = await playBluffKing([a, b]);
    assert.ok(count.byKeyboard >= 2, `some moves by keyboard (${count.byKeyboard} of ${count.moves})`);
    assert.ok(count.moves - count.byKeyboard >= 2, 'some moves by clicks');
    assert.ok(count.privacyChecks >= 3, `the hands were compared along the game (${count.privacyChecks} times)`);
    assert.ok(count.challenges >= 1, 'a challenge turned cards up');

    const [endA, endB] = await Promise.all([a.until((s) => s.over && s, 'the results'), b.until((s) => s.over && s, 'the results')]);
    assert.deepEqual(endA.log, endB.log, 'both pages tell the same game');
    await Promise.all([a.screenshot('1-over-a'), b.screenshot('1-over-b')]);
    const [overA, overB] = await Promise.all([a.events(), b.events()]);
    assert.equal(overA.overs.length, 1);
    assert.equal(overB.overs.length, 1);
    assert.equal(overA.overs[0]!.winners.length, 1);
    assert.deepEqual(overA.overs[0]!.winners, overB.overs[0]!.winners);
    assert.deepEqual(overA.overs[0]!.ranking, overB.overs[0]!.ranking);
    assert.deepEqual(overA.errors, [], 'no game-error on A');
    assert.deepEqual(overB.errors, [], 'no game-error on B');
    // Each page reported the whole log, once, in order.
    assert.deepEqual(overA.moves.map((m) => m.text), endA.log);
    assert.deepEqual(overB.moves.map((m) => m.index), endB.log.map((_, i) => i));
  } finally {
    await closeAll();
  }
});

test('a moderator page mirrors a live BiggieBills game: no hand, and the same log as the player\'s page until the end', async () => {
  try {
    // One person: the game starts at once, so no lobby shows the code. Without a `room` attribute
    // the table creates a room and writes `room=<code>` into its page's address: read it there.
    const a = await open('A', { tag: 'biggie-bills-board', players: '3', humans: '0', bots: 'easy', 'bot-delay': '150', 'max-cycles': '1', names: 'Ana' });
    const code = await a.until(() => new URL(a.page.url()).searchParams.get('room'), 'room=<code> in the page address', 10_000);
    assert.match(code, CODE, `the code in A's address (${a.page.url()})`);
    const m = await open('M', { tag: 'biggie-bills-board', view: 'moderator', room: code });
    await m.until((s) => !s.lobby && s.seats.length === 3 && s, 'the moderator\'s view of the game');
    /** The log lengths at which the two pages were compared. */
    const compared = new Set<number>();
    let moves = 0;
    let shot = false;
    const end = Date.now() + 40_000;
    for (;;) {
      assert.ok(Date.now() < end, 'the game ends within 40 s');
      const [sa, sm] = await Promise.all([a.snapshot(), m.snapshot()]);
      assert.equal(sm.handShown, false, 'the moderator view shows no hand');
      assert.equal(sm.view, null, 'the moderator view has no controls');
      assert.deepEqual(own(sm), [], 'no seat is the moderator\'s');
      // One page may be a state ahead of the other: the shorter log is the start of the longer.
      const n = Math.min(sa.log.length, sm.log.length);
      assert.deepEqual(sm.log.slice(0, n), sa.log.slice(0, n), 'the moderator\'s log is the player\'s');
      if (n > 0) compared.add(n);
      if (!shot && n > 8) {
        await Promise.all([a.screenshot('2-player'), m.screenshot('2-moderator')]);
        shot = true;
      }
      if (sa.over && sm.over && sa.log.length === sm.log.length) break;
      const asked = sa.buttons.length > 0 && !sa.over && (sa.view?.['log'] as unknown[] | undefined)?.length === sa.log.length;
      if (asked) {
        await biggieBillsMove(a, sa);
        await a.until((s) => s.log.length > sa.log.length || s.over, 'the move back from the server');
        moves++;
      } else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [endA, endM] = await Promise.all([a.snapshot(), m.snapshot()]);
    assert.deepEqual(endM.log, endA.log, 'the same log at the end');
    assert.ok(endA.log.length > 10, `a real game (${endA.log.length} entries)`);
    assert.ok(compared.size >= 3, `the logs were compared as the game went on (at ${[...compared].join(', ')} entries)`);
    assert.ok(moves >= 2, `the person played (${moves} moves)`);
    await m.screenshot('2-moderator-over');
    const [eventsA, eventsM] = await Promise.all([a.events(), m.events()]);
    assert.deepEqual(eventsM.starts[0]!.humans, [], 'the moderator is a spectator');
    assert.equal(eventsM.overs.length, 1);
    assert.deepEqual(eventsM.overs[0]!.winners, eventsA.overs[0]!.winners);
    assert.deepEqual(eventsM.errors, []);
    assert.deepEqual(eventsA.errors, []);
  } finally {
    await closeAll();
  }
});

test('a reload mid-game returns the person to the same seat with the same hand and log, and the game plays on to the end', async () => {
  try {
    const { a, b, code } = await bluffKingPair();
    await playBluffKingMoves([a, b], 5);
    const before = await b.until((s) => !s.over && s.handShown && s.log.length >= 5 && s, 'the game after a few moves');
    const ticket = await b.page.evaluate((key) => localStorage.getItem(key), `bluffhouse:ws://${new URL(stack.origin).host}:${code}`);
    assert.ok(ticket && JSON.parse(ticket)[0].token, 'B\'s seat ticket is kept in localStorage');
    await b.screenshot('3-before-reload');
    await b.reload();
    const back = await b.until((s) => !s.lobby && s.handShown && s.log.length === before.log.length && s, 'the game again after the reload');
    assert.equal(back.view!.seat, before.view!.seat, 'the same seat');
    assert.deepEqual(own(back), own(before), 'the same name marked "(you)"');
    assert.deepEqual(back.hand, before.hand, 'the same hand');
    assert.deepEqual(back.log, before.log, 'the same log');
    assert.equal(back.problem, '');
    await b.screenshot('3-after-reload');
    const events = await b.events();
    assert.equal(events.starts.length, 1);
    assert.deepEqual(events.starts[0]!.humans, [before.view!.seat]);
    assert.deepEqual(events.moves.map((m) => m.index), before.log.map((_, i) => i), 'the whole log reported again from 0');
    const count = await playBluffKing([a, b]);
    assert.ok(count.moves > 0);
    const [overA, overB] = await Promise.all([a.events(), b.events()]);
    assert.equal(overB.overs.length, 1);
    assert.deepEqual(overB.overs[0]!.winners, overA.overs[0]!.winners);
    assert.deepEqual(overA.errors, []);
    assert.deepEqual(overB.errors, []);
  } finally {
    await closeAll();
  }
});

test('a person who closed their tab opens the link in a new tab of the same browser and is back in their seat; a tab opened while the first plays never takes it', async () => {
  try {
    const { a, b, code } = await bluffKingPair();
    await playBluffKingMoves([a, b], 3);
    const before = await b.until((s) => !s.over && s.handShown && s.log.length >= 3 && s, 'the game after a few moves');
    // A second tab of B's browser while B's tab plays: it finds the room full, and B keeps the seat.
    const second = await open('B2', { tag: 'bluff-king-table', room: code, names: 'Bo' }, b);
    // (The lobby's notice: the snapshot reads it where the code would show.)
    await second.until((s) => /This game is full/.test(`${s.problem} ${s.code}`) && s, 'the second tab told the room is full');
    assert.deepEqual((await second.events()).errors.map((e) => e.code), ['room-full']);
    assert.equal((await b.snapshot()).problem, '', 'B\'s tab still plays');
    assert.ok((await a.snapshot()).seats.every((name) => !/away/.test(name)), 'nobody away');
    await second.closeTab();
    // B closes the tab: A sees the seat away, counting down to the bot.
    await b.closeTab();
    const away = await a.until((s) => s.seats.find((name) => /away/.test(name)), 'B away on A\'s table');
    assert.match(away, /^Bo\s*·\s*away\s*·\s*a bot plays in \d+ s$/);
    const again = await open('B3', { tag: 'bluff-king-table', room: code }, b);
    const back = await again.until((s) => !s.lobby && s.handShown && s.log.length === before.log.length && s, 'the game again in the new tab');
    assert.equal(back.view!.seat, before.view!.seat, 'the same seat');
    assert.deepEqual(back.hand, before.hand, 'the same hand');
    assert.deepEqual(back.log, before.log, 'the same log');
    assert.equal(back.problem, '');
    await a.until((s) => s.seats.every((name) => !/away/.test(name)) && s, 'B back on A\'s table');
    assert.deepEqual((await again.events()).errors, []);
  } finally {
    await closeAll();
  }
});
