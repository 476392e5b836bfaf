/**
 * A test-only omniscient BiggieBills$$$ bot (issue 12; the contract is in ./types.ts). It reads the
 * machine's snapshot, so it knows every hand, the order of every deck and the game's own random
 * state, from which the next cycles' turn orders and Industry cards follow (BG-3). It uses that to
 * look ahead exactly: each candidate move is played out to the end of the game on a copy of the
 * game, the omniscient seat continuing with the `hard` bot and the other seats with a model of
 * their bots, and the move whose play-outs end best is chosen. It is the ceiling the hard bot is
 * measured against: the share of wins a player reaches when luck hides nothing from it. Never
 * shipped, never in a `BotSet`.
 *
 * The model of the others: the cards do not say which bot plays a seat, so it reads their public
 * log. A team that has skipped a turn (BG-15) is played by the `random` bot in the play-outs (the
 * other levels almost never skip), averaged over three play-outs with different random numbers;
 * every other team by the `normal` bot, which draws no random numbers but to pick among Flexible
 * Challenges, so one play-out tells its future.
 *
 * Candidates: every legal move of the seat (`legalMoves` on its own view), except that of the up
 * to 45 exchanges (BG-14) only those of two cards among the hard bot's choice, the two least useful
 * Growth cards, and the least useful Growth card with the cheapest Challenge card are tried; a
 * KEEP after an acquisition (BG-6) is the hard bot's. A play-out scores 1 for a win (1/k when k
 * teams share it), else 0; a move replaces the hard bot's choice only when its play-outs score more
 * (so a lead in cash alone, or the noise of a random model, never does).
 *
 * Cost: about 20 ms per play-out (some 20 events), a few play-outs per decision; it is a
 * measuring tool, not bound by the bots' 5 ms budget.
 */
import { createActor } from 'xstate';
import { bots, definition, growthOf, legalMoves } from '../../../src/biggie-bills/index.js';
import type { BiggieBillsEvent, BiggieBillsSnapshot, BiggieBillsView } from '../../../src/biggie-bills/index.js';
import type { Bot, Seat } from '../../../src/core/types.js';
import type { OmniscientBot } from './types.js';

type BiggieBillsBot = Bot<BiggieBillsView, BiggieBillsEvent>;

/** Events after which a play-out is cut short and scored as it stands. */
const PLAYOUT_EVENTS = 2_000;

/** The exchanges worth trying: hard's own, and the two least useful Growth cards, two ways. */
function exchanges(view: BiggieBillsView, seat: Seat, hardChoice: BiggieBillsEvent): BiggieBillsEvent[] {
  const team = view.teams[seat]!;
  const growth = view.hand!.growth.map((g) => g.card);
  // Least useful first: completed or duplicate cards, then the highest stage (the farthest from play).
  const seen = new Set<number>();
  const rank = growth.map((id) => {
    const dead = team.completed.includes(id) || seen.has(id);
    seen.add(id);
    return { id, score: dead ? -100 : -growthOf(view.tables, id).stage };
  }).sort((a, b) => a.score - b.score);
  const out: BiggieBillsEvent[] = hardChoice.type === 'EXCHANGE' ? [hardChoice] : [];
  if (rank.length >= 2) out.push({ type: 'EXCHANGE', seat, growth: [rank[0]!.id, rank[1]!.id], challenge: [] });
  const challenge = view.hand!.challenge.map((c) => c.card);
  if (rank.length >= 1 && challenge.length >= 1) {
    const cheapest = [...challenge].sort((a, b) => growthOf(view.tables, a).penalty - growthOf(view.tables, b).penalty)[0]!;
    out.push({ type: 'EXCHANGE', seat, growth: [rank[0]!.id], challenge: [cheapest] });
  }
  const legal = new Set(legalMoves(view).map((e) => JSON.stringify(e)));
  return [...new Map(out.map((e) => [JSON.stringify(e), e])).values()].filter((e) => legal.has(JSON.stringify(e)));
}

/** The moves to compare: every legal move, exchanges narrowed down (see the module comment). */
function candidates(view: BiggieBillsView, seat: Seat, hardChoice: BiggieBillsEvent): BiggieBillsEvent[] {
  const moves = [hardChoice, ...legalMoves(view).filter((e) => e.type !== 'EXCHANGE'), ...exchanges(view, seat, hardChoice)];
  return [...new Map(moves.map((e) => [JSON.stringify(e), e])).values()];
}

/** The bot each seat is played by in the play-outs: `seat` by hard, a team that has skipped by random, others by normal. */
function models(snapshot: BiggieBillsSnapshot, seat: Seat): BiggieBillsBot[] {
  const skipped = new Set(snapshot.context.log.flatMap((entry) => (entry.type === 'skip' ? [entry.seat] : [])));
  return snapshot.context.teams.map((_, s) => (s === seat ? bots.hard : skipped.has(s) ? bots.random : bots.normal));
}

/**
 * Plays `first` and then the rest of the game on a copy of `snapshot`, each seat by `seatBots`,
 * all drawing from `rng`.
 * @returns 1 for a win of `seat` (1/k if shared), else 0.
 */
function playOut(snapshot: BiggieBillsSnapshot, seat: Seat, first: BiggieBillsEvent, seatBots: BiggieBillsBot[], rng: () => number): number {
  const actor = createActor(definition.machine, { snapshot: snapshot as never, input: snapshot.context.settings }).start();
  try {
    actor.send(first);
    let now = actor.getSnapshot();
    for (let events = 0; definition.result(now) === null && events < PLAYOUT_EVENTS; events++) {
      const next = definition.toAct(now)[0]!;
      actor.send(seatBots[next]!(definition.view(now, next), rng));
      now = actor.getSnapshot();
    }
    const result = definition.result(now);
    return result !== null && result.winners.includes(seat) ? 1 / result.winners.length : 0;
  } finally {
    actor.stop();
  }
}

/**
 * The omniscient bot: `(snapshot, seat, rng) => event` (./types.ts). It does not change the
 * snapshot (play-outs run on their own actors, and the rules build new contexts).
 */
export const omniscient: OmniscientBot<BiggieBillsSnapshot, BiggieBillsEvent> = (snapshot, seat, rng) => {
  const view = definition.view(snapshot, seat);
  const hardChoice = bots.hard(view, rng);
  if (view.prompt?.type === 'keep') return hardChoice;
  const moves = candidates(view, seat, hardChoice);
  if (moves.length <= 1) return moves[0] ?? hardChoice;
  const seatBots = models(snapshot, seat);
  const runs = seatBots.includes(bots.random) ? 3 : 1;
  // Every candidate's play-outs draw the same random numbers, so candidates differ only by the move.
  const draws = Array.from({ length: runs }, () => Array.from({ length: 512 }, () => rng()));
  let best = hardChoice;
  let bestScore = -Infinity;
  for (const move of moves) {
    let score = 0;
    for (const numbers of draws) {
      let i = 0;
      score += playOut(snapshot, seat, move, seatBots, () => numbers[i++ % numbers.length]!);
    }
    // Ties keep the earlier candidate; hard's own choice is tried first.
    if (score > bestScore + 1e-9) {
      best = move;
      bestScore = score;
    }
  }
  return best;
};
