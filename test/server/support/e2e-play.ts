/// <reference types="node" />
/**
 * How the people of the Chromium end-to-end tests play (test/server/e2e.test.ts), each on their
 * own page (e2e-table.ts), by mouse clicks and by keyboard:
 * - BluffKing (docs/RULES.md BK-4..BK-7): a lead plays the first few cards of the hand claiming the
 *   suggested rank; each person challenges the first claim they are asked about, then lets claims
 *   go; follows are passed. Every other lead, and every third "Let it go", goes by keyboard (Tab to
 *   the hand's roving tab stop, Space / ArrowRight to select, Tab to Play, Enter).
 * - BiggieBills: lets blocks pass, keeps the first cards asked for, plays the first Growth card
 *   that can be played, else skips or ends the turn.
 * And what every page may hold of the other's hand: `checkPrivateHands`.
 */
import assert from 'node:assert/strict';
import type { PageSnapshot, TablePage } from './e2e-table.js';
import { until } from '../../support/until.js';

/** A page whose table asks its person something now (its controls and log agree on the state). */
function asked(snapshot: PageSnapshot): boolean {
  return snapshot.buttons.length > 0 && !snapshot.over && snapshot.view !== null
    && Array.isArray(snapshot.view['log']) && (snapshot.view['log'] as unknown[]).length === snapshot.log.length;
}

/**
 * Waits until one of `pages` asks its person something, or every page shows the results.
 * @returns the page asked and its snapshot, or null when all are over.
 * @throws Error after `ms` with neither.
 */
export async function nextTurn(pages: TablePage[], ms = 15_000): Promise<{ page: TablePage; snapshot: PageSnapshot; all: PageSnapshot[] } | null> {
  let all: PageSnapshot[] = [];
  const found = await until(async () => {
    all = await Promise.all(pages.map((page) => page.snapshot()));
    if (all.every((s) => s.over)) return { turn: null };
    const index = all.findIndex(asked);
    return index >= 0 && { turn: { page: pages[index]!, snapshot: all[index]!, all } };
  }, 'a page asking its person something, or every page over', {
    timeout: ms,
    every: 40,
    seen: () => JSON.stringify(all.map((s) => ({ prompt: s.prompt, log: s.log.length, over: s.over, problem: s.problem }))),
  });
  return found.turn;
}

/** Waits until the move just made is in the page's log (the server answered), or the game ended. */
async function landed(page: TablePage, before: number): Promise<void> {
  await page.until((s) => s.log.length > before || s.over, 'the move back from the server');
}

/**
 * Checks what two people's pages hold at one moment (both at the same point of the game): each
 * page's hand on screen is exactly the hand of its own view, and neither its screen's hand nor its
 * view (its log aside: cards turned up at a challenge are public, BK-10) names any card of the
 * other seat's hand; the hand sizes each view tells agree with the other's hand.
 */
export function checkPrivateHands(a: PageSnapshot, b: PageSnapshot): void {
  for (const [own, other] of [[a, b], [b, a]] as const) {
    const seat = own.view!.seat!;
    const otherSeat = other.view!.seat!;
    assert.notEqual(seat, otherSeat, 'two people, two seats');
    assert.deepEqual(own.hand, own.viewHandNames, `seat ${seat}: the hand on screen is its own view's hand`);
    const otherHand = other.view!.hand ?? [];
    const visible = JSON.stringify({ ...own.view, log: [] });
    for (const card of otherHand) assert.ok(!visible.includes(`"${card}"`), `seat ${seat}'s view holds ${card} of seat ${otherSeat}'s hand`);
    for (const name of other.viewHandNames) assert.ok(!own.hand.includes(name), `seat ${seat}'s screen shows ${name} of seat ${otherSeat}'s hand`);
    assert.equal(own.view!.handSizes![otherSeat], otherHand.length, `seat ${seat} sees seat ${otherSeat}'s hand size`);
  }
}

/** What `playBluffKing` did. */
export interface PlayCount {
  moves: number;
  /** Moves made by keyboard. */
  byKeyboard: number;
  /** Moments both hands were compared (`checkPrivateHands`). */
  privacyChecks: number;
  challenges: number;
  /** Leads played (every other one by keyboard). */
  leads: number;
}

/**
 * Plays one person's BluffKing move on `page`, asked as `snapshot` shows.
 * @returns whether it went by keyboard and whether it was a challenge.
 */
