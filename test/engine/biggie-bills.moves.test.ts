/**
 * Legal moves (issue 9, item 7: "each game's legal moves are enumerated once"): `legalMoves(view)`
 * (src/biggie-bills/moves.ts) lists, for the seat a view belongs to, exactly the events `check`
 * accepts: in a turn (BG-4..BG-15) and in a block decision (BG-11); none in a keep prompt (BG-6: a
 * choice of cards, not listed), for a seat the game does not wait for, or for a spectator.
 * `movesOfCard` splits them by the card of the hand that plays them.
 */
import { expect } from '@open-wc/testing';
import { randomSource } from '../../src/index.js';
import { legalMoves, movesOfCard } from '../../src/biggie-bills/index.js';
import {
  bots, definition, G, hand, patch, setOrder, setTeam, start, begun, snap, toAct, view,
  type BiggieBillsEvent, type BiggieBillsView, type Game,
} from './bg-helpers.js';

const key = (event: BiggieBillsEvent) => JSON.stringify(event);

/**
 * Every event but EXCHANGE and KEEP the view's seat could name now, by brute force: each hand card
 * with and without each target, each Challenge card against each seat, a Flexible Challenge of
 * each card in play, and the events without a card.
 */
function candidates(v: BiggieBillsView): BiggieBillsEvent[] {
  const seat = v.seat!;
  const seats = Array.from({ length: v.players }, (_, s) => s);
  const inPlay = v.teams.flatMap((t, owner) => t.inPlay.map((p) => ({ owner, card: p.card })));
  return [
    ...v.hand!.growth.flatMap((g): BiggieBillsEvent[] => [
      { type: 'PLAY_GROWTH', seat, card: g.card },
      ...seats.map((target): BiggieBillsEvent => ({ type: 'PLAY_GROWTH', seat, card: g.card, target })),
    ]),
    ...v.hand!.challenge.flatMap((c) => seats.map((owner): BiggieBillsEvent => ({ type: 'PLAY_CHALLENGE', seat, owner, card: c.card }))),
    ...inPlay.map(({ owner, card }): BiggieBillsEvent => ({ type: 'PLAY_FLEX', seat, owner, card })),
    { type: 'SKIP', seat }, { type: 'END_TURN', seat }, { type: 'BLOCK', seat }, { type: 'NO_BLOCK', seat },
  ];
}

/** Checks `legalMoves` against `check` in the game's current position; returns the prompt seen. */
function expectMovesAgree(game: Game): string {
  const snapshot = snap(game);
  const [seat] = toAct(game);
  const v = view(game, seat!);
  const moves = legalMoves(v);
  for (const move of moves) expect(definition.check(snapshot, move).ok, key(move)).to.equal(true);
  const listed = new Set(moves.map(key));
  for (const event of candidates(v)) {
    if (definition.check(snapshot, event).ok) expect(listed.has(key(event)), `${key(event)} is listed`).to.equal(true);
  }
  expect(moves.some((e) => e.type === 'EXCHANGE')).to.equal(v.actions!.exchange.ok);
  expect(listed.size, 'each move once').to.equal(moves.length);
  if (v.prompt!.type === 'keep') expect(moves).to.deep.equal([]);
  if (v.prompt!.type === 'block') expect(moves.map((e) => e.type)).to.include('NO_BLOCK');
  // The cards' moves are the moves that play a card.
  const byCard = [
    ...new Set(v.hand!.growth.map((g) => g.card))].flatMap((card) => movesOfCard(moves, v.tables, { kind: 'growth', card }))
    .concat([...new Set(v.hand!.challenge.map((c) => c.card))].flatMap((card) => movesOfCard(moves, v.tables, { kind: 'challenge', card })))
    .concat(['flex12', 'flex34', 'block'].flatMap((kind) => movesOfCard(moves, v.tables, { kind: kind as 'flex12' })));
  expect(byCard.map(key).sort()).to.deep.equal(moves.filter((e) => ['PLAY_GROWTH', 'PLAY_CHALLENGE', 'PLAY_FLEX', 'BLOCK'].includes(e.type)).map(key).sort());
  // Nothing for a spectator or a seat the game does not wait for.
  expect(legalMoves(view(game, null))).to.deep.equal([]);
  expect(legalMoves(view(game, (seat! + 1) % v.players))).to.deep.equal([]);
  return v.prompt!.type;
}

describe('BiggieBills legal moves (issue 9)', function () {
  this.timeout(120_000);

  it('legalMoves lists exactly what check accepts, in every prompt of real games', () => {
    const prompts = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const game = start({ players: 3 + (i % 4), seed: 900 + i, maxCycles: 6 });
      const rng = randomSource(i);
      const level = (['random', 'normal', 'hard'] as const)[i % 3]!;
      for (let step = 0; step < 400 && toAct(game).length > 0; step++) {
        prompts.add(expectMovesAgree(game));
        const seat = toAct(game)[0]!;
        game.send(bots[level](view(game, seat), rng));
      }
    }
    expect([...prompts]).to.include('turn');
  });

  it('BG-11: a challenged team holding a Block card is offered BLOCK and NO_BLOCK; without one, only NO_BLOCK', () => {
    for (const bonus of [['block'], ['flex12']] as const) {
      let game = start({ players: 3, seed: 3, first: 0, hands: [hand([G.vendor]), hand([], [G.vendor]), hand([])] });
      game = patch(game, (c) => begun(setOrder(setTeam(c, 0, { bonus: [...bonus] }), [0, 1, 2])));
      game.send({ type: 'PLAY_GROWTH', seat: 0, card: G.vendor });
      game.send({ type: 'END_TURN', seat: 0 });
      // Seat 1 may challenge first only after completing a Stage 1 card: open the way with `completed`.
      game = patch(game, (c) => setTeam(c, 1, { completed: [G.research] }));
      game.send({ type: 'PLAY_CHALLENGE', seat: 1, owner: 0, card: G.vendor });
      expect(toAct(game)).to.deep.equal([0]);
      expect(expectMovesAgree(game)).to.equal('block');
      const types = legalMoves(view(game, 0)).map((e) => e.type);
      expect(types).to.deep.equal(bonus[0] === 'block' ? ['BLOCK', 'NO_BLOCK'] : ['NO_BLOCK']);
    }
  });
});
