/**
 * One move of seat 0 in a game framed by a host page, for scripts/wordpress-check.mjs: played the
 * way a person would (the handover screen's button, else the action that lets a claim go, else a
 * card and then the first action that is enabled), then a new `bluffhouse:game-move` message must reach the host
 * page. The host page records its messages in `window.__wpCheckMessages` ({ origin, data }).
 */

/* global window -- in the functions page.evaluate runs in the page */

/** How long a picked card is given to enable an action before the next is tried, in ms. */
const CARD_WAIT_MS = 1500;

/** The `bluffhouse:game-move` messages the host page has received so far. */
const moves = (page) => page.evaluate(() => window.__wpCheckMessages.filter(({ data }) => data?.type === 'bluffhouse:game-move').map(({ data }) => data.detail?.text ?? ''));

/** Waits (polling, at most `waitMs`) until `test()` resolves truthy; resolves to whether it did. */
async function until(page, test, waitMs) {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (await test()) return true;
    await page.waitForTimeout(200); // polling a condition across two documents
  }
  return false;
}

/**
 * Plays one move of seat 0 in `frame`'s game (the first element in `#embed`).
 * @param {import('playwright-core').Page} page the host page.
 * @param {import('playwright-core').Frame} frame the game's frame.
 * @param {number} waitMs the longest wait for seat 0's turn and for the move's message, in ms.
 * @returns {Promise<{ ok: boolean, seen: string }>} whether a new game-move message followed the
 *   click, and what was clicked and said.
 */
export async function playOneMove(page, frame, waitMs) {
  try {
    return await play(page, frame, waitMs);
  } catch (error) {
    // A click that never happens (a frame WordPress keeps hidden) times out here.
    return { ok: false, seen: String(error.message).split('\n')[0] };
  }
}

/** playOneMove's steps; rejects when a click times out. */
async function play(page, frame, waitMs) {
  const table = frame.locator('#embed > *').first();
  const actions = table.locator('[part="actions"] button:not([disabled])');
  const anyAction = table.locator('[part="actions"] button');
  const handover = table.locator('bluff-handover button');
  for (let step = 0; step < 5; step++) {
    // A lead's actions stay disabled until a card is picked: any action button means seat 0's turn.
    const ready = await until(page, async () => (await anyAction.count()) > 0 || (await handover.count()) > 0, waitMs);
    if (!ready) return { ok: false, seen: `seat 0 had no action within ${waitMs} ms` };
    if (await handover.count()) {
      await handover.first().click({ timeout: waitMs });
      continue;
    }
    const before = (await moves(page)).length;
    const labels = await actions.allTextContents();
    const letGo = labels.findIndex((label) => /Let it go|Pass|Approve|Don’t block/.test(label));
    let clicked;
    if (letGo >= 0) {
      clicked = labels[letGo].trim();
      await actions.nth(letGo).click({ timeout: waitMs });
    } else {
      // Pick cards one at a time until an action is enabled (a card may not be playable now:
      // BiggieBills' costs), putting back each that enabled none.
      const cards = table.locator('button[part="card"]');
      let picked = 0;
      for (let i = 0; i < (await cards.count()) && !(await actions.count()); i++) {
        await cards.nth(i).click({ timeout: waitMs });
        picked = i + 1;
        if (await until(page, async () => (await actions.count()) > 0, CARD_WAIT_MS)) break;
        await cards.nth(i).click({ timeout: waitMs });
      }
      if (!(await until(page, async () => (await actions.count()) > 0, waitMs))) return { ok: false, seen: `no action was enabled${picked ? ` with any of ${picked} cards picked in turn` : ''} within ${waitMs} ms` };
      clicked = `${picked ? `card ${picked}, then ` : ''}${(await actions.first().textContent()).trim()}`;
      await actions.first().click({ timeout: waitMs });
    }
    const moved = await until(page, async () => (await moves(page)).length > before, waitMs);
    const said = (await moves(page)).slice(before, before + 3).join(' / ');
    return { ok: moved, seen: `clicked ${clicked}; ${moved ? `game-move: ${said}` : `no game-move message within ${waitMs} ms`}` };
  }
  return { ok: false, seen: 'only handover screens in 5 steps' };
}
