/**
 * The hypotheses the hard Bluffing Billionaires bot reads each opponent by (the reading itself,
 * by Bayes' rule over the public log, is bots/estimate.ts; its header explains them), their
 * priors (`WEIGHTS`), and what each predicts: the card a way of picking plays from a hand model
 * (`pickDist`, `played`; RULES.md BB-4, BB-6), and the chance of a challenge with each table card
 * under each challenge hypothesis (`challengeTable`, BB-6). Values are indices into the deck's
 * distinct values (BB-1).
 */

/**
 * The hard bot's priors, set by playing it against the other levels and against fixed strategies
 * (4 players: three normal bots, three random bots).
 */
export const WEIGHTS = {
  /** Prior of each way to pick a card facing responders: highest, any, lowest. */
  facing: [0.45, 0.4, 0.15],
  /** The same when nobody can respond. */
  alone: [0.15, 0.4, 0.45],
  /** A card picked outside the hypothesis: its weight, so no hypothesis is ever ruled out for good. */
  slip: 0.05,
  /** Share of the prior on challenging at a fixed rate (the rest: on thresholds), and the rates. */
  flat: 0.5,
  rates: [0.03, 0.2, 0.4, 0.5, 0.6, 0.8, 0.97],
  /** Chance a threshold challenger does the opposite of its rule. */
  lapse: 0.04,
  /** Prior of the player who picks any card and challenges at the rate nearest 1/2 (the rest goes to the grid). */
  uniform: 0.3,
  /** Prior that all opponents at the table play one same way (`pool` in bots/estimate.ts). */
  alike: 0.8,
};

export type Weights = typeof WEIGHTS;

/** Ways to pick a card: the highest in hand, any card, the lowest. */
export const HIGH = 0;
export const ANY = 1;
export const LOW = 2;
/** Pairs (style facing responders, style alone): index facing * 3 + alone. */
export const PAIRS = 9;

/** Fields of a hand model (`Opponent.hand` in bots/estimate.ts, one row per pair; see `pickDist`). */
export const N = 0;
export const F = 1;
export const B = 2;
export const LO = 3;
export const HI = 4;
export const STATE = 5;

/** Challenge hypotheses: the fixed rates, then thresholds at value indices 1..K-1. */
export function challengeTable(K: number, w: Weights): { pc: Float64Array; prior: Float64Array; hyps: number } {
  const rates = w.rates;
  const hyps = rates.length + Math.max(0, K - 1);
  const pc = new Float64Array(hyps * K);
  const prior = new Float64Array(hyps);
  rates.forEach((rate, h) => {
    prior[h] = w.flat / rates.length;
    pc.fill(rate, h * K, (h + 1) * K);
  });
  for (let k = 1; k < K; k++) {
    const h = rates.length + k - 1;
    prior[h] = (1 - w.flat) / (K - 1);
    for (let t = 0; t < K; t++) pc[h * K + t] = t >= k ? 1 - w.lapse : w.lapse;
  }
  return { pc, prior, hyps };
}

/**
 * The distribution (by value index, into `out`) of the card a player picks with `style` from the
 * hand of model row `row` of `hand` (see `Opponent.hand`) over `pool` (counts per value index),
 * mixed with weight `slip` with a plain draw from the pool. Draws are taken as independent: the
 * r-th lowest of n cards is at most x when at least r of the n are (a binomial tail).
 */
export function pickDist(out: Float64Array, pool: Float64Array, style: number, hand: Int32Array, row: number, slip: number): void {
  const K = pool.length;
  const lo = hand[row + LO]!;
  const hi = hand[row + HI]!;
  let total = 0;
  let inside = 0;
  for (let t = 0; t < K; t++) {
    total += pool[t]!;
    if (t >= lo && t <= hi) inside += pool[t]!;
  }
  if (total <= 0) {
    out.fill(1 / K);
    return;
  }
  const useLo = inside > 0 ? lo : 0;
  const useHi = inside > 0 ? hi : K - 1;
  const mass = inside > 0 ? inside : total;
  const n = Math.max(1, hand[row + N]!);
  const top = hand[row + F]!;
  const bottom = hand[row + B]!;
  const left = Math.max(1, n - top - bottom);
  // The rank picked (1 = lowest) for the highest and the lowest card; any card averages the ranks left.
  const rank = style === HIGH ? Math.max(1, n - top) : Math.min(n, bottom + 1);
  let cdf = 0;
  let before = 0;
  for (let t = 0; t < K; t++) {
    if (t >= useLo && t <= useHi) cdf += pool[t]! / mass;
    const p = Math.min(1, cdf);
    let at: number;
    if (p >= 1) at = 1;
    else if (p <= 0) at = 0;
    else {
      // P(X ≤ t) over j = how many of the n draws are ≤ t: binomial(n, p).
      let pmf = (1 - p) ** n;
      const ratio = p / (1 - p);
      at = 0;
      for (let j = 0; j <= n; j++) {
        if (style === HIGH || style === LOW) {
          if (j >= rank) at += pmf;
        } else at += (pmf * Math.min(left, Math.max(0, j - bottom))) / left;
        pmf *= ((n - j) / (j + 1)) * ratio;
      }
    }
    out[t] = (1 - slip) * Math.max(0, at - before) + (slip * pool[t]!) / total;
    before = Math.max(before, at);
  }
}

/** A play in `style` leaves the hand model of every row one card smaller (see `Opponent.hand`). */
export function played(hand: Int32Array, row: number, style: number): void {
  if (hand[row + N]! - hand[row + F]! - hand[row + B]! <= 0) return;
  if (style === HIGH) hand[row + F]!++;
  else if (style === LOW) hand[row + B]!++;
  else hand[row + N]!--;
}

export const styleOf = (pair: number, facing: boolean) => (facing ? Math.floor(pair / 3) : pair % 3);
