/**
 * Challenges: playing a Challenge card (BG-9) or a Flexible Challenge (BG-12), their effect
 * (BG-10) and the challenged team's Block a Challenge (BG-11).
 */
import { describe } from '../../core/input.js';
import type { Seat, Verdict } from '../../core/types.js';
import { illegal, LEGAL } from '../../core/verdict.js';
import { challengeCard, growthOf, type BonusKind, type Stage } from '../cards.js';
import { discard, draw, spendBonus } from './deck.js';
import { inGame, inPlayOf, logged, useAction, withTeam, without } from './context.js';
import type { BiggieBillsContext, InPlay, PlayChallengeEvent, PlayFlexEvent } from '../types.js';
import { completedStage, namedGrowth } from './growth.js';
import { marketFreeze, openSeason, penaltyOf } from './industry.js';
import { checkTarget, pay } from './money.js';

/** BG-12: the Flexible Challenge that covers a stage. */
export const flexFor = (stage: Stage): BonusKind => (stage <= 2 ? 'flex12' : 'flex34');

/** BG-9: a challenger is "first" while no challenge of the card has stood (a blocked one does not count). */
export const firstChallenge = (placed: InPlay): boolean => placed.challengers.length === 0;

/** BG-9: whether `seat` may be the first challenger of a card of `stage`. */
export function eligibleFirst(ctx: BiggieBillsContext, seat: Seat, stage: Stage): boolean {
  return openSeason(ctx) || completedStage(ctx, seat, stage);
}

/** BG-9, BG-12: whether the acting team may challenge `owner`'s card `card` with this event. */
export function checkChallenge(ctx: BiggieBillsContext, event: PlayChallengeEvent | PlayFlexEvent): Verdict {
  if (marketFreeze(ctx)) return illegal('market-freeze', 'Market Freeze: no challenges may be played this cycle.');
  const card = namedGrowth(ctx, event.card);
  if ('ok' in card) return card;
  const team = ctx.teams[event.seat]!;
  const flexible = event.type === 'PLAY_FLEX';
  if (!flexible && !team.challenge.includes(card.id)) return illegal('no-matching-card', `You hold no "Challenge: ${card.name}" card.`);
  if (flexible && !team.bonus.some((kind) => kind !== 'block')) return illegal('no-matching-card', 'You hold no Flexible Challenge card.');
  const { owner } = event;
  if (typeof owner !== 'number' || !Number.isInteger(owner) || owner < 0 || owner >= ctx.settings.players) {
    return illegal('bad-target', `owner must be the seat of the team whose card you challenge (got ${describe(owner)}).`);
  }
  if (owner === event.seat) return illegal('own-card', 'You cannot challenge your own Growth card.');
  const placed = inGame(ctx, owner) ? inPlayOf(ctx, owner, card.id) : undefined;
  if (!placed) return illegal('not-in-play', `Team ${owner} has no ${card.name} in play.`);
  if (placed.challengedBy.includes(event.seat)) return illegal('already-challenged', `You have challenged team ${owner}'s ${card.name} already.`);
  if (placed.shielded) return illegal('acquisition-blocked', `A challenge of team ${owner}'s ${card.name} was blocked: it takes no further challenge.`);
  if (flexible && !team.bonus.includes(flexFor(card.stage))) {
    return illegal('no-matching-card', `You hold no Flexible Challenge for Stage ${card.stage <= 2 ? '1–2' : '3–4'}.`);
  }
  if (firstChallenge(placed) && !eligibleFirst(ctx, event.seat, card.stage)) {
    return illegal('not-eligible', `To challenge first you must have completed a Stage ${card.stage} card.`);
  }
  return LEGAL;
}

/**
 * BG-9, BG-12: the challenger spends its Challenge card (and draws a replacement) or its Flexible
 * Challenge (a free action while any is left, else the team's whole turn). The challenge then waits for
 * the owner's block decision (`pending`), or stands at once (`upholdChallenge`).
 */
