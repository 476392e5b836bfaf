/**
 * Input validation and the starting position: decks (BG-1), cash and the deal (BG-2).
 */
import { shuffle } from '../core/deal.js';
import { describe, inputRecord, integerIn, seedIn } from '../core/input.js';
import { seedRng, withRng } from '../core/rng.js';
import { BONUS_KINDS, COPIES, HAND, type BonusKind, type Tables } from './cards.js';
import type { BiggieBillsContext, BiggieBillsSettings, HandSpec, Team } from './context.js';
import { parseTables } from './tables.js';

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

function optionalLimit(field: string, value: unknown, integer: boolean): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw new TypeError(`${field} must be ${integer ? 'a positive integer' : 'a positive number'}, or absent for no limit (got ${describe(value)})`);
  }
  if (value <= 0) throw new RangeError(`${field} must be ${integer ? 'a positive integer' : 'a positive number'}, or absent for no limit (got ${value})`);
  return value;
}

/** Takes `cards` out of `deck` (a multiset); throws naming `at` when the decks do not hold them. */
function takeFrom<T>(deck: T[], cards: readonly T[], at: string, what: (card: T) => string): void {
  for (const card of cards) {
    const i = deck.indexOf(card);
    if (i < 0) throw new RangeError(`${at} deals ${what(card)} more often than the decks hold it`);
    deck.splice(i, 1);
  }
}

function parseHands(value: unknown, players: number, tables: Tables): HandSpec[] {
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
 * Validates an input and fills in defaults.
 * @throws TypeError / RangeError naming the field: players outside 3..8, a seed that is not a safe
 * integer, non-positive startingCash / target / maxCycles / timeLimitMinutes, a target not above
 * startingCash, bad tables (naming card and field), `first` outside 0..players-1, a `hands` the
 * decks cannot supply, an unknown option.
 */
export function parseInput(input: unknown): BiggieBillsSettings {
  const record = inputRecord(input, INPUT_KEYS);
  const players = integerIn('players', record.players, MIN_PLAYERS, MAX_PLAYERS);
  const seed = seedIn(record.seed);
  const startingCash = record.startingCash === undefined ? DEFAULTS.startingCash : integerIn('startingCash', record.startingCash, 1, MAX_MONEY);
  const target = record.target === undefined ? DEFAULTS.target : integerIn('target', record.target, 1, MAX_MONEY);
  if (target <= startingCash) throw new RangeError(`target must be greater than startingCash ($${startingCash}M) (got ${target})`);
  const maxCycles = optionalLimit('maxCycles', record.maxCycles, true);
  const timeLimitMinutes = optionalLimit('timeLimitMinutes', record.timeLimitMinutes, false);
  const tables = parseTables(record.tables);
  const copies = copiesFor(players);
  if (tables.growth.length * copies.growth < HAND.growth * players) {
    throw new RangeError(`tables.growth holds ${tables.growth.length} cards × ${copies.growth} copies: too few to deal ${HAND.growth} to each of ${players} teams`);
  }
  if (tables.challenge.length * copies.challenge < HAND.challenge * players) {
    throw new RangeError(`tables.challenge holds ${tables.challenge.length} cards × ${copies.challenge} copies: too few to deal ${HAND.challenge} to each of ${players} teams`);
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
