/**
 * The hard Bluffing Billionaires bot (see bots/index.ts): it reads the view (bots/estimate.ts:
 * the unseen cards and each opponent's habits by Bayes' rule, public facts only, RULES.md BB-11)
 * and plays each choice out to the end of the game on deals it could be facing
 * (bots/search.ts), taking the choice that wins most often.
 */
import { reading } from './estimate.js';
import { WEIGHTS, type Weights } from './models.js';
import { search, type SearchSettings } from './search.js';
import { approve, asked, challenge, play, type BBBot } from './shared.js';

/**
 * How much the hard bot searches: a budget of 12,000 simulated turns per decision (a few hundred
 * rollouts, about a millisecond of one core), first on every choice, then on the best three.
 */
export const SEARCH: SearchSettings = { budget: 12_000, rollouts: [8, 200], keep: 3, first: 0.4, call: 0.65, margin: 0.02 };

/** Distinct choices beyond which only some plays are played out (a host's deck may deal long hands). */
const MOST_PLAYS = 12;

/** The hard bot with priors `w` and search settings `settings` (the shipped one: `WEIGHTS`, `SEARCH`). */
export function hardWith(w: Weights, settings: SearchSettings): BBBot {
  return (view, rng) => {
    const { seat, prompt } = asked(view);
    // BB-5: the last card ends the game; there is nothing to weigh.
    if (prompt.type === 'play' && view.hand.length === 1) return play(seat, view.hand[0]!);
    const r = reading(view, seat, w);
    if (prompt.type === 'respond') {
      // BB-7: the challenger wins unless the active card is strictly higher. A challenge that
      // cannot lose is made, one that cannot win is not; the rest are played out.
      const hold = r.opp[prompt.active]!.hold;
      const mine = r.values.index.get(view.ownTableCard!.value)!;
      let win = 0;
      for (let t = 0; t <= mine; t++) win += hold[t]!;
      if (win >= 1 - 1e-9) return challenge(seat);
      if (win <= 1e-9) return approve(seat);
      return search(r, [{ challenge: false }, { challenge: true }], rng, settings) === 1 ? challenge(seat) : approve(seat);
    }
    // BB-4: cards of the same value and coins are the same play.
    let plays = [...new Map(view.hand.map((c) => [`${c.value}/${c.coins}`, c])).values()];
    if (plays.length > MOST_PLAYS) {
      // The hand is sorted by value: keep the lowest, the highest and evenly spread ones between.
      plays = Array.from({ length: MOST_PLAYS }, (_, i) => plays[Math.round((i * (plays.length - 1)) / (MOST_PLAYS - 1))]!);
    }
    return play(seat, plays[search(r, plays.map((c) => ({ play: c.id })), rng, settings)]!);
  };
}

export const hard: BBBot = hardWith(WEIGHTS, SEARCH);
