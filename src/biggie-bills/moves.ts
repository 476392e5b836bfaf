/**
 * BiggieBills$$$ legal moves: the one enumeration of every legal event of the seat a view belongs
 * to. It reads the view's verdicts, which come from `checkEvent` (rules/check.ts), so legality is
 * written once (docs/architecture.md, "Legality"). The bots (bots/) and the person's controls
 * (components/biggie-bills/controls.ts) both offer exactly these moves.
 */
import type { Seat } from '../core/types.js';
import { growthOf, type BonusKind, type Tables } from './cards.js';
import { flexFor } from './rules/challenge.js';
import type { BiggieBillsEvent } from './types.js';
import type { BiggieBillsView } from './view.js';

/**
 * Every legal event of the view's seat now, each once, by kind in this order: PLAY_GROWTH (one per
 * legal target for Acquire a Competitor, BG-6), PLAY_CHALLENGE (one per owner, BG-9), PLAY_FLEX
 * (one per card in play a Flexible Challenge may challenge, BG-12), EXCHANGE (every pair of the
 * hand's Growth and Challenge cards, BG-14), SKIP (BG-15), END_TURN (BG-4), BLOCK and NO_BLOCK
 * (BG-11). Within a kind, in hand order, then target order. The host's TIME_UP and HOST_END are
 * never a team's move: they are not listed.
 *
 * `[]` for a spectator and for a seat the game does not wait for. In a `keep` prompt also `[]`:
 * KEEP is a choice of `prompt.growth` Growth and `prompt.challenge` Challenge cards of the hand
 * (BG-6), too many combinations to list; any such choice is legal.
 */
export function legalMoves(view: BiggieBillsView): BiggieBillsEvent[] {
  const { seat, hand, actions } = view;
  if (seat === null || hand === null || actions === null) return [];
  const moves: BiggieBillsEvent[] = [
    ...hand.growth.filter((g) => g.verdict.ok).flatMap((g): BiggieBillsEvent[] =>
      growthOf(view.tables, g.card).acquire
        ? g.targets.map((target) => ({ type: 'PLAY_GROWTH', seat, card: g.card, target }))
        : [{ type: 'PLAY_GROWTH', seat, card: g.card }]),
    ...hand.challenge.flatMap((c) => c.owners.map((owner): BiggieBillsEvent => ({ type: 'PLAY_CHALLENGE', seat, owner, card: c.card }))),
    ...hand.bonus.flatMap((b) => b.targets.map((t): BiggieBillsEvent => ({ type: 'PLAY_FLEX', seat, owner: t.owner, card: t.card }))),
    ...(actions.exchange.ok ? exchanges(view, seat) : []),
    ...(actions.skip.ok ? [{ type: 'SKIP', seat } as const] : []),
    ...(actions.endTurn.ok ? [{ type: 'END_TURN', seat } as const] : []),
    ...(hand.bonus.some((b) => b.kind === 'block' && b.verdict.ok) ? [{ type: 'BLOCK', seat } as const] : []),
    ...(actions.noBlock.ok ? [{ type: 'NO_BLOCK', seat } as const] : []),
  ];
  // Two copies of a card in hand give the same event: list it once.
  return [...new Map(moves.map((e) => [JSON.stringify(e), e])).values()];
}

/** Every exchange of two cards of the hand (BG-14: two cards in all, of either kind). */
function exchanges(view: BiggieBillsView, seat: Seat): BiggieBillsEvent[] {
  const cards = [...view.hand!.growth.map((g) => ['growth', g.card] as const), ...view.hand!.challenge.map((c) => ['challenge', c.card] as const)];
  const out: BiggieBillsEvent[] = [];
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const pair = [cards[i]!, cards[j]!];
      out.push({ type: 'EXCHANGE', seat, growth: pair.filter(([k]) => k === 'growth').map(([, id]) => id), challenge: pair.filter(([k]) => k === 'challenge').map(([, id]) => id) });
    }
  }
  return out;
}

/** One card of a hand: a Growth or Challenge card by its Growth id, or a Bonus card by its kind. */
export type CardOfHand = { readonly kind: 'growth' | 'challenge'; readonly card: number } | { readonly kind: BonusKind };

/**
 * The moves of `moves` (from `legalMoves`) that play `card`: PLAY_GROWTH of that Growth card,
 * PLAY_CHALLENGE with that Challenge card, PLAY_FLEX of a card whose stage the Flexible Challenge
 * covers (BG-12), BLOCK for a Block card (BG-11). `tables` are the game's (`view.tables`).
 */
export function movesOfCard(moves: readonly BiggieBillsEvent[], tables: Tables, card: CardOfHand): BiggieBillsEvent[] {
  switch (card.kind) {
    case 'growth': return moves.filter((e) => e.type === 'PLAY_GROWTH' && e.card === card.card);
    case 'challenge': return moves.filter((e) => e.type === 'PLAY_CHALLENGE' && e.card === card.card);
    case 'block': return moves.filter((e) => e.type === 'BLOCK');
    default: {
      const kind = card.kind;
      return moves.filter((e) => e.type === 'PLAY_FLEX' && flexFor(growthOf(tables, e.card).stage) === kind);
    }
  }
}
