/**
 * BiggieBills$$$ for the bench: a game through the rule functions only, mirroring the states of
 * src/biggie-bills/machine.ts: cycle.start → turn (begin → keep? → main ⇄ block → after → next)
 * → cycle.end (settle → keep?) → cycle.start …; a settlement that decides the game → over.
 * TIME_UP (the host's, never a bot's) is not modelled.
 */
import { definition, bots } from '../dist/src/biggie-bills/index.js';
import * as rules from '../dist/src/biggie-bills/rules.js';
import { viewOf } from '../dist/src/biggie-bills/view.js';
import { rulesDriver } from './drive.mjs';

/** The cycle limit that makes every bench game end. */
export const MAX_CYCLES = 20;

const over = (ctx) => ctx.result !== null;

/**
 * Runs the transient states from `state` (entry actions, then `always` transitions) up to a
 * state that waits for an event. A KEEP is asked in a turn (`keep`) or at the cycle's end (`keep-end`).
 */
function settle(ctx, state) {
  for (;;) {
    switch (state) {
      case 'start':
        ctx = rules.startCycle(ctx);
        if (over(ctx)) return [ctx, 'over'];
        state = 'begin';
        break;
      case 'begin':
        ctx = rules.beginTurn(ctx);
        if (over(ctx)) return [ctx, 'over'];
        return [ctx, rules.keeper(ctx) === null ? 'main' : 'keep'];
      case 'after':
        if (over(ctx)) return [ctx, 'over'];
        if (!rules.turnOver(ctx)) return [ctx, 'main'];
        ctx = rules.nextTurn(ctx);
        state = rules.cycleOver(ctx) ? 'end' : 'begin';
        break;
      case 'end':
        ctx = rules.endCycle(ctx);
        if (over(ctx)) return [ctx, 'over'];
        state = 'settled';
        break;
      case 'settled':
        if (rules.keeper(ctx) !== null) return [ctx, 'keep-end'];
        state = 'start';
        break;
      default:
        throw new Error(`unknown state ${state}`);
    }
  }
}

function step(ctx, phase, event) {
  switch (event.type) {
    case 'KEEP': {
      const kept = rules.keep(ctx, event);
      if (phase === 'keep-end') return settle(kept, 'settled');
      return [kept, rules.keeper(kept) === null ? 'main' : 'keep'];
    }
    case 'PLAY_CHALLENGE':
    case 'PLAY_FLEX':
      if (rules.asksBlock(ctx, event.owner)) return [rules.playChallenge(ctx, event), 'block'];
      return settle(rules.upholdChallenge(rules.playChallenge(ctx, event)), 'after');
    case 'PLAY_GROWTH': return settle(rules.playGrowth(ctx, event), 'after');
    case 'BLOCK': return settle(rules.blockChallenge(ctx), 'after');
    case 'NO_BLOCK': return settle(rules.upholdChallenge(ctx, true), 'after');
    case 'EXCHANGE': return settle(rules.exchange(ctx, event), 'after');
    case 'SKIP': return settle(rules.skip(ctx, event), 'after');
    case 'END_TURN': return settle(rules.endTurn(ctx, event), 'after');
    default: throw new Error(`unexpected ${event.type}`);
  }
}

/** The machine's phase of the game's waiting states (`keep-end` is the cycle end's keep). */
const checked = (phase) => (phase === 'keep-end' ? 'keep' : phase);

export const byRules = rulesDriver(rules, {
  start: (ctx) => settle(ctx, 'start'),
  asked: (ctx, phase) => rules.askedSeat(checked(phase), ctx),
  view: (ctx, phase, seat) => viewOf(ctx, checked(phase), seat),
  check: (phase, ctx, event) => rules.checkEvent(checked(phase), ctx, event),
  step,
});

export const game = {
  name: 'BiggieBills',
  label: `4 teams, maxCycles ${MAX_CYCLES}`,
  definition,
  bots,
  byRules,
  /** The event types the cross-check must see played. */
  events: ['PLAY_GROWTH', 'PLAY_CHALLENGE', 'PLAY_FLEX', 'BLOCK', 'NO_BLOCK', 'EXCHANGE', 'SKIP', 'END_TURN', 'KEEP'],
  input: (seed, players = 4) => ({ players, seed, maxCycles: MAX_CYCLES }),
  arena: { games: 240, lineups: [['hard', 'normal', 'easy', 'random'], ['hard', 'normal', 'normal', 'normal']] },
};
