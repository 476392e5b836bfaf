/**
 * BluffKing bots. Each is a pure function of the seat's view (the same a person sees) and a
 * random source in [0, 1); none ever reads the machine context.
 *
 * - `random`: uniformly among every legal move (DESIGN: the fuzzing baseline): a lead or a follow
 *   of `legalMoves` (moves.ts) stands for each distinct choice of cards it allows (a multiset: with
 *   two decks, two AS are one choice), a lead for each rank too, and each is one move.
 * - `easy`: plays like a beginner on purpose: leads a random rank it holds, tells big lies, challenges
 *   on a whim, sometimes lets a player go out unchallenged.
 * - `normal`: truthful when it can, small lies now and then; calls impossible claims and players
 *   about to go out; otherwise challenges by a simple rule of thumb.
 * - `hard`: counts cards: its own hand, its own cards in the pile and every card turned up. It calls
 *   every impossible claim and every player about to go out; it weighs other claims by the odds the
 *   claimant held the cards (hypergeometric over the unseen cards) against the pile it would take;
 *   it lies with the cards it will need last (its lone ranks) and prefers small lies.
 */
import { chance, pick, pickWeighted, randomInt, subMultisets, type BotRandom } from '../core/bot-random.js';
import type { Bot, BotSet } from '../core/types.js';
import { isJoker, matchesClaim, RANKS, rankOf, type Card, type Rank } from './cards.js';
import { legalMoves, type CardChoice } from './moves.js';
import type { BluffKingEvent } from './types.js';
import type { BluffKingView } from './view.js';

type BluffKingBot = Bot<BluffKingView, BluffKingEvent>;

/**
 * `n` cards drawn at random from `cards`, one at a time (each a uniform index into what is left).
 * Not `shuffle(…).slice(0, n)`: that draws other numbers, and the bots' games must stay the same.
 */
function sample(rng: BotRandom, cards: readonly Card[], n: number): Card[] {
  const pool = [...cards];
  const out: Card[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(randomInt(rng, 0, pool.length - 1), 1)[0]!);
  return out;
}

function asked(view: BluffKingView) {
  if (view.seat === null || view.prompt === null) throw new Error('A bot was asked to act without a prompt.');
  return { seat: view.seat, prompt: view.prompt };
}

/** Most cards one claim may hold. */
function limit(view: BluffKingView): number {
  return Math.min(view.hand.length, view.maxPlay ?? Infinity);
}

/** The hand's natural cards grouped by rank, most copies first (ties: lower rank first). */
function byRank(hand: readonly Card[]): [Rank, Card[]][] {
  const groups = new Map<Rank, Card[]>();
  for (const card of hand) {
    const rank = rankOf(card);
    if (rank !== null) groups.set(rank, [...(groups.get(rank) ?? []), card]);
  }
  return [...groups].sort((a, b) => b[1].length - a[1].length || RANKS.indexOf(a[0]) - RANKS.indexOf(b[0]));
}

const jokersIn = (cards: readonly Card[]) => cards.filter(isJoker);

/** Cards of a claimed rank (jokers included) that could still be outside this seat's knowledge. */
function matchingUnaccounted(view: BluffKingView, rank: Rank): number {
  const inDecks = view.decks * 6; // four of the rank and two jokers per deck
  const mine = view.hand.filter((c) => matchesClaim(c, rank)).length
    + view.ownPileCards.filter((c) => matchesClaim(c, rank)).length;
  return inDecks - mine;
}

/** Cards in the other hands and the others' cards in the pile: where a claimant's cards came from. */
function unseenInPlay(view: BluffKingView): number {
  const otherHands = view.handSizes.reduce((sum, n, s) => (s === view.seat ? sum : sum + n), 0);
  return otherHands + view.pileSize - view.ownPileCards.length;
}

/** P(a hand of `n` cards drawn from `pool` cards, `good` of them matching, holds ≥ `need` matching). */
function hypergeometricAtLeast(pool: number, good: number, n: number, need: number): number {
  if (need <= 0) return 1;
  if (good < need || n < need) return 0;
  const logChoose = (a: number, b: number) => {
    let s = 0;
    for (let i = 1; i <= b; i++) s += Math.log((a - b + i) / i);
    return s;
  };
  const total = logChoose(pool, n);
  let p = 0;
  for (let k = need; k <= Math.min(good, n); k++) {
    if (n - k > pool - good) continue;
    p += Math.exp(logChoose(good, k) + logChoose(pool - good, n - k) - total);
  }
  return Math.min(1, p);
}

/** The latest claim seen from the asked seat. */
function latestClaim(view: BluffKingView) {
  const claim = view.claims.at(-1)!;
  return { ...claim, handLeft: view.handSizes[claim.seat]!, lead: view.claims.length === 1 };
}

