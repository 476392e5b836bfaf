/**
 * BiggieBills$$$ input and starting position: the player range and defaults, `parseInput` (every
 * option, a host's own card tables and a fixed deal), the decks (BG-1), and `setupGame`, the first
 * context: cash and the deal (BG-2).
 *
 * Every error `parseInput` throws is a TypeError or RangeError whose message names the field (for
 * tables: the table, row, card and field, e.g. `tables.growth[2] (Product Prototype): cost must be
 * an integer ≥ 0 (got -5)`) and whose `error.field` is the top-level input field (src/core/input.ts).
 */
import { shuffle } from '../core/deal.js';
import { describe, inputError, inputRecord, integerIn, seedIn, withField } from '../core/input.js';
import { seedRng, withRng } from '../core/rng.js';
import {
  BONUS_KINDS, challengeTableFor, COPIES, HAND, STANDARD_TABLES,
  type BonusKind, type ChallengeCard, type GrowthCard, type IndustryCard, type IndustryEffect, type Stage, type Tables,
} from './cards.js';
import type { BiggieBillsContext, BiggieBillsSettings, HandSpec, Team } from './types.js';

export const INPUT_KEYS = ['players', 'seed', 'first', 'startingCash', 'target', 'maxCycles', 'timeLimitMinutes', 'tables', 'hands'] as const;
export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 8;
export const DEFAULTS = { startingCash: 200, target: 1000 } as const;
/** Largest amount of money an option may name ($M). */
const MAX_MONEY = 1_000_000_000;

/** BG-1: how many copies of each card the decks hold for `players` teams. */
export function copiesFor(players: number) {
  const size = players <= 4 ? 'small' : 'large';
  return { growth: COPIES.growth[size], challenge: COPIES.challenge[size], bonus: COPIES.bonus[size] };
}

/** BG-1: every card of the game's decks, in table order. */
export function fullDecks(tables: Tables, players: number): { growth: number[]; challenge: number[]; bonus: BonusKind[] } {
  const copies = copiesFor(players);
  const times = <T>(items: readonly T[], n: number) => items.flatMap((item) => Array<T>(n).fill(item));
  return {
    growth: times(tables.growth.map((card) => card.id), copies.growth),
    challenge: times(tables.challenge.map((card) => card.growth), copies.challenge),
    bonus: BONUS_KINDS.flatMap((kind) => Array<BonusKind>(copies.bonus[kind]).fill(kind)),
  };
}

// ---------------------------------------------------------------------------------------------
// A host's own card tables (BG-1: "a host may pass its own card tables in the same shape")

/** Most rows a table may hold. */
export const MAX_TABLE_ROWS = 200;
const STAGES: readonly Stage[] = [1, 2, 3, 4];

type Check = (value: unknown) => string | null;

