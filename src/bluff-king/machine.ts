/**
 * The BluffKing statechart (XState v5). Rounds run lead → challenge ⇄ follow; BK-8 checks for a
 * winner whenever a challenge phase finishes (a challenge resolved, or the last decline).
 *
 *   lead ──PLAY──▶ challenge ──CHALLENGE──▶ lead | over
 *                     │  ▲  └─DECLINE (last)─▶ follow | over
 *                     │  └──────FOLLOW────────── follow ──PASS (last)──▶ lead   (BK-7)
 *   lead | challenge | follow ──HOST_END (the host ends the game, ranked by BK-9)──▶ over
 *
 * Guards call `checkEvent` (rules/check.ts), so `snapshot.can(event)` agrees with `definition.check`.
 * Whether a finished challenge phase leaves a player out (BK-8) is asked of the rules before the
 * move (`challengeLeavesPlayerOut`; a decline changes no hand, so `playerOut` answers as it
 * would after it): each move is one step of the machine. Actions assign contexts built by the pure
 * rule functions, one action per transition (steps that always go together are one rule function,
 * `inOrder`); the machine holds no other logic.
 */
import { and, not, setup } from 'xstate';
import { guardOn, IGNORED_XSTATE_EVENTS } from '../core/events.js';
import { assignRules, inOrder } from '../core/machine.js';
import { checkEvent } from './rules/check.js';
import { challengeLeavesPlayerOut, resolveChallenge } from './rules/challenge.js';
import { declareWinner, hostEnd, playerOut } from './rules/end.js';
import { claim, decline, lastToAsk, pass } from './rules/round.js';
import { parseInput, setupGame } from './setup.js';
import type {
  BluffKingContext, BluffKingEvent, BluffKingInput, ChallengeEvent, DeclineEvent, FollowEvent,
  PassEvent, Phase, PlayEvent,
} from './types.js';

const resolve = (context: BluffKingContext, event: BluffKingEvent) => resolveChallenge(context, event as ChallengeEvent);
const declined = (context: BluffKingContext, event: BluffKingEvent) => decline(context, event as DeclineEvent);
const win = (context: BluffKingContext) => declareWinner(context);

/**
 * The machine's actions, by name: each is a pure rule function (rules/) that builds the next
 * context, one per transition. The machine assigns from these very functions (core/machine.ts).
 */
export const ruleActions = {
  /** BK-4, BK-6: a lead play or a follow. */
  claim: (context: BluffKingContext, event: BluffKingEvent) => claim(context, event as PlayEvent | FollowEvent),
  /** BK-5: a decline. */
  decline: declined,
  /** BK-5, BK-8: the last decline, while a player has no cards: that player wins. */
  declineAndWin: inOrder(declined, win),
  /** BK-5: a challenge, resolved; the round ends. */
  resolveChallenge: resolve,
  /** BK-5, BK-8: a challenge, resolved, that leaves a player with no cards: that player wins. */
  resolveChallengeAndWin: inOrder(resolve, win),
  /** BK-6, BK-7: a pass; the last one discards the pile. */
  pass: (context: BluffKingContext, event: BluffKingEvent) => pass(context, event as PassEvent),
  /** The host ends the game now (HOST_END): ranked by cards in hand, BK-9's order. */
  hostEnd: (context: BluffKingContext) => hostEnd(context),
};

const legal = (phase: Exclude<Phase, 'over'>) => ({ type: 'legal', params: { phase } }) as const;
/** HOST_END in a waiting state: legal whenever the game runs, it ends the game. */
const endByHost = (phase: Exclude<Phase, 'over'>) => ({ guard: legal(phase), target: 'over', actions: 'hostEnd' }) as const;

export const bluffKingMachine = setup({
  types: {
    context: {} as BluffKingContext,
    events: {} as BluffKingEvent,
    input: {} as BluffKingInput,
  },
  guards: {
    legal: ({ context, event }, params: { phase: Phase }) => checkEvent(params.phase, context, event).ok,
    lastToAsk: ({ context }) => lastToAsk(context),
    someoneOut: ({ context }) => playerOut(context) !== null,
    challengeEndsGame: ({ context, event }) => guardOn<ChallengeEvent>(event, (challenge) => challengeLeavesPlayerOut(context, challenge)),
  },
  actions: assignRules(ruleActions),
}).createMachine({
  id: 'bluffKing',
  // Sent from outside, XState's `xstate.error.actor.*` changes nothing (core/events.ts).
  on: IGNORED_XSTATE_EVENTS,
  context: ({ input }) => setupGame(parseInput(input)),
  initial: 'lead',
  states: {
    /** BK-4: the lead holder plays and claims a rank. */
    lead: {
      on: { PLAY: { guard: legal('lead'), target: 'challenge', actions: 'claim' }, HOST_END: endByHost('lead') },
    },
    /** BK-5: the others are asked one at a time, from the claimant's left, whether they challenge. BK-8 when it finishes. */
    challenge: {
      on: {
        CHALLENGE: [
          { guard: and([legal('challenge'), 'challengeEndsGame']), target: 'over', actions: 'resolveChallengeAndWin' },
          { guard: legal('challenge'), target: 'lead', actions: 'resolveChallenge' },
        ],
        DECLINE: [
          { guard: and([legal('challenge'), not('lastToAsk')]), actions: 'decline' },
          { guard: and([legal('challenge'), 'someoneOut']), target: 'over', actions: 'declineAndWin' },
          { guard: legal('challenge'), target: 'follow', actions: 'decline' },
        ],
        HOST_END: endByHost('challenge'),
      },
    },
    /** BK-6, BK-7: the others are asked one at a time whether they follow. */
    follow: {
      on: {
        FOLLOW: { guard: legal('follow'), target: 'challenge', actions: 'claim' },
        PASS: [
          { guard: and([legal('follow'), not('lastToAsk')]), actions: 'pass' },
          { guard: legal('follow'), target: 'lead', actions: 'pass' },
        ],
        HOST_END: endByHost('follow'),
      },
    },
    over: { type: 'final' },
  },
});

export type BluffKingMachine = typeof bluffKingMachine;
