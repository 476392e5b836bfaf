/**
 * Drawing from the Growth, Challenge and Bonus decks (BG-5: "whenever a Growth or Challenge deck is
 * empty and a card must be drawn from it, its discards are shuffled into a new deck; if there are
 * none, no card is drawn"). The top of a deck is its last element.
 */
import { shuffle } from '../../core/deal.js';
import { withRng } from '../../core/rng.js';
import type { Seat } from '../../core/types.js';
import type { BonusKind } from '../cards.js';
import { logged, withTeam } from './context.js';
import type { BiggieBillsContext } from '../types.js';

export type DeckName = 'growth' | 'challenge';

/** BG-5: `deck`'s discards shuffled into a new deck when it is empty (and there are discards). */
export function refill(ctx: BiggieBillsContext, deck: DeckName): BiggieBillsContext {
  if (ctx.decks[deck].length > 0 || ctx.discards[deck].length === 0) return ctx;
  const [cards, rng] = withRng(ctx.rng, (random) => shuffle(random, ctx.discards[deck]));
  return logged(
    { ...ctx, rng, decks: { ...ctx.decks, [deck]: cards }, discards: { ...ctx.discards, [deck]: [] } },
    { type: 'reshuffle', deck, cards: cards.length },
  );
}

/** `seat` draws up to `count` cards from `deck` into its hand; returns the new context and how many it drew. */
export function draw(ctx: BiggieBillsContext, seat: Seat, deck: DeckName, count = 1): [BiggieBillsContext, number] {
  let next = ctx;
  let drawn = 0;
  for (let n = 0; n < count; n++) {
    next = refill(next, deck);
    const pile = next.decks[deck];
    if (pile.length === 0) break;
    const card = pile.at(-1)!;
    next = withTeam({ ...next, decks: { ...next.decks, [deck]: pile.slice(0, -1) } }, seat, (team) => ({ ...team, [deck]: [...team[deck], card] }));
    drawn++;
  }
  return [next, drawn];
}

/** Growth or Challenge cards onto their discard pile. */
export function discard(ctx: BiggieBillsContext, deck: DeckName, cards: readonly number[]): BiggieBillsContext {
  return cards.length === 0 ? ctx : { ...ctx, discards: { ...ctx.discards, [deck]: [...ctx.discards[deck], ...cards] } };
}

/** Played or forfeited Bonus cards: out of the game, never replaced (BG-13). */
export function spendBonus(ctx: BiggieBillsContext, kinds: readonly BonusKind[]): BiggieBillsContext {
  return kinds.length === 0 ? ctx : { ...ctx, discards: { ...ctx.discards, bonus: [...ctx.discards.bonus, ...kinds] } };
}

/** BG-13: `seat` draws one Bonus card from the shuffled bonus deck, if any is left. */
export function drawBonus(ctx: BiggieBillsContext, seat: Seat): [BiggieBillsContext, boolean] {
  const kind = ctx.decks.bonus.at(-1);
  if (kind === undefined) return [ctx, false];
  const next = { ...ctx, decks: { ...ctx.decks, bonus: ctx.decks.bonus.slice(0, -1) } };
  return [withTeam(next, seat, (team) => ({ ...team, bonus: [...team.bonus, kind] })), true];
}
