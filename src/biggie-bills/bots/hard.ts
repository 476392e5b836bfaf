/**
 * The `hard` BiggieBills$$$ bot (see bots/index.ts). It reads only the seat's view (BG-17: cash,
 * cards completed and in play, hand sizes, Bonus card counts and the log are public; the other
 * hands are not) and weighs every move in $M:
 *
 * - a Growth card by the payoff it will really get (the *later* payoff when a rival's copy of the
 *   card is already in play: that copy completes first, BG-8) after the risk of a challenge, minus
 *   its cost, plus reaching the target;
 * - a challenge by the penalty it collects (less the risk of a block, BG-11) plus the harm done to
 *   the owner, weighted by how likely that team is to win (a share of the rivals' chances from
 *   their projected cash); stopping a card that would win is worth most;
 * - Acquire a Competitor by its payoff and 25% of the target's cash (BG-6) plus the chance of
 *   winning gained by taking that team out;
 * - under two-card play, the first action with the best second action it leaves affordable.
 *
 * When it cannot play anything (BG-14) it exchanges the cards least likely to become playable,
 * Growth cards first; it blocks a challenge when the payoff and penalties at stake are worth a
 * Block card; after an acquisition it keeps the cards it can play soonest. Its weights are
 * `HARD_KNOBS` (exported, with `hardWith`, for tuning in an arena).
 */
import type { Seat } from '../../core/types.js';
import { challengeCard, growthOf, type GrowthCard } from '../cards.js';
import { legalMoves } from '../moves.js';
import type { BiggieBillsEvent } from '../types.js';
import type { BiggieBillsView, OwnGrowth } from '../view.js';
import {
  asked, blockOrNot, careful, deadGrowth, exchangeWorst, keepBest, skipOrFirstCard, type BiggieBillsBot,
} from './reasoning.js';

/** The weights of `hard` (exported for tuning in an arena). Money in $M. */
export interface HardKnobs {
  /** Weight of the estimated challenge risk on a Growth card's payoff (0: ignore it). */
  risk: number;
  /** Temperature ($M) of the win-chance model: team i's share is exp(projected cash / t), normalised. */
  temperature: number;
  /** Weight of the harm a challenge does to its owner (times the owner's share of the rivals' chances). */
  harm: number;
  /** Worth of taking a team out by acquisition, as a multiple of the model's gain in win chance ($M). */
  eliminate: number;
  /** $M for stopping a card that would take its owner to the target, or for reaching the target. */
  stopWin: number;
  /** $M at stake (penalty, block penalty, payoff) above which a Block card is used. */
  block: number;
  /** $M of cash never spent on a Growth card. */
  margin: number;
}
export const HARD_KNOBS: HardKnobs = {
  risk: 0.2, temperature: 200, harm: 1, eliminate: 1, stopWin: 500, block: 45, margin: 5,
};

/** What the bot works out once per decision from the view. */
interface Situation {
  view: BiggieBillsView;
  seat: Seat;
  /** Teams (in the game) that act before a card played now completes: this cycle's turns up to the seat's next. */
  actingBefore: Seat[];
  /** Challenge cards not seen by this seat (not in its hand, not played since the last reshuffle), by Growth id. */
  unseen: Map<number, number>;
  unseenTotal: number;
  /** Projected cash of every seat, $M: cash plus what its unchallenged cards in play pay (an acquisition also 25% of its target's cash); 0 when out. */
  projected: number[];
  /** Model of each seat's chance of winning, in 0..1 (0 when out), summing to 1: exp(projected / temperature), normalised. */
  chance: number[];
  /** Stages the seat has completed or will have completed when its unchallenged cards in play complete. */
  reached: Set<number>;
  /** Payoffs the seat collects before its next turn ends (its unchallenged cards in play). */
  income: number;
}

