/**
 * What the hard Bluffing Billionaires bot (bots/hard.ts) reads from a view: the cards it cannot
 * place and each opponent's habits inferred from the public log. It reads public facts and its own
 * cards only (RULES.md BB-11): hand sizes, who has a table card, bonus piles, face-up discards,
 * its own face-down discards and the log (plays, responses, challenges).
 *
 * Opponents are read by Bayes' rule over a small set of hypotheses (bots/models.ts), jointly per
 * opponent:
 * - how it picks the card it plays, once when it faces responders and once when it plays alone
 *   (BB-6): its highest card, its lowest or any card (3 × 3 pairs). Hands never grow (BB-2), so
 *   under "highest" its f-th play facing responders is about the f-th highest card of the hand it
 *   was dealt (an order statistic of the cards it could have been dealt), under "lowest" the
 *   same from below. A card turned up in a challenge (BB-7) is evidence, and under "highest" it
 *   also caps the rest of that hand (none left in it is higher), under "lowest" it is a floor.
 * - when it challenges: at a fixed rate whatever its table card, or whenever its table card is at
 *   least some value (a threshold). Challenges show the card they were made with; approvals show
 *   nothing, but make low cards likelier under a threshold, so each approval made with a table
 *   card is weighed against what that card may be.
 * - one joint hypothesis of its own: a player who picks any card and challenges at even odds, the
 *   way the `random` level plays (and a newcomer might). Its cards and challenges carry nothing to
 *   read, so a prior spread over the grid above would find it only late in a game: close to a
 *   third of the prior sits on it from the start (`uniform`), and the log moves it away within a
 *   round or two from a player who keeps playing its highest card or challenges only with high ones.
 * Then the readings are pooled across the table (`pool`): beside "each opponent plays its own
 * way", the hypothesis that they all play the same way (bots of one level, say) is weighed by how
 * well one shared way explains all of them. At a table of three alike the evidence of the three
 * counts for each, so they are read sooner (three random bots, seen from the fourth seat: about
 * 0.55 on "random" in the second round, against 0.41 when each is read alone; three normal bots:
 * 0.04, against 0.16); at a mixed table the shared way explains them badly and drops out.
 * The opponent's current table card is then a distribution over values, conditioned on every
 * approval already made with it. Values are handled by index into the deck's distinct values, so a
 * host's deck (BB-1) works as the standard one. The cost grows with the log, the hand sizes and
 * the number of distinct values (about a tenth of a millisecond for the standard deck).
 */
import type { Seat } from '../../core/types.js';
import {
  ANY, B, challengeTable, F, HI, HIGH, LO, N, PAIRS, pickDist, played, STATE, styleOf, WEIGHTS, type Weights,
} from './models.js';
import type { BBView } from './shared.js';

/** The deck's distinct values, ascending, and where each value stands among them. */
export interface Values {
  vals: number[];
  index: Map<number, number>;
}

function valuesOf(view: BBView): Values {
  const vals = [...new Set(view.deck.map((c) => c.value))].sort((a, b) => a - b);
  return { vals, index: new Map(vals.map((v, i) => [v, i])) };
}

/** A table card's story: whether it faced responders, the approvals made with it, each pair's hand model when it was played. */
interface Epoch {
  facing: boolean;
  approvals: number;
  hand: Int32Array;
}

/** One opponent as read from the log. */
export interface Opponent {
  seat: Seat;
  /** Joint posterior over (pair, challenge hypothesis), index pair * hyps + hyp. */
  post: Float64Array;
  /**
   * Per pair (rows of STATE): its hand as the cards of ranks b+1..N−f of N cards drawn from the
   * pool between value indices lo and hi (the top f and bottom b already played).
   */
  hand: Int32Array;
  /** The story of its current table card, or null when it has none. */
  epoch: Epoch | null;
  /** P(it holds value index t as table card), given the approvals made with it; all 0 without a table card. */
  hold: Float64Array;
}

