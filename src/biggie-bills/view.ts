/**
 * What a team may know in BiggieBills$$$ (BG-17). Built by whitelisting: every field is copied from
 * a public fact or from the seat's own hand, never by deleting secrets from the context
 * (docs/architecture.md, "Hidden information"). Whether each own card can be played now, and why
 * not, comes from `checkEvent` (rules/check.ts), so the rules are not written twice; moves.ts lists
 * the legal moves from these verdicts.
 */
import { ownEvent } from '../core/events.js';
import { deepFreeze, frozenLog } from '../core/frozen.js';
import type { GameView, Seat, Verdict } from '../core/types.js';
import { illegal } from '../core/verdict.js';
import { challengeCard, growthOf, industryCard, type BonusKind, type GrowthCard, type IndustryCard, type Tables } from './cards.js';
import { checkEvent, askedSeat } from './rules/check.js';
import { flexFor } from './rules/challenge.js';
import type { BiggieBillsContext, BiggieBillsEvent, BiggieBillsLogEntry, BiggieBillsResult, OutReason, Phase } from './types.js';
import { completedByAnyone, keepCounts } from './rules/growth.js';
import {
  antitrustReview, costOf, exchangeFee, marketFreeze, openSeason, payoffOf, penaltyOf, skipFine, twoCardPlay,
} from './rules/industry.js';
import { gameResult } from './rules/money.js';
import { copiesFor } from './setup.js';

/** What the seat is asked now. */
export type BiggieBillsPrompt =
  | { type: 'turn'; round: 1 | 2; mainLeft: number; freeLeft: number; acted: number }
  | { type: 'block'; challenger: Seat; card: number; flexible: boolean; penalty: number; blockPenalty: number }
  | { type: 'keep'; growth: number; challenge: number };

/** A Growth card on the table, as everyone sees it. */
export interface PublicInPlay {
  card: number;
  /** BG-6: the target of Acquire a Competitor, else null. */
  target: Seat | null;
  /** Challenged (BG-10): it will not complete and leaves play at the owner's next turn or cycle end. */
  challenged: boolean;
  /** Challengers whose challenge stood, and every team that challenged it (blocked ones too). */
  challengers: Seat[];
  challengedBy: Seat[];
  /** BG-11: a blocked Acquire a Competitor takes no further challenge. */
  shielded: boolean;
  /** $M it would pay on completing now (first or later payoff, Industry effects applied). */
  payoff: number;
  /** $M its owner pays each challenger whose challenge stands, this cycle. */
  penalty: number;
}

/** One team, as everyone sees it. */
export interface TeamView {
  cash: number;
  out: OutReason | null;
  /** Growth ids completed, in order. */
  completed: number[];
  inPlay: PublicInPlay[];
  /** Bonus cards held (their kinds are private, BG-17). */
  bonusCount: number;
  handSize: { growth: number; challenge: number };
}

/** One of the seat's own Growth cards and whether it can be played now. */
export interface OwnGrowth {
  card: number;
  /** Cost and payoff this cycle (Industry effects applied; payoff first or later as it stands). */
  cost: number;
  payoff: number;
  /** Acquire a Competitor: the teams it may target now. */
  targets: Seat[];
  verdict: Verdict;
}

/** One of the seat's own Challenge cards: the teams whose matching card it may challenge now. */
export interface OwnChallenge {
  card: number;
  owners: Seat[];
  verdict: Verdict;
}

/** One of the seat's own Bonus cards. Flexible: the cards it may challenge now; Block: BLOCK now. */
export interface OwnBonus {
  kind: BonusKind;
  targets: { owner: Seat; card: number }[];
  verdict: Verdict;
}

