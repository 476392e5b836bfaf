/**
 * A pasted game link (the embed page's address with its query, `/embed/?game=bluff-king&players=4`)
 * checked without a browser, for the oEmbed endpoint (server/embed-site.ts): a link whose game
 * would not start in the page is refused there, naming the query name at fault, instead of giving
 * a frame that shows an error.
 *
 * The checks are the page's and the element's own: the page's names through `readQuery`
 * (query.ts); the element's attribute names (`embedAttributes`, which test/embed/link.test.ts
 * compares with each element's observed attributes); `players`, `seed` and the game options
 * through the engine's `parseInput`, as the element's settings are (BK-1, BB-2, BG-2, BG-7a…);
 * `bots`, `humans`, `bot-delay`, `view`, and `host`/`seat`/`devices-per-seat` without `server`,
 * as the element reads them (`lang` takes any tag: the element falls back to English). What only
 * a browser can check, a `--bluff-*` value (`CSS.supports`), and the finer online settings (a
 * join code's letters, a seat with `host`), are checked for their form here and fully by the
 * page, which shows its message.
 */
import { BOT_LEVELS } from '../core/players.js';
import { errorField } from '../core/input.js';
import { gameById, games, type GameEntry } from '../games.js';
import { readQuery, type QueryProblem } from './query.js';

/** The attributes every table observes (components/internal/table/table-attributes.ts). */
export const TABLE_ATTRIBUTES = [
  'players', 'seed', 'bots', 'humans', 'names', 'bot-delay', 'persist-key', 'server', 'room', 'host',
  'seat', 'devices-per-seat', 'join-url', 'lang',
] as const;

/** Each game's own option attributes → the engine input field each sets (the elements' `optionAttributes`). */
export const OPTION_ATTRIBUTES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'bluff-king': { decks: 'decks', 'max-play': 'maxPlay' },
  'bluffing-billionaires': { 'hand-size': 'handSize' },
  'biggie-bills': { 'starting-cash': 'startingCash', target: 'target', 'max-cycles': 'maxCycles', 'time-limit': 'timeLimitMinutes' },
};

/** Players when `players` is absent: every element's `defaultPlayers`. */
const DEFAULT_PLAYERS = 4;

/** Attributes a game's element has besides the table's and its options. */
const OTHER_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { 'biggie-bills': ['view', 'tables-src'] };

/** Every attribute name the element of `gameId` observes, in the order the page's message lists them. */
export function embedAttributes(gameId: string): string[] {
  return [...TABLE_ATTRIBUTES, ...Object.keys(OPTION_ATTRIBUTES[gameId] ?? {}), ...(OTHER_ATTRIBUTES[gameId] ?? [])];
}

/** What a link asks for, once checked. */
export interface CheckedLink {
  /** The game's registry entry; null when `game` is missing or names no game. */
  game: GameEntry | null;
  /** The number of players the game will have (the element's default, 4, when absent). */
  players: number;
  /** The query's names and values as given, in order (the iframe's address carries the same). */
  params: [name: string, value: string][];
  /** Every problem, each naming its query name; empty when the page would start the game. */
  problems: QueryProblem[];
}

/** A whole number as the element reads one (`integerAttribute`), or undefined when blank; NaN when it is no whole number. */
function wholeNumber(text: string | undefined): number | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  return /^-?\d+$/.test(text.trim()) && Number.isSafeInteger(Number(text.trim())) ? Number(text.trim()) : NaN;
}

/** The element's `humans` check: seats 0..players-1 separated by commas or spaces, `none` or `all`. */
function humansProblem(raw: string, players: number): string | null {
  const text = raw.trim().toLowerCase();
  if (text === '' || text === 'none' || text === 'all') return null;
  const bad = text.split(/[\s,]+/).some((part) => !/^\d+$/.test(part) || Number(part) >= players);
  return bad ? `humans must list seats from 0 to ${players - 1} (comma-separated), "none" or "all" (got "${raw}")` : null;
}

/** A `--bluff-*` value that cannot be a CSS value in a declaration (the page checks the rest with `CSS.supports`). */
const BAD_CSS_VALUE = /[;{}<>\\]|^\s*$/;

