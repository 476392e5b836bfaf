/**
 * Every legal move of the seat a BluffKing view is for (RULES.md BK-4..BK-6): the one enumeration
 * of legal moves, used by the bots and by the game's controls (docs/architecture.md, "Bots").
 *
 * A lead may play any 1..n cards of the hand (n = the hand size, or `maxPlay` when smaller) under
 * any rank, and a follow any 1..n cards: too many to list. Those two come as one typed
 * description each, with `cards: { from, min, max }` (any `min`..`max` cards of `from`, taken as a
 * multiset) instead of a card list:
 * - lead: `[{ type: 'PLAY', seat, cards: { from: hand, min: 1, max: n }, ranks: RANKS }]`
 * - challenge: `[{ type: 'CHALLENGE', seat }, { type: 'DECLINE', seat }]`
 * - follow: `[{ type: 'PASS', seat }, { type: 'FOLLOW', seat, cards: { from: hand, min: 1, max: n } }]`
 * - anything else (not this seat's turn, a spectator, the game over): `[]`.
 * `isListed(moves, event)` tells whether an event is one of them. HOST_END is the host's, never a
 * player's move: it is not listed.
 */
import type { Seat } from '../core/types.js';
import { isRank, RANKS, removeCards, type Card, type Rank } from './cards.js';
import type { BluffKingEvent, ChallengeEvent, DeclineEvent, PassEvent } from './types.js';
import type { BluffKingView } from './view.js';

/** Any `min`..`max` cards of `from` (a multiset: a code may be taken as often as it occurs). */
export interface CardChoice {
  from: Card[];
  min: number;
  max: number;
}

/** BK-4: a lead: any cards of `cards`, claimed as any rank of `ranks`. */
export interface LeadMoves { type: 'PLAY'; seat: Seat; cards: CardChoice; ranks: readonly Rank[] }
/** BK-6: a follow: any cards of `cards`, claiming the round's rank. */
export interface FollowMoves { type: 'FOLLOW'; seat: Seat; cards: CardChoice }

/** A legal move, or (for a lead or a follow) the description of a set of them. */
export type BluffKingMove = LeadMoves | FollowMoves | ChallengeEvent | DeclineEvent | PassEvent;

/** The legal moves of `view.seat` now, in the order above; [] when it is not asked. */
export function legalMoves(view: BluffKingView): BluffKingMove[] {
  const { seat, prompt } = view;
  if (seat === null || prompt === null) return [];
  const max = Math.min(view.hand.length, view.maxPlay ?? Infinity);
  const cards = (): CardChoice => ({ from: [...view.hand], min: 1, max });
  switch (prompt.type) {
    case 'lead': return max < 1 ? [] : [{ type: 'PLAY', seat, cards: cards(), ranks: RANKS }];
    case 'challenge': return [{ type: 'CHALLENGE', seat }, { type: 'DECLINE', seat }];
    case 'follow': return max < 1 ? [{ type: 'PASS', seat }] : [{ type: 'PASS', seat }, { type: 'FOLLOW', seat, cards: cards() }];
  }
}

/** Whether `cards` is a choice `choice` allows. */
function chosen(choice: CardChoice, cards: readonly Card[]): boolean {
  return cards.length >= choice.min && cards.length <= choice.max && removeCards(choice.from, cards) !== null;
}

/** Whether `event` is one of `moves` (or in the set a description names). */
export function isListed(moves: readonly BluffKingMove[], event: BluffKingEvent): boolean {
  return moves.some((move) => {
    if (move.type !== event.type || move.seat !== event.seat) return false;
    switch (move.type) {
      case 'PLAY': {
        const play = event as Extract<BluffKingEvent, { type: 'PLAY' }>;
        return isRank(play.rank) && move.ranks.includes(play.rank) && Array.isArray(play.cards) && chosen(move.cards, play.cards);
      }
      case 'FOLLOW': {
        const follow = event as Extract<BluffKingEvent, { type: 'FOLLOW' }>;
        return (follow as { rank?: unknown }).rank === undefined && Array.isArray(follow.cards) && chosen(move.cards, follow.cards);
      }
      default: return true;
    }
  });
}
