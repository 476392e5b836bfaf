/**
 * Every legal move of the seat a Bluffing Billionaires view is for (RULES.md BB-4, BB-6): the one
 * enumeration of legal moves, used by the bots and by the game's controls (docs/architecture.md,
 * "Bots"). Every move is a plain event, listed in a fixed order:
 * - the active player asked to play: `{ type: 'PLAY', seat, card: id }` for each hand card, in the
 *   view's hand order (by value, then id);
 * - a responder who has not chosen: `[{ type: 'APPROVE', seat }, { type: 'CHALLENGE', seat }]`;
 * - anyone else (a responder who has chosen, a spectator, the game over): `[]`.
 * HOST_END is the host's, never a player's move: it is not listed.
 */
import type { BluffingBillionairesEvent } from './types.js';
import type { BluffingBillionairesView } from './view.js';

/** The legal moves of `view.seat` now, in the order above; [] when it is not asked. */
export function legalMoves(view: BluffingBillionairesView): BluffingBillionairesEvent[] {
  const { seat, prompt } = view;
  if (seat === null || prompt === null) return [];
  if (prompt.type === 'play') return view.hand.map((card) => ({ type: 'PLAY', seat, card: card.id }));
  return [{ type: 'APPROVE', seat }, { type: 'CHALLENGE', seat }];
}

/** Whether `event` is one of `moves` (same type and seat, and for a PLAY the same card). */
export function isListed(moves: readonly BluffingBillionairesEvent[], event: BluffingBillionairesEvent): boolean {
  return moves.some((move) => move.type === event.type && move.seat === event.seat && (move.type !== 'PLAY' || move.card === (event as typeof move).card));
}
