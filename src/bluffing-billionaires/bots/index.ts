/**
 * Bluffing Billionaires bots. Each is a pure function of the seat's view (the same a person sees)
 * and a random source in [0, 1); none ever reads the machine context.
 *
 * What decides a game (BB-5, BB-10): most hand cards get played before someone runs out, so the
 * points are the cards still in hand when the shortest hand runs out plus the coins won in
 * challenges. A card is also ammunition: a high table card wins challenges, a low one gives coins
 * away (low cards carry the most coins).
 *
 * - `random`: uniformly among the legal moves `legalMoves` lists (moves.ts: any hand card; approve
 *   or challenge, even odds). The fuzzing baseline.
 * - `easy`: a beginner: knows the plain plays (its lowest card when nobody can respond, else its
 *   highest) but grabs a card at random one time in five; challenges on a hunch, the more often the
 *   higher its table card (the square of where it stands among the deck's values: a middling card
 *   one time in four), and never thinks about the others.
 * - `normal`: rules of thumb: dumps its lowest card when nobody can respond, otherwise plays its
 *   highest; challenges when its table card is in the top 40% of the deck's values.
 * - `hard`: counts cards and weighs expected points. It knows every card it has seen: its hand,
 *   table card and discards (face down ones included), every bonus pile and every card turned up
 *   (face-up discards, the log); the rest are "unseen". It models each opponent from the public
 *   log: the card it plays facing responders (the highest of m unseen cards, m from how high its
 *   revealed plays were), its table card (the same, or a lower card when it played alone), how
 *   often and with what it challenges, and how many cards it loses per turn. A game clock (BB-5)
 *   tells how many cards each seat will still hold when the shortest hand runs out, so the value of
 *   a hand card lost or won is the points it would have kept. It challenges when the expected gain
 *   is positive: the spoils and (as a lone challenger) the captured card when it wins, its own hand
 *   points and the coins it gives away when it loses, and the active card that no longer threatens
 *   its next play. It plays the card that best balances the hand points it keeps against the risk
 *   of each responder challenging, the coins it could give away and the use of the card as its
 *   table card until its next turn.
 *
 * This file builds the set and holds the simple levels; `shared.ts` the helpers they share,
 * `estimate.ts` and `hard.ts` the hard bot's reasoning.
 */
import { chance, pick } from '../../core/bot-random.js';
import type { BotSet } from '../../core/types.js';
import { legalMoves } from '../moves.js';
import type { BluffingBillionairesEvent } from '../types.js';
import type { BluffingBillionairesView } from '../view.js';
import { hard } from './hard.js';
import { anyResponder, approve, asked, byValue, challenge, play, scale, type BBBot } from './shared.js';

// ---------------------------------------------------------------------------------------------
// random

const random: BBBot = (view, rng) => {
  const moves = legalMoves(view);
  if (moves.length === 0) throw new Error('A bot was asked to act without a prompt.');
  return pick(rng, moves);
};

// ---------------------------------------------------------------------------------------------
// easy

const easy: BBBot = (view, rng) => {
  const { seat, prompt } = asked(view);
  if (prompt.type === 'play') {
    const sorted = [...view.hand].sort(byValue);
    // A beginner knows the plain plays (a low card when nobody can respond, else a high one) but
    // often grabs a card at random.
    if (chance(rng, 0.2)) return play(seat, pick(rng, sorted));
    return play(seat, anyResponder(view, seat) ? sorted.at(-1)! : sorted[0]!);
  }
  // It challenges on a hunch, more often the higher its own table card (seldom below the top third).
  return chance(rng, scale(view)(view.ownTableCard!.value) ** 2) ? challenge(seat) : approve(seat);
};

// ---------------------------------------------------------------------------------------------
// normal

const normal: BBBot = (view) => {
  const { seat, prompt } = asked(view);
  if (prompt.type === 'play') {
    const sorted = [...view.hand].sort(byValue);
    // Nobody can challenge: get rid of the lowest card. Otherwise the highest, to win any challenge.
    return play(seat, anyResponder(view, seat) ? sorted.at(-1)! : sorted[0]!);
  }
  // Challenge with a table card in the top 40% of the deck's values.
  return scale(view)(view.ownTableCard!.value) >= 0.6 ? challenge(seat) : approve(seat);
};

/** The Bluffing Billionaires bots; `random` is the fuzzing baseline. */
export const bots: BotSet<BluffingBillionairesView, BluffingBillionairesEvent> = { random, easy, normal, hard };
