/**
 * The lean wire of protocol 2 (docs/online.md, "Messages"): a client gets its whole `state` once
 * (a full frame: on joining, on `sync`, after a reconnection), then per change only a `change`
 * frame, what differs from the frame before. This module is both ends of it, DOM-free and
 * Node-safe: `changeBetween` (the server, per client: the state it sent last against the state
 * now) and `applyChange` / `StateReader` (a client: its state, frame after frame).
 *
 * A change is made from the structure of the states themselves, no diff library: it walks both
 * states together, skipping every part the server shares between them (the views reuse what did
 * not change), and writes three lists of operations at paths of keys and indexes:
 * - `append`: items added at the end of an array that kept all it had (the log's new entries);
 * - `set`: a value put at a path (a key whose value changed or is new, an element of an array of
 *   the same length, an array that changed otherwise, whole);
 * - `unset`: a key gone from an object.
 * No path of one list lies under a path of another, so the order they are applied in is free.
 * Parts that never change (BiggieBills' `tables`, Bluffing Billionaires' `deck`) are never in a
 * change: they go once, in the full frame.
 */
import { isDeepFrozen } from '../core/frozen.js';
import type { GameView } from '../core/types.js';
import type { StateMessage } from './protocol.js';

/** The protocol version: `protocol` in every full `state` frame (absent from the first protocol's states). */
export const PROTOCOL = 3;

/** Where a change applies: object keys and array indexes from the top of the state (`['view', 'log']`, `['botIn', 2]`). */
export type Path = (string | number)[];

/**
 * Server → client `change`: what changed since the frame before, never empty. Lists absent are
 * empty; their paths never overlap.
 */
export interface ChangeMessage {
  /** `[path, value]`: `value` at `path`, a new key of an object or in place of what was there. */
  set?: [Path, unknown][];
  /** `[path, items]`: `items` added at the end of the array at `path`. */
  append?: [Path, unknown[]][];
  /** A key removed from the object it is in. */
  unset?: Path[];
}

type Lists = Required<ChangeMessage>;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `value[key]` when it is `value`'s own (not `valueOf` of every object), else undefined. */
const own = (value: Record<string, unknown>, key: string): unknown => (Object.hasOwn(value, key) ? value[key] : undefined);

/** The number of keys of `value` whose value is not undefined (JSON drops those). */
function definedKeys(value: Record<string, unknown>): number {
  let count = 0;
  for (const key in value) if (value[key] !== undefined) count++;
  return count;
}

/** Whether two JSON values are equal, deep. */
export function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  // `x`'s keys are counted on the way (one pass over each object, not two over `x`).
  let keys = 0;
  for (const key in x) {
    const value = x[key];
    if (value === undefined) continue;
    if (!(Object.hasOwn(y, key) && same(value, y[key]))) return false;
    keys++;
  }
  return keys === definedKeys(y);
}

/** Whether `after` holds all of `before` first. */
function extends_(before: readonly unknown[], after: readonly unknown[]): boolean {
  for (let i = 0; i < before.length; i++) if (!same(before[i], after[i])) return false;
  return true;
}

/**
 * The changes between deep-frozen values (src/core/frozen.ts) worked out already, by the value they
 * start from, with paths from that value: such values never change, so neither does the change
 * between two of them. The views of every seat of one snapshot share their public parts
 * (BiggieBills' teams, cash, decks…), so each part's change is worked out once per snapshot,
 * not once per client. The operations are also kept with the paths of the last place the value
 * was met at (`at`: `['view', 'teams']`, alike for every client), so the clients after the first
 * share them instead of each building them again (nothing changes a change's operations).
 */
const frozenChanges = new WeakMap<object, { after: object; change: Lists; at: Path | null; placed: Lists | null }>();

/** True while `walkFrozen` works out a change (the parts of a frozen value are not remembered apart). */
let inFrozen = false;

