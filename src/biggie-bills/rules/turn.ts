/**
 * Business cycles and turns (BG-3, BG-4): cycle start (order, Industry card, at-once effects),
 * settlements at turn start and cycle end (completions, acquisitions, BG-7a), the whole-turn
 * actions exchange (BG-14) and skip (BG-15), the end of a turn and the host's TIME_UP (BG-7d).
 */
import { shuffle } from '../../core/deal.js';
import { withRng } from '../../core/rng.js';
import type { Seat, Verdict } from '../../core/types.js';
import { illegal, LEGAL } from '../../core/verdict.js';
import { discard, draw } from './deck.js';
import { inGame, inPlayOf, logged, seatsInGame, useAction, withTeam, without } from './context.js';
import type { BiggieBillsContext, EndTurnEvent, ExchangeEvent, InPlay, SkipEvent, TimeUpEvent } from '../types.js';
import { complete, takeover } from './growth.js';
import { applyAtOnce, exchangeFee, skipFine, twoCardPlay } from './industry.js';
import { checkTarget, endByLimit, pay } from './money.js';
import { checkFirstGrowth, playableCard } from './playable.js';
import { growthOf } from '../cards.js';

/** BG-3: draws the next Industry card; the whole table is reshuffled when all have been used. */
function drawIndustry(ctx: BiggieBillsContext): BiggieBillsContext {
  let next = ctx;
  if (next.decks.industry.length === 0) {
    const ids = ctx.settings.tables.industry.map((card) => card.id);
    const [deck, rng] = withRng(next.rng, (random) => shuffle(random, ids));
    next = logged({ ...next, rng, decks: { ...next.decks, industry: deck } }, { type: 'reshuffle', deck: 'industry', cards: deck.length });
  }
  const industry = next.decks.industry.at(-1)!;
  return { ...next, industry, decks: { ...next.decks, industry: next.decks.industry.slice(0, -1) } };
}

/** The turn after `ctx.turnIndex` whose team is still in the game (or the end of the doubled order). */
function advance(ctx: BiggieBillsContext): BiggieBillsContext {
  const n = ctx.order.length;
  let i = ctx.turnIndex + 1;
  while (i < 2 * n && !inGame(ctx, ctx.order[i % n]!)) i++;
  return { ...ctx, turnIndex: i, turn: null };
}

/**
 * BG-3: a new cycle. The order of the teams in the game is drawn (cycle 1: `first` leads if set);
 * from cycle 2 an Industry card is drawn and its at-once effects are applied, using the challenges
 * of the cycle just ended.
 */
export function startCycle(ctx: BiggieBillsContext): BiggieBillsContext {
  const cycle = ctx.cycle + 1;
  const { first } = ctx.settings;
  const [order, rng] = withRng(ctx.rng, (random) => {
    const seats = seatsInGame(ctx);
    return cycle === 1 && first !== null ? [first, ...shuffle(random, seats.filter((s) => s !== first))] : shuffle(random, seats);
  });
  let next: BiggieBillsContext = { ...ctx, rng, cycle, order, turnIndex: -1, turn: null, industry: null, lastChallenges: ctx.challenges, challenges: [] };
  if (cycle > 1) next = drawIndustry(next);
  next = logged(next, { type: 'cycle', cycle, order, industry: next.industry });
  next = applyAtOnce(next);
  return next.result === null ? advance(next) : next;
}

/** Whether every turn of the cycle has been played. */
export const cycleOver = (ctx: BiggieBillsContext): boolean => ctx.turnIndex >= 2 * ctx.order.length;

/**
 * One settlement of `cards` (at a team's turn start, or of every card at cycle end). BG-7a: the
 * cards settle in the order played — an active card completes and pays its payoff (BG-8), a
 * challenged one leaves play (BG-10) — and the target is checked; only if no team has reached it do
 * the Acquire a Competitor cards that completed here take their targets out (BG-6), in the order
 * played, so a team that reached the target is never acquired in the same settlement. An
 * acquisition whose acquirer or target has left the game by then (an earlier takeover, BG-16)
 * takes nobody out. A takeover pays the acquirer 25% of the target's cash: the target is checked
 * after each. With no card to settle nothing happens (no payment, so no target check).
 */