export function playChallenge(ctx: BiggieBillsContext, event: PlayChallengeEvent | PlayFlexEvent): BiggieBillsContext {
  const card = growthOf(ctx.settings.tables, event.card);
  const flexible = event.type === 'PLAY_FLEX';
  const free = flexible && ctx.turn!.freeLeft > 0;
  const placed = inPlayOf(ctx, event.owner, card.id)!;
  const first = firstChallenge(placed);
  let next = useAction(ctx, free ? 'free' : flexible ? 'whole' : 'main');
  if (flexible) {
    // BG-4: a turn with a Flexible Challenge may end without another main action.
    next = { ...next, turn: { ...next.turn!, flexPlayed: next.turn!.flexPlayed + 1 } };
    const kind = flexFor(card.stage);
    next = spendBonus(withTeam(next, event.seat, (team) => ({ ...team, bonus: without(team.bonus, [kind])! })), [kind]);
  } else {
    next = discard(withTeam(next, event.seat, (team) => ({ ...team, challenge: without(team.challenge, [card.id])! })), 'challenge', [card.id]);
  }
  next = {
    ...next,
    inPlay: next.inPlay.map((p) => (p.owner === event.owner && p.card === card.id ? { ...p, challengedBy: [...p.challengedBy, event.seat] } : p)),
    pending: { seat: event.seat, owner: event.owner, card: card.id, flexible },
    challenges: [...next.challenges, { seat: event.seat, owner: event.owner }],
  };
  next = logged(next, { type: 'challenge', seat: event.seat, owner: event.owner, card: card.id, flexible, free, first });
  return flexible ? next : draw(next, event.seat, 'challenge')[0];
}

/**
 * BG-11: a challenged `owner` is asked whether to block when it holds any Bonus card. (Bonus card
 * counts are public but their kinds are not, BG-17: asking only holders of a Block card would tell
 * the table.)
 */
export function asksBlock(ctx: BiggieBillsContext, owner: Seat): boolean {
  return ctx.teams[owner]!.bonus.length > 0;
}

/** BG-11: the owner needs a Block a Challenge card to block. */
export function checkBlock(ctx: BiggieBillsContext): Verdict {
  return ctx.teams[ctx.pending!.owner]!.bonus.includes('block')
    ? LEGAL
    : illegal('no-block-card', 'You hold no Block a Challenge card.');
}

/**
 * BG-10: the challenge stands: the card is challenged (it will not complete) and the owner pays the
 * penalty to the challenger at once; later challengers are paid the same each.
 */
export function upholdChallenge(ctx: BiggieBillsContext, declined = false): BiggieBillsContext {
  const { seat, owner, card } = ctx.pending!;
  const growth = growthOf(ctx.settings.tables, card);
  let next: BiggieBillsContext = {
    ...ctx,
    pending: null,
    inPlay: ctx.inPlay.map((p) => (p.owner === owner && p.card === card ? { ...p, challengers: [...p.challengers, seat] } : p)),
  };
  if (declined) next = logged(next, { type: 'no-block', seat: owner, challenger: seat, card });
  next = logged(next, { type: 'challenge-stands', seat, owner, card });
  next = pay(next, { payer: owner, payee: seat, amount: penaltyOf(ctx, growth), ruling: 'BG-10', why: 'penalty', card });
  return checkTarget(next);
}

/**
 * BG-11: the owner blocks with a Block a Challenge card: the card stays active and the challenger
 * pays the Challenge card's block penalty to the owner. A blocked Acquire a Competitor takes no
 * further challenge.
 */
export function blockChallenge(ctx: BiggieBillsContext): BiggieBillsContext {
  const { seat, owner, card } = ctx.pending!;
  const growth = growthOf(ctx.settings.tables, card);
  let next = withTeam({ ...ctx, pending: null }, owner, (team) => ({ ...team, bonus: without(team.bonus, ['block'])! }));
  next = spendBonus(next, ['block']);
  if (growth.acquire) next = { ...next, inPlay: next.inPlay.map((p) => (p.owner === owner && p.card === card ? { ...p, shielded: true } : p)) };
  next = logged(next, { type: 'block', seat: owner, challenger: seat, card });
  next = pay(next, { payer: seat, payee: owner, amount: challengeCard(ctx.settings.tables, card)!.blockPenalty, ruling: 'BG-11', why: 'block-penalty', card });
  return checkTarget(next);
}