/** Everything the hard bot reads from a view once per decision. */
export interface Reading {
  view: BBView;
  seat: Seat;
  values: Values;
  /** How many distinct values the deck has. */
  K: number;
  /** Unseen cards per value index. */
  unseen: Float64Array;
  /** Opponents by seat (undefined at this seat). */
  opp: (Opponent | undefined)[];
  /** P(challenge | table card value index t, hypothesis h) at `pc[h * K + t]`, for `hyps` hypotheses. */
  pc: Float64Array;
  hyps: number;
}

/** Cards this seat cannot place, per value index. */
function unseenCards(view: BBView, values: Values): Float64Array {
  const known = new Set<number>(view.hand.map((c) => c.id));
  if (view.ownTableCard) known.add(view.ownTableCard.id);
  for (const pile of view.discards) for (const slot of pile) if (slot.card) known.add(slot.card.id);
  for (const pile of view.bonus) for (const card of pile) known.add(card.id);
  const counts = new Float64Array(values.vals.length);
  for (const c of view.deck) if (!known.has(c.id)) counts[values.index.get(c.value)!]!++;
  return counts;
}

/**
 * Cards that could have been dealt to the others, per value index: the deck minus every card this
 * seat was dealt (its hand, table card, discard pile, and cards taken from it in challenges).
 */
function othersPool(view: BBView, seat: Seat, values: Values): Float64Array {
  const mine = new Set<number>(view.hand.map((c) => c.id));
  if (view.ownTableCard) mine.add(view.ownTableCard.id);
  for (const slot of view.discards[seat]!) if (slot.card) mine.add(slot.card.id);
  for (const entry of view.log) {
    if (entry.type !== 'challenge') continue;
    for (const r of entry.results) if (r.loser === seat && r.taken) mine.add(r.taken.id);
    if (entry.captured && entry.capturedBy !== seat && entry.results[0]!.loser === seat) mine.add(entry.captured.id);
  }
  const pool = new Float64Array(values.vals.length);
  for (const c of view.deck) if (!mine.has(c.id)) pool[values.index.get(c.value)!]!++;
  return pool;
}

/** Multiplies every (pair, hypothesis) weight by `like(pair, hyp)` and normalises. */
function update(o: Opponent, hyps: number, like: (pair: number, hyp: number) => number): void {
  let sum = 0;
  for (let pair = 0; pair < PAIRS; pair++) {
    for (let h = 0; h < hyps; h++) {
      const i = pair * hyps + h;
      if (o.post[i] === 0) continue;
      o.post[i]! *= like(pair, h);
      sum += o.post[i]!;
    }
  }
  if (sum > 0 && Number.isFinite(sum)) for (let i = 0; i < o.post.length; i++) o.post[i]! /= sum;
}

/**
 * Reads the view for seat `seat`: the unseen cards, every opponent's posterior (one pass over the
 * log) and its current table card.
 */