export interface BiggieBillsView extends GameView {
  seat: Seat | null;
  players: number;
  phase: Phase;
  /** $M per seat. */
  cash: number[];
  /** Per seat: null while in the game, else why it left. */
  out: (OutReason | null)[];
  startingCash: number;
  target: number;
  maxCycles: number | null;
  timeLimitMinutes: number | null;
  /** The business cycle (1, 2, …). */
  cycle: number;
  /** BG-3: this cycle's order; the cycle runs it twice. */
  order: Seat[];
  /** Whose turn it is, and the turn's counters; null between turns and when over. */
  turn: { seat: Seat; round: 1 | 2; mainLeft: number; freeLeft: number; acted: number } | null;
  /** The seat the game waits for (the turn's team, a team deciding a block, an acquirer keeping cards). */
  asked: Seat | null;
  /** This cycle's Industry card, or null (cycle 1). */
  industry: IndustryCard | null;
  /** The Industry card's effect on the rules this cycle. */
  rules: { twoCardPlay: boolean; marketFreeze: boolean; openSeason: boolean; antitrustReview: boolean; exchangeFee: number; skipFine: number };
  teams: TeamView[];
  /** A challenge waiting for the owner's block decision (BG-11). */
  pending: { seat: Seat; owner: Seat; card: number; flexible: boolean } | null;
  /** The seat's own hand and what it can play now; null for a spectator. */
  hand: { growth: OwnGrowth[]; challenge: OwnChallenge[]; bonus: OwnBonus[] } | null;
  /** The seat's other moves now; null for a spectator. */
  actions: { exchange: Verdict; skip: Verdict; endTurn: Verdict; noBlock: Verdict } | null;
  /** Cards left in the decks and on the discard piles. */
  decks: { growth: number; challenge: number; bonus: number; industry: number; growthDiscards: number; challengeDiscards: number };
  /** BG-1: copies of each Growth and Challenge card in this game. */
  copies: { growth: number; challenge: number };
  /** The card tables of this game (BG-1). */
  tables: Tables;
  prompt: BiggieBillsPrompt | null;
  log: readonly BiggieBillsLogEntry[];
  /** The result once over, with how the game ended (BG-7, or `host`). */
  result: BiggieBillsResult | null;
}

type Check = (event: BiggieBillsEvent) => Verdict;

/** The verdict for the best of several candidate events: the first legal one, else the first refusal. */
function bestOf(verdicts: Verdict[]): Verdict {
  return verdicts.find((v) => v.ok) ?? verdicts[0]!;
}

/** A challenge with no candidate card: the refusal of `check` if an earlier test fails, else "nothing to challenge". */
function nothingToChallenge(check: Check, event: BiggieBillsEvent, what: string): Verdict {
  const verdict = check(event);
  return !verdict.ok && verdict.code !== 'bad-target' ? verdict : illegal('not-in-play', `No other team has ${what} in play.`);
}

function ownHand(ctx: BiggieBillsContext, seat: Seat, check: Check): NonNullable<BiggieBillsView['hand']> {
  const { tables } = ctx.settings;
  const team = ctx.teams[seat]!;
  const others = ctx.teams.flatMap((t, s) => (s !== seat && t.out === null ? [s] : []));
  const rivals = ctx.inPlay.filter((p) => p.owner !== seat);
  const growth = team.growth.map((id): OwnGrowth => {
    const card: GrowthCard = growthOf(tables, id);
    const base = { card: id, cost: costOf(ctx, card), payoff: payoffOf(ctx, card, !completedByAnyone(ctx, id)) };
    if (!card.acquire) return { ...base, targets: [], verdict: check({ type: 'PLAY_GROWTH', seat, card: id }) };
    const tries = others.map((target) => ({ target, verdict: check({ type: 'PLAY_GROWTH', seat, card: id, target }) }));
    return {
      ...base,
      targets: tries.filter((t) => t.verdict.ok).map((t) => t.target),
      verdict: tries.length === 0 ? check({ type: 'PLAY_GROWTH', seat, card: id }) : bestOf(tries.map((t) => t.verdict)),
    };
  });
  const challenge = team.challenge.map((id): OwnChallenge => {
    const tries = rivals.filter((p) => p.card === id).map((p) => ({ owner: p.owner, verdict: check({ type: 'PLAY_CHALLENGE', seat, owner: p.owner, card: id }) }));
    return {
      card: id,
      owners: tries.filter((t) => t.verdict.ok).map((t) => t.owner),
      verdict: tries.length > 0
        ? bestOf(tries.map((t) => t.verdict))
        : nothingToChallenge(check, { type: 'PLAY_CHALLENGE', seat, owner: -1, card: id }, growthOf(tables, id).name),
    };
  });
  const bonus = team.bonus.map((kind): OwnBonus => {
    if (kind === 'block') return { kind, targets: [], verdict: check({ type: 'BLOCK', seat }) };
    const tries = rivals
      .filter((p) => flexFor(growthOf(tables, p.card).stage) === kind)
      .map((p) => ({ owner: p.owner, card: p.card, verdict: check({ type: 'PLAY_FLEX', seat, owner: p.owner, card: p.card }) }));
    return {
      kind,
      targets: tries.filter((t) => t.verdict.ok).map(({ owner, card }) => ({ owner, card })),
      verdict: tries.length > 0
        ? bestOf(tries.map((t) => t.verdict))
        : nothingToChallenge(check, { type: 'PLAY_FLEX', seat, owner: -1, card: tables.growth[0]!.id }, `a Stage ${kind === 'flex12' ? '1–2' : '3–4'} card`),
    };
  });
  return { growth, challenge, bonus };
}

