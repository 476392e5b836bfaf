/**
 * `createGame` (issue 10): the one documented way to start a game. Bad input throws its
 * RangeError/TypeError at once, where the caller can catch it, instead of leaving an actor in
 * status 'error' whose error XState rethrows later from a timer; a persisted snapshot is checked
 * before it is restored. The README's engine section shows it, not raw `createActor(...).start()`.
 */
import { expect } from '@open-wc/testing';
import { createActor } from 'xstate';
import { createGame, playGame, randomSource, SnapshotError } from '../../src/index.js';
import { GAMES, savedAfter } from './all-games.js';

/** Errors that reach the page (an error thrown from a timer) while `during` runs and a little after. */
async function uncaughtErrors(during: () => void): Promise<string[]> {
  const seen: string[] = [];
  const listen = (event: ErrorEvent) => {
    seen.push(event.message);
    event.preventDefault();
  };
  window.addEventListener('error', listen);
  try {
    during();
    await new Promise((resolve) => setTimeout(resolve, 30));
  } finally {
    window.removeEventListener('error', listen);
  }
  return seen;
}

/**
 * Bad inputs every game refuses, with the field the message must name and the error's kind; each
 * has one fault only (`players` is the game's own small count, from its test input).
 */
const badInputs = (players: unknown): [input: unknown, field: RegExp, kind: typeof RangeError | typeof TypeError][] => [
  [{ players: 0, seed: 1 }, /^players must be an integer from \d to \d \(got 0\)/, RangeError],
  [{ players, seed: 'x' }, /^seed must be a safe integer/, TypeError],
  [{ players, seed: 1, colour: 'red' }, /^unknown option "colour"/, TypeError],
  [null, /^input must be an object/, TypeError],
];

describe('createGame: the one way to start a game (issue 10)', () => {
  for (const game of GAMES) {
    describe(game.name, () => {
      it('throws bad input synchronously, as a RangeError or TypeError naming the field, and nothing is thrown later', async () => {
        for (const [input, field, kind] of badInputs(game.input(1).players)) {
          const late = await uncaughtErrors(() => {
            expect(() => createGame(game.definition, input), JSON.stringify(input)).to.throw(kind, field);
          });
          expect(late, JSON.stringify(input)).to.deep.equal([]);
        }
      });

      it('the reported case: a raw createActor only reports bad input as an actor in error (not the documented path)', () => {
        const actor = createActor(game.definition.machine, { input: { players: 0, seed: 1 } as never });
        expect(actor.getSnapshot().status).to.equal('error');
        expect(() => createGame(game.definition, { players: 0, seed: 1 })).to.throw(RangeError, /players/);
      });

      it('returns a started game that waits for a seat', () => {
        const actor = createGame(game.definition, game.input(5));
        expect(actor.getSnapshot().status).to.equal('active');
        expect(game.definition.toAct(actor.getSnapshot())).to.have.length.above(0);
        actor.stop();
      });

      it('restores a persisted snapshot, and refuses an invalid one with a SnapshotError naming what is wrong, synchronously', async () => {
        const saved = savedAfter(game, 4, 6);
        const actor = createGame(game.definition, game.input(4), { snapshot: saved });
        expect(JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))).to.deep.equal(saved);
        actor.stop();
        const late = await uncaughtErrors(() => {
          expect(() => createGame(game.definition, game.input(4), { snapshot: { ...saved, status: 'error' } }))
            .to.throw(SnapshotError, /^snapshot is not a valid [a-z-]+ game: status must be "active" or "done" \(got "error"\)/);
        });
        expect(late).to.deep.equal([]);
      });

      it('playGame starts through it: bad input throws at once', () => {
        expect(() => playGame(game.definition, { players: 0, seed: 1 }, [], randomSource(1))).to.throw(RangeError, /players/);
      });
    });
  }

  it("README's engine section starts a game with createGame and sends moves with sendChecked, never a raw createActor", async () => {
    const readme = await (await fetch('/README.md')).text();
    const section = /## The engine\n([\s\S]*?)(\n## |$)/.exec(readme)?.[1] ?? '';
    const example = /```js\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    expect(example, 'the example').to.contain('createGame(');
    expect(example).to.contain('sendChecked(');
    expect(example).to.not.contain('createActor');
    expect(section, 'what XState does with xstate.stop').to.match(/`xstate\.stop` itself and stops the actor/);
  });
});
