/**
 * Industry cards (BG-3, table I): the current card's modifiers and its at-once effects.
 * Percentages apply to printed amounts and round to the nearest $1M (halves up); several matching
 * effects on one (custom) card add their percentages.
 */
import type { Seat } from '../../core/types.js';
import { EXCHANGE_FEE, growthCard, industryCard, SKIP_FINE, type GrowthCard, type IndustryEffect, type Stage } from '../cards.js';
import { logged, seatsInGame } from './context.js';
import type { BiggieBillsContext } from '../types.js';
import { adjust, checkTarget, pay, share } from './money.js';

/** The effects of this cycle's Industry card ([] in cycle 1). */
export function effects(ctx: BiggieBillsContext): readonly IndustryEffect[] {
  return ctx.industry === null ? [] : (industryCard(ctx.settings.tables, ctx.industry)?.effects ?? []);
}

type Of<K extends IndustryEffect['kind']> = Extract<IndustryEffect, { kind: K }>;

function ofKind<K extends IndustryEffect['kind']>(ctx: BiggieBillsContext, kind: K): Of<K>[] {
  return effects(ctx).filter((e): e is Of<K> => e.kind === kind);
}

const has = (ctx: BiggieBillsContext, kind: IndustryEffect['kind']) => effects(ctx).some((e) => e.kind === kind);
const covers = (stages: readonly Stage[] | undefined, stage: Stage) => stages === undefined || stages.includes(stage);

/** Expansion Boom, Merger Mania: up to two main actions and two free Flexible Challenges. */
export const twoCardPlay = (ctx: BiggieBillsContext): boolean => has(ctx, 'two-card-play');
/** Market Freeze: no Challenge cards or Flexible Challenges. */
export const marketFreeze = (ctx: BiggieBillsContext): boolean => has(ctx, 'no-challenges');
/** Open Season: BG-9's first-challenger eligibility is waived. */
export const openSeason = (ctx: BiggieBillsContext): boolean => has(ctx, 'open-season');
/** Antitrust Review: Acquire a Competitor may not be played. */
export const antitrustReview = (ctx: BiggieBillsContext): boolean => has(ctx, 'no-acquisitions');

/** BG-5 cost after Credit Crunch, Cheap Capital, Tech Subsidy. */
export function costOf(ctx: BiggieBillsContext, card: GrowthCard): number {
  const percent = ofKind(ctx, 'cost').filter((e) => covers(e.stages, card.stage)).reduce((sum, e) => sum + e.percent, 0);
  return adjust(card.cost, percent);
}

/** BG-8 payoff (first or later) after Consumer Boom, Recession, Bull Market, First-Mover Rush. */
export function payoffOf(ctx: BiggieBillsContext, card: GrowthCard, first: boolean): number {
  const percent = ofKind(ctx, 'payoff')
    .filter((e) => covers(e.stages, card.stage) && (!e.firstOnly || first))
    .reduce((sum, e) => sum + e.percent, 0);
  return adjust(first ? card.first : card.later, percent);
}

/** BG-10 penalty paid to a challenger after Regulatory Crackdown, Lenient Regulators. */
export function penaltyOf(ctx: BiggieBillsContext, card: GrowthCard): number {
  return adjust(card.penalty, ofKind(ctx, 'penalty').reduce((sum, e) => sum + e.percent, 0));
}

/** BG-14 fee after Talent War, Open Market. */
export const exchangeFee = (ctx: BiggieBillsContext): number => ofKind(ctx, 'exchange-fee').at(-1)?.amount ?? EXCHANGE_FEE;
/** BG-15 fine after Shareholder Pressure, Quiet Quarter. */
export const skipFine = (ctx: BiggieBillsContext): number => ofKind(ctx, 'skip-fine').at(-1)?.amount ?? SKIP_FINE;

/** Table I's kinds of effect applied "at once", when the card is drawn. */
export const AT_ONCE: readonly IndustryEffect['kind'][] = ['award', 'tax', 'stimulus', 'legal-fees', 'brand-loyalty'];

/** What one at-once effect asks of one team: + receives from the bank, − pays the bank. */
function atOnceAmount(ctx: BiggieBillsContext, effect: IndustryEffect, seat: Seat): number {
  const team = ctx.teams[seat]!;
  const { tables } = ctx.settings;
  switch (effect.kind) {
    case 'award':
      return team.completed.some((id) => growthCard(tables, id)?.stage === effect.stage) ? effect.amount : 0;
    case 'tax':
      return team.cash >= effect.cashAtLeast ? -share(team.cash, effect.percent) : 0;
    case 'stimulus':
      return team.cash < effect.cashBelow ? effect.amount : 0;
    case 'legal-fees':
      return -effect.amount * ctx.lastChallenges.filter((c) => c.seat === seat).length;
    case 'brand-loyalty':
      return ctx.lastChallenges.some((c) => c.owner === seat) ? effect.amount : 0;
    default:
      return 0;
  }
}

/**
 * Table I's "at once" effects of the card just drawn, in seat order (Innovation Award, Tax Audit,
 * Stimulus Package, Legal Fees, Brand Loyalty). Each is one payment to or from the bank; a team
 * can go bankrupt paying (BG-16). The target is checked after each payment (BG-7a: the first team
 * whose cash reaches it, in seat order, wins at once; the payments after it are not made). When
 * the card has such effects and they reach no team, a `nobody-affected` entry says so (the log
 * otherwise shows nothing of it).
 */
export function applyAtOnce(ctx: BiggieBillsContext): BiggieBillsContext {
  let next = ctx;
  let paid = false;
  for (const effect of effects(ctx)) {
    for (const seat of seatsInGame(next)) {
      if (next.result !== null) return next;
      if (next.teams[seat]!.out !== null) continue;
      const amount = atOnceAmount(next, effect, seat);
      if (amount === 0) continue;
      const payment = { amount: Math.abs(amount), ruling: 'BG-3', why: 'industry' as const, card: ctx.industry! };
      next = checkTarget(pay(next, amount > 0 ? { ...payment, payer: 'bank', payee: seat } : { ...payment, payer: seat, payee: 'bank' }));
      paid = true;
    }
  }
  // An "at once" card that reached no team says so in the log (a public fact, no payment).
  if (!paid && effects(ctx).some((e) => AT_ONCE.includes(e.kind))) next = logged(next, { type: 'nobody-affected', industry: ctx.industry! });
  return next;
}
