/**
 * `checkEvent`: the single source of truth on legality. The machine's guards, `definition.check`
 * and the view's "can I play this card" all call it, so `snapshot.can(e) === check(snapshot, e).ok`.
 *
 * Codes, in the order they are tested: `bad-event`, `bad-seat`, `game-over`, `unknown-event`,
 * `no-time-limit` (TIME_UP), `out-of-game`, `not-your-turn`, `wrong-phase`, `no-action-left`,
 * then per event — PLAY_GROWTH: `bad-card`, `card-not-in-hand`, `already-completed`,
 * `already-in-play`, `stage-locked`, `antitrust-review`, `stages-incomplete`, `target-needed`,
 * `bad-target`, `target-too-rich`, `cannot-afford`; PLAY_CHALLENGE / PLAY_FLEX: `market-freeze`,
 * `bad-card`, `no-matching-card`, `bad-target`, `own-card`, `not-in-play`, `already-challenged`,
 * `acquisition-blocked`, `not-eligible`; EXCHANGE: `whole-turn`, `bad-exchange`,
 * `card-not-in-hand`, `cannot-afford`; SKIP: `whole-turn`; END_TURN: `main-action-needed`;
 * BLOCK: `no-block-card`; KEEP: `bad-keep`, `card-not-in-hand`.
 */
import { describe } from '../core/input.js';
import type { Seat, Verdict } from '../core/types.js';
import { illegal, LEGAL } from '../core/verdict.js';
import { checkBlock, checkChallenge } from './challenge.js';
import { EVENT_TYPES, type BiggieBillsContext, type BiggieBillsEvent, type Phase } from './context.js';
import { checkKeep, checkPlayGrowth, keeper } from './growth.js';
import { checkEndTurn, checkExchange, checkTimeUp, checkWholeTurn } from './turn.js';

/** The events each waiting state takes. */
export const EVENTS_BY_PHASE: Readonly<Record<Exclude<Phase, 'over'>, readonly BiggieBillsEvent['type'][]>> = {
  main: ['PLAY_GROWTH', 'PLAY_CHALLENGE', 'PLAY_FLEX', 'EXCHANGE', 'SKIP', 'END_TURN'],
  block: ['BLOCK', 'NO_BLOCK'],
  keep: ['KEEP'],
};

const ASKED_TO: Record<Exclude<Phase, 'over'>, string> = {
  main: 'play its turn',
  block: 'decide whether to block a challenge (BLOCK / NO_BLOCK)',
  keep: 'choose the cards it keeps after an acquisition (KEEP)',
};

/** The seat the game waits for in `phase`, or null when over. */
export function askedSeat(phase: Phase, ctx: BiggieBillsContext): Seat | null {
  switch (phase) {
    case 'main': return ctx.turn?.seat ?? null;
    case 'block': return ctx.pending?.owner ?? null;
    case 'keep': return keeper(ctx);
    case 'over': return null;
  }
}

/** Whether `event` is legal in `phase`. */
export function checkEvent(phase: Phase, ctx: BiggieBillsContext, event: BiggieBillsEvent): Verdict {
  if (event === null || typeof event !== 'object' || typeof event.type !== 'string') {
    return illegal('bad-event', 'An event must be an object with a string "type" and a "seat".');
  }
  const { players } = ctx.settings;
  if (typeof event.seat !== 'number' || !Number.isInteger(event.seat) || event.seat < 0 || event.seat >= players) {
    return illegal('bad-seat', `seat must be an integer from 0 to ${players - 1} (got ${describe(event.seat)}).`);
  }
  if (phase === 'over') return illegal('game-over', 'The game is over.');
  if (!EVENT_TYPES.includes(event.type)) {
    return illegal('unknown-event', `Unknown event "${event.type}"; BiggieBills takes ${EVENT_TYPES.join(', ')}.`);
  }
  if (event.type === 'TIME_UP') return checkTimeUp(ctx);
  const team = ctx.teams[event.seat]!;
  if (team.out !== null) return illegal('out-of-game', `Team ${event.seat} is out of the game (${team.out}).`);
  const asked = askedSeat(phase, ctx)!;
  if (event.seat !== asked) return illegal('not-your-turn', `It is not team ${event.seat}'s turn: team ${asked} is asked to ${ASKED_TO[phase]}.`);
  if (!EVENTS_BY_PHASE[phase].includes(event.type)) {
    return illegal('wrong-phase', `${event.type} is not possible now: team ${asked} is asked to ${ASKED_TO[phase]}.`);
  }
  const turn = ctx.turn;
  switch (event.type) {
    case 'PLAY_GROWTH':
      return turn!.mainLeft === 0 ? noActionLeft() : checkPlayGrowth(ctx, event);
    case 'PLAY_CHALLENGE':
      return turn!.mainLeft === 0 ? noActionLeft() : checkChallenge(ctx, event);
    case 'PLAY_FLEX':
      return turn!.mainLeft === 0 && turn!.freeLeft === 0 ? noActionLeft() : checkChallenge(ctx, event);
    case 'EXCHANGE': return checkExchange(ctx, event);
    case 'SKIP': return checkWholeTurn(ctx, 'Skipping');
    case 'END_TURN': return checkEndTurn(ctx);
    case 'BLOCK': return checkBlock(ctx);
    case 'NO_BLOCK': return LEGAL;
    case 'KEEP': return checkKeep(ctx, event);
  }
}

const noActionLeft = () => illegal('no-action-left', 'You have no main action left this turn: end your turn (END_TURN).');
