/**
 * What a seat may know in BluffKing (BK-10). Built by whitelisting: every field is copied from a
 * public fact or from the seat's own cards, never by deleting secrets from the context.
 */
import { deepFreeze, frozenLog } from '../core/frozen.js';
import type { GameView, Seat } from '../core/types.js';
import { sortCards, type Card, type Rank } from './cards.js';
import { gameResult } from './rules/end.js';
import { claimant, pileSize } from './rules/round.js';
import type { BluffKingContext, BluffKingLogEntry, BluffKingResult, Phase } from './types.js';

/** What the seat is asked now. */
export type BluffKingPrompt =
  | { type: 'lead'; maxPlay: number | null }
  | { type: 'challenge'; claimant: Seat; count: number; rank: Rank }
  | { type: 'follow'; rank: Rank; maxPlay: number | null };

/** A claim of the current round as everyone sees it: who, how many, which rank. */
export interface PublicClaim {
  seat: Seat;
  count: number;
  rank: Rank;
}

export interface BluffKingView extends GameView {
  seat: Seat | null;
  players: number;
  decks: 1 | 2;
  maxPlay: number | null;
  phase: Phase;
  /** This seat's cards, sorted A..K then jokers, deep-frozen (shared by the views while the hand stays); [] for a spectator. */
  hand: Card[];
  /** Cards in each hand (index = seat). */
  handSizes: number[];
  pileSize: number;
  /** Cards discarded face down at BK-7 so far. */
  discardedCount: number;
  /** The round's rank, or null before the lead play. */
  rank: Rank | null;
  /** The claims of the current round, oldest first. */
  claims: PublicClaim[];
  /** Cards this seat itself put into the current pile (it knows them); [] for a spectator. */
  ownPileCards: Card[];
  /** The latest claimant, or null before the lead play. */
  claimant: Seat | null;
  /** The seat that holds the lead this round. */
  lead: Seat | null;
  /** The seat the game waits for, or null when over. */
  asked: Seat | null;
  prompt: BluffKingPrompt | null;
  log: readonly BluffKingLogEntry[];
  /** The result once over (BK-8, BK-9); `reason: 'host'` when the host ended the game. */
  result: BluffKingResult | null;
}

/**
 * The sorted hand handed out for each hand of a context, deep-frozen: a hand array is never
 * changed in place (rules/round.ts `withHand` replaces only the hand that changed), so a hand is
 * sorted once, not once per view, and the views of the snapshots after share it while it stays
 * (the online wire skips it by pointer, src/online/wire.ts).
 */
const sortedHands = new WeakMap<readonly Card[], Card[]>();

function sortedHand(hand: readonly Card[]): Card[] {
  let sorted = sortedHands.get(hand);
  if (!sorted) sortedHands.set(hand, (sorted = deepFreeze(sortCards(hand))));
  return sorted;
}

/** The view of `seat` (null = spectator) in state `phase`. */
export function viewOf(ctx: BluffKingContext, phase: Phase, seat: Seat | null): BluffKingView {
  const latest = ctx.claims.at(-1) ?? null;
  const over = phase === 'over';
  const asked = over ? null : ctx.asked;
  return {
    seat,
    players: ctx.players,
    decks: ctx.decks,
    maxPlay: ctx.maxPlay,
    phase,
    hand: seat === null ? [] : sortedHand(ctx.hands[seat]!),
    handSizes: ctx.hands.map((hand) => hand.length),
    pileSize: pileSize(ctx),
    discardedCount: ctx.discarded.length,
    rank: ctx.rank,
    claims: ctx.claims.map((c) => ({ seat: c.seat, count: c.cards.length, rank: c.rank })),
    ownPileCards: seat === null ? [] : sortCards(ctx.claims.filter((c) => c.seat === seat).flatMap((c) => c.cards)),
    claimant: claimant(ctx),
    lead: over ? null : (ctx.claims[0]?.seat ?? ctx.asked),
    asked,
    prompt: seat !== null && seat === asked ? promptFor(ctx, phase as Exclude<Phase, 'over'>, latest) : null,
    // The context's own log, deep-frozen: no view can change the game (every other field is fresh, or deep-frozen as `hand`).
    log: frozenLog(ctx.log),
    result: gameResult(ctx),
  };
}

function promptFor(ctx: BluffKingContext, phase: Exclude<Phase, 'over'>, latest: BluffKingContext['claims'][number] | null): BluffKingPrompt {
  switch (phase) {
    case 'lead': return { type: 'lead', maxPlay: ctx.maxPlay };
    case 'challenge': return { type: 'challenge', claimant: latest!.seat, count: latest!.cards.length, rank: latest!.rank };
    case 'follow': return { type: 'follow', rank: ctx.rank!, maxPlay: ctx.maxPlay };
  }
}

/** Per-seat challenge statistics, read from the public log (for the game-over panel). */
export interface ClaimStats {
  /** Claims made (leads and follows). */
  claims: number;
  /** Challenges this seat made, and how many exposed a lie. */
  challenges: number;
  challengesWon: number;
  /** Times this seat's claim was challenged and proved a lie. */
  caughtBluffing: number;
}

export function claimStats(log: readonly BluffKingLogEntry[], players: number): ClaimStats[] {
  const stats = Array.from({ length: players }, (): ClaimStats => ({ claims: 0, challenges: 0, challengesWon: 0, caughtBluffing: 0 }));
  for (const entry of log) {
    if (entry.type === 'claim') stats[entry.seat]!.claims++;
    if (entry.type === 'challenge') {
      stats[entry.seat]!.challenges++;
      if (!entry.truthful) {
        stats[entry.seat]!.challengesWon++;
        stats[entry.claimant]!.caughtBluffing++;
      }
    }
  }
  return stats;
}
