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
 * How it plays out, cheaply, without changing what it decides: play-outs run on the game's rule
 * functions (`advance`: the machine's transitions over `ruleActions`, no XState actor), a view is
 * built only for the seat asked, a play-out stops as soon as the bot's team is out (it can no
 * longer win), and a candidate's play-outs stop as soon as it can no longer be chosen (see
 * `lookAhead`). test/engine/biggie-bills.bots.test.ts checks `advance` against the machine and
 * both bots' choices against every play-out run on the machine.
 *
 * Cost (CPU time, Node 20, a shared 2-core machine): a play-out is some 13 events, most of their
 * time spent building the asked seat's view (`viewOf`) and in the model bots; a decision plays
 * about 20 play-outs, some 140 ms on average (up to a few hundred); a four-team bench game costs
 * `omniscient` about 0.6 s on average (0.5 s against normal bots, more against random ones) and
 * `clairvoyant` about 0.15 s, half (clairvoyant: 40%) of what play-outs on XState actors cost:
 * a measuring tool, not bound by the bots' 5 ms budget.
 */
import { bots, growthOf, legalMoves, phaseOf, ruleActions } from '../../../src/biggie-bills/index.js';
import type {
  BiggieBillsContext, BiggieBillsEvent, BiggieBillsSnapshot, BiggieBillsView, Phase,
} from '../../../src/biggie-bills/index.js';
import { asksBlock } from '../../../src/biggie-bills/rules/challenge.js';
import { askedSeat, checkEvent, EVENTS_BY_PHASE } from '../../../src/biggie-bills/rules/check.js';
import { keeper } from '../../../src/biggie-bills/rules/growth.js';
import { cycleOver, nextTurn, turnOver } from '../../../src/biggie-bills/rules/turn.js';
import { viewOf } from '../../../src/biggie-bills/view.js';
import { shuffle } from '../../../src/core/deal.js';
import { seedRng, withRng } from '../../../src/core/rng.js';
import type { Bot, Seat } from '../../../src/core/types.js';
import type { OmniscientBot } from './types.js';

type BiggieBillsBot = Bot<BiggieBillsView, BiggieBillsEvent>;

/** Events after which a play-out is cut short and scored as it stands. */
const PLAYOUT_EVENTS = 2_000;

/**
 * A play-out's score unit: a win counts `UNIT`, a win shared by k teams `UNIT / k` (a whole number
 * for k ≤ 8, BG-7c), so sums of play-outs are exact and compare as the rationals they stand for.
 */
const UNIT = 840;

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
export function candidates(view: BiggieBillsView, seat: Seat, hardChoice: BiggieBillsEvent): BiggieBillsEvent[] {
  const moves = [hardChoice, ...legalMoves(view).filter((e) => e.type !== 'EXCHANGE'), ...exchanges(view, seat, hardChoice)];
  return [...new Map(moves.map((e) => [JSON.stringify(e), e])).values()];
}

/** The bot each seat is played by in the play-outs: `seat` by hard, a team that has skipped by random, others by normal. */
export function models(snapshot: BiggieBillsSnapshot, seat: Seat): BiggieBillsBot[] {
  const skipped = new Set(snapshot.context.log.flatMap((entry) => (entry.type === 'skip' ? [entry.seat] : [])));
  return snapshot.context.teams.map((_, s) => (s === seat ? bots.hard : skipped.has(s) ? bots.random : bots.normal));
}

// ---------------------------------------------------------------------------------------------
// The machine's steps on the rule functions (machine.ts, without XState)

/**
 * Where a play-out stands: the machine's waiting phase and context; `keepAt` says which `keep`
 * state it waits in (after a takeover in a turn, BG-6, or in the cycle's end settlement, BG-7).
 */
export interface Position {
  phase: Phase;
  context: BiggieBillsContext;
  keepAt: 'turn' | 'end' | null;
}

/** The position of a machine snapshot (`phaseOf`, and the `keep` state it waits in). */
export function positionOf(snapshot: BiggieBillsSnapshot): Position {
  const phase = phaseOf(snapshot);
  const keepAt = phase !== 'keep' ? null : snapshot.matches({ cycle: { end: 'keep' } }) ? 'end' : 'turn';
  return { phase, context: snapshot.context, keepAt };
}

const over = (ctx: BiggieBillsContext) => ctx.result !== null;
const keepNeeded = (ctx: BiggieBillsContext) => keeper(ctx) !== null;
const at = (phase: Phase, context: BiggieBillsContext, keepAt: Position['keepAt'] = null): Position => ({ phase, context, keepAt });

