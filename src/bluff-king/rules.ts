/**
 * BluffKing rules (RULES.md BK-1..BK-10) as pure functions over an immutable context.
 * The machine (machine.ts) decides which function runs in which state; nothing here keeps state.
 */
import { dealRoundRobin, shuffle } from '../core/deal.js';
import { inputRecord, integerIn, oneOf, seedIn, describe } from '../core/input.js';
import { seedRng, withRng, type RngState } from '../core/rng.js';
import { nextSeat, rankSeats } from '../core/seats.js';
import { guardedCheck, type EventSpec } from '../core/events.js';
import type { GameResult, Seat, Verdict } from '../core/types.js';
import { illegal, LEGAL } from '../core/verdict.js';
import {
  buildDeck, countCards, isCard, isRank, matchesClaim, removeCards, RANKS,
  type Card, type Rank,
} from './cards.js';

// ---------------------------------------------------------------------------------------------
// Input

/** Options of RULES.md for BluffKing. */
export interface BluffKingOptions {
  /** BK-1: 1 or 2 decks of 54; default 1 for 2–4 players, 2 for 5–8. */
  decks?: 1 | 2;
  /** BK-4: most cards in one claim; null or absent = no limit. */
  maxPlay?: number | null;
}

/** The machine's input. */
export interface BluffKingInput extends BluffKingOptions {
  /** 2..8 (BK-1). */
  players: number;
  /** Any safe integer; the same seed and events give the same game. */
  seed: number;
  /** The seat that starts with the lead; drawn from the seed when absent (BK-2). */
  first?: Seat;
  /** A fixed deal (index = seat); cards not dealt are out of the game. */
  hands?: Card[][];
}

/** The input after validation, with defaults filled in. */
export interface BluffKingSettings extends BluffKingInput {
  decks: 1 | 2;
  maxPlay: number | null;
}

export const INPUT_KEYS = ['players', 'seed', 'first', 'hands', 'decks', 'maxPlay'] as const;
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;

/**
 * Validates an input and fills in defaults.
 * @throws TypeError / RangeError naming the field: players outside 2..8, decks not 1 or 2,
 *   maxPlay < 1, first outside 0..players-1, a `hands` the decks cannot supply, an unknown option.
 */
export function parseInput(input: unknown): BluffKingSettings {
  const record = inputRecord(input, INPUT_KEYS);
  const players = integerIn('players', record.players, MIN_PLAYERS, MAX_PLAYERS);
  const seed = seedIn(record.seed);
  const decks = record.decks === undefined ? (players <= 4 ? 1 : 2) : oneOf('decks', record.decks, [1, 2] as const);
  const maxPlay = record.maxPlay === undefined || record.maxPlay === null
    ? null
    : integerIn('maxPlay', record.maxPlay, 1, Infinity);
  const settings: BluffKingSettings = { players, seed, decks, maxPlay };
  if (record.first !== undefined) settings.first = integerIn('first', record.first, 0, players - 1);
  if (record.hands !== undefined) settings.hands = parseHands(record.hands, players, decks);
  return settings;
}

function parseHands(value: unknown, players: number, decks: number): Card[][] {
  if (!Array.isArray(value) || value.length !== players) {
    throw new TypeError(`hands must be an array of ${players} hands, one per seat (got ${describe(value)})`);
  }
  value.forEach((hand: unknown, seat) => {
    if (!Array.isArray(hand) || hand.length === 0) {
      throw new TypeError(`hands[${seat}] must be a non-empty array of card codes such as "10H", "QS", "BJ" (got ${describe(hand)})`);
    }
    hand.forEach((card: unknown, i) => {
      if (!isCard(card)) {
        throw new TypeError(`hands[${seat}][${i}] must be a card code: rank A,2..10,J,Q,K + suit S,H,D,C, or BJ/RJ (got ${describe(card)})`);
      }
    });
  });
  for (const [card, count] of countCards((value as Card[][]).flat())) {
    if (count > decks) {
      throw new RangeError(`hands deal ${card} ${count} times but ${decks} deck(s) hold it ${decks} time(s)`);
    }
  }
  return (value as Card[][]).map((hand) => [...hand]);
}

// ---------------------------------------------------------------------------------------------
// Context

/** One claim of the current round: who made it, the cards (face down) and the claimed rank. */
export interface Claim {
  seat: Seat;
  cards: Card[];
  rank: Rank;
}