const int = (min: number, max: number): Check => (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? null
    : `must be an integer ${max === Infinity ? `≥ ${min}` : `from ${min} to ${max}`}`;
const money = int(0, 1_000_000);
const percent = int(-100, 1000);
const text: Check = (value) => (typeof value === 'string' && value.trim().length > 0 && value.length <= 200 ? null : 'must be a non-empty string of at most 200 characters');
const stage: Check = (value) => (STAGES.includes(value as Stage) ? null : 'must be a stage: 1, 2, 3 or 4');
const flag: Check = (value) => (typeof value === 'boolean' ? null : 'must be true or false');
const stages: Check = (value) =>
  Array.isArray(value) && value.length > 0 && value.every((s) => STAGES.includes(s)) && new Set(value).size === value.length
    ? null
    : 'must be a non-empty array of distinct stages (1..4)';

/** Fields of each row kind: required ones, then optional ones (`?`). */
const GROWTH_FIELDS: Record<string, Check> = { id: int(1, 1_000_000), stage, name: text, cost: money, first: money, later: money, penalty: money, 'acquire?': flag };
const CHALLENGE_FIELDS: Record<string, Check> = { growth: int(1, 1_000_000), name: text, blockPenalty: money };
const INDUSTRY_FIELDS: Record<string, Check> = { id: int(1, 1_000_000), name: text, text, effects: (v) => (Array.isArray(v) ? null : 'must be an array of effects') };

/** The fields each Industry effect kind takes, besides `kind`. */
export const EFFECT_FIELDS: Readonly<Record<IndustryEffect['kind'], Record<string, Check>>> = {
  'two-card-play': {},
  cost: { percent, 'stages?': stages },
  payoff: { percent, 'stages?': stages, 'firstOnly?': flag },
  penalty: { percent },
  'no-challenges': {},
  'open-season': {},
  'no-acquisitions': {},
  award: { amount: money, stage },
  tax: { percent: int(0, 100), cashAtLeast: money },
  stimulus: { amount: money, cashBelow: money },
  'legal-fees': { amount: money },
  'brand-loyalty': { amount: money },
  'exchange-fee': { amount: money },
  'skip-fine': { amount: money },
};

/** Checks a row's fields against `fields`; throws naming `at` and the field. */
function checkRow(at: string, row: unknown, fields: Record<string, Check>): Record<string, unknown> {
  if (row === null || typeof row !== 'object' || Array.isArray(row)) throw new TypeError(`${at} must be an object (got ${describe(row)})`);
  const record = row as Record<string, unknown>;
  const named = typeof record.name === 'string' ? `${at} (${record.name})` : at;
  const known = Object.keys(fields).map((f) => f.replace('?', ''));
  for (const key of Object.keys(record)) {
    if (!known.includes(key)) throw new TypeError(`${named} has an unknown field "${key}"; allowed fields are ${known.join(', ')}`);
  }
  for (const [spec, check] of Object.entries(fields)) {
    const field = spec.replace('?', '');
    if (spec.endsWith('?') && record[field] === undefined) continue;
    const problem = check(record[field]);
    if (problem !== null) {
      const error = record[field] === undefined ? TypeError : typeof record[field] === 'number' ? RangeError : TypeError;
      throw new error(`${named}: ${field} ${problem} (got ${describe(record[field])})`);
    }
  }
  return record;
}

function rows(at: string, value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new TypeError(`${at} must be an array of cards (got ${describe(value)})`);
  if (value.length === 0 || value.length > MAX_TABLE_ROWS) throw new RangeError(`${at} must hold 1 to ${MAX_TABLE_ROWS} cards (got ${value.length})`);
  return value;
}

function uniqueIds(at: string, cards: readonly { id: number; name: string }[]): void {
  const seen = new Map<number, number>();
  cards.forEach((card, row) => {
    const before = seen.get(card.id);
    if (before !== undefined) throw new RangeError(`${at}[${row}] (${card.name}): id ${card.id} is already used by ${at}[${before}]`);
    seen.set(card.id, row);
  });
}

function parseGrowth(value: unknown): GrowthCard[] {
  const cards = rows('tables.growth', value).map((row, r) => {
    const record = checkRow(`tables.growth[${r}]`, row, GROWTH_FIELDS);
    return Object.freeze({ ...record }) as unknown as GrowthCard;
  });
  uniqueIds('tables.growth', cards);
  if (!cards.some((card) => card.stage === 1)) throw new RangeError('tables.growth must hold at least one Stage 1 card (BG-5: every team starts at Stage 1)');
  return cards;
}

function parseChallenge(value: unknown, growth: readonly GrowthCard[]): ChallengeCard[] {
  const ids = new Set(growth.map((card) => card.id));
  const seen = new Set<number>();
  const cards = rows('tables.challenge', value).map((row, r) => {
    const at = `tables.challenge[${r}]`;
    const card = Object.freeze({ ...checkRow(at, row, CHALLENGE_FIELDS) }) as unknown as ChallengeCard;
    if (!ids.has(card.growth)) throw new RangeError(`${at} (${card.name}): growth ${card.growth} is not the id of a Growth card`);
    if (seen.has(card.growth)) throw new RangeError(`${at} (${card.name}): growth ${card.growth} already has a Challenge card`);
    seen.add(card.growth);
    return card;
  });
  const missing = growth.find((card) => !seen.has(card.id));
  if (missing) throw new RangeError(`tables.challenge has no Challenge card for Growth card ${missing.id} (${missing.name}); BG-1 needs one per Growth card`);
  return cards;
}

function parseEffect(at: string, value: unknown): IndustryEffect {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new TypeError(`${at} must be an object { kind, … } (got ${describe(value)})`);
  const { kind, ...rest } = value as Record<string, unknown>;
  const fields = EFFECT_FIELDS[kind as IndustryEffect['kind']];
  if (typeof kind !== 'string' || fields === undefined || !Object.hasOwn(EFFECT_FIELDS, kind)) {
    throw new TypeError(`${at}: kind must be one of ${Object.keys(EFFECT_FIELDS).join(', ')} (got ${describe(kind)})`);
  }
  checkRow(`${at} (${kind})`, rest, fields);
  return Object.freeze({ kind, ...rest }) as IndustryEffect;
}

function parseIndustry(value: unknown): IndustryCard[] {
  const cards = rows('tables.industry', value).map((row, r) => {
    const at = `tables.industry[${r}]`;
    const record = checkRow(at, row, INDUSTRY_FIELDS);
    const effects = (record.effects as unknown[]).map((effect, e) => parseEffect(`${at} (${String(record.name)}).effects[${e}]`, effect));
    return Object.freeze({ ...record, effects: Object.freeze(effects) }) as unknown as IndustryCard;
  });
  uniqueIds('tables.industry', cards);
  return cards;
}

/**
 * Validates a host's tables: `{ growth?, challenge?, industry? }`, each in the shape of cards.ts.
 * A missing table is the standard one, except that a custom `growth` without `challenge` gets
 * table C's rule applied to it (`challengeTableFor`). Returns frozen tables.
 * @throws TypeError / RangeError naming the table, row, card and field; `error.field` is `tables`.
 */
export function parseTables(value: unknown): Tables {
  return withField('tables', () => tablesFrom(value));
}

function tablesFrom(value: unknown): Tables {
  if (value === undefined) return STANDARD_TABLES;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new TypeError(`tables must be an object { growth?, challenge?, industry? } (got ${describe(value)})`);
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (!['growth', 'challenge', 'industry'].includes(key)) throw new TypeError(`tables has an unknown table "${key}"; tables are growth, challenge, industry`);
  }
  const growth = record.growth === undefined ? STANDARD_TABLES.growth : parseGrowth(record.growth);
  const challenge = record.challenge !== undefined
    ? parseChallenge(record.challenge, growth)
    : record.growth === undefined ? STANDARD_TABLES.challenge : challengeTableFor(growth);
  const industry = record.industry === undefined ? STANDARD_TABLES.industry : parseIndustry(record.industry);
  return Object.freeze({ growth, challenge, industry });
}

