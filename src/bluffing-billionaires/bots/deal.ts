/**
 * The deals the hard Bluffing Billionaires bot's rollouts are played on (bots/search.ts): the
 * cards it cannot see, dealt from its reading of the table (bots/estimate.ts, public facts only,
 * RULES.md BB-11). For each opponent it draws one of its readings (how it picks cards, when it
 * challenges) by its posterior weight, then its table card by what the approvals made with it made
 * likely, then a hand of its size that fits that reading: under "highest" the cards it has not
 * played yet are the lower ranks of what it was dealt, and none is above the table card it picked.
 * The bot's own hand, table card and every seat's bonus coins are as the view shows them.
 */
import type { Seat } from '../../core/types.js';
import { B, F, HI, HIGH, LO, LOW, STATE } from './models.js';
import type { Reading } from './estimate.js';

/** A small fast generator (mulberry32): `next()` gives floats in [0, 1); `seed(n)` restarts it from a 32-bit seed. */
export class Generator {
  private a = 0;

  seed(seed: number): this {
    this.a = seed >>> 0;
    return this;
  }

  next(): number {
    this.a = (this.a + 0x6d2b79f5) >>> 0;
    let t = this.a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
}

/** The first index whose cumulative weight exceeds `u` (binary search over ascending `cum`). */
function drawIndex(cum: Float64Array, u: number): number {
  let lo = 0;
  let hi = cum.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cum[mid]! > u) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The real deal instead of drawn ones: each seat's hand and table card (card ids); see `SearchSettings.known`. */
export interface KnownDeal {
  hands: readonly (readonly number[])[];
  table: readonly (number | null)[];
}

/**
 * Deals rollouts for the seat of a reading. After `deal`, `hands` (rows of `cap`), `len` and
 * `table` hold every seat's cards, and `styleFacing`, `styleAlone` (HIGH, ANY, LOW) and `hyp` (a
 * challenge hypothesis, `Reading.pc`) each opponent's drawn reading.
 */
export class Dealer {
  readonly cap: number;
  readonly hands: Int32Array;
  readonly len: Int32Array;
  readonly table: Int32Array;
  readonly styleFacing: Int32Array;
  readonly styleAlone: Int32Array;
  readonly hyp: Int32Array;
  /** The unseen cards grouped by value index: ids in `unseenIds[start[k] .. start[k] + remain[k])`. */
  private readonly start: Int32Array;
  private readonly unseenIds: Int32Array;
  private readonly remain: Int32Array;
  private readonly weights: Float64Array;
  private readonly drawn: Int32Array;
  /** Each opponent's posterior over (pair, hypothesis), cumulative, to draw its reading from. */
  private readonly posts: (Float64Array | undefined)[];

  /**
   * @param r the reading of the view.
   * @param vidx each card's value index, by id.
   * @param known the real deal (test-only omniscient bot), else undefined: drawn deals.
   */
  constructor(private readonly r: Reading, vidx: Int32Array, private readonly known?: KnownDeal) {
    const { view, seat, K } = r;
    const n = view.players;
    this.start = new Int32Array(K + 1);
    for (let k = 0; k < K; k++) this.start[k + 1] = this.start[k]! + r.unseen[k]!;
    this.unseenIds = new Int32Array(this.start[K]!);
    {
      const known = new Set<number>(view.hand.map((c) => c.id));
      if (view.ownTableCard) known.add(view.ownTableCard.id);
      for (const pile of view.discards) for (const slot of pile) if (slot.card) known.add(slot.card.id);
      for (const pile of view.bonus) for (const c of pile) known.add(c.id);
      const fill = this.start.slice(0, K);
      for (const c of view.deck) if (!known.has(c.id)) this.unseenIds[fill[vidx[c.id]!]!++] = c.id;
    }
    this.remain = new Int32Array(K);
    this.weights = new Float64Array(K);
    this.drawn = new Int32Array(K);
    this.cap = Math.max(...view.handSizes) + 1;
    this.posts = r.opp.map((o) => {
      if (!o) return undefined;
      const cum = o.post.slice();
      for (let i = 1; i < cum.length; i++) cum[i]! += cum[i - 1]!;
      return cum;
    });
    this.hands = new Int32Array(n * this.cap);
    this.len = new Int32Array(n);
    this.table = new Int32Array(n).fill(-1);
    this.styleFacing = new Int32Array(n);
    this.styleAlone = new Int32Array(n);
    this.hyp = new Int32Array(n);
    view.hand.forEach((c, i) => (this.hands[seat * this.cap + i] = c.id));
    this.len[seat] = view.hand.length;
    if (view.ownTableCard) this.table[seat] = view.ownTableCard.id;
  }

