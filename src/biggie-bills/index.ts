/**
 * BiggieBills$$$: a business-strategy race for 3–8 teams; first to $1,000M wins
 * (RULES.md BG-1..BG-17). Money is in $M. Each team is one seat.
 *
 * Input: `{ players: 3..8, seed, first?, startingCash? = 200, target? = 1000, maxCycles? = null,
 * timeLimitMinutes? = null, tables?, hands? }`.
 * - `tables`: `{ growth?, challenge?, industry? }` in the shape of `cards.ts` (tables G, C, I); a
 *   custom `growth` without `challenge` gets table C's rule. Errors name the card and field.
 * - `hands`: a fixed deal for tests and tutorials, one `{ growth: id[], challenge: id[], bonus?:
 *   ('flex12' | 'flex34' | 'block')[] }` per seat (at most 6 Growth and 4 Challenge cards; ids of
 *   table G, a Challenge card named by the Growth card it challenges). Cards not dealt are shuffled
 *   into the decks; a team dealt fewer cards holds fewer.
 * - `first`: the team that takes the first turn of cycle 1 (the rest of the order is drawn).
 * - `timeLimitMinutes`: recorded for the host; the engine never reads a clock: the host sends
 *   TIME_UP when the time runs out (BG-7d).
 *
 * Events (every event names its `seat`; cards are Growth ids, Challenge cards by the Growth id):
 * - `PLAY_GROWTH { seat, card, target? }`: play a Growth card from hand (BG-5); `target` (a seat)
 *   only for Acquire a Competitor (BG-6). A main action.
 * - `PLAY_CHALLENGE { seat, owner, card }`: challenge `owner`'s Growth card `card` with the matching
 *   Challenge card from hand (BG-9, BG-10). A main action; not while the team's first Growth card
 *   is due (BG-5, `first-growth-card`).
 * - `PLAY_FLEX { seat, owner, card }`: challenge it with a Flexible Challenge of its stages (BG-12):
 *   a free action while the turn has one left (1, or 2 under two-card play), else the team's whole
 *   turn (as EXCHANGE: only as the first main action, `whole-turn`; not while the first Growth card
 *   is due, BG-5).
 * - `BLOCK { seat }` / `NO_BLOCK { seat }`: the challenged team's out-of-turn decision (BG-11).
 * - `EXCHANGE { seat, growth: id[], challenge: id[] }`: two cards in all, for the fee (BG-14); only
 *   when the team cannot play any Growth or Challenge card (`card-playable`). The whole turn (only
 *   as the first main action).
 * - `SKIP { seat }`: pay the fine (BG-15). The whole turn; not while the team's first Growth card
 *   is due (BG-5, `first-growth-card`).
 * - `END_TURN { seat }`: end the turn after at least one main action, or after a Flexible Challenge
 *   played as the turn (BG-4: no fine; not while the first Growth card is due), forgoing what is left.
 * - `KEEP { seat, growth: id[], challenge: id[] }`: after an acquisition, the 6 Growth and 4
 *   Challenge cards kept (all of a kind when the team holds fewer) (BG-6).
 * - `TIME_UP { seat }`: sent by the host when `timeLimitMinutes` runs out; legal in any state of a
 *   timed game. `seat` is the seat of the screen that reports it (any seat, in the game or not);
 *   it is only logged. Nothing settles: most cash, then most completed cards, wins (BG-7d).
 * - `HOST_END { seat }`: sent by the game's host only (`host.events`; `seat` is any seat and is not
 *   read), legal at any moment while the game runs, timed or not: the game ends now. No RULES.md
 *   ruling covers a host's end: the game's own ranking applies at that moment, as BG-7d ranks at
 *   time-up (most cash, then most completed Growth cards, still tied they share; teams out after,
 *   the last to leave first), nothing settles, the result's and the `game-over` entry's reason is
 *   `host`.
 *
 * View (`view.ts`, `BiggieBillsView`): `seat`, `players`, `phase`, `cash[]`, `out[]` (null, 'bankrupt'
 * or 'acquired'), `cycle`, `order` (this cycle's turn order, run twice), `turn` (whose turn and its
 * counters), `asked`, `industry` (the card and its sentence) and `rules` (its effect on this cycle),
 * `teams[]` (cash, completed cards, cards in play with challengers and what they pay, Bonus card
 * count, hand sizes), `pending` (a challenge waiting for a block decision), `hand` (own Growth,
 * Challenge and Bonus cards, each with `verdict` from `check` and its legal targets), `actions`
 * (verdicts for exchange, skip, end turn, no block), `decks` (sizes), `copies`, `tables`, `prompt`
 * (`turn` | `block` | `keep`), `log` (public entries, see `BiggieBillsLogEntry`) and `result` (with
 * `reason`). Never another team's hand or which Bonus cards it holds.
 *
 * Choices where RULES.md leaves a detail open (each also documented where it is implemented):
 * - A turn: free Flexible Challenges may be played before, between or after the main actions. The
 *   turn ends by itself when no main action is left and either no free Flexible Challenge is left
 *   or the team holds no Bonus card; otherwise the team sends END_TURN (so the turn's length never
 *   reveals which Bonus cards it holds). Exchange, skip and a Flexible Challenge
 *   beyond the free ones (BG-12: "the team's whole turn") are only possible as the first main
 *   action and use up every main action; free Flexible Challenges remain possible after them.
 * - BG-4: a turn in which the team played a Flexible Challenge (free or not) may end with END_TURN
 *   and no other main action; nothing is paid and the log shows `end-turn`, not `skip`.
 * - BG-5, first card: a team "has played its first Growth card" once it has played one, even if it
 *   was challenged and left play (or has completed one). "Holds one it can pay for" means a Stage 1
 *   card it could play now (cash ≥ cost, even when that leaves $0: the first card can bankrupt).
 *   The rule binds the main action only: free Flexible Challenges stay possible, but END_TURN after
 *   one is refused while the card is due.
 * - BG-14: "cannot play any Growth or Challenge card" means no PLAY_GROWTH (with any target) and no
 *   PLAY_CHALLENGE would be legal now; Flexible Challenges are Bonus cards and do not count.
 * - BG-11: a challenged team is asked to block whenever it holds any Bonus card (counts are public,
 *   kinds private); without a Block card it can only answer NO_BLOCK. A blocked challenge still
 *   counts as that team's one challenge of the card (BG-9) and as a challenge made for Legal Fees
 *   and received for Brand Loyalty; the next challenger must still be eligible to challenge first.
 * - BG-5: a team cannot play a card whose challenged copy is still in play (it leaves at its next
 *   turn), so `owner` + `card` always name one card. "Can pay" means cash ≥ cost: paying every
 *   dollar leaves $0, which is bankruptcy (BG-16).
 * - BG-6: both cashes for the 75% rule are those when the acquirer began acting this turn (after
 *   its completions). The target's cash beyond the acquirer's 25% leaves the game with it (a `pay`
 *   entry to the bank), so every team out of the game has $0. The acquirer chooses its cards
 *   (KEEP) right after the takeover, before it acts on, or before the next cycle starts.
 * - BG-3, BG-8: at cycle end, cards settle in the order they were played, so the earlier of two
 *   teams completing the same card gets the first payoff.
 * - BG-7: the target is checked after each settlement (one payment, one team's completions at turn
 *   start, all completions at cycle end); several teams over the target in the cycle-end settlement
 *   are decided by BG-7c. An Industry card's at-once effects are payments made one by one in seat
 *   order, so the first team they bring to the target wins (BG-7a) and the payments after it are
 *   not made. The last team standing wins at once.
 *   In a settlement of completions (turn start or cycle end) every payoff is paid first; only if no
 *   team reached the target do completed Acquire a Competitor cards take their targets out, in the
 *   order played, the target being checked after each takeover (the 25% share counts). An
 *   acquisition whose acquirer was itself acquired earlier in the same settlement takes no one.
 *   `maxCycles` ends the game after that cycle's end settles (BG-7d).
 * - BG-3, table I: the "at once" effects of a new Industry card are `pay` entries; when the card
 *   has such effects and they reach no team, a `nobody-affected { industry }` entry says so, so the
 *   log always shows what the card did. It moves no money (the ledger rule is unchanged).
 * - BG-16: a bankrupt team's hand goes to the discard piles, its Bonus cards out of the game.
 * - Ranking (`result.ranking`): winners; the other teams in the game by cash, then completed cards
 *   (equal share a place); then the teams that left, the last to leave first. `scores` is cash.
 *
 * Where each ruling lives (the folder follows docs/architecture.md, "One game's folder"; rule
 * functions are pure, the machine in machine.ts sequences them through `ruleActions`):
 *
 * | ruling | module | functions |
 * |---|---|---|
 * | BG-1 decks, host tables | cards.ts, setup.ts | tables G/C/I, `challengeTableFor`, `parseTables`, `fullDecks`, `growthOf` |
 * | BG-2 setup | setup.ts | `parseInput`, `setupGame` |
 * | BG-3 business cycle, table I | rules/turn.ts, rules/industry.ts | `startCycle`, `endCycle`, `applyAtOnce`, `costOf`, `payoffOf`, `penaltyOf` |
 * | BG-4 a turn | rules/turn.ts, rules/context.ts | `beginTurn`, `turnOver`, `checkEndTurn`, `endTurn`, `useAction` |
 * | BG-5 Growth card, first card | rules/growth.ts, rules/deck.ts, rules/playable.ts | `checkPlayGrowth`, `playGrowth`, `draw`, `firstGrowthDue`, `checkFirstGrowth` |
 * | BG-6 Acquire a Competitor | rules/growth.ts | `takeover`, `keeper`, `checkKeep`, `keep` |
 * | BG-7 winning | rules/money.ts, rules/turn.ts | `checkTarget`, `settle`, `checkLastTeam`, `endByLimit`, `timeUp`, `gameResult` |
 * | BG-8 completion | rules/growth.ts | `complete` |
 * | BG-9, BG-10, BG-12 challenges | rules/challenge.ts | `checkChallenge`, `playChallenge`, `upholdChallenge` |
 * | BG-11 block | rules/challenge.ts | `asksBlock`, `checkBlock`, `blockChallenge` |
 * | BG-13 Bonus cards | rules/growth.ts, rules/deck.ts | `complete`, `drawBonus` |
 * | BG-14 exchange, BG-15 skip | rules/turn.ts, rules/playable.ts | `checkExchange`, `playableCard`, `exchange`, `checkSkip`, `skip` |
 * | BG-16 bankruptcy | rules/money.ts | `pay`, `eliminate` |
 * | BG-17 what everyone knows | view.ts | `viewOf` |
 * | legality, every refusal code | rules/check.ts | `checkEvent`, `askedSeat` |
 * | the legal moves (bots, controls) | moves.ts | `legalMoves`, `movesOfCard` |
 *
 * A host's own tables are input, so `parseTables` is part of setup.ts; the card data and the one
 * lookup of a card by id (`growthCard`, `growthOf`, `challengeCard`, `industryCard`) are cards.ts.
 */
