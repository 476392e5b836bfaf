/**
 * `legalMoves(view)` (src/bluff-king/moves.ts, issue 9 "each game's legal moves are enumerated
 * once"): on random positions of bot games (fast-check), every move it lists (each instance of a
 * lead or follow description) is accepted by `definition.check`, every event `check` accepts from
 * the seat is listed, a seat not asked gets `[]`, and every bot level only sends listed moves.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createGame } from '../../src/core/game.js';
import { randomSource } from '../../src/core/rng.js';
import { isListed, legalMoves, type BluffKingMove, type CardChoice } from '../../src/bluff-king/index.js';
import { ensure, LEVELS, viewers } from '../support/contract.js';
import { bots, definition, type BluffKingEvent, type BluffKingInput, type BluffKingSnapshot, type Card } from './bk-helpers.js';

const TYPES = ['PLAY', 'CHALLENGE', 'DECLINE', 'FOLLOW', 'PASS'] as const;
const RANK_SAMPLE = ['A', '7', '10', 'K'] as const;

/** Some card lists a choice allows: the smallest and largest counts, and random ones in between. */
function instances(choice: CardChoice, rng: () => number): Card[][] {
  const draw = (n: number) => [...choice.from].sort(() => rng() - 0.5).slice(0, n);
  return [draw(choice.min), draw(choice.max), draw(choice.min + Math.floor(rng() * (choice.max - choice.min + 1)))];
}

/** Concrete events of a listed move (a description gives several). */
function concrete(move: BluffKingMove, rng: () => number): BluffKingEvent[] {
  switch (move.type) {
    case 'PLAY': return instances(move.cards, rng).flatMap((cards) => RANK_SAMPLE.map((rank) => ({ type: 'PLAY' as const, seat: move.seat, cards, rank })));
    case 'FOLLOW': return instances(move.cards, rng).map((cards) => ({ type: 'FOLLOW' as const, seat: move.seat, cards }));
    default: return [move];
  }
}

/** Events of every type from `seat`, some legal, most not: card lists from its hand and beyond. */
function candidates(snapshot: BluffKingSnapshot, seat: number, rng: () => number): BluffKingEvent[] {
  const hand = snapshot.context.hands[seat]!;
  const pool = [...hand, 'AS', 'BJ', '7H'] as Card[];
  const out: BluffKingEvent[] = [];
  for (const type of TYPES) {
    for (let i = 0; i < 4; i++) {
      const cards = pool.filter(() => rng() < 0.4).slice(0, 1 + Math.floor(rng() * 6));
      out.push({ type, seat, cards, rank: RANK_SAMPLE[i] } as unknown as BluffKingEvent);
      out.push({ type, seat, cards } as unknown as BluffKingEvent);
    }
  }
  return out;
}

const inputArb: fc.Arbitrary<BluffKingInput> = fc.record({
  players: fc.integer({ min: 2, max: 8 }),
  seed: fc.integer(),
  decks: fc.constantFrom(1 as const, 2 as const),
  maxPlay: fc.oneof(fc.constant(null), fc.integer({ min: 1, max: 5 })),
});

describe('BluffKing legalMoves (issue 9: one enumeration of legal moves)', function () {
  this.timeout(120_000);

  it('lists exactly the moves check accepts, on random positions of bot games, and bots send only listed moves', () => {
    fc.assert(
      fc.property(inputArb, fc.array(fc.constantFrom(...LEVELS), { minLength: 8, maxLength: 8 }), fc.integer(), (input, levels, botSeed) => {
        const actor = createGame(definition, input);
        const rng = randomSource(botSeed);
        for (let step = 0; step < 400 && definition.result(actor.getSnapshot()) === null; step++) {
          const snapshot = actor.getSnapshot();
          const asked = definition.toAct(snapshot)[0]!;
          for (const seat of viewers(input.players)) {
            const view = definition.view(snapshot, seat);
            const moves = legalMoves(view);
            if (seat !== asked) {
              ensure(moves.length === 0, `seat ${seat} is not asked but gets moves`, moves, []);
              if (seat !== null) for (const event of candidates(snapshot, seat, rng)) ensure(!definition.check(snapshot, event).ok, `check accepts ${JSON.stringify(event)} from a seat not asked`);
              continue;
            }
            ensure(moves.length > 0, `the asked seat ${seat} gets no move`);
            for (const move of moves) {
              for (const event of concrete(move, rng)) {
                const verdict = definition.check(snapshot, event);
                ensure(verdict.ok, `listed ${JSON.stringify(event)} is refused`, verdict, { ok: true });
                ensure(isListed(moves, event), `an instance of a listed move is not listed: ${JSON.stringify(event)}`);
              }
            }
            for (const event of candidates(snapshot, seat, rng)) {
              const ok = definition.check(snapshot, event).ok;
              ensure(ok === isListed(moves, event), `${JSON.stringify(event)}: check says ${ok}, legalMoves ${!ok}`);
            }
          }
          const view = definition.view(snapshot, asked);
          const event = bots[levels[asked]!](view, rng);
          ensure(isListed(legalMoves(view), event), `${levels[asked]} sent an unlisted ${JSON.stringify(event)}`);
          actor.send(event);
        }
        actor.stop();
      }),
      { numRuns: 60 },
    );
  });

  it('a lead is one description: any 1..n hand cards (n = hand size, or maxPlay when smaller) under any rank', () => {
    const actor = createGame(definition, { players: 3, seed: 1, first: 0, maxPlay: 2, hands: [['AS', 'AS', '7H'], ['KD'], ['QC']], decks: 2 });
    const moves = legalMoves(definition.view(actor.getSnapshot(), 0));
    expect(moves).to.deep.equal([{ type: 'PLAY', seat: 0, cards: { from: ['AS', 'AS', '7H'], min: 1, max: 2 }, ranks: ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] }]);
    expect(legalMoves(definition.view(actor.getSnapshot(), 1))).to.deep.equal([]);
    expect(legalMoves(definition.view(actor.getSnapshot(), null))).to.deep.equal([]);
    expect(isListed(moves, { type: 'PLAY', seat: 0, cards: ['AS', 'AS'], rank: 'Q' })).to.equal(true);
    expect(isListed(moves, { type: 'PLAY', seat: 0, cards: ['AS', 'AS', '7H'], rank: 'Q' })).to.equal(false);
    expect(isListed(moves, { type: 'PLAY', seat: 0, cards: ['7H', '7H'], rank: 'Q' })).to.equal(false);
    actor.stop();
  });
});
