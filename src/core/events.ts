/**
 * The part of `check` every game shares, written once: an event is read exactly once into a plain
 * copy (so a getter or a Proxy can neither throw later nor answer differently later), its type
 * must be one the game defines (XState's own `xstate.*` types never are), its seat must be in
 * range and the game must still run. Only then does the game's own rule check see the copy.
 *
 * Refusal codes, in the order they are tested: `bad-event` (not a plain object with a string
 * `type`, or reading it threw), `unknown-event` (a type the game does not define), `bad-seat`,
 * `game-over`; then the game's own codes. A game's rule check that throws is refused with
 * `check-failed` instead of throwing: `check` never throws, so neither do the machine's guards.
 */
import { describe } from './input.js';
import type { GameEvent, Verdict } from './types.js';
import { illegal, LEGAL } from './verdict.js';

/** The events a game defines, for the shared checks. */
export interface EventSpec {
  /** The game's name, for messages ("BluffKing"). */
  game: string;
  /** Every event type the game takes. */
  types: readonly string[];
}

/** What the shared checks need to know of the game now. */
export interface TableFacts {
  /** Seats are 0..players-1. */
  players: number;
  /** Whether the game is over. */
  over: boolean;
}

/** Deepest nesting of arrays and objects an event may have (events are flat, with lists of cards). */
const MAX_DEPTH = 4;
/** Most items an array in an event may hold. */
const MAX_ITEMS = 1000;

class NotPlainData extends Error {}

/**
 * A plain copy of one value of an event: primitives as they are, arrays and objects copied from
 * their own enumerable data properties, each read exactly once.
 * @throws NotPlainData for getters, functions, symbols, too deep or too long values; whatever a
 *   Proxy's trap throws.
 */
function copyValue(value: unknown, depth: number): unknown {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function' && typeof value !== 'symbol')) return value;
  if (typeof value !== 'object') throw new NotPlainData(`a ${typeof value} is not event data`);
  if (depth >= MAX_DEPTH) throw new NotPlainData(`values nest deeper than ${MAX_DEPTH} levels`);
  if (Array.isArray(value)) {
    const length: unknown = value.length;
    if (typeof length !== 'number' || length > MAX_ITEMS) throw new NotPlainData(`an array holds more than ${MAX_ITEMS} items`);
    return Array.from({ length }, (_, i) => copyValue(dataProperty(value, String(i)), depth + 1));
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) {
    // Assigned, "__proto__" would set the copy's prototype instead of a field.
    if (key === '__proto__') throw new NotPlainData('"__proto__" is not an event field');
    copy[key] = copyValue(dataProperty(value, key), depth + 1);
  }
  return copy;
}

/** The value of an own data property (undefined when absent). @throws NotPlainData for a getter. */
function dataProperty(object: object, key: string): unknown {
  const descriptor = Object.getOwnPropertyDescriptor(object, key);
  if (descriptor === undefined) return undefined;
  if (!('value' in descriptor)) throw new NotPlainData(`"${key}" is a getter, not data`);
  return descriptor.value;
}

/**
 * Copies `readEvent` made: read again (by `check` and the machine's guards after `sendChecked`),
 * they are used as they are instead of being copied once more. They are plain data by
 * construction; only bluffhouse's own code holds them.
 */
const plainCopies = new WeakSet<object>();

/**
 * Marks `event`, an event bluffhouse's own code has just built from plain values (a view's
 * candidate moves, checked to say what the seat may play), as a plain copy: `readEvent` then takes
 * it as it is instead of copying it again. Only for an object literal of primitives (and arrays of
 * them) that no one else holds and nothing changes; never for anything a client or a page sent.
 * @returns `event` itself.
 */
export function ownEvent<Event extends GameEvent>(event: Event): Event {
  plainCopies.add(event);
  return event;
}

