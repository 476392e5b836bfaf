/**
 * Bluffing Billionaires' responses (RULES.md BB-6) as pure functions: who is still to choose, the
 * secret choices, and their reveal once all have chosen (a challenge then goes to
 * rules/challenge.ts). Transitions assume `checkEvent` (rules/check.ts) passed.
 */
import { guardOn } from '../../core/events.js';
import type { Seat } from '../../core/types.js';
import type { ApproveEvent, BluffingBillionairesContext, BluffingBillionairesEvent, ChallengeEvent, Response } from '../types.js';
import { activeBeats, settleChallenge } from './challenge.js';
import { nextActive, replaced } from './turn.js';

/** Responders who have not chosen yet, clockwise from the active player's left. */
export function waitingFor(ctx: BluffingBillionairesContext): Seat[] {
  return ctx.responders.filter((seat) => ctx.responses[seat] === null);
}

/** BB-6: records a responder's secret choice. Nothing public changes. */
export function respond(ctx: BluffingBillionairesContext, event: ApproveEvent | ChallengeEvent): BluffingBillionairesContext {
  const choice: Response = event.type === 'APPROVE' ? 'approve' : 'challenge';
  return { ...ctx, responses: replaced(ctx.responses, event.seat, choice) };
}

/** Whether the seat sending `event` is the last responder yet to choose. A machine guard: never throws. */
export function lastToRespond(ctx: BluffingBillionairesContext, event: BluffingBillionairesEvent): boolean {
  return guardOn(event, ({ seat }) => {
    const waiting = waitingFor(ctx);
    return waiting.length === 1 && waiting[0] === seat;
  });
}

/**
 * BB-5 for the last responder's choice (`event`): whether the player the turn then passes to (the
 * active player's left) holds no hand card once the choices are revealed and any challenge is
 * settled, so that the game ends. Settling takes at most one card from that player's hand
 * (BB-8): when it challenged (with `event`, or before) and the active player's card beats its
 * own (BB-7). Which card is drawn is random; whether one is drawn is not. A machine guard: never
 * throws.
 */
export function revealEndsGame(ctx: BluffingBillionairesContext, event: BluffingBillionairesEvent): boolean {
  return guardOn(event, ({ type, seat }) => {
    const next = nextActive(ctx);
    const cards = ctx.hands[next]!.length;
    if (cards !== 1) return cards === 0;
    const challenged = next === seat ? type === 'CHALLENGE' : ctx.responses[next] === 'challenge';
    return challenged && activeBeats(ctx, next);
  });
}

/**
 * BB-6: once all have chosen, the choices are revealed together in one log entry. If anyone
 * challenged, BB-7..BB-9 settle the challenge. The pending choices are cleared either way.
 */
export function revealResponses(ctx: BluffingBillionairesContext): BluffingBillionairesContext {
  const approved = ctx.responders.filter((s) => ctx.responses[s] === 'approve');
  const challengers = ctx.responders.filter((s) => ctx.responses[s] === 'challenge');
  const revealed: BluffingBillionairesContext = {
    ...ctx,
    responders: [],
    responses: ctx.responses.map(() => null),
    log: [...ctx.log, { type: 'responses', seat: ctx.active, approved, challengers }],
  };
  return challengers.length === 0 ? revealed : settleChallenge(revealed, challengers);
}
