/**
 * What `client.create(roomName, options)` may ask for (docs/online.md), validated: a bad option is
 * refused with a message naming it and what is allowed, before any room exists.
 */
import { BOT_LEVELS, type BotLevel, type GameEntry, shortName } from 'bluffhouse';
import { MAX_DEVICES_PER_SEAT } from 'bluffhouse/online';

/** A room's settings, from the creator's options. */
export interface RoomSettings {
  /** The game's validated input (players and options; the seed is the server's). */
  input: unknown;
  players: number;
  /** How many seats people take (the others are bots from the start). */
  humans: number;
  /** The level of every bot seat. */
  bots: BotLevel;
  /** Names given by the creator, seat by seat (joiners may name themselves). */
  names: string[];
  /** Pause before each bot move, in ms. */
  botDelay: number;
  /** How many devices may join one seat, 1..`MAX_DEVICES_PER_SEAT` (absent in older records: 1). */
  devicesPerSeat?: number;
  /** The game's options as the creator gave them (without players and seed): parsed again for `start { seats }` and `again`. */
  options?: Record<string, unknown>;
}

/** A TypeError naming the option at fault. */
const bad = (message: string) => new TypeError(message);

/**
 * The settings of a new room of `game` from the creator's `options`
 * (`{ players, humans?, bots?, names?, options?, botDelay?, devicesPerSeat? }`), and `source`: the input as given
 * to `parseInput` (its result is `input`), which starts the game at less cost than `input` (a
 * BiggieBills input parsed again checks its whole card tables again).
 * @throws TypeError / RangeError naming the option and what is allowed.
 */
export function roomSettings(game: GameEntry, options: unknown, seed: number): RoomSettings & { source: unknown } {
  const record = (options ?? {}) as Record<string, unknown>;
  if (typeof record !== 'object' || Array.isArray(record)) throw bad('options must be an object { players, humans, bots, names?, options? }');
  const players = record.players ?? game.players.min;
  const extra = record.options ?? {};
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra)) throw bad('options.options must be an object of the game\'s options');
  refuseDealtInputs(game, extra as Record<string, unknown>);
  const source = { ...extra, players, seed };
  const input = game.definition.parseInput(source);
  const count = (input as { players: number }).players;
  const humans = record.humans ?? count;
  if (typeof humans !== 'number' || !Number.isInteger(humans) || humans < 1 || humans > count) {
    throw new RangeError(`humans must be an integer from 1 to ${count} (got ${JSON.stringify(humans)})`);
  }
  const bots = record.bots ?? 'normal';
  if (!(BOT_LEVELS as readonly unknown[]).includes(bots)) throw new RangeError(`bots must be one of ${BOT_LEVELS.join(', ')} (got ${JSON.stringify(bots)})`);
  const names = record.names ?? [];
  if (!Array.isArray(names) || names.some((name) => typeof name !== 'string')) throw bad('names must be an array of strings, seat by seat');
  const botDelay = record.botDelay ?? 700;
  if (typeof botDelay !== 'number' || !Number.isInteger(botDelay) || botDelay < 0 || botDelay > 10_000) {
    throw new RangeError(`botDelay must be an integer from 0 to 10000 ms (got ${JSON.stringify(botDelay)})`);
  }
  const devicesPerSeat = record.devicesPerSeat ?? 1;
  if (typeof devicesPerSeat !== 'number' || !Number.isInteger(devicesPerSeat) || devicesPerSeat < 1 || devicesPerSeat > MAX_DEVICES_PER_SEAT) {
    throw new RangeError(`devicesPerSeat must be an integer from 1 to ${MAX_DEVICES_PER_SEAT} (got ${JSON.stringify(devicesPerSeat)})`);
  }
  if (record.host !== undefined && typeof record.host !== 'boolean') throw bad(`host must be true or false (got ${JSON.stringify(record.host)})`);
  const settings = { input, players: count, humans, bots: bots as BotLevel, names: (names as string[]).map(shortName), botDelay, devicesPerSeat };
  return { ...settings, options: { ...(extra as Record<string, unknown>) }, source };
}

/**
 * Online the server alone deals: an option naming one of the game's `dealtInputs` (its definition
 * lists the input fields that fix hidden information or the draw: `seed`, `first`, `hands`…) is
 * refused, whatever its value.
 * @throws RangeError `options.hands cannot be set online: the server deals`.
 */
export function refuseDealtInputs(game: GameEntry, options: Record<string, unknown>): void {
  const dealt = game.definition.dealtInputs ?? [];
  const field = dealt.find((name) => Object.hasOwn(options, name));
  if (field !== undefined) throw new RangeError(`options.${field} cannot be set online: the server deals`);
}

/** A joiner's name, trimmed and shortened; '' when none was given. */
export function joinName(options: unknown): string {
  const name = (options as { name?: unknown } | undefined)?.name;
  return typeof name === 'string' ? shortName(name) : '';
}

/**
 * The game's input for `players` seats dealt with `seed` (`start { seats }`, `again`): the
 * creator's options parsed again (a record without them: its parsed input).
 * @throws RangeError | TypeError from `parseInput` (a seat count out of the game's range).
 */
export function inputFor(game: GameEntry, settings: RoomSettings, players: number, seed: number): unknown {
  const options = settings.options ?? (settings.input as Record<string, unknown>);
  return game.definition.parseInput({ ...options, players, seed });
}