// ---------------------------------------------------------------------------------------------
// The other options

function optionalLimit(field: string, value: unknown, integer: boolean): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw inputError(TypeError, field, `${field} must be ${integer ? 'a positive integer' : 'a positive number'}, or absent for no limit (got ${describe(value)})`);
  }
  if (value <= 0) throw inputError(RangeError, field, `${field} must be ${integer ? 'a positive integer' : 'a positive number'}, or absent for no limit (got ${value})`);
  return value;
}

/**
 * Takes `cards` out of `deck` (a multiset).
 * @throws RangeError naming `at` (a path under `hands`) when the decks do not hold them.
 */
function takeFrom<T>(deck: T[], cards: readonly T[], at: string, what: (card: T) => string): void {
  for (const card of cards) {
    const i = deck.indexOf(card);
    if (i < 0) throw inputError(RangeError, at, `${at} deals ${what(card)} more often than the decks hold it`);
    deck.splice(i, 1);
  }
}

/**
 * Validates a fixed deal: one hand per seat, ids of `tables`, no more cards than the decks hold.
 * @throws TypeError / RangeError naming the hand and field (`hands[1].growth[0] …`); `error.field` is `hands`.
 */
function parseHands(value: unknown, players: number, tables: Tables): HandSpec[] {
  return withField('hands', () => handsFrom(value, players, tables));
}

