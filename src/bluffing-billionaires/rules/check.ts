/**
 * Bluffing Billionaires' legality (RULES.md BB-4, BB-6): `checkEvent`, the single source of truth
 * on what is legal (docs/architecture.md, "Legality"). The machine's guards and `definition.check`
 * both call it.
 */
import { describe } from '../../core/input.js';
import { guardedCheck, type EventSpec } from '../../core/events.js';
import type { Seat, Verdict } from '../../core/types.js';
import { illegal, LEGAL } from '../../core/verdict.js';
import type { BluffingBillionairesContext, BluffingBillionairesEvent, Phase } from '../types.js';
import { waitingFor } from './respond.js';

const EVENT_TYPES = ['PLAY', 'APPROVE', 'CHALLENGE', 'HOST_END'];

const EVENTS: EventSpec = { game: 'Bluffing Billionaires', types: EVENT_TYPES };

/**
 * Whether `event` is legal in `phase` (BB-4, BB-6; HOST_END, the host's end, whenever the game
 * runs). Never throws. Codes: the shared `bad-event`,
 * `unknown-event`, `bad-seat`, `game-over` (core/events.ts), then `wrong-phase`,
 * `not-your-turn`, `bad-card`, `card-not-in-hand`, `not-a-responder`, `already-responded`.
 */
export function checkEvent(phase: Phase, ctx: BluffingBillionairesContext, event: BluffingBillionairesEvent): Verdict {
  return guardedCheck(EVENTS, event, ctx, phase, tableFacts, rulesOf);
}

const tableFacts = (ctx: BluffingBillionairesContext, phase: Phase) => ({ players: ctx.players, over: phase === 'over' });
// Not over: the shared checks refused events once the game is over.
const rulesOf = (phase: Phase, ctx: BluffingBillionairesContext, event: BluffingBillionairesEvent) => checkMove(phase as Exclude<Phase, 'over'>, ctx, event);

/** BB-4, BB-6 for a plain event of a known type, from a seat in range, while the game runs. */
function checkMove(phase: Exclude<Phase, 'over'>, ctx: BluffingBillionairesContext, event: BluffingBillionairesEvent): Verdict {
  // The host ends the game now: legal in every phase while it runs, from any seat (it names no player).
  if (event.type === 'HOST_END') return LEGAL;
  if (phase === 'play') {
    if (event.type !== 'PLAY') {
      return illegal('wrong-phase', `${event.type} is not possible now: seat ${ctx.active} is asked to play a card (PLAY); nobody is asked to respond.`);
    }
    if (event.seat !== ctx.active) {
      return illegal('not-your-turn', `It is not seat ${event.seat}'s turn: seat ${ctx.active} is the active player.`);
    }
    return checkCard(ctx, event.seat, event.card);
  }
  // phase === 'respond'
  if (event.type === 'PLAY') {
    return illegal('wrong-phase', `PLAY is not possible now: seats ${waitingFor(ctx).join(', ')} are asked to respond (APPROVE / CHALLENGE) to seat ${ctx.active}'s play.`);
  }
  if (!ctx.responders.includes(event.seat)) {
    const why = event.seat === ctx.active ? 'the active player does not respond to its own play' : 'only the other players who have a table card respond';
    return illegal('not-a-responder', `Seat ${event.seat} is not asked to respond: ${why} (BB-6).`);
  }
  if (ctx.responses[event.seat] !== null) {
    return illegal('already-responded', `Seat ${event.seat} has already chosen; a choice cannot be changed.`);
  }
  return LEGAL;
}

/** BB-4: a card id of the deck, in the seat's hand. */
function checkCard(ctx: BluffingBillionairesContext, seat: Seat, card: unknown): Verdict {
  if (typeof card !== 'number' || !Number.isInteger(card) || card < 0 || card >= ctx.deck.length) {
    return illegal('bad-card', `card must be a card id: an integer from 0 to ${ctx.deck.length - 1} (got ${describe(card)}).`);
  }
  if (!ctx.hands[seat]!.includes(card)) {
    return illegal('card-not-in-hand', `Card ${card} is not in seat ${seat}'s hand.`);
  }
  return LEGAL;
}
