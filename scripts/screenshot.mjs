/**
 * Opens a demo page in headless Chromium (playwright-core), optionally plays a few moves, and saves
 * a screenshot. Usage: node scripts/screenshot.mjs [url] [out.png] [--width=1100] [--moves=N]
 * [--scheme=dark] [--attr=name:value] [--until=over] [--clip=x,y,width,height]
 * Needs the demo served (npm start) unless a full URL to another server is given.
 */
import { chromium } from 'playwright-core';
import { findBrowser } from './find-browser.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const [url = `http://localhost:${process.env.PORT ?? 8000}/demo/bluff-king.html`, out = 'docs/bluff-king.png'] = args.filter((a) => !a.startsWith('--'));

const { executablePath, args: browserArgs } = await findBrowser();
const browser = await chromium.launch({ executablePath, args: browserArgs });
const page = await browser.newPage({ viewport: { width: Number(flag('width', 1100)), height: 900 }, colorScheme: flag('scheme', 'light') });
page.on('console', (msg) => console.log(`[${msg.type()}] ${msg.text()}`));
page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
await page.goto(url);
await page.waitForTimeout(Number(flag('wait', 1500)));

// Optionally play seat 0's moves the way a person would, to show a game in progress:
// --moves=N plays N moves; --until=reveal then challenges until cards are turned up.
// --until=over plays the whole game. --attr=name:value sets an attribute on the table first.
const table = page.locator('#game');
for (const attr of args.filter((a) => a.startsWith('--attr=')).map((a) => a.slice(7))) {
  const [name, value] = attr.split(':');
  await table.evaluate((el, [n, v]) => el.setAttribute(n, v), [name, value]);
}
const until = flag('until', '');
const actions = table.locator('[part="actions"] button');
for (let move = 0; ; move++) {
  if (await table.locator('[part="game-over"]').count()) break;
  const revealed = await table.locator('[part="reveal"]').count();
  if (move >= Number(flag('moves', 0)) && until !== 'over' && (until !== 'reveal' || revealed > 0)) break;
  if (move > 2000) throw new Error('gave up playing');
  await table.locator('[part="actions"] button, [part="game-over"], bluff-handover button').first().waitFor({ timeout: 30_000 });
  if (await table.locator('[part="game-over"]').count()) break;
  const handover = table.locator('bluff-handover button');
  if (await handover.count()) {
    await handover.click();
    continue;
  }
  const labels = await actions.allTextContents();
  const call = until === 'reveal' && move >= Number(flag('moves', 0));
  const challenge = labels.findIndex((l) => /Challenge|质疑/.test(l));
  const decline = labels.findIndex((l) => /Let it go|Pass|Approve|Don’t block|不质疑|不跟|认可|不阻挡/.test(l));
  if (call && challenge >= 0) await actions.nth(challenge).click();
  else if (decline >= 0) await actions.nth(decline).click();
  else if (labels.some((l) => /Keep these cards|保留这些牌/.test(l))) {
    // BiggieBills after an acquisition: select as many Growth and Challenge cards as the prompt says.
    const [growth, challenge] = ((await table.locator('.prompt').textContent()).match(/\d+/g) ?? []).map(Number);
    const cards = table.locator('button[part="card"]');
    const kinds = await cards.evaluateAll((buttons) => buttons.map((b) => (/Growth card|成长卡/.test(b.textContent) ? 'g' : 'c')));
    let [g, c] = [0, 0];
    for (const [i, kind] of kinds.entries()) {
      if (kind === 'g' ? g++ < growth : c++ < challenge) await cards.nth(i).click();
    }
    await table.locator('[part="actions"] button:not([disabled])').first().click();
  } else {
    await table.locator('button[part="card"]').first().click();
    await table.locator('[part="actions"] button:not([disabled])').first().click();
  }
  await page.waitForTimeout(Number(flag('pace', 400)));
}
// --clip=x,y,width,height saves only that part of the page (to look at details).
const clip = flag('clip', '');
const [x, y, width, height] = clip.split(',').map(Number);
await page.screenshot({ path: out, fullPage: true, ...(clip ? { clip: { x, y, width, height } } : {}) });
console.log(`saved ${out}`);
await browser.close();