/** The `Situation` of `seat` in `view` (a view with the seat's hand, as every prompt has). */
function situation(view: BiggieBillsView, seat: Seat, k: HardKnobs): Situation {
  const played = new Map<number, number>();
  for (const entry of view.log) {
    if (entry.type === 'reshuffle' && entry.deck === 'challenge') played.clear();
    if (entry.type === 'challenge' && !entry.flexible) played.set(entry.card, (played.get(entry.card) ?? 0) + 1);
  }
  const unseen = new Map<number, number>();
  let unseenTotal = 0;
  for (const card of view.tables.challenge) {
    const mine = view.hand!.challenge.filter((c) => c.card === card.growth).length;
    const n = Math.max(0, view.copies.challenge - mine - (played.get(card.growth) ?? 0));
    unseen.set(card.growth, n);
    unseenTotal += n;
  }
  const n = view.order.length;
  const actingBefore: Seat[] = [];
  if (view.turn) {
    const index = view.turn.round === 1 ? view.order.indexOf(seat) : n + view.order.indexOf(seat);
    for (let i = index + 1; i < 2 * n; i++) {
      const s = view.order[i % n]!;
      if (s === seat) break;
      if (view.out[s] === null) actingBefore.push(s);
    }
  }
  const projected = view.teams.map((t, s) => (view.out[s] !== null ? 0 : t.cash + t.inPlay
    .filter((p) => !p.challenged)
    .reduce((sum, p) => sum + p.payoff + (p.target === null ? 0 : Math.round(view.cash[p.target]! / 4)), 0)));
  const top = Math.max(...projected);
  const weights = projected.map((p, s) => (view.out[s] !== null ? 0 : Math.exp((p - top) / k.temperature)));
  const total = weights.reduce((a, b) => a + b, 0);
  const team = view.teams[seat]!;
  const active = team.inPlay.filter((p) => !p.challenged);
  const reached = new Set([...team.completed, ...active.map((p) => p.card)].map((id) => growthOf(view.tables, id).stage));
  return {
    view, seat, actingBefore, unseen, unseenTotal, projected,
    chance: weights.map((w) => w / total),
    reached,
    income: active.reduce((sum, p) => sum + p.payoff, 0),
  };
}

/** Probability that a team holding `hand` Challenge cards has one matching `card`. */
function holds(sit: Situation, card: number, hand: number): number {
  const good = sit.unseen.get(card) ?? 0;
  if (good === 0 || sit.unseenTotal === 0) return 0;
  return 1 - (1 - good / sit.unseenTotal) ** hand;
}

/** Probability that a card of this seat's, played now, is challenged before it completes. */
function challengeRisk(sit: Situation, card: GrowthCard): number {
  const { view } = sit;
  if (view.rules.marketFreeze) return 0;
  let safe = 1;
  for (const s of sit.actingBefore) {
    const eligible = view.rules.openSeason || view.teams[s]!.completed.some((id) => growthOf(view.tables, id).stage === card.stage);
    if (!eligible) continue;
    const p = holds(sit, card.id, view.teams[s]!.handSize.challenge) + 0.2 * Math.min(1, view.teams[s]!.bonusCount);
    safe *= 1 - 0.85 * Math.min(1, p);
  }
  return 1 - safe;
}

/** The share of the rivals' chances that `owner` holds: how much harm to it counts against the field. */
function threat(sit: Situation, owner: Seat): number {
  const rest = 1 - sit.chance[sit.seat]!;
  return rest <= 1e-9 ? 0 : sit.chance[owner]! / rest;
}

/**
 * The payoff the seat will collect for `g` if it completes: the later payoff when a rival's
 * unchallenged copy is already in play, since that copy completes first (BG-8).
 */
function payoffFor(sit: Situation, g: OwnGrowth): number {
  const { view, seat } = sit;
  const card = growthOf(view.tables, g.card);
  const rivalFirst = view.teams.some((t, s) => s !== seat && view.out[s] === null && t.inPlay.some((p) => p.card === g.card && !p.challenged));
  if (!rivalFirst || card.first === card.later || g.payoff <= 0) return g.payoff;
  // Industry effects scale the printed payoff: keep the same ratio.
  return Math.round(g.payoff * (card.later / card.first));
}

/** Expected worth ($M) of playing own Growth card `g` now with `cash` in hand; −Infinity when it must not be played. */
function growthWorth(sit: Situation, g: OwnGrowth, cash: number, k: HardKnobs): number {
  const { view } = sit;
  const card = growthOf(view.tables, g.card);
  if (cash - g.cost <= k.margin || g.cost > cash) return -Infinity;
  const risk = k.risk * challengeRisk(sit, card);
  const payoff = payoffFor(sit, g);
  let worth = (1 - risk) * payoff - g.cost - risk * card.penalty;
  if (cash + sit.income - g.cost + payoff >= view.target) worth += k.stopWin * (1 - risk);
  return worth;
}

