/**
 * A table touches localStorage only when it saves (`persist-key`): a page's first use of the
 * storage costs its first frame several milliseconds (issue 25), and a page that never asked for
 * saves has nothing to read there. Real elements, real localStorage behind a counting getter.
 */
import { expect } from '@open-wc/testing';
import '../../components/index.js';
import { makeTable, nextPrompt } from '../support/table-harness.js';

const TABLES: { tag: string; attributes: Record<string, string> }[] = [
  { tag: 'bluff-king-table', attributes: { players: '3', seed: '5', 'bot-delay': '0' } },
  { tag: 'bluffing-billionaires-table', attributes: { players: '3', seed: '5', 'bot-delay': '0' } },
  { tag: 'biggie-bills-board', attributes: { players: '3', seed: '5', 'bot-delay': '0', 'time-limit': '30' } },
];

/** Runs `body` with every read of `window.localStorage` counted; resolves with the count. */
async function countingStorageReads(body: () => Promise<void>): Promise<number> {
  const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
  const real = window.localStorage;
  let reads = 0;
  Object.defineProperty(window, 'localStorage', { configurable: true, get: () => (reads++, real) });
  try {
    await body();
  } finally {
    if (own) Object.defineProperty(window, 'localStorage', own);
    else delete (window as { localStorage?: Storage }).localStorage;
  }
  return reads;
}

describe('localStorage only with persist-key (issue 25)', function () {
  this.timeout(30_000);
  afterEach(() => document.querySelectorAll('body > bluff-king-table, body > bluffing-billionaires-table, body > biggie-bills-board').forEach((t) => t.remove()));

  for (const { tag, attributes } of TABLES) {
    it(`<${tag}> without persist-key never reads it; with one it does`, async () => {
      const without = await countingStorageReads(async () => {
        const table = makeTable(tag, attributes);
        await nextPrompt(table);
        table.remove();
      });
      expect(without, 'reads without persist-key').to.equal(0);
      const key = `storage-use-${Math.random()}`;
      const withKey = await countingStorageReads(async () => {
        const table = makeTable(tag, { ...attributes, 'persist-key': key });
        await nextPrompt(table);
        table.remove();
      });
      localStorage.removeItem(key);
      expect(withKey, 'reads with persist-key').to.be.above(0);
    });
  }
});
