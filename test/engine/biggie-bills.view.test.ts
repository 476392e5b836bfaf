/**
 * BiggieBills' views built the cheap way (issue 25, "Rooms per core"): a team that is not asked has
 * every move refused for the same reason (BG-17 views carry each card's verdict), found with one
 * check; the public part is built once per context and shared, deep-frozen, by every seat's view.
 * Checked against the views with every card checked on its own, at every snapshot of whole games.
 * A waiting team's hand is one deep-frozen object from snapshot to snapshot while it stays alike.
 */
import { expect } from '@open-wc/testing';
import { randomSource } from '../../src/index.js';
import { phaseOf } from '../../src/biggie-bills/index.js';
import { viewOf, type BiggieBillsView } from '../../src/biggie-bills/view.js';
import { bots, definition, start, type BiggieBillsSnapshot } from './bg-helpers.js';

/** Plays a game of `players` teams with `level` bots, calling `visit` with every snapshot. */
function play(players: number, seed: number, level: 'random' | 'normal', visit: (snapshot: BiggieBillsSnapshot) => void): void {
  const game = start({ players, seed, maxCycles: 3 });
  const random = randomSource(seed);
  for (let moves = 0; moves < 2000; moves++) {
    const snapshot = game.getSnapshot();
    visit(snapshot);
    if (definition.result(snapshot)) break;
    const seat = definition.toAct(snapshot)[0]!;
    game.send(bots[level](definition.view(snapshot, seat), random));
  }
  game.stop();
}

describe('BiggieBills views (BG-17) built once per context', () => {
  it('equal the views with every card checked on its own, for every seat at every snapshot', () => {
    let compared = 0;
    for (const [players, seed, level] of [[3, 1, 'random'], [4, 2, 'normal'], [5, 3, 'random'], [8, 4, 'normal']] as const) {
      play(players, seed, level, (snapshot) => {
        for (let seat = 0; seat < players; seat++) {
          const fast = viewOf(snapshot.context, phaseOf(snapshot), seat);
          expect(fast, `seat ${seat}`).to.deep.equal(viewOf(snapshot.context, phaseOf(snapshot), seat, { fullChecks: true }));
          compared++;
        }
      });
    }
    expect(compared).to.be.greaterThan(200);
  });

  it('give a waiting team one not-your-turn reason for the whole game, whoever is asked (sent once, not after every move)', () => {
    const players = 6;
    const reasons = Array.from({ length: players }, () => new Set<string>());
    play(players, 5, 'normal', (snapshot) => {
      for (let seat = 0; seat < players; seat++) {
        const { hand, actions } = definition.view(snapshot, seat);
        const verdicts = [...(hand?.growth ?? []).map((g) => g.verdict), ...(hand?.challenge ?? []).map((c) => c.verdict), ...Object.values(actions ?? {})];
        for (const verdict of verdicts) if (verdict && !verdict.ok && verdict.code === 'not-your-turn') reasons[seat]!.add(verdict.reason);
      }
    });
    for (let seat = 0; seat < players; seat++) expect([...reasons[seat]!], `team ${seat}`).to.have.length(1);
  });

  it('share one public part between seats, never a hand, and hold no object of the context', () => {
    const game = start({ players: 4, seed: 9, maxCycles: 3 });
    const snapshot = game.getSnapshot();
    const [a, b] = [definition.view(snapshot, 0), definition.view(snapshot, 1)];
    expect(a.teams).to.equal(b.teams);
    expect(a.teams[0]!.completed).to.not.equal(snapshot.context.teams[0]!.completed);
    expect(a.order).to.not.equal(snapshot.context.order);
    expect(Object.isFrozen(a.teams[0])).to.equal(true);
    expect(a.hand).to.not.equal(b.hand);
    expect(a.hand!.growth.map((g) => g.card)).to.deep.equal(snapshot.context.teams[0]!.growth);
    // The log is each view's own copy (a view's owner may change it, src/core/frozen.ts).
    expect(a.log).to.not.equal(b.log);
    game.stop();
  });

  it('hand a waiting team the same frozen hand from snapshot to snapshot while its cards and prices stay alike', () => {
    const players = 4;
    const last = new Map<number, BiggieBillsView['hand']>();
    let shared = 0;
    play(players, 6, 'normal', (snapshot) => {
      const asked = definition.toAct(snapshot);
      for (let seat = 0; seat < players; seat++) {
        const { hand } = definition.view(snapshot, seat);
        const before = last.get(seat);
        if (!asked.includes(seat) && before && JSON.stringify(before) === JSON.stringify(hand)) {
          expect(hand, `team ${seat}`).to.equal(before);
          shared++;
        }
        if (!asked.includes(seat)) expect(Object.isFrozen(hand!.growth), `team ${seat}`).to.equal(true);
        last.set(seat, hand);
      }
    });
    expect(shared).to.be.greaterThan(20);
  });
});
