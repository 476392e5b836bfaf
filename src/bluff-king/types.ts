/**
 * BluffKing's types (RULES.md BK-1..BK-10): the input and its options, the events, the machine
 * context, the phases and the public log. Types only; the rules are in `rules/`, the deal in
 * `setup.ts` (docs/architecture.md, "One game's folder").
 */
import type { RngState } from '../core/rng.js';
import type { GameResult, Seat } from '../core/types.js';
import type { Card, Rank } from './cards.js';

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

/**
 * The host ends the game now, at any moment while it runs (sent by the game's host only, never by
 * a player: `host.events`). `seat` is any seat of the game and names no player. The result ranks
 * every seat by cards in hand now, BK-9's order (no RULES.md ruling covers a host's end).
 */
export interface HostEndEvent { type: 'HOST_END'; seat: Seat }

export type BluffKingEvent = PlayEvent | ChallengeEvent | DeclineEvent | FollowEvent | PassEvent | HostEndEvent;

/** The states in which the game asks a seat something, plus `over`. */
export type Phase = 'lead' | 'challenge' | 'follow' | 'over';

// ---------------------------------------------------------------------------------------------
// Context and log

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
  | { type: 'win'; seat: Seat }
  /** The host ended the game (HOST_END): ranked by cards in hand now (BK-9's order). */
  | { type: 'end'; reason: 'host' };

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

/**
 * The result (BK-8, BK-9). A game won by going out has no `reason`; a game the host ended
 * (HOST_END) has `reason: 'host'`, no seat went out and every seat is ranked by cards in hand.
 */
export interface BluffKingResult extends GameResult {
  reason?: 'host';
}