/** Worth ($M) of Acquire a Competitor against `target` with `cash` in hand. */
function acquireWorth(sit: Situation, g: OwnGrowth, target: Seat, cash: number, k: HardKnobs): number {
  const { view } = sit;
  if (cash - g.cost <= k.margin || g.cost > cash) return -Infinity;
  const risk = k.risk * challengeRisk(sit, growthOf(view.tables, g.card));
  const prey = sit.projected[target]!;
  const own = g.payoff + prey / 4 - g.cost;
  // Taking the target out moves its chance to the others: our share grows from c to c / (1 − t).
  const c = sit.chance[sit.seat]!;
  const t = sit.chance[target]!;
  const gain = t >= 1 - 1e-9 ? 1 : (c * t) / (1 - t);
  // In $M: divide by how fast our chance grows with our own cash, c (1 − c) / temperature.
  const slope = Math.max(1e-6, (c * (1 - c)) / k.temperature);
  const eliminate = k.eliminate * Math.min(2000, gain / slope);
  return (1 - risk) * (own + eliminate) - risk * growthOf(view.tables, g.card).penalty;
}

/** Worth ($M) of a challenge of `owner`'s card `id`: the penalty less the block risk, plus the harm done. */
function challengeWorth(sit: Situation, owner: Seat, id: number, k: HardKnobs): number {
  const { view } = sit;
  const card = growthOf(view.tables, id);
  const placed = view.teams[owner]!.inPlay.find((p) => p.card === id)!;
  const blockRisk = view.teams[owner]!.bonusCount > 0 ? 0.5 : 0;
  const blockPenalty = challengeCard(view.tables, id)!.blockPenalty;
  let worth = (1 - blockRisk) * placed.penalty - blockRisk * blockPenalty;
  const loss = placed.challenged ? placed.penalty : placed.penalty + placed.payoff + (card.acquire && placed.target !== null ? sit.projected[placed.target]! / 4 : 0);
  worth += k.harm * threat(sit, owner) * (1 - blockRisk) * loss;
  if (placed.challenged) return worth;
  const wins = sit.projected[owner]! + (card.acquire && placed.target !== null ? sit.projected[placed.target]! / 4 : 0) >= view.target;
  if (wins || (card.acquire && placed.target === sit.seat)) worth += k.stopWin * (1 - blockRisk);
  return worth;
}

/** Worth of one main action or free action `e` with `cash` in hand; null for moves not weighed here. */
function worthOf(sit: Situation, e: BiggieBillsEvent, cash: number, k: HardKnobs): number | null {
  const { view } = sit;
  if (e.type === 'PLAY_GROWTH') {
    const own = view.hand!.growth.find((g) => g.card === e.card)!;
    return e.target !== undefined ? acquireWorth(sit, own, e.target, cash, k) : growthWorth(sit, own, cash, k);
  }
  if (e.type === 'PLAY_CHALLENGE' || e.type === 'PLAY_FLEX') return challengeWorth(sit, e.owner, e.card, k);
  return null;
}

/**
 * How much the seat wants to keep a card when it exchanges (BG-14: nothing can be played). Growth
 * cards are what unsticks a team, so they go first: dead cards, then locked cards far from play,
 * while open cards it can pay for by its next turn stay. A Challenge card is swapped only when no
 * Growth card is worth less; "Challenge: Acquire a Competitor" is kept as a defence (BG-6).
 */
function keepWorth(sit: Situation, kind: 'growth' | 'challenge', id: number, dead: Set<number>): number {
  const { view, seat } = sit;
  const card = growthOf(view.tables, id);
  if (kind === 'challenge') return card.acquire ? 500 : 50 + card.penalty / 10;
  if (dead.has(id)) return -1000;
  const top = Math.max(0, ...sit.reached);
  const open = card.stage === 1 || sit.reached.has(card.stage - 1);
  if (open) return view.cash[seat]! + sit.income > card.cost ? 200 + card.stage : 40 + card.stage;
  // Locked: the next stage up is worth waiting for, farther ones less.
  return card.stage === top + 2 ? 30 : 20 - card.stage;
}

