/**
 * The BiggieBills$$$ rule functions, by ruling (RULES.md BG-1..BG-17). Each is pure: it takes a
 * context (and an event) and returns a new context or a verdict. The machine (machine.ts) decides
 * which runs when; `checkEvent` (check.ts) is the one source of legality.
 *
 * | ruling | module | functions |
 * |---|---|---|
 * | BG-1 decks, host tables | cards.ts, tables.ts, setup.ts | tables G/C/I, `parseTables`, `fullDecks` |
 * | BG-2 setup | setup.ts | `parseInput`, `setupGame` |
 * | BG-3 business cycle, table I | turn.ts, industry.ts | `startCycle`, `endCycle`, `applyAtOnce`, `costOf`, `payoffOf`, `penaltyOf` |
 * | BG-4 a turn | turn.ts, context.ts | `beginTurn`, `turnOver`, `checkEndTurn`, `endTurn`, `useAction` |
 * | BG-5 Growth card, first card | growth.ts, deck.ts, playable.ts | `checkPlayGrowth`, `playGrowth`, `draw`, `firstGrowthDue`, `checkFirstGrowth` |
 * | BG-6 Acquire a Competitor | growth.ts | `takeover`, `keeper`, `checkKeep`, `keep` |
 * | BG-7 winning | money.ts, turn.ts | `checkTarget`, `settle`, `checkLastTeam`, `endByLimit`, `timeUp`, `gameResult` |
 * | BG-8 completion | growth.ts | `complete` |
 * | BG-9, BG-10, BG-12 challenges | challenge.ts | `checkChallenge`, `playChallenge`, `upholdChallenge` |
 * | BG-11 block | challenge.ts | `asksBlock`, `checkBlock`, `blockChallenge` |
 * | BG-13 Bonus cards | growth.ts, deck.ts | `complete`, `drawBonus` |
 * | BG-14 exchange, BG-15 skip | turn.ts, playable.ts | `checkExchange`, `playableCard`, `exchange`, `checkSkip`, `skip` |
 * | BG-16 bankruptcy | money.ts | `pay`, `eliminate` |
 * | BG-17 what everyone knows | view.ts | `viewOf` |
 */
export { parseTables, challengeTableFor, blockPenaltyFor } from './tables.js';
export { parseInput, setupGame, fullDecks, copiesFor } from './setup.js';
export {
  startCycle, settle, beginTurn, turnOver, nextTurn, cycleOver, endCycle, checkExchange, exchange, checkSkip, skip, checkEndTurn, endTurn,
  checkTimeUp, timeUp,
} from './turn.js';
export { playedFirstGrowth, firstGrowthDue, checkFirstGrowth, playableCard } from './playable.js';
export { applyAtOnce, costOf, payoffOf, penaltyOf, exchangeFee, skipFine, twoCardPlay, marketFreeze, openSeason, antitrustReview } from './industry.js';
export { checkPlayGrowth, playGrowth, complete, takeover, keeper, keepCounts, checkKeep, keep } from './growth.js';
export { checkChallenge, playChallenge, asksBlock, checkBlock, upholdChallenge, blockChallenge, eligibleFirst } from './challenge.js';
export { pay, transfer, eliminate, checkTarget, checkLastTeam, endByLimit, gameResult, ledger, adjust, share } from './money.js';
export { draw, refill, drawBonus } from './deck.js';
export { useAction } from './context.js';
export { checkEvent, askedSeat } from './check.js';
