/**
 * The hard Bluffing Billionaires bot (see bots/index.ts): expected points of each play and of
 * challenging or approving (RULES.md BB-4..BB-10), from what it reads of the view (bots/estimate.ts).
 */
import type { Seat } from '../../core/types.js';
import type { AssetCard } from '../cards.js';
import { chosen, clock, expectation, reading, shrunk, topSum, type Dist, type Reading } from './estimate.js';
import { approve, asked, challenge, otherResponders, play, type BBBot } from './shared.js';

/**
 * This seat's standing from the hands alone (BB-10): the points it keeps in hand at the end minus
 * the (weighted) points the others keep, with `hand` its hand, `sizes` every hand's size and `next`
 * the seat whose turn comes next.
 */
function standing(r: Reading, hand: readonly AssetCard[], sizes: readonly number[], next: Seat): number {
  const plays = clock(sizes, next, r.bleed);
  const values = hand.map((c) => c.value);
  // This seat keeps its best cards after its plays; the others also lose cards in challenges.
  const mine = Math.max(0, sizes[r.seat]! - plays[r.seat]!);
  let value = topSum(values, mine);
  sizes.forEach((size, s) => {
    if (s !== r.seat) value -= r.rival * r.keeper * Math.max(0, size - plays[s]! * (1 + r.bleed[s]!));
  });
  return value;
}

const withSize = (sizes: readonly number[], seat: Seat, delta: number) => sizes.map((n, s) => (s === seat ? Math.max(0, n + delta) : n));

/** Change in standing when a random card leaves this seat's hand (BB-8), plus the coins it gives away. */
function losing(r: Reading, hand: readonly AssetCard[], sizes: readonly number[], next: Seat): number {
  if (hand.length === 0) return 0;
  const now = standing(r, hand, sizes, next);
  const smaller = withSize(sizes, r.seat, -1);
  let total = 0;
  hand.forEach((card, i) => {
    total += standing(r, hand.filter((_, j) => j !== i), smaller, next) - now - r.rival * card.coins;
  });
  return total / hand.length;
}

/** Change in standing when a random card leaves seat `s`'s hand for this seat's bonus pile (BB-8). */
function winning(r: Reading, s: Seat, hand: readonly AssetCard[], sizes: readonly number[], next: Seat): number {
  if (sizes[s] === 0) return 0;
  return standing(r, hand, withSize(sizes, s, -1), next) - standing(r, hand, sizes, next) + r.coins;
}

/** The card an opponent plays when it faces responders, as its revealed plays suggest. */
const playOf = (r: Reading, s: Seat) => chosen(r.pool, shrunk(r.habits[s]!.played, r.w.playLean, 2));

/** An opponent's table card: played facing responders (as its revealed plays), or alone (likely a low card). */
const tableCardOf = (r: Reading, s: Seat) => (r.habits[s]!.lastFaced > 0 ? playOf(r, s) : chosen(r.pool, r.w.aloneLean));

/**
 * P(the opponent challenges | its table card's value): a mix of a fixed rate and a threshold, the
 * threshold set so both challenge as often as it did, the mix by how high its revealed challenge
 * cards were.
 */
function challengeOdds(r: Reading, s: Seat): (value: number) => number {
  const h = r.habits[s]!;
  const rate = (h.challenges + r.w.challengeRate * 2) / (h.challenges + h.approvals + 2);
  let above = 0;
  let threshold = Infinity;
  let topMean = 0;
  for (let i = r.pool.values.length - 1; i >= 0 && above < rate; i--) {
    above += r.pool.p[i]!;
    threshold = r.pool.values[i]!;
    topMean += r.pool.p[i]! * r.at(r.pool.values[i]!);
  }
  const pure = above > 0 ? topMean / above : 1;
  const seen = shrunk(h.challengedWith, r.w.challengeLean, 2);
  const purity = pure > 0.5 ? Math.min(1, Math.max(0, (seen - 0.5) / (pure - 0.5))) : 0;
  return (value) => (1 - purity) * rate + purity * (value >= threshold ? 1 : 0);
}

/** An opponent's table card as the hard bot sees it: what it may be and when it is used. */
interface Threat {
  s: Seat;
  dist: Dist;
  odds: (value: number) => number;
}

const threatOf = (r: Reading, s: Seat, dist = tableCardOf(r, s)): Threat => ({ s, dist, odds: challengeOdds(r, s) });

/** P(the opponent challenges now), over what its table card may be. */
const challengeChance = (r: Reading, s: Seat) => expectation(tableCardOf(r, s), challengeOdds(r, s));

/** Table cards of the seats in `table` other than this one and `except`, as threats. */
const threatsAt = (r: Reading, table: readonly boolean[], except: Seat) =>
  table.flatMap((has, s) => (has && s !== r.seat && s !== except ? [threatOf(r, s)] : []));

/** Chances that `t` challenges `card` and wins (`lose`) or loses (`win`), with the coins of its card when it loses. */
function against(t: Threat, card: AssetCard) {
  let lose = 0;
  let win = 0;
  let winCoins = 0;
  t.dist.values.forEach((v, i) => {
    const pc = t.dist.p[i]! * t.odds(v);
    if (v >= card.value) lose += pc;
    else {
      win += pc;
      winCoins += pc * t.dist.coins[i]!;
    }
  });
  return { s: t.s, lose, win, winCoins: win > 0 ? winCoins / win : 0 };
}

