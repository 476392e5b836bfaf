/**
 * What the hard Bluffing Billionaires bot (bots/hard.ts) reads from a view: its weights, the cards
 * it cannot place as a distribution over values, each opponent's habits from the public log
 * (RULES.md BB-11: public facts only), and the game clock (BB-5).
 */
import type { Seat } from '../../core/types.js';
import type { AssetCard } from '../cards.js';
import { scale, type BBView } from './shared.js';

/**
 * The hard bot's priors and weights, set by playing it against the other levels (every seating
 * order) and against a few fixed strategies (always the highest card, always the lowest,
 * dump-low-else-high) at 2–6 players. Head to head some differ (`HEAD_TO_HEAD`).
 */
const WEIGHTS = {
  /** Prior: cards a seat loses from hand per turn in challenges (weight: 2 turns). */
  bleed: 0.4,
  /** How much one point of a rival counts against one of this seat's, times the player count (2 players: 1). */
  rivals: 1,
  /** Prior lean (see `chosen`) of a card played facing responders, and of one played alone. */
  playLean: 0.78,
  aloneLean: 0.5,
  /** Lean of the cards an opponent keeps to the end (it keeps its better ones). */
  keeperLean: 0.57,
  /** Prior challenge rate (weight: 2 responses) and prior lean of the cards challenged with. */
  challengeRate: 0.25,
  challengeLean: 0.8,
  /**
   * Weight of the table card left behind, for the challenges it may make before this seat's next
   * turn (at a bigger table the others mostly play around it).
   */
  later: 0.1,
  /** Weight of turning the active card up: it then no longer threatens this seat's next play. */
  threat: 0.7,
};

/** Two players: the table card always answers the other's next play, and every threat is the only one. */
const HEAD_TO_HEAD: Partial<typeof WEIGHTS> = { playLean: 0.72, later: 1, threat: 1 };

/** A distribution over card values: values ascending, their probabilities and mean coins. */
export interface Dist {
  values: number[];
  p: number[];
  coins: number[];
}

/** The cards as a uniform draw, grouped by value. */
function poolOf(cards: readonly AssetCard[]): Dist {
  const groups = new Map<number, { n: number; coins: number }>();
  for (const c of cards) {
    const g = groups.get(c.value) ?? { n: 0, coins: 0 };
    groups.set(c.value, { n: g.n + 1, coins: g.coins + c.coins });
  }
  const values = [...groups.keys()].sort((a, b) => a - b);
  return {
    values,
    p: values.map((v) => groups.get(v)!.n / cards.length),
    coins: values.map((v) => groups.get(v)!.coins / groups.get(v)!.n),
  };
}

/**
 * The card a player picks from a hand of random cards of `pool`, as a distribution: with `lean`
 * ≥ 0.5 the highest of m cards, m = lean / (1 − lean); below 0.5 the lowest of m = (1 − lean) / lean.
 * (The expected quantile of the highest of m uniform draws is m / (m + 1).)
 */
export function chosen(pool: Dist, lean: number): Dist {
  const high = lean >= 0.5;
  const m = Math.min(8, high ? lean / (1 - lean) : (1 - lean) / lean);
  let below = 0;
  const p = pool.p.map((q) => {
    const before = below;
    below += q;
    return high ? below ** m - before ** m : (1 - before) ** m - Math.max(0, 1 - below) ** m;
  });
  return { ...pool, p };
}

export const expectation = (d: Dist, f: (value: number, coins: number) => number) => d.values.reduce((sum, v, i) => sum + d.p[i]! * f(v, d.coins[i]!), 0);

/** What one opponent has shown so far, read from the public log. */
interface Habits {
  /** Normalised values (0..1) of its plays turned up in challenges (it faced responders then). */
  played: number[];
  /** Normalised values of the table cards it challenged with. */
  challengedWith: number[];
  challenges: number;
  approvals: number;
  /** How many responders faced its latest play (the table card it holds now, if any). */
  lastFaced: number;
}

