/**
 * `checkEvent`: the single source of truth on legality. The machine's guards, `definition.check`
 * and the view's "can I play this card" all call it, so `snapshot.can(e) === check(snapshot, e).ok`.
 *
 * Codes, in the order they are tested: `bad-event`, `unknown-event`, `bad-seat`, `game-over`,
 * `no-time-limit` (TIME_UP; HOST_END is legal whenever the game runs), `out-of-game`, `not-your-turn`, `wrong-phase`, `no-action-left`,
 * then per event — PLAY_GROWTH: `bad-card`, `card-not-in-hand`, `already-completed`,
 * `already-in-play`, `stage-locked`, `antitrust-review`, `stages-incomplete`, `target-needed`,
 * `bad-target`, `target-too-rich`, `cannot-afford`; PLAY_CHALLENGE / PLAY_FLEX: `market-freeze`,
 * `bad-card`, `no-matching-card`, `bad-target`, `own-card`, `not-in-play`, `already-challenged`,
 * `acquisition-blocked`, `not-eligible`, then for a Flexible Challenge with no free one left (the
 * team's whole turn, BG-12) `whole-turn`, then `first-growth-card` (a challenge, or a Flexible
 * Challenge as the turn, while BG-5's first Growth card is due); EXCHANGE:
 * `whole-turn`, `bad-exchange`, `card-not-in-hand`, `card-playable` (BG-14: the team can play a
 * Growth or Challenge card), `cannot-afford`; SKIP: `whole-turn`, `first-growth-card` (BG-5);
 * END_TURN: `main-action-needed` (no main action and no Flexible Challenge this turn, BG-4),
 * `first-growth-card` (BG-5); BLOCK: `no-block-card`; KEEP: `bad-keep`, `card-not-in-hand`.
 *
 * BG-5 needs no code of its own for PLAY_GROWTH: a team that has not played its first Growth card
 * has completed none, so every card above Stage 1 is `stage-locked` for it.
 */
import { guardedCheck, type EventSpec } from '../../core/events.js';
import type { Seat, Verdict } from '../../core/types.js';
import { illegal, LEGAL } from '../../core/verdict.js';
import { checkBlock, checkChallenge } from './challenge.js';
import type { BiggieBillsContext, BiggieBillsEvent, Phase } from '../types.js';
import { checkKeep, checkPlayGrowth, keeper } from './growth.js';
import { checkFirstGrowth } from './playable.js';
import { checkEndTurn, checkExchange, checkSkip, checkTimeUp, checkTurnInstead } from './turn.js';

/** Every event type of the game (the game's index.ts documents each). */
export const EVENT_TYPES: readonly BiggieBillsEvent['type'][] = [
  'PLAY_GROWTH', 'PLAY_CHALLENGE', 'PLAY_FLEX', 'BLOCK', 'NO_BLOCK', 'EXCHANGE', 'SKIP', 'END_TURN', 'KEEP', 'TIME_UP', 'HOST_END',
];

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

const EVENTS: EventSpec = { game: 'BiggieBills', types: EVENT_TYPES };

/**
 * Whether `event` is legal in `phase`. Never throws: the shared checks (`bad-event`,
 * `unknown-event`, `bad-seat`, `game-over`: core/events.ts) come first and hand a plain copy on.
 */
export function checkEvent(phase: Phase, ctx: BiggieBillsContext, event: BiggieBillsEvent): Verdict {
  return guardedCheck(EVENTS, event, ctx, phase, tableFacts, rulesOf);
}

const tableFacts = (ctx: BiggieBillsContext, phase: Phase) => ({ players: ctx.settings.players, over: phase === 'over' });
// Not over: the shared checks refused events once the game is over.
const rulesOf = (phase: Phase, ctx: BiggieBillsContext, event: BiggieBillsEvent) => checkMove(phase as Exclude<Phase, 'over'>, ctx, event);

function checkMove(phase: Exclude<Phase, 'over'>, ctx: BiggieBillsContext, event: BiggieBillsEvent): Verdict {
  if (event.type === 'TIME_UP') return checkTimeUp(ctx);
  // The host ends the game now: legal at any moment while it runs, from any seat (it names no team).
  if (event.type === 'HOST_END') return LEGAL;
  const team = ctx.teams[event.seat]!;
  if (team.out !== null) return illegal('out-of-game', `Team ${event.seat} is out of the game (${team.out}).`);
  const asked = askedSeat(phase, ctx)!;
  // The words name only the refused team, never who is asked: every waiting team's view carries this
  // verdict on each of its cards and actions, and a reason that changed with every turn would be
  // sent again to every waiting team's devices after every move (issue 25: half of a move's bytes).
  if (event.seat !== asked) return illegal('not-your-turn', `It is not team ${event.seat}'s turn: it waits until the game asks it.`);
  if (!EVENTS_BY_PHASE[phase].includes(event.type)) {
    return illegal('wrong-phase', `${event.type} is not possible now: team ${asked} is asked to ${ASKED_TO[phase]}.`);
  }
  const turn = ctx.turn;
  switch (event.type) {
    case 'PLAY_GROWTH':
      return turn!.mainLeft === 0 ? noActionLeft() : checkPlayGrowth(ctx, event);
    case 'PLAY_CHALLENGE':
      return turn!.mainLeft === 0 ? noActionLeft() : then(checkChallenge(ctx, event), () => checkFirstGrowth(ctx, event.seat));
    case 'PLAY_FLEX':
      if (turn!.mainLeft === 0 && turn!.freeLeft === 0) return noActionLeft();
      // BG-12: free while one is left; otherwise it is the team's whole turn (BG-4), and BG-5 applies.
      return then(checkChallenge(ctx, event), () => (turn!.freeLeft > 0
        ? LEGAL
        : checkTurnInstead(ctx, event.seat, 'A Flexible Challenge played as the turn')));
    case 'EXCHANGE': return checkExchange(ctx, event);
    case 'SKIP': return checkSkip(ctx, event);
    case 'END_TURN': return checkEndTurn(ctx, event);
    case 'BLOCK': return checkBlock(ctx);
    case 'NO_BLOCK': return LEGAL;
    case 'KEEP': return checkKeep(ctx, event);
  }
}

/** `verdict`, or when it is legal the verdict of the next test. */
const then = (verdict: Verdict, next: () => Verdict): Verdict => (verdict.ok ? next() : verdict);

const noActionLeft = () => illegal('no-action-left', 'You have no main action left this turn: end your turn (END_TURN).');