/**
 * The hands of teams refused seat-wide (`SEAT_WIDE`: not asked, out, game over), by the game's
 * settings object (one per game) and seat: every card carries that one refusal and no target, so
 * the hand changes only with the cards, their costs and payoffs, or the refusal's words. Kept
 * deep-frozen and handed out again while those are alike, so that the views of consecutive
 * snapshots share it (src/online/wire.ts then skips it at once) and a waiting team's hand is not
 * built again at every move.
 */
const waitingHands = new WeakMap<object, Map<Seat, { key: string; hand: NonNullable<BiggieBillsView['hand']> }>>();

/** `ownHand` of a team refused seat-wide with `refusal` (every `check` answers it): the same hand, through `waitingHands`. */
function waitingHand(ctx: BiggieBillsContext, seat: Seat, refusal: Verdict): NonNullable<BiggieBillsView['hand']> {
  const { tables } = ctx.settings;
  const team = ctx.teams[seat]!;
  const prices = team.growth.map((id) => {
    const card = growthOf(tables, id);
    return [costOf(ctx, card), payoffOf(ctx, card, !completedByAnyone(ctx, id))] as const;
  });
  // A team holding no card shows no refusal: its hand is alike whatever the words.
  const holds = team.growth.length + team.challenge.length + team.bonus.length > 0;
  const words = refusal.ok || !holds ? '' : `${refusal.code}\n${refusal.reason}`;
  const key = `${words}\n${team.growth.join()}:${prices.join(';')}\n${team.challenge.join()}\n${team.bonus.join()}`;
  let bySeat = waitingHands.get(ctx.settings);
  if (!bySeat) waitingHands.set(ctx.settings, (bySeat = new Map()));
  const known = bySeat.get(seat);
  if (known?.key === key) return known.hand;
  const hand = deepFreeze({
    growth: team.growth.map((id, i): OwnGrowth => ({ card: id, cost: prices[i]![0], payoff: prices[i]![1], targets: [], verdict: refusal })),
    challenge: team.challenge.map((id): OwnChallenge => ({ card: id, owners: [], verdict: refusal })),
    bonus: team.bonus.map((kind): OwnBonus => ({ kind, targets: [], verdict: refusal })),
  });
  bySeat.set(seat, { key, hand });
  return hand;
}

function promptFor(ctx: BiggieBillsContext, phase: Phase, seat: Seat): BiggieBillsPrompt | null {
  if (askedSeat(phase, ctx) !== seat) return null;
  switch (phase) {
    case 'main': {
      const { round, mainLeft, freeLeft, acted } = ctx.turn!;
      return { type: 'turn', round, mainLeft, freeLeft, acted };
    }
    case 'block': {
      const { seat: challenger, card, flexible } = ctx.pending!;
      const growth = growthOf(ctx.settings.tables, card);
      return { type: 'block', challenger, card, flexible, penalty: penaltyOf(ctx, growth), blockPenalty: challengeCard(ctx.settings.tables, card)!.blockPenalty };
    }
    case 'keep':
      return { type: 'keep', ...keepCounts(ctx, seat) };
    case 'over':
      return null;
  }
}

