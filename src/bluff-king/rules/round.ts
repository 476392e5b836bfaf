/**
 * A BluffKing round (RULES.md BK-4, BK-6, BK-7) as pure functions over an immutable context: claims
 * (the lead play and the follows), declines and passes, and who is asked next. Each transition
 * assumes `checkEvent` (rules/check.ts) passed; the machine (machine.ts) decides which runs when.
 */
import { nextSeat } from '../../core/seats.js';
import type { Seat } from '../../core/types.js';
import { removeCards, type Card } from '../cards.js';
import type { BluffKingContext, DeclineEvent, FollowEvent, PassEvent, PlayEvent } from '../types.js';

/** The seat of the latest claim of the round, or null before the lead play. */
export function claimant(ctx: BluffKingContext): Seat | null {
  return ctx.claims.at(-1)?.seat ?? null;
}

/** Cards in the pile. */
export function pileSize(ctx: BluffKingContext): number {
  return ctx.claims.reduce((sum, claim) => sum + claim.cards.length, 0);
}

/** `hands` with `seat`'s hand replaced by `hand`. */
export function withHand(hands: Card[][], seat: Seat, hand: Card[]): Card[][] {
  return hands.map((h, s) => (s === seat ? hand : h));
}

/** The seat asked after `ctx.asked`, skipping the claimant; null when everyone has been asked. */
function nextAsked(ctx: BluffKingContext): Seat | null {
  const c = claimant(ctx)!;
  const next = nextSeat(ctx.asked, ctx.players)!;
  return next === c ? null : next;
}

/** Whether the seat asked now is the last one before the asking comes back to the claimant. */
export function lastToAsk(ctx: BluffKingContext): boolean {
  return nextAsked(ctx) === null;
}

/**
 * BK-4 (lead) and BK-6 (follow): the cards go face down into the pile under a claim; the
 * challenge phase (BK-5) starts from the claimant's left.
 */
export function claim(ctx: BluffKingContext, event: PlayEvent | FollowEvent): BluffKingContext {
  const rank = event.type === 'PLAY' ? event.rank : ctx.rank!;
  const hand = removeCards(ctx.hands[event.seat]!, event.cards)!;
  return {
    ...ctx,
    hands: withHand(ctx.hands, event.seat, hand),
    claims: [...ctx.claims, { seat: event.seat, cards: [...event.cards], rank }],
    rank,
    asked: nextSeat(event.seat, ctx.players)!,
    log: [...ctx.log, { type: 'claim', seat: event.seat, count: event.cards.length, rank, follow: event.type === 'FOLLOW' }],
  };
}

/**
 * BK-5: the asked seat lets the claim stand. After the last one, the follow phase (BK-6) asks
 * again from the claimant's left.
 */
export function decline(ctx: BluffKingContext, event: DeclineEvent): BluffKingContext {
  return {
    ...ctx,
    asked: nextAsked(ctx) ?? nextSeat(claimant(ctx)!, ctx.players)!,
    log: [...ctx.log, { type: 'decline', seat: event.seat }],
  };
}

/**
 * BK-6: the asked seat does not follow. BK-7: when every other seat has passed, the pile is
 * discarded face down (out of the game) and the claimant keeps the lead for a new round.
 */
export function pass(ctx: BluffKingContext, event: PassEvent): BluffKingContext {
  const next = nextAsked(ctx);
  const passed: BluffKingContext = { ...ctx, log: [...ctx.log, { type: 'pass', seat: event.seat }] };
  if (next !== null) return { ...passed, asked: next };
  const keeper = claimant(ctx)!;
  const pile = ctx.claims.flatMap((c) => c.cards);
  return {
    ...passed,
    claims: [],
    rank: null,
    asked: keeper,
    discarded: [...ctx.discarded, ...pile],
    log: [...passed.log, { type: 'discard', seat: keeper, count: pile.length }],
  };
}
