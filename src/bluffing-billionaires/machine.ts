/**
 * The Bluffing Billionaires statechart (XState v5). A turn is a play, then (when another player
 * has a table card) simultaneous responses; `played` and `turnStart` are transient states where
 * BB-5 checks whether the game ends.
 *
 *   play ──PLAY──▶ played ──(last card, BB-5)──────────────────────────────▶ over
 *                    │  └──(responders, BB-6)──▶ respond ──APPROVE/CHALLENGE (not last)──┐
 *                    │                              ▲  └──────────────────────────────────┘
 *                    │                              └─APPROVE/CHALLENGE (last): reveal, BB-7..BB-9
 *                    └──(no responders)──▶ turnStart ◀──────────────────┘
 *                                             ├──(no hand card, BB-5)──▶ over
 *                                             └──▶ play
 *
 * Guards call `checkEvent` (rules/check.ts), so `snapshot.can(event)` agrees with `definition.check`.
 * Actions assign contexts built by the pure rule functions; the machine holds no other logic.
 */
import { and, setup } from 'xstate';
import { IGNORED_XSTATE_EVENTS } from '../core/events.js';
import { assignRules } from '../core/machine.js';
import { checkEvent } from './rules/check.js';
import { awaitingResponses, lastToRespond, respond, revealResponses } from './rules/respond.js';
import { endGame } from './rules/score.js';
import { activeHandEmpty, passTurn, playCard } from './rules/turn.js';
import { parseInput, setupGame } from './setup.js';
import type {
  ApproveEvent, BluffingBillionairesContext, BluffingBillionairesEvent, BluffingBillionairesInput,
  ChallengeEvent, Phase, PlayEvent,
} from './types.js';

type Context = BluffingBillionairesContext;
type Event = BluffingBillionairesEvent;

/**
 * The machine's actions, by name: each is a pure rule function (rules/) that builds the next
 * context. The machine assigns from these very functions (core/machine.ts).
 */
export const ruleActions = {
  play: (context: Context, event: Event) => playCard(context, event as PlayEvent),
  respond: (context: Context, event: Event) => respond(context, event as ApproveEvent | ChallengeEvent),
  reveal: (context: Context) => revealResponses(context),
  passTurn: (context: Context) => passTurn(context),
  endByLastCard: (context: Context) => endGame(context, 'last-card'),
  endByNoCards: (context: Context) => endGame(context, 'no-cards'),
};

const legal = (phase: Exclude<Phase, 'over'>) => ({ type: 'legal', params: { phase } }) as const;

/** The two ways to answer a play (BB-6): the last responder's choice reveals them all. */
const response = [
  { guard: and([legal('respond'), 'lastToRespond']), target: 'turnStart', actions: ['respond', 'reveal', 'passTurn'] },
  { guard: legal('respond'), actions: 'respond' },
] as const;

export const bluffingBillionairesMachine = setup({
  types: {
    context: {} as BluffingBillionairesContext,
    events: {} as BluffingBillionairesEvent,
    input: {} as BluffingBillionairesInput,
  },
  guards: {
    legal: ({ context, event }, params: { phase: Phase }) => checkEvent(params.phase, context, event).ok,
    lastToRespond: ({ context, event }) => lastToRespond(context, event),
    activeHandEmpty: ({ context }) => activeHandEmpty(context),
    awaitingResponses: ({ context }) => awaitingResponses(context),
  },
  actions: assignRules(ruleActions),
}).createMachine({
  id: 'bluffingBillionaires',
  // Sent from outside, XState's `xstate.error.actor.*` changes nothing (core/events.ts).
  on: IGNORED_XSTATE_EVENTS,
  context: ({ input }) => setupGame(parseInput(input)),
  initial: 'play',
  states: {
    /** BB-4: the active player plays one card face down as its table card. */
    play: {
      on: { PLAY: { guard: legal('play'), target: 'played', actions: 'play' } },
    },
    /** BB-5: the last hand card ends the game; BB-6: responders, or the turn passes. */
    played: {
      always: [
        { guard: 'activeHandEmpty', target: 'over', actions: 'endByLastCard' },
        { guard: 'awaitingResponses', target: 'respond' },
        { target: 'turnStart', actions: 'passTurn' },
      ],
    },
    /** BB-6: every responder chooses in secret, in any order. */
    respond: {
      on: { APPROVE: [...response], CHALLENGE: [...response] },
    },
    /** BB-5: an active player with no hand card ends the game at once. */
    turnStart: {
      always: [
        { guard: 'activeHandEmpty', target: 'over', actions: 'endByNoCards' },
        { target: 'play' },
      ],
    },
    over: { type: 'final' },
  },
});

export type BluffingBillionairesMachine = typeof bluffingBillionairesMachine;
