// The "Play online" page's dealings with the game server's `GET /rooms/<CODE>` (docs/online.md,
// "Hosting"), apart from the page so that a test runs them against a real server: a typed or
// shared code finds its game and the teams a device may join; the create form's values become
// the table's attributes (the element validates them and shows its own message for a bad one).

/** A join code: 6 characters, no 0/O, 1/I/L (docs/online.md, "Create"). */
export const CODE = /^[2-9A-HJKMNP-Z]{6}$/;

/** `text` as a join code (trimmed, upper case), or null when it is not one. */
export function joinCode(text) {
  const code = String(text ?? '').trim().toUpperCase();
  return CODE.test(code) ? code : null;
}

/** The HTTP address of `GET /rooms/<code>` on the game server `server` (ws: → http:, wss: → https:). */
export function roomUrl(server, code) {
  const url = new URL(server);
  if (url.protocol === 'ws:') url.protocol = 'http:';
  if (url.protocol === 'wss:') url.protocol = 'https:';
  url.pathname = `${url.pathname.replace(/\/$/, '')}/rooms/${encodeURIComponent(code)}`;
  url.search = '';
  return url.href;
}

/**
 * Looks the room `code` up on `server`: `{ room }` (the server's answer: `game`, `started`,
 * `devicesPerSeat`, `seats` with `name`, `bot`, `devices`, `open`), or `{ problem }`, one sentence
 * (no such room, or the server cannot be reached).
 */
export async function findRoom(server, code, fetcher = fetch) {
  let response;
  try {
    response = await fetcher(roomUrl(server, code));
  } catch {
    return { problem: 'The game server cannot be reached.' };
  }
  if (response.status === 404) return { problem: `No game has the code ${code}: check the code or the link.` };
  if (!response.ok) return { problem: `The game server could not look the code up (HTTP ${response.status}): try again.` };
  const room = await response.json();
  return room && typeof room.game === 'string' ? { room } : { problem: 'The game server answered something unexpected.' };
}

/** The Team menu's first choice, its default: no seat named, so the server puts the phone on the open team with the fewest phones (teams fill evenly). */
export const ANY_TEAM = ['', 'Any team (the one with fewest phones)'];

/**
 * A seat's name as the Team menu shows it: a BiggieBills seat nobody named yet (the server's
 * "Player n") is "Team n", as the host screen on the projector calls it.
 */
function teamName(room, seat, index) {
  return room.game === 'biggie-bills' && seat.name === `Player ${index + 1}` ? `Team ${index + 1}` : seat.name;
}

/**
 * The Team menu of `room`, as `[value, label]` pairs, only when a seat takes several devices (else
 * the server gives the next free seat: `[]`): first `ANY_TEAM` (the default), then each seat that
 * is `open`, by its index ("Alpha (1 of 2 phones)"; "Team 2 (0 of 2 phones)" for a BiggieBills
 * team nobody named yet).
 */
export function teamChoices(room) {
  if (!room || !(room.devicesPerSeat > 1)) return [];
  const open = room.seats.flatMap((seat, index) => (seat.open ? [[index, `${teamName(room, seat, index)} (${seat.devices} of ${room.devicesPerSeat} phones)`]] : []));
  return open.length > 0 ? [ANY_TEAM, ...open] : [];
}

/** The table attributes of a join from the Team menu's value: `{}` for "Any team" (or no menu), else `{ seat }` (0-based). */
export function joinAttributes(teamValue) {
  const seat = String(teamValue ?? '').trim();
  return /^\d+$/.test(seat) ? { seat } : {};
}

/** The join form's status once a code's room is found: its game, and whether it is under way. */
export function foundStatus(title, room) {
  return `${title} game found${room.started ? ', already under way' : ''}.`;
}

/** The join form's name field: with several phones a team, the first phone of a team names it. */
export function nameLabel(room) {
  return room && room.devicesPerSeat > 1 ? 'Team name (the first phone of a team names it) / your name' : 'Your name';
}

/** BiggieBills' settings on the create form: form field → the table's attribute. */
export const GAME_SETTINGS = {
  'biggie-bills': { 'time-limit': 'time-limit', target: 'target', 'starting-cash': 'starting-cash', 'max-cycles': 'max-cycles' },
};

/**
 * The table attributes of a new room from the create form's values (`values`: field → text): the
 * players, the seats people take (`people` of them, the first), the bots' level, the devices per
 * team, and the game's own settings given (left empty: the game's default). Values go as typed.
 */
export function createAttributes(gameId, values) {
  const people = Number(values.people) || 1;
  const attributes = {
    players: String(values.players),
    humans: Array.from({ length: people }, (_, i) => i).join(','),
    bots: String(values.bots || 'normal'),
  };
  const devices = String(values['devices-per-seat'] ?? '').trim();
  if (devices && devices !== '1') attributes['devices-per-seat'] = devices;
  for (const [field, attribute] of Object.entries(GAME_SETTINGS[gameId] ?? {})) {
    const value = String(values[field] ?? '').trim();
    if (value) attributes[attribute] = value;
  }
  return attributes;
}

/**
 * Lays the Play online page (`root`: its document) out for a shared link (`online.html?room=<code>`)
 * this browser keeps no seat for: only the join form shows, under the page's title (the intro, the
 * "New room" form and any table go; the link to create a room instead stays under the form).
 * A phone that scanned the host's QR code sees what it needs on its first screen.
 */
export function showJoinOnly(root) {
  const part = (selector) => root.querySelector(selector);
  part('#intro').hidden = true;
  part('#create').hidden = true;
  part('#playing').hidden = true;
  part('#other-room').hidden = false;
  part('#forms').hidden = false;
}
