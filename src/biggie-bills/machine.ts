/**
 * The BiggieBills$$$ statechart (XState v5). A game is a series of business cycles (BG-3):
 *
 *   cycle.start ──▶ cycle.turn ──(every turn played)──▶ cycle.end ──▶ cycle.start …
 *     order, Industry   begin ─▶ keep? ─▶ main ⇄ block          settle ─▶ keep? ─┘
 *     card, at-once     (completions)     (actions) (BG-11)      (completions, BG-7)
 *
 *   cycle.turn:  begin ──▶ keep ──KEEP──▶ main ──PLAY_*, EXCHANGE, SKIP, END_TURN──▶ after
 *                                          └──PLAY_CHALLENGE / PLAY_FLEX (owner holds a Bonus card)──▶ block
 *                block ──BLOCK / NO_BLOCK──▶ after ──▶ main | begin (next turn) | cycle.end
 *   TIME_UP or HOST_END (anywhere in `cycle`) ──▶ over;  any settlement that decides the game ──▶ over
 *
 * Guards call `checkEvent` (rules/check.ts), so `snapshot.can(event)` agrees with `definition.check`.
 * Actions assign contexts built by the pure rule functions, one action per transition (steps that
 * always go together are one rule function, `inOrder`: the next turn and its start, the next turn
 * and the cycle's end); the machine holds no other logic. Whether the turn after this one ends the
 * cycle is asked of that very rule function (`lastTurnOfCycle`), so moving on is one step.
 */
import { and, setup } from 'xstate';
import { guardOn, IGNORED_XSTATE_EVENTS } from '../core/events.js';
import { assignRules, inOrder } from '../core/machine.js';
import { asksBlock, blockChallenge, playChallenge, upholdChallenge } from './rules/challenge.js';
import { checkEvent } from './rules/check.js';
import type {
  BiggieBillsContext, BiggieBillsEvent, BiggieBillsInput, EndTurnEvent, ExchangeEvent, KeepEvent,
  Phase, PlayChallengeEvent, PlayFlexEvent, PlayGrowthEvent, SkipEvent, TimeUpEvent,
} from './types.js';
import { keep, keeper, playGrowth } from './rules/growth.js';
import { parseInput, setupGame } from './setup.js';
import {
  beginTurn, cycleOver, endCycle, endTurn, exchange, hostEnd, nextTurn, skip, startCycle, timeUp, turnOver,
} from './rules/turn.js';

type Context = BiggieBillsContext;
type Event = BiggieBillsEvent;

const playChallengeCard = (context: Context, event: Event) => playChallenge(context, event as PlayChallengeEvent | PlayFlexEvent);
const uphold = (context: Context) => upholdChallenge(context);
const next = (context: Context) => nextTurn(context);
const begin = (context: Context) => beginTurn(context);

/**
 * The machine's actions, by name: each is a pure rule function that builds the next context, one
 * per transition. The machine assigns from these very functions (core/machine.ts).
 */
export const ruleActions = {
  /** BG-3: a new cycle (entering `cycle.start`). */
  startCycle: (context: Context) => startCycle(context),
  /** BG-4: the cycle's first turn begins. */
  beginTurn: begin,
  /** BG-4: the next turn of the cycle begins. */
  beginNextTurn: inOrder(next, begin),
  /** BG-3, BG-7: the cycle's last turn was played: every card in play settles. */
  endCycle: inOrder(next, (context: Context) => endCycle(context)),
  playGrowth: (context: Context, event: Event) => playGrowth(context, event as PlayGrowthEvent),
  /** BG-11: a challenge whose owner may block it. */
  playChallenge: playChallengeCard,
  /** BG-11: a challenge that cannot be blocked takes effect at once. */
  playChallengeUpheld: inOrder(playChallengeCard, uphold),
  declineBlock: (context: Context) => upholdChallenge(context, true),
  block: (context: Context) => blockChallenge(context),
  exchange: (context: Context, event: Event) => exchange(context, event as ExchangeEvent),
  skip: (context: Context, event: Event) => skip(context, event as SkipEvent),
  endTurn: (context: Context, event: Event) => endTurn(context, event as EndTurnEvent),
  keep: (context: Context, event: Event) => keep(context, event as KeepEvent),
  timeUp: (context: Context, event: Event) => timeUp(context, event as TimeUpEvent),
  /** The host ends the game now (HOST_END): ranked as at time-up (BG-7d), nothing settles. */
  hostEnd: (context: Context) => hostEnd(context),
};

const legal = (phase: Exclude<Phase, 'over'>) => ({ type: 'legal', params: { phase } }) as const;
const OVER = '#biggieBills.over';

