/**
 * The BluffKing statechart (XState v5). Rounds run lead → challenge ⇄ follow; a challenge phase
 * that finishes goes through `settle`, where BK-8 checks for a winner.
 *
 *   lead ──PLAY──▶ challenge ──CHALLENGE──▶ settle ──▶ over | lead
 *                     │  ▲  └─DECLINE (last)─▶ settle ──▶ over | follow
 *                     │  └──────FOLLOW────────── follow ──PASS (last)──▶ lead   (BK-7)
 *
 * Guards call `checkEvent` (rules/check.ts), so `snapshot.can(event)` agrees with `definition.check`.
 * Actions assign contexts built by the pure rule functions; the machine holds no other logic.
 */
import { and, setup } from 'xstate';
import { IGNORED_XSTATE_EVENTS } from '../core/events.js';
import { assignRules } from '../core/machine.js';
import { checkEvent } from './rules/check.js';
import { resolveChallenge } from './rules/challenge.js';
import { declareWinner, playerOut } from './rules/end.js';
import { claim, decline, lastToAsk, pass, roundOver } from './rules/round.js';
import { parseInput, setupGame } from './setup.js';
import type {
  BluffKingContext, BluffKingEvent, BluffKingInput, ChallengeEvent, DeclineEvent, FollowEvent,
  PassEvent, Phase, PlayEvent,
} from './types.js';

/**
 * The machine's actions, by name: each is a pure rule function (rules/) that builds the next
 * context. The machine assigns from these very functions (core/machine.ts).
 */
export const ruleActions = {
  claim: (context: BluffKingContext, event: BluffKingEvent) => claim(context, event as PlayEvent | FollowEvent),
  decline: (context: BluffKingContext, event: BluffKingEvent) => decline(context, event as DeclineEvent),
  resolveChallenge: (context: BluffKingContext, event: BluffKingEvent) => resolveChallenge(context, event as ChallengeEvent),
  pass: (context: BluffKingContext, event: BluffKingEvent) => pass(context, event as PassEvent),
  declareWinner: (context: BluffKingContext) => declareWinner(context),
};

const legal = (phase: Exclude<Phase, 'over'>) => ({ type: 'legal', params: { phase } }) as const;

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
    roundOver: ({ context }) => roundOver(context),
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
      on: { PLAY: { guard: legal('lead'), target: 'challenge', actions: 'claim' } },
    },
    /** BK-5: the others are asked one at a time, from the claimant's left, whether they challenge. */
    challenge: {
      on: {
        CHALLENGE: { guard: legal('challenge'), target: 'settle', actions: 'resolveChallenge' },
        DECLINE: [
          { guard: and([legal('challenge'), 'lastToAsk']), target: 'settle', actions: 'decline' },
          { guard: legal('challenge'), actions: 'decline' },
        ],
      },
    },
    /** BK-8: victory is checked when a challenge phase finishes. */
    settle: {
      always: [
        { guard: 'someoneOut', target: 'over', actions: 'declareWinner' },
        { guard: 'roundOver', target: 'lead' },
        { target: 'follow' },
      ],
    },
    /** BK-6, BK-7: the others are asked one at a time whether they follow. */
    follow: {
      on: {
        FOLLOW: { guard: legal('follow'), target: 'challenge', actions: 'claim' },
        PASS: [
          { guard: and([legal('follow'), 'lastToAsk']), target: 'lead', actions: 'pass' },
          { guard: legal('follow'), actions: 'pass' },
        ],
      },
    },
    over: { type: 'final' },
  },
});

export type BluffKingMachine = typeof bluffKingMachine;
