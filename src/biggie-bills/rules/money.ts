/**
 * The bank and the ledger: payments (every one a `pay` log entry), bankruptcy (BG-16) and the end
 * of the game (BG-7). Per team, the sum of its `pay` entries always equals cash − startingCash.
 */
import { rankSeats } from '../../core/seats.js';
import type { Seat } from '../../core/types.js';
import { discard, spendBonus } from './deck.js';
import { logged, seatsInGame, withTeam } from './context.js';
import type { BiggieBillsContext, BiggieBillsResult, OutReason, Party, PaymentWhy, WinReason } from '../types.js';

/** An amount changed by `percent` and rounded to the nearest $1M, halves up (table I). */
export function adjust(amount: number, percent: number): number {
  return Math.round((amount * (100 + percent)) / 100);
}

/** `percent` of an amount, rounded to the nearest $1M, halves up. */
export function share(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

interface Payment {
  payer: Party;
  payee: Party;
  amount: number;
  /** The ruling that makes the payment (e.g. 'BG-10'). */
  ruling: string;
  why: PaymentWhy;
  /** The Growth or Industry card it concerns, if any. */
  card?: number;
}

/** Moves money and logs it, without the bankruptcy check (used by BG-6's takeover). Amounts ≤ 0 are no payment. */
export function transfer(ctx: BiggieBillsContext, payment: Payment): BiggieBillsContext {
  const { payer, payee, amount } = payment;
  if (amount <= 0) return ctx;
  let next = ctx;
  if (payer !== 'bank') next = withTeam(next, payer, (team) => ({ ...team, cash: team.cash - amount }));
  if (payee !== 'bank') next = withTeam(next, payee, (team) => ({ ...team, cash: team.cash + amount }));
  const entry = { type: 'pay' as const, payer, payee, amount, ruling: payment.ruling, why: payment.why };
  return logged(next, payment.card === undefined ? entry : { ...entry, card: payment.card });
}

/**
 * A payment. BG-16: a team left with zero or less is bankrupt and out at once; it pays what it has
 * and the shortfall is lost. Then BG-7b: the last team in the game wins.
 */
export function pay(ctx: BiggieBillsContext, payment: Payment): BiggieBillsContext {
  if (payment.amount <= 0) return ctx;
  if (payment.payer === 'bank') return transfer(ctx, payment);
  const cash = ctx.teams[payment.payer]!.cash;
  if (cash - payment.amount > 0) return transfer(ctx, payment);
  return eliminate(transfer(ctx, { ...payment, amount: cash }), payment.payer, 'bankrupt');
}

/**
 * A team leaves the game (BG-16 bankrupt, BG-6 acquired): its cards in play leave play; a bankrupt
 * team's hand goes to the discard piles (Bonus cards out of the game). BG-7b is checked.
 */
export function eliminate(ctx: BiggieBillsContext, seat: Seat, reason: OutReason): BiggieBillsContext {
  const team = ctx.teams[seat]!;
  const leaving = ctx.inPlay.filter((p) => p.owner === seat);
  let next: BiggieBillsContext = { ...ctx, inPlay: ctx.inPlay.filter((p) => p.owner !== seat) };
  next = discard(next, 'growth', [...leaving.map((p) => p.card), ...team.growth]);
  next = discard(next, 'challenge', team.challenge);
  next = spendBonus(next, team.bonus);
  const outOrder = ctx.teams.filter((t) => t.out !== null).length + 1;
  next = withTeam(next, seat, (t) => ({ ...t, out: reason, outOrder, growth: [], challenge: [], bonus: [] }));
  next = logged(next, ...leaving.map((p) => ({ type: 'leave-play' as const, seat, card: p.card, reason: 'out' as const })), { type: 'out', seat, reason });
  return checkLastTeam(next);
}

/** Ends the game with `winners`. */
function finish(ctx: BiggieBillsContext, winners: Seat[], reason: WinReason): BiggieBillsContext {
  return logged({ ...ctx, result: { winners, reason }, turn: null, pending: null }, { type: 'game-over', reason, winners });
}

/** Most cash first, then most completed Growth cards (BG-7c, BG-7d). */
const standing = (ctx: BiggieBillsContext) => (a: Seat, b: Seat) =>
  ctx.teams[b]!.cash - ctx.teams[a]!.cash || ctx.teams[b]!.completed.length - ctx.teams[a]!.completed.length;

/** The best of `seats` by BG-7c/d: several only when they tie on cash and completed cards. */
function best(ctx: BiggieBillsContext, seats: Seat[]): Seat[] {
  const order = [...seats].sort((a, b) => standing(ctx)(a, b) || a - b);
  return order.filter((s) => standing(ctx)(s, order[0]!) === 0);
}

/** BG-7b: when every other team is bankrupt or acquired, the last team wins. */
export function checkLastTeam(ctx: BiggieBillsContext): BiggieBillsContext {
  if (ctx.result !== null) return ctx;
  const left = seatsInGame(ctx);
  return left.length === 1 ? finish(ctx, left, 'last-team') : ctx;
}

/**
 * BG-7a, BG-7c: checked after each settlement. A team that reached the target wins; several that
 * reached it in the same settlement are decided by cash, then completed cards, else they share.
 */
export function checkTarget(ctx: BiggieBillsContext): BiggieBillsContext {
  if (ctx.result !== null) return ctx;
  const reached = seatsInGame(ctx).filter((s) => ctx.teams[s]!.cash >= ctx.settings.target);
  return reached.length === 0 ? ctx : finish(ctx, best(ctx, reached), 'target');
}

/**
 * BG-7d: the time or cycle limit ran out, or the host ended the game now (`host`, HOST_END: BG-7d's
 * order applied at that moment): most cash, then most completed cards, wins. Nothing settles.
 */
export function endByLimit(ctx: BiggieBillsContext, reason: 'time' | 'cycles' | 'host'): BiggieBillsContext {
  if (ctx.result !== null) return ctx;
  return finish(ctx, best(ctx, seatsInGame(ctx)), reason);
}

/**
 * The result: winners first; the other teams in the game by cash, then completed cards (ties share a
 * place); then the teams that left, the last to leave first. `scores` is cash per seat ($M);
 * `reason` how the game ended (BG-7, or `host`).
 */
export function gameResult(ctx: BiggieBillsContext): BiggieBillsResult | null {
  if (ctx.result === null) return null;
  const { winners } = ctx.result;
  const others = seatsInGame(ctx).filter((s) => !winners.includes(s));
  const keys = ctx.teams.map((team) => [team.cash, team.completed.length] as const);
  const places = rankSeats(keys, (a, b) => b[0] - a[0] || b[1] - a[1], others);
  const gone = ctx.teams
    .flatMap((team, s) => (team.outOrder !== null && !winners.includes(s) ? [[s, team.outOrder] as const] : []))
    .sort((a, b) => b[1] - a[1])
    .map(([s]) => [s]);
  return { winners: [...winners], ranking: [[...winners], ...places, ...gone], scores: ctx.teams.map((team) => team.cash), reason: ctx.result.reason };
}

/** Per team, cash received minus cash paid in the `pay` entries of the log (the ledger). */
export function ledger(ctx: BiggieBillsContext): number[] {
  const sums = ctx.teams.map(() => 0);
  for (const entry of ctx.log) {
    if (entry.type !== 'pay') continue;
    if (entry.payee !== 'bank') sums[entry.payee]! += entry.amount;
    if (entry.payer !== 'bank') sums[entry.payer]! -= entry.amount;
  }
  return sums;
}
