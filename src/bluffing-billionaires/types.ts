/**
 * Bluffing Billionaires' types (RULES.md BB-1..BB-11): the input, the events, the machine context,
 * the phases, the public log and the result. Types only; the rules are in `rules/`, the deal in
 * `setup.ts` (docs/architecture.md, "One game's folder").
 *
 * Cards are handled by id (an index into `context.deck`); the log and the views carry full
 * `AssetCard`s, and only cards that are public (BB-11).
 */
import type { RngState } from '../core/rng.js';
import type { GameResult, Seat } from '../core/types.js';
import type { AssetCard, AssetCardSpec } from './cards.js';

// ---------------------------------------------------------------------------------------------
// Input

/** The machine's input. */
export interface BluffingBillionairesInput {
  /** 2..6 (BB-2). */
  players: number;
  /** Any safe integer; the same seed and events give the same game. */
  seed: number;
  /** The seat that starts as the active player; drawn from the seed when absent (BB-2). */
  first?: Seat;
  /**
   * A fixed deal (index = seat) of card ids: each hand non-empty, no id twice. Cards not dealt are
   * out of the game (BB-2). `handSize` is then only validated, not used.
   */
  hands?: number[][];
  /** Cards dealt to each seat (BB-2): default 8 (at most floor(deck size / players)); allowed 3..floor(deck size / players). */
  handSize?: number;
  /** A host's own deck (BB-1): 2..200 cards `{ value, coins, name }`, ids = indices. Default: the standard 48. */
  deck?: readonly (AssetCardSpec | AssetCard)[];
}

/** The input after validation, with defaults filled in. */
export interface BluffingBillionairesSettings extends BluffingBillionairesInput {
  deck: AssetCard[];
}

// ---------------------------------------------------------------------------------------------
// Events

/** BB-4: the active player plays the card with this id from hand face down as its table card. */
export interface PlayEvent { type: 'PLAY'; seat: Seat; card: number }
/** BB-6: a responder secretly approves the play. */
export interface ApproveEvent { type: 'APPROVE'; seat: Seat }
/** BB-6: a responder secretly challenges the play. */
export interface ChallengeEvent { type: 'CHALLENGE'; seat: Seat }

/**
 * The host ends the game now, at any moment while it runs (sent by the game's host only, never by
 * a player: `host.events`). `seat` is any seat of the game and names no player. Scored by BB-10 as
 * the game stands (no RULES.md ruling covers a host's end).
 */
export interface HostEndEvent { type: 'HOST_END'; seat: Seat }

export type BluffingBillionairesEvent = PlayEvent | ApproveEvent | ChallengeEvent | HostEndEvent;

/** The states in which the game waits for seats, plus `over`. */
export type Phase = 'play' | 'respond' | 'over';

// ---------------------------------------------------------------------------------------------
// Context, log and result

/** A responder's secret choice (BB-6). */
export type Response = 'approve' | 'challenge';

/** A card in a discard pile: face down (BB-4, its owner alone knows it) or face up (BB-9). */
export interface Discard {
  card: number;
  faceUp: boolean;
}

/**
 * How the game ended (BB-5): the active player played its last card, or had none at turn start;
 * or `host`: the host ended it now (HOST_END), scored by BB-10 as it stands.
 */
export type EndReason = 'last-card' | 'no-cards' | 'host';

/** One comparison of a challenge (BB-7) and its spoils (BB-8). */
export interface ChallengeResult {
  challenger: Seat;
  /** The challenger's table card, turned up. */
  card: AssetCard;
  /** The active player wins when its card's value is strictly higher; otherwise the challenger. */
  winner: Seat;
  loser: Seat;
  /** The random card taken from the loser's hand to the winner's bonus pile; null when that hand was empty. */
  taken: AssetCard | null;
}

/** Public log entries (BB-11): they never hold a card that has not been turned face up. */
export type BluffingBillionairesLogEntry =
  | {
      type: 'deal';
      first: Seat;
      handSizes: number[];
      /** Cards in the deck, and how many of them were not dealt (out of the game, unseen). */
      deckSize: number;
      undealt: number;
    }
  | {
      /** BB-4: `seat` played a card face down as its new table card. */
      type: 'play';
      seat: Seat;
      turn: number;
      /** Whether an older table card went face down to the seat's discard pile. */
      discarded: boolean;
      /** BB-5: the play used the seat's last hand card (the game ends). */
      lastCard: boolean;
      /** BB-6: the seats asked to respond, clockwise from the player's left; [] = the turn passes. */
      responders: Seat[];
    }
  | {
      /** BB-6: every responder's choice, revealed together once all have chosen. */
      type: 'responses';
      /** The active player. */
      seat: Seat;
      approved: Seat[];
      challengers: Seat[];
    }
  | {
      /** BB-7..BB-9: the table cards turned up and how each comparison was settled, in order. */
      type: 'challenge';
      /** The active player. */
      seat: Seat;
      /** The active player's table card, turned up. */
      card: AssetCard;
      /** One per challenger, clockwise from the active player (the order of settlement, BB-8). */
      results: ChallengeResult[];
      /** With exactly one challenger: the loser's revealed card, now on the winner's bonus pile; else null. */
      captured: AssetCard | null;
      capturedBy: Seat | null;
      /** Revealed cards not taken as spoils, now face up on their owners' discard piles (BB-9). */
      discarded: { seat: Seat; card: AssetCard }[];
    }
  | {
      /** BB-5, BB-10: the game is over; hand points are counted for scoring. */
      type: 'end';
      reason: EndReason;
      /** The active player whose play (or empty hand) ended the game; null when the host ended it. */
      seat: Seat | null;
      handPoints: number[];
      bonusCoins: number[];
      scores: number[];
      winners: Seat[];
    };

/** The machine context: plain JSON, so persisted snapshots restore exactly. */
export interface BluffingBillionairesContext {
  players: number;
  /** Every card of the game's deck (index = id). Public: the deck's contents are known. */
  deck: AssetCard[];
  rng: RngState;
  /** Card ids in each hand (index = seat). Private (BB-11). */
  hands: number[][];
  /** Each seat's table card id, or null (BB-3). Private until revealed. */
  table: (number | null)[];
  /** Each seat's discard pile, oldest first (BB-4, BB-9). */
  discards: Discard[][];
  /** Each seat's bonus pile, oldest first (BB-8). Public. */
  bonus: number[][];
  /** Cards not dealt: out of the game, seen by no one (BB-2). */
  undealt: number[];
  /** The active player (BB-4). */
  active: Seat;
  /** The turn number, from 1. */
  turn: number;
  /** Seats asked to respond to the current play, clockwise from the active player's left; [] otherwise (BB-6). */
  responders: Seat[];
  /**
   * Pending secret choices (index = seat; null = not chosen or not asked). Never shown to anyone
   * but the chooser until all responders have chosen (BB-6), then cleared.
   */
  responses: (Response | null)[];
  /** Set when the game is over (BB-5); `seat` is null when the host ended it (HOST_END). */
  ended: { reason: EndReason; seat: Seat | null } | null;
  log: BluffingBillionairesLogEntry[];
}

/** The result of BB-10 with the tally behind it. */
export interface BluffingBillionairesResult extends GameResult {
  /** Per seat: hand points + bonus coins. */
  scores: number[];
  handPoints: number[];
  bonusCoins: number[];
  /** How the game ended, and the active player who ended it (BB-5); `endedBy` is null when the host ended it. */
  reason: EndReason;
  endedBy: Seat | null;
}