/**
 * Refusals that hold for every move of a seat now, whatever the move (rules/check.ts tests them
 * before anything the move names): the game is over, the team is out, or another team is asked.
 */
const SEAT_WIDE = new Set(['game-over', 'out-of-game', 'not-your-turn']);

/** The seat-wide refusal (`SEAT_WIDE`, found with one move) of every move of `seat` now, or null. */
function seatWide(ctx: BiggieBillsContext, phase: Phase, seat: Seat): Verdict | null {
  const first = checkEvent(phase, ctx, ownEvent({ type: 'END_TURN', seat }));
  return !first.ok && SEAT_WIDE.has(first.code) ? first : null;
}

/**
 * What every seat's view of one context in one phase shares: built once, held by the views of
 * every seat, deep-frozen (no view's owner can change another's view, nor a later one).
 */
type PublicPart = Omit<BiggieBillsView, 'seat' | 'hand' | 'actions' | 'prompt' | 'log'>;

/** The public part of the views of a context, by context object (never changed in place) and phase. */
const publicParts = new WeakMap<BiggieBillsContext, { phase: Phase; part: PublicPart }>();

/** The public part of every view of `ctx` in `phase` (BG-17: public facts only), built once per context. */
function publicPart(ctx: BiggieBillsContext, phase: Phase): PublicPart {
  const known = publicParts.get(ctx);
  if (known && known.phase === phase) return known.part;
  const { settings } = ctx;
  const turn = phase === 'over' || ctx.turn === null ? null : (({ seat: s, round, mainLeft, freeLeft, acted }) => ({ seat: s, round, mainLeft, freeLeft, acted }))(ctx.turn);
  const copies = copiesFor(settings.players);
  const part: PublicPart = deepFreeze({
    players: settings.players,
    phase,
    cash: ctx.teams.map((t) => t.cash),
    out: ctx.teams.map((t) => t.out),
    startingCash: settings.startingCash,
    target: settings.target,
    maxCycles: settings.maxCycles,
    timeLimitMinutes: settings.timeLimitMinutes,
    cycle: ctx.cycle,
    order: [...ctx.order],
    turn,
    asked: askedSeat(phase, ctx),
    // A card of the tables, which are deep-frozen: no view can change the game through it.
    industry: ctx.industry === null ? null : (industryCard(deepFreeze(settings.tables), ctx.industry) ?? null),
    rules: {
      twoCardPlay: twoCardPlay(ctx),
      marketFreeze: marketFreeze(ctx),
      openSeason: openSeason(ctx),
      antitrustReview: antitrustReview(ctx),
      exchangeFee: exchangeFee(ctx),
      skipFine: skipFine(ctx),
    },
    teams: ctx.teams.map((t, s): TeamView => ({
      cash: t.cash,
      out: t.out,
      completed: [...t.completed],
      inPlay: ctx.inPlay.filter((p) => p.owner === s).map((p): PublicInPlay => {
        const card = growthOf(settings.tables, p.card);
        return {
          card: p.card, target: p.target, challenged: p.challengers.length > 0,
          challengers: [...p.challengers], challengedBy: [...p.challengedBy], shielded: p.shielded,
          payoff: payoffOf(ctx, card, !completedByAnyone(ctx, p.card)), penalty: penaltyOf(ctx, card),
        };
      }),
      bonusCount: t.bonus.length,
      handSize: { growth: t.growth.length, challenge: t.challenge.length },
    })),
    pending: ctx.pending === null ? null : { ...ctx.pending },
    decks: {
      growth: ctx.decks.growth.length,
      challenge: ctx.decks.challenge.length,
      bonus: ctx.decks.bonus.length,
      industry: ctx.decks.industry.length,
      growthDiscards: ctx.discards.growth.length,
      challengeDiscards: ctx.discards.challenge.length,
    },
    copies: { growth: copies.growth, challenge: copies.challenge },
    tables: deepFreeze(settings.tables),
    result: gameResult(ctx),
  });
  publicParts.set(ctx, { phase, part });
  return part;
}

