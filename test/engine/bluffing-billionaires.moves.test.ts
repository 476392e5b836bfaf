/**
 * `legalMoves(view)` (src/bluffing-billionaires/moves.ts, issue 9 "each game's legal moves are
 * enumerated once"): on random positions of bot games (fast-check), every move it lists is accepted
 * by `definition.check`, every event `check` accepts from a seat is listed, a seat not asked gets
 * `[]`, and every bot level only sends listed moves.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createGame } from '../../src/core/game.js';
import { randomSource } from '../../src/core/rng.js';
import { legalMoves } from '../../src/bluffing-billionaires/index.js';
import { ensure, LEVELS, viewers } from '../support/contract.js';
import { bots, card, definition, type BluffingBillionairesEvent, type BluffingBillionairesInput, type BluffingBillionairesSnapshot } from './bb-helpers.js';

/** Every event a seat could send: a PLAY of each card of the deck, APPROVE and CHALLENGE. */
function candidates(snapshot: BluffingBillionairesSnapshot, seat: number): BluffingBillionairesEvent[] {
  return [
    ...snapshot.context.deck.map((c): BluffingBillionairesEvent => ({ type: 'PLAY', seat, card: c.id })),
    { type: 'APPROVE', seat },
    { type: 'CHALLENGE', seat },
  ];
}

const key = (event: BluffingBillionairesEvent) => JSON.stringify(event);

const inputArb: fc.Arbitrary<BluffingBillionairesInput> = fc.record({
  players: fc.integer({ min: 2, max: 6 }),
  seed: fc.integer(),
});

describe('Bluffing Billionaires legalMoves (issue 9: one enumeration of legal moves)', function () {
  this.timeout(120_000);

  it('lists exactly the moves check accepts, on random positions of bot games, and bots send only listed moves', () => {
    fc.assert(
      fc.property(inputArb, fc.array(fc.constantFrom(...LEVELS), { minLength: 6, maxLength: 6 }), fc.integer(), (input, levels, botSeed) => {
        const actor = createGame(definition, input);
        const rng = randomSource(botSeed);
        for (let step = 0; step < 400 && definition.result(actor.getSnapshot()) === null; step++) {
          const snapshot = actor.getSnapshot();
          const acting = definition.toAct(snapshot);
          for (const seat of viewers(input.players)) {
            const moves = legalMoves(definition.view(snapshot, seat)).map(key);
            ensure((moves.length > 0) === (seat !== null && acting.includes(seat)), `seat ${seat}: moves only for a seat asked`, moves, acting);
            ensure(new Set(moves).size === moves.length, `seat ${seat}: a move listed twice`, moves);
            if (seat === null) continue;
            const accepted = candidates(snapshot, seat).filter((event) => definition.check(snapshot, event).ok).map(key);
            ensure(JSON.stringify([...moves].sort()) === JSON.stringify([...accepted].sort()), `seat ${seat}: legalMoves is not what check accepts`, moves, accepted);
          }
          const seat = acting[step % acting.length]!;
          const view = definition.view(snapshot, seat);
          const event = bots[levels[seat]!](view, rng);
          ensure(legalMoves(view).map(key).includes(key(event)), `${levels[seat]} sent an unlisted ${key(event)}`);
          actor.send(event);
        }
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('the active player may play any hand card (in hand order); a responder approves or challenges', () => {
    const actor = createGame(definition, { players: 2, seed: 1, first: 0, hands: [[card(9), card(2), card(5)], [card(7), card(1)]] });
    expect(legalMoves(definition.view(actor.getSnapshot(), 0))).to.deep.equal([card(2), card(5), card(9)].map((id) => ({ type: 'PLAY', seat: 0, card: id })));
    expect(legalMoves(definition.view(actor.getSnapshot(), 1))).to.deep.equal([]);
    actor.send({ type: 'PLAY', seat: 0, card: card(2) });
    actor.send({ type: 'PLAY', seat: 1, card: card(7) });
    expect(legalMoves(definition.view(actor.getSnapshot(), 0))).to.deep.equal([{ type: 'APPROVE', seat: 0 }, { type: 'CHALLENGE', seat: 0 }]);
    expect(legalMoves(definition.view(actor.getSnapshot(), 1))).to.deep.equal([]);
    expect(legalMoves(definition.view(actor.getSnapshot(), null))).to.deep.equal([]);
    actor.stop();
  });
});
