/**
 * BiggieBills$$$ types, and types only: the input and settings, the machine context, every event
 * and the event union, the waiting phases and the public log entries. The accessors the rules
 * share are in rules/context.ts. Money is in $M.
 */
import type { RngState } from '../core/rng.js';
import type { GameResult, Seat } from '../core/types.js';
import type { BonusKind, Tables } from './cards.js';

/** A team's hand as `hands` fixes it (ids of table G; Challenge cards by the Growth id they challenge). */
export interface HandSpec {
  growth: number[];
  challenge: number[];
  /** Bonus cards in hand at the start (BG-2 deals none; for tests and tutorials). */
  bonus?: BonusKind[];
}

/** The machine's input (see index.ts). */
export interface BiggieBillsInput {
  /** Teams, 3..8 (`players` in the shared contract). */
  players: number;
  seed: number;
  /** The team that takes the first turn of cycle 1; the rest of that order is drawn. */
  first?: Seat | null;
  /** BG-2: each team's starting cash, $M (default 200). */
  startingCash?: number;
  /** BG-2, BG-7a: the cash that wins, $M (default 1000). */
  target?: number;
  /** BG-7d: the game ends after this many cycles (default none). */
  maxCycles?: number | null;
  /** BG-7d: minutes the host gives the game; the host sends TIME_UP (default none). */
  timeLimitMinutes?: number | null;
  /** BG-1: the host's own tables, validated by `parseTables` (setup.ts). */
  tables?: unknown;
  /** A fixed deal, one per seat; cards not dealt are shuffled into the decks. */
  hands?: HandSpec[] | null;
}

/** The input after validation, with defaults filled in. */
export interface BiggieBillsSettings {
  players: number;
  seed: number;
  first: Seat | null;
  startingCash: number;
  target: number;
  maxCycles: number | null;
  timeLimitMinutes: number | null;
  tables: Tables;
  hands: HandSpec[] | null;
}

/** Why a team left the game: BG-16 or BG-6. */
export type OutReason = 'bankrupt' | 'acquired';

/** One team (one seat). */
export interface Team {
  /** $M; public. */
  cash: number;
  out: OutReason | null;
  /** Order in which teams left (1, 2, …), for the ranking; null while in the game. */
  outOrder: number | null;
  /** Hand: private (BG-17). Growth ids; Challenge cards by the Growth id they challenge. */
  growth: number[];
  challenge: number[];
  bonus: BonusKind[];
  /** Growth ids completed, in order (BG-8); public. */
  completed: number[];
  /** BG-5: whether the team has played its first Growth card (public: every Growth card played is logged). */
  playedGrowth: boolean;
}

/** A Growth card on the table: active, or challenged and waiting to leave play (BG-10). */
export interface InPlay {
  owner: Seat;
  card: number;
  /** BG-6: the target of Acquire a Competitor, else null. */
  target: Seat | null;
  /** Challengers whose challenge stood (BG-10); the card is challenged when this is not empty. */
  challengers: Seat[];
  /** Every team that challenged it, blocked or not (BG-9: once each). */
  challengedBy: Seat[];
  /** BG-11: an Acquire a Competitor whose challenge was blocked takes no further challenge. */
  shielded: boolean;
}

/** A challenge played and waiting for the owner's block decision (BG-11). */
export interface PendingChallenge {
  seat: Seat;
  owner: Seat;
  card: number;
  flexible: boolean;
}

/** The turn being played (BG-4). */
export interface Turn {
  seat: Seat;
  /** 1 or 2: the team's first or second turn in this cycle. */
  round: 1 | 2;
  /** Main actions left (1, or 2 under two-card play). */
  mainLeft: number;
  /** Free Flexible Challenges left (BG-12). */
  freeLeft: number;
  /** Main actions taken so far. */
  acted: number;
  /** Flexible Challenges played this turn, free or not (BG-4: one may be the whole turn). */
  flexPlayed: number;
  /** Cash of every team when this team began acting (BG-6's 75% rule). */
  startCash: number[];
}

/**
 * How the game ended (BG-7): `host` when the host ended it now (HOST_END), ranked as BG-7d ranks
 * at time-up (no RULES.md ruling covers a host's end).
 */
export type WinReason = 'target' | 'last-team' | 'time' | 'cycles' | 'host';

/** The result (BG-7): `GameResult` with how the game ended; `scores` is cash per seat ($M). */
export interface BiggieBillsResult extends GameResult {
  scores: number[];
  reason: WinReason;
}

/** Which ruling a payment follows, and why it was made. */
export type PaymentWhy =
  | 'cost' | 'payoff' | 'penalty' | 'block-penalty' | 'exchange-fee' | 'skip-fine'
  | 'acquisition' | 'acquired-cash' | 'industry';

/** A payer or payee: a team or the bank. */
export type Party = Seat | 'bank';

/**
 * Public log entries (BG-17). None holds a card in a hand, a card drawn, exchanged or kept, or the
 * kind of a Bonus card before it is played. Every payment is a `pay` entry: per team, the sum of
 * the amounts received minus the amounts paid equals cash − startingCash.
 */
