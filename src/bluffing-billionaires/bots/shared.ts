/**
 * What the Bluffing Billionaires bots share (bots/index.ts): the prompt they answer, the events
 * they send, and how a card stands among the deck's values.
 */
import type { Bot, Seat } from '../../core/types.js';
import type { AssetCard } from '../cards.js';
import type { BluffingBillionairesEvent } from '../types.js';
import type { BluffingBillionairesView } from '../view.js';

export type BBBot = Bot<BluffingBillionairesView, BluffingBillionairesEvent>;
export type BBView = BluffingBillionairesView;

/** The seat and prompt of a view that asks something. @throws Error when nothing is asked. */
export function asked(view: BBView) {
  if (view.seat === null || view.prompt === null) throw new Error('A bot was asked to act without a prompt.');
  return { seat: view.seat, prompt: view.prompt };
}

export const play = (seat: Seat, card: AssetCard): BluffingBillionairesEvent => ({ type: 'PLAY', seat, card: card.id });
export const approve = (seat: Seat): BluffingBillionairesEvent => ({ type: 'APPROVE', seat });
export const challenge = (seat: Seat): BluffingBillionairesEvent => ({ type: 'CHALLENGE', seat });

/** Where a value stands among the deck's values: 0 for the lowest, 1 for the highest. */
export function scale(view: BBView): (value: number) => number {
  const values = view.deck.map((c) => c.value);
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  return (value) => (span === 0 ? 0.5 : (value - min) / span);
}

export const byValue = (a: AssetCard, b: AssetCard) => a.value - b.value || b.coins - a.coins || a.id - b.id;

/** Whether another seat has a table card, so a play can be challenged (BB-6). */
export const anyResponder = (view: BBView, seat: Seat) => view.tableCards.some((has, s) => has && s !== seat);
