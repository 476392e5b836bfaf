/**
 * BiggieBills$$$' invariants (`definition.invariants`): what a snapshot must satisfy to be restored
 * and what every snapshot of a real game satisfies. Shape and types of the context; settings and
 * tables that `parseInput` accepts; card conservation (BG-1: every Growth, Challenge and Bonus card
 * of the decks exactly once: in a deck, a discard pile, a hand, in play or completed); money
 * (BG-16: a team in the game has cash above $0, a team out has $0; the ledger: per team, the `pay`
 * entries of the log sum to cash − startingCash); seats in range; a team asked that can answer
 * (BG-4, BG-6, BG-11) unless the game is over (BG-7); a public log of known entries (BG-17).
 */
import { describe } from '../core/input.js';
import {
  boolean, checkLog, checkRecord, Findings, integerIn, invariantsOf, listOf, natural, nullable, oneOf,
  perSeat, rngState, sameMultiset, sameSettings, seat, snapshotParts, string, type Field,
} from '../core/invariants.js';
import { BONUS_KINDS, type Tables } from './cards.js';
import type { BiggieBillsContext, BiggieBillsSettings, Phase } from './types.js';
import { keeper } from './rules/growth.js';
import { ledger } from './rules/money.js';
import { fullDecks, MAX_PLAYERS, MIN_PLAYERS, parseInput } from './setup.js';
import { turnOver } from './rules/turn.js';

const record = (schema: Readonly<Record<string, Field>>): Field => (value, players) => checkRecord(new Findings(), 'value', value, schema, players);
const positive = integerIn(1, Number.MAX_SAFE_INTEGER);
const ids = listOf(natural);
const kinds = listOf(oneOf(BONUS_KINDS));
const party: Field = (value, players) => value === 'bank' || seat(value, players);

const TEAM = {
  cash: integerIn(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER), out: nullable(oneOf(['bankrupt', 'acquired'])), outOrder: nullable(positive),
  growth: ids, challenge: ids, bonus: kinds, completed: ids,
  // BG-5 (being added to the context): optional, so saves from before it still pass.
  'playedGrowth?': boolean,
};

/** BG-7's ends, and the host's (HOST_END). */
const WIN_REASONS = ['target', 'last-team', 'time', 'cycles', 'host'];

const CONTEXT: Readonly<Record<string, Field>> = {
  settings: (value) => value !== null && typeof value === 'object',
  rng: rngState,
  teams: perSeat(record(TEAM)),
  inPlay: listOf(record({ owner: seat, card: natural, target: nullable(seat), challengers: listOf(seat), challengedBy: listOf(seat), shielded: boolean })),
  decks: record({ growth: ids, challenge: ids, bonus: kinds, industry: ids }),
  discards: record({ growth: ids, challenge: ids, bonus: kinds }),
  cycle: natural,
  industry: nullable(natural),
  order: listOf(seat),
  turnIndex: integerIn(-1, 2 * MAX_PLAYERS),
  turn: nullable(record({ seat, round: oneOf([1, 2]), mainLeft: natural, freeLeft: natural, acted: natural, 'flexPlayed?': natural, startCash: perSeat(integerIn(Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)) })),
  pending: nullable(record({ seat, owner: seat, card: natural, flexible: boolean })),
  challenges: listOf(record({ seat, owner: seat })),
  lastChallenges: listOf(record({ seat, owner: seat })),
  result: nullable(record({ winners: listOf(seat), reason: oneOf(WIN_REASONS) })),
  log: Array.isArray,
};

const WHY = ['cost', 'payoff', 'penalty', 'block-penalty', 'exchange-fee', 'skip-fine', 'acquisition', 'acquired-cash', 'industry'];

/** BG-17: the public log's entries and their fields. */
const LOG: Readonly<Record<string, Readonly<Record<string, Field>>>> = {
  start: { players: integerIn(MIN_PLAYERS, MAX_PLAYERS), startingCash: natural, target: natural },
  cycle: { cycle: positive, order: listOf(seat), industry: nullable(natural) },
  'nobody-affected': { industry: natural },
  reshuffle: { deck: oneOf(['growth', 'challenge', 'industry']), cards: natural },
  turn: { seat, cycle: positive, round: oneOf([1, 2]) },
  'cycle-end': { cycle: positive },
  pay: { payer: party, payee: party, amount: positive, ruling: string, why: oneOf(WHY), 'card?': natural },
  growth: { seat, card: natural, target: nullable(seat) },
  complete: { seat, card: natural, first: boolean },
  'leave-play': { seat, card: natural, reason: oneOf(['challenged', 'out']) },
  challenge: { seat, owner: seat, card: natural, flexible: boolean, free: boolean, first: boolean },
  block: { seat, challenger: seat, card: natural },
  'no-block': { seat, challenger: seat, card: natural },
  'challenge-stands': { seat, owner: seat, card: natural },
  bonus: { seat, stage: integerIn(1, 4), drew: boolean },
  exchange: { seat, growth: natural, challenge: natural },
  skip: { seat },
  'end-turn': { seat },
  acquire: { seat, target: seat, growth: natural, challenge: natural, bonus: natural },
  keep: { seat, returnedGrowth: natural, returnedChallenge: natural },
  out: { seat, reason: oneOf(['bankrupt', 'acquired']) },
  'time-up': { seat },
  'game-over': { reason: oneOf(WIN_REASONS), winners: listOf(seat) },
};