export function settle(ctx: BiggieBillsContext, cards: readonly InPlay[]): BiggieBillsContext {
  if (cards.length === 0) return ctx;
  let next = ctx;
  const acquisitions: { acquirer: number; target: number }[] = [];
  for (const placed of cards) {
    const current = inPlayOf(next, placed.owner, placed.card);
    if (!current) continue;
    if (current.challengers.length > 0) {
      next = logged(
        discard({ ...next, inPlay: next.inPlay.filter((p) => p !== current) }, 'growth', [current.card]),
        { type: 'leave-play', seat: current.owner, card: current.card, reason: 'challenged' },
      );
      continue;
    }
    next = complete(next, current);
    if (growthOf(next.settings.tables, current.card).acquire && current.target !== null) {
      acquisitions.push({ acquirer: current.owner, target: current.target });
    }
  }
  next = checkTarget(next);
  for (const { acquirer, target } of acquisitions) {
    if (next.result !== null) break;
    if (inGame(next, acquirer) && inGame(next, target)) next = checkTarget(takeover(next, acquirer, target));
  }
  return next;
}

/**
 * BG-4: the next team's turn begins. First its own cards in play settle (`settle`: completions,
 * then acquisitions; reaching the target wins at once, BG-7a). Then it has one main action and one
 * free Flexible Challenge, two of each under two-card play.
 */
export function beginTurn(ctx: BiggieBillsContext): BiggieBillsContext {
  const n = ctx.order.length;
  const seat = ctx.order[ctx.turnIndex % n]!;
  const round = ctx.turnIndex < n ? 1 : 2;
  const next = settle(logged(ctx, { type: 'turn', seat, cycle: ctx.cycle, round }), ctx.inPlay.filter((p) => p.owner === seat));
  if (next.result !== null) return next;
  const actions = twoCardPlay(next) ? 2 : 1;
  return {
    ...next,
    turn: { seat, round, mainLeft: actions, freeLeft: actions, acted: 0, flexPlayed: 0, startCash: next.teams.map((t) => t.cash) },
  };
}

/**
 * BG-4: the turn is over when the team left the game, or has no main action left and no free
 * Flexible Challenge it could still play. (Only the public Bonus card count is consulted, so the
 * turn's length never tells which Bonus cards a team holds.)
 */
export function turnOver(ctx: BiggieBillsContext): boolean {
  const turn = ctx.turn;
  if (turn === null || !inGame(ctx, turn.seat)) return true;
  return turn.mainLeft === 0 && (turn.freeLeft === 0 || ctx.teams[turn.seat]!.bonus.length === 0);
}

/** Moves on to the next turn of the cycle. */
export const nextTurn = advance;

/**
 * BG-3: cycle end. Every card still in play settles in one settlement (`settle`: all payoffs, the
 * target check, BG-7c among several teams over it, then acquisitions). Then BG-7d's cycle limit.
 */
export function endCycle(ctx: BiggieBillsContext): BiggieBillsContext {
  const next = settle(logged({ ...ctx, turn: null }, { type: 'cycle-end', cycle: ctx.cycle }), ctx.inPlay);
  const { maxCycles } = ctx.settings;
  return maxCycles !== null && ctx.cycle >= maxCycles ? endByLimit(next, 'cycles') : next;
}

/** BG-4: a whole-turn action (exchange, skip, a Flexible Challenge as the turn) must be the turn's only main action. */
export function checkWholeTurn(ctx: BiggieBillsContext, what: string): Verdict {
  return ctx.turn!.acted > 0 ? illegal('whole-turn', `${what} is a whole turn: you have already taken a main action.`) : LEGAL;
}

const isIdList = (value: unknown): value is number[] => Array.isArray(value) && value.every((id) => typeof id === 'number' && Number.isInteger(id));

/**
 * BG-14: exactly two cards from the hand; only when the team cannot play any Growth or Challenge
 * card this turn (`card-playable`; a Flexible Challenge is a Bonus card and does not count, and a
 * team whose first Growth card is due, BG-5, can always play one); and the fee.
 */
export function checkExchange(ctx: BiggieBillsContext, event: ExchangeEvent): Verdict {
  const whole = checkWholeTurn(ctx, 'An exchange');
  if (!whole.ok) return whole;
  if (!isIdList(event.growth) || !isIdList(event.challenge) || event.growth.length + event.challenge.length !== 2) {
    return illegal('bad-exchange', 'Exchange exactly two cards: growth and challenge are arrays of card ids, two in all.');
  }
  const team = ctx.teams[event.seat]!;
  if (without(team.growth, event.growth) === null || without(team.challenge, event.challenge) === null) {
    return illegal('card-not-in-hand', 'Both cards exchanged must be in your hand.');
  }
  const playable = playableCard(ctx, event.seat);
  if (playable !== null) {
    const name = growthOf(ctx.settings.tables, playable.card).name;
    const what = playable.type === 'PLAY_GROWTH' ? name : `"Challenge: ${name}" against team ${playable.owner}`;
    return illegal('card-playable', `You may exchange only when you cannot play any Growth or Challenge card this turn; you can play ${what}.`);
  }
  const fee = exchangeFee(ctx);
  return fee > team.cash ? illegal('cannot-afford', `An exchange costs $${fee}M; you have $${team.cash}M.`) : LEGAL;
}