export const biggieBillsMachine = setup({
  types: {
    context: {} as BiggieBillsContext,
    events: {} as BiggieBillsEvent,
    input: {} as BiggieBillsInput,
  },
  guards: {
    legal: ({ context, event }, params: { phase: Phase }) => checkEvent(params.phase, context, event).ok,
    /** TIME_UP does not depend on the waiting state (rules/check.ts tests it before the phase). */
    timeUpLegal: ({ context, event }) => checkEvent('main', context, event).ok,
    /** Nor does HOST_END (legal whenever the game runs). */
    hostEndLegal: ({ context, event }) => checkEvent('main', context, event).ok,
    over: ({ context }) => context.result !== null,
    keepNeeded: ({ context }) => keeper(context) !== null,
    turnOver: ({ context }) => turnOver(context),
    /** Whether the turn after this one would be past the cycle's last (BG-3): asked of `nextTurn` itself. */
    lastTurnOfCycle: ({ context }) => cycleOver(nextTurn(context)),
    asksBlock: ({ context, event }) => guardOn<PlayChallengeEvent | PlayFlexEvent>(event, ({ owner }) => asksBlock(context, owner)),
  },
  actions: assignRules(ruleActions),
}).createMachine({
  id: 'biggieBills',
  // Sent from outside, XState's `xstate.error.actor.*` changes nothing (core/events.ts).
  on: IGNORED_XSTATE_EVENTS,
  context: ({ input }) => setupGame(parseInput(input)),
  initial: 'cycle',
  states: {
    cycle: {
      initial: 'start',
      on: {
        TIME_UP: { guard: 'timeUpLegal', target: 'over', actions: 'timeUp' },
        HOST_END: { guard: 'hostEndLegal', target: 'over', actions: 'hostEnd' },
      },
      states: {
        /** BG-3: order drawn, Industry card drawn (from cycle 2), its at-once effects applied. */
        start: {
          entry: 'startCycle',
          always: [{ guard: 'over', target: OVER }, { target: 'turn', actions: 'beginTurn' }],
        },
        /** BG-4: one team's turn. */
        turn: {
          initial: 'begin',
          states: {
            /** BG-8, BG-10: the team's own cards in play have settled (`beginTurn`, on the way in). */
            begin: {
              always: [{ guard: 'over', target: OVER }, { guard: 'keepNeeded', target: 'keep' }, { target: 'main' }],
            },
            /** BG-6: an acquirer chooses the 6 Growth and 4 Challenge cards it keeps. */
            keep: {
              on: { KEEP: { guard: legal('keep'), target: 'begun', actions: 'keep' } },
            },
            begun: {
              always: [{ guard: 'keepNeeded', target: 'keep' }, { target: 'main' }],
            },
            /** BG-4: free Flexible Challenges and one (or two) main actions. */
            main: {
              on: {
                PLAY_GROWTH: { guard: legal('main'), target: 'after', actions: 'playGrowth' },
                PLAY_CHALLENGE: [
                  { guard: and([legal('main'), 'asksBlock']), target: 'block', actions: 'playChallenge' },
                  { guard: legal('main'), target: 'after', actions: 'playChallengeUpheld' },
                ],
                PLAY_FLEX: [
                  { guard: and([legal('main'), 'asksBlock']), target: 'block', actions: 'playChallenge' },
                  { guard: legal('main'), target: 'after', actions: 'playChallengeUpheld' },
                ],
                EXCHANGE: { guard: legal('main'), target: 'after', actions: 'exchange' },
                SKIP: { guard: legal('main'), target: 'after', actions: 'skip' },
                END_TURN: { guard: legal('main'), target: 'after', actions: 'endTurn' },
              },
            },
            /** BG-11: the challenged team decides, out of turn, whether to block. */
            block: {
              on: {
                BLOCK: { guard: legal('block'), target: 'after', actions: 'block' },
                NO_BLOCK: { guard: legal('block'), target: 'after', actions: 'declineBlock' },
              },
            },
            after: {
              always: [
                { guard: 'over', target: OVER },
                { guard: and(['turnOver', 'lastTurnOfCycle']), target: '#biggieBills.cycle.end', actions: 'endCycle' },
                { guard: 'turnOver', target: 'begin', actions: 'beginNextTurn' },
                { target: 'main' },
              ],
            },
          },
        },
        /** BG-3, BG-7: every card in play settles; the target, last-team and cycle-limit checks. */
        end: {
          initial: 'settle',
          states: {
            /** `endCycle` settled every card on the way in. */
            settle: {
              always: [{ guard: 'over', target: OVER }, { guard: 'keepNeeded', target: 'keep' }, { target: '#biggieBills.cycle.start' }],
            },
            keep: {
              on: { KEEP: { guard: legal('keep'), target: 'settled', actions: 'keep' } },
            },
            settled: {
              always: [{ guard: 'keepNeeded', target: 'keep' }, { target: '#biggieBills.cycle.start' }],
            },
          },
        },
      },
    },
    over: { type: 'final' },
  },
});

export type BiggieBillsMachine = typeof biggieBillsMachine;
