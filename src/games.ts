/**
 * The game registry of the engine: every game the library has, one entry each. Everything that
 * serves all games (the bench, the engine tests, the element registry in components/games.ts, a
 * server) reads this list instead of naming games itself. Adding a game: its folder under src/
 * and one entry here (docs/architecture.md, "Adding a game").
 */
import * as bluffKing from './bluff-king/index.js';
import * as bluffingBillionaires from './bluffing-billionaires/index.js';
import * as biggieBills from './biggie-bills/index.js';
import type { RuleAction } from './core/machine.js';
import type { BotSet, GameDefinition, GameEvent, GameView, HostDuties } from './core/types.js';

/** One game, as everything that serves all games needs it. */
// The registry holds games of different input, event and view types; an entry of one game is a
// GameEntry of its own types, and code that serves every game sees them through these defaults.
/* eslint-disable @typescript-eslint/no-explicit-any -- the defaults stand for "some game's own type" */
export interface GameEntry<Input = any, Event extends GameEvent = any, View extends GameView = any> {
  /** The game's id, as `definition.id`; also the room name online and `?game=` on the embed page. */
  id: string;
  /** The game's name, for people. */
  title: string;
  /** The player counts the game allows (inclusive). */
  players: { min: number; max: number };
  definition: GameDefinition<Input, Event, View>;
  bots: BotSet<View, Event>;
  /** The machine's actions as pure rule functions, by action name (core/machine.ts). */
  ruleActions: Readonly<Record<string, RuleAction<any, any>>>;
  /** What a host does besides the players' moves: the bots' pace, events only it sends, a timed game's clock. */
  host: HostDuties<Event, View>;
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/**
 * A registry entry from a game module (`src/<game>/index.ts`), its id and its title.
 * @throws Error when `id` is not the module's `definition.id`.
 */
function entry<const Id extends string, Input, Event extends GameEvent, View extends GameView>(
  id: Id,
  title: string,
  game: {
    definition: GameDefinition<Input, Event, View>;
    bots: BotSet<View, Event>;
    ruleActions: GameEntry['ruleActions'];
    MIN_PLAYERS: number;
    MAX_PLAYERS: number;
    host: HostDuties<Event, View>;
  },
): GameEntry<Input, Event, View> & { id: Id } {
  const { definition, bots, ruleActions, MIN_PLAYERS: min, MAX_PLAYERS: max, host } = game;
  if (definition.id !== id) throw new Error(`the registry lists "${id}" for the game whose definition.id is "${definition.id}"`);
  return { id, title, players: { min, max }, definition, bots, ruleActions, host };
}

/** Every game, in the order the demo lists them. */
export const games = [
  entry('bluff-king', 'BluffKing', bluffKing),
  entry('bluffing-billionaires', 'Bluffing Billionaires', bluffingBillionaires),
  entry('biggie-bills', 'BiggieBills$$$', biggieBills),
] as const;

/** The id of a game in the registry. */
export type GameId = (typeof games)[number]['id'];

/** The registry entry of `id`, or undefined when no game has that id. */
export function gameById(id: string): GameEntry | undefined {
  return games.find((game) => game.id === id);
}
