// The "Host a game" page's settings (host.html, host.js), kept apart from the page so a test reads
// them: the page address <-> the settings <-> the host table's attributes. No DOM here.
//   host.html                               the settings form;
//   host.html?game=<id>&players=…&open=1   the host screen of a new room with those settings (the
//                                           form's own GET submission); the table then adds
//                                           `room=<code>` to the address;
//   host.html?game=<id>&room=<code>…       the host screen of that room again (a reload: the table
//                                           joins with the host ticket this browser kept).

/** The bots' levels, as the tables' `bots` attribute takes them. */
export const BOT_LEVELS = [['easy', 'Easy'], ['normal', 'Normal'], ['hard', 'Hard']];

/** How many devices may share one team's seat (the tables' `devices-per-seat`, 1–6). */
export const DEVICES = [1, 2, 3, 4, 5, 6];

/**
 * A game's own settings, by game id: each a table attribute (README, the game's section), its
 * label and its range; a blank field keeps the game's default.
 */
export const GAME_OPTIONS = {
  'biggie-bills': [
    { name: 'time-limit', label: 'Time limit (minutes)', min: 1, max: 600, hint: 'none' },
    { name: 'target', label: 'Target ($M)', min: 1, max: 1000000, hint: '1000' },
    { name: 'starting-cash', label: 'Starting cash ($M)', min: 0, max: 1000000, hint: '200' },
    { name: 'max-cycles', label: 'Cycle limit', min: 1, max: 100, hint: 'none' },
  ],
};

/** The players' page, for the join link and QR code: the Play online page with this game chosen. */
export const PLAYERS_PAGE = 'online.html';

/** Numbers from `min` to `max`. */
export const range = (min, max) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** `value` as a whole number within `[min, max]`, or null (blank, not a number, out of range). */
function whole(value, min, max) {
  if (value === null || value.trim() === '' || !/^\d+$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * The host screen's settings from the page address's query (`location.search`), or null when the
 * address asks for the form (no known game, or neither `open` nor `room`).
 * @param {string} search the query, with or without `?`.
 * @param {{ id: string, players: { min: number, max: number } }[]} games the registry's games.
 * @returns {{ game: string, room: string | null, players: number | null, bots: string,
 *   devices: number, options: Record<string, number> } | null} bad or missing values are left out
 *   (the table's defaults apply).
 */
export function settingsFromQuery(search, games) {
  const query = new URLSearchParams(search);
  const game = games.find((g) => g.id === query.get('game'));
  if (!game || !(query.has('open') || query.has('room'))) return null;
  const options = {};
  for (const option of GAME_OPTIONS[game.id] ?? []) {
    const value = whole(query.get(option.name), option.min, option.max);
    if (value !== null) options[option.name] = value;
  }
  const bots = query.get('bots');
  return {
    game: game.id,
    room: query.get('room'),
    players: whole(query.get('players'), game.players.min, game.players.max),
    bots: BOT_LEVELS.some(([level]) => level === bots) ? bots : 'normal',
    devices: whole(query.get('devices'), 1, DEVICES.length) ?? 1,
    options,
  };
}

/**
 * The host table's attributes for `settings`, on a page at `page` (a URL): the game server at the
 * page's own origin (`ws:`/`wss:`), `host`, the settings, and `join-url` (the players' page with
 * this game chosen; the table adds `room=<code>`). No `room` attribute: the table creates a room
 * and writes its code into the address, or joins the address's `room` on a reload.
 * @returns {Record<string, string>}
 */
export function hostAttributes(settings, page) {
  const url = new URL(page);
  const attributes = {
    server: `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`,
    host: '',
    bots: settings.bots,
    'devices-per-seat': String(settings.devices),
    'join-url': new URL(`${PLAYERS_PAGE}?game=${encodeURIComponent(settings.game)}`, url).href,
  };
  if (settings.players !== null) attributes.players = String(settings.players);
  for (const [name, value] of Object.entries(settings.options)) attributes[name] = String(value);
  return attributes;
}
