/**
 * The hard Bluffing Billionaires bot's look-ahead (bots/hard.ts): each choice is played out to
 * the end of the game many times (bots/playout.ts, RULES.md BB-4..BB-10), on deals the bot could
 * be facing (bots/deal.ts: drawn from its reading of the table, bots/estimate.ts, public facts
 * only). The opponents play as their drawn readings say; the bot itself plays by a plain rule (its
 * highest card facing responders, else its lowest; it challenges with a table card at or above a
 * set share of the unseen cards). Every choice is played out on the same deals with the same random
 * draws, so the choices are compared on equal luck, and the choice with the best mean result wins:
 * a win counts 1 (a shared one 1 / winners), plus a little for the margin over the best opponent.
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
import { Dealer, Generator, type KnownDeal } from './deal.js';
import type { Reading } from './estimate.js';
import { HIGH, LOW } from './models.js';
import { Playout, type Deciders } from './playout.js';

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
  known?: KnownDeal;
}

/** A choice to compare: play the card with this id, or respond. */
export type Choice = { play: number } | { challenge: boolean };

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

/**
 * The index in `choices` of the choice with the best mean rollout result for the seat of `r`.
 * @param rng the bot's random source; only the seed of the rollouts is drawn from it.
 */
export function search(r: Reading, choices: readonly Choice[], rng: () => number, settings: SearchSettings): number {
  if (choices.length <= 1) return 0;
  const { view, seat, K, pc } = r;
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

  // The bot's own challenge rule in rollouts: the lowest value index covering `call` of the unseen cards.
  let callAt = K - 1;
  {
    let unseen = 0;
    for (let k = 0; k < K; k++) unseen += r.unseen[k]!;
    let covered = 0;
    for (let k = 0; k < K; k++) {
      covered += r.unseen[k]!;
      if (covered >= settings.call * unseen) {
        callAt = k;
        break;
      }
    }
  }

  const dealer = new Dealer(r, vidx, settings.known);
  const { cap, styleFacing, styleAlone, hyp } = dealer;
  const game = new Playout(n, cap, val, coin);
  const { hands, len, table } = game;
  const baseCoins = Float64Array.from(view.bonusCoins);

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

  // The choice played out and the rollout's key (see `draw`), set before each rollout.
  let forcedPlay = -1;
  let forcedCall: boolean | null = null;
  let key = 0;
  /** How the seats choose in a rollout: the choice first, then the bot's plain rule and the opponents' drawn readings. */
  const deciders: Deciders = {
    pick: (a, facing, turn) => {
      if (turn === 0 && forcedPlay >= 0) {
        let pick = 0;
        while (hands[a * cap + pick] !== forcedPlay) pick++;
        return pick;
      }
      if (a === seat) {
        if (!(settings.seeing && facing)) return extreme(a, facing);
        // The lowest card above every other table card, else the lowest card.
        let above = -1;
        for (let s = 0; s < n; s++) if (s !== a && table[s]! >= 0 && val[table[s]!]! > above) above = val[table[s]!]!;
        let pick = -1;
        for (let i = 0; i < len[a]!; i++) {
          const v = val[hands[a * cap + i]!]!;
          if (v > above && (pick < 0 || v < val[hands[a * cap + pick]!]!)) pick = i;
        }
        return pick < 0 ? extreme(a, false) : pick;
      }
      const style = facing ? styleFacing[a]! : styleAlone[a]!;
      return style === HIGH ? extreme(a, true) : style === LOW ? extreme(a, false) : Math.floor(draw(key, turn, a, PICK) * len[a]!);
    },
    calls: (s, a, turn) => {
      if (s !== seat) return draw(key, turn, s, CALL) < pc[hyp[s]! * K + vidx[table[s]!]!]!;
      if (turn === 0 && forcedCall !== null) return forcedCall;
      return settings.seeing ? val[table[s]!]! >= val[table[a]!]! : vidx[table[s]!]! >= callAt;
    },
    spoils: (c, loser, turn) => Math.floor(draw(key, turn, c, SPOILS) * len[loser]!),
  };

  /** Plays one rollout of `choice` on the dealt cards, its draws keyed `rolloutKey` (see `draw`); the result for this seat. */
  const rollout = (choice: Choice, rolloutKey: number): number => {
    game.reset(dealer.hands, dealer.len, dealer.table, baseCoins);
    forcedPlay = 'play' in choice ? choice.play : -1;
    forcedCall = 'challenge' in choice ? choice.challenge : null;
    key = rolloutKey;
    game.run(responding ? prompt.active : seat, responding, deciders);
    return game.result(seat, settings.margin);
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
      dealer.deal(dealing.seed(seed + m * 7919));
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