/**
 * Reads an event once into a plain copy: an object whose own enumerable data properties hold
 * primitives, arrays or objects of the same kind (at most 4 levels deep, 1000 items per array).
 * A copy this function made is returned as it is. Never throws. Returns `{ event }`,
 * or `{ refusal }` with code `bad-event` naming what is wrong.
 */
export function readEvent(value: unknown): { event: GameEvent } | { refusal: Verdict } {
  if (value !== null && typeof value === 'object' && plainCopies.has(value)) return { event: value as GameEvent };
  let copy: unknown;
  try {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new NotPlainData(`got ${describe(value)}`);
    copy = copyValue(value, 0);
  } catch (error) {
    const why = error instanceof NotPlainData ? error.message : `reading it threw ${errorName(error)}`;
    return { refusal: illegal('bad-event', `An event must be a plain object with a string "type" and a "seat" (${why}).`) };
  }
  const record = copy as Record<string, unknown>;
  if (typeof record.type !== 'string') {
    return { refusal: illegal('bad-event', `An event must be a plain object with a string "type" and a "seat" (type is ${describe(record.type)}).`) };
  }
  plainCopies.add(record);
  return { event: record as unknown as GameEvent };
}

function errorName(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return describe(error);
}

/**
 * The last plain copy found legal, with the context object and the phase it was checked against.
 * `sendChecked` checks the copy it is about to send, and the machine's guard then checks that same
 * copy against the very same context object: the second answer is the first. A context is never
 * changed in place (every rule returns a new one), so the same object is the same game. One slot,
 * not a map: the guard asks right after `sendChecked` did. An event sent to the actor directly is
 * copied afresh by each guard, so it is always checked in full.
 */
let legalEvent: object | null = null;
let legalContext: object | null = null;
let legalPhase = '';

/**
 * The shared checks, then the game's own, for the game in `phase` with `context`: `rules` gets the
 * plain copy of an event of a type the game defines, from a seat in range, while the game runs.
 * `facts` is read inside the guard, so a damaged context gives a refusal too. Never throws.
 *
 * When `value` is the plain copy last found legal against this very context object in this
 * phase, the answer is `LEGAL` at once, without running the checks again (`facts` and `rules`
 * must read nothing but their arguments).
 * @returns the first refusal (codes in the module doc), else what `rules` answers.
 */
export function guardedCheck<Context extends object, Phase extends string, Event extends GameEvent>(
  spec: EventSpec,
  value: unknown,
  context: Context,
  phase: Phase,
  facts: (context: Context, phase: Phase) => TableFacts,
  rules: (phase: Phase, context: Context, event: Event) => Verdict,
): Verdict {
  if (value === legalEvent && context === legalContext && phase === legalPhase) return LEGAL;
  const verdict = checkInFull(spec, value, context, phase, facts, rules);
  // Only a copy someone holds can be checked again; a copy made just now is never seen again.
  if (verdict.ok && value !== null && typeof value === 'object' && plainCopies.has(value)) {
    legalEvent = value;
    legalContext = context;
    legalPhase = phase;
  }
  return verdict;
}

/**
 * The last way `guardedWay` named for a plain copy, with what it was asked against. One slot, as
 * for `guardedCheck`: the guards of one event's candidate transitions ask one after the other.
 */
let wayEvent: object | null = null;
let wayContext: object | null = null;
let wayPhase = '';
let wayCheck: unknown = null;
let wayRule: unknown = null;
let wayAnswer: unknown = null;

/**
 * Which way a move goes, for a machine whose candidate transitions of one event differ only in
 * where a legal move leads (each candidate's guard: `guardedWay(…) === 'its way'`). The event is
 * read once into its plain copy; `check(phase, context, copy)` (the game's `checkEvent`) must find
 * it legal; then `way(context, copy)`, a rule predicate that may assume a legal move of `phase`,
 * names the way. So exactly one candidate's guard holds for a legal move, and none for an illegal one.
 *
 * When `value` is a plain copy (`sendChecked` sends one), the answer is remembered with the
 * context object, the phase, `check` and `way`, and the next guard asking the same gets it at once.
 * A context is never changed in place, so the same object is the same game. A value that is not a
 * plain copy is read afresh by every guard, as `guardedCheck` does.
 * @returns the way, or null when the event cannot be read, `check` refuses it or `way` throws.
 *   Never throws.
 */
