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
 *
 * A card is a string code: rank (`A 2 … 10 J Q K`) + suit (`S H D C`), e.g. `10H`; jokers `BJ`, `RJ`.
 */
import type { SnapshotFrom } from 'xstate';
import type { GameDefinition, Seat } from '../core/types.js';
import { integerIn } from '../core/input.js';
import { bluffKingMachine, type BluffKingMachine } from './machine.js';
import { checkEvent, gameResult, parseInput, type BluffKingEvent, type BluffKingInput, type Phase } from './rules.js';
import { viewOf, type BluffKingView } from './view.js';
import { invariants } from './invariants.js';
import { bots } from './bots.js';

export type BluffKingSnapshot = SnapshotFrom<BluffKingMachine>;

function phaseOf(snapshot: BluffKingSnapshot): Phase {
  return snapshot.value as Phase;
}

/** The BluffKing game definition (docs/architecture.md, "The engine contract"). */
export const definition: GameDefinition<BluffKingInput, BluffKingEvent, BluffKingView, BluffKingMachine> = {
  id: 'bluff-king',
  machine: bluffKingMachine,
  toAct: (snapshot) => (phaseOf(snapshot) === 'over' ? [] : [snapshot.context.asked]),
  check: (snapshot, event) => checkEvent(phaseOf(snapshot), snapshot.context, event),
  view: (snapshot, seat: Seat | null) => {
    if (seat !== null) integerIn('seat', seat, 0, snapshot.context.players - 1);
    return viewOf(snapshot.context, phaseOf(snapshot), seat);
  },
  result: (snapshot) => gameResult(snapshot.context),
  parseInput,
  invariants,
};

export { bots };
export { bluffKingMachine, ruleActions } from './machine.js';
export * from './cards.js';
export type {
  BluffKingContext, BluffKingEvent, BluffKingInput, BluffKingLogEntry, BluffKingOptions, Claim,
  PlayEvent, ChallengeEvent, DeclineEvent, FollowEvent, PassEvent, Phase,
} from './rules.js';
export { MIN_PLAYERS, MAX_PLAYERS } from './rules.js';
export { claimStats, type BluffKingView, type BluffKingPrompt, type ClaimStats, type PublicClaim } from './view.js';
