/**
 * The Bluffing Billionaires statechart (XState v5). A turn is a play, then (when another player
 * has a table card) simultaneous responses. Each move passes the turn on where the rules say so;
 * BB-5 ends the game when the player the turn passes to has no hand card.
 *
 *   play ──PLAY (last hand card, BB-5)──────────────────────────────────────▶ over
 *    │ ├──PLAY (no responders, BB-6): turn passes; next hand empty (BB-5) ──▶ over
 *    │ └──PLAY (no responders): turn passes ──▶ play
 *    └──PLAY (responders, BB-6)──▶ respond ──APPROVE/CHALLENGE (not last)──┐
 *                                     ▲  │  └───────────────────────────────┘
 *                                     │  └─APPROVE/CHALLENGE (last): reveal (BB-6), any challenge
 *         play ◀──────────────────────┘    settled (BB-7..BB-9), turn passes
 *                                          (next hand empty then, BB-5 ──▶ over)
 *   play | respond ──HOST_END (the host ends the game, scored by BB-10 as it stands)──▶ over
 *
 * Guards call `checkEvent` (rules/check.ts), so `snapshot.can(event)` agrees with `definition.check`.
 * Which way a legal move goes is asked of the rules before it is made (`playWay`: a play changes
 * no hand but its player's own; `responseWay`: a challenge takes a card at random, but whether it
 * takes one from the next player's hand is known before), so every move is one transition, one
 * microstep of XState. Each candidate has one guard, `legal(phase, way)`: the move is legal and
 * goes that way. The way is worked out once per event (`guardedWay`, core/events.ts) and the
 * candidates are listed most frequent first, so a candidate further down costs a comparison.
 * Actions assign contexts built by the pure rule functions, one action per transition (steps that
 * always go together are one rule function, `inOrder`); the machine holds no other logic.
 */
import { setup } from 'xstate';
import { guardedWay, IGNORED_XSTATE_EVENTS } from '../core/events.js';
import { assignRules, inOrder } from '../core/machine.js';
import { checkEvent } from './rules/check.js';
import { respond, responseWay, revealResponses, type ResponseWay } from './rules/respond.js';
import { endGame, hostEnd } from './rules/score.js';
import { passTurn, playCard, playWay, type PlayWay } from './rules/turn.js';
import { parseInput, setupGame } from './setup.js';
import type {
  ApproveEvent, BluffingBillionairesContext, BluffingBillionairesEvent, BluffingBillionairesInput,
  ChallengeEvent, Phase, PlayEvent,
} from './types.js';

type Context = BluffingBillionairesContext;
type Event = BluffingBillionairesEvent;

const play = (context: Context, event: Event) => playCard(context, event as PlayEvent);
const respondTo = (context: Context, event: Event) => respond(context, event as ApproveEvent | ChallengeEvent);
const reveal = (context: Context) => revealResponses(context);
const pass = (context: Context) => passTurn(context);
const endByNoCards = (context: Context) => endGame(context, 'no-cards');

/**
 * The machine's actions, by name: each is a pure rule function (rules/) that builds the next
 * context, one per transition. The machine assigns from these very functions (core/machine.ts).
 */
export const ruleActions = {
  /** BB-4, BB-6: a play that asks for responses. */
  play,
  /** BB-4, BB-5: a play of the last hand card, which ends the game. */
  playLastCard: inOrder(play, (context: Context) => endGame(context, 'last-card')),
  /** BB-4, BB-6: a play nobody is asked to respond to; the turn passes. */
  playAndPass: inOrder(play, pass),
  /** BB-4, BB-6, BB-5: as `playAndPass`, to a player with no hand card: the game ends. */
  playPassAndEnd: inOrder(play, pass, endByNoCards),
  /** BB-6: a responder's secret choice, others still to choose. */
  respond: respondTo,
  /** BB-6..BB-9: the last choice; all are revealed (a challenge settles) and the turn passes. */
  respondLast: inOrder(respondTo, reveal, pass),
  /** BB-6..BB-9, BB-5: as `respondLast`, to a player with no hand card: the game ends. */
  respondLastAndEnd: inOrder(respondTo, reveal, pass, endByNoCards),
  /** The host ends the game now (HOST_END): scored by BB-10 as it stands. */
  hostEnd: (context: Context) => hostEnd(context),
};

