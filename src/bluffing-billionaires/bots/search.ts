/**
 * The hard Bluffing Billionaires bot's look-ahead (bots/hard.ts): each choice is played out to
 * the end of the game many times (RULES.md BB-4..BB-10), on deals the bot could be facing.
 *
 * A rollout first deals the cards the bot cannot see (bots/estimate.ts, public facts only): for
 * each opponent it draws one of its readings (how it picks cards, when it challenges, its table
 * card given the approvals made with it) by its posterior weight, then a hand of its size that
 * fits that reading (under "highest" the cards it has not played yet are the lower ranks of what it
 * was dealt). The opponents then play as drawn; the bot itself plays by a plain rule (its highest
 * card facing responders, else its lowest; it challenges with a table card at or above a set share
 * of the unseen cards). Every choice is played out on the same deals with the same random draws,
 * so the choices are compared on equal luck, and the choice with the best mean result wins: a win
 * counts 1 (a shared one 1 / winners), plus a little for the margin over the best opponent.
 *
 * "The same random draws" is meant literally: inside a rollout, the draw that decides what a seat
 * does at a turn (which card a player who picks any card plays, whether it challenges, which card
 * a challenge takes from it) is a hash of the rollout, the turn, the seat and what is drawn, not
 * the next number of a shared stream. So when two choices lead to the same turn, a seat that
 * challenges at random challenges in both, and the difference between two choices is the
 * difference the choice makes, not luck drawn in another order (common random numbers): with a
 * few hundred rollouts, choices a few points apart are told apart where a shared stream could not.
 *
 * Deals are drawn from a generator seeded from the bot's `rng`, so a decision is a function of
 * the view and the random sequence. The work is bounded by a budget of simulated turns, never by
 * the clock, and allocates little (a few typed arrays per decision), so garbage collection stays
 * out of the way.
 */
import type { Seat } from '../../core/types.js';
import { B, F, HI, HIGH, LO, LOW, STATE, type Reading } from './estimate.js';

/** How much to search. */
export interface SearchSettings {
  /**
   * Simulated turns per decision, over every choice and rollout, each rollout counted at the
   * longest it can last (players × (shortest hand + 2) turns; most end sooner, as challenges take
   * cards).
   */
  budget: number;
  /** Rollouts per choice, at least and at most. */
  rollouts: [number, number];
  /** The bot's own rule in rollouts: challenge when at least this share of the unseen cards is at most its table card. */
  call: number;
  /** What a point of margin over the best opponent adds to a rollout's result (a win counts 1). */
  margin: number;
  /** With more choices than `keep`, the share `first` of the rollouts tries them all, the rest the best `keep`. */
  keep: number;
  first: number;
  /** In rollouts the bot sees the dealt cards: it challenges only to win, and plays just above the table cards. */
  seeing?: boolean;
  /**
   * The real deal instead of drawn ones: each seat's hand and table card (card ids). Only the
   * test-only omniscient bot (test/support/omniscient/) passes it; the game's bots never know it.
   */
  known?: { hands: readonly (readonly number[])[]; table: readonly (number | null)[] };
}

/** A choice to compare: play the card with this id, or respond. */
export type Choice = { play: number } | { challenge: boolean };