export function reading(view: BBView, seat: Seat, w: Weights = WEIGHTS): Reading {
  const values = valuesOf(view);
  const K = values.vals.length;
  const n = view.players;
  const unseen = unseenCards(view, values);
  const pool0 = othersPool(view, seat, values);
  const { pc, prior, hyps } = challengeTable(K, w);
  const pairPrior = (pair: number) => w.facing[Math.floor(pair / 3)]! * w.alone[pair % 3]!;
  // The prior of each (pair, hypothesis) cell: the grid, and `uniform` on (any card, any card, the rate nearest 1/2).
  const cellPrior = new Float64Array(PAIRS * hyps);
  for (let pair = 0; pair < PAIRS; pair++) for (let h = 0; h < hyps; h++) cellPrior[pair * hyps + h] = (1 - w.uniform) * pairPrior(pair) * prior[h]!;
  let even = 0;
  w.rates.forEach((rate, h) => {
    if (Math.abs(rate - 0.5) < Math.abs(w.rates[even]! - 0.5)) even = h;
  });
  cellPrior[(ANY * 3 + ANY) * hyps + even]! += w.uniform;

  const opp: (Opponent | undefined)[] = Array.from({ length: n }, (_, s) => {
    if (s === seat) return undefined;
    return {
      seat: s, post: cellPrior.slice(), hand: new Int32Array(PAIRS * STATE), epoch: null,
      hold: new Float64Array(K),
    };
  });

  const dist = new Float64Array(K);
  /** Per pair (rows of K), the distribution of an epoch's card under the pair's style and hand model, from the deal's pool. */
  const dists = new Float64Array(PAIRS * K);
  const epochDists = (epoch: Epoch) => {
    for (let pair = 0; pair < PAIRS; pair++) {
      pickDist(dist, pool0, styleOf(pair, epoch.facing), epoch.hand, pair * STATE, w.slip);
      dists.set(dist, pair * K);
    }
  };
  /**
   * The epoch ends with its card turned up as `t` (a challenger's when `challenged`); `left` is the
   * opponent's hand size now. Under "highest" no card left in hand is above it, under "lowest" none below.
   */
  const revealed = (o: Opponent, epoch: Epoch, t: number, challenged: boolean, left: number) => {
    epochDists(epoch);
    const a = epoch.approvals;
    update(o, hyps, (pair, h) => {
      let like = dists[pair * K + t]!;
      if (challenged) {
        const p = pc[h * K + t]!;
        like *= (a === 0 ? 1 : (1 - p) ** a) * p;
      }
      return like;
    });
    for (let pair = 0; pair < PAIRS; pair++) {
      const style = styleOf(pair, epoch.facing);
      if (style === ANY) continue;
      const row = pair * STATE;
      const hand = o.hand;
      if (style === HIGH) hand[row + HI] = Math.max(hand[row + LO]!, Math.min(hand[row + HI]!, t));
      else hand[row + LO] = Math.min(hand[row + HI]!, Math.max(hand[row + LO]!, t));
      hand[row + N] = left;
      hand[row + F] = 0;
      hand[row + B] = 0;
    }
  };
  /** Per pair, P(card below value index k) for k = 0..K (rows of K + 1), of the epoch's dists. */
  const below = new Float64Array(PAIRS * (K + 1));
  /**
   * The epoch ends unseen (its card went face down, BB-4): only its approvals tell something. At a
   * fixed rate they are as likely whatever the card; under a threshold, by the chance the card was below it.
   */
  const unrevealed = (o: Opponent, epoch: Epoch) => {
    const a = epoch.approvals;
    if (a === 0) return;
    epochDists(epoch);
    for (let pair = 0; pair < PAIRS; pair++) {
      let sum = 0;
      below[pair * (K + 1)] = 0;
      for (let t = 0; t < K; t++) below[pair * (K + 1) + t + 1] = sum += dists[pair * K + t]!;
    }
    const stay = (1 - w.lapse) ** a;
    const slip = w.lapse ** a;
    const rates = w.rates.map((rate) => (1 - rate) ** a);
    update(o, hyps, (pair, h) => {
      if (h < rates.length) return rates[h]!;
      const cdf = below[pair * (K + 1) + h - rates.length + 1]!;
      return stay * cdf + slip * (1 - cdf);
    });
  };

  const sizes: number[] = Array(n).fill(0);
  for (const entry of view.log) {
    if (entry.type === 'deal') {
      entry.handSizes.forEach((size, s) => {
        sizes[s] = size;
        const o = opp[s];
        if (o) for (let row = 0; row < PAIRS * STATE; row += STATE) o.hand.set([size, 0, 0, 0, K - 1], row);
      });
    } else if (entry.type === 'play') {
      const o = opp[entry.seat];
      if (o) {
        if (o.epoch) unrevealed(o, o.epoch);
        const facing = entry.responders.length > 0;
        o.epoch = { facing, approvals: 0, hand: o.hand.slice() };
        for (let pair = 0; pair < PAIRS; pair++) played(o.hand, pair * STATE, styleOf(pair, facing));
      }
      sizes[entry.seat]!--;
    } else if (entry.type === 'responses') {
      for (const s of entry.approved) {
        const o = opp[s];
        if (o?.epoch) o.epoch.approvals++;
      }
    } else if (entry.type === 'challenge') {
      // Cards taken first: a hand model after the challenge is the hand left.
      for (const r of entry.results) {
        if (!r.taken) continue;
        sizes[r.loser]!--;
        const o = opp[r.loser];
        if (o) for (let row = 0; row < PAIRS * STATE; row += STATE) if (o.hand[row + N]! - o.hand[row + F]! - o.hand[row + B]! > 0) o.hand[row + N]!--;
      }
      const active = opp[entry.seat];
      if (active?.epoch) revealed(active, active.epoch, values.index.get(entry.card.value)!, false, sizes[entry.seat]!);
      if (active) active.epoch = null;
      for (const r of entry.results) {
        const o = opp[r.challenger];
        if (o?.epoch) revealed(o, o.epoch, values.index.get(r.card.value)!, true, sizes[r.challenger]!);
        if (o) o.epoch = null;
      }
    }
  }

  pool(opp, w.alike, cellPrior);

  // Each opponent's table card now, conditioned on the approvals made with it.
  for (const o of opp) {
    if (!o?.epoch || !view.tableCards[o.seat]) continue;
    const a = o.epoch.approvals;
    const stay = (1 - w.lapse) ** a;
    const lapsed = w.lapse ** a;
    for (let pair = 0; pair < PAIRS; pair++) {
      pickDist(dist, unseen, styleOf(pair, o.epoch.facing), o.epoch.hand, pair * STATE, w.slip);
      for (let h = 0; h < hyps; h++) {
        const weight = o.post[pair * hyps + h]!;
        if (weight < 1e-7) continue;
        if (h < w.rates.length) {
          const f = weight * (1 - w.rates[h]!) ** a;
          for (let t = 0; t < K; t++) o.hold[t]! += f * dist[t]!;
        } else {
          // A threshold at value index k: approvals made with a card at or above it were lapses.
          const k = h - w.rates.length + 1;
          for (let t = 0; t < K; t++) o.hold[t]! += weight * dist[t]! * (t >= k ? lapsed : stay);
        }
      }
    }
    let total = 0;
    for (let t = 0; t < K; t++) total += o.hold[t]!;
    if (total > 0) for (let t = 0; t < K; t++) o.hold[t]! /= total;
  }
  return { view, seat, values, K, unseen, opp, pc, hyps };
}