/** The ways a legal move may go, by phase (rules/turn.ts, rules/respond.ts). */
interface Ways {
  play: PlayWay;
  respond: ResponseWay;
}

/**
 * Which way a legal move goes. Asked only once `checkEvent` found the move legal in its phase
 * (`guardedWay`), so a move of the play phase is a PLAY and one of the respond phase a response.
 */
const moveWay = (context: Context, event: Event): PlayWay | ResponseWay =>
  event.type === 'PLAY' ? playWay(context, event) : responseWay(context, event as ApproveEvent | ChallengeEvent);

/** The params of the guard `legal`: the phase the move must be legal in and the way it must go. */
type Legal = { [P in keyof Ways]: { phase: P; way: Ways[P] } }[keyof Ways];

/**
 * The guard of a move: legal in `phase` and going `way`. One guard with params, not
 * `and([...])` (XState evaluates a guard tree node by node), and the same guard for every
 * candidate (one function for XState to call).
 */
const legal = <P extends keyof Ways>(phase: P, way: Ways[P]) => ({ type: 'legal', params: { phase, way } as Legal }) as const;

/**
 * The ways to answer a play (BB-6), most frequent first: the last responder's choice reveals them
 * all and passes the turn.
 */
const response = [
  { guard: legal('respond', 'reveal'), target: 'play', actions: 'respondLast' },
  { guard: legal('respond', 'wait'), actions: 'respond' },
  { guard: legal('respond', 'reveal-and-end'), target: 'over', actions: 'respondLastAndEnd' },
] as const;

/** HOST_END in a waiting state: the host ends the game now. */
const endByHost = (phase: Exclude<Phase, 'over'>) => ({ guard: { type: 'hostEndLegal', params: { phase } }, target: 'over', actions: 'hostEnd' }) as const;

export const bluffingBillionairesMachine = setup({
  types: {
    context: {} as BluffingBillionairesContext,
    events: {} as BluffingBillionairesEvent,
    input: {} as BluffingBillionairesInput,
  },
  guards: {
    legal: ({ context, event }, { phase, way }: Legal) => guardedWay(event, context, phase, checkEvent, moveWay) === way,
    /** HOST_END is legal whenever the game runs (rules/check.ts). */
    hostEndLegal: ({ context, event }, { phase }: { phase: Exclude<Phase, 'over'> }) => checkEvent(phase, context, event).ok,
  },
  actions: assignRules(ruleActions),
}).createMachine({
  id: 'bluffingBillionaires',
  // Sent from outside, XState's `xstate.error.actor.*` changes nothing (core/events.ts).
  on: IGNORED_XSTATE_EVENTS,
  context: ({ input }) => setupGame(parseInput(input)),
  initial: 'play',
  states: {
    /** BB-4: the active player plays one card face down as its table card; BB-5, BB-6: what follows. */
    play: {
      on: {
        // Most frequent first.
        PLAY: [
          { guard: legal('play', 'ask'), target: 'respond', actions: 'play' },
          { guard: legal('play', 'pass'), actions: 'playAndPass' },
          { guard: legal('play', 'last-card'), target: 'over', actions: 'playLastCard' },
          { guard: legal('play', 'pass-and-end'), target: 'over', actions: 'playPassAndEnd' },
        ],
        HOST_END: endByHost('play'),
      },
    },
    /** BB-6: every responder chooses in secret, in any order. */
    respond: {
      on: { APPROVE: [...response], CHALLENGE: [...response], HOST_END: endByHost('respond') },
    },
    over: { type: 'final' },
  },
});

export type BluffingBillionairesMachine = typeof bluffingBillionairesMachine;