/** A claim no deal could make true: more matching cards than exist outside this seat's sight. */
function impossible(view: BluffKingView): boolean {
  const claim = latestClaim(view);
  return claim.count > matchingUnaccounted(view, claim.rank);
}

/** A lead play: the most numerous rank truthfully, plus up to `lies` lone cards of other ranks. */
function truthfulLead(view: BluffKingView, seat: number, lies: number): BluffKingEvent {
  const groups = byRank(view.hand);
  const jokers = jokersIn(view.hand);
  if (groups.length === 0) return { type: 'PLAY', seat, cards: jokers.slice(0, limit(view)), rank: 'A' };
  const [rank, cards] = groups[0]!;
  // Going out: one rank plus jokers is the whole hand.
  if (groups.length === 1 && view.hand.length <= limit(view)) return { type: 'PLAY', seat, cards: [...view.hand], rank };
  const loners = groups.slice(1).filter(([, g]) => g.length === 1).map(([, g]) => g[0]!).reverse();
  const extra = loners.slice(0, Math.max(0, Math.min(lies, limit(view) - cards.length)));
  return { type: 'PLAY', seat, cards: [...cards.slice(0, limit(view)), ...extra], rank };
}

// ---------------------------------------------------------------------------------------------

/** The distinct card choices of a lead or a follow (sub-multisets of the hand). */
const choicesOf = (choice: CardChoice) => subMultisets(choice.from, choice.min, choice.max);

const random: BluffKingBot = (view, rng) => {
  const moves = legalMoves(view);
  if (moves.length === 0) throw new Error('A bot was asked to act without a prompt.');
  const choices = moves.map((move) => (move.type === 'PLAY' || move.type === 'FOLLOW' ? choicesOf(move.cards) : null));
  // How many legal moves each entry stands for: a lead, each card choice under each rank.
  const counts = moves.map((move, i) => (move.type === 'PLAY' ? choices[i]!.count * move.ranks.length : choices[i]?.count ?? 1));
  const i = pickWeighted(rng, counts);
  const move = moves[i]!;
  switch (move.type) {
    case 'PLAY': return { type: 'PLAY', seat: move.seat, cards: choices[i]!.draw(rng), rank: pick(rng, move.ranks) };
    case 'FOLLOW': return { type: 'FOLLOW', seat: move.seat, cards: choices[i]!.draw(rng) };
    default: return move;
  }
};

const easy: BluffKingBot = (view, rng) => {
  const { seat, prompt } = asked(view);
  switch (prompt.type) {
    case 'lead': {
      const groups = byRank(view.hand);
      if (groups.length === 0) return { type: 'PLAY', seat, cards: [view.hand[0]!], rank: 'A' };
      const [rank, cards] = groups[randomInt(rng, 0, groups.length - 1)]!;
      const lies = chance(rng, 0.35) ? sample(rng, view.hand.filter((c) => !cards.includes(c)), randomInt(rng, 1, 3)) : [];
      return { type: 'PLAY', seat, cards: [...cards, ...lies].slice(0, limit(view)), rank };
    }
    case 'challenge': {
      // A beginner doubts big claims but often lets a player with no cards left get away.
      const claim = latestClaim(view);
      const p = claim.handLeft === 0 ? 0.5 : claim.count >= 3 ? 0.75 : 0.3;
      return chance(rng, p) ? { type: 'CHALLENGE', seat } : { type: 'DECLINE', seat };
    }
    case 'follow': {
      const matching = view.hand.filter((c) => !isJoker(c) && rankOf(c) === prompt.rank);
      if (matching.length > 0 && chance(rng, 0.6)) return { type: 'FOLLOW', seat, cards: matching.slice(0, limit(view)) };
      if (chance(rng, 0.2)) return { type: 'FOLLOW', seat, cards: sample(rng, view.hand, randomInt(rng, 1, Math.min(3, limit(view)))) };
      return { type: 'PASS', seat };
    }
  }
};

const normal: BluffKingBot = (view, rng) => {
  const { seat, prompt } = asked(view);
  switch (prompt.type) {
    case 'lead':
      return truthfulLead(view, seat, chance(rng, 0.25) ? 1 : 0);
    case 'challenge': {
      const claim = latestClaim(view);
      if (claim.handLeft === 0 || impossible(view)) return { type: 'CHALLENGE', seat };
      const mine = view.hand.filter((c) => matchesClaim(c, claim.rank)).length;
      const p = 0.12 + 0.12 * (claim.count - 1) + 0.1 * mine - 0.01 * view.pileSize;
      return chance(rng, p) ? { type: 'CHALLENGE', seat } : { type: 'DECLINE', seat };
    }
    case 'follow': {
      const matching = view.hand.filter((c) => matchesClaim(c, prompt.rank));
      const natural = matching.filter((c) => !isJoker(c));
      if (natural.length > 0 || matching.length === view.hand.length) {
        return { type: 'FOLLOW', seat, cards: (natural.length > 0 && matching.length < view.hand.length ? natural : matching).slice(0, limit(view)) };
      }
      if (chance(rng, 0.25)) return { type: 'FOLLOW', seat, cards: sample(rng, view.hand.filter((c) => !isJoker(c)), 1) };
      return { type: 'PASS', seat };
    }
  }
};