/** Public log entries (BK-10): they never hold a card that has not been turned face up. */
export type BluffKingLogEntry =
  | { type: 'deal'; first: Seat; handSizes: number[]; decks: number }
  | { type: 'claim'; seat: Seat; count: number; rank: Rank; follow: boolean }
  | { type: 'decline'; seat: Seat }
  | {
      type: 'challenge';
      /** The challenger. */
      seat: Seat;
      claimant: Seat;
      rank: Rank;
      /** The latest claim's cards, turned face up (BK-5). */
      revealed: Card[];
      truthful: boolean;
      /** Who took the pile, and how many cards it held. */
      taker: Seat;
      taken: number;
      /** Who holds the lead for the next round. */
      lead: Seat;
    }
  | { type: 'pass'; seat: Seat }
  | { type: 'discard'; seat: Seat; count: number }
  | { type: 'win'; seat: Seat };

/** The machine context: plain JSON, so persisted snapshots restore exactly. */
export interface BluffKingContext {
  players: number;
  decks: 1 | 2;
  maxPlay: number | null;
  rng: RngState;
  /** Cards in each hand (index = seat). Private (BK-10). */
  hands: Card[][];
  /** The claims of the current round, oldest first; together they are the pile. */
  claims: Claim[];
  /** The round's rank, or null before the lead play. */
  rank: Rank | null;
  /** The seat asked now: the lead holder, a possible challenger or a possible follower. */
  asked: Seat;
  /** Cards discarded face down at BK-7: out of the game, seen by no one. */
  discarded: Card[];
  /** How many cards were dealt (for conservation checks). */
  dealt: number;
  winner: Seat | null;
  log: BluffKingLogEntry[];
}

/** BK-1, BK-2: the starting context for a validated input. */
export function setupGame(settings: BluffKingSettings): BluffKingContext {
  const { players, decks } = settings;
  const [{ first, hands }, rng] = withRng(seedRng(settings.seed), (random) => {
    const first = settings.first ?? random.int(0, players - 1);
    if (settings.hands) return { first, hands: settings.hands.map((hand) => [...hand]) };
    return { first, hands: dealRoundRobin(shuffle(random, buildDeck(decks)), players, first).hands };
  });
  return {
    players,
    decks,
    maxPlay: settings.maxPlay,
    rng,
    hands,
    claims: [],
    rank: null,
    asked: first,
    discarded: [],
    dealt: hands.reduce((sum, hand) => sum + hand.length, 0),
    winner: null,
    log: [{ type: 'deal', first, handSizes: hands.map((hand) => hand.length), decks }],
  };
}

// ---------------------------------------------------------------------------------------------
// Events

/** BK-4: the lead holder plays `cards` face down and claims they are all `rank`. */
export interface PlayEvent { type: 'PLAY'; seat: Seat; cards: Card[]; rank: Rank }
/** BK-5: challenge the latest claim. */
export interface ChallengeEvent { type: 'CHALLENGE'; seat: Seat }
/** BK-5: let the latest claim stand. */
export interface DeclineEvent { type: 'DECLINE'; seat: Seat }
/** BK-6: play `cards` face down claiming the round's rank. */
export interface FollowEvent { type: 'FOLLOW'; seat: Seat; cards: Card[] }
/** BK-6: do not follow. */
export interface PassEvent { type: 'PASS'; seat: Seat }

export type BluffKingEvent = PlayEvent | ChallengeEvent | DeclineEvent | FollowEvent | PassEvent;

/** The states in which the game asks a seat something, plus `over`. */
export type Phase = 'lead' | 'challenge' | 'follow' | 'over';

const EVENTS_BY_PHASE: Record<Exclude<Phase, 'over'>, readonly BluffKingEvent['type'][]> = {
  lead: ['PLAY'],
  challenge: ['CHALLENGE', 'DECLINE'],
  follow: ['FOLLOW', 'PASS'],
};
const EVENT_TYPES = ['PLAY', 'CHALLENGE', 'DECLINE', 'FOLLOW', 'PASS'];

const ASKED_TO: Record<Exclude<Phase, 'over'>, string> = {
  lead: 'lead (PLAY)',
  challenge: 'challenge or decline (CHALLENGE / DECLINE)',
  follow: 'follow or pass (FOLLOW / PASS)',
};

/** The seat of the latest claim of the round, or null before the lead play. */
export function claimant(ctx: BluffKingContext): Seat | null {
  return ctx.claims.at(-1)?.seat ?? null;
}

