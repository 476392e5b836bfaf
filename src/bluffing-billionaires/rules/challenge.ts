/**
 * A Bluffing Billionaires challenge (RULES.md BB-7..BB-9) as a pure function: the table cards
 * turned up, each comparison, the spoils drawn with the seeded PRNG, and the revealed cards put away.
 */
import { withRng } from '../../core/rng.js';
import type { Seat } from '../../core/types.js';
import type { BluffingBillionairesContext, ChallengeResult } from '../types.js';

/**
 * BB-7: whether the active player's table card beats `challenger`'s (strictly higher value); on
 * equal or lower value the challenger wins. Both must have a table card.
 */
export function activeBeats(ctx: BluffingBillionairesContext, challenger: Seat): boolean {
  const { deck, table } = ctx;
  return deck[table[ctx.active]!]!.value > deck[table[challenger]!]!.value;
}

/**
 * BB-7: every challenger's table card and the active player's are turned up; each challenger is
 * compared with the active player on its own (strictly higher wins for the active player; equal or
 * lower loses). BB-8: settled one by one clockwise from the active player: the winner takes a
 * random card (seeded PRNG) from the loser's hand, if any, to its bonus pile; with exactly one
 * challenger the winner also takes the loser's revealed card. BB-9: the other revealed cards go
 * face up to their owners' discard piles; none of these players has a table card now.
 * `challengers` must be in clockwise order from the active player's left.
 */
export function settleChallenge(ctx: BluffingBillionairesContext, challengers: Seat[]): BluffingBillionairesContext {
  const { deck, active } = ctx;
  const activeCard = ctx.table[active]!;
  const hands = ctx.hands.map((hand) => [...hand]);
  const bonus = ctx.bonus.map((pile) => [...pile]);
  const [results, rng] = withRng(ctx.rng, (random) => challengers.map((challenger): ChallengeResult => {
    const card = ctx.table[challenger]!;
    const activeWins = activeBeats(ctx, challenger);
    const winner = activeWins ? active : challenger;
    const loser = activeWins ? challenger : active;
    const from = hands[loser]!;
    let taken: number | null = null;
    if (from.length > 0) {
      taken = from.splice(random.int(0, from.length - 1), 1)[0]!;
      bonus[winner]!.push(taken);
    }
    return { challenger, card: { ...deck[card]! }, winner, loser, taken: taken === null ? null : { ...deck[taken]! } };
  }));
  // BB-8: with exactly one challenger, the winner also takes the loser's revealed card.
  let captured: number | null = null;
  let capturedBy: Seat | null = null;
  if (results.length === 1) {
    const { winner, loser } = results[0]!;
    captured = ctx.table[loser]!;
    capturedBy = winner;
    bonus[winner]!.push(captured);
  }
  // BB-9: the rest of the revealed cards go face up to their owners' discard piles.
  const discarded = [active, ...challengers]
    .map((seat) => ({ seat, card: ctx.table[seat]! }))
    .filter(({ card }) => card !== captured);
  const discards = ctx.discards.map((pile, seat) => {
    const mine = discarded.filter((d) => d.seat === seat);
    return mine.length === 0 ? pile : [...pile, ...mine.map((d) => ({ card: d.card, faceUp: true }))];
  });
  const cleared = new Set([active, ...challengers]);
  return {
    ...ctx,
    rng,
    hands,
    bonus,
    discards,
    table: ctx.table.map((card, seat) => (cleared.has(seat) ? null : card)),
    log: [...ctx.log, {
      type: 'challenge',
      seat: active,
      card: { ...deck[activeCard]! },
      results,
      captured: captured === null ? null : { ...deck[captured]! },
      capturedBy,
      discarded: discarded.map(({ seat, card }) => ({ seat, card: { ...deck[card]! } })),
    }],
  };
}
