/**
 * BluffKing (吹牛大王): the Cheat / "I Doubt It" family, 2–8 players (RULES.md BK-1..BK-10).
 *
 * Input: `{ players: 2..8, seed, first?, hands?, decks?: 1 | 2, maxPlay?: number | null }`.
 *
 * Events (every event names its `seat`):
 * - `PLAY { seat, cards: Card[], rank: Rank }`: the lead holder plays cards face down and claims
 *   they are all `rank` (BK-4).
 * - `CHALLENGE { seat }` / `DECLINE { seat }`: the seat asked in the challenge phase (BK-5).
 * - `FOLLOW { seat, cards: Card[] }` / `PASS { seat }`: the seat asked in the follow phase; a follow
 *   claims the round's rank and carries no `rank` (BK-6).
 * - `HOST_END { seat }`: sent by the game's host only (`host.events`; `seat` is any seat and names
 *   no player), legal at any moment while the game runs: the game ends now. No RULES.md ruling
 *   covers a host's end: the game's own ranking applies at that moment, every seat by cards in
 *   hand, fewer is better, equal counts share a place (BK-9's order); the winners are the first
 *   place, the result has `reason: 'host'`, the log ends with `{ type: 'end', reason: 'host' }`, and
 *   no card is turned up (the pile and discards stay hidden, BK-10).
 *
 * A card is a string code (src/core/playing-cards.ts): rank (`A 2 … 10 J Q K`) + suit (`S H D C`),
 * e.g. `10H`; jokers `BJ`, `RJ`.
 *
 * The view (`BluffKingView`, view.ts): `prompt` is `{ type: 'lead', maxPlay }`, `{ type: 'challenge',
 * claimant, count, rank }` or `{ type: 'follow', rank, maxPlay }` for the seat asked, else null.
 * Public: `players`, `decks`, `maxPlay`, `phase`, `handSizes`, `pileSize`, `discardedCount`, `rank`,
 * `claims` (seat, count, rank), `claimant`, `lead`, `asked`, `log`, `result`. Own only: `hand`
 * (sorted) and `ownPileCards` (its own cards in the pile). `legalMoves(view)` (moves.ts) lists what
 * the seat may send.
 */
import type { SnapshotFrom } from 'xstate';
import { gameDefinition } from '../core/definition.js';
import type { GameDefinition } from '../core/types.js';
import { bluffKingMachine, type BluffKingMachine } from './machine.js';
import { checkEvent } from './rules/check.js';
import { gameResult } from './rules/end.js';
import { parseInput } from './setup.js';
import type { BluffKingEvent, BluffKingInput, Phase } from './types.js';
import { viewOf, type BluffKingView } from './view.js';
import { invariants } from './invariants.js';
import { bots } from './bots.js';

export type BluffKingSnapshot = SnapshotFrom<BluffKingMachine>;

/** The BluffKing game definition (docs/architecture.md, "The engine contract"). */
export const definition: GameDefinition<BluffKingInput, BluffKingEvent, BluffKingView, BluffKingMachine> = gameDefinition({
  id: 'bluff-king',
  machine: bluffKingMachine,
  phaseOf: (snapshot: BluffKingSnapshot) => snapshot.value as Phase,
  players: (context) => context.players,
  toAct: (phase, context) => (phase === 'over' ? [] : [context.asked]),
  checkEvent, viewOf, gameResult, parseInput, invariants,
  // `seed` draws the deal and the first lead holder; `first` and `hands` fix them.
  dealtInputs: ['seed', 'first', 'hands'],
});

export { bots };
export { host } from './host.js';
export { bluffKingMachine, ruleActions } from './machine.js';
export * from './cards.js';
export type {
  BluffKingContext, BluffKingEvent, BluffKingInput, BluffKingLogEntry, BluffKingOptions, Claim,
  PlayEvent, ChallengeEvent, DeclineEvent, FollowEvent, PassEvent, HostEndEvent, Phase, BluffKingResult,
} from './types.js';
export { MIN_PLAYERS, MAX_PLAYERS } from './setup.js';
export { legalMoves, isListed, type BluffKingMove, type CardChoice, type FollowMoves, type LeadMoves } from './moves.js';
export { claimStats, type BluffKingView, type BluffKingPrompt, type ClaimStats, type PublicClaim } from './view.js';