import type { SnapshotFrom } from 'xstate';
import { gameDefinition } from '../core/definition.js';
import type { GameDefinition } from '../core/types.js';
import { askedSeat, checkEvent } from './rules/check.js';
import type { BiggieBillsEvent, BiggieBillsInput, Phase } from './types.js';
import { biggieBillsMachine, type BiggieBillsMachine } from './machine.js';
import { gameResult } from './rules/money.js';
import { parseInput } from './setup.js';
import { viewOf, type BiggieBillsView } from './view.js';
import { invariants } from './invariants.js';
import { bots } from './bots/index.js';

export type BiggieBillsSnapshot = SnapshotFrom<BiggieBillsMachine>;

/** The waiting state a snapshot is in (transient states are never observed). */
export function phaseOf(snapshot: BiggieBillsSnapshot): Phase {
  if (snapshot.status !== 'active') return 'over';
  if (snapshot.matches({ cycle: { turn: 'main' } })) return 'main';
  if (snapshot.matches({ cycle: { turn: 'block' } })) return 'block';
  if (snapshot.matches({ cycle: { turn: 'keep' } }) || snapshot.matches({ cycle: { end: 'keep' } })) return 'keep';
  return 'over';
}

/** The BiggieBills$$$ game definition (docs/architecture.md, "The engine contract"). */
export const definition: GameDefinition<BiggieBillsInput, BiggieBillsEvent, BiggieBillsView, BiggieBillsMachine> = gameDefinition({
  id: 'biggie-bills',
  machine: biggieBillsMachine,
  phaseOf,
  players: (context) => context.settings.players,
  toAct: (phase, context) => {
    const seat = askedSeat(phase, context);
    return seat === null ? [] : [seat];
  },
  checkEvent, viewOf, gameResult, parseInput, invariants,
  // `seed` draws the decks, the Industry order and the turn order; `first` and `hands` fix them (the `tables` are public).
  dealtInputs: ['seed', 'first', 'hands'],
});

export { bots };
export { host } from './host.js';
export { biggieBillsMachine, ruleActions } from './machine.js';
export * from './cards.js';
export { ledger } from './rules/money.js';
export { MIN_PLAYERS, MAX_PLAYERS, DEFAULTS, copiesFor, parseTables } from './setup.js';
export { legalMoves, movesOfCard, type CardOfHand } from './moves.js';
export type {
  BiggieBillsContext, BiggieBillsEvent, BiggieBillsInput, BiggieBillsLogEntry, BiggieBillsSettings, HandSpec,
  InPlay, OutReason, Party, PaymentWhy, Phase, Team, Turn, WinReason,
  PlayGrowthEvent, PlayChallengeEvent, PlayFlexEvent, BlockEvent, NoBlockEvent, ExchangeEvent, SkipEvent,
  EndTurnEvent, KeepEvent, TimeUpEvent, HostEndEvent, BiggieBillsResult,
} from './types.js';
export type { BiggieBillsView, BiggieBillsPrompt, OwnBonus, OwnChallenge, OwnGrowth, PublicInPlay, TeamView } from './view.js';
export { bankruptcy, blockRisk, ownPayment, ruinous, type Bankruptcy } from './view.js';