/** Whether two paths are the same steps. */
function samePath(a: Path, b: Path): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** `walk` of two deep-frozen values, through `frozenChanges`. */
function walkFrozen(before: object, after: object, path: Path, out: Lists): void {
  let known = frozenChanges.get(before);
  if (!known || known.after !== after) {
    const change: Lists = { set: [], append: [], unset: [] };
    inFrozen = true;
    try {
      walk(before, after, [], change);
    } finally {
      inFrozen = false;
    }
    known = { after, change, at: null, placed: null };
    frozenChanges.set(before, known);
  }
  if (!known.placed || !samePath(known.at!, path)) {
    const { set, append, unset } = known.change;
    known.at = path.slice();
    known.placed = {
      set: set.map(([at, value]): [Path, unknown] => [[...path, ...at], value]),
      append: append.map(([at, items]): [Path, unknown[]] => [[...path, ...at], items]),
      unset: unset.map((at) => [...path, ...at]),
    };
  }
  const { set, append, unset } = known.placed;
  for (let i = 0; i < set.length; i++) out.set.push(set[i]!);
  for (let i = 0; i < append.length; i++) out.append.push(append[i]!);
  for (let i = 0; i < unset.length; i++) out.unset.push(unset[i]!);
}

/** Writes into `out` what turns `before` into `after` at `path` (a stack: copied where an operation keeps it). */
function walk(before: unknown, after: unknown, path: Path, out: Lists): void {
  if (before === after) return;
  if (!inFrozen && before !== null && after !== null && typeof before === 'object' && typeof after === 'object' && isDeepFrozen(before) && isDeepFrozen(after)) {
    return walkFrozen(before, after, path, out);
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length > before.length && extends_(before, after)) {
      out.append.push([path.slice(), after.slice(before.length)]);
    } else if (before.length === after.length) {
      // A part that never changes (a deck list, card tables) is a copy each time: compared whole first, walked only when it differs.
      if (same(before, after)) return;
      for (let i = 0; i < after.length; i++) {
        path.push(i);
        walk(before[i], after[i], path, out);
        path.pop();
      }
    } else {
      out.set.push([path.slice(), after]);
    }
  } else if (isObject(before) && isObject(after)) {
    walkKeys(before, after, path, out);
  } else if (!same(before, after)) {
    out.set.push([path.slice(), after]);
  }
}

/** `walk` over the keys of two objects, but `skip`. */
function walkKeys(before: Record<string, unknown>, after: Record<string, unknown>, path: Path, out: Lists, skip?: string): void {
  for (const key in after) {
    if (after[key] === undefined || key === skip) continue;
    path.push(key);
    if (own(before, key) === undefined) out.set.push([path.slice(), after[key]]);
    else walk(before[key], after[key], path, out);
    path.pop();
  }
  for (const key in before) if (before[key] !== undefined && key !== skip && own(after, key) === undefined) out.unset.push([...path, key]);
}

/** The change that turns `before` into `after` (JSON values), or null when they are equal. */
export function changeOf(before: unknown, after: unknown, path: Path = []): ChangeMessage | null {
  const out: Lists = { set: [], append: [], unset: [] };
  walk(before, after, [...path], out);
  return compact(out);
}

function compact({ set, append, unset }: Lists): ChangeMessage | null {
  if (set.length + append.length + unset.length === 0) return null;
  return { ...(set.length ? { set } : {}), ...(append.length ? { append } : {}), ...(unset.length ? { unset } : {}) };
}

/**
 * The changes of views worked out already, by the view they start from: the clients of one seat
 * (the spectators) share each view, so the view's change is worked out once per snapshot.
 */
export type ViewChanges = WeakMap<object, { after: unknown; change: ChangeMessage | null }>;

/**
 * The change from the state `before` (what a client was sent last) to `after`, or null when
 * nothing changed: the frame the server sends that client. `views` remembers the view's part.
 */