/** `cycle.start`: its entry action, then its eventless transitions (machine.ts). */
function cycleStart(ctx: BiggieBillsContext): Position {
  const started = ruleActions.startCycle(ctx);
  return over(started) ? at('over', started) : turnBegin(ruleActions.beginTurn(started));
}
/** `cycle.turn.begin`. */
function turnBegin(ctx: BiggieBillsContext): Position {
  if (over(ctx)) return at('over', ctx);
  return keepNeeded(ctx) ? at('keep', ctx, 'turn') : at('main', ctx);
}
/** `cycle.end.settle` (and `settled`: they only differ by being entered after a KEEP). */
function endSettle(ctx: BiggieBillsContext, settled = false): Position {
  if (!settled && over(ctx)) return at('over', ctx);
  return keepNeeded(ctx) ? at('keep', ctx, 'end') : cycleStart(ctx);
}
/** `cycle.turn.after`. */
function turnAfter(ctx: BiggieBillsContext, event: BiggieBillsEvent): Position {
  if (over(ctx)) return at('over', ctx);
  if (turnOver(ctx) && cycleOver(nextTurn(ctx))) return endSettle(ruleActions.endCycle(ctx, event));
  if (turnOver(ctx)) return turnBegin(ruleActions.beginNextTurn(ctx, event));
  return at('main', ctx);
}

/**
 * The machine (src/biggie-bills/machine.ts) as `advance` and the functions above mirror it: per
 * state node (its id), its entry actions and each transition, `EVENT: guard→target [actions]`
 * (guarded branches in order, `|` between them; `always` for the eventless ones). A test compares
 * it with the machine's own nodes, so a state, branch, guard or action added to the machine fails
 * there until `advance` takes it too.
 */
export const ADVANCE_MIRRORS: Readonly<Record<string, readonly string[]>> = {
  'biggieBills': ['*: actorError→'],
  'biggieBills.cycle': ['TIME_UP: timeUpLegal→biggieBills.over [timeUp]', 'HOST_END: hostEndLegal→biggieBills.over [hostEnd]'],
  'biggieBills.cycle.start': ['entry: startCycle', 'always: over→biggieBills.over | →biggieBills.cycle.turn [beginTurn]'],
  'biggieBills.cycle.turn': [],
  'biggieBills.cycle.turn.begin': ['always: over→biggieBills.over | keepNeeded→biggieBills.cycle.turn.keep | →biggieBills.cycle.turn.main'],
  'biggieBills.cycle.turn.keep': ['KEEP: legal→biggieBills.cycle.turn.begun [keep]'],
  'biggieBills.cycle.turn.begun': ['always: keepNeeded→biggieBills.cycle.turn.keep | →biggieBills.cycle.turn.main'],
  'biggieBills.cycle.turn.main': [
    'PLAY_GROWTH: legal→biggieBills.cycle.turn.after [playGrowth]',
    'PLAY_CHALLENGE: and(legal,asksBlock)→biggieBills.cycle.turn.block [playChallenge] | legal→biggieBills.cycle.turn.after [playChallengeUpheld]',
    'PLAY_FLEX: and(legal,asksBlock)→biggieBills.cycle.turn.block [playChallenge] | legal→biggieBills.cycle.turn.after [playChallengeUpheld]',
    'EXCHANGE: legal→biggieBills.cycle.turn.after [exchange]',
    'SKIP: legal→biggieBills.cycle.turn.after [skip]',
    'END_TURN: legal→biggieBills.cycle.turn.after [endTurn]',
  ],
  'biggieBills.cycle.turn.block': ['BLOCK: legal→biggieBills.cycle.turn.after [block]', 'NO_BLOCK: legal→biggieBills.cycle.turn.after [declineBlock]'],
  'biggieBills.cycle.turn.after': [
    'always: over→biggieBills.over | and(turnOver,lastTurnOfCycle)→biggieBills.cycle.end [endCycle] | turnOver→biggieBills.cycle.turn.begin [beginNextTurn] | →biggieBills.cycle.turn.main',
  ],
  'biggieBills.cycle.end': [],
  'biggieBills.cycle.end.settle': ['always: over→biggieBills.over | keepNeeded→biggieBills.cycle.end.keep | →biggieBills.cycle.start'],
  'biggieBills.cycle.end.keep': ['KEEP: legal→biggieBills.cycle.end.settled [keep]'],
  'biggieBills.cycle.end.settled': ['always: keepNeeded→biggieBills.cycle.end.keep | →biggieBills.cycle.start'],
  'biggieBills.over': [],
};

