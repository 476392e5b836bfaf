/**
 * The engine registry (src/games.ts) is sound (issue 9 item 1, "a game registry"): everything that
 * serves every game reads it, so each entry must be what it says. Ids are unique and are the
 * definitions' ids; each player range is the one `parseInput` accepts, at both ends and not one
 * past either. The element side is in test/components/registry.test.ts.
 */
import { expect } from '@open-wc/testing';
import { gameById, games } from '../../src/index.js';
import { errorField } from '../../src/core/input.js';

/** What `parseInput` throws for `players` (and a seed), or null when it accepts them. */
function refusal(parseInput: (input: unknown) => unknown, players: number): unknown {
  try {
    parseInput({ players, seed: 1 });
    return null;
  } catch (error) {
    return error;
  }
}

describe('the game registry, src/games.ts (issue 9 item 1)', () => {
  it('lists each game once, under its definition’s id, and gameById finds it', () => {
    const ids = games.map((game) => game.id);
    expect(new Set(ids).size, ids.join()).to.equal(ids.length);
    for (const game of games) {
      expect(game.definition.id, game.id).to.equal(game.id);
      expect(gameById(game.id)).to.equal(game);
      expect(game.title.trim(), `${game.id}: title`).to.not.equal('');
    }
    expect(gameById('no-such-game')).to.equal(undefined);
  });

  for (const game of games) {
    const { min, max } = game.players;
    it(`${game.id}: parseInput takes ${min} and ${max} players and refuses ${min - 1} and ${max + 1}, naming players`, () => {
      expect(min, 'min').to.be.at.least(1);
      expect(max, 'max').to.be.at.least(min);
      for (const players of [min, max]) expect(refusal(game.definition.parseInput, players), `${players} players`).to.equal(null);
      for (const players of [min - 1, max + 1]) {
        const error = refusal(game.definition.parseInput, players);
        expect(error, `${players} players`).to.be.instanceOf(RangeError);
        expect(errorField(error), `${players} players: the field`).to.equal('players');
      }
    });

    it(`${game.id}: has its four bots and its rule actions, as functions`, () => {
      for (const level of ['random', 'easy', 'normal', 'hard'] as const) expect(game.bots[level], level).to.be.a('function');
      expect(Object.keys(game.ruleActions), 'rule actions').to.not.be.empty;
      for (const [name, action] of Object.entries(game.ruleActions)) expect(action, name).to.be.a('function');
    });
  }
});
