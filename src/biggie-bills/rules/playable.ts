/**
 * What a team could play now, for the rules that depend on it rather than on one card:
 * - BG-5, first card: until a team has played its first Growth card, its main action must be a
 *   Stage 1 Growth card whenever it holds one it can pay for; only a team that holds none may
 *   exchange, skip, challenge or make a Flexible Challenge its turn instead.
 * - BG-14: an exchange is allowed only when the team cannot play any Growth or Challenge card this
 *   turn (a Flexible Challenge is a Bonus card and does not count).
 * Both ask `checkPlayGrowth` and `checkChallenge`, so the rules are not written twice.
 */
import type { Seat, Verdict } from '../../core/types.js';
import { illegal, LEGAL } from '../../core/verdict.js';
import { checkChallenge } from './challenge.js';
import { inGame } from './context.js';
import type { BiggieBillsContext, PlayChallengeEvent, PlayGrowthEvent } from '../types.js';
import { checkPlayGrowth } from './growth.js';
import { growthOf } from '../cards.js';

/**
 * BG-5: whether `seat` has played its first Growth card. A team that has completed a card has
 * played one, so positions and snapshots made before `playedGrowth` existed count too.
 */
export function playedFirstGrowth(ctx: BiggieBillsContext, seat: Seat): boolean {
  const team = ctx.teams[seat]!;
  return team.playedGrowth === true || team.completed.length > 0;
}

/** Every PLAY_GROWTH `seat` could send for the cards in its hand (Acquire a Competitor once per other team in the game). */
function growthPlays(ctx: BiggieBillsContext, seat: Seat, cards: readonly number[]): PlayGrowthEvent[] {
  const others = ctx.teams.flatMap((_, s) => (s !== seat && inGame(ctx, s) ? [s] : []));
  return [...new Set(cards)].flatMap((card): PlayGrowthEvent[] => (growthOf(ctx.settings.tables, card).acquire
    ? others.map((target) => ({ type: 'PLAY_GROWTH', seat, card, target }))
    : [{ type: 'PLAY_GROWTH', seat, card }]));
}

/** Every PLAY_CHALLENGE `seat` could send: each Challenge card in its hand against each other team's matching card in play. */
function challengePlays(ctx: BiggieBillsContext, seat: Seat): PlayChallengeEvent[] {
  const cards = new Set(ctx.teams[seat]!.challenge);
  return ctx.inPlay
    .filter((p) => p.owner !== seat && cards.has(p.card))
    .map((p) => ({ type: 'PLAY_CHALLENGE', seat, owner: p.owner, card: p.card }));
}

/**
 * BG-5: the Stage 1 Growth card `seat` must play as its main action because it has not played its
 * first Growth card yet and holds this one and can pay for it; null when the rule does not bind.
 */
export function firstGrowthDue(ctx: BiggieBillsContext, seat: Seat): PlayGrowthEvent | null {
  if (playedFirstGrowth(ctx, seat)) return null;
  const stage1 = ctx.teams[seat]!.growth.filter((id) => growthOf(ctx.settings.tables, id).stage === 1);
  return growthPlays(ctx, seat, stage1).find((event) => checkPlayGrowth(ctx, event).ok) ?? null;
}

/**
 * BG-5: a main action other than a Stage 1 Growth card (a challenge, a Flexible Challenge as the
 * turn, an exchange, a skip) is refused with `first-growth-card` while the first card is due.
 */
export function checkFirstGrowth(ctx: BiggieBillsContext, seat: Seat): Verdict {
  const due = firstGrowthDue(ctx, seat);
  if (due === null) return LEGAL;
  const name = growthOf(ctx.settings.tables, due.card).name;
  return illegal('first-growth-card', `Your team has not played its first Growth card: its main action must be a Stage 1 Growth card it can pay for, such as ${name}.`);
}

/** BG-14: a Growth or Challenge card `seat` could play now (the first found), or null. */
export function playableCard(ctx: BiggieBillsContext, seat: Seat): PlayGrowthEvent | PlayChallengeEvent | null {
  return growthPlays(ctx, seat, ctx.teams[seat]!.growth).find((event) => checkPlayGrowth(ctx, event).ok)
    ?? challengePlays(ctx, seat).find((event) => checkChallenge(ctx, event).ok)
    ?? null;
}
