/**
 * Bluffing Billionaires for the bench: a game through the rule functions only, mirroring the
 * transitions of src/bluffing-billionaires/machine.ts (play → played → respond → turnStart).
 * Of several responders the first asked answers, as in `playGame`.
 */
import { definition, bots } from '../dist/src/bluffing-billionaires/index.js';
import * as rules from '../dist/src/bluffing-billionaires/rules.js';
import { viewOf } from '../dist/src/bluffing-billionaires/view.js';
import { rulesDriver } from './drive.mjs';

/** `turnStart`: BB-5, an active player with no hand card ends the game. */
const turnStart = (ctx) => (rules.activeHandEmpty(ctx) ? [rules.endGame(ctx, 'no-cards'), 'over'] : [ctx, 'play']);

function step(ctx, phase, event) {
  if (event.type !== 'PLAY') {
    if (!rules.lastToRespond(ctx, event)) return [rules.respond(ctx, event), phase];
    return turnStart(rules.passTurn(rules.revealResponses(rules.respond(ctx, event))));
  }
  // `played`: BB-5 the last hand card ends the game; BB-6 responders, or the turn passes.
  const played = rules.playCard(ctx, event);
  if (rules.activeHandEmpty(played)) return [rules.endGame(played, 'last-card'), 'over'];
  if (rules.awaitingResponses(played)) return [played, 'respond'];
  return turnStart(rules.passTurn(played));
}

export const byRules = rulesDriver(rules, {
  start: (ctx) => [ctx, 'play'],
  asked: (ctx, phase) => (phase === 'play' ? ctx.active : rules.waitingFor(ctx)[0]),
  view: viewOf,
  step,
});

export const game = {
  name: 'Bluffing Billionaires',
  label: '4 players',
  definition,
  bots,
  byRules,
  /** The event types the cross-check must see played. */
  events: ['PLAY', 'APPROVE', 'CHALLENGE'],
  input: (seed, players = 4) => ({ players, seed }),
  // 2000 games: at 240 the shares of the two weakest levels (about 12% each) are within noise of each other.
  arena: { games: 2000, lineups: [['hard', 'normal', 'easy', 'random'], ['hard', 'random']] },
};