function readHabits(view: BBView, at: (value: number) => number): Habits[] {
  const habits = Array.from({ length: view.players }, (): Habits => ({ played: [], challengedWith: [], challenges: 0, approvals: 0, lastFaced: 0 }));
  for (const entry of view.log) {
    if (entry.type === 'play') habits[entry.seat]!.lastFaced = entry.responders.length;
    else if (entry.type === 'responses') {
      for (const s of entry.challengers) habits[s]!.challenges++;
      for (const s of entry.approved) habits[s]!.approvals++;
    } else if (entry.type === 'challenge') {
      habits[entry.seat]!.played.push(at(entry.card.value));
      for (const r of entry.results) habits[r.challenger]!.challengedWith.push(at(r.card.value));
    }
  }
  return habits;
}

/** A mean with `weight` pseudo-observations of `prior`. */
export const shrunk = (xs: readonly number[], prior: number, weight: number) => xs.reduce((a, b) => a + b, prior * weight) / (xs.length + weight);

/** Cards this seat cannot place: the deck minus its hand, table card, discards, bonus piles and face-up discards. */
function unseenCards(view: BBView): AssetCard[] {
  const known = new Set<number>(view.hand.map((c) => c.id));
  if (view.ownTableCard) known.add(view.ownTableCard.id);
  for (const pile of view.discards) for (const slot of pile) if (slot.card) known.add(slot.card.id);
  for (const pile of view.bonus) for (const card of pile) known.add(card.id);
  return view.deck.filter((c) => !known.has(c.id));
}

/** Sum of the `k` highest values. */
export function topSum(values: readonly number[], k: number): number {
  if (k <= 0) return 0;
  return [...values].sort((a, b) => b - a).slice(0, k).reduce((a, b) => a + b, 0);
}

/**
 * The game clock (BB-5): how many more cards each seat plays before the game ends, from the hand
 * sizes, the seat whose turn comes next and how many cards each seat loses per turn in challenges
 * (`bleed`). Seat s plays its last card about `k + n (size / (1 + bleed) − 1)` turns from now (k = its
 * place in the order from `next`); the earliest such turn ends the game.
 */
export function clock(sizes: readonly number[], next: Seat, bleed: readonly number[]): number[] {
  const n = sizes.length;
  let end = Infinity;
  sizes.forEach((size, s) => {
    const k = (s - next + n) % n;
    end = Math.min(end, size === 0 ? k - 1 : k + n * (Math.ceil(size / (1 + bleed[s]!)) - 1));
  });
  return sizes.map((_, s) => {
    const k = (s - next + n) % n;
    return k > end ? 0 : Math.floor((end - k) / n) + 1;
  });
}

/** Everything the hard bot reads from a view once per decision. */
export interface Reading {
  view: BBView;
  seat: Seat;
  at: (value: number) => number;
  habits: Habits[];
  pool: Dist;
  /** How much an opponent's point counts against one of this seat's (all of it head to head). */
  rival: number;
  /** Mean coins of an unseen card: what a card taken from an opponent's hand is worth in a bonus pile. */
  coins: number;
  /** What a card an opponent keeps to the end is likely worth (it keeps its best). */
  keeper: number;
  /** Cards each seat has lost from hand per turn so far (with a prior): its expected loss per turn to come. */
  bleed: number[];
  /** The weights for this table size. */
  w: typeof WEIGHTS;
}

export function reading(view: BBView, seat: Seat): Reading {
  const at = scale(view);
  const pool = poolOf(unseenCards(view));
  const w = view.players === 2 ? { ...WEIGHTS, ...HEAD_TO_HEAD } : WEIGHTS;
  return {
    view, seat, at, pool, w,
    habits: readHabits(view, at),
    rival: view.players === 2 ? 1 : w.rivals / view.players,
    coins: expectation(pool, (_, coins) => coins),
    keeper: expectation(chosen(pool, w.keeperLean), (v) => v),
    bleed: bleeding(view, w.bleed),
  };
}

/** Cards each seat lost from hand per turn it played, with a prior of `prior` over 2 turns. */
function bleeding(view: BBView, prior: number): number[] {
  const lost = Array<number>(view.players).fill(0);
  const turns = Array<number>(view.players).fill(0);
  for (const entry of view.log) {
    if (entry.type === 'play') turns[entry.seat]!++;
    else if (entry.type === 'challenge') for (const r of entry.results) if (r.taken) lost[r.loser]!++;
  }
  return lost.map((n, s) => (n + prior * 2) / (turns[s]! + 2));
}
