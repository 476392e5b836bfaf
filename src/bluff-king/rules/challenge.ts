/**
 * A BluffKing challenge (RULES.md BK-5) as pure functions: whether the latest claim is true, and
 * who takes the pile and who leads next. Assumes `checkEvent` (rules/check.ts) passed.
 */
import { matchesClaim } from '../cards.js';
import type { Seat } from '../../core/types.js';
import type { BluffKingContext, ChallengeEvent } from '../types.js';
import { withHand } from './round.js';

/** BK-5: whether the latest claim is true (every card has the round's rank or is a joker). */
export function latestClaimIsTrue(ctx: BluffKingContext): boolean {
  const latest = ctx.claims.at(-1)!;
  return latest.cards.every((card) => matchesClaim(card, latest.rank));
}

/** BK-5: who takes the pile when `challenger` challenges the latest claim: the claimant after a lie, else the challenger. */
function pileTaker(ctx: BluffKingContext, truthful: boolean, challenger: Seat): Seat {
  return truthful ? challenger : ctx.claims.at(-1)!.seat;
}

/**
 * BK-8: whether resolving this legal challenge leaves a player with no cards, who then wins. Only
 * the taker's hand changes, and it gains the pile (at least one card): so it is whether another
 * player has no cards now.
 */
export function challengeLeavesPlayerOut(ctx: BluffKingContext, event: ChallengeEvent): boolean {
  const taker = pileTaker(ctx, latestClaimIsTrue(ctx), event.seat);
  return ctx.hands.some((hand, seat) => seat !== taker && hand.length === 0);
}

/**
 * BK-5: the latest claim is turned face up. A lie: the claimant takes the pile and the challenger
 * gets the lead. True: the challenger takes the pile and the claimant keeps the lead. The round ends.
 */
export function resolveChallenge(ctx: BluffKingContext, event: ChallengeEvent): BluffKingContext {
  const latest = ctx.claims.at(-1)!;
  const truthful = latestClaimIsTrue(ctx);
  const taker = pileTaker(ctx, truthful, event.seat);
  const lead = truthful ? latest.seat : event.seat;
  const pile = ctx.claims.flatMap((c) => c.cards);
  return {
    ...ctx,
    hands: withHand(ctx.hands, taker, [...ctx.hands[taker]!, ...pile]),
    claims: [],
    rank: null,
    asked: lead,
    log: [...ctx.log, {
      type: 'challenge', seat: event.seat, claimant: latest.seat, rank: latest.rank,
      revealed: [...latest.cards], truthful, taker, taken: pile.length, lead,
    }],
  };
}
