/**
 * A BluffKing challenge (RULES.md BK-5) as pure functions: whether the latest claim is true, and
 * who takes the pile and who leads next. Assumes `checkEvent` (rules/check.ts) passed.
 */
import { matchesClaim } from '../cards.js';
import type { BluffKingContext, ChallengeEvent } from '../types.js';
import { withHand } from './round.js';

/** BK-5: whether the latest claim is true (every card has the round's rank or is a joker). */
export function latestClaimIsTrue(ctx: BluffKingContext): boolean {
  const latest = ctx.claims.at(-1)!;
  return latest.cards.every((card) => matchesClaim(card, latest.rank));
}

/**
 * BK-5: the latest claim is turned face up. A lie: the claimant takes the pile and the challenger
 * gets the lead. True: the challenger takes the pile and the claimant keeps the lead. The round ends.
 */
export function resolveChallenge(ctx: BluffKingContext, event: ChallengeEvent): BluffKingContext {
  const latest = ctx.claims.at(-1)!;
  const truthful = latestClaimIsTrue(ctx);
  const taker = truthful ? event.seat : latest.seat;
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