/** A small fast generator (mulberry32): `next()` gives floats in [0, 1); `seed(n)` restarts it from a 32-bit seed. */
class Generator {
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

/** What a rollout draw decides (`draw`): the card a player who picks any card plays, a challenge, the card spoils take. */
const PICK = 0;
const CALL = 1;
const SPOILS = 2;

/**
 * A rollout's draw in [0, 1) for `what` (PICK, CALL, SPOILS) of `seat` at turn `turn` of the
 * rollout keyed `key` (a 32-bit integer): a hash of the four (a 32-bit mix in the manner of
 * splitmix / murmur finalisers), so the same turn, seat and purpose give the same draw in every
 * choice's rollout. Seats below 8 and purposes below 4 keep the inputs apart.
 */
function draw(key: number, turn: number, seat: number, what: number): number {
  let x = (key + Math.imul(turn * 32 + seat * 4 + what, 0x9e3779b1)) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  x ^= x >>> 16;
  return (x >>> 0) / 4294967296;
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

/**
 * The index in `choices` of the choice with the best mean rollout result for the seat of `r`.
 * @param rng the bot's random source; only the seed of the rollouts is drawn from it.
 */
export function search(r: Reading, choices: readonly Choice[], rng: () => number, settings: SearchSettings): number {
  if (choices.length <= 1) return 0;
  const { view, seat, K, hyps, pc } = r;
  const n = view.players;
  const prompt = view.prompt!;
  const responding = prompt.type === 'respond';
  const deck = view.deck;
  const val = new Int32Array(deck.length);
  const vidx = new Int32Array(deck.length);
  const coin = new Int32Array(deck.length);
  deck.forEach((c, id) => {
    val[id] = c.value;
    vidx[id] = r.values.index.get(c.value)!;
    coin[id] = c.coins;
  });

  // The unseen cards grouped by value index: ids in `unseenIds[start[k] .. start[k] + count[k])`.
  const start = new Int32Array(K + 1);
  for (let k = 0; k < K; k++) start[k + 1] = start[k]! + r.unseen[k]!;
  const unseenIds = new Int32Array(start[K]!);
  {
    const known = new Set<number>(view.hand.map((c) => c.id));
    if (view.ownTableCard) known.add(view.ownTableCard.id);
    for (const pile of view.discards) for (const slot of pile) if (slot.card) known.add(slot.card.id);
    for (const pile of view.bonus) for (const c of pile) known.add(c.id);
    const fill = start.slice(0, K);
    for (const c of deck) if (!known.has(c.id)) unseenIds[fill[vidx[c.id]!]!++] = c.id;
  }
  const remain = new Int32Array(K);
  const weights = new Float64Array(K);

  // The bot's own challenge rule in rollouts: the lowest value index covering `call` of the unseen cards.
  let callAt = K - 1;
  {
    let covered = 0;
    for (let k = 0; k < K; k++) {
      covered += r.unseen[k]!;
      if (covered >= settings.call * start[K]!) {
        callAt = k;
        break;
      }
    }
  }

  const cap = Math.max(...view.handSizes) + 1;
  // Each opponent's posterior over (pair, hypothesis), cumulative, to draw its reading from.
  const posts = r.opp.map((o) => {
    if (!o) return undefined;
    const cum = o.post.slice();
    for (let i = 1; i < cum.length; i++) cum[i]! += cum[i - 1]!;
    return cum;
  });
  const baseHands = new Int32Array(n * cap);
  const baseLen = new Int32Array(n);
  const baseTable = new Int32Array(n).fill(-1);
  const styleFacing = new Int32Array(n);
  const styleAlone = new Int32Array(n);
  const hyp = new Int32Array(n);
  const hands = new Int32Array(n * cap);
  const len = new Int32Array(n);
  const table = new Int32Array(n);
  const coins = new Float64Array(n);
  const challengers = new Int32Array(n);
  const scores = new Float64Array(n);
  const drawn = new Int32Array(K);
  const baseCoins = Float64Array.from(view.bonusCoins);

  view.hand.forEach((c, i) => (baseHands[seat * cap + i] = c.id));
  baseLen[seat] = view.hand.length;
  if (view.ownTableCard) baseTable[seat] = view.ownTableCard.id;

  /** An unseen card of value index `k`, or of the nearest value that has one left (-1: none left). */
  const take = (k: number, rand: Generator): number => {
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
  };

  /** Deals the unseen cards for one rollout: each opponent's reading, table card and hand. */
  const deal = (rand: Generator) => {
    for (let k = 0; k < K; k++) remain[k] = r.unseen[k]!;
    const known = settings.known;
    for (let s = 0; s < n; s++) {
      const o = r.opp[s];
      if (!o) continue;
      const cum = posts[s]!;
      const ph = drawIndex(cum, rand.next() * cum[cum.length - 1]!);
      const pair = Math.floor(ph / hyps);
      styleFacing[s] = Math.floor(pair / 3);
      styleAlone[s] = pair % 3;
      hyp[s] = ph % hyps;
      if (known) {
        baseTable[s] = known.table[s] ?? -1;
        known.hands[s]!.forEach((id, i) => (baseHands[s * cap + i] = id));
        baseLen[s] = known.hands[s]!.length;
        continue;
      }
      const row = pair * STATE;
      let lo = o.hand[row + LO]!;
      let hi = o.hand[row + HI]!;
      baseTable[s] = -1;
      if (view.tableCards[s]) {
        // Its table card, drawn by what its approvals made likely (apart from the reading drawn).
        let u = rand.next();
        let t = 0;
        while (t < K - 1 && u >= o.hold[t]!) u -= o.hold[t++]!;
        baseTable[s] = take(t, rand);
        // The table card was picked from this hand: under "highest" the rest is not above it.
        const style = (o.epoch?.facing ?? true) ? styleFacing[s]! : styleAlone[s]!;
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
          const id = take(k, rand);
          if (id >= 0) baseHands[s * cap + m++] = id;
        }
      }
      baseLen[s] = m;
    }
  };

  /** Index in seat s's hand of its highest (or lowest) card. */
  const extreme = (s: number, highest: boolean) => {
    let best = 0;
    const at = s * cap;
    for (let i = 1; i < len[s]!; i++) {
      const v = val[hands[at + i]!]!;
      if (highest ? v > val[hands[at + best]!]! : v < val[hands[at + best]!]!) best = i;
    }
    return best;
  };

  /** Plays one rollout of `choice` on the dealt cards, its draws keyed `key` (see `draw`); the result for this seat. */
  const rollout = (choice: Choice, key: number): number => {
    hands.set(baseHands);
    len.set(baseLen);
    table.set(baseTable);
    coins.set(baseCoins);
    let onTable = 0;
    for (let s = 0; s < n; s++) if (table[s]! >= 0) onTable++;
    let active: Seat = responding ? prompt.active : seat;
    let first = true;
    const forcedPlay = 'play' in choice ? choice.play : -1;
    const forcedCall = 'challenge' in choice ? choice.challenge : null;
    for (let turn = 0; turn < 10_000; turn++) {
      const a = active;
      if (!(first && responding)) {
        // BB-4: the active player plays a card as its table card; BB-5: its last card ends the game.
        if (len[a] === 0) break;
        const facing = onTable - (table[a]! >= 0 ? 1 : 0) > 0;
        let pick: number;
        if (first && forcedPlay >= 0) {
          pick = 0;
          while (hands[a * cap + pick] !== forcedPlay) pick++;
        } else if (a === seat) {
          if (settings.seeing && facing) {
            // The lowest card above every other table card, else the lowest card.
            let above = -1;
            for (let s = 0; s < n; s++) if (s !== a && table[s]! >= 0 && val[table[s]!]! > above) above = val[table[s]!]!;
            pick = -1;
            for (let i = 0; i < len[a]!; i++) {
              const v = val[hands[a * cap + i]!]!;
              if (v > above && (pick < 0 || v < val[hands[a * cap + pick]!]!)) pick = i;
            }
            if (pick < 0) pick = extreme(a, false);
          } else pick = extreme(a, facing);
        }
        else {
          const style = facing ? styleFacing[a]! : styleAlone[a]!;
          pick = style === HIGH ? extreme(a, true) : style === LOW ? extreme(a, false) : Math.floor(draw(key, turn, a, PICK) * len[a]!);
        }
        if (table[a]! < 0) onTable++;
        table[a] = hands[a * cap + pick]!;
        hands[a * cap + pick] = hands[a * cap + len[a]! - 1]!;
        len[a]!--;
        if (len[a] === 0) break;
      }
      // BB-6: every other seat with a table card approves or challenges.
      let count = 0;
      for (let d = 1; d < n; d++) {
        const s = (a + d) % n;
        if (table[s]! < 0) continue;
        let calls: boolean;
        if (s === seat) {
          if (first && forcedCall !== null) calls = forcedCall;
          else calls = settings.seeing ? val[table[s]!]! >= val[table[a]!]! : vidx[table[s]!]! >= callAt;
        }
        else calls = draw(key, turn, s, CALL) < pc[hyp[s]! * K + vidx[table[s]!]!]!;
        if (calls) challengers[count++] = s;
      }
      first = false;
      if (count > 0) {
        // BB-7, BB-8: each challenger against the active card; the winner takes a random hand card.
        const activeValue = val[table[a]!]!;
        for (let j = 0; j < count; j++) {
          const c = challengers[j]!;
          const winner = activeValue > val[table[c]!]! ? a : c;
          const loser = winner === a ? c : a;
          if (len[loser]! > 0) {
            const at = loser * cap + Math.floor(draw(key, turn, c, SPOILS) * len[loser]!);
            coins[winner]! += coin[hands[at]!]!;
            hands[at] = hands[loser * cap + len[loser]! - 1]!;
            len[loser]!--;
          }
          if (count === 1) coins[winner]! += coin[table[loser]!]!;
        }
        // BB-9: the revealed cards leave the table.
        table[a] = -1;
        for (let j = 0; j < count; j++) table[challengers[j]!] = -1;
        onTable -= count + 1;
      }
      active = (a + 1) % n;
    }
    // BB-10: hand values plus bonus coins; ties on points go to more coins, then share.
    let mine = 0;
    let best = -Infinity;
    let tied = 0;
    for (let s = 0; s < n; s++) {
      let score = coins[s]!;
      for (let i = 0; i < len[s]!; i++) score += val[hands[s * cap + i]!]!;
      scores[s] = score;
      if (s === seat) mine = score;
      else if (score > best) best = score;
    }
    let win = 1;
    if (best > mine) win = 0;
    else if (best === mine) {
      for (let s = 0; s < n; s++) {
        if (s === seat || scores[s] !== mine) continue;
        if (coins[s]! > coins[seat]!) win = 0;
        else if (coins[s] === coins[seat]) tied++;
      }
      if (win === 1) win = 1 / (tied + 1);
    }
    return win + settings.margin * (mine - best);
  };

  // Rollouts from the budget and the turns a game may still last. With more than `keep` choices,
  // a first share of them tries every choice and the rest goes to the best `keep`.
  const turnsLeft = n * (Math.min(...view.handSizes) + 1) + n;
  const [least, most] = settings.rollouts;
  const rollouts = settings.budget / turnsLeft;
  const totals = new Float64Array(choices.length);
  const counts = new Float64Array(choices.length);
  const seed = Math.floor(rng() * 4294967296);
  const dealing = new Generator();
  let alive = choices.map((_, c) => c);
  const staged = choices.length > settings.keep;
  const stages = staged ? [settings.first * rollouts, (1 - settings.first) * rollouts] : [rollouts];
  let m = 0;
  stages.forEach((share, stage) => {
    if (stage > 0) alive = alive.sort((x, y) => totals[y]! / counts[y]! - totals[x]! / counts[x]! || x - y).slice(0, settings.keep);
    const each = Math.max(least, Math.min(most, Math.floor(share / alive.length)));
    for (let i = 0; i < each; i++, m++) {
      deal(dealing.seed(seed + m * 7919));
      for (const c of alive) {
        totals[c]! += rollout(choices[c]!, Math.imul(seed + m * 7919 + 1, 0x85ebca6b));
        counts[c]!++;
      }
    }
  });
  let best = alive[0]!;
  for (const c of alive) if (totals[c]! / counts[c]! > totals[best]! / counts[best]!) best = c;
  return best;
}