/** The main-action moves weighed, best first, each with its worth (two-card play: with the best follow-up). */
function rankMoves(sit: Situation, moves: BiggieBillsEvent[], mainLeft: number, freeLeft: number, k: HardKnobs): { event: BiggieBillsEvent; worth: number }[] {
  const { view, seat } = sit;
  const cash = view.cash[seat]!;
  const ranked: { event: BiggieBillsEvent; worth: number }[] = [];
  for (const e of moves) {
    const base = worthOf(sit, e, cash, k);
    if (base === null) continue;
    // A free Flexible Challenge costs no main action: take it whenever it gains anything.
    if (e.type === 'PLAY_FLEX' && freeLeft > 0) {
      ranked.push({ event: e, worth: base > 0 ? base + 1e6 : base });
      continue;
    }
    let worth = base;
    if (mainLeft >= 2 && base > 0 && e.type === 'PLAY_GROWTH') {
      // Two-card play: count the best second action the cash left over allows.
      const left = cash - view.hand!.growth.find((g) => g.card === e.card)!.cost;
      let second = 0;
      for (const f of moves) {
        if (f === e || (f.type === 'PLAY_GROWTH' && f.card === e.card)) continue;
        const w = f.type === 'PLAY_FLEX' ? null : worthOf(sit, f, left, k);
        if (w !== null && w > second) second = w;
      }
      worth += second;
    }
    ranked.push({ event: e, worth });
  }
  return ranked.sort((a, b) => b.worth - a.worth);
}

/** `hard` with the given weights. */
export const hardWith = (k: HardKnobs): BiggieBillsBot => careful((view) => {
  const { seat, prompt } = asked(view);
  const team = view.teams[seat]!;
  switch (prompt.type) {
    case 'block': {
      // BG-11: keep the card in play when what is at stake is worth a Block card.
      const placed = team.inPlay.find((p) => p.card === prompt.card)!;
      const card = growthOf(view.tables, prompt.card);
      const payoff = placed.challenged ? 0 : placed.payoff + (card.acquire && placed.target !== null ? view.cash[placed.target]! / 2 : 0);
      const wins = !placed.challenged && view.cash[seat]! + placed.payoff >= view.target;
      return blockOrNot(view, seat, wins || prompt.penalty + prompt.blockPenalty + payoff >= k.block || prompt.penalty >= view.cash[seat]!);
    }
    case 'keep': {
      // BG-6: keep the Growth cards playable soonest (open stages, by profit), no dead ones.
      const sit = situation(view, seat, k);
      const seen = new Set<number>();
      return keepBest(view, seat, prompt,
        (id) => {
          const card = growthOf(view.tables, id);
          if (team.completed.includes(id) || seen.has(id)) return -1;
          seen.add(id);
          const open = card.stage === 1 || sit.reached.has(card.stage - 1);
          return (open ? 2 : 1) * (card.later - card.cost + (card.acquire ? 200 : 0)) + card.stage;
        },
        (id) => (growthOf(view.tables, id).acquire ? 1000 : growthOf(view.tables, id).penalty * (sit.reached.has(growthOf(view.tables, id).stage) ? 2 : 1)));
    }
    case 'turn': {
      const sit = situation(view, seat, k);
      const moves = legalMoves(view);
      const ranked = rankMoves(sit, moves, prompt.mainLeft, prompt.freeLeft, k);
      const best = ranked[0];
      if (best && best.worth > 0) return best.event;
      if (view.actions!.endTurn.ok && prompt.acted > 0) return { type: 'END_TURN', seat };
      // Nothing worth it after risk: still better to play for profit than to pass.
      const plain = ranked.find((r) => r.event.type === 'PLAY_GROWTH' && r.event.target === undefined && Number.isFinite(r.worth));
      if (plain) {
        const own = view.hand!.growth.find((g) => plain.event.type === 'PLAY_GROWTH' && g.card === plain.event.card)!;
        if (own.payoff > own.cost) return plain.event;
      }
      // BG-4: a Flexible Challenge played this turn can be the turn: end it rather than pay to pass.
      if (view.actions!.endTurn.ok) return { type: 'END_TURN', seat };
      const dead = new Set(deadGrowth(view));
      const fee = view.rules.exchangeFee;
      if (view.actions!.exchange.ok && (dead.size > 0 || fee <= view.rules.skipFine) && view.cash[seat]! > fee + 5) {
        return exchangeWorst(view, seat, (kind, id) => keepWorth(sit, kind, id, dead));
      }
      return skipOrFirstCard(view, seat);
    }
  }
});

/** `hard` with the tuned weights. */
export const hard = hardWith(HARD_KNOBS);
