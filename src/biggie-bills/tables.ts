/**
 * Card tables: validation of a host's own tables (BG-1: "a host may pass its own card tables in the
 * same shape") and lookups by id. Every error names the table, the row, the card and the field,
 * e.g. `tables.growth[2] (Product Prototype): cost must be an integer ≥ 0 (got -5)`.
 */
import { describe } from '../core/input.js';
import {
  STANDARD_TABLES, type ChallengeCard, type GrowthCard, type IndustryCard, type IndustryEffect, type Stage, type Tables,
} from './cards.js';

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

/** Table C for a Growth table: "Challenge: <name>", block penalty = half the penalty rounded up to $5M. */
export function challengeTableFor(growth: readonly GrowthCard[]): ChallengeCard[] {
  return growth.map((card) => Object.freeze({ growth: card.id, name: `Challenge: ${card.name}`, blockPenalty: blockPenaltyFor(card.penalty) }));
}

/** Table C's rule: half of `penalty`, rounded up to a multiple of $5M. */
export function blockPenaltyFor(penalty: number): number {
  return Math.ceil(penalty / 10) * 5;
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
 * table C's rule applied to it (`challengeTableFor`).
 * @throws TypeError / RangeError naming the table, row, card and field.
 */
export function parseTables(value: unknown): Tables {
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

/** Lookups by id, built once per tables object. */
interface Index {
  growth: Map<number, GrowthCard>;
  challenge: Map<number, ChallengeCard>;
  industry: Map<number, IndustryCard>;
}
const indexes = new WeakMap<Tables, Index>();

function indexOf(tables: Tables): Index {
  let index = indexes.get(tables);
  if (!index) {
    index = {
      growth: new Map(tables.growth.map((card) => [card.id, card])),
      challenge: new Map(tables.challenge.map((card) => [card.growth, card])),
      industry: new Map(tables.industry.map((card) => [card.id, card])),
    };
    indexes.set(tables, index);
  }
  return index;
}

/** The Growth card with `id`, or undefined. */
export const growthCard = (tables: Tables, id: number): GrowthCard | undefined => indexOf(tables).growth.get(id);
/** The Challenge card for Growth card `id`, or undefined. */
export const challengeCard = (tables: Tables, id: number): ChallengeCard | undefined => indexOf(tables).challenge.get(id);
/** The Industry card with `id`, or undefined. */
export const industryCard = (tables: Tables, id: number): IndustryCard | undefined => indexOf(tables).industry.get(id);

/** The Growth card with `id`, which the caller knows exists. */
export function growthOf(tables: Tables, id: number): GrowthCard {
  const card = growthCard(tables, id);
  if (!card) throw new Error(`no Growth card ${id}`);
  return card;
}