export function changeBetween(before: StateMessage, after: StateMessage, views?: ViewChanges): ChangeMessage | null {
  const out: Lists = { set: [], append: [], unset: [] };
  walkKeys(before as unknown as Record<string, unknown>, after as unknown as Record<string, unknown>, [], out, 'view');
  const { view: viewBefore } = before;
  const { view: viewAfter } = after;
  const known = viewBefore && views?.get(viewBefore);
  const change = known && known.after === viewAfter ? known.change : changeOf(viewBefore, viewAfter, ['view']);
  if (viewBefore && views && !known) views.set(viewBefore, { after: viewAfter, change });
  if (change) {
    out.set.push(...(change.set ?? []));
    out.append.push(...(change.append ?? []));
    out.unset.push(...(change.unset ?? []));
  }
  return compact(out);
}

/**
 * `base` with `change` applied, `base` left as it was: what a path leads through is copied, the
 * rest shared.
 * @throws Error when a path does not lead through objects and arrays of `base`, or an append's
 *   target is not an array (a frame out of order: ask for the whole state with `sync`).
 */
export function applyChange<T>(base: T, change: ChangeMessage): T {
  const copied = new Set<object>();
  const top: Record<string, unknown> = { state: base };
  /** The container that holds the end of `path` (copied), and the key there. */
  const reach = (path: Path): [Record<string | number, unknown>, string | number] => {
    let parent: Record<string | number, unknown> = top;
    let key: string | number = 'state';
    for (const step of path) {
      let node = parent[key];
      if (node === null || typeof node !== 'object') throw new Error(`the change's path ${JSON.stringify(path)} leads nowhere`);
      if (!copied.has(node)) {
        node = Array.isArray(node) ? [...node] : { ...node };
        copied.add(node as object);
        parent[key] = node;
      }
      if (step === '__proto__') throw new Error(`the change's path ${JSON.stringify(path)} holds __proto__`);
      parent = node as Record<string | number, unknown>;
      key = step;
    }
    return [parent, key];
  };
  for (const [path, value] of change.set ?? []) {
    const [parent, key] = reach(path);
    parent[key] = value;
  }
  for (const [path, items] of change.append ?? []) {
    const [parent, key] = reach(path);
    const list = parent[key];
    if (!Array.isArray(list) || !Array.isArray(items)) throw new Error(`the change appends to ${JSON.stringify(path)}, not an array`);
    parent[key] = [...list, ...items];
  }
  for (const path of change.unset ?? []) {
    const [parent, key] = reach(path);
    delete parent[key];
  }
  return top.state as T;
}

/**
 * A client's state, frame after frame (the full `state`, then each `change`). A change before any
 * full state, or one that does not apply, leaves no state: `read` answers null and the client asks
 * for the whole state again with `sync`.
 */
export class StateReader<View extends GameView = GameView> {
  /** The state as assembled so far, or null before the first full frame. */
  state: StateMessage<View> | null = null;

  /**
   * Reads the server message `type` (`state` or `change`; other types are not the reader's).
   * @returns the state after it, or null when it holds none (ask with `sync`).
   */
  read(type: string | number, payload: unknown): StateMessage<View> | null {
    if (type === 'state') this.state = payload as StateMessage<View>;
    else if (type === 'change' && this.state) {
      try {
        this.state = applyChange(this.state, payload as ChangeMessage);
      } catch {
        this.state = null;
      }
    }
    return this.state;
  }
}

/** What `readStates` needs of a client's room (the Colyseus SDK's `Room` has it). */
export interface StateFrames {
  onMessage(type: string, listener: (payload: unknown) => void): unknown;
  send(type: string, message?: unknown): void;
}

/**
 * Listens to `room`'s `state` and `change` frames and calls `onState` with the state after each
 * (`full` for a whole `state`); a change that cannot apply asks for the whole state again (`sync`).
 * @returns the reader, whose `state` is the latest state (null before the first whole one).
 */
export function readStates<View extends GameView = GameView>(
  room: StateFrames,
  onState: (state: StateMessage<View>, full: boolean) => void,
): StateReader<View> {
  const reader = new StateReader<View>();
  for (const type of ['state', 'change']) {
    room.onMessage(type, (payload: unknown) => {
      const had = reader.state !== null;
      const state = reader.read(type, payload);
      if (state) onState(state, type === 'state');
      else if (had) room.send('sync');
    });
  }
  return reader;
}