/** How often `seat`'s claims proved true when turned up, with a prior of 3 true in 4. */
function honesty(view: BluffKingView, seat: number): number {
  let shown = 0;
  let truthful = 0;
  for (const entry of view.log) {
    if (entry.type === 'challenge' && entry.claimant === seat) {
      shown++;
      if (entry.truthful) truthful++;
    }
  }
  return (truthful + 3) / (shown + 4);
}

/**
 * Probability the latest claim is true (Bayes): an honest claimant must have held the cards
 * (hypergeometric over the cards in play this seat cannot see, leaving out the matching cards that
 * were claimed in discarded piles); a liar could make any claim.
 */
function chanceTrue(view: BluffKingView): number {
  const claim = latestClaim(view);
  const pool = unseenInPlay(view);
  const good = Math.max(0, matchingUnaccounted(view, claim.rank) - claimedThenDiscarded(view.log, claim.rank));
  const held = hypergeometricAtLeast(pool, Math.min(good, pool), Math.min(claim.handLeft + claim.count, pool), claim.count);
  // A lead chooses its rank among those it holds: far likelier to hold the cards than a follower.
  const plausible = claim.lead ? 1 - (1 - held) ** 6 : held;
  const prior = honesty(view, claim.seat);
  return (prior * plausible) / (prior * plausible + (1 - prior));
}

/**
 * Cards claimed as `rank` in rounds whose pile was discarded (BK-7): most claims are true, so most
 * of these cards are out of the game.
 */
function claimedThenDiscarded(log: BluffKingView['log'], rank: Rank): number {
  let round = 0;
  let total = 0;
  for (const entry of log) {
    if (entry.type === 'claim' && entry.rank === rank) round += entry.count;
    else if (entry.type === 'challenge') round = 0;
    else if (entry.type === 'discard') {
      total += round;
      round = 0;
    }
  }
  return total;
}

const hard: BluffKingBot = (view, rng) => {
  const { seat, prompt } = asked(view);
  const myCards = view.hand.length;
  switch (prompt.type) {
    case 'lead':
      // A lead holder that is caught loses the lead: the arena shows truthful leads win more.
      return truthfulLead(view, seat, 0);
    case 'challenge': {
      const claim = latestClaim(view);
      if (claim.handLeft === 0 || impossible(view)) return { type: 'CHALLENGE', seat };
      const pLie = 1 - chanceTrue(view);
      // Letting the claim stand lets the claimant shed its cards; a wrong call costs the pile, which
      // weighs more the closer this seat is to going out.
      const stake = view.pileSize * (1 + 4 / (myCards + 1)) + 2;
      const urgency = claim.handLeft <= 2 ? 0.2 : claim.handLeft <= 5 ? 0.08 : 0;
      return pLie > 0.6 - claim.count / (2 * stake) - urgency ? { type: 'CHALLENGE', seat } : { type: 'DECLINE', seat };
    }
    case 'follow': {
      const matching = view.hand.filter((c) => matchesClaim(c, prompt.rank));
      const natural = matching.filter((c) => !isJoker(c));
      if (matching.length === myCards && myCards <= limit(view)) return { type: 'FOLLOW', seat, cards: [...view.hand] };
      if (natural.length > 0) return { type: 'FOLLOW', seat, cards: natural.slice(0, limit(view)) };
      const loners = byRank(view.hand).filter(([, g]) => g.length === 1).map(([, g]) => g[0]!);
      // Small lies (one lone card, the kind it would need last) while the pile is small.
      const bluffOdds = 1.5 - view.pileSize * 0.12 - (view.handSizes.some((n, s) => s !== seat && n <= 2) ? 0.6 : 0);
      if (loners.length > 0 && chance(rng, bluffOdds)) return { type: 'FOLLOW', seat, cards: [loners.at(-1)!] };
      return { type: 'PASS', seat };
    }
  }
};

/** The BluffKing bots; `random` is the fuzzing baseline. */
export const bots: BotSet<BluffKingView, BluffKingEvent> = { random, easy, normal, hard };
