/// <reference types="node" />
/**
 * One "device" of the Chromium end-to-end tests (test/server/e2e.test.ts): its own browser
 * context (its own storage, like another phone), or a tab of another's, with one page showing one online table
 * (test/server/fixtures/online.html). Reads what the table shows through the page's `window.e2e`
 * (fixtures/online-page.ts) and acts as a person does: real mouse clicks on the shadow DOM's
 * buttons and real key presses (Tab, arrows, Space, Enter).
 */
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import type { GameErrorDetail, GameMoveDetail, GameOverDetail, GameStartDetail } from '../../../components/index.js';
import type { PageSnapshot } from '../fixtures/online-page.js';
import { until } from '../../support/until.js';

/** The events a page's table fired since the page loaded. */
export interface PageEvents {
  starts: GameStartDetail[];
  moves: GameMoveDetail[];
  overs: GameOverDetail[];
  errors: GameErrorDetail[];
}

export type { PageSnapshot };

export class TablePage {
  /** The page's open WebSockets to a room (not the dev server's own `/wds`). */
  private readonly sockets = new Set<WebSocket>();

  private constructor(readonly name: string, readonly context: BrowserContext, readonly page: Page) {
    page.on('websocket', (socket) => {
      if (new URL(socket.url()).pathname.startsWith('/wds')) return;
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  /**
   * Opens `online.html` with `query` (`tag` and the table's attributes) in a new browser context,
   * or as a new tab of `sameBrowser`'s (its localStorage and Web Locks shared, sessionStorage not).
   * `name` labels failures and screenshots. Browser console errors are printed.
   */
  static async open(browser: Browser, origin: string, name: string, query: Record<string, string>, sameBrowser?: TablePage): Promise<TablePage> {
    const context = sameBrowser?.context ?? await browser.newContext({ viewport: { width: 1000, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[${name}] page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') console.error(`[${name}] console: ${message.text()}`);
    });
    await page.goto(`${origin}/test/server/fixtures/online.html?${new URLSearchParams(query)}`);
    await page.waitForFunction(() => 'e2e' in window);
    return new TablePage(name, context, page);
  }

  /** What the table shows now. */
  snapshot(): Promise<PageSnapshot> {
    return this.page.evaluate(() => window.e2e.snapshot());
  }

  /** The events fired since the page (re)loaded, cloned. */
  events(): Promise<PageEvents> {
    return this.page.evaluate(() => {
      const { starts, moves, overs, errors } = window.e2e;
      return JSON.parse(JSON.stringify({ starts, moves, overs, errors })) as PageEvents;
    });
  }

  /**
   * Polls the snapshot until `accept` returns something truthy, and returns that (`until`, with
   * the arguments in its order).
   * @throws Error naming this page and `what` after `ms` (with the last snapshot's gist).
   */
  async until<T>(accept: (snapshot: PageSnapshot) => T | null | undefined | false, what: string, ms = 15_000): Promise<T> {
    let last: PageSnapshot | undefined;
    const gist = (s?: PageSnapshot) => JSON.stringify(s && { lobby: s.lobby, code: s.code, prompt: s.prompt, log: s.log.length, over: s.over, problem: s.problem });
    return until(async () => accept(last = await this.snapshot()), `[${this.name}] ${what}`, { timeout: ms, every: 40, seen: () => gist(last) });
  }

  /** Clicks (with the mouse) the enabled action button whose text matches. */
  async click(text: RegExp): Promise<void> {
    await this.page.locator('[data-controls] .actions button:not([disabled])', { hasText: text }).first().click();
  }

  /** Clicks the hand's card at `index` (0 = first). */
  async clickCard(index: number): Promise<void> {
    await this.page.locator('[data-controls] .card-button').nth(index).click();
  }

  /** Clicks the first claim-rank button. */
  async clickFirstRank(): Promise<void> {
    await this.page.locator('[data-controls] .rank-button').first().click();
  }

  /** Clicks the lobby's Start button (the creator's). */
  async clickStart(): Promise<void> {
    await this.page.locator('bluff-lobby [data-start]').click();
  }

  /** Presses a key (Playwright's names: Tab, Enter, Space, ArrowRight…). */
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /**
   * Presses Tab until the focused element (through shadow roots) matches; fails after `limit`.
   * @throws Error when Tab never reaches such an element.
   */
  async tabTo(matches: (focused: { tag: string; classes: string; text: string }) => boolean, what: string, limit = 60): Promise<void> {
    for (let i = 0; i < limit; i++) {
      const focused = await this.page.evaluate(() => window.e2e.focused());
      if (focused && matches(focused)) return;
      await this.press('Tab');
    }
    throw new Error(`[${this.name}] Tab never reached ${what}`);
  }

  /** Saves a screenshot of the whole page to `/tmp/h6-<label>.png`. */
  async screenshot(label: string): Promise<void> {
    await this.page.screenshot({ path: `/tmp/h6-${label}.png`, fullPage: true });
  }

  /** Reloads the page (same address, same sessionStorage) and waits for its script. */
  async reload(): Promise<void> {
    await this.page.reload();
    await this.page.waitForFunction(() => 'e2e' in window);
  }

  /** Closes this tab as a person does: no goodbye, the connection just drops (the server keeps the seat for its grace). */
  async closeTab(): Promise<void> {
    await this.page.close();
  }

  /**
   * Leaves the room (`window.e2e.leave()`), waits up to 3 s for the page's room sockets to close,
   * then closes the browser context. Leaving first matters: a connection that merely drops keeps
   * its seat for the server's grace period, with a timer that outlives the server's `close()`.
   */
  async close(): Promise<void> {
    const closed = [...this.sockets].map((socket) => socket.waitForEvent('close', { timeout: 3000 }).catch(() => undefined));
    await this.page.evaluate(() => window.e2e.leave()).catch(() => undefined);
    await Promise.all(closed);
    await this.context.close().catch(() => undefined);
  }
}