/** BG-14: pay the fee, discard the two cards, draw as many of each kind. The whole turn. */
export function exchange(ctx: BiggieBillsContext, event: ExchangeEvent): BiggieBillsContext {
  let next = withTeam(useAction(ctx, 'whole'), event.seat, (team) => ({
    ...team, growth: without(team.growth, event.growth)!, challenge: without(team.challenge, event.challenge)!,
  }));
  next = discard(discard(next, 'growth', event.growth), 'challenge', event.challenge);
  next = logged(next, { type: 'exchange', seat: event.seat, growth: event.growth.length, challenge: event.challenge.length });
  next = pay(next, { payer: event.seat, payee: 'bank', amount: exchangeFee(ctx), ruling: 'BG-14', why: 'exchange-fee' });
  if (!inGame(next, event.seat)) return next;
  next = draw(next, event.seat, 'growth', event.growth.length)[0];
  return draw(next, event.seat, 'challenge', event.challenge.length)[0];
}

/**
 * A move that is the team's whole turn instead of its main action (a skip, a Flexible Challenge
 * with no free one left): `whole-turn` after a main action (BG-4), `first-growth-card` while the
 * team's first Growth card is due (BG-5).
 */
export function checkTurnInstead(ctx: BiggieBillsContext, seat: Seat, what: string): Verdict {
  const whole = checkWholeTurn(ctx, what);
  return whole.ok ? checkFirstGrowth(ctx, seat) : whole;
}

/** BG-15: skipping is a whole turn; BG-5: not while the team's first Growth card is due. */
export function checkSkip(ctx: BiggieBillsContext, event: SkipEvent): Verdict {
  return checkTurnInstead(ctx, event.seat, 'Skipping');
}

/** BG-15: pay the fine (a team can go bankrupt doing so). The whole turn. */
export function skip(ctx: BiggieBillsContext, event: SkipEvent): BiggieBillsContext {
  const next = logged(useAction(ctx, 'whole'), { type: 'skip', seat: event.seat });
  return pay(next, { payer: event.seat, payee: 'bank', amount: skipFine(ctx), ruling: 'BG-15', why: 'skip-fine' });
}

/**
 * BG-4: after at least one main action the team may end its turn (forgoing what is left); so may a
 * team that played a Flexible Challenge this turn, the bonus card being its turn (no fine) — unless
 * its first Growth card is due (BG-5: then its main action must be that card).
 */
export function checkEndTurn(ctx: BiggieBillsContext, event: EndTurnEvent): Verdict {
  const turn = ctx.turn!;
  if (turn.acted > 0) return LEGAL;
  if (!(turn.flexPlayed > 0)) {
    return illegal('main-action-needed', 'Take a main action first (play a card, exchange or skip), or play a Flexible Challenge as your turn.');
  }
  return checkFirstGrowth(ctx, event.seat);
}

export function endTurn(ctx: BiggieBillsContext, event: EndTurnEvent): BiggieBillsContext {
  return logged({ ...ctx, turn: { ...ctx.turn!, mainLeft: 0, freeLeft: 0 } }, { type: 'end-turn', seat: event.seat });
}

/** BG-7d: the host's clock ran out. Nothing settles: most cash, then most completed cards, wins. */
export function checkTimeUp(ctx: BiggieBillsContext): Verdict {
  return ctx.settings.timeLimitMinutes === null
    ? illegal('no-time-limit', 'This game has no time limit (timeLimitMinutes), so time cannot run out.')
    : LEGAL;
}

export function timeUp(ctx: BiggieBillsContext, event: TimeUpEvent): BiggieBillsContext {
  return endByLimit(logged(ctx, { type: 'time-up', seat: event.seat }), 'time');
}

/**
 * HOST_END: the host ends the game now. No RULES.md ruling covers it: BG-7d's order applies at
 * that moment (most cash, then most completed cards; still tied, they share), and as at time-up
 * nothing settles: cards in play stay as they are. The log's `game-over` entry has reason `host`.
 */
export function hostEnd(ctx: BiggieBillsContext): BiggieBillsContext {
  return endByLimit(ctx, 'host');
}