function handsFrom(value: unknown, players: number, tables: Tables): HandSpec[] {
  if (!Array.isArray(value) || value.length !== players) {
    throw new TypeError(`hands must be an array of ${players} hands { growth, challenge, bonus? }, one per team (got ${describe(value)})`);
  }
  const decks = fullDecks(tables, players);
  const growthIds = new Set(tables.growth.map((card) => card.id));
  return value.map((hand: unknown, seat): HandSpec => {
    const at = `hands[${seat}]`;
    if (hand === null || typeof hand !== 'object' || Array.isArray(hand)) throw new TypeError(`${at} must be an object { growth, challenge, bonus? } (got ${describe(hand)})`);
    const record = hand as Record<string, unknown>;
    const unknown = Object.keys(record).find((key) => !['growth', 'challenge', 'bonus'].includes(key));
    if (unknown !== undefined) throw new TypeError(`${at} has an unknown field "${unknown}"; a hand has growth, challenge and bonus`);
    const ids = (field: 'growth' | 'challenge', max: number): number[] => {
      const list = record[field];
      if (!Array.isArray(list)) throw new TypeError(`${at}.${field} must be an array of Growth card ids (got ${describe(list)})`);
      if (list.length > max) throw new RangeError(`${at}.${field} holds ${list.length} cards; a hand holds at most ${max}`);
      list.forEach((id: unknown, i) => {
        if (typeof id !== 'number' || !growthIds.has(id)) throw new TypeError(`${at}.${field}[${i}] must be the id of a Growth card (got ${describe(id)})`);
      });
      return [...(list as number[])];
    };
    const growth = ids('growth', HAND.growth);
    const challenge = ids('challenge', HAND.challenge);
    const bonus = record.bonus === undefined ? [] : record.bonus;
    if (!Array.isArray(bonus) || !bonus.every((kind) => BONUS_KINDS.includes(kind))) {
      throw new TypeError(`${at}.bonus must be an array of ${BONUS_KINDS.join(', ')} (got ${describe(bonus)})`);
    }
    takeFrom(decks.growth, growth, `${at}.growth`, (id) => `Growth card ${id}`);
    takeFrom(decks.challenge, challenge, `${at}.challenge`, (id) => `Challenge card ${id}`);
    takeFrom(decks.bonus, bonus as BonusKind[], `${at}.bonus`, (kind) => `Bonus card ${kind}`);
    return { growth, challenge, bonus: [...(bonus as BonusKind[])] };
  });
}

/**
 * Validates an input (see index.ts) and fills in defaults: `startingCash` 200, `target` 1000, the
 * standard tables, no limits, no fixed deal, `first` drawn.
 * @throws TypeError / RangeError naming the field, with the top-level input field as `error.field`
 * (src/core/input.ts): players outside 3..8, a seed that is not a safe integer, non-positive
 * startingCash / maxCycles / timeLimitMinutes, a target that is not an integer above startingCash
 * and at most 1,000,000,000 (field `target`, one message giving that range; BG-2, BG-7), bad
 * tables (naming card and field) or tables too small to deal from (field `tables`),
 * `first` outside 0..players-1, a `hands` the decks cannot supply, an unknown option (that option).
 */
