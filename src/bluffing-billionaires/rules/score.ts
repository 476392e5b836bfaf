/**
 * The end of a Bluffing Billionaires game and its scoring (RULES.md BB-5, BB-10) as pure functions:
 * the tally, the ranking, the end entry of the log and the result.
 */
import { rankSeats } from '../../core/seats.js';
import type { Seat } from '../../core/types.js';
import { coinsOf, valueOf } from '../cards.js';
import type { BluffingBillionairesContext, BluffingBillionairesResult, EndReason } from '../types.js';

/** BB-10: per seat, the face values in hand, the coins in the bonus pile and their sum. */
export function tally(ctx: BluffingBillionairesContext): { handPoints: number[]; bonusCoins: number[]; scores: number[] } {
  const handPoints = ctx.hands.map((hand) => valueOf(ctx.deck, hand));
  const bonusCoins = ctx.bonus.map((pile) => coinsOf(ctx.deck, pile));
  return { handPoints, bonusCoins, scores: handPoints.map((points, s) => points + bonusCoins[s]!) };
}

/**
 * BB-10: highest score first; a tie goes to more bonus coins; still tied, a shared place (and a
 * shared victory when it is the first place).
 */
function ranking(scores: number[], bonusCoins: number[]): Seat[][] {
  const keys = scores.map((score, s) => [score, bonusCoins[s]!] as const);
  return rankSeats(keys, (a, b) => b[0] - a[0] || b[1] - a[1]);
}

/**
 * BB-5: the game ends; hand points are counted (BB-10) and logged. With `host` (HOST_END) no
 * player's turn ended it: `seat` is null.
 */
export function endGame(ctx: BluffingBillionairesContext, reason: EndReason): BluffingBillionairesContext {
  const { handPoints, bonusCoins, scores } = tally(ctx);
  const winners = ranking(scores, bonusCoins)[0]!;
  const seat = reason === 'host' ? null : ctx.active;
  return {
    ...ctx,
    responders: [],
    ended: { reason, seat },
    log: [...ctx.log, { type: 'end', reason, seat, handPoints, bonusCoins, scores, winners }],
  };
}

/**
 * HOST_END: the host ends the game now. No RULES.md ruling covers it: BB-10's score applies as the
 * game stands (hand values plus bonus coins; a tie goes to more bonus coins; still tied, shared).
 * Pending secret responses are dropped unseen (BB-6); table cards not turned up stay face down
 * and, as at any end, do not count (BB-10, BB-11).
 */
export function hostEnd(ctx: BluffingBillionairesContext): BluffingBillionairesContext {
  return endGame({ ...ctx, responses: ctx.responses.map(() => null) }, 'host');
}

/** BB-10: the result, or null while the game runs. */
export function gameResult(ctx: BluffingBillionairesContext): BluffingBillionairesResult | null {
  if (ctx.ended === null) return null;
  const { handPoints, bonusCoins, scores } = tally(ctx);
  const places = ranking(scores, bonusCoins);
  return { winners: [...places[0]!], ranking: places, scores, handPoints, bonusCoins, reason: ctx.ended.reason, endedBy: ctx.ended.seat };
}
