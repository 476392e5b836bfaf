/**
 * BluffKing's legality (RULES.md BK-4..BK-6): `checkEvent`, the single source of truth on what is
 * legal (docs/architecture.md, "Legality"). The machine's guards and `definition.check` both call it.
 */
import { describe } from '../../core/input.js';
import { guardedCheck, type EventSpec } from '../../core/events.js';
import type { Seat, Verdict } from '../../core/types.js';
import { illegal, LEGAL } from '../../core/verdict.js';
import { isCard, isRank, RANKS, removeCards, type Card } from '../cards.js';
import type { BluffKingContext, BluffKingEvent, Phase } from '../types.js';
import { claimant } from './round.js';

const EVENTS_BY_PHASE: Record<Exclude<Phase, 'over'>, readonly BluffKingEvent['type'][]> = {
  lead: ['PLAY'],
  challenge: ['CHALLENGE', 'DECLINE'],
  follow: ['FOLLOW', 'PASS'],
};
const EVENT_TYPES = ['PLAY', 'CHALLENGE', 'DECLINE', 'FOLLOW', 'PASS', 'HOST_END'];

const ASKED_TO: Record<Exclude<Phase, 'over'>, string> = {
  lead: 'lead (PLAY)',
  challenge: 'challenge or decline (CHALLENGE / DECLINE)',
  follow: 'follow or pass (FOLLOW / PASS)',
};

const EVENTS: EventSpec = { game: 'BluffKing', types: EVENT_TYPES };

/**
 * Whether `event` is legal in `phase` (BK-4..BK-6; HOST_END, the host's end, in every phase while
 * the game runs, from any seat in range: the seat names no player). Never throws. Codes: the shared `bad-event`,
 * `unknown-event`, `bad-seat`, `game-over` (core/events.ts), then `own-claim`, `not-your-turn`,
 * `wrong-phase`, `no-cards`, `bad-card`, `card-not-in-hand`, `too-many-cards`, `bad-rank`,
 * `rank-on-follow`.
 */
export function checkEvent(phase: Phase, ctx: BluffKingContext, event: BluffKingEvent): Verdict {
  return guardedCheck(EVENTS, event, ctx, phase, tableFacts, rulesOf);
}

const tableFacts = (ctx: BluffKingContext, phase: Phase) => ({ players: ctx.players, over: phase === 'over' });
// Not over: the shared checks refused events once the game is over.
const rulesOf = (phase: Phase, ctx: BluffKingContext, event: BluffKingEvent) => checkMove(phase as Exclude<Phase, 'over'>, ctx, event);

/** BK-4..BK-6 for a plain event of a known type, from a seat in range, while the game runs. */
function checkMove(phase: Exclude<Phase, 'over'>, ctx: BluffKingContext, event: BluffKingEvent): Verdict {
  if (event.type === 'HOST_END') return LEGAL;
  if (event.type === 'CHALLENGE' && phase === 'challenge' && event.seat === claimant(ctx)) {
    return illegal('own-claim', 'You cannot challenge your own claim.');
  }
  if (event.seat !== ctx.asked) {
    return illegal('not-your-turn', `It is not seat ${event.seat}'s turn: seat ${ctx.asked} is asked to ${ASKED_TO[phase]}.`);
  }
  if (!EVENTS_BY_PHASE[phase].includes(event.type)) {
    return illegal('wrong-phase', `${event.type} is not possible now: seat ${ctx.asked} is asked to ${ASKED_TO[phase]}.`);
  }
  if (event.type === 'PLAY' || event.type === 'FOLLOW') {
    const cardsVerdict = checkCards(ctx, event.seat, event.cards);
    if (!cardsVerdict.ok) return cardsVerdict;
  }
  if (event.type === 'PLAY' && !isRank(event.rank)) {
    return illegal('bad-rank', `rank must be one of ${RANKS.join(', ')} (got ${describe(event.rank)}).`);
  }
  if (event.type === 'FOLLOW' && (event as { rank?: unknown }).rank !== undefined) {
    return illegal('rank-on-follow', `A follow keeps the round's rank (${ctx.rank}); send FOLLOW without a rank.`);
  }
  return LEGAL;
}

/** BK-4, BK-6: one or more card codes from the seat's hand, at most `maxPlay`. */
function checkCards(ctx: BluffKingContext, seat: Seat, cards: unknown): Verdict {
  if (!Array.isArray(cards) || cards.length === 0) {
    return illegal('no-cards', 'Play at least one card: cards must be a non-empty array of card codes.');
  }
  const bad = cards.find((card) => !isCard(card));
  if (bad !== undefined) return illegal('bad-card', `${describe(bad)} is not a card code (e.g. "10H", "QS", "BJ").`);
  if (removeCards(ctx.hands[seat]!, cards as Card[]) === null) {
    return illegal('card-not-in-hand', 'Every card played must be in your hand.');
  }
  if (ctx.maxPlay !== null && cards.length > ctx.maxPlay) {
    return illegal('too-many-cards', `At most ${ctx.maxPlay} card(s) per claim (got ${cards.length}).`);
  }
  return LEGAL;
}
