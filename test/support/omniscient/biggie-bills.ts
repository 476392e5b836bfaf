/**
 * Test-only look-ahead BiggieBills$$$ bots (issue 12; the contract is in ./types.ts). They read the
 * machine's snapshot, so they know every hand and every card already dealt, and look ahead: each
 * candidate move is played out to the end of the game on a copy of the game, the bot's seat
 * continuing with the `hard` bot and the other seats with a model of their bots, and the move
 * whose play-outs end best is chosen.
 *
 * `omniscient` is the ceiling the hard bot is measured against (issue 25): the share of wins of a
 * player from whom luck hides nothing that has been dealt, but who does not know the future. Its
 * play-outs run on copies whose draw piles are shuffled anew and whose random state is seeded
 * anew from its own random numbers (`resampled`: every dealt card stays where it is, each pile
 * keeps exactly its cards), the same `CEILING.samples` futures for every candidate; so it can
 * neither foresee nor steer later draws, Industry cards or turn orders (BG-3, BG-5).
 *
 * `clairvoyant` is the earlier ceiling, kept as a report figure: its play-outs run on the real
 * snapshot, so it also knows the order of every deck and the game's random state, from which the
 * next cycles' turn orders and Industry cards follow, and it profits from foreseeing and steering
 * (its skips change which numbers later draws take) the dice. No player could infer that.
 * Neither is ever shipped or in a `BotSet`.
 *
 * The model of the others: the cards do not say which bot plays a seat, so it reads their public
 * log. A team that has skipped a turn (BG-15) is played by the `random` bot in the play-outs (the
 * other levels almost never skip), averaged over three play-outs with different random numbers;
 * every other team by the `normal` bot, which draws no random numbers but to pick among Flexible
 * Challenges (so with the real future, one play-out tells it: `clairvoyant` plays one, or three
 * when a team plays at random).
 *
 * Candidates: every legal move of the seat (`legalMoves` on its own view), except that of the up
 * to 45 exchanges (BG-14) only those of two cards among the hard bot's choice, the two least useful
 * Growth cards, and the least useful Growth card with the cheapest Challenge card are tried; a
 * KEEP after an acquisition (BG-6) is the hard bot's. A play-out scores 1 for a win (1/k when k
 * teams share it), else 0; the best move replaces the hard bot's choice only when its play-outs
 * score more, by `margin` (so a lead in cash alone, or the noise of drawn futures and of a random
 * model, seldom does).
 *
 * Cost: about 20 ms per play-out (some 20 events); `omniscient` plays 8 per candidate,
 * so a few hundred ms per decision: a measuring tool, not bound by the bots' 5 ms budget.
 */
import { createActor } from 'xstate';
import { bots, definition, growthOf, legalMoves } from '../../../src/biggie-bills/index.js';
import type { BiggieBillsEvent, BiggieBillsSnapshot, BiggieBillsView } from '../../../src/biggie-bills/index.js';
import { shuffle } from '../../../src/core/deal.js';
import { seedRng, withRng } from '../../../src/core/rng.js';
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
 * A copy of `snapshot` whose future is drawn anew from `rng`: every dealt card stays where it is
 * (hands, the table, discards, completed cards), each draw pile keeps exactly the cards it holds
 * but in an order shuffled from `rng` (Growth, Challenge, Bonus and Industry decks: BG-3, BG-5),
 * and the game's random state (later turn orders, reshuffles of the discards) is seeded from
 * `rng`. So the copy follows the rules and shows nothing the cards already dealt do not.
 */
export function resampled(snapshot: BiggieBillsSnapshot, rng: () => number): BiggieBillsSnapshot {
  const ctx = snapshot.context;
  const [decks, state] = withRng(seedRng(Math.floor(rng() * 2 ** 32)), (random) => ({
    growth: shuffle(random, ctx.decks.growth),
    challenge: shuffle(random, ctx.decks.challenge),
    bonus: shuffle(random, ctx.decks.bonus),
    industry: shuffle(random, ctx.decks.industry),
  }));
  return { ...snapshot, context: { ...ctx, decks, rng: state } } as BiggieBillsSnapshot;
}

/** How a look-ahead bot meets the future: `clairvoyant` plays on the real one, else on `samples` drawn ones. */
export interface Foresight {
  clairvoyant: boolean;
  /** Futures drawn per decision (`resampled`) when not clairvoyant. */
  samples: number;
  /** Wins (summed over the play-outs) by which a move must beat the hard bot's choice to replace it; more than 0. */
  margin: number;
}

/**
 * A look-ahead bot (see the module comment): each candidate is played out on the same futures
 * with the same random numbers, so candidates differ only by the move.
 */
export function lookAhead({ clairvoyant, samples, margin }: Foresight): OmniscientBot<BiggieBillsSnapshot, BiggieBillsEvent> {
  return (snapshot, seat, rng) => {
    const view = definition.view(snapshot, seat);
    const hardChoice = bots.hard(view, rng);
    if (view.prompt?.type === 'keep') return hardChoice;
    const moves = candidates(view, seat, hardChoice);
    if (moves.length <= 1) return moves[0] ?? hardChoice;
    const seatBots = models(snapshot, seat);
    const runs = clairvoyant ? (seatBots.includes(bots.random) ? 3 : 1) : samples;
    const futures = Array.from({ length: runs }, () => ({
      start: clairvoyant ? snapshot : resampled(snapshot, rng),
      numbers: Array.from({ length: 512 }, () => rng()),
    }));
    let best = hardChoice;
    let bestScore = -Infinity;
    let hardScore = 0;
    for (const [index, move] of moves.entries()) {
      let score = 0;
      for (const { start, numbers } of futures) {
        let i = 0;
        score += playOut(start, seat, move, seatBots, () => numbers[i++ % numbers.length]!);
      }
      // `candidates` puts hard's own choice first.
      if (index === 0) hardScore = score;
      // Ties keep the earlier candidate; hard's own choice is tried first.
      if (score > bestScore + 1e-9) {
        best = move;
        bestScore = score;
      }
    }
    return bestScore >= hardScore + margin - 1e-9 ? best : hardChoice;
  };
}

/**
 * The ceiling bot's foresight: 8 futures a decision, and a move replaces the hard bot's choice
 * only when it wins at least 2 of those play-outs more. With 4 futures and any lead, the ceiling
 * did no better than the hard bot itself (30.3% against 31.0% on the same 145 reporting games vs
 * three normal bots): a lucky play-out among a dozen candidates replaced good choices as often as
 * a real gain did.
 */
export const CEILING: Foresight = { clairvoyant: false, samples: 8, margin: 2 };

/**
 * The ceiling bot: `(snapshot, seat, rng) => event` (./types.ts). It sees every hand and every
 * card dealt, not the future: its play-outs run on `CEILING.samples` copies with the draw piles' order
 * and the random state drawn anew (`resampled`). It does not change the snapshot (play-outs run
 * on their own actors, and the rules build new contexts).
 */
export const omniscient = lookAhead(CEILING);

/**
 * The clairvoyant bot (a report figure, not the ceiling): as `omniscient` but its play-outs run on
 * the real snapshot, so it knows the order of every deck and the game's random state, and so
 * foresees (and, as its own moves change which numbers later draws take, steers) every later draw
 * and turn order.
 */
export const clairvoyant = lookAhead({ clairvoyant: true, samples: 1, margin: 1e-6 });
