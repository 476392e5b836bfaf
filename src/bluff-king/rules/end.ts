/**
 * The end of a BluffKing game (RULES.md BK-8, BK-9) as pure functions: who has gone out, the
 * winner, and the ranking of the others.
 */
import { rankSeats } from '../../core/seats.js';
import type { GameResult, Seat } from '../../core/types.js';
import type { BluffKingContext } from '../types.js';

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
 * BK-8, BK-9: the winner first, then everyone else by cards left in hand, fewer first; equal
 * counts share a place. Null while the game runs.
 */
export function gameResult(ctx: BluffKingContext): GameResult | null {
  if (ctx.winner === null) return null;
  const others = ctx.hands.map((_, s) => s).filter((s) => s !== ctx.winner);
  const sizes = ctx.hands.map((hand) => hand.length);
  return { winners: [ctx.winner], ranking: [[ctx.winner], ...rankSeats(sizes, (a, b) => a - b, others)] };
}
