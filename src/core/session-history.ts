/**
 * A session's record of its current game (src/core/session.ts): the seed, the accepted moves in
 * order and the bots' random source with the count of its draws, which a save hands the host's
 * store as a `SessionHistory` (core/record.ts writes it); and the replay of such a record, every
 * move checked again by the game's rules. No DOM, no Node module.
 */
import type { Actor, AnyStateMachine } from 'xstate';
import { readEvent } from './events.js';
import { createGame, sendChecked } from './game.js';
import { randomSource } from './rng.js';
import type { SessionHistory, SessionReplay } from './session-types.js';
import type { GameDefinition, GameEvent, GameView, Verdict } from './types.js';

/** XOR'd into a game's seed to seed its bots' random source: the bots never draw the deal's numbers. */
const BOT_SEED_MASK = 0x5eed;
/** The most bots' draws a replay moves their random source on by (a whole game's bots draw far fewer). */
export const MAX_BOT_DRAWS = 1_000_000;

/** The record of one game at a time: `begin` starts it, `apply` sends a move and keeps it when accepted. */
export class GameHistory {
  /** The game's seed and its accepted moves in order; null when it came from a snapshot without them. */
  private record: { seed: number; moves: GameEvent[] } | null = null;
  /** How many numbers the bots drew from `botRandom` in this game. */
  private botDraws = 0;
  private source: () => number = Math.random;

  /** The bots' random source (seeded by `begin`); each draw is counted. */
  readonly botRandom = (): number => {
    this.botDraws++;
    return this.source();
  };

  /**
   * A game's record begins: the bots' random source seeded from `seed` (XOR 0x5eed) and moved on by
   * the `botDraws` numbers already drawn; `moves` are the game's moves so far (kept, not copied), or
   * null when they are unknown (a snapshot without them: saves then have no history).
   */
  begin(seed: number, botDraws: number, moves: GameEvent[] | null): void {
    const source = randomSource(seed ^ BOT_SEED_MASK);
    for (let i = 0; i < botDraws; i++) source();
    this.source = source;
    this.botDraws = botDraws;
    this.record = moves ? { seed, moves } : null;
  }

  /** No game: nothing is kept until the next `begin`. */
  clear(): void {
    this.record = null;
  }

  /**
   * `sendChecked` with an event already read (`readEvent`), keeping the move when it is accepted
   * (listed before the actor hears it: the store, called during the send, saves it with the game).
   */
  apply<Input, Event extends GameEvent, View extends GameView, M extends AnyStateMachine>(
    definition: GameDefinition<Input, Event, View, M>,
    actor: Actor<AnyStateMachine>,
    event: GameEvent,
  ): Verdict {
    const moves = this.record?.moves;
    moves?.push(event);
    const verdict = sendChecked(definition, actor, event);
    if (!verdict.ok) moves?.pop();
    return verdict;
  }

  /**
   * The record as it is now, made when called (`SessionSave.history`): a fresh copy of the moves
   * kept so far, so a store that never reads it (the server) copies nothing; null without a record.
   */
  saved(): () => SessionHistory | null {
    const { record, botDraws } = this;
    if (!record) return () => null;
    const count = record.moves.length;
    return () => ({ seed: record.seed, moves: record.moves.slice(0, count), botDraws });
  }
}

/**
 * A game replayed from its record: a new deal from `replay.input`, then every move read and sent
 * through `sendChecked` again, so only a legal game can come out of a record.
 * @returns the running actor and the accepted moves (plain copies, in order).
 * @throws RangeError when `botDraws` is not a whole number from 0 to `MAX_BOT_DRAWS`; RangeError |
 *   TypeError from `parseInput`; Error naming the first move refused (its index, type and the verdict's reason).
 */
export function replayGame<Input, Event extends GameEvent, View extends GameView, M extends AnyStateMachine>(
  definition: GameDefinition<Input, Event, View, M>,
  { input, moves, botDraws }: SessionReplay<Input>,
): { actor: Actor<AnyStateMachine>; moves: GameEvent[] } {
  if (!Number.isSafeInteger(botDraws) || botDraws < 0 || botDraws > MAX_BOT_DRAWS) throw new RangeError(`the bots' draws must be a whole number from 0 to ${MAX_BOT_DRAWS} (got ${botDraws})`);
  const actor = createGame(definition, input) as unknown as Actor<AnyStateMachine>;
  const accepted: GameEvent[] = [];
  for (const [index, move] of moves.entries()) {
    const read = readEvent(move);
    const verdict = 'refusal' in read ? read.refusal : sendChecked(definition, actor, read.event);
    if (!verdict.ok) {
      actor.stop();
      throw new Error(`move ${index + 1} of ${moves.length} (${String((move as GameEvent | null)?.type)}) was refused: ${verdict.reason}`);
    }
    accepted.push((read as { event: GameEvent }).event);
  }
  return { actor, moves: accepted };
}