  /** An unseen card of value index `k`, or of the nearest value that has one left (-1: none left). */
  private take(k: number, rand: Generator): number {
    const { remain, start, unseenIds } = this;
    const K = remain.length;
    for (let d = 0; d < 2 * K; d++) {
      // k, k - 1, k + 1, k - 2, k + 2, …
      const v = (d & 1) === 0 ? k + (d >> 1) : k - ((d + 1) >> 1);
      if (v < 0 || v >= K || remain[v]! === 0) continue;
      const j = start[v]! + Math.floor(rand.next() * remain[v]!);
      const last = start[v]! + remain[v]! - 1;
      const id = unseenIds[j]!;
      unseenIds[j] = unseenIds[last]!;
      unseenIds[last] = id;
      remain[v]!--;
      return id;
    }
    return -1;
  }

  /** Deals the unseen cards for one rollout, drawing from `rand`: each opponent's reading, table card and hand. */
  deal(rand: Generator): void {
    const { r, cap, remain, weights, drawn, known } = this;
    const { view, K, hyps } = r;
    const n = view.players;
    for (let k = 0; k < K; k++) remain[k] = r.unseen[k]!;
    for (let s: Seat = 0; s < n; s++) {
      const o = r.opp[s];
      if (!o) continue;
      const cum = this.posts[s]!;
      const ph = drawIndex(cum, rand.next() * cum[cum.length - 1]!);
      const pair = Math.floor(ph / hyps);
      this.styleFacing[s] = Math.floor(pair / 3);
      this.styleAlone[s] = pair % 3;
      this.hyp[s] = ph % hyps;
      if (known) {
        this.table[s] = known.table[s] ?? -1;
        known.hands[s]!.forEach((id, i) => (this.hands[s * cap + i] = id));
        this.len[s] = known.hands[s]!.length;
        continue;
      }
      const row = pair * STATE;
      let lo = o.hand[row + LO]!;
      let hi = o.hand[row + HI]!;
      this.table[s] = -1;
      if (view.tableCards[s]) {
        // Its table card, drawn by what its approvals made likely (apart from the reading drawn).
        let u = rand.next();
        let t = 0;
        while (t < K - 1 && u >= o.hold[t]!) u -= o.hold[t++]!;
        this.table[s] = this.take(t, rand);
        // The table card was picked from this hand: under "highest" the rest is not above it.
        const style = (o.epoch?.facing ?? true) ? this.styleFacing[s]! : this.styleAlone[s]!;
        if (style === HIGH) hi = Math.max(lo, Math.min(hi, t));
        else if (style === LOW) lo = Math.min(hi, Math.max(lo, t));
      }
      // The hand: ranks b+1..b+size of size+f+b values drawn from the pool between lo and hi.
      const size = view.handSizes[s]!;
      const bottom = o.hand[row + B]!;
      const count = size + o.hand[row + F]! + bottom;
      let total = 0;
      for (let k = 0; k < K; k++) total += weights[k] = k >= lo && k <= hi ? remain[k]! : 0;
      if (total === 0) for (let k = 0; k < K; k++) total += weights[k] = remain[k]!;
      for (let j = 0; j < count; j++) {
        let u = rand.next() * total;
        let k = 0;
        while (k < K - 1 && u >= weights[k]!) u -= weights[k++]!;
        drawn[k]!++;
      }
      // Walk the values drawn from the lowest: skip `bottom`, keep `size`.
      let skip = bottom;
      let m = 0;
      for (let k = 0; k < K; k++) {
        let c = drawn[k]!;
        drawn[k] = 0;
        const skipped = Math.min(c, skip);
        skip -= skipped;
        c -= skipped;
        for (; c > 0 && m < size; c--) {
          const id = this.take(k, rand);
          if (id >= 0) this.hands[s * cap + m++] = id;
        }
      }
      this.len[s] = m;
    }
  }
}