export function parseInput(input: unknown): BiggieBillsSettings {
  const record = inputRecord(input, INPUT_KEYS);
  const players = integerIn('players', record.players, MIN_PLAYERS, MAX_PLAYERS);
  const seed = seedIn(record.seed);
  const startingCash = record.startingCash === undefined ? DEFAULTS.startingCash : integerIn('startingCash', record.startingCash, 1, MAX_MONEY);
  const target = record.target === undefined ? DEFAULTS.target : record.target;
  // One range, whatever is wrong: above startingCash, at most MAX_MONEY.
  if (typeof target !== 'number' || !Number.isInteger(target) || target <= startingCash || target > MAX_MONEY) {
    const kind = typeof target === 'number' && Number.isInteger(target) ? RangeError : TypeError;
    throw inputError(kind, 'target', `target must be an integer greater than startingCash ($${startingCash}M), at most ${MAX_MONEY} (got ${describe(target)})`);
  }
  const maxCycles = optionalLimit('maxCycles', record.maxCycles, true);
  const timeLimitMinutes = optionalLimit('timeLimitMinutes', record.timeLimitMinutes, false);
  const tables = parseTables(record.tables);
  const copies = copiesFor(players);
  if (tables.growth.length * copies.growth < HAND.growth * players) {
    throw inputError(RangeError, 'tables', `tables.growth holds ${tables.growth.length} cards × ${copies.growth} copies: too few to deal ${HAND.growth} to each of ${players} teams`);
  }
  if (tables.challenge.length * copies.challenge < HAND.challenge * players) {
    throw inputError(RangeError, 'tables', `tables.challenge holds ${tables.challenge.length} cards × ${copies.challenge} copies: too few to deal ${HAND.challenge} to each of ${players} teams`);
  }
  const first = record.first === undefined || record.first === null ? null : integerIn('first', record.first, 0, players - 1);
  const hands = record.hands === undefined || record.hands === null ? null : parseHands(record.hands, players, tables);
  return { players, seed, first, startingCash, target, maxCycles, timeLimitMinutes, tables, hands };
}

/**
 * BG-1, BG-2: the starting context: shuffled decks, 6 Growth and 4 Challenge cards per team (or the
 * `hands` given; the other cards are shuffled into the decks), no Bonus cards, `startingCash` each.
 * Cycle 0: the machine starts cycle 1 at once.
 */
export function setupGame(settings: BiggieBillsSettings): BiggieBillsContext {
  const { players, tables } = settings;
  const full = fullDecks(tables, players);
  const [{ hands, decks }, rng] = withRng(seedRng(settings.seed), (random) => {
    if (settings.hands) {
      for (const hand of settings.hands) {
        takeFrom(full.growth, hand.growth, 'hands', String);
        takeFrom(full.challenge, hand.challenge, 'hands', String);
        takeFrom(full.bonus, hand.bonus ?? [], 'hands', String);
      }
    }
    const growth = shuffle(random, full.growth);
    const challenge = shuffle(random, full.challenge);
    const bonus = shuffle(random, full.bonus);
    const industry = shuffle(random, tables.industry.map((card) => card.id));
    const dealt = settings.hands
      ? settings.hands.map((hand) => ({ growth: [...hand.growth], challenge: [...hand.challenge], bonus: [...(hand.bonus ?? [])] }))
      : Array.from({ length: players }, () => ({
          growth: growth.splice(-HAND.growth).reverse(),
          challenge: challenge.splice(-HAND.challenge).reverse(),
          bonus: [] as BonusKind[],
        }));
    return { hands: dealt, decks: { growth, challenge, bonus, industry } };
  });
  const teams = hands.map((hand): Team => ({ cash: settings.startingCash, out: null, outOrder: null, ...hand, completed: [], playedGrowth: false }));
  return {
    // The fixed deal is not kept: the context holds the hands themselves.
    settings: { ...settings, hands: null },
    rng,
    teams,
    inPlay: [],
    decks,
    discards: { growth: [], challenge: [], bonus: [] },
    cycle: 0,
    industry: null,
    order: [],
    turnIndex: 0,
    turn: null,
    pending: null,
    challenges: [],
    lastChallenges: [],
    result: null,
    log: [{ type: 'start', players, startingCash: settings.startingCash, target: settings.target }],
  };
}
