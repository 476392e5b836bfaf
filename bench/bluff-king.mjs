/**
 * BluffKing for the bench: a game through the rule functions only, mirroring the transitions of
 * src/bluff-king/machine.ts (lead → challenge ⇄ follow; `settle` after a finished challenge phase).
 */
import { definition, bots } from '../dist/src/bluff-king/index.js';
import * as rules from '../dist/src/bluff-king/rules.js';
import { viewOf } from '../dist/src/bluff-king/view.js';
import { rulesDriver } from './drive.mjs';

/** BK-8 `settle`: a winner, else a new round or the follows. */
function settle(ctx) {
  if (rules.playerOut(ctx) !== null) return [rules.declareWinner(ctx), 'over'];
  return [ctx, rules.roundOver(ctx) ? 'lead' : 'follow'];
}

function step(ctx, phase, event) {
  switch (event.type) {
    case 'PLAY':
    case 'FOLLOW': return [rules.claim(ctx, event), 'challenge'];
    case 'PASS': return [rules.pass(ctx, event), rules.lastToAsk(ctx) ? 'lead' : 'follow'];
    case 'CHALLENGE': return settle(rules.resolveChallenge(ctx, event));
    default: return rules.lastToAsk(ctx) ? settle(rules.decline(ctx, event)) : [rules.decline(ctx, event), phase];
  }
}

export const byRules = rulesDriver(rules, { start: (ctx) => [ctx, 'lead'], asked: (ctx) => ctx.asked, view: viewOf, step });

export const game = {
  name: 'BluffKing',
  label: '4 players',
  definition,
  bots,
  byRules,
  /** The event types the cross-check must see played. */
  events: ['PLAY', 'CHALLENGE', 'DECLINE', 'FOLLOW', 'PASS'],
  input: (seed, players = 4) => ({ players, seed }),
  arena: { games: 400, lineups: [['hard', 'normal', 'easy', 'random'], ['hard', 'normal', 'normal', 'normal'], ['normal', 'easy', 'easy', 'easy'], ['hard', 'normal']] },
};
