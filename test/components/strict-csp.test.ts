/**
 * Issue items 14 and 15 on a host page whose Content-Security-Policy allows no inline style
 * (`style-src 'self'`, like the demo server's): the card text and the results table get the
 * widths they are laid out with (CSS custom properties set through the CSSOM), the results print
 * from a frame styled by a constructed sheet, and nothing is blocked.
 */
import { expect } from '@open-wc/testing';
import { allInShadow, inShadow } from '../support/dom.js';
import { until } from '../support/until.js';

/** Loads a static HTML page in an iframe `width` px wide. */
async function loadPage(src: string, width: number): Promise<HTMLIFrameElement> {
  const frame = document.createElement('iframe');
  frame.style.width = `${width}px`;
  frame.style.height = '700px';
  document.body.append(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = src;
  await loaded;
  return frame;
}

describe('A host page with a strict style Content-Security-Policy', () => {
  it('fits card names and stacks the results on a 360px page with no inline style blocked', async () => {
    const frame = await loadPage('/test/fixtures/strict-style-csp.html', 360);
    const doc = frame.contentDocument!;
    const controls = (id: string) => inShadow(doc.querySelector(id), '[data-controls]');
    const names = await until(() => {
      const found = [...allInShadow(controls('#cards'), '[part="hand"] .name'), ...allInShadow(controls('#text-cards'), '[part="hand"] .name, [part="hand"] .kind')];
      return found.length >= 20 ? found : null;
    }, 'both hands', 10_000);
    for (const name of names) {
      const fit = getComputedStyle(name).getPropertyValue('--_fit');
      expect(Number(fit), `--_fit of "${name.textContent!.trim()}"`).to.be.greaterThan(0);
    }
    const over = await until(() => inShadow(doc.querySelector('#over'), 'bluff-game-over'), 'the bots-only game to end', 30_000);
    const region = await until(() => inShadow(over, '[role="region"]'), 'the results', 2000);
    expect(Number(getComputedStyle(region).getPropertyValue('--_need'))).to.be.greaterThan(0);
    // On a 360px page BluffKing's six columns do not fit: the rows are stacked, nothing scrolls sideways.
    expect(inShadow(over, 'thead')!.getBoundingClientRect().width).to.be.at.most(1);
    expect(region.scrollWidth).to.be.at.most(region.clientWidth + 1);
    // Print the results (headless, the print dialog returns at once): the print frame takes its styles without an inline one.
    const download = await until(() => inShadow(doc.querySelector('#over'), 'bluff-results-download'), 'the results\' buttons', 5000);
    const print = await until(() => allInShadow<HTMLButtonElement>(download, 'button').find((button) => button.textContent!.trim() === 'Print'), 'Print', 5000);
    const frames = () => [...doc.querySelectorAll('iframe')];
    const before = frames().length;
    print.click();
    const printFrame = await until(() => frames()[before], 'the print frame', 5000);
    expect(printFrame.contentDocument!.adoptedStyleSheets, 'the print styles').to.have.length(1);
    expect((frame.contentWindow as unknown as { violations: string[] }).violations).to.deep.equal([]);
    frame.remove();
  });
});
