/**
 * Every game of the registry (src/games.ts), for the engine tests that hold for every game
 * (starting games, events from outside, saved snapshots). Not a test file itself (the runner only
 * picks up `*.test.ts`).
 */
import type { Actor, AnyStateMachine } from 'xstate';
import { createGame, games, randomSource, sendChecked, type GameId } from '../../src/index.js';
import type { BotSet, GameDefinition, GameEvent, GameView } from '../../src/core/types.js';

export type AnyDefinition = GameDefinition<unknown, GameEvent, GameView>;

export interface GameUnderTest {
  /** The registry's id. */
  id: GameId;
  /** The registry's title, naming the game in test titles. */
  name: string;
  definition: AnyDefinition;
  bots: BotSet<GameView, GameEvent>;
  /** A small game for a seed. */
  input(seed: number): Record<string, unknown>;
}

/** What keeps a game short enough to play hundreds of times, beyond three players (or its nearest count). */
const SHORTER: Partial<Record<GameId, Record<string, unknown>>> = { 'biggie-bills': { maxCycles: 3 } };

export const GAMES: readonly GameUnderTest[] = games.map((game) => ({
  id: game.id,
  name: game.title,
  definition: game.definition as unknown as AnyDefinition,
  bots: game.bots as unknown as GameUnderTest['bots'],
  input: (seed) => ({ players: Math.min(Math.max(3, game.players.min), game.players.max), seed, ...SHORTER[game.id] }),
}));

/**
 * The game under test with the registry id `id`.
 * @throws Error when the registry has no such game.
 */
export function gameUnderTest(id: GameId): GameUnderTest {
  const found = GAMES.find((game) => game.id === id);
  if (!found) throw new Error(`no game "${id}" in the registry`);
  return found;
}

/** Starts a game of `game` (through `createGame`, as every host does). */
export const startGame = (game: GameUnderTest, seed: number): Actor<AnyStateMachine> =>
  createGame(game.definition, game.input(seed)) as unknown as Actor<AnyStateMachine>;

/**
 * Plays a game with normal bots and calls `visit` with the actor before each move (and once at the
 * end), `step` counting the moves made.
 */
export function playThrough(game: GameUnderTest, seed: number, visit: (actor: Actor<AnyStateMachine>, step: number) => void): void {
  const actor = startGame(game, seed);
  const rng = randomSource(seed);
  for (let step = 0; ; step++) {
    visit(actor, step);
    const snapshot = actor.getSnapshot();
    if (game.definition.result(snapshot) !== null) break;
    const seat = game.definition.toAct(snapshot)[0]!;
    const verdict = sendChecked(game.definition, actor, game.bots.normal(game.definition.view(snapshot, seat), rng));
    if (!verdict.ok) throw new Error(`${game.name}: a bot move was refused: ${verdict.reason}`);
  }
  actor.stop();
}

/** Persisted snapshots of a real game through JSON, every `every` moves and at the end. */
export function savedSnapshots(game: GameUnderTest, seed: number, every: number): Record<string, unknown>[] {
  const saves: Record<string, unknown>[] = [];
  playThrough(game, seed, (actor, step) => {
    const over = actor.getSnapshot().status !== 'active';
    if (step % every === 0 || over) saves.push(JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Record<string, unknown>);
  });
  return saves;
}

/** A persisted snapshot of a real game, through JSON, after `moves` moves (or at its end). */
export function savedAfter(game: GameUnderTest, seed: number, moves: number): { context: Record<string, unknown> } & Record<string, unknown> {
  let saved: Record<string, unknown> | null = null;
  playThrough(game, seed, (actor, step) => {
    if (saved === null && (step === moves || actor.getSnapshot().status !== 'active')) {
      saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot())) as Record<string, unknown>;
    }
  });
  return saved as unknown as { context: Record<string, unknown> } & Record<string, unknown>;
}