/**
 * The position after `event`, as the machine (machine.ts) takes it: the same guards (`checkEvent`
 * on the phase, `asksBlock`…), the same rule functions (`ruleActions`) in the same order, and an
 * event the machine would ignore leaves the position as it is. test/engine/biggie-bills.bots.test.ts
 * checks it against the machine, context by context, on whole games.
 */
export function advance(position: Position, event: BiggieBillsEvent): Position {
  const { phase, context: ctx } = position;
  if (phase === 'over') return position;
  if (event.type === 'TIME_UP' || event.type === 'HOST_END') {
    if (!checkEvent('main', ctx, event).ok) return position;
    return at('over', event.type === 'TIME_UP' ? ruleActions.timeUp(ctx, event) : ruleActions.hostEnd(ctx));
  }
  if (!EVENTS_BY_PHASE[phase].includes(event.type) || !checkEvent(phase, ctx, event).ok) return position;
  switch (event.type) {
    case 'PLAY_GROWTH': return turnAfter(ruleActions.playGrowth(ctx, event), event);
    case 'PLAY_CHALLENGE':
    case 'PLAY_FLEX':
      return asksBlock(ctx, event.owner) ? at('block', ruleActions.playChallenge(ctx, event)) : turnAfter(ruleActions.playChallengeUpheld(ctx, event), event);
    case 'EXCHANGE': return turnAfter(ruleActions.exchange(ctx, event), event);
    case 'SKIP': return turnAfter(ruleActions.skip(ctx, event), event);
    case 'END_TURN': return turnAfter(ruleActions.endTurn(ctx, event), event);
    case 'BLOCK': return turnAfter(ruleActions.block(ctx), event);
    case 'NO_BLOCK': return turnAfter(ruleActions.declineBlock(ctx), event);
    case 'KEEP': {
      const kept = ruleActions.keep(ctx, event);
      if (position.keepAt === 'end') return endSettle(kept, true);
      return keepNeeded(kept) ? at('keep', kept, 'turn') : at('main', kept);
    }
  }
}

/**
 * Plays `first` and then the rest of the game from `start`, each seat by `seatBots` (on its own
 * view, `viewOf`, built only for the seat asked), all drawing from `rng`, on the rule functions
 * (`advance`). Stops as soon as `seat` is out of the game: a team out never wins (BG-7, BG-16).
 * @returns `UNIT` for a win of `seat` (`UNIT / k` if shared by k teams), else 0.
 */
