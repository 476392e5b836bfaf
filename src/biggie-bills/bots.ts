/**
 * BiggieBills$$$ bots. Each is a pure function of the seat's view (the same a person sees) and a
 * random source in [0, 1); none ever reads the machine context. Legal moves come from the view's
 * per-card verdicts (which come from the engine's `check`).
 *
 * - `random`: uniformly among the kinds of legal move, then uniformly within the kind. The fuzzing
 *   baseline.
 * - `easy`: a beginner: plays an affordable Growth card at random (each card as likely as another,
 *   whatever the number of teams Acquire a Competitor could target), challenges now and then,
 *   blocks on a coin flip, otherwise ends its turn when it may or skips.
 * - `normal`: greedy: plays the Growth card with the best profit, counting Acquire a Competitor
 *   at its payoff plus 25% of the target's cash (so it acquires only when no other card pays more,
 *   and then the richest team it may), challenges only when it has no Growth card to play, uses free
 *   Flexible Challenges on any target (and, with nothing else worth playing, makes one its whole
 *   turn rather than pay a fine, BG-4), always blocks when it can, exchanges completed duplicates
 *   when it may (BG-14), else skips.
 * - `hard`: values each Growth card by its payoff after challenge risk (which teams are eligible to
 *   challenge that stage before it completes, how many matching Challenge cards are still unseen,
 *   who holds Bonus cards), races for first completions, keeps cash for the stage it is aiming at,
 *   challenges when it is eligible and the penalty is worth a main action (more so against the
 *   leader), blocks when the payoff and penalty at stake are worth a Block card, exchanges dead
 *   cards (completed or duplicate Growth cards) when it may (BG-14), plays Acquire a Competitor
 *   whenever it can, and after a Flexible Challenge with nothing worth playing ends its turn for
 *   free (BG-4) rather than skip or exchange.
 *
 * Every level keeps to the turn rules through the view's verdicts: an exchange only when nothing
 * can be played (BG-14), and before the team's first Growth card a Stage 1 card rather than a skip
 * (BG-5: `skipOrFirstCard`).
 *
 * `easy`, `normal` and `hard` never bankrupt their own team by their own payment (a Growth cost, the
 * exchange fee, the skip fine, the penalty of a challenge they let stand, or a block penalty a
 * challenged team that holds a Bonus card could make them pay) while another legal move does not:
 * a payment that leaves the team at $0 takes it out at once (BG-16), so it can never win the game.
 * Only `random` may.
 */
import type { Bot, BotSet, Seat } from '../core/types.js';
import type { GrowthCard, Stage } from './cards.js';
import type { BiggieBillsEvent } from './context.js';
import { ruinous, type BiggieBillsView, type OwnGrowth } from './view.js';

type BiggieBillsBot = Bot<BiggieBillsView, BiggieBillsEvent>;
type Random = () => number;

