/**
 * Growth cards: playing one (BG-5), Acquire a Competitor (BG-6), completion (BG-8), Bonus cards
 * earned (BG-13) and the acquirer's choice of cards to keep.
 */
import { describe } from '../../core/input.js';
import type { Seat, Verdict } from '../../core/types.js';
import { illegal, LEGAL } from '../../core/verdict.js';
import { ACQUIRE, BONUS_AT_COMPLETIONS, growthCard, growthOf, HAND, type GrowthCard, type Stage } from '../cards.js';
import { discard, draw, drawBonus } from './deck.js';
import { inGame, inPlayOf, logged, seatsInGame, useAction, withTeam, without } from './context.js';
import type { BiggieBillsContext, InPlay, KeepEvent, PlayGrowthEvent } from '../types.js';
import { antitrustReview, costOf, payoffOf } from './industry.js';
import { eliminate, pay, share, transfer } from './money.js';

const isSeat = (ctx: BiggieBillsContext, value: unknown): value is Seat =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < ctx.settings.players;

/** Whether `seat` has completed a card of `stage`. */
export function completedStage(ctx: BiggieBillsContext, seat: Seat, stage: Stage): boolean {
  return ctx.teams[seat]!.completed.some((id) => growthCard(ctx.settings.tables, id)?.stage === stage);
}

/** Whether any team, in the game or not, has completed card `id` (BG-8: then the payoff is `later`). */
export const completedByAnyone = (ctx: BiggieBillsContext, id: number): boolean => ctx.teams.some((t) => t.completed.includes(id));

/** The Growth card an event names, or a `bad-card` verdict. */
export function namedGrowth(ctx: BiggieBillsContext, id: unknown): GrowthCard | Verdict {
  const card = typeof id === 'number' ? growthCard(ctx.settings.tables, id) : undefined;
  return card ?? illegal('bad-card', `card must be the id of a Growth card (got ${describe(id)}).`);
}

/** BG-6: checks the acquisition's own conditions and its target. */
function checkAcquisition(ctx: BiggieBillsContext, event: PlayGrowthEvent): Verdict {
  if (antitrustReview(ctx)) return illegal('antitrust-review', 'Antitrust Review: Acquire a Competitor may not be played this cycle.');
  const missing = ([1, 2, 3] as const).filter((stage) => !completedStage(ctx, event.seat, stage));
  if (missing.length > 0) return illegal('stages-incomplete', `Acquire a Competitor needs a completed card in Stages 1, 2 and 3 (missing Stage ${missing.join(', ')}).`);
  const { target } = event;
  if (target === undefined) return illegal('target-needed', 'Acquire a Competitor needs a target: name the team to acquire.');
  if (!isSeat(ctx, target) || target === event.seat || !inGame(ctx, target)) {
    return illegal('bad-target', `target must be another team still in the game (got ${describe(target)}).`);
  }
  const start = ctx.turn!.startCash;
  if (start[event.seat]! * 100 < ACQUIRE.minCashPercent * start[target]!) {
    return illegal('target-too-rich', `When you began acting this turn (after this turn's completions) you had $${start[event.seat]}M, less than ${ACQUIRE.minCashPercent}% of team ${target}'s $${start[target]}M then.`);
  }
  return LEGAL;
}

/** BG-5, BG-6: whether the acting team may play Growth card `event.card` now. */
export function checkPlayGrowth(ctx: BiggieBillsContext, event: PlayGrowthEvent): Verdict {
  const card = namedGrowth(ctx, event.card);
  if ('ok' in card) return card;
  const team = ctx.teams[event.seat]!;
  if (!team.growth.includes(card.id)) return illegal('card-not-in-hand', `${card.name} is not in your hand.`);
  if (team.completed.includes(card.id)) return illegal('already-completed', `You have completed ${card.name} already: each card completes once per team.`);
  if (inPlayOf(ctx, event.seat, card.id)) return illegal('already-in-play', `Your ${card.name} is still in play.`);
  if (card.stage > 1 && !completedStage(ctx, event.seat, (card.stage - 1) as Stage)) {
    return illegal('stage-locked', `Stage ${card.stage} is locked: complete a Stage ${card.stage - 1} card first.`);
  }
  if (card.acquire) {
    const verdict = checkAcquisition(ctx, event);
    if (!verdict.ok) return verdict;
  } else if (event.target !== undefined) {
    return illegal('bad-target', `Only Acquire a Competitor names a target; ${card.name} does not.`);
  }
  const cost = costOf(ctx, card);
  if (cost > team.cash) return illegal('cannot-afford', `${card.name} costs $${cost}M; you have $${team.cash}M.`);
  return LEGAL;
}

/** BG-5: pay the cost, the card becomes active, draw a replacement; the team has played its first Growth card. */
export function playGrowth(ctx: BiggieBillsContext, event: PlayGrowthEvent): BiggieBillsContext {
  const card = growthOf(ctx.settings.tables, event.card);
  const target = card.acquire ? event.target! : null;
  const placed: InPlay = { owner: event.seat, card: card.id, target, challengers: [], challengedBy: [], shielded: false };
  let next = withTeam(ctx, event.seat, (team) => ({ ...team, growth: without(team.growth, [card.id])!, playedGrowth: true }));
  next = logged({ ...useAction(next, 'main'), inPlay: [...next.inPlay, placed] }, { type: 'growth', seat: event.seat, card: card.id, target });
  next = pay(next, { payer: event.seat, payee: 'bank', amount: costOf(ctx, card), ruling: 'BG-5', why: 'cost', card: card.id });
  return inGame(next, event.seat) ? draw(next, event.seat, 'growth')[0] : next;
}

