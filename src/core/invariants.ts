/**
 * Tools for a game's `invariants(snapshot)`: the checks a snapshot must pass before a game is
 * restored from it (a save edited by hand, or damaged by a host, must not reach the machine), and
 * that the property tests run on every snapshot of real games. Each broken invariant is a sentence
 * naming the field, e.g. `context.asked must be a seat from 0 to 2 (got 7)`.
 */
import { isDeepFrozen } from './frozen.js';
import { describe } from './input.js';

/** Most problems reported for one snapshot; one is enough to refuse it. */
const MAX_PROBLEMS = 20;

/** Collects broken invariants as sentences naming the field. */
export class Findings {
  readonly problems: string[] = [];

  /** Records `problem`. */
  add(problem: string): void {
    if (this.problems.length < MAX_PROBLEMS) this.problems.push(problem);
  }

  /** Records `problem` (built only when needed) unless `ok`; returns `ok`. */
  expect(ok: boolean, problem: () => string): boolean {
    if (!ok) this.add(problem());
    return ok;
  }

  get ok(): boolean {
    return this.problems.length === 0;
  }
}

/** A value's test: true when it is what the field must hold. `players` gives the seat range. */
export type Field = (value: unknown, players: number) => boolean;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

export const integerIn = (min: number, max: number): Field => (value) =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** An integer ≥ 0. */
export const natural: Field = integerIn(0, Number.MAX_SAFE_INTEGER);
/** An integer from 0 to players-1. */
export const seat: Field = (value, players) => integerIn(0, players - 1)(value, players);
export const boolean: Field = (value) => typeof value === 'boolean';
export const string: Field = (value) => typeof value === 'string';
export const oneOf = (allowed: readonly unknown[]): Field => (value) => allowed.includes(value);
export const nullable = (field: Field): Field => (value, players) => value === null || field(value, players);
/**
 * An array without holes whose every item passes `field`, of `length` items when given
 * (`'players'`: one per seat).
 */
export const listOf = (field: Field, length?: number | 'players'): Field => (value, players) => {
  if (!Array.isArray(value) || value.length !== (length === 'players' ? players : (length ?? value.length))) return false;
  for (let i = 0; i < value.length; i++) if (!(i in value) || !field(value[i], players)) return false;
  return true;
};
/** One item per seat. */
export const perSeat = (field: Field): Field => listOf(field, 'players');
/** A pure-rand xoroshiro128+ state: four 32-bit integers. */
export const rngState: Field = listOf(integerIn(-(2 ** 31), 2 ** 32 - 1), 4);

/** A field that may be absent (the schema key ends in `?`). */
const optionalKey = (key: string) => key.endsWith('?');

/**
 * Checks `record` against `schema` (field → test; a key ending in `?` may be absent): no other
 * keys, every field passes. Returns whether it did.
 */
export function checkRecord(findings: Findings, at: string, record: unknown, schema: Readonly<Record<string, Field>>, players: number): boolean {
  if (!findings.expect(isRecord(record), () => `${at} must be an object (got ${describe(record)})`)) return false;
  const known = Object.keys(schema).map((key) => key.replace(/\?$/, ''));
  const extra = Object.keys(record as object).find((key) => !known.includes(key));
  let ok = findings.expect(extra === undefined, () => `${at} has an unknown field "${extra}"`);
  for (const [key, field] of Object.entries(schema)) {
    const name = key.replace(/\?$/, '');
    const value = (record as Record<string, unknown>)[name];
    if (value === undefined && optionalKey(key)) continue;
    ok = findings.expect(field(value, players), () => `${at}.${name} is not valid (got ${describe(value)})`) && ok;
  }
  return ok;
}

/**
 * Entries found sound, with the player count they were checked for. Only deep-frozen entries are
 * kept (they can never change), so each entry of a game is checked once, not after every move.
 */
const soundEntries = new WeakMap<object, number>();

/**
 * Checks a public log: an array of entries, each `{ type, … }` with a type the schema knows and the
 * fields it lists. The first entry must be of type `first`.
 */
export function checkLog(
  findings: Findings,
  log: unknown,
  schema: Readonly<Record<string, Readonly<Record<string, Field>>>>,
  first: string,
  players: number,
): void {
  if (!findings.expect(Array.isArray(log) && log.length > 0, () => `context.log must be a non-empty array of entries (got ${describe(log)})`)) return;
  const entries = log as unknown[];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (isRecord(entry) && soundEntries.get(entry) === players) continue;
    const at = `context.log[${i}]`;
    const type = isRecord(entry) ? entry.type : undefined;
    if (!findings.expect(typeof type === 'string' && Object.hasOwn(schema, type), () => `${at}.type must be one of ${Object.keys(schema).join(', ')} (got ${describe(type)})`)) continue;
    const sound = checkRecord(findings, at, entry, { type: string, ...schema[type as string] }, players);
    if (sound && isDeepFrozen(entry as object)) soundEntries.set(entry as object, players);
  }
  const head = (log as unknown[])[0];
  findings.expect(isRecord(head) && head.type === first, () => `context.log must start with a "${first}" entry`);
}

/** The parts of a persisted (or live) machine snapshot the games read. */
export interface SnapshotParts {
  status: 'active' | 'done';
  value: unknown;
  context: Record<string, unknown>;
}

/**
 * The machine-level shape every game's snapshot has: an object with status `active` or `done`,
 * a state value, a context object, no child actors and no history (the games have neither).
 * Returns the parts, or null after recording why not.
 */