function playOut(start: Position, seat: Seat, first: BiggieBillsEvent, seatBots: BiggieBillsBot[], rng: () => number): number {
  let now = advance(start, first);
  for (let events = 0; now.context.result === null && events < PLAYOUT_EVENTS; events++) {
    if (now.context.teams[seat]!.out !== null) return 0;
    const next = askedSeat(now.phase, now.context)!;
    now = advance(now, seatBots[next]!(viewOf(now.context, now.phase, next), rng));
  }
  const result = now.context.result;
  return result !== null && result.winners.includes(seat) ? UNIT / result.winners.length : 0;
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

/**
 * A copy of `snapshot` in which every card `seat` cannot see is dealt anew from `rng`: the other
 * teams' Growth, Challenge and Bonus hands (BG-17: private) and the draw piles are pooled, kind by
 * kind, shuffled and dealt back so that each hand keeps its size and each pile its size. The seat's
 * own hand, cash, the cards in play, completed cards, discard piles, the Industry deck and every
 * public field stay as they are. Teams out of the game keep their (empty) hands. Test-only: it
 * reads the snapshot to know which cards are hidden, not their places.
 */
export function redealt(snapshot: BiggieBillsSnapshot, seat: Seat, rng: () => number): BiggieBillsSnapshot {
  const ctx = snapshot.context;
  const others = ctx.teams.flatMap((team, s) => (s !== seat && team.out === null ? [s] : []));
  const teams = ctx.teams.map((team) => ({ ...team }));
  const decks = { ...ctx.decks };
  withRng(seedRng(Math.floor(rng() * 2 ** 32)), (random) => {
    // The hidden cards of one kind, shuffled and dealt back in the same hand and pile sizes.
    const deal = <T>(hands: T[][], deck: T[]): { hands: T[][]; deck: T[] } => {
      const pool = shuffle(random, [...hands.flat(), ...deck]);
      let at = 0;
      const dealt = hands.map((hand) => pool.slice(at, (at += hand.length)));
      return { hands: dealt, deck: pool.slice(at) };
    };
    const growth = deal(others.map((s) => ctx.teams[s]!.growth), ctx.decks.growth);
    const challenge = deal(others.map((s) => ctx.teams[s]!.challenge), ctx.decks.challenge);
    const bonus = deal(others.map((s) => ctx.teams[s]!.bonus), ctx.decks.bonus);
    others.forEach((s, i) => {
      teams[s] = { ...teams[s]!, growth: growth.hands[i]!, challenge: challenge.hands[i]!, bonus: bonus.hands[i]! };
    });
    decks.growth = growth.deck;
    decks.challenge = challenge.deck;
    decks.bonus = bonus.deck;
  });
  return { ...snapshot, context: { ...ctx, teams, decks } } as BiggieBillsSnapshot;
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
 *
 * It chooses the first candidate with the most wins summed over the futures, if that beats the
 * hard bot's choice (the first candidate) by `margin`, else the hard bot's choice. Play-outs that
 * cannot change that choice are not played (so the choice is the one every play-out would give):
 * the hard bot's choice is played out on every future first; then each other candidate's
 * play-outs stop as soon as even winning all the rest could neither beat the best candidate so far
 * nor reach the hard bot's wins plus `margin`.
 */
export function lookAhead({ clairvoyant, samples, margin }: Foresight): OmniscientBot<BiggieBillsSnapshot, BiggieBillsEvent> {
  return (snapshot, seat, rng) => {
    const view = viewOf(snapshot.context, phaseOf(snapshot), seat);
    const hardChoice = bots.hard(view, rng);
    if (view.prompt?.type === 'keep') return hardChoice;
    const moves = candidates(view, seat, hardChoice);
    if (moves.length <= 1) return moves[0] ?? hardChoice;
    const seatBots = models(snapshot, seat);
    const runs = clairvoyant ? (seatBots.includes(bots.random) ? 3 : 1) : samples;
    const here = positionOf(snapshot);
    const futures = Array.from({ length: runs }, () => ({
      start: clairvoyant ? here : { ...here, context: resampled(snapshot, rng).context },
      numbers: Array.from({ length: 512 }, () => rng()),
    }));
    const playFuture = (move: BiggieBillsEvent, f: number) => {
      const { start, numbers } = futures[f]!;
      let i = 0;
      return playOut(start, seat, move, seatBots, () => numbers[i++ % numbers.length]!);
    };
    // Sums of play-outs are whole multiples of 1/UNIT wins, so comparing them needs no tolerance.
    const replaces = (score: number, hardScore: number) => (score - hardScore) / UNIT >= margin - 1e-9;
    const hardScores = futures.map((_, f) => playFuture(moves[0]!, f));
    const hardScore = hardScores.reduce((a, b) => a + b, 0);
    // The futures the hard bot's choice loses first: where another move loses too, it is dropped soonest.
    const order = futures.map((_, f) => f).sort((a, b) => hardScores[a]! - hardScores[b]! || a - b);
    // `candidates` puts hard's own choice first; ties keep the earlier candidate.
    let best = hardChoice;
    let bestScore = hardScore;
    for (const move of moves.slice(1)) {
      let score = 0;
      let f = 0;
      for (; f < runs; f++) {
        const most = score + (runs - f) * UNIT;
        if (most <= bestScore || !replaces(most, hardScore)) break;
        score += playFuture(move, order[f]!);
      }
      if (f === runs && score > bestScore) {
        best = move;
        bestScore = score;
      }
    }
    return replaces(bestScore, hardScore) ? best : hardChoice;
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
 * and the random state drawn anew (`resampled`). It does not change the snapshot (the rules build
 * new contexts).
 */
export const omniscient = lookAhead(CEILING);

/**
 * The clairvoyant bot (a report figure, not the ceiling): as `omniscient` but its play-outs run on
 * the real snapshot, so it knows the order of every deck and the game's random state, and so
 * foresees (and, as its own moves change which numbers later draws take, steers) every later draw
 * and turn order.
 */
export const clairvoyant = lookAhead({ clairvoyant: true, samples: 1, margin: 1e-6 });

/**
 * The ceiling's search informed only by what the seat may know (a diagnosis, not a ceiling): before
 * each decision the cards the seat cannot see are dealt anew (`redealt`), then `omniscient` decides
 * on that copy. What it gains over the hard bot is what a look-ahead over the hidden cards, sampled
 * uniformly from what the view shows, could gain; what `omniscient` gains over it is what seeing
 * the other hands is worth. It still knows the discard piles' cards (a team's exchanged cards go
 * there face down), a little more than a view shows.
 */
export const viewOnly: OmniscientBot<BiggieBillsSnapshot, BiggieBillsEvent> = (snapshot, seat, rng) => omniscient(redealt(snapshot, seat, rng), seat, rng);