const randomInt = (rng: Random, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const pickOne = <T>(rng: Random, items: readonly T[]): T => items[randomInt(rng, 0, items.length - 1)]!;
const chance = (rng: Random, p: number) => rng() < p;

function asked(view: BiggieBillsView): { seat: Seat; prompt: NonNullable<BiggieBillsView['prompt']> } {
  if (view.seat === null || view.prompt === null) throw new Error('A bot was asked to act without a prompt.');
  return { seat: view.seat, prompt: view.prompt };
}

const growthOf = (view: BiggieBillsView, id: number): GrowthCard => view.tables.growth.find((card) => card.id === id)!;

/** Every legal move in a `turn` prompt, grouped by kind (one group per kind that has any). */
export function legalMoves(view: BiggieBillsView): BiggieBillsEvent[][] {
  const seat = view.seat!;
  const hand = view.hand!;
  const actions = view.actions!;
  const groups: BiggieBillsEvent[][] = [];
  const unique = (events: BiggieBillsEvent[]) => [...new Map(events.map((e) => [JSON.stringify(e), e])).values()];
  groups.push(unique(hand.growth.filter((g) => g.verdict.ok).flatMap((g): BiggieBillsEvent[] =>
    growthOf(view, g.card).acquire
      ? g.targets.map((target) => ({ type: 'PLAY_GROWTH', seat, card: g.card, target }))
      : [{ type: 'PLAY_GROWTH', seat, card: g.card }])));
  groups.push(unique(hand.challenge.flatMap((c) => c.owners.map((owner): BiggieBillsEvent => ({ type: 'PLAY_CHALLENGE', seat, owner, card: c.card })))));
  groups.push(unique(hand.bonus.flatMap((b) => b.targets.map((t): BiggieBillsEvent => ({ type: 'PLAY_FLEX', seat, owner: t.owner, card: t.card })))));
  if (actions.exchange.ok) groups.push(unique(exchanges(view)));
  if (actions.skip.ok) groups.push([{ type: 'SKIP', seat }]);
  if (actions.endTurn.ok) groups.push([{ type: 'END_TURN', seat }]);
  return groups.filter((group) => group.length > 0);
}

/** Every exchange of two cards of the hand. */
function exchanges(view: BiggieBillsView): BiggieBillsEvent[] {
  const seat = view.seat!;
  const cards = [...view.hand!.growth.map((g) => ['growth', g.card] as const), ...view.hand!.challenge.map((c) => ['challenge', c.card] as const)];
  const out: BiggieBillsEvent[] = [];
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const pair = [cards[i]!, cards[j]!];
      out.push({ type: 'EXCHANGE', seat, growth: pair.filter(([k]) => k === 'growth').map(([, id]) => id), challenge: pair.filter(([k]) => k === 'challenge').map(([, id]) => id) });
    }
  }
  return out;
}

/**
 * SKIP; or, when the team may not skip because its first Growth card is due (BG-5), the legal
 * Growth card to play instead: one that does not bankrupt the team if any, the most profitable.
 */
function skipOrFirstCard(view: BiggieBillsView, seat: Seat): BiggieBillsEvent {
  if (view.actions!.skip.ok) return { type: 'SKIP', seat };
  const profit = (e: BiggieBillsEvent) => {
    const own = view.hand!.growth.find((g) => e.type === 'PLAY_GROWTH' && g.card === e.card);
    return own ? own.payoff - own.cost : -Infinity;
  };
  const plays = legalMoves(view).flat().filter((e) => e.type === 'PLAY_GROWTH')
    .sort((a, b) => Number(ruinous(view, a)) - Number(ruinous(view, b)) || profit(b) - profit(a));
  return plays[0] ?? { type: 'SKIP', seat };
}

/** A block prompt: BLOCK if the seat holds a Block card and `wants`, else NO_BLOCK. */
function blockOrNot(view: BiggieBillsView, seat: Seat, wants: boolean): BiggieBillsEvent {
  const canBlock = view.hand!.bonus.some((b) => b.kind === 'block' && b.verdict.ok);
  return canBlock && wants ? { type: 'BLOCK', seat } : { type: 'NO_BLOCK', seat };
}

/** The best legal move that is not ruinous, or null: end the turn, the most profitable card, the richest challenge, an exchange, a skip. */
function safeMove(view: BiggieBillsView): BiggieBillsEvent | null {
  const seat = view.seat!;
  if (view.prompt?.type === 'block') return view.hand!.bonus.some((b) => b.kind === 'block' && b.verdict.ok) ? { type: 'BLOCK', seat } : null;
  if (view.prompt?.type !== 'turn') return null;
  const safe = legalMoves(view).flat().filter((e) => !ruinous(view, e));
  const worth = (e: BiggieBillsEvent): number => {
    switch (e.type) {
      case 'END_TURN': return 1e6;
      case 'PLAY_GROWTH': {
        const own = view.hand!.growth.find((g) => g.card === e.card)!;
        return 1e5 + own.payoff - own.cost + (e.target === undefined ? 0 : view.cash[e.target]! / 4);
      }
      case 'PLAY_CHALLENGE': case 'PLAY_FLEX': return 1e4 + growthOf(view, e.card).penalty;
      case 'EXCHANGE': return 1e3;
      default: return 0;
    }
  };
  const best = safe.sort((a, b) => worth(b) - worth(a))[0];
  if (best?.type !== 'EXCHANGE') return best ?? null;
  const dead = new Set(deadGrowth(view));
  return exchangeWorst(view, seat, (kind, id) => (kind === 'growth' ? (dead.has(id) ? -1000 : -growthOf(view, id).stage) : growthOf(view, id).penalty));
}