/** The problems of the element attributes of `game`'s link, given the query's values by name. */
function attributeProblems(game: GameEntry, values: ReadonlyMap<string, string>, players: number): QueryProblem[] {
  const problems: QueryProblem[] = [];
  const options = OPTION_ATTRIBUTES[game.id] ?? {};
  const input: Record<string, unknown> = { players, seed: 0 };
  for (const name of ['players', 'seed', ...Object.keys(options)]) {
    const number = wholeNumber(values.get(name));
    const field = name === 'players' || name === 'seed' ? name : options[name]!;
    // Text that is no whole number: the engine's own words, with the allowed range, as the page shows them.
    if (Number.isNaN(number) && name !== 'seed') input[field] = values.get(name)!.trim();
    else if (Number.isNaN(number)) problems.push({ name, message: `${name} must be a whole number (got "${values.get(name)}")` });
    else if (number !== undefined && name !== 'players') input[field] = number;
  }
  if (problems.length === 0) {
    try {
      game.definition.parseInput(input);
    } catch (error) {
      const field = errorField(error);
      const name = field === 'players' || field === 'seed' ? field : Object.keys(options).find((attribute) => options[attribute] === field);
      const message = Object.entries(options).reduce((text, [attribute, inputField]) => text.replaceAll(inputField, attribute), (error as Error).message);
      problems.push({ name: name ?? 'game', message });
    }
  }
  const bots = values.get('bots');
  if (bots !== undefined && bots.trim() !== '' && !(BOT_LEVELS as readonly string[]).includes(bots.trim().toLowerCase())) {
    problems.push({ name: 'bots', message: `bots must be one of ${BOT_LEVELS.join(', ')} (got "${bots}")` });
  }
  const humans = values.get('humans');
  const humansText = humans === undefined ? null : humansProblem(humans, players);
  if (humansText) problems.push({ name: 'humans', message: humansText });
  const delay = wholeNumber(values.get('bot-delay'));
  if (delay !== undefined && !(delay >= 0 && delay <= 60_000)) {
    problems.push({ name: 'bot-delay', message: `bot-delay must be from 0 to 60000 ms (got "${values.get('bot-delay')}")` });
  }
  const view = values.get('view');
  if (view !== undefined && view !== '' && !['player', 'moderator'].includes(view)) {
    problems.push({ name: 'view', message: `view must be one of player, moderator (got "${view}")` });
  }
  const server = values.get('server');
  if (server !== undefined && server.trim() !== '' && !/^(wss?|https?):\/\/[^\s/]+/i.test(server.trim())) {
    problems.push({ name: 'server', message: `server must be the game server's URL, starting with ws:, wss:, http: or https: (got "${server}")` });
  }
  // The element's online settings: what only an online game has (its finer checks are the page's).
  const online = ['host', 'seat', 'devices-per-seat'].find((name) => values.has(name) && (name === 'host' || values.get(name)!.trim() !== ''));
  if (online && (server === undefined || server.trim() === '')) {
    problems.push({ name: online, message: `${online} needs server: only an online game has a host, seats to join and devices (got no server)` });
  }
  return problems;
}

/**
 * Checks the query of a game link (`search`: `?game=…&…`, with or without `?`). Never throws.
 * A name given twice counts once, with its last value, as the page reads it.
 */
export function checkEmbedLink(search: string): CheckedLink {
  const params = [...new URLSearchParams(search)];
  const query = readQuery(search);
  const game = query.game === null ? null : gameById(query.game) ?? null;
  const problems: QueryProblem[] = [];
  if (!game) {
    const list = games.map(({ id }) => id).join(', ');
    problems.push({ name: 'game', message: query.game === null ? `game is missing; use one of ${list}` : `game: "${query.game}" is not a game; use one of ${list}` });
    return { game, players: 0, params, problems: [...problems, ...query.problems] };
  }
  for (const { name, value } of query.properties.map(([name, value]) => ({ name, value }))) {
    if (BAD_CSS_VALUE.test(value)) problems.push({ name, message: `${name}: "${value}" is not a CSS value` });
  }
  const observed = embedAttributes(game.id);
  const values = new Map(query.attributes);
  for (const [name] of query.attributes) {
    if (!observed.includes(name)) problems.push({ name, message: `${name} is not a query name of the embed page for ${game.id}; use game, theme, parent-origin, a --bluff-* custom property or an attribute of its element: ${observed.join(', ')}` });
  }
  const given = wholeNumber(values.get('players'));
  const players = given !== undefined && !Number.isNaN(given) ? given : DEFAULT_PLAYERS;
  return { game, players, params, problems: [...query.problems, ...problems, ...attributeProblems(game, values, players)] };
}