/** Cards in the pile. */
export function pileSize(ctx: BluffKingContext): number {
  return ctx.claims.reduce((sum, claim) => sum + claim.cards.length, 0);
}

const EVENTS: EventSpec = { game: 'BluffKing', types: EVENT_TYPES };

/**
 * Whether `event` is legal in `phase` (BK-4..BK-6). The single source of truth: the machine's
 * guards and `definition.check` both call it. Never throws. Codes: the shared `bad-event`,
 * `unknown-event`, `bad-seat`, `game-over` (core/events.ts), then `own-claim`, `not-your-turn`,
 * `wrong-phase`, `no-cards`, `bad-card`, `card-not-in-hand`, `too-many-cards`, `bad-rank`,
 * `rank-on-follow`.
 */
export function checkEvent(phase: Phase, ctx: BluffKingContext, event: BluffKingEvent): Verdict {
  return guardedCheck<BluffKingEvent>(
    EVENTS, event, () => ({ players: ctx.players, over: phase === 'over' }),
    // Not over: the shared checks refused events once the game is over.
    (move) => checkMove(phase as Exclude<Phase, 'over'>, ctx, move),
  );
}

/** BK-4..BK-6 for a plain event of a known type, from a seat in range, while the game runs. */
function checkMove(phase: Exclude<Phase, 'over'>, ctx: BluffKingContext, event: BluffKingEvent): Verdict {
  if (event.type === 'CHALLENGE' && phase === 'challenge' && event.seat === claimant(ctx)) {
    return illegal('own-claim', 'You cannot challenge your own claim.');
  }
  if (event.seat !== ctx.asked) {
    return illegal('not-your-turn', `It is not seat ${event.seat}'s turn: seat ${ctx.asked} is asked to ${ASKED_TO[phase]}.`);
  }
  if (!EVENTS_BY_PHASE[phase].includes(event.type)) {
    return illegal('wrong-phase', `${event.type} is not possible now: seat ${ctx.asked} is asked to ${ASKED_TO[phase]}.`);
  }
  if (event.type === 'PLAY' || event.type === 'FOLLOW') {
    const cardsVerdict = checkCards(ctx, event.seat, event.cards);
    if (!cardsVerdict.ok) return cardsVerdict;
  }
  if (event.type === 'PLAY' && !isRank(event.rank)) {
    return illegal('bad-rank', `rank must be one of ${RANKS.join(', ')} (got ${describe(event.rank)}).`);
  }
  if (event.type === 'FOLLOW' && (event as { rank?: unknown }).rank !== undefined) {
    return illegal('rank-on-follow', `A follow keeps the round's rank (${ctx.rank}); send FOLLOW without a rank.`);
  }
  return LEGAL;
}

function checkCards(ctx: BluffKingContext, seat: Seat, cards: unknown): Verdict {
  if (!Array.isArray(cards) || cards.length === 0) {
    return illegal('no-cards', 'Play at least one card: cards must be a non-empty array of card codes.');
  }
  const bad = cards.find((card) => !isCard(card));
  if (bad !== undefined) return illegal('bad-card', `${describe(bad)} is not a card code (e.g. "10H", "QS", "BJ").`);
  if (removeCards(ctx.hands[seat]!, cards as Card[]) === null) {
    return illegal('card-not-in-hand', 'Every card played must be in your hand.');
  }
  if (ctx.maxPlay !== null && cards.length > ctx.maxPlay) {
    return illegal('too-many-cards', `At most ${ctx.maxPlay} card(s) per claim (got ${cards.length}).`);
  }
  return LEGAL;
}

// ---------------------------------------------------------------------------------------------
// Transitions (each assumes checkEvent passed)

function withHand(hands: Card[][], seat: Seat, hand: Card[]): Card[][] {
  return hands.map((h, s) => (s === seat ? hand : h));
}

/** The seat asked after `ctx.asked`, skipping the claimant; null when everyone has been asked. */
function nextAsked(ctx: BluffKingContext): Seat | null {
  const c = claimant(ctx)!;
  const next = nextSeat(ctx.asked, ctx.players)!;
  return next === c ? null : next;
}

/** Whether the seat asked now is the last one before the asking comes back to the claimant. */
export function lastToAsk(ctx: BluffKingContext): boolean {
  return nextAsked(ctx) === null;
}

/**
 * BK-4 (lead) and BK-6 (follow): the cards go face down into the pile under a claim; the
 * challenge phase (BK-5) starts from the claimant's left.
 */