async function bluffKingMove(page: TablePage, snapshot: PageSnapshot, count: PlayCount, challenged: Set<TablePage>): Promise<{ keyboard: boolean; challenge: boolean }> {
  const has = (pattern: RegExp) => snapshot.buttons.some((b) => pattern.test(b.text));
  if (has(/^Let it go/)) {
    if (!challenged.has(page)) {
      challenged.add(page);
      await page.click(/^Challenge/);
      return { keyboard: false, challenge: true };
    }
    if (count.moves % 3 === 0) {
      await page.tabTo((f) => f.tag === 'button' && /^Let it go/.test(f.text), 'Let it go');
      await page.press('Enter');
      return { keyboard: true, challenge: false };
    }
    await page.click(/^Let it go/);
    return { keyboard: false, challenge: false };
  }
  if (has(/^Pass/)) {
    await page.click(/^Pass/);
    return { keyboard: false, challenge: false };
  }
  // A lead (BK-4): the first few cards, the rank the table suggests for them.
  const hand = snapshot.view!.hand ?? [];
  const take = Math.min(4, hand.length);
  const onlyJokers = hand.slice(0, take).every((card) => card === 'BJ' || card === 'RJ');
  count.leads++;
  if (count.leads % 2 === 1 && !onlyJokers) {
    await page.tabTo((f) => f.tag === 'button' && f.classes.includes('card-button'), 'the hand');
    await page.press('Home');
    for (let i = 0; i < take; i++) {
      if (i > 0) await page.press('ArrowRight');
      await page.press('Space');
    }
    await page.tabTo((f) => f.tag === 'button' && /^Play \d+, claiming/.test(f.text), 'Play');
    await page.press('Enter');
    return { keyboard: true, challenge: false };
  }
  for (let i = 0; i < take; i++) await page.clickCard(i);
  // Jokers only: no rank is suggested (BK-3), so pick one.
  if (onlyJokers) await page.clickFirstRank();
  await page.click(/^Play \d+, claiming/);
  return { keyboard: false, challenge: false };
}

/**
 * Plays BluffKing on `pages` (one per person) until every page shows the results. Whenever every
 * page is at the same point of the game, checks their hands (`checkPrivateHands`).
 * @throws AssertionError from the checks; Error when a page stops answering or after `limit` moves.
 */
export async function playBluffKing(pages: TablePage[], limit = 200): Promise<PlayCount> {
  const count: PlayCount = { moves: 0, byKeyboard: 0, privacyChecks: 0, challenges: 0, leads: 0 };
  const challenged = new Set<TablePage>();
  for (;;) {
    const turn = await nextTurn(pages);
    if (!turn) return count;
    const [a, b] = turn.all;
    if (pages.length === 2 && a!.log.length === b!.log.length && a!.handShown && b!.handShown) {
      checkPrivateHands(a!, b!);
      count.privacyChecks++;
    }
    const done = await bluffKingMove(turn.page, turn.snapshot, count, challenged);
    await landed(turn.page, turn.snapshot.log.length);
    count.moves++;
    if (done.keyboard) count.byKeyboard++;
    if (done.challenge) count.challenges++;
    assert.ok(count.moves < limit, `the game ends within ${limit} moves`);
  }
}

/** Plays `count` BluffKing moves on `pages` (fewer if the game ends first). */
export async function playBluffKingMoves(pages: TablePage[], moves: number): Promise<void> {
  const count: PlayCount = { moves: 0, byKeyboard: 0, privacyChecks: 0, challenges: 0, leads: 0 };
  const challenged = new Set<TablePage>(pages);
  while (count.moves < moves) {
    const turn = await nextTurn(pages);
    if (!turn) return;
    await bluffKingMove(turn.page, turn.snapshot, count, challenged);
    await landed(turn.page, turn.snapshot.log.length);
    count.moves++;
  }
}

/** Plays one BiggieBills move of the person on `page` by clicks, asked as `snapshot` shows. */
export async function biggieBillsMove(page: TablePage, snapshot: PageSnapshot): Promise<void> {
  const has = (pattern: RegExp) => snapshot.buttons.some((b) => !b.disabled && pattern.test(b.text));
  if (has(/Don.t block/)) return page.click(/Don.t block/);
  const cards = page.page.locator('[data-controls] .card-button');
  if (snapshot.buttons.some((b) => /Keep these cards/.test(b.text))) {
    const [, growth, challenge] = /keep (\d+) Growth and (\d+) Challenge/.exec(snapshot.prompt)!.map(Number);
    const texts = await cards.allTextContents();
    const pick = [
      ...texts.flatMap((text, i) => (/Growth card/.test(text) ? [i] : [])).slice(0, growth),
      ...texts.flatMap((text, i) => (/Challenge card/.test(text) ? [i] : [])).slice(0, challenge),
    ];
    for (const i of pick) await cards.nth(i).click();
    return page.click(/Keep these cards/);
  }
  const texts = await cards.allTextContents();
  for (const [i, text] of texts.entries()) {
    if (!/Growth card/.test(text)) continue;
    await cards.nth(i).click();
    const play = (await page.snapshot()).buttons.find((b) => !b.disabled && /^Play /.test(b.text));
    if (play) return page.click(/^Play /);
    await cards.nth(i).click();
  }
  return page.click(/^(Skip|End turn)/);
}
