/**
 * The `hard` BiggieBills$$$ bot (see bots/index.ts): it values each Growth card by its payoff after
 * the risk of a challenge (who may challenge that stage before it completes, how many matching
 * Challenge cards are still unseen, who holds Bonus cards), races for first completions, keeps cash
 * for the stage it aims at, weighs challenges and blocks in $M, and plays Acquire a Competitor
 * whenever it can. Its weights are `HARD_KNOBS` (exported, with `hardWith`, for tuning in the
 * arena).
 */
import type { Seat } from '../../core/types.js';
import { challengeCard, growthOf, type GrowthCard, type Stage } from '../cards.js';
import { legalMoves } from '../moves.js';
import type { BiggieBillsEvent } from '../types.js';
import type { BiggieBillsView, OwnGrowth } from '../view.js';
import {
  asked, blockOrNot, careful, deadGrowth, exchangeWorst, keepBest, skipOrFirstCard, unlocked, type BiggieBillsBot,
} from './reasoning.js';

interface Situation {
  view: BiggieBillsView;
  seat: Seat;
  /** Teams still to act before a card played now completes (this cycle's remaining turns up to the seat's next). */
  actingBefore: Seat[];
  /** Challenge cards not seen by this seat (not in its hand, not played since the last reshuffle). */
  unseen: Map<number, number>;
  unseenTotal: number;
  leader: Seat;
}