/** The waiting state a state value names, or null for any other value. */
function phaseOfValue(value: unknown): Phase | null {
  if (value === 'over') return 'over';
  const cycle = value !== null && typeof value === 'object' ? (value as { cycle?: unknown }).cycle : undefined;
  if (cycle === null || typeof cycle !== 'object' || Object.keys(value as object).length !== 1 || Object.keys(cycle).length !== 1) return null;
  const { turn, end } = cycle as { turn?: unknown; end?: unknown };
  if (turn === 'main' || turn === 'block' || turn === 'keep') return turn;
  return end === 'keep' ? 'keep' : null;
}

/** Tables known to be valid: frozen ones (parseTables freezes what it returns), checked once. */
const validTables = new WeakSet<object>();

/** Settings as `parseInput` returns them (the fixed deal is never kept: `hands` is null). */
function checkSettings(findings: Findings, settings: Record<string, unknown>): boolean {
  const keys = ['players', 'seed', 'first', 'startingCash', 'target', 'maxCycles', 'timeLimitMinutes', 'tables', 'hands'];
  const extra = Object.keys(settings).find((key) => !keys.includes(key));
  if (!findings.expect(extra === undefined && keys.every((key) => key in settings), () => `context.settings must hold exactly ${keys.join(', ')}`)) return false;
  if (!findings.expect(settings.hands === null, () => 'context.settings.hands must be null (the context holds the hands themselves)')) return false;
  const { tables } = settings;
  const known = tables !== null && typeof tables === 'object' && validTables.has(tables);
  try {
    parseInput({ ...settings, hands: undefined, ...(known ? { tables: undefined } : {}) });
    if (!known && Object.isFrozen(tables)) validTables.add(tables as object);
  } catch (error) {
    findings.add(`context.settings: ${(error as Error).message}`);
    return false;
  }
  return true;
}

function check(findings: Findings, snapshot: unknown): void {
  const parts = snapshotParts(findings, snapshot);
  if (parts === null) return;
  const phase = phaseOfValue(parts.value);
  if (!findings.expect(phase !== null, () => `value must be a waiting state of the machine: cycle.turn.main, .block, .keep, cycle.end.keep or over (got ${JSON.stringify(parts.value)})`)) return;
  findings.expect(parts.status === (phase === 'over' ? 'done' : 'active'), () => `status must be ${phase === 'over' ? 'done' : 'active'} in state ${phase}`);
  const { settings } = parts.context;
  if (!findings.expect(settings !== null && typeof settings === 'object' && !Array.isArray(settings), () => `context.settings must be an object (got ${describe(settings)})`)) return;
  if (!checkSettings(findings, settings as Record<string, unknown>)) return;
  const players = (settings as { players: number }).players;
  if (!checkRecord(findings, 'context', parts.context, CONTEXT, players)) return;
  const ctx = parts.context as unknown as BiggieBillsContext;
  checkLog(findings, ctx.log, LOG, 'start', players);
  if (!findings.ok) return;
  conservation(findings, ctx);
  money(findings, ctx);
  turn(findings, ctx, phase!);
}

/** BG-1: every card of the decks exactly once; Industry cards distinct and known. */
function conservation(findings: Findings, ctx: BiggieBillsContext): void {
  const full = fullDecks(ctx.settings.tables as Tables, ctx.settings.players);
  const { teams, decks, discards } = ctx;
  const growth = [...decks.growth, ...discards.growth, ...ctx.inPlay.map((p) => p.card), ...teams.flatMap((t) => [...t.growth, ...t.completed])];
  const challenge = [...decks.challenge, ...discards.challenge, ...teams.flatMap((t) => t.challenge)];
  const bonus = [...decks.bonus, ...discards.bonus, ...teams.flatMap((t) => t.bonus)];
  findings.expect(sameMultiset(growth, full.growth), () => `the Growth cards in the game (${growth.length}) are not the ${full.growth.length} of the decks (BG-1)`);
  findings.expect(sameMultiset(challenge, full.challenge), () => `the Challenge cards in the game (${challenge.length}) are not the ${full.challenge.length} of the decks (BG-1)`);
  findings.expect(sameMultiset(bonus, full.bonus), () => `the Bonus cards in the game (${bonus.length}) are not the ${full.bonus.length} of the decks (BG-1)`);
  const industry = new Set(ctx.settings.tables.industry.map((card) => card.id));
  findings.expect(new Set(decks.industry).size === decks.industry.length && decks.industry.every((id) => industry.has(id)),
    () => 'the Industry deck must hold distinct cards of table I');
  findings.expect(ctx.industry === null || (industry.has(ctx.industry) && !decks.industry.includes(ctx.industry)),
    () => `context.industry ${ctx.industry} must be a card of table I that is not in the deck`);
}