export function claim(ctx: BluffKingContext, event: PlayEvent | FollowEvent): BluffKingContext {
  const rank = event.type === 'PLAY' ? event.rank : ctx.rank!;
  const hand = removeCards(ctx.hands[event.seat]!, event.cards)!;
  return {
    ...ctx,
    hands: withHand(ctx.hands, event.seat, hand),
    claims: [...ctx.claims, { seat: event.seat, cards: [...event.cards], rank }],
    rank,
    asked: nextSeat(event.seat, ctx.players)!,
    log: [...ctx.log, { type: 'claim', seat: event.seat, count: event.cards.length, rank, follow: event.type === 'FOLLOW' }],
  };
}

/**
 * BK-5: the asked seat lets the claim stand. After the last one, the follow phase (BK-6) asks
 * again from the claimant's left.
 */
export function decline(ctx: BluffKingContext, event: DeclineEvent): BluffKingContext {
  return {
    ...ctx,
    asked: nextAsked(ctx) ?? nextSeat(claimant(ctx)!, ctx.players)!,
    log: [...ctx.log, { type: 'decline', seat: event.seat }],
  };
}

/** BK-5: whether the latest claim is true (every card has the round's rank or is a joker). */
export function latestClaimIsTrue(ctx: BluffKingContext): boolean {
  const latest = ctx.claims.at(-1)!;
  return latest.cards.every((card) => matchesClaim(card, latest.rank));
}

/**
 * BK-5: the latest claim is turned face up. A lie: the claimant takes the pile and the challenger
 * gets the lead. True: the challenger takes the pile and the claimant keeps the lead. The round ends.
 */
export function resolveChallenge(ctx: BluffKingContext, event: ChallengeEvent): BluffKingContext {
  const latest = ctx.claims.at(-1)!;
  const truthful = latestClaimIsTrue(ctx);
  const taker = truthful ? event.seat : latest.seat;
  const lead = truthful ? latest.seat : event.seat;
  const pile = ctx.claims.flatMap((c) => c.cards);
  return {
    ...ctx,
    hands: withHand(ctx.hands, taker, [...ctx.hands[taker]!, ...pile]),
    claims: [],
    rank: null,
    asked: lead,
    log: [...ctx.log, {
      type: 'challenge', seat: event.seat, claimant: latest.seat, rank: latest.rank,
      revealed: [...latest.cards], truthful, taker, taken: pile.length, lead,
    }],
  };
}

/**
 * BK-6: the asked seat does not follow. BK-7: when every other seat has passed, the pile is
 * discarded face down (out of the game) and the claimant keeps the lead for a new round.
 */
export function pass(ctx: BluffKingContext, event: PassEvent): BluffKingContext {
  const next = nextAsked(ctx);
  const passed: BluffKingContext = { ...ctx, log: [...ctx.log, { type: 'pass', seat: event.seat }] };
  if (next !== null) return { ...passed, asked: next };
  const keeper = claimant(ctx)!;
  const pile = ctx.claims.flatMap((c) => c.cards);
  return {
    ...passed,
    claims: [],
    rank: null,
    asked: keeper,
    discarded: [...ctx.discarded, ...pile],
    log: [...passed.log, { type: 'discard', seat: keeper, count: pile.length }],
  };
}

/** BK-8: the seat with no cards left, checked when a challenge phase finishes; else null. */
export function playerOut(ctx: BluffKingContext): Seat | null {
  const seat = ctx.hands.findIndex((hand) => hand.length === 0);
  return seat < 0 ? null : seat;
}

/** BK-8: the first player with no cards wins at once. */
export function declareWinner(ctx: BluffKingContext): BluffKingContext {
  const winner = playerOut(ctx)!;
  return { ...ctx, winner, log: [...ctx.log, { type: 'win', seat: winner }] };
}

/** Whether the round has ended (the pile was taken or discarded) and the lead holder is asked. */
export function roundOver(ctx: BluffKingContext): boolean {
  return ctx.claims.length === 0;
}

/**
 * BK-8, BK-9: the winner first, then everyone else by cards left in hand, fewer first; equal
 * counts share a place. Null while the game runs.
 */
export function gameResult(ctx: BluffKingContext): GameResult | null {
  if (ctx.winner === null) return null;
  const others = ctx.hands.map((_, s) => s).filter((s) => s !== ctx.winner);
  const sizes = ctx.hands.map((hand) => hand.length);
  return { winners: [ctx.winner], ranking: [[ctx.winner], ...rankSeats(sizes, (a, b) => a - b, others)] };
}
