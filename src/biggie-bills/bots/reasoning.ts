/**
 * What the BiggieBills$$$ bots share: reading the prompt, the moves that keep to the turn rules
 * (BG-5's first card before a skip), never bankrupting their own team while a safe move exists
 * (BG-16, `careful`), keeping the best cards after an acquisition (BG-6), exchanging the worst ones
 * (BG-14) and the stages a team may play (BG-5). Every move comes from `legalMoves` (moves.ts).
 */
import type { Bot, Seat } from '../../core/types.js';
import { growthOf, type Stage } from '../cards.js';
import { legalMoves } from '../moves.js';
import type { BiggieBillsEvent } from '../types.js';
import { ruinous, type BiggieBillsView } from '../view.js';

export type BiggieBillsBot = Bot<BiggieBillsView, BiggieBillsEvent>;

/** The seat and prompt of a view a bot is asked to act in. @throws Error when the view asks nothing. */
export function asked(view: BiggieBillsView): { seat: Seat; prompt: NonNullable<BiggieBillsView['prompt']> } {
  if (view.seat === null || view.prompt === null) throw new Error('A bot was asked to act without a prompt.');
  return { seat: view.seat, prompt: view.prompt };
}

/**
 * SKIP; or, when the team may not skip because its first Growth card is due (BG-5), the legal
 * Growth card to play instead: one that does not bankrupt the team if any, the most profitable.
 */
export function skipOrFirstCard(view: BiggieBillsView, seat: Seat): BiggieBillsEvent {
  if (view.actions!.skip.ok) return { type: 'SKIP', seat };
  const profit = (e: BiggieBillsEvent) => {
    const own = view.hand!.growth.find((g) => e.type === 'PLAY_GROWTH' && g.card === e.card);
    return own ? own.payoff - own.cost : -Infinity;
  };
  const plays = legalMoves(view).filter((e) => e.type === 'PLAY_GROWTH')
    .sort((a, b) => Number(ruinous(view, a)) - Number(ruinous(view, b)) || profit(b) - profit(a));
  return plays[0] ?? { type: 'SKIP', seat };
}

/** A block prompt: BLOCK if the seat holds a Block card and `wants`, else NO_BLOCK. */
export function blockOrNot(view: BiggieBillsView, seat: Seat, wants: boolean): BiggieBillsEvent {
  return canBlock(view) && wants ? { type: 'BLOCK', seat } : { type: 'NO_BLOCK', seat };
}

/** The best legal move that is not ruinous, or null: end the turn, the most profitable card, the richest challenge, an exchange, a skip. */
export function safeMove(view: BiggieBillsView): BiggieBillsEvent | null {
  const seat = view.seat!;
  if (view.prompt?.type === 'block') return canBlock(view) ? { type: 'BLOCK', seat } : null;
  if (view.prompt?.type !== 'turn') return null;
  const safe = legalMoves(view).filter((e) => !ruinous(view, e));
  const worth = (e: BiggieBillsEvent): number => {
    switch (e.type) {
      case 'END_TURN': return 1e6;
      case 'PLAY_GROWTH': {
        const own = view.hand!.growth.find((g) => g.card === e.card)!;
        return 1e5 + own.payoff - own.cost + (e.target === undefined ? 0 : view.cash[e.target]! / 4);
      }
      case 'PLAY_CHALLENGE': case 'PLAY_FLEX': return 1e4 + growthOf(view.tables, e.card).penalty;
      case 'EXCHANGE': return 1e3;
      default: return 0;
    }
  };
  const best = safe.sort((a, b) => worth(b) - worth(a))[0];
  if (best?.type !== 'EXCHANGE') return best ?? null;
  const dead = new Set(deadGrowth(view));
  return exchangeWorst(view, seat, (kind, id) => (kind === 'growth' ? (dead.has(id) ? -1000 : -growthOf(view.tables, id).stage) : growthOf(view.tables, id).penalty));
}

/**
 * `bot`, except that it never bankrupts its own team by its own payment while a legal move that
 * does not exists: a payment that leaves the team at $0 takes it out at once (BG-16) and so can
 * never win the game.
 */
export function careful(bot: BiggieBillsBot): BiggieBillsBot {
  return (view, rng) => {
    const event = bot(view, rng);
    return ruinous(view, event) ? (safeMove(view) ?? event) : event;
  };
}

/** A KEEP of the best-ranked cards (`rankGrowth`, `rankChallenge`: higher is better). */
export function keepBest(view: BiggieBillsView, seat: Seat, prompt: { growth: number; challenge: number }, rankGrowth: (id: number) => number, rankChallenge: (id: number) => number): BiggieBillsEvent {
  const best = (ids: number[], rank: (id: number) => number, n: number) =>
    ids.map((id, i) => ({ id, score: rank(id), i })).sort((a, b) => b.score - a.score || a.i - b.i).slice(0, n).map((x) => x.id);
  return {
    type: 'KEEP',
    seat,
    growth: best(view.hand!.growth.map((g) => g.card), rankGrowth, prompt.growth),
    challenge: best(view.hand!.challenge.map((c) => c.card), rankChallenge, prompt.challenge),
  };
}

/** Growth cards in hand that can never pay: completed already, or a second copy of one card. */
export function deadGrowth(view: BiggieBillsView): number[] {
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
export function exchangeWorst(view: BiggieBillsView, seat: Seat, usefulness: (kind: 'growth' | 'challenge', id: number) => number): BiggieBillsEvent {
  const cards = [
    ...view.hand!.growth.map((g) => ({ kind: 'growth' as const, id: g.card, score: usefulness('growth', g.card) })),
    ...view.hand!.challenge.map((c) => ({ kind: 'challenge' as const, id: c.card, score: usefulness('challenge', c.card) })),
  ].sort((a, b) => a.score - b.score);
  const pair = cards.slice(0, 2);
  return { type: 'EXCHANGE', seat, growth: pair.filter((c) => c.kind === 'growth').map((c) => c.id), challenge: pair.filter((c) => c.kind === 'challenge').map((c) => c.id) };
}

/** The stages the seat may play now (Stage 1 always; N after completing an N−1 card). */
export function unlocked(view: BiggieBillsView, seat: Seat): Set<Stage> {
  const done = new Set(view.teams[seat]!.completed.map((id) => growthOf(view.tables, id).stage));
  return new Set(([1, 2, 3, 4] as Stage[]).filter((s) => s === 1 || done.has((s - 1) as Stage)));
}

/** BG-11: whether the seat may BLOCK now (it holds a Block card and is asked to decide). */
export const canBlock = (view: BiggieBillsView): boolean => legalMoves(view).some((e) => e.type === 'BLOCK');
