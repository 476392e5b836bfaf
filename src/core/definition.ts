/**
 * Builds a game's `GameDefinition` from functions of its phase and context (docs/architecture.md,
 * "The engine contract"). Every game's rules work on `(phase, context)`; this module is the one
 * place that reads them off an XState snapshot, and the one place a view's seat is validated.
 */
import type { AnyStateMachine, ContextFrom, SnapshotFrom } from 'xstate';
import { integerIn } from './input.js';
import type { GameDefinition, GameEvent, GameResult, GameView, Seat, Verdict } from './types.js';

/** What a game supplies; `Phase` is the state it waits in (`'over'` when the game has ended). */
export interface GameParts<Input, Event extends GameEvent, View extends GameView, Machine extends AnyStateMachine, Phase, Result extends GameResult> {
  id: string;
  machine: Machine;
  /** The phase a snapshot waits in. */
  phaseOf(snapshot: SnapshotFrom<Machine>): Phase;
  /** The number of seats of a game in this context. */
  players(context: ContextFrom<Machine>): number;
  /** The seats the game waits for in this phase; `[]` when it is over. */
  toAct(phase: Phase, context: ContextFrom<Machine>): Seat[];
  /** The game's `check`, as its guards call it. */
  checkEvent(phase: Phase, context: ContextFrom<Machine>, event: Event): Verdict;
  /** What `seat` may know (null: a spectator); `seat` is already known to be in range. */
  viewOf(context: ContextFrom<Machine>, phase: Phase, seat: Seat | null): View;
  gameResult(context: ContextFrom<Machine>): Result | null;
  parseInput(input: unknown): Input;
  invariants(snapshot: unknown, input?: Input): string[];
  /** The input fields that fix hidden information or the draw (`GameDefinition.dealtInputs`). */
  dealtInputs?: readonly string[];
}

/** A game's definition, whose `result` may carry more than the contract's `GameResult`. */
export type DefinitionOf<Input, Event extends GameEvent, View extends GameView, Machine extends AnyStateMachine, Result extends GameResult> =
  Omit<GameDefinition<Input, Event, View, Machine>, 'result'> & { result(snapshot: SnapshotFrom<Machine>): Result | null };

/**
 * The `GameDefinition` of a game from its parts. Its `view` throws a RangeError/TypeError naming
 * `seat` when the seat is not null and not one of the game's seats.
 */
export function gameDefinition<Input, Event extends GameEvent, View extends GameView, Machine extends AnyStateMachine, Phase, Result extends GameResult>(
  parts: GameParts<Input, Event, View, Machine, Phase, Result>,
): DefinitionOf<Input, Event, View, Machine, Result> {
  const { phaseOf } = parts;
  const contextOf = (snapshot: SnapshotFrom<Machine>) => (snapshot as { context: ContextFrom<Machine> }).context;
  return {
    id: parts.id,
    machine: parts.machine,
    toAct: (snapshot) => parts.toAct(phaseOf(snapshot), contextOf(snapshot)),
    check: (snapshot, event) => parts.checkEvent(phaseOf(snapshot), contextOf(snapshot), event),
    view: (snapshot, seat) => {
      if (seat !== null) integerIn('seat', seat, 0, parts.players(contextOf(snapshot)) - 1);
      return parts.viewOf(contextOf(snapshot), phaseOf(snapshot), seat);
    },
    result: (snapshot) => parts.gameResult(contextOf(snapshot)),
    parseInput: parts.parseInput,
    invariants: parts.invariants,
    ...(parts.dealtInputs ? { dealtInputs: Object.freeze([...parts.dealtInputs]) } : {}),
  };
}
