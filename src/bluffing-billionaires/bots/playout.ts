/**
 * The hard Bluffing Billionaires bot's own copy of the rules (RULES.md BB-4..BB-10), for its
 * rollouts (bots/search.ts): a whole game played in place on a few typed arrays, where the
 * machine's rule functions (rules/) build a new context for every move. It keeps only what
 * decides the result: hands, table cards and bonus coins (no discard piles, no
 * log, no pending choices). Who plays which card, who challenges and which card a challenge takes
 * are asked of `Deciders`; everything else is the rules.
 *
 * It is a second implementation of the rules, so a differential test
 * (test/engine/bluffing-billionaires.playout.test.ts) plays it in lockstep with the machine on
 * random deals and random legal moves and compares hands, table cards, coins, the active seat,
 * the responders, the end and the winners after every move.
 */
import type { Seat } from '../../core/types.js';

/** What the players of a rollout choose; every other step is a rule. */
export interface Deciders {
  /**
   * BB-4: the position in seat `a`'s hand row (`Playout.hands`, from `a * cap`) of the card it
   * plays at rollout turn `turn` (0 = the first). `facing`: another seat has a table card, so the
   * play will be answered (BB-6) unless it is the last hand card.
   */
  pick(a: Seat, facing: boolean, turn: number): number;
  /** BB-6: whether responder `s` (it has a table card) challenges active player `a`'s play at turn `turn`. */
  calls(s: Seat, a: Seat, turn: number): boolean;
  /**
   * BB-8: the position in `loser`'s hand row (it holds at least one card) of the card the winner
   * of challenger `c`'s comparison takes, at turn `turn`.
   */
  spoils(c: Seat, loser: Seat, turn: number): number;
}

/** A rollout's game: seats 0..n-1, cards by id with their value and coins (BB-1). */
export class Playout {
  /** Per seat, its hand's card ids at `hands[s * cap .. s * cap + len[s])`, in no order. */
  readonly hands: Int32Array;
  readonly len: Int32Array;
  /** Per seat, its table card id, or -1 (BB-3). */
  readonly table: Int32Array;
  /** Per seat, the coins on its bonus pile (BB-8). */
  readonly coins: Float64Array;
  /** Per seat, hand values plus bonus coins, as `score` last counted them (BB-10). */
  readonly scores: Float64Array;
  /** How many seats have a table card. */
  onTable = 0;
  private readonly challengers: Int32Array;

  /**
   * @param n the seats.
   * @param cap room per hand row: more than any hand holds.
   * @param val each card's face value, by id.
   * @param coin each card's coins, by id.
   */
  constructor(readonly n: number, readonly cap: number, readonly val: Int32Array, readonly coin: Int32Array) {
    this.hands = new Int32Array(n * cap);
    this.len = new Int32Array(n);
    this.table = new Int32Array(n);
    this.coins = new Float64Array(n);
    this.scores = new Float64Array(n);
    this.challengers = new Int32Array(n);
  }

  /** Sets the state: hand rows as `hands` (n × cap) and `len`, table card ids (-1: none) and bonus coins. */
  reset(hands: Int32Array, len: Int32Array, table: Int32Array, coins: Float64Array): void {
    this.hands.set(hands);
    this.len.set(len);
    this.table.set(table);
    this.coins.set(coins);
    let onTable = 0;
    for (let s = 0; s < this.n; s++) if (table[s]! >= 0) onTable++;
    this.onTable = onTable;
  }

  /**
   * Plays the game to its end (BB-5) from seat `active`'s turn: from its play, or, when
   * `responding`, from the responses to the table card it just played. At most `turns` turns.
   */
  run(active: Seat, responding: boolean, d: Deciders, turns = 10_000): void {
    const { n, cap, hands, len, table, coins, val, coin, challengers } = this;
    for (let turn = 0; turn < turns; turn++) {
      const a = active;
      if (!(turn === 0 && responding)) {
        // BB-4: the active player plays a card as its table card; BB-5: its last card ends the game.
        if (len[a] === 0) break;
        const facing = this.onTable - (table[a]! >= 0 ? 1 : 0) > 0;
        const pick = d.pick(a, facing, turn);
        if (table[a]! < 0) this.onTable++;
        table[a] = hands[a * cap + pick]!;
        hands[a * cap + pick] = hands[a * cap + len[a]! - 1]!;
        len[a]!--;
        if (len[a] === 0) break;
      }
      // BB-6: every other seat with a table card approves or challenges, clockwise from the active player's left.
      let count = 0;
      for (let step = 1; step < n; step++) {
        const s = (a + step) % n;
        if (table[s]! >= 0 && d.calls(s, a, turn)) challengers[count++] = s;
      }
      if (count > 0) {
        // BB-7: each challenger against the active card (strictly higher wins for the active player).
        // BB-8: settled in that order; the winner takes a card from the loser's hand, and with one challenger the loser's table card.
        const activeValue = val[table[a]!]!;
        for (let j = 0; j < count; j++) {
          const c = challengers[j]!;
          const winner = activeValue > val[table[c]!]! ? a : c;
          const loser = winner === a ? c : a;
          if (len[loser]! > 0) {
            const at = loser * cap + d.spoils(c, loser, turn);
            coins[winner]! += coin[hands[at]!]!;
            hands[at] = hands[loser * cap + len[loser]! - 1]!;
            len[loser]!--;
          }
          if (count === 1) coins[winner]! += coin[table[loser]!]!;
        }
        // BB-9: the revealed cards leave the table.
        table[a] = -1;
        for (let j = 0; j < count; j++) table[challengers[j]!] = -1;
        this.onTable -= count + 1;
      }
      // BB-6, BB-9: the turn passes to the left; BB-5: a player with no hand card then ends the game.
      active = (a + 1) % n;
    }
  }

  /** BB-10: fills `scores` with each seat's hand values plus bonus coins. */
  score(): void {
    const { n, cap, hands, len, coins, val, scores } = this;
    for (let s = 0; s < n; s++) {
      let score = coins[s]!;
      for (let i = 0; i < len[s]!; i++) score += val[hands[s * cap + i]!]!;
      scores[s] = score;
    }
  }

  /**
   * BB-10 for `seat` once the game is over: its share of the win (1, or 1 / winners when shared;
   * 0 when it lost: a higher score wins, a tie goes to more bonus coins, then is shared) plus
   * `margin` × (its score − the best other score).
   */
  result(seat: Seat, margin: number): number {
    this.score();
    const { n, coins, scores } = this;
    const mine = scores[seat]!;
    let best = -Infinity;
    for (let s = 0; s < n; s++) if (s !== seat && scores[s]! > best) best = scores[s]!;
    let win = 1;
    if (best > mine) win = 0;
    else if (best === mine) {
      let tied = 0;
      for (let s = 0; s < n; s++) {
        if (s === seat || scores[s] !== mine) continue;
        if (coins[s]! > coins[seat]!) win = 0;
        else if (coins[s] === coins[seat]) tied++;
      }
      if (win === 1) win = 1 / (tied + 1);
    }
    return win + margin * (mine - best);
  }
}
