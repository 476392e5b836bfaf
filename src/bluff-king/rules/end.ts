/**
 * The end of a BluffKing game (RULES.md BK-8, BK-9) as pure functions: who has gone out, the
 * winner, and the ranking of the others; the host's end (HOST_END), ranked by BK-9's order.
 */
import { rankSeats } from '../../core/seats.js';
import type { Seat } from '../../core/types.js';
import type { BluffKingContext, BluffKingResult } from '../types.js';

/** BK-8: the seat with no cards left, checked when a challenge phase finishes; else null. */
export function playerOut(ctx: BluffKingContext): Seat | null {
  const seat = ctx.hands.findIndex((hand) => hand.length === 0);
  return seat < 0 ? null : seat;
}

/** BK-8: the first player with no cards wins at once. */
export function declareWinner(ctx: BluffKingContext): BluffKingContext {
  const winner = playerOut(ctx)!;
  return { ...ctx, winner, log: [...ctx.log, { type: 'win', seat: winner }] };
}

/**
 * HOST_END: the host ends the game now. No RULES.md ruling covers it: the game's own ranking
 * applies at this moment (BK-9's order for every seat, `gameResult`). The pile and the discards
 * stay face down: the log entry holds no card.
 */
export function hostEnd(ctx: BluffKingContext): BluffKingContext {
  return { ...ctx, log: [...ctx.log, { type: 'end', reason: 'host' }] };
}

/** Whether the host ended this game (HOST_END): its log ends with the host's `end` entry. */
export function endedByHost(ctx: BluffKingContext): boolean {
  return ctx.winner === null && ctx.log.at(-1)?.type === 'end';
}

const fewerFirst = (a: number, b: number) => a - b;

/**
 * BK-8, BK-9: the winner first, then everyone else by cards left in hand, fewer first; equal
 * counts share a place. A game the host ended (HOST_END) ranks every seat so (BK-9's order at
 * that moment): the first place's seats are the winners, and the result has `reason: 'host'`.
 * Null while the game runs.
 */
export function gameResult(ctx: BluffKingContext): BluffKingResult | null {
  const sizes = ctx.hands.map((hand) => hand.length);
  if (ctx.winner === null) {
    if (!endedByHost(ctx)) return null;
    const ranking = rankSeats(sizes, fewerFirst);
    return { winners: [...ranking[0]!], ranking, reason: 'host' };
  }
  const others = ctx.hands.map((_, s) => s).filter((s) => s !== ctx.winner);
  return { winners: [ctx.winner], ranking: [[ctx.winner], ...rankSeats(sizes, fewerFirst, others)] };
}