export function guardedWay<Context extends object, Phase extends string, Event extends GameEvent, Way>(
  value: unknown,
  context: Context,
  phase: Phase,
  check: (phase: Phase, context: Context, event: Event) => Verdict,
  way: (context: Context, event: Event) => Way,
): Way | null {
  if (value === wayEvent && context === wayContext && phase === wayPhase && check === wayCheck && way === wayRule) {
    return wayAnswer as Way | null;
  }
  const read = readEvent(value);
  if ('refusal' in read) return null;
  const event = read.event as Event;
  let answer: Way | null = null;
  if (check(phase, context, event).ok) {
    try {
      answer = way(context, event);
    } catch {
      answer = null;
    }
  }
  if (event === value) {
    wayEvent = event;
    wayContext = context;
    wayPhase = phase;
    wayCheck = check;
    wayRule = way;
    wayAnswer = answer;
  }
  return answer;
}

/** `guardedCheck` without the memory of the copy last found legal. */
function checkInFull<Context extends object, Phase extends string, Event extends GameEvent>(
  spec: EventSpec,
  value: unknown,
  context: Context,
  phase: Phase,
  facts: (context: Context, phase: Phase) => TableFacts,
  rules: (phase: Phase, context: Context, event: Event) => Verdict,
): Verdict {
  const read = readEvent(value);
  if ('refusal' in read) return read.refusal;
  const { event } = read;
  if (!spec.types.includes(event.type)) {
    const internal = event.type.startsWith('xstate.') ? ' (an XState internal event is never a move)' : '';
    return illegal('unknown-event', `Unknown event ${describe(event.type)}${internal}; ${spec.game} takes ${spec.types.join(', ')}.`);
  }
  try {
    const { players, over } = facts(context, phase);
    if (!Number.isInteger(event.seat) || event.seat < 0 || event.seat >= players) {
      return illegal('bad-seat', `seat must be an integer from 0 to ${players - 1} (got ${describe(event.seat)}).`);
    }
    if (over) return illegal('game-over', 'The game is over.');
    return rules(phase, context, event as Event);
  } catch (error) {
    return illegal('check-failed', `The event could not be checked against this game (${errorName(error)}).`);
  }
}

/**
 * For a machine guard that reads the event beyond `check` (XState puts an actor whose guard throws
 * in error): `test` on the plain copy of the event; false when the event cannot be read or `test`
 * throws. Never throws.
 */
export function guardOn<Event extends GameEvent>(value: unknown, test: (event: Event) => boolean): boolean {
  const read = readEvent(value);
  if ('refusal' in read) return false;
  try {
    return test(read.event as Event);
  } catch {
    return false;
  }
}

/** Whether an event is XState's `xstate.error.actor.*` (an invoked actor failed). */
const actorError = ({ event }: { event: { type?: unknown } }): boolean =>
  typeof event.type === 'string' && event.type.startsWith('xstate.error.actor.');

/**
 * Root transitions of every game machine, for XState's own event types that XState lets the
 * machine decide: `xstate.error.actor.*` (an invoked actor failed; the games invoke none) would
 * otherwise put the actor in status `'error'`. Taken, it changes nothing (and `can` stays false).
 * It listens on `*` with a guard, not on `xstate.error.actor.*`: XState splits the type of every
 * event against a partial wildcard, which throws for an event without a type. `xstate.stop` never
 * reaches the machine: XState stops the actor itself. Moves go through `check` (`sendChecked`),
 * which refuses every `xstate.*` type.
 */
export const IGNORED_XSTATE_EVENTS: Readonly<Record<never, never>> = Object.freeze({ '*': { guard: actorError } });
