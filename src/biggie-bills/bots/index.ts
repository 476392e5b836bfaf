/**
 * BiggieBills$$$ bots. Each is a pure function of the seat's view (the same a person sees) and a
 * random source in [0, 1) (src/core/bot-random.ts); none ever reads the machine context. Their
 * moves come from `legalMoves` (moves.ts), which reads the view's verdicts (from `checkEvent`).
 * This file builds the BotSet and holds `random`, `easy` and `normal`; reasoning.ts what the levels
 * share, hard.ts the `hard` bot.
 *
 * - `random`: uniformly among every legal move (`legalMoves`; at a `keep` prompt, among the
 *   distinct choices of the cards to keep). The fuzzing baseline.
 * - `easy`: a beginner: plays an affordable Growth card at random (each card as likely as another,
 *   whatever the number of teams Acquire a Competitor could target), challenges now and then,
 *   blocks on a coin flip, otherwise ends its turn when it may or skips.
 * - `normal`: greedy: plays the Growth card with the best profit, counting Acquire a Competitor
 *   at its payoff plus 25% of the target's cash (so it acquires only when no other card pays more,
 *   and then the richest team it may), challenges only when it has no Growth card to play, uses free
 *   Flexible Challenges on any target (and, with nothing else worth playing, makes one its whole
 *   turn rather than pay a fine, BG-4), always blocks when it can, exchanges completed duplicates
 *   when it may (BG-14), else skips.
 * - `hard`: weighs every move in $M from what the seat may know (BG-17). A Growth card is worth the
 *   payoff it will really get, less its cost: the later payoff when a rival's copy of the card is
 *   already in play, since that copy completes first (BG-8), and a little less for the risk that a
 *   team still to act (eligible, BG-9, and likely to hold the matching Challenge card among those it
 *   has not seen, or a Bonus card) challenges it. A challenge is worth its penalty (less the risk of
 *   a block, BG-11) plus the harm to the owner, weighted by that team's share of the rivals' chances
 *   (a model from each team's cash and the payoffs it has in play); a card that would win is always
 *   worth stopping, and so is an acquisition aimed at it. Acquire a Competitor is worth its payoff,
 *   25% of the target's cash and the chance of winning gained by taking the target out (BG-6).
 *   Under two-card play it weighs each first action with the best second one the cash left allows;
 *   a free Flexible Challenge is taken whenever it gains anything, and after one with nothing worth
 *   playing it ends its turn for free (BG-4). It blocks when the payoff and penalties at stake are
 *   worth a Block card; when it cannot play anything it exchanges (BG-14) the Growth cards least
 *   likely to become playable (dead, then locked far from play) before any Challenge card, and keeps
 *   "Challenge: Acquire a Competitor" as a defence (also after an acquisition).
 *
 * Every level keeps to the turn rules through the view's verdicts: an exchange only when nothing
 * can be played (BG-14), and before the team's first Growth card a Stage 1 card rather than a skip
 * (BG-5: `skipOrFirstCard`).
 *
 * `easy`, `normal` and `hard` never bankrupt their own team by their own payment (a Growth cost, the
 * exchange fee, the skip fine, the penalty of a challenge they let stand, or a block penalty a
 * challenged team that holds a Bonus card could make them pay) while another legal move does not:
 * a payment that leaves the team at $0 takes it out at once (BG-16), so it can never win the game.
 * Only `random` may.
 */
import type { BotSet } from '../../core/types.js';
import { chance, pick, subMultisets } from '../../core/bot-random.js';
import { growthOf } from '../cards.js';
import { legalMoves } from '../moves.js';
import type { BiggieBillsEvent } from '../types.js';
import type { BiggieBillsView } from '../view.js';
import { hard } from './hard.js';
import {
  asked, blockOrNot, careful, deadGrowth, exchangeWorst, keepBest, skipOrFirstCard, unlocked, type BiggieBillsBot,
} from './reasoning.js';

const random: BiggieBillsBot = (view, rng) => {
  const { seat, prompt } = asked(view);
  if (prompt.type !== 'keep') return pick(rng, legalMoves(view));
  // BG-6: each distinct choice of the cards to keep is one move (two copies of a card are alike).
  const keep = (cards: number[], n: number) => subMultisets(cards, n, n).draw(rng);
  return { type: 'KEEP', seat, growth: keep(view.hand!.growth.map((g) => g.card), prompt.growth), challenge: keep(view.hand!.challenge.map((c) => c.card), prompt.challenge) };
};