/**
 * BG-8: an active card completes: the first team ever to complete it gets the first payoff, later
 * teams the later payoff. BG-13: a stage's 3rd and 4th completions earn a Bonus card each.
 * A completed Acquire a Competitor pays its payoff here; its takeover (BG-6, `takeover`) comes after
 * the settlement's target check (BG-7a, `settle` in turn.ts).
 */
export function complete(ctx: BiggieBillsContext, placed: InPlay): BiggieBillsContext {
  const { owner } = placed;
  const card = growthOf(ctx.settings.tables, placed.card);
  const first = !completedByAnyone(ctx, card.id);
  let next = withTeam({ ...ctx, inPlay: ctx.inPlay.filter((p) => p !== placed) }, owner, (team) => ({ ...team, completed: [...team.completed, card.id] }));
  next = logged(next, { type: 'complete', seat: owner, card: card.id, first });
  next = pay(next, { payer: 'bank', payee: owner, amount: payoffOf(ctx, card, first), ruling: 'BG-8', why: 'payoff', card: card.id });
  const inStage = next.teams[owner]!.completed.filter((id) => growthOf(ctx.settings.tables, id).stage === card.stage).length;
  if (BONUS_AT_COMPLETIONS.includes(inStage)) {
    const [drawn, drew] = drawBonus(next, owner);
    next = logged(drawn, { type: 'bonus', seat: owner, stage: card.stage, drew });
  }
  return next;
}

/**
 * BG-6: the target is out; the acquirer receives 25% of its cash and every card in its hand (the
 * rest of its cash leaves the game with it). The acquirer then keeps 6 Growth and 4 Challenge
 * cards (`keeper`, `keep`).
 */
export function takeover(ctx: BiggieBillsContext, acquirer: Seat, target: Seat): BiggieBillsContext {
  const prey = ctx.teams[target]!;
  const part = share(prey.cash, ACQUIRE.sharePercent);
  let next = transfer(ctx, { payer: target, payee: acquirer, amount: part, ruling: 'BG-6', why: 'acquisition' });
  next = transfer(next, { payer: target, payee: 'bank', amount: prey.cash - part, ruling: 'BG-6', why: 'acquired-cash' });
  next = withTeam(next, acquirer, (team) => ({
    ...team,
    growth: [...team.growth, ...prey.growth],
    challenge: [...team.challenge, ...prey.challenge],
    bonus: [...team.bonus, ...prey.bonus],
  }));
  next = withTeam(next, target, (team) => ({ ...team, growth: [], challenge: [], bonus: [] }));
  next = logged(next, { type: 'acquire', seat: acquirer, target, growth: prey.growth.length, challenge: prey.challenge.length, bonus: prey.bonus.length });
  return eliminate(next, target, 'acquired');
}

/** BG-6: the team that must choose which cards to keep after an acquisition, or null. */
export function keeper(ctx: BiggieBillsContext): Seat | null {
  return seatsInGame(ctx).find((s) => ctx.teams[s]!.growth.length > HAND.growth || ctx.teams[s]!.challenge.length > HAND.challenge) ?? null;
}

/** How many cards of each kind `seat` keeps: 6 Growth and 4 Challenge, or all it has if fewer. */
export function keepCounts(ctx: BiggieBillsContext, seat: Seat): { growth: number; challenge: number } {
  const team = ctx.teams[seat]!;
  return { growth: Math.min(HAND.growth, team.growth.length), challenge: Math.min(HAND.challenge, team.challenge.length) };
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => typeof id === 'number' && Number.isInteger(id));

/** BG-6: a KEEP names exactly the cards kept, from the team's hand. */
export function checkKeep(ctx: BiggieBillsContext, event: KeepEvent): Verdict {
  const counts = keepCounts(ctx, event.seat);
  if (!isIdList(event.growth) || !isIdList(event.challenge) || event.growth.length !== counts.growth || event.challenge.length !== counts.challenge) {
    return illegal('bad-keep', `Keep exactly ${counts.growth} Growth and ${counts.challenge} Challenge cards: growth and challenge must be arrays of card ids.`);
  }
  const team = ctx.teams[event.seat]!;
  if (without(team.growth, event.growth) === null || without(team.challenge, event.challenge) === null) {
    return illegal('card-not-in-hand', 'Every card kept must be in your hand (as many copies as you hold).');
  }
  return LEGAL;
}

/** BG-6: keep the chosen cards; the rest go to their decks' discard piles. */
export function keep(ctx: BiggieBillsContext, event: KeepEvent): BiggieBillsContext {
  const team = ctx.teams[event.seat]!;
  const growth = without(team.growth, event.growth)!;
  const challenge = without(team.challenge, event.challenge)!;
  let next = withTeam(ctx, event.seat, (t) => ({ ...t, growth: [...event.growth], challenge: [...event.challenge] }));
  next = discard(discard(next, 'growth', growth), 'challenge', challenge);
  return logged(next, { type: 'keep', seat: event.seat, returnedGrowth: growth.length, returnedChallenge: challenge.length });
}
