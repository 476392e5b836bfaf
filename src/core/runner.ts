/** Plays whole games with bots, through the machine: for tests, benchmarks and the bot arena. */
import type { AnyStateMachine, SnapshotFrom } from 'xstate';
import { createGame, sendChecked } from './game.js';
import type { Bot, GameDefinition, GameEvent, GameResult, GameView, Seat } from './types.js';

export interface PlayedGame<Event> {
  result: GameResult | null;
  /** Every event sent, in order (replaying them from the same input gives the same game). */
  events: Event[];
}

/**
 * Plays one game with a bot in every seat.
 * @param seatBots `seatBots[seat]` acts for that seat.
 * @param rng random source handed to the bots, in [0, 1).
 * @param maxMoves stops early (result null) after this many events.
 * @throws RangeError | TypeError for bad input (from `createGame`), naming the field.
 * @throws Error when a bot sends an event the game refuses (naming the seat and the reason).
 */
export function playGame<Input, Event extends GameEvent, View extends GameView, M extends AnyStateMachine>(
  definition: GameDefinition<Input, Event, View, M>,
  input: Input,
  seatBots: readonly Bot<View, Event>[],
  rng: () => number,
  { maxMoves = 100_000, onStep }: { maxMoves?: number; onStep?: (snapshot: SnapshotFrom<M>, event: Event) => void } = {},
): PlayedGame<Event> {
  const actor = createGame(definition, input);
  const events: Event[] = [];
  try {
    let snapshot = actor.getSnapshot() as SnapshotFrom<M>;
    while (definition.result(snapshot) === null && events.length < maxMoves) {
      const seat: Seat = definition.toAct(snapshot)[0]!;
      const event = seatBots[seat]!(definition.view(snapshot, seat), rng);
      const verdict = sendChecked(definition, actor, event);
      if (!verdict.ok) throw new Error(`seat ${seat} sent an illegal ${event.type}: ${verdict.reason}`);
      events.push(event);
      snapshot = actor.getSnapshot() as SnapshotFrom<M>;
      onStep?.(snapshot, event);
    }
    return { result: definition.result(snapshot), events };
  } finally {
    actor.stop();
  }
}