export function snapshotParts(findings: Findings, snapshot: unknown): SnapshotParts | null {
  if (!findings.expect(isRecord(snapshot), () => `the snapshot must be an object (got ${describe(snapshot)})`)) return null;
  const { status, context, children, historyValue, error } = snapshot as Record<string, unknown>;
  findings.expect(status === 'active' || status === 'done', () => `status must be "active" or "done" (got ${describe(status)})`);
  findings.expect(error === undefined, () => 'the snapshot holds an error');
  findings.expect(isRecord(children) && Object.keys(children).length === 0, () => 'children must be an empty object: the games run no child actors');
  findings.expect(historyValue === undefined || (isRecord(historyValue) && Object.keys(historyValue).length === 0), () => 'historyValue must be empty: the games have no history states');
  findings.expect(isRecord(context), () => `context must be an object (got ${describe(context)})`);
  if (!findings.ok) return null;
  return { status: status as SnapshotParts['status'], value: (snapshot as Record<string, unknown>).value, context: context as Record<string, unknown> };
}

/** What `phasedSnapshot` needs to know of a game whose machine states are flat phases. */
export interface PhasedShape<Phase extends string> {
  /** Every state of the machine; `over` is the final one. */
  phases: readonly Phase[];
  /** The fewest and most players. */
  players: readonly [min: number, max: number];
  /** The context's fields (`players` among them). */
  context: Readonly<Record<string, Field>>;
  /** The public log's entry types and their fields (`checkLog`), and the type of its first entry. */
  log: Readonly<Record<string, Readonly<Record<string, Field>>>>;
  firstEntry: string;
}

/**
 * The phase and context of a snapshot of a game whose states are flat phases (BluffKing, Bluffing
 * Billionaires), once its machine shape (`snapshotParts`), its phase, its status (`done` only in
 * `over`), its player count and the context's fields check out; null (with findings) otherwise.
 * The public log is checked too (`checkLog`).
 */
export function phasedSnapshot<Phase extends string>(
  findings: Findings,
  snapshot: unknown,
  shape: PhasedShape<Phase>,
): { phase: Phase; context: Record<string, unknown>; players: number } | null {
  const parts = snapshotParts(findings, snapshot);
  if (parts === null) return null;
  const phase = parts.value as Phase;
  const { phases, players: [min, max] } = shape;
  if (!findings.expect(phases.includes(phase), () => `value must be one of ${phases.join(', ')} (got ${describe(parts.value)})`)) return null;
  findings.expect(parts.status === (phase === 'over' ? 'done' : 'active'), () => `status must be ${phase === 'over' ? 'done' : 'active'} in state ${phase}`);
  const players = parts.context.players;
  if (!findings.expect(integerIn(min, max)(players, 0), () => `context.players must be an integer from ${min} to ${max} (got ${describe(players)})`)) return null;
  if (!checkRecord(findings, 'context', parts.context, shape.context, players as number)) return null;
  checkLog(findings, parts.context.log, shape.log, shape.firstEntry, players as number);
  return { phase, context: parts.context, players: players as number };
}

/**
 * The `check` of `invariantsOf` for a game whose states are flat phases: `phasedSnapshot`, then
 * each of the game's own checks on the context and phase, in order (skipped when the shape is off).
 */
export function phasedCheck<Phase extends string, Context>(
  shape: PhasedShape<Phase>,
  ...checks: ((findings: Findings, context: Context, phase: Phase) => void)[]
): (findings: Findings, snapshot: unknown) => void {
  return (findings, snapshot) => {
    const parts = phasedSnapshot(findings, snapshot, shape);
    if (parts === null) return;
    for (const check of checks) check(findings, parts.context as unknown as Context, parts.phase);
  };
}

/** The first item `items` holds more often than `limit(item)` allows, or undefined when none. */
export function overused<T>(items: readonly T[], limit: (item: T) => number): T | undefined {
  const counts = new Map<T, number>();
  for (const item of items) {
    const n = (counts.get(item) ?? 0) + 1;
    if (n > limit(item)) return item;
    counts.set(item, n);
  }
  return undefined;
}

/** Whether two lists hold the same items the same number of times. */
export function sameMultiset<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  const counts = new Map<T, number>();
  for (const item of a) counts.set(item, (counts.get(item) ?? 0) + 1);
  for (const item of b) {
    const n = counts.get(item);
    if (!n) return false;
    counts.set(item, n - 1);
  }
  return true;
}

/**
 * A game's `invariants` from its checks: `check` finds what a snapshot breaks; `agrees`, given the
 * parsed input a host wants to continue with, finds where the snapshot was made for other settings
 * (other players, options, deck or tables: the seed, first seat and a fixed deal only shape the
 * deal and are not compared). Never throws: a check that throws is a finding.
 */
export function invariantsOf<Input>(
  check: (findings: Findings, snapshot: unknown) => void,
  agrees: (findings: Findings, context: Record<string, unknown>, input: Input) => void,
): (snapshot: unknown, input?: Input) => string[] {
  return (snapshot, input) => {
    const findings = new Findings();
    try {
      check(findings, snapshot);
      if (findings.ok && input !== undefined) agrees(findings, (snapshot as { context: Record<string, unknown> }).context, input);
    } catch (error) {
      findings.add(`the snapshot could not be checked (${error instanceof Error ? error.message : describe(error)})`);
    }
    return findings.problems;
  };
}

/**
 * `agrees` helper: each named setting of the snapshot equals the input's (compared as JSON), else a
 * finding naming it, e.g. `the saved game has players 3, not 5`.
 */
export function sameSettings(findings: Findings, saved: Record<string, unknown>, input: Record<string, unknown>, names: readonly string[]): void {
  for (const name of names) {
    const a = JSON.stringify(saved[name] ?? null);
    const b = JSON.stringify(input[name] ?? null);
    findings.expect(a === b, () => `the saved game has ${name} ${a.length > 40 ? 'of its own' : a}, not ${b.length > 40 ? 'the one asked for' : b}`);
  }
}