export type BiggieBillsLogEntry =
  | { type: 'start'; players: number; startingCash: number; target: number }
  | { type: 'cycle'; cycle: number; order: Seat[]; industry: number | null }
  /** The Industry card just drawn has "at once" effects (table I) and they reached no team. */
  | { type: 'nobody-affected'; industry: number }
  | { type: 'reshuffle'; deck: 'growth' | 'challenge' | 'industry'; cards: number }
  | { type: 'turn'; seat: Seat; cycle: number; round: 1 | 2 }
  | { type: 'cycle-end'; cycle: number }
  | { type: 'pay'; payer: Party; payee: Party; amount: number; ruling: string; why: PaymentWhy; card?: number }
  | { type: 'growth'; seat: Seat; card: number; target: Seat | null }
  | { type: 'complete'; seat: Seat; card: number; first: boolean }
  | { type: 'leave-play'; seat: Seat; card: number; reason: 'challenged' | 'out' }
  | { type: 'challenge'; seat: Seat; owner: Seat; card: number; flexible: boolean; free: boolean; first: boolean }
  | { type: 'block'; seat: Seat; challenger: Seat; card: number }
  | { type: 'no-block'; seat: Seat; challenger: Seat; card: number }
  | { type: 'challenge-stands'; seat: Seat; owner: Seat; card: number }
  | { type: 'bonus'; seat: Seat; stage: number; drew: boolean }
  | { type: 'exchange'; seat: Seat; growth: number; challenge: number }
  | { type: 'skip'; seat: Seat }
  | { type: 'end-turn'; seat: Seat }
  | { type: 'acquire'; seat: Seat; target: Seat; growth: number; challenge: number; bonus: number }
  | { type: 'keep'; seat: Seat; returnedGrowth: number; returnedChallenge: number }
  | { type: 'out'; seat: Seat; reason: OutReason }
  | { type: 'time-up'; seat: Seat }
  | { type: 'game-over'; reason: WinReason; winners: Seat[] };

/** The machine context: plain JSON, so persisted snapshots restore exactly. */
export interface BiggieBillsContext {
  settings: BiggieBillsSettings;
  rng: RngState;
  teams: Team[];
  /** Growth cards on the table, in the order they were played. */
  inPlay: InPlay[];
  /** Draw piles (the last element is the top) and discard piles; contents private, sizes public. */
  decks: { growth: number[]; challenge: number[]; bonus: BonusKind[]; industry: number[] };
  discards: { growth: number[]; challenge: number[]; bonus: BonusKind[] };
  /** 1, 2, …; the business cycle being played. */
  cycle: number;
  /** BG-3: this cycle's Industry card id, or null (cycle 1). */
  industry: number | null;
  /** BG-3: this cycle's drawn order; the cycle runs it twice. */
  order: Seat[];
  /** Position in the doubled order (0 .. 2 × order.length − 1). */
  turnIndex: number;
  turn: Turn | null;
  pending: PendingChallenge | null;
  /** Challenges made this cycle (challenger, owner), blocked or not: for Legal Fees and Brand Loyalty. */
  challenges: { seat: Seat; owner: Seat }[];
  /** The previous cycle's `challenges`. */
  lastChallenges: { seat: Seat; owner: Seat }[];
  result: { winners: Seat[]; reason: WinReason } | null;
  log: BiggieBillsLogEntry[];
}

// ---------------------------------------------------------------------------------------------
// Events (documented in index.ts)

export interface PlayGrowthEvent { type: 'PLAY_GROWTH'; seat: Seat; card: number; target?: Seat }
export interface PlayChallengeEvent { type: 'PLAY_CHALLENGE'; seat: Seat; owner: Seat; card: number }
export interface PlayFlexEvent { type: 'PLAY_FLEX'; seat: Seat; owner: Seat; card: number }
export interface BlockEvent { type: 'BLOCK'; seat: Seat }
export interface NoBlockEvent { type: 'NO_BLOCK'; seat: Seat }
export interface ExchangeEvent { type: 'EXCHANGE'; seat: Seat; growth: number[]; challenge: number[] }
export interface SkipEvent { type: 'SKIP'; seat: Seat }
export interface EndTurnEvent { type: 'END_TURN'; seat: Seat }
export interface KeepEvent { type: 'KEEP'; seat: Seat; growth: number[]; challenge: number[] }
export interface TimeUpEvent { type: 'TIME_UP'; seat: Seat }
export interface HostEndEvent { type: 'HOST_END'; seat: Seat }

export type BiggieBillsEvent =
  | PlayGrowthEvent | PlayChallengeEvent | PlayFlexEvent | BlockEvent | NoBlockEvent
  | ExchangeEvent | SkipEvent | EndTurnEvent | KeepEvent | TimeUpEvent | HostEndEvent;

/** The states in which the game waits for a seat, plus `over`. */
export type Phase = 'main' | 'block' | 'keep' | 'over';
