/**
 * A test-only omniscient Bluffing Billionaires bot (issue 12; the interface is in ./types.ts): it
 * reads every hand and every face-down table card from the machine's context, so the bench can
 * measure the ceiling luck leaves (how often a player who sees every card still loses) and report
 * the hard bot's share of the way from the fair share to it. It is no player's bot and never part
 * of a `BotSet`: it ignores exactly what RULES.md BB-11 hides.
 *
 * It plays like the hard bot (src/bluffing-billionaires/bots/hard.ts) with the real deal in place
 * of drawn ones: it challenges exactly when it cannot lose (BB-7: the active card must be strictly
 * higher), and weighs each play by rollouts on the real cards (bots/search.ts, `known`), in which
 * it keeps seeing every card. What it cannot see is how the others will choose: it reads their
 * habits from the public log as the hard bot does. It reads the cards only, not the other
 * responders' pending choices (BB-6) nor the game's random state, so it cannot foresee which card
 * a challenge's spoils take (BB-8).
 */
import type { Seat } from '../../../src/core/types.js';
import type {
  BluffingBillionairesEvent, BluffingBillionairesSnapshot,
} from '../../../src/bluffing-billionaires/index.js';
import { definition } from '../../../src/bluffing-billionaires/index.js';
import { reading } from '../../../src/bluffing-billionaires/bots/estimate.js';
import { SEARCH } from '../../../src/bluffing-billionaires/bots/hard.js';
import { search } from '../../../src/bluffing-billionaires/bots/search.js';
import type { OmniscientBot } from './types.js';

/**
 * The omniscient bot: `(snapshot, seat, rng) => event` (./types.ts). Deterministic given `rng`
 * (its rollouts are seeded from it).
 */
export const omniscient: OmniscientBot<BluffingBillionairesSnapshot, BluffingBillionairesEvent> = (snapshot, seat: Seat, rng) => {
  const ctx = snapshot.context;
  if (snapshot.value === 'respond') {
    const mine = ctx.deck[ctx.table[seat]!]!.value;
    const theirs = ctx.deck[ctx.table[ctx.active]!]!.value;
    return { type: mine >= theirs ? 'CHALLENGE' : 'APPROVE', seat };
  }
  const hand = ctx.hands[seat]!;
  if (hand.length === 1) return { type: 'PLAY', seat, card: hand[0]! };
  const view = definition.view(snapshot, seat);
  const r = reading(view, seat);
  const distinct = [...new Map(view.hand.map((c) => [`${c.value}/${c.coins}`, c.id])).values()];
  const known = { hands: ctx.hands, table: ctx.table };
  const best = search(r, distinct.map((id) => ({ play: id })), rng, { ...SEARCH, seeing: true, known });
  return { type: 'PLAY', seat, card: distinct[best]! };
};
