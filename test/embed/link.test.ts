/**
 * src/page-link/link.ts knows each element's attribute names without a browser (the oEmbed
 * endpoint checks a pasted link with them): here, in one, they are compared with what each
 * registered element observes, so a new attribute cannot be refused by the endpoint and taken by
 * the page, or the other way round.
 */
import { expect } from '@open-wc/testing';
import { registeredGames } from '../../components/games.js';
import { checkEmbedLink, embedAttributes } from '../../src/page-link/link.js';

describe('game links checked without a browser', () => {
  for (const game of registeredGames) {
    it(`${game.id}: the attribute names are those <${game.tag}> observes`, async () => {
      await game.load();
      const observed = (customElements.get(game.tag) as unknown as { observedAttributes: string[] }).observedAttributes;
      expect([...embedAttributes(game.id)].sort()).to.deep.equal([...observed].sort());
    });
  }

  it('a link of every attribute with a good value passes; each bad one is named', () => {
    expect(checkEmbedLink('?game=bluff-king&players=4&seed=3&bots=hard&humans=0,1&names=A,B&bot-delay=0&lang=en&decks=2&max-play=4').problems).to.deep.equal([]);
    expect(checkEmbedLink('?game=bluff-king&players=1').problems.map((p) => p.name)).to.deep.equal(['players']);
    expect(checkEmbedLink('?game=biggie-bills&view=moderator&max-cycles=x').problems.map((p) => p.name)).to.deep.equal(['max-cycles']);
  });

  it('an option that is no number is named in the words the table shows, with what it allows', () => {
    expect(checkEmbedLink('?game=bluffing-billionaires&players=4&hand-size=abc').problems)
      .to.deep.equal([{ name: 'hand-size', message: 'hand-size must be an integer from 3 to 12 (got "abc")' }]);
    expect(checkEmbedLink('?game=biggie-bills&starting-cash=300&target=lots').problems)
      .to.deep.equal([{ name: 'target', message: 'target must be an integer greater than starting-cash ($300M), at most 1000000000 (got "lots")' }]);
    expect(checkEmbedLink('?game=bluff-king&seed=x').problems.map((p) => p.message)).to.deep.equal(['seed must be a whole number (got "x")']);
  });
});
