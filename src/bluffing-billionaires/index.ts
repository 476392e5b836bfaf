/**
 * Bluffing Billionaires: bluff about the value of the asset card you just played; being caught
 * costs cards. 2–6 players (RULES.md BB-1..BB-11).
 *
 * Input: `{ players: 2..6, seed, first?, hands?: number[][], handSize?: 3..floor(deck size / players)
 * (default 8, or less when a small deck cannot deal 8), deck?: { value, coins, name }[] (2..200
 * cards, ids = indices; default the standard 48, BB-1) }`. Bad input throws a RangeError/TypeError
 * naming the field (for a deck, the card and field: `deck[3].coins must be an integer ≥ 0`).
 *
 * Events (every event names its `seat`):
 * - `PLAY { seat, card: number }`: the active player plays the card with this id from hand face
 *   down as its new table card, claiming it is the highest on the table (BB-4). An older table card
 *   goes face down to the seat's discard pile.
 * - `APPROVE { seat }` / `CHALLENGE { seat }`: a responder (another player with a table card)
 *   chooses in secret, in any order; the choices are revealed together once all have chosen (BB-6),
 *   then any challenge is settled (BB-7..BB-9).
 * - `HOST_END { seat }`: sent by the game's host only (`host.events`; `seat` is any seat and names
 *   no player), legal at any moment while the game runs: the game ends now. No RULES.md ruling
 *   covers a host's end: the game's own ranking applies at that moment, BB-10's score as it stands
 *   (hand values plus bonus coins; tie: more bonus coins; still tied, shared). Pending responses
 *   are dropped unseen, unrevealed table cards stay face down; the result's `reason` is `host`
 *   and `endedBy` null, as are the `end` entry's `reason` and `seat`.
 * Refusal codes (`check`): `bad-event`, `unknown-event`, `bad-seat`, `game-over`, `wrong-phase`,
 * `not-your-turn`, `bad-card`, `card-not-in-hand`, `not-a-responder`, `already-responded`.
 *
 * A card is `{ id, value, coins, name }`; `hands` and `PLAY` use ids (standard deck: `id` 0..47,
 * `value = floor(id / 4) + 1`). `toAct` names the active player, or during responses every
 * responder who has not chosen yet (clockwise from the active player's left).
 *
 * The view (`BluffingBillionairesView`): `prompt` is `{ type: 'play' }` for the active player,
 * `{ type: 'respond', active }` for a responder who has not chosen, else null; `phase` is
 * `'play' | 'respond' | 'over'`. Public: `deck`, `deckSize`, `undealtCount`, `turn`, `active`,
 * `handSizes`, `tableCards`, `bonus`, `bonusCoins`, `discards` (face-up cards; face-down ones as
 * `{ faceUp: false, card: null }`), `discardCounts`, `responders`, `responded` (who has chosen, not
 * what), `log`, `result`. Own only: `hand` (sorted), `ownTableCard`, the own face-down discards in
 * `discards[seat]`, `ownResponse` (the seat's own choice before the reveal).
 *
 * Log entries (public facts only, see `BluffingBillionairesLogEntry`): `deal { first, handSizes,
 * deckSize, undealt }`, `play { seat, turn, discarded, lastCard, responders }`, `responses { seat,
 * approved, challengers }` (one entry, once all have chosen), `challenge { seat, card, results:
 * { challenger, card, winner, loser, taken }[], captured, capturedBy, discarded: { seat, card }[] }`,
 * `end { reason: 'last-card' | 'no-cards' | 'host', seat (null for host), handPoints, bonusCoins,
 * scores, winners }`.
 * The result adds `scores`, `handPoints`, `bonusCoins`, `reason` and `endedBy` to `GameResult`.
 */
import type { SnapshotFrom } from 'xstate';
import { gameDefinition, type DefinitionOf } from '../core/definition.js';
import { bluffingBillionairesMachine, type BluffingBillionairesMachine } from './machine.js';
import { checkEvent } from './rules/check.js';
import { waitingFor } from './rules/respond.js';
import { gameResult } from './rules/score.js';
import { parseInput } from './setup.js';
import type { BluffingBillionairesEvent, BluffingBillionairesInput, BluffingBillionairesResult, Phase } from './types.js';
import { viewOf, type BluffingBillionairesView } from './view.js';
import { invariants } from './invariants.js';
import { bots } from './bots/index.js';

export type BluffingBillionairesSnapshot = SnapshotFrom<BluffingBillionairesMachine>;

/**
 * The contract's `GameDefinition`, with the narrower result this game gives: the tally behind the
 * scores (BB-10). `parseInput` returns a `BluffingBillionairesSettings` (the deck filled in).
 */
export type BluffingBillionairesDefinition = DefinitionOf<
  BluffingBillionairesInput, BluffingBillionairesEvent, BluffingBillionairesView, BluffingBillionairesMachine, BluffingBillionairesResult>;

/** The Bluffing Billionaires game definition (docs/architecture.md, "The engine contract"). */
export const definition: BluffingBillionairesDefinition = gameDefinition({
  id: 'bluffing-billionaires',
  machine: bluffingBillionairesMachine,
  phaseOf: (snapshot: BluffingBillionairesSnapshot) => snapshot.value as Phase,
  players: (context) => context.players,
  /** Seats the game waits for: the active player, or the responders who have not chosen (BB-6). */
  toAct: (phase, context) => {
    switch (phase) {
      case 'play': return [context.active];
      case 'respond': return waitingFor(context);
      default: return [];
    }
  },
  checkEvent, viewOf, gameResult, parseInput, invariants,
  // `seed` draws the deal and the first player; `first` and `hands` fix them (a custom `deck` is public: its order is drawn).
  dealtInputs: ['seed', 'first', 'hands'],
});

export { bots };
export { host } from './host.js';
export { bluffingBillionairesMachine, ruleActions } from './machine.js';
export * from './cards.js';
export type {
  BluffingBillionairesContext, BluffingBillionairesEvent, BluffingBillionairesInput,
  BluffingBillionairesLogEntry, BluffingBillionairesResult, BluffingBillionairesSettings,
  ChallengeResult, Discard, EndReason, Phase, PlayEvent, ApproveEvent, ChallengeEvent, HostEndEvent, Response,
} from './types.js';
export { MIN_PLAYERS, MAX_PLAYERS, DEFAULT_HAND_SIZE, MIN_HAND_SIZE } from './setup.js';
export { legalMoves, isListed } from './moves.js';
export type { BluffingBillionairesView, BluffingBillionairesPrompt, DiscardSlot } from './view.js';
