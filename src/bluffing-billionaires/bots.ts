/**
 * Bluffing Billionaires bots. Each is a pure function of the seat's view (the same a person sees)
 * and a random source in [0, 1); none ever reads the machine context.
 *
 * What decides a game (BB-5, BB-10): most hand cards get played before someone runs out, so the
 * points are the cards still in hand when the shortest hand runs out plus the coins won in
 * challenges. A card is also ammunition: a high table card wins challenges, a low one gives coins
 * away (low cards carry the most coins).
 *
 * - `random`: uniformly among the legal moves (any hand card; approve or challenge, even odds).
 *   The fuzzing baseline.
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
 */
import type { Bot, BotSet, Seat } from '../core/types.js';
import type { AssetCard } from './cards.js';
import type { BluffingBillionairesEvent } from './rules.js';
import type { BluffingBillionairesView } from './view.js';

type BBBot = Bot<BluffingBillionairesView, BluffingBillionairesEvent>;
type BBView = BluffingBillionairesView;
type Random = () => number;

const randomInt = (rng: Random, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const chance = (rng: Random, p: number) => rng() < p;

/** The seat and prompt of a view that asks something. @throws Error when nothing is asked. */
function asked(view: BBView) {
  if (view.seat === null || view.prompt === null) throw new Error('A bot was asked to act without a prompt.');
  return { seat: view.seat, prompt: view.prompt };
}

const play = (seat: Seat, card: AssetCard): BluffingBillionairesEvent => ({ type: 'PLAY', seat, card: card.id });
const approve = (seat: Seat): BluffingBillionairesEvent => ({ type: 'APPROVE', seat });
const challenge = (seat: Seat): BluffingBillionairesEvent => ({ type: 'CHALLENGE', seat });

/** Where a value stands among the deck's values: 0 for the lowest, 1 for the highest. */
function scale(view: BBView): (value: number) => number {
  const values = view.deck.map((c) => c.value);
  const min = Math.min(...values);
  const span = Math.max(...values) - min;
  return (value) => (span === 0 ? 0.5 : (value - min) / span);
}

const byValue = (a: AssetCard, b: AssetCard) => a.value - b.value || b.coins - a.coins || a.id - b.id;

/** Responders other than `seat` to the current play. */
const otherResponders = (view: BBView, seat: Seat) => view.responders.filter((s) => s !== seat);

// ---------------------------------------------------------------------------------------------
// random

const random: BBBot = (view, rng) => {
  const { seat, prompt } = asked(view);
  if (prompt.type === 'play') return play(seat, view.hand[randomInt(rng, 0, view.hand.length - 1)]!);
  return chance(rng, 0.5) ? approve(seat) : challenge(seat);
};

// ---------------------------------------------------------------------------------------------
// easy

/** Whether another seat has a table card, so a play can be challenged (BB-6). */
const anyResponder = (view: BBView, seat: Seat) => view.tableCards.some((has, s) => has && s !== seat);

const easy: BBBot = (view, rng) => {
  const { seat, prompt } = asked(view);
  if (prompt.type === 'play') {
    const sorted = [...view.hand].sort(byValue);
    // A beginner knows the plain plays (a low card when nobody can respond, else a high one) but
    // often grabs a card at random.
    if (chance(rng, 0.2)) return play(seat, sorted[randomInt(rng, 0, sorted.length - 1)]!);
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

// ---------------------------------------------------------------------------------------------
// hard: card counting and expected value

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
interface Dist {
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
function chosen(pool: Dist, lean: number): Dist {
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

const expectation = (d: Dist, f: (value: number, coins: number) => number) => d.values.reduce((sum, v, i) => sum + d.p[i]! * f(v, d.coins[i]!), 0);

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
const shrunk = (xs: readonly number[], prior: number, weight: number) => xs.reduce((a, b) => a + b, prior * weight) / (xs.length + weight);

/** Cards this seat cannot place: the deck minus its hand, table card, discards, bonus piles and face-up discards. */
function unseenCards(view: BBView): AssetCard[] {
  const known = new Set<number>(view.hand.map((c) => c.id));
  if (view.ownTableCard) known.add(view.ownTableCard.id);
  for (const pile of view.discards) for (const slot of pile) if (slot.card) known.add(slot.card.id);
  for (const pile of view.bonus) for (const card of pile) known.add(card.id);
  return view.deck.filter((c) => !known.has(c.id));
}

/** Sum of the `k` highest values. */
function topSum(values: readonly number[], k: number): number {
  if (k <= 0) return 0;
  return [...values].sort((a, b) => b - a).slice(0, k).reduce((a, b) => a + b, 0);
}

/**
 * The game clock (BB-5): how many more cards each seat plays before the game ends, from the hand
 * sizes, the seat whose turn comes next and how many cards each seat loses per turn in challenges
 * (`bleed`). Seat s plays its last card about `k + n (size / (1 + bleed) − 1)` turns from now (k = its
 * place in the order from `next`); the earliest such turn ends the game.
 */
function clock(sizes: readonly number[], next: Seat, bleed: readonly number[]): number[] {
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
interface Reading {
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

function reading(view: BBView, seat: Seat): Reading {
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

const hard: BBBot = (view) => {
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

/** The Bluffing Billionaires bots; `random` is the fuzzing baseline. */
export const bots: BotSet<BluffingBillionairesView, BluffingBillionairesEvent> = { random, easy, normal, hard };