/**
 * Pools the opponents' readings (see the header): with prior `alike` they all play one same way,
 * else each its own. Every posterior was computed from the same prior `prior` (per cell), so an
 * opponent's likelihood of a cell is its posterior over the prior, up to a factor common to all
 * cells; one shared cell c then explains the m opponents with weight prior(c) × Π posterior_i(c) /
 * prior(c), and its odds against "each its own way" are alike / (1 − alike) × the sum of those
 * weights. Each opponent's posterior becomes the mixture of the shared reading and its own. Does
 * nothing with fewer than two opponents.
 */
function pool(opp: (Opponent | undefined)[], alike: number, prior: Float64Array): void {
  const readers = opp.filter((o): o is Opponent => o !== undefined);
  if (readers.length < 2 || alike <= 0) return;
  const shared = new Float64Array(prior.length);
  let sum = 0;
  for (let c = 0; c < prior.length; c++) {
    const p = prior[c]!;
    if (p <= 0) continue;
    let x = p;
    for (const o of readers) x *= o.post[c]! / p;
    shared[c] = x;
    sum += x;
  }
  if (!(sum > 0) || !Number.isFinite(sum)) return;
  const odds = (alike / (1 - alike)) * sum;
  const share = alike >= 1 ? 1 : odds / (1 + odds);
  for (const o of readers) {
    for (let c = 0; c < prior.length; c++) o.post[c] = share * (shared[c]! / sum) + (1 - share) * o.post[c]!;
  }
}
