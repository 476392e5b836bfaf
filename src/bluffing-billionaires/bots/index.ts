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
 *   highest) but grabs a card at random about one time in three; challenges on a hunch, the more
 *   often the higher its table card (as often as where it stands among the deck's values: a
 *   middling card one time in two), and never thinks about the others. Three normal bots beat it
 *   clearly (it wins about 17% of four-player games against them, where 25% is even).
 * - `normal`: rules of thumb: dumps its lowest card when nobody can respond, otherwise plays its
 *   highest; challenges when its table card is in the top 40% of the deck's values.
 * - `hard`: reads the table as a careful player would and looks ahead. It counts cards: its hand,
 *   table card and discards (face down ones included), every bonus pile and every card turned up
 *   (face-up discards, the log); the rest are "unseen" (BB-11: it sees nothing more than its
 *   seat's view). It reads each opponent from the public log by Bayes' rule (estimate.ts): how it
 *   picks the card it plays, facing responders and alone (its highest, its lowest or any card;
 *   hands never grow, so a player who always plays its highest has fewer high cards left with each
 *   play, and a card it turned up caps the rest of its hand), and when it challenges (at a fixed
 *   rate, or from some table card up); each approval made with a table card makes low cards likelier
 *   under a threshold. A player who picks any card and challenges at even odds (the `random` level)
 *   has a prior of its own, and players who seem to play alike are read together, so a table of
 *   three bots of one level is read within a round or two. It challenges when no unseen card could
 *   beat its table card (BB-7: equal loses for the active player), never when every unseen card
 *   would, and otherwise, as for every play, it plays each choice out to the end of the game on a
 *   few hundred deals drawn from that reading (search.ts), every choice on the same deals and the
 *   same draws turn by turn, and takes the one that wins most often (BB-10 scoring, ties by
 *   coins). In those rollouts it plays its own later turns by a plain rule (its highest card
 *   facing responders, else its lowest; challenging with a high table card), except at a table it
 *   reads as players whose picks follow their cards: there it plays them as one who sees the
 *   rollout's drawn cards (challenging only what it beats, playing just above the table), which
 *   values its cards better against such players (hard.ts `ADAPT`). Against random players that is what can be exploited: a random player's claim is any
 *   card of its hand, so it calls with a table card that beats most unseen cards, about twice as
 *   often when the active player's hand is longer than the shortest one as when it is the
 *   shortest (that player ends the game with no hand card to score, BB-5, BB-10, so a card taken
 *   from it costs no rival anything); it plays a high card when two or more may call (each calls
 *   one time in two) and often a middling one when only one may. Its work per decision is a fixed
 *   budget of simulated turns, seeded from `rng`, so it is deterministic and about a millisecond.
 *   Against three random bots it wins a little under half the games (4 players); a test-only bot
 *   that sees every card wins about 72%: what is left is mostly what the hidden cards hide, since
 *   a random player's cards and calls tell nothing about its table card (bench/bots.mjs).
 *
 * This file builds the set and holds the simple levels; `shared.ts` the helpers they share, and
 * the hard bot: `hard.ts` (the bot), `models.ts` (its hypotheses and priors), `estimate.ts` (the
 * reading), `search.ts` (the look-ahead), `deal.ts` (the deals it plays out) and `playout.ts` (its
 * own fast copy of the rules BB-4..BB-10, checked against the machine by
 * test/engine/bluffing-billionaires.playout.test.ts).
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
    if (chance(rng, 0.35)) return play(seat, pick(rng, sorted));
    return play(seat, anyResponder(view, seat) ? sorted.at(-1)! : sorted[0]!);
  }
  // It challenges on a hunch, more often the higher its own table card (half the time with a middling one).
  return chance(rng, scale(view)(view.ownTableCard!.value)) ? challenge(seat) : approve(seat);
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