/** BG-16 and the ledger. */
function money(findings: Findings, ctx: BiggieBillsContext): void {
  const sums = ledger(ctx);
  ctx.teams.forEach((team, s) => {
    const inGame = team.out === null;
    findings.expect(inGame ? team.cash > 0 && team.outOrder === null : team.cash === 0 && team.outOrder !== null,
      () => `team ${s}: ${inGame
        ? `is in the game with $${team.cash}M, but a team in the game must have more than $0 (BG-16: at $0 or less it is bankrupt and out)`
        : `is out of the game with $${team.cash}M, but a team out of the game must have $0 and a place in the order of leaving`}`);
    findings.expect(inGame || ctx.inPlay.every((p) => p.owner !== s), () => `team ${s} is out of the game but has cards in play`);
    findings.expect(sums[s] === team.cash - ctx.settings.startingCash,
      () => `team ${s}: the log's payments sum to ${sums[s]} but cash − startingCash is ${team.cash - ctx.settings.startingCash} (the ledger)`);
  });
}

/** BG-4, BG-6, BG-11, BG-7: the team asked and whether it can answer; a finished game's result. */
function turn(findings: Findings, ctx: BiggieBillsContext, phase: Phase): void {
  const { teams } = ctx;
  if (phase === 'over') {
    findings.expect(ctx.result !== null && ctx.result.winners.length > 0, () => 'a finished game needs a result with winners (BG-7)');
    return;
  }
  findings.expect(ctx.result === null, () => 'context.result must be null while the game runs');
  findings.expect(teams.filter((t) => t.out === null).length >= 2, () => 'a running game needs two teams in the game (BG-7b)');
  // The turn index reaches 2 × order (every turn played) while an acquirer keeps cards at cycle end.
  findings.expect(ctx.cycle >= 1 && ctx.order.length > 0 && ctx.turnIndex >= 0 && ctx.turnIndex <= 2 * ctx.order.length,
    () => 'a running game is inside a business cycle: cycle ≥ 1, an order, a turn index within it (BG-3)');
  findings.expect(phase === 'keep' || ctx.turnIndex < 2 * ctx.order.length, () => `state ${phase} needs a turn of this cycle (turn index below 2 × order)`);
  const acting = ctx.turn;
  if (phase === 'keep') {
    findings.expect(keeper(ctx) !== null, () => 'a game waiting for KEEP needs a team holding more than 6 Growth or 4 Challenge cards (BG-6)');
    return;
  }
  if (!findings.expect(acting !== null && teams[acting.seat]!.out === null, () => `state ${phase} needs the turn of a team in the game (BG-4)`)) return;
  findings.expect(keeper(ctx) === null, () => 'a team must still choose the cards it keeps (BG-6) before play goes on');
  if (phase === 'main') {
    findings.expect(ctx.pending === null && !turnOver(ctx), () => 'a turn waiting for an action has an action left and no pending challenge (BG-4)');
    const flexPlayed = (acting as { flexPlayed?: number }).flexPlayed ?? 0;
    findings.expect(acting!.mainLeft > 0 || acting!.acted > 0 || flexPlayed > 0,
      () => 'a turn with no main action left must have acted already, so it can end (END_TURN, BG-4)');
  } else {
    const pending = ctx.pending;
    findings.expect(pending !== null && teams[pending.owner]!.out === null && teams[pending.owner]!.bonus.length > 0,
      () => 'a game waiting for a block decision needs a pending challenge of a team in the game that holds a Bonus card (BG-11)');
  }
}

/**
 * A snapshot made for `input`: the same teams, starting cash, target, limits and card tables
 * (BG-1, BG-2, BG-7); the seed, first team and a fixed deal only shape the deal.
 */
function agrees(findings: Findings, context: Record<string, unknown>, input: BiggieBillsSettings): void {
  const settings = (context as unknown as BiggieBillsContext).settings;
  sameSettings(findings, settings as unknown as Record<string, unknown>, input as unknown as Record<string, unknown>,
    ['players', 'startingCash', 'target', 'maxCycles', 'timeLimitMinutes', 'tables']);
}

/** The invariants a BiggieBills snapshot breaks ([] when sound), and with `input` where it was made for other settings. Never throws. */
export const invariants = invariantsOf(check, agrees);
