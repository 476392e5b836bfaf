/**
 * Bluffing Billionaires' responses (RULES.md BB-6) as pure functions: who is still to choose, the
 * secret choices, and their reveal once all have chosen (a challenge then goes to
 * rules/challenge.ts). Transitions assume `checkEvent` (rules/check.ts) passed.
 */
import type { Seat } from '../../core/types.js';
import type { ApproveEvent, BluffingBillionairesContext, ChallengeEvent, Response } from '../types.js';
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

/**
 * Where a response goes (BB-6): `'wait'` (others are still to choose), `'reveal'` (the last choice:
 * all are revealed, any challenge settled, the turn passes) or `'reveal-and-end'` (as `'reveal'`,
 * and the player the turn passes to then holds no hand card: the game ends, BB-5).
 */
export type ResponseWay = 'wait' | 'reveal' | 'reveal-and-end';

/**
 * Which way a legal response (`checkEvent` passed: its seat is still to choose) goes, known before
 * it is made. The last choice ends the game when the player the turn then passes to (the active
 * player's left) holds no hand card once any challenge is settled (BB-5). Settling takes at most
 * one card from that player's hand (BB-8): when it challenged (with `event`, or before) and the
 * active player's card beats its own (BB-7). Which card is drawn is random; whether one is drawn
 * is not. May throw on a context that is not a game's.
 */
export function responseWay(ctx: BluffingBillionairesContext, event: ApproveEvent | ChallengeEvent): ResponseWay {
  let waiting = 0;
  for (const seat of ctx.responders) if (ctx.responses[seat] === null) waiting++;
  if (waiting > 1) return 'wait';
  const next = nextActive(ctx);
  const cards = ctx.hands[next]!.length;
  if (cards !== 1) return cards === 0 ? 'reveal-and-end' : 'reveal';
  const challenged = next === event.seat ? event.type === 'CHALLENGE' : ctx.responses[next] === 'challenge';
  return challenged && activeBeats(ctx, next) ? 'reveal-and-end' : 'reveal';
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
