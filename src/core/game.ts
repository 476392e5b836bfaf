/**
 * Starting a game and sending it a move: the one documented way for every host (the element's
 * controller, the runner, tests, benchmarks, a server). Raw `createActor(definition.machine, …)`
 * reports bad input only as an actor in status `'error'`, and XState rethrows that error later
 * from a timer, where no caller can catch it; `createGame` throws it at once instead.
 */
import { createActor, type Actor, type AnyStateMachine } from 'xstate';
import { readEvent } from './events.js';
import type { GameDefinition, GameEvent, GameView, Verdict } from './types.js';
import { illegal } from './verdict.js';

/** A persisted snapshot that cannot be restored: `problems` lists each broken invariant. */
export class SnapshotError extends TypeError {
  override readonly name = 'SnapshotError';
  constructor(
    /** The game the snapshot was meant for. */
    readonly game: string,
    /** Each broken invariant, as a sentence naming the field (see `GameDefinition.invariants`). */
    readonly problems: readonly string[],
  ) {
    super(`snapshot is not a valid ${game} game: ${problems.slice(0, 3).join('; ')}${problems.length > 3 ? ` (and ${problems.length - 3} more)` : ''}`);
  }
}

/** Options of `createGame`. */
export interface CreateGameOptions {
  /**
   * A persisted snapshot (`actor.getPersistedSnapshot()`, possibly through JSON) to continue
   * instead of dealing a new game. It is checked with `definition.invariants(snapshot, input)`
   * first: a sound game, made for the same players and options as `input`.
   */
  snapshot?: unknown;
}

/**
 * Starts a game: validates `input` with `definition.parseInput`, optionally checks a persisted
 * snapshot to restore, and returns the started XState actor. Send it moves with `sendChecked`.
 * @param input the game's input, e.g. `{ players: 3, seed: 42 }` (options as in RULES.md).
 * @throws RangeError | TypeError from `parseInput`, naming the field and the allowed values
 *   (e.g. `RangeError: players must be an integer from 2 to 8 (got 0)`), synchronously.
 * @throws SnapshotError (a TypeError) when `options.snapshot` breaks the game's invariants.
 */
export function createGame<Input, Event extends GameEvent, View extends GameView, M extends AnyStateMachine>(
  definition: GameDefinition<Input, Event, View, M>,
  input: Input,
  options: CreateGameOptions = {},
): Actor<M> {
  const parsed = definition.parseInput(input);
  const restoring = options.snapshot !== undefined;
  if (restoring) {
    const problems = definition.invariants(options.snapshot, parsed);
    if (problems.length > 0) throw new SnapshotError(definition.id, problems);
  }
  const machine: AnyStateMachine = definition.machine;
  const actor = createActor(machine, restoring ? { input: parsed, snapshot: options.snapshot as never } : { input: parsed });
  // Never start an actor in error: XState would rethrow its error later, from a timer.
  const snapshot = actor.getSnapshot() as { status: string; error?: unknown };
  if (snapshot.status === 'error') {
    if (snapshot.error instanceof Error) throw snapshot.error;
    throw new TypeError(`the ${definition.id} game could not start (${String(snapshot.error)})`);
  }
  return actor.start() as unknown as Actor<M>;
}

/** The actor methods `sendChecked` uses. */
interface GameActorLike {
  getSnapshot(): unknown;
  send(event: never): void;
}

/**
 * Sends a move the one safe way: reads `event` once into a plain copy, asks `definition.check`
 * about that copy and, only when it is legal, sends that same copy to the actor. So the actor never
 * receives an event the game does not define (such as XState's own `xstate.stop`, which would stop
 * it) and a getter cannot answer differently between the check and the move. Never throws: a
 * stopped actor, or something that is not a definition and its actor, is refused with `not-running`.
 * @returns the verdict: `{ ok: true }`, or why the move was refused (the game is unchanged).
 */
export function sendChecked<Input, Event extends GameEvent, View extends GameView, M extends AnyStateMachine>(
  definition: GameDefinition<Input, Event, View, M>,
  actor: GameActorLike,
  event: unknown,
): Verdict {
  const read = readEvent(event);
  if ('refusal' in read) return read.refusal;
  let snapshot: { status?: unknown };
  try {
    snapshot = actor.getSnapshot() as { status?: unknown };
  } catch {
    return illegal('not-running', 'No game to send the move to: pass the actor createGame returned.');
  }
  // A stopped actor (actor.stop(), or XState's own xstate.stop) takes no event: nothing would happen.
  if (snapshot?.status === 'stopped') return illegal('not-running', 'The game was stopped; it takes no more moves.');
  let verdict: Verdict;
  try {
    verdict = definition.check(snapshot as never, read.event as Event);
  } catch (error) {
    return illegal('not-running', `The move could not be checked (${(error as Error).message}): pass a game definition and the actor createGame returned.`);
  }
  if (verdict.ok) actor.send(read.event as never);
  return verdict;
}