const easy: BiggieBillsBot = careful((view, rng) => {
  const { seat, prompt } = asked(view);
  switch (prompt.type) {
    case 'block': return blockOrNot(view, seat, chance(rng, 0.5));
    case 'keep': return keepBest(view, seat, prompt, () => rng(), () => rng());
    case 'turn': {
      const moves = legalMoves(view);
      const of = (type: BiggieBillsEvent['type']) => moves.filter((e) => e.type === type);
      // A card at random, then (Acquire a Competitor) a target at random: an acquisition is no
      // likelier than any other card because it could target several teams.
      const growth = () => {
        const card = pick(rng, [...new Set(of('PLAY_GROWTH').map((e) => (e as Extract<BiggieBillsEvent, { type: 'PLAY_GROWTH' }>).card))]);
        return pick(rng, of('PLAY_GROWTH').filter((e) => e.type === 'PLAY_GROWTH' && e.card === card));
      };
      if (of('PLAY_GROWTH').length > 0 && chance(rng, 0.8)) return growth();
      if (of('PLAY_CHALLENGE').length > 0 && chance(rng, 0.4)) return pick(rng, of('PLAY_CHALLENGE'));
      if (of('PLAY_GROWTH').length > 0) return growth();
      if (of('END_TURN').length > 0) return of('END_TURN')[0]!;
      return skipOrFirstCard(view, seat);
    }
  }
});

const normal: BiggieBillsBot = careful((view, rng) => {
  const { seat, prompt } = asked(view);
  const team = view.teams[seat]!;
  switch (prompt.type) {
    case 'block': return blockOrNot(view, seat, true);
    case 'keep': {
      const open = unlocked(view, seat);
      return keepBest(view, seat, prompt,
        (id) => (team.completed.includes(id) ? -1 : open.has(growthOf(view.tables, id).stage) ? growthOf(view.tables, id).later - growthOf(view.tables, id).cost : 0),
        (id) => growthOf(view.tables, id).penalty);
    }
    case 'turn': {
      const all = legalMoves(view);
      const flex = all.filter((e) => e.type === 'PLAY_FLEX');
      if (flex.length > 0 && prompt.freeLeft > 0) return pick(rng, flex);
      // Every Growth card it can pay for with $10M to spare, by profit; Acquire a Competitor counts
      // its payoff plus 25% of the target's cash (BG-6), and on a tie a plain card goes first.
      const plays = all.flatMap((e) => {
        if (e.type !== 'PLAY_GROWTH') return [];
        const own = view.hand!.growth.find((g) => g.card === e.card)!;
        if (team.cash - own.cost <= 10) return [];
        const prize = e.target === undefined ? 0 : Math.round(view.cash[e.target]! / 4);
        return [{ event: e, profit: own.payoff + prize - own.cost, acquire: e.target !== undefined }];
      }).sort((a, b) => b.profit - a.profit || Number(a.acquire) - Number(b.acquire));
      const challenges = all.filter((e): e is Extract<BiggieBillsEvent, { type: 'PLAY_CHALLENGE' }> => e.type === 'PLAY_CHALLENGE');
      const bestChallenge = challenges.sort((a, b) => growthOf(view.tables, b.card).penalty - growthOf(view.tables, a.card).penalty)[0];
      if (plays[0]) return plays[0].event;
      if (bestChallenge) return bestChallenge;
      if (view.actions!.endTurn.ok) return { type: 'END_TURN', seat };
      const dead = new Set(deadGrowth(view));
      if (view.actions!.exchange.ok && (dead.size > 0 || view.rules.exchangeFee < view.rules.skipFine)) {
        return exchangeWorst(view, seat, (kind, id) => (kind === 'growth' ? (dead.has(id) ? -1000 : -growthOf(view.tables, id).stage) : growthOf(view.tables, id).penalty));
      }
      return skipOrFirstCard(view, seat);
    }
  }
});

/** The BiggieBills$$$ bots; `random` is the fuzzing baseline. */
export const bots: BotSet<BiggieBillsView, BiggieBillsEvent> = { random, easy, normal, hard };