/**
 * The view of `seat` (null = spectator) in state `phase`: the public part (shared by every seat's
 * view of this context, deep-frozen: copied from the context, or the context's own objects where those are frozen, as the card tables are), then the
 * seat's own hand, moves and prompt, and a copy of the log (frozen entries, core/frozen.ts).
 * A team refused seat-wide gets that refusal on every card and move, its hand deep-frozen and
 * shared with its views of other snapshots while alike (`waitingHand`). `fullChecks` checks every
 * card of a seat that is not asked on its own (the reference that shortcut is tested against).
 */
export function viewOf(ctx: BiggieBillsContext, phase: Phase, seat: Seat | null, { fullChecks = false } = {}): BiggieBillsView {
  const refusal = fullChecks || seat === null ? null : seatWide(ctx, phase, seat);
  // The candidate moves below are the view's own object literals: checked without a defensive copy each.
  const check: Check = refusal ? () => refusal : (event) => checkEvent(phase, ctx, ownEvent(event));
  const own = seat === null ? null : ctx.teams[seat]!;
  const pair = own === null ? null : [...own.growth.map((id) => ['g', id] as const), ...own.challenge.map((id) => ['c', id] as const)].slice(0, 2);
  return {
    seat,
    ...publicPart(ctx, phase),
    hand: seat === null ? null : refusal ? waitingHand(ctx, seat, refusal) : ownHand(ctx, seat, check),
    actions: seat === null || pair === null ? null : {
      exchange: check({
        type: 'EXCHANGE', seat,
        growth: pair.filter(([k]) => k === 'g').map(([, id]) => id),
        challenge: pair.filter(([k]) => k === 'c').map(([, id]) => id),
      }),
      skip: check({ type: 'SKIP', seat }),
      endTurn: check({ type: 'END_TURN', seat }),
      noBlock: check({ type: 'NO_BLOCK', seat }),
    },
    prompt: seat === null ? null : promptFor(ctx, phase, seat),
    log: frozenLog(ctx.log),
  };
}

// ---------------------------------------------------------------------------------------------
// What a move makes the seat pay, for the UI's warnings and the bots (read from the view only).

/** $M the seat pays at once by its own move: a Growth cost, the exchange fee, the skip fine, or the penalty of a challenge it lets stand. */
export function ownPayment(view: BiggieBillsView, event: BiggieBillsEvent): number {
  switch (event.type) {
    case 'PLAY_GROWTH': return view.hand?.growth.find((g) => g.card === event.card)?.cost ?? 0;
    case 'EXCHANGE': return view.rules.exchangeFee;
    case 'SKIP': return view.rules.skipFine;
    case 'NO_BLOCK': return view.prompt?.type === 'block' ? view.prompt.penalty : 0;
    default: return 0;
  }
}

/** $M a challenge may make the seat pay: the block penalty, when the challenged team holds a Bonus card (it may block, BG-11). */
export function blockRisk(view: BiggieBillsView, event: BiggieBillsEvent): number {
  if (event.type !== 'PLAY_CHALLENGE' && event.type !== 'PLAY_FLEX') return 0;
  if ((view.teams[event.owner]?.bonusCount ?? 0) === 0) return 0;
  return challengeCard(view.tables, event.card)?.blockPenalty ?? 0;
}

/** A move that bankrupts its own team: `ruin` for sure, `risk` if the challenged team blocks; `amount` in $M. */
export interface Bankruptcy {
  kind: 'ruin' | 'risk';
  amount: number;
}

/**
 * BG-16: whether the move's own payment leaves the seat at $0 or below (bankrupt and out of the
 * game at once), or could if the challenged team blocks (BG-11); null when neither. BG-5 allows
 * paying every dollar (cash ≥ cost).
 */
export function bankruptcy(view: BiggieBillsView, event: BiggieBillsEvent): Bankruptcy | null {
  const cash = view.cash[view.seat!]!;
  const pays = ownPayment(view, event);
  if (pays > 0 && cash - pays <= 0) return { kind: 'ruin', amount: pays };
  const risk = blockRisk(view, event);
  return risk > 0 && cash - risk <= 0 ? { kind: 'risk', amount: risk } : null;
}

/** BG-16: whether the move could bankrupt its own team (`bankruptcy` is not null). */
export const ruinous = (view: BiggieBillsView, event: BiggieBillsEvent): boolean => bankruptcy(view, event) !== null;
