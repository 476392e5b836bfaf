/**
 * A listener a page adds right after `import 'bluffhouse/components'` hears the tables' first
 * events: `game-start`, the deal's `game-move`, a bad attribute's `game-error` (README, "Events").
 * The module defines the tags with static imports, so the tables' first updates come after the
 * importing module has run.
 */
import { expect } from '@open-wc/testing';
import { until } from '../support/until.js';

describe('a bundled page that imports bluffhouse/components, then listens', () => {
  it('hears game-start, the deal and a bad attribute’s game-error', async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    frame.src = '/test/fixtures/bundler-page.html';
    await loaded;
    const heard = () => (frame.contentWindow as unknown as { heard?: string[] }).heard ?? [];
    await until(() => heard().includes('good game-start') && heard().includes('bad game-error'), 'the first events', 10_000);
    expect(heard().filter((line) => line.startsWith('good')).slice(0, 2)).to.deep.equal(['good game-start', 'good game-move']);
    expect(heard().filter((line) => line.startsWith('bad'))).to.deep.equal(['bad game-error']);
    frame.remove();
  });
});