/**
 * The value of playing `card` from `hand` against these table cards (BB-4, BB-7, BB-8): the
 * standing after the play, and each challenge it may win or lose (the lone challenger's card, or
 * this one, goes to the winner's bonus pile).
 */
function playValue(r: Reading, card: AssetCard, hand: readonly AssetCard[], threats: readonly Threat[]) {
  const rest = hand.filter((c) => c.id !== card.id);
  const sizes = r.view.handSizes.map((n, s) => (s === r.seat ? rest.length : n));
  const next = (r.seat + 1) % r.view.players;
  let score = standing(r, rest, sizes, next);
  const outcomes = threats.map((t) => against(t, card));
  const lost = losing(r, rest, sizes, next);
  let unchallenged = 1;
  for (const o of outcomes) {
    unchallenged *= 1 - o.lose - o.win;
    const alone = outcomes.reduce((p, x) => (x.s === o.s ? p : p * (1 - x.lose - x.win)), 1);
    score += o.win * (winning(r, o.s, rest, sizes, next) + alone * o.winCoins);
    score += o.lose * (lost - r.rival * alone * card.coins);
  }
  return { score, rest, unchallenged };
}

/** The best value of a play from `hand` against these table cards. */
const bestPlayValue = (r: Reading, hand: readonly AssetCard[], threats: readonly Threat[]) =>
  Math.max(...hand.map((card) => playValue(r, card, hand, threats).score));

/** How much seat `s`'s table card (`dist`) would cost this seat at its next play: what removing it is worth. */
function threatCost(r: Reading, s: Seat, dist: Dist, hand: readonly AssetCard[], table: readonly boolean[]): number {
  if (hand.length <= 1) return 0;
  const others = threatsAt(r, table, s);
  return Math.max(0, bestPlayValue(r, hand, others) - bestPlayValue(r, hand, [...others, threatOf(r, s, dist)]));
}

/**
 * Expected gain of challenging `active`'s play with table card `mine` (BB-7, BB-8), holding `hand`
 * with hand sizes `sizes`: win when the active card is not higher; the lone challenger also takes
 * the loser's revealed card.
 */
function challengeValue(r: Reading, active: Seat, mine: AssetCard, others: readonly Seat[], hand: readonly AssetCard[], sizes: readonly number[]): number {
  const play = playOf(r, active);
  let win = 0;
  let capturedCoins = 0; // E[coins of the active card, when it loses]
  play.values.forEach((v, i) => {
    if (v <= mine.value) {
      win += play.p[i]!;
      capturedCoins += play.p[i]! * play.coins[i]!;
    }
  });
  const alone = others.reduce((p, o) => p * (1 - challengeChance(r, o)), 1);
  const next = (active + 1) % r.view.players;
  return win * winning(r, active, hand, sizes, next) + alone * capturedCoins
    + (1 - win) * (losing(r, hand, sizes, next) - r.rival * alone * mine.coins);
}

/**
 * The best later chance to challenge with `mine` among the plays after `after`'s and before this
 * seat's next turn (each of those players will have played a card by then).
 */
function laterValue(r: Reading, after: Seat, mine: AssetCard, hand: readonly AssetCard[], sizes: readonly number[]): number {
  const n = r.view.players;
  let best = 0;
  let later = [...sizes];
  for (let s = (after + 1) % n; s !== r.seat; s = (s + 1) % n) {
    if (later[s] === 0) break; // BB-5: the game ends at this turn
    later = withSize(later, s, -1);
    const others = r.view.tableCards.flatMap((has, o) => (has && o !== s && o !== r.seat ? [o] : []));
    best = Math.max(best, challengeValue(r, s, mine, others, hand, later));
  }
  return best;
}

export const hard: BBBot = (view) => {
  const { seat, prompt } = asked(view);
  const r = reading(view, seat);

  if (prompt.type === 'respond') {
    const mine = view.ownTableCard!;
    // BB-7: the active card must be strictly higher, so the deck's top value cannot lose.
    if (mine.value >= Math.max(...view.deck.map((c) => c.value))) return challenge(seat);
    const active = prompt.active;
    const others = otherResponders(view, seat);
    const alone = others.reduce((p, o) => p * (1 - challengeChance(r, o)), 1);
    // A challenge turns the active card up either way: it no longer threatens this seat's next play.
    const table = view.tableCards.map((has, s) => has && s !== seat);
    const gain = challengeValue(r, active, mine, others, view.hand, view.handSizes)
      + r.w.threat * alone * threatCost(r, active, playOf(r, active), view.hand, table);
    return gain > 0 ? challenge(seat) : approve(seat);
  }

  // Play: weigh every card in hand.
  if (view.hand.length === 1) return play(seat, view.hand[0]!); // BB-5: the last card ends the game
  const threats = threatsAt(r, view.tableCards, seat);
  let choice = view.hand[0]!;
  let bestScore = -Infinity;
  for (const card of view.hand) {
    const { score, rest, unchallenged } = playValue(r, card, view.hand, threats);
    const sizes = withSize(view.handSizes, seat, -1);
    const total = score + r.w.later * unchallenged * laterValue(r, seat, card, rest, sizes);
    if (total > bestScore) {
      bestScore = total;
      choice = card;
    }
  }
  return play(seat, choice);
};
