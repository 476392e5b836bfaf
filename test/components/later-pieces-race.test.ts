/**
 * Two copies of bluffhouse that both load a piece when first needed
 * (components/internal/element/later-pieces.ts): when the other copy defines the tag while this
 * copy's module is still loading, this copy uses the other's piece silently, as it does when the
 * tag was defined before its load began. Without this, whichever copy's game ended second warned
 * about a tag it never found taken (the flaky second warning of test/cdn/copies.test.ts). A file of
 * its own: a fresh page where no piece is defined yet.
 */
import { expect } from '@open-wc/testing';
import { TABLE_CONTRACT } from '../../components/internal/element/version.js';
import { defineLater } from '../../components/internal/element/later-pieces.js';

/** A results panel of another release with the same table contract (another copy on the page). */
class OtherCopysPanel extends HTMLElement {
  static readonly version = '0.0.1-other';
  static readonly contract = TABLE_CONTRACT;
}

describe('a later piece another copy defines while this copy loads it', () => {
  it('this copy keeps the other copy\'s piece, with no warning and no error', async () => {
    const warnings: unknown[][] = [];
    const errors: unknown[][] = [];
    const { warn, error } = console;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      expect(customElements.get('bluff-game-over'), 'not defined before the test').to.equal(undefined);
      const loading = defineLater(['bluff-game-over']);
      expect(loading, 'a load under way').to.be.instanceOf(Promise);
      customElements.define('bluff-game-over', OtherCopysPanel);
      await loading;
      await new Promise((resolve) => setTimeout(resolve)); // past the microtask a warning would wait for
      expect(customElements.get('bluff-game-over')).to.equal(OtherCopysPanel);
      expect(defineLater(['bluff-game-over']), 'nothing more to wait for').to.equal(null);
    } finally {
      console.warn = warn;
      console.error = error;
    }
    expect(warnings).to.deep.equal([]);
    expect(errors).to.deep.equal([]);
  });
});