/**
 * `bot`, except that it never bankrupts its own team by its own payment while a legal move that
 * does not exists: a payment that leaves the team at $0 takes it out at once (BG-16) and so can
 * never win the game.
 */
function careful(bot: BiggieBillsBot): BiggieBillsBot {
  return (view, rng) => {
    const event = bot(view, rng);
    return ruinous(view, event) ? (safeMove(view) ?? event) : event;
  };
}

/** A KEEP of the best-ranked cards (`rankGrowth`, `rankChallenge`: higher is better). */
function keepBest(view: BiggieBillsView, seat: Seat, prompt: { growth: number; challenge: number }, rankGrowth: (id: number) => number, rankChallenge: (id: number) => number): BiggieBillsEvent {
  const best = (ids: number[], rank: (id: number) => number, n: number) =>
    ids.map((id, i) => ({ id, score: rank(id), i })).sort((a, b) => b.score - a.score || a.i - b.i).slice(0, n).map((x) => x.id);
  return {
    type: 'KEEP',
    seat,
    growth: best(view.hand!.growth.map((g) => g.card), rankGrowth, prompt.growth),
    challenge: best(view.hand!.challenge.map((c) => c.card), rankChallenge, prompt.challenge),
  };
}

const shuffled = <T>(rng: Random, items: readonly T[]): T[] => {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(rng, 0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

// ---------------------------------------------------------------------------------------------

const random: BiggieBillsBot = (view, rng) => {
  const { seat, prompt } = asked(view);
  switch (prompt.type) {
    case 'block': return blockOrNot(view, seat, chance(rng, 0.5));
    case 'keep': return {
      type: 'KEEP',
      seat,
      growth: shuffled(rng, view.hand!.growth.map((g) => g.card)).slice(0, prompt.growth),
      challenge: shuffled(rng, view.hand!.challenge.map((c) => c.card)).slice(0, prompt.challenge),
    };
    case 'turn': return pickOne(rng, pickOne(rng, legalMoves(view)));
  }
};

const easy: BiggieBillsBot = careful((view, rng) => {
  const { seat, prompt } = asked(view);
  switch (prompt.type) {
    case 'block': return blockOrNot(view, seat, chance(rng, 0.5));
    case 'keep': return keepBest(view, seat, prompt, () => rng(), () => rng());
    case 'turn': {
      const groups = legalMoves(view);
      const of = (type: BiggieBillsEvent['type']) => groups.find((g) => g[0]!.type === type) ?? [];
      // A card at random, then (Acquire a Competitor) a target at random: an acquisition is no
      // likelier than any other card because it could target several teams.
      const growth = () => {
        const card = pickOne(rng, [...new Set(of('PLAY_GROWTH').map((e) => (e as Extract<BiggieBillsEvent, { type: 'PLAY_GROWTH' }>).card))]);
        return pickOne(rng, of('PLAY_GROWTH').filter((e) => e.type === 'PLAY_GROWTH' && e.card === card));
      };
      if (of('PLAY_GROWTH').length > 0 && chance(rng, 0.8)) return growth();
      if (of('PLAY_CHALLENGE').length > 0 && chance(rng, 0.4)) return pickOne(rng, of('PLAY_CHALLENGE'));
      if (of('PLAY_GROWTH').length > 0) return growth();
      if (of('END_TURN').length > 0) return of('END_TURN')[0]!;
      return skipOrFirstCard(view, seat);
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Shared reasoning for normal and hard

/** Growth cards in hand that can never pay: completed already, or a second copy of one card. */
function deadGrowth(view: BiggieBillsView): number[] {
  const team = view.teams[view.seat!]!;
  const seen = new Set<number>();
  const dead: number[] = [];
  for (const { card } of view.hand!.growth) {
    if (team.completed.includes(card) || seen.has(card)) dead.push(card);
    seen.add(card);
  }
  return dead;
}

/** An exchange of the two least useful cards (dead Growth first), by `usefulness` (lower goes). */
function exchangeWorst(view: BiggieBillsView, seat: Seat, usefulness: (kind: 'growth' | 'challenge', id: number) => number): BiggieBillsEvent {
  const cards = [
    ...view.hand!.growth.map((g) => ({ kind: 'growth' as const, id: g.card, score: usefulness('growth', g.card) })),
    ...view.hand!.challenge.map((c) => ({ kind: 'challenge' as const, id: c.card, score: usefulness('challenge', c.card) })),
  ].sort((a, b) => a.score - b.score);
  const pair = cards.slice(0, 2);
  return { type: 'EXCHANGE', seat, growth: pair.filter((c) => c.kind === 'growth').map((c) => c.id), challenge: pair.filter((c) => c.kind === 'challenge').map((c) => c.id) };
}

/** The stages the seat may play now (Stage 1 always; N after completing an N−1 card). */
function unlocked(view: BiggieBillsView, seat: Seat): Set<Stage> {
  const done = new Set(view.teams[seat]!.completed.map((id) => growthOf(view, id).stage));
  return new Set(([1, 2, 3, 4] as Stage[]).filter((s) => s === 1 || done.has((s - 1) as Stage)));
}

// ---------------------------------------------------------------------------------------------

const normal: BiggieBillsBot = careful((view, rng) => {
  const { seat, prompt } = asked(view);
  const team = view.teams[seat]!;
  switch (prompt.type) {
    case 'block': return blockOrNot(view, seat, true);
    case 'keep': {
      const open = unlocked(view, seat);
      return keepBest(view, seat, prompt,
        (id) => (team.completed.includes(id) ? -1 : open.has(growthOf(view, id).stage) ? growthOf(view, id).later - growthOf(view, id).cost : 0),
        (id) => growthOf(view, id).penalty);
    }
    case 'turn': {
      const groups = legalMoves(view);
      const all = groups.flat();
      const flex = all.filter((e) => e.type === 'PLAY_FLEX');
      if (flex.length > 0 && prompt.freeLeft > 0) return pickOne(rng, flex);
      // Every Growth card it can pay for with $10M to spare, by profit; Acquire a Competitor counts
      // its payoff plus 25% of the target's cash (BG-6), and on a tie a plain card goes first.
      const plays = all.flatMap((e) => {
        if (e.type !== 'PLAY_GROWTH') return [];
        const own = view.hand!.growth.find((g) => g.card === e.card)!;
        if (team.cash - own.cost <= 10) return [];
        const prize = e.target === undefined ? 0 : Math.round(view.cash[e.target]! / 4);
        return [{ event: e, profit: own.payoff + prize - own.cost, acquire: e.target !== undefined }];
      }).sort((a, b) => b.profit - a.profit || Number(a.acquire) - Number(b.acquire));
      const challenges = all.filter((e): e is Extract<BiggieBillsEvent, { type: 'PLAY_CHALLENGE' }> => e.type === 'PLAY_CHALLENGE');
      const bestChallenge = challenges.sort((a, b) => growthOf(view, b.card).penalty - growthOf(view, a.card).penalty)[0];
      if (plays[0]) return plays[0].event;
      if (bestChallenge) return bestChallenge;
      if (view.actions!.endTurn.ok) return { type: 'END_TURN', seat };
      const dead = new Set(deadGrowth(view));
      if (view.actions!.exchange.ok && (dead.size > 0 || view.rules.exchangeFee < view.rules.skipFine)) {
        return exchangeWorst(view, seat, (kind, id) => (kind === 'growth' ? (dead.has(id) ? -1000 : -growthOf(view, id).stage) : growthOf(view, id).penalty));
      }
      return skipOrFirstCard(view, seat);
    }
  }
});

// ---------------------------------------------------------------------------------------------
// hard

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
    const eligible = view.rules.openSeason || view.teams[s]!.completed.some((id) => growthOf(view, id).stage === card.stage);
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
  const done = new Set([...team.completed, ...active.map((p) => p.card)].map((id) => growthOf(view, id).stage));
  const open = (stage: number) => stage === 1 || done.has((stage - 1) as Stage);
  const held = view.hand!.growth.filter((g) => !team.completed.includes(g.card) && open(growthOf(view, g.card).stage) && !growthOf(view, g.card).acquire);
  const stage = Math.max(0, ...held.map((g) => growthOf(view, g.card).stage));
  const costs = held.filter((g) => growthOf(view, g.card).stage === stage).map((g) => g.cost);
  return { stage, cost: costs.length === 0 ? 0 : Math.min(...costs), income };
}

/**
 * Whether playing `g` breaks the reserve: a card below the stage aimed at that, were it challenged,
 * would leave too little to pay for that stage's card at the next turn (when it could otherwise).
 */
function breaksReserve(view: BiggieBillsView, seat: Seat, g: OwnGrowth, aim: Aim): boolean {
  const card = growthOf(view, g.card);
  const next = view.cash[seat]! + aim.income;
  return card.stage < aim.stage && next >= aim.cost && next - g.cost - card.penalty < aim.cost;
}

/** Expected worth of playing own Growth card `g` now ($M), or −Infinity when it must not be played. */
function growthWorth(sit: Situation, g: OwnGrowth, aim: Aim, k: HardKnobs): number {
  const { view, seat } = sit;
  const card = growthOf(view, g.card);
  const cash = view.cash[seat]!;
  if (cash - g.cost <= k.margin) return -Infinity;
  const risk = k.risk * challengeRisk(sit, card);
  let worth = (1 - risk) * g.payoff - g.cost - risk * card.penalty;
  const team = view.teams[seat]!;
  // Unlocking a stage opens the next, richer cards.
  if (!team.completed.some((id) => growthOf(view, id).stage === card.stage) && card.stage < 4) worth += k.unlock * card.stage * (1 - risk);
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
  const risk = k.risk * challengeRisk(sit, growthOf(view, g.card));
  const cash = view.cash[target]!;
  return (1 - risk) * (g.payoff + cash / 4 + k.eliminate + k.eliminateCash * cash) - g.cost - risk * growthOf(view, g.card).penalty;
}


/** Worth of a challenge of `owner`'s card ($M): the penalty, less the block risk, plus the harm done. */
function challengeWorth(sit: Situation, owner: Seat, id: number, k: HardKnobs): number {
  const { view } = sit;
  const card = growthOf(view, id);
  const placed = view.teams[owner]!.inPlay.find((p) => p.card === id)!;
  const blockRisk = view.teams[owner]!.bonusCount > 0 ? 0.5 : 0;
  const blockPenalty = view.tables.challenge.find((c) => c.growth === id)!.blockPenalty;
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
      const card = growthOf(view, prompt.card);
      const payoff = placed.challenged ? 0 : placed.payoff + (card.acquire && placed.target !== null ? view.cash[placed.target]! / 2 : 0);
      const wins = !placed.challenged && view.cash[seat]! + placed.payoff >= view.target;
      return blockOrNot(view, seat, wins || prompt.penalty + prompt.blockPenalty + payoff >= k.block || prompt.penalty >= view.cash[seat]!);
    }
    case 'keep': {
      const open = unlocked(view, seat);
      const seen = new Set<number>();
      return keepBest(view, seat, prompt,
        (id) => {
          const card = growthOf(view, id);
          if (team.completed.includes(id) || seen.has(id)) return -1;
          seen.add(id);
          return (open.has(card.stage) ? 2 : 1) * (card.later - card.cost + (card.acquire ? 200 : 0));
        },
        (id) => growthOf(view, id).penalty * (team.completed.some((c) => growthOf(view, c).stage === growthOf(view, id).stage) ? 2 : 1));
    }
    case 'turn': {
      const sit = situation(view, seat);
      const aim = aimOf(view, seat);
      const options = legalMoves(view).flat().flatMap((e): { event: BiggieBillsEvent; worth: number }[] => {
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
          .filter((g) => g.verdict.ok && !growthOf(view, g.card).acquire && view.cash[seat]! - g.cost > k.margin && !breaksReserve(view, seat, g, aim))
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
          const card = growthOf(view, id);
          if (kind === 'challenge') return card.penalty + (sit.unseen.get(id) === 0 ? -100 : 0);
          if (dead.has(id)) return -1000;
          return (open.has(card.stage) ? 100 : 0) + card.stage * 10;
        });
      }
      return skipOrFirstCard(view, seat);
    }
  }
});

const hard = hardWith(HARD_KNOBS);

/** The BiggieBills$$$ bots; `random` is the fuzzing baseline. */
export const bots: BotSet<BiggieBillsView, BiggieBillsEvent> = { random, easy, normal, hard };
