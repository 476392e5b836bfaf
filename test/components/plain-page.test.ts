import { expect } from '@open-wc/testing';
import { allInShadow, deepText, inShadow } from '../support/dom.js';
import { until } from '../support/until.js';

/** Loads a static HTML page (tags parsed before the defining script runs) in an iframe. */
async function loadPage(src: string): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.style.width = '900px';
  frame.style.height = '700px';
  document.body.append(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.src = src;
  await loaded;
  return frame.contentDocument!;
}

describe('a plain HTML page', () => {
  it('upgrades tags written before the script, gives every piece its context, and keeps tables apart', async () => {
    const doc = await loadPage('/test/fixtures/plain-page.html');
    const first = doc.querySelector('#first')!;
    const second = doc.querySelector('#second')!;
    // Every piece rendered from the table's context: seats with names, the pile, the person's hand.
    await until(() => inShadow(inShadow(first, 'bluff-king-controls'), '[part="hand"]'), 'the first table’s hand', 5000);
    expect(allInShadow(first, 'bluff-seat')).to.have.length(3);
    expect(deepText(inShadow(first, 'bluff-seat')!)).to.contain('You');
    expect(deepText(inShadow(first, 'bluff-king-pile')!)).to.match(/in the pile/);
    // The second table (bots only, Chinese from its ancestor) plays itself to the end.
    await until(() => inShadow(second, 'bluff-game-over'), 'the bots-only table to finish', 20_000);
    expect(deepText(second)).to.contain('游戏结束');
    expect(allInShadow(second, 'bluff-seat')).to.have.length(2);
    // The first table is still waiting for its person, untouched by the other game.
    expect(inShadow(first, 'bluff-game-over')).to.equal(null);
  });
});