function situation(view: BiggieBillsView, seat: Seat): Situation {
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
  // Turns between now and the seat's next turn (or the cycle end).
  const n = view.order.length;
  const turn = view.turn;
  const actingBefore: Seat[] = [];
  if (turn) {
    const index = turn.round === 1 ? view.order.indexOf(seat) : n + view.order.indexOf(seat);
    for (let i = index + 1; i < 2 * n; i++) {
      const s = view.order[i % n]!;
      if (s === seat) break;
      if (view.out[s] === null) actingBefore.push(s);
    }
  }
  const inGame = view.out.flatMap((o, s) => (o === null ? [s] : []));
  const leader = inGame.filter((s) => s !== seat).sort((a, b) => view.cash[b]! - view.cash[a]!)[0] ?? seat;
  return { view, seat, actingBefore, unseen, unseenTotal, leader };
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

/** The weights of `hard` (exported for tuning in the arena). */
export interface HardKnobs {
  /** Weight of the challenge risk on a Growth card's payoff. */
  risk: number;
  /** $M per stage for completing the first card of a stage (it unlocks the next). */
  unlock: number;
  /** Share of (first − later) added while a first payoff is on offer. */
  race: number;
  /** $M taken off a lower-stage card that, if challenged, would leave too little for the stage aimed at. */
  reserve: number;
  /** Share of the harm a challenge does to the leader, and to other teams, counted as gain. */
  leaderHarm: number;
  otherHarm: number;
  /** $M at stake (penalty, block penalty, payoff) above which a Block card is used. */
  block: number;
  /** $M of cash never spent on a Growth card. */
  margin: number;
  /** $M for stopping a card that would take its owner to the target, or for reaching it. */
  stopWin: number;
  /** Acquire a Competitor: $M for taking a team out, plus this share of its cash. */
  eliminate: number;
  eliminateCash: number;
  /** Play the most profitable card rather than pass when nothing is worth it after risk. */
  fallback: boolean;
}
export const HARD_KNOBS: HardKnobs = {
  risk: 0.5, unlock: 25, race: 0.25, reserve: 40, leaderHarm: 0.5, otherHarm: 0.2, block: 45, margin: 5,
  stopWin: 500, eliminate: 100, eliminateCash: 0.5, fallback: true,
};

/**
 * The stage the seat aims at and what it must keep for it: the highest stage of a card in hand that
 * is open now or opens when its own active cards complete, and the cheapest such card's cost.
 */
interface Aim { stage: number; cost: number; income: number }

function aimOf(view: BiggieBillsView, seat: Seat): Aim {
  const team = view.teams[seat]!;
  const active = team.inPlay.filter((p) => !p.challenged);
  const income = active.reduce((sum, p) => sum + p.payoff, 0);
  const done = new Set([...team.completed, ...active.map((p) => p.card)].map((id) => growthOf(view.tables, id).stage));
  const open = (stage: number) => stage === 1 || done.has((stage - 1) as Stage);
  const held = view.hand!.growth.filter((g) => !team.completed.includes(g.card) && open(growthOf(view.tables, g.card).stage) && !growthOf(view.tables, g.card).acquire);
  const stage = Math.max(0, ...held.map((g) => growthOf(view.tables, g.card).stage));
  const costs = held.filter((g) => growthOf(view.tables, g.card).stage === stage).map((g) => g.cost);
  return { stage, cost: costs.length === 0 ? 0 : Math.min(...costs), income };
}

/**
 * Whether playing `g` breaks the reserve: a card below the stage aimed at that, were it challenged,
 * would leave too little to pay for that stage's card at the next turn (when it could otherwise).
 */
function breaksReserve(view: BiggieBillsView, seat: Seat, g: OwnGrowth, aim: Aim): boolean {
  const card = growthOf(view.tables, g.card);
  const next = view.cash[seat]! + aim.income;
  return card.stage < aim.stage && next >= aim.cost && next - g.cost - card.penalty < aim.cost;
}

/** Expected worth of playing own Growth card `g` now ($M), or −Infinity when it must not be played. */
function growthWorth(sit: Situation, g: OwnGrowth, aim: Aim, k: HardKnobs): number {
  const { view, seat } = sit;
  const card = growthOf(view.tables, g.card);
  const cash = view.cash[seat]!;
  if (cash - g.cost <= k.margin) return -Infinity;
  const risk = k.risk * challengeRisk(sit, card);
  let worth = (1 - risk) * g.payoff - g.cost - risk * card.penalty;
  const team = view.teams[seat]!;
  // Unlocking a stage opens the next, richer cards.
  if (!team.completed.some((id) => growthOf(view.tables, id).stage === card.stage) && card.stage < 4) worth += k.unlock * card.stage * (1 - risk);
  // Race for first completions: a first payoff still on offer is worth taking before others do.
  if (g.payoff >= card.first && card.first > card.later) worth += k.race * (card.first - card.later) * (1 - risk);
  // Keep the cash for the stage aimed at.
  if (breaksReserve(view, seat, g, aim)) worth -= k.reserve;
  // Reaching the target wins.
  if (cash - g.cost + g.payoff >= view.target) worth += k.stopWin * (1 - risk);
  return worth;
}

/** Worth of Acquire a Competitor against `target` ($M). */
function acquireWorth(sit: Situation, g: OwnGrowth, target: Seat, k: HardKnobs): number {
  const { view, seat } = sit;
  if (view.cash[seat]! - g.cost <= k.margin) return -Infinity;
  const risk = k.risk * challengeRisk(sit, growthOf(view.tables, g.card));
  const cash = view.cash[target]!;
  return (1 - risk) * (g.payoff + cash / 4 + k.eliminate + k.eliminateCash * cash) - g.cost - risk * growthOf(view.tables, g.card).penalty;
}

/** Worth of a challenge of `owner`'s card ($M): the penalty, less the block risk, plus the harm done. */
function challengeWorth(sit: Situation, owner: Seat, id: number, k: HardKnobs): number {
  const { view } = sit;
  const card = growthOf(view.tables, id);
  const placed = view.teams[owner]!.inPlay.find((p) => p.card === id)!;
  const blockRisk = view.teams[owner]!.bonusCount > 0 ? 0.5 : 0;
  const blockPenalty = challengeCard(view.tables, id)!.blockPenalty;
  let worth = (1 - blockRisk) * placed.penalty - blockRisk * blockPenalty;
  if (placed.challenged) return worth;
  // A first challenge also stops the payoff; hurting the leader counts most.
  worth += (owner === sit.leader ? k.leaderHarm : k.otherHarm) * (1 - blockRisk) * (placed.penalty + placed.payoff);
  const threat = view.cash[owner]! + placed.payoff + (card.acquire && placed.target !== null ? view.cash[placed.target]! / 4 : 0) >= view.target;
  if (threat || (card.acquire && placed.target === sit.seat)) worth += k.stopWin * (1 - blockRisk);
  return worth;
}

/** `hard` with the given weights. */
export const hardWith = (k: HardKnobs): BiggieBillsBot => careful((view) => {
  const { seat, prompt } = asked(view);
  const team = view.teams[seat]!;
  switch (prompt.type) {
    case 'block': {
      const placed = team.inPlay.find((p) => p.card === prompt.card)!;
      const card = growthOf(view.tables, prompt.card);
      const payoff = placed.challenged ? 0 : placed.payoff + (card.acquire && placed.target !== null ? view.cash[placed.target]! / 2 : 0);
      const wins = !placed.challenged && view.cash[seat]! + placed.payoff >= view.target;
      return blockOrNot(view, seat, wins || prompt.penalty + prompt.blockPenalty + payoff >= k.block || prompt.penalty >= view.cash[seat]!);
    }
    case 'keep': {
      const open = unlocked(view, seat);
      const seen = new Set<number>();
      return keepBest(view, seat, prompt,
        (id) => {
          const card = growthOf(view.tables, id);
          if (team.completed.includes(id) || seen.has(id)) return -1;
          seen.add(id);
          return (open.has(card.stage) ? 2 : 1) * (card.later - card.cost + (card.acquire ? 200 : 0));
        },
        (id) => growthOf(view.tables, id).penalty * (team.completed.some((c) => growthOf(view.tables, c).stage === growthOf(view.tables, id).stage) ? 2 : 1));
    }
    case 'turn': {
      const sit = situation(view, seat);
      const aim = aimOf(view, seat);
      const options = legalMoves(view).flatMap((e): { event: BiggieBillsEvent; worth: number }[] => {
        if (e.type === 'PLAY_GROWTH') {
          const own = view.hand!.growth.find((g) => g.card === e.card)!;
          return [{ event: e, worth: e.target !== undefined ? acquireWorth(sit, own, e.target, k) : growthWorth(sit, own, aim, k) }];
        }
        if (e.type === 'PLAY_CHALLENGE' || e.type === 'PLAY_FLEX') {
          // A free Flexible Challenge costs no action: take it whenever it gains anything.
          const free = e.type === 'PLAY_FLEX' && prompt.freeLeft > 0;
          return [{ event: e, worth: challengeWorth(sit, e.owner, e.card, k) + (free ? 1000 : 0) }];
        }
        return [];
      }).sort((a, b) => b.worth - a.worth);
      const best = options[0];
      if (best && best.worth > 0) return best.event;
      if (view.actions!.endTurn.ok && prompt.acted > 0) return { type: 'END_TURN', seat };
      if (k.fallback) {
        // Nothing worth it after risk: still better to play for profit than to pass.
        const plain = view.hand!.growth
          .filter((g) => g.verdict.ok && !growthOf(view.tables, g.card).acquire && view.cash[seat]! - g.cost > k.margin && !breaksReserve(view, seat, g, aim))
          .sort((a, b) => b.payoff - b.cost - (a.payoff - a.cost))[0];
        if (plain && plain.payoff > plain.cost) return { type: 'PLAY_GROWTH', seat, card: plain.card };
      }
      // BG-4: a Flexible Challenge played this turn can be the turn: end it rather than pay to pass.
      if (view.actions!.endTurn.ok) return { type: 'END_TURN', seat };
      const dead = new Set(deadGrowth(view));
      const open = unlocked(view, seat);
      const fee = view.rules.exchangeFee;
      if (view.actions!.exchange.ok && (dead.size > 0 || fee <= view.rules.skipFine) && view.cash[seat]! > fee + 5) {
        return exchangeWorst(view, seat, (kind, id) => {
          const card = growthOf(view.tables, id);
          if (kind === 'challenge') return card.penalty + (sit.unseen.get(id) === 0 ? -100 : 0);
          if (dead.has(id)) return -1000;
          return (open.has(card.stage) ? 100 : 0) + card.stage * 10;
        });
      }
      return skipOrFirstCard(view, seat);
    }
  }
});

/** `hard` with the tuned weights. */
export const hard = hardWith(HARD_KNOBS);
