// The "Play online" page (online.html): create a room or join one by code, on the game server
// that `npm start` runs on this page's own address (web-dev-server.config.mjs). The page only
// places a table with `server` and `room`; the table does the rest (lobby with the join code and
// link, Start, play). A code finds its game on the server (`GET /rooms/<code>`, online-rooms.js).
// Page addresses:
//   online.html                     the two forms;
//   online.html?game=<id>           the forms, that game chosen for a new room;
//   online.html?room=<code>[&game=<id>]  a shared link: the table comes back to its seat when this
//                                   browser keeps the seat's ticket, else only the join form (name,
//                                   and the team when a team has several devices). After "Create
//                                   room" the table itself adds `room=<code>` to the address: its
//                                   copyable link and a reload name the room;
//   online.html?game=biggie-bills&room=<code>&view=moderator  the room's moderator display, a
//                                   watcher (the "moderator view" link a BiggieBills room's creator
//                                   gets; a phone that joined a seat has none).
import { registeredGames } from '../dist/components/games.js';
import { createAttributes, findRoom, foundStatus, joinAttributes, joinCode, nameLabel, showJoinOnly, teamChoices } from './online-rooms.js';

const forms = document.querySelector('#forms');
const createForm = document.querySelector('#create');
const joinForm = document.querySelector('#join');
const playing = document.querySelector('#playing');
const playingTitle = document.querySelector('#playing-title');
const tableSlot = document.querySelector('#table');
const intro = document.querySelector('#intro');
const pageHead = document.querySelector('#page-head');
const joinNameLabel = document.querySelector('#join-name-label');
const moderator = document.querySelector('#moderator');
const moderatorLink = document.querySelector('#moderator-link');
const seatNote = document.querySelector('#seat-note');
const teamChoice = document.querySelector('#team-choice');
const joinStatus = document.querySelector('#join-status');
const biggieBillsSettings = document.querySelector('#biggie-bills-settings');
/** The game whose board has a moderator view (`view="moderator"`, a watcher online). */
const MODERATED = 'biggie-bills';
/**
 * The table's problems that leave this page without a seat (nothing to come back to); `seat-released`:
 * the host freed this team's seat or handed it to a bot, and this phone watches now.
 */
const NO_SEAT = new Set(['room-not-found', 'room-full', 'seat-full', 'wrong-game', 'game-over', 'room-gone', 'seat-taken', 'seat-released']);

const NAME_KEY = 'bluffhouse-demo-online-name';
/** The rooms this browser created on this page (their codes, the latest last): their creator keeps the moderator link. */
const CREATED_KEY = 'bluffhouse-demo-online-created';

/** The game server: this page's own host and port, as a WebSocket URL. */
const server = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;

const byId = new Map(registeredGames.map((game) => [game.id, game]));

/** `select`'s options: `[value, text]` pairs; keeps the current value when it is still offered. */
function fill(select, entries, preferred) {
  const keep = select.value || String(preferred);
  select.replaceChildren(...entries.map(([value, text]) => new Option(text, String(value))));
  select.value = entries.some(([value]) => String(value) === keep) ? keep : String(entries[0][0]);
}

/** Numbers from `min` to `max`. */
const range = (min, max) => Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** The create form's player and people choices for its game. */
function fitCreateForm() {
  const { players } = byId.get(createForm.elements.game.value);
  fill(createForm.elements.players, range(players.min, players.max).map((n) => [n, String(n)]), Math.min(players.max, Math.max(players.min, 4)));
  const count = Number(createForm.elements.players.value);
  fill(createForm.elements.people, range(1, count).map((n) => [n, n === 1 ? 'Just me (others are bots)' : `${n} people`]), Math.min(2, count));
  biggieBillsSettings.hidden = createForm.elements.game.value !== 'biggie-bills';
}

/**
 * Whether this browser keeps a seat ticket for room `code` (the table's, in localStorage; in
 * sessionStorage, per tab, where the page has no Web Locks): then the table takes that seat back.
 */
function holdsSeat(code) {
  const key = `bluffhouse:${server}:${code}`;
  try {
    return localStorage.getItem(key) !== null || sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function savedName() {
  try {
    return localStorage.getItem(NAME_KEY) ?? '';
  } catch {
    return ''; // Storage may be unavailable (private mode).
  }
}

function saveName(name) {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    // The name is just not remembered.
  }
}

/** Whether this browser created room `code` here (then it hosts a friends' room and may open its moderator view). */
function created(code) {
  try {
    return JSON.parse(localStorage.getItem(CREATED_KEY) ?? '[]').includes(code);
  } catch {
    return false;
  }
}

/** Remembers that this browser created room `code` (the last 20 rooms). */
function rememberCreated(code) {
  try {
    const codes = JSON.parse(localStorage.getItem(CREATED_KEY) ?? '[]').filter((kept) => kept !== code);
    localStorage.setItem(CREATED_KEY, JSON.stringify([...codes, code].slice(-20)));
  } catch {
    // Storage may be unavailable: after a reload the creator just has no moderator link.
  }
}

/** Shows the forms, with `message` (a problem with the page address) on top when given. */
function showForms(message) {
  forms.hidden = false;
  playing.hidden = true;
  if (message) {
    const problem = Object.assign(document.createElement('p'), { className: 'online-problem', textContent: message });
    problem.setAttribute('role', 'alert');
    intro.after(problem);
  }
}

/**
 * Puts `game`'s table on the page: `room` is `new` (then `attributes` are the new room's, from
 * createAttributes) or a join code (then `attributes` may name the `seat` to join); `name` is this
 * person's name ('' for the table's default); `watch`: the moderator display, joining as a watcher.
 */
async function showTable(game, room, name, attributes = {}, watch = false) {
  // At the table the page is the table: the heading and intro go, the room and "Leave" take one line.
  pageHead.hidden = true;
  forms.hidden = true;
  playing.hidden = false;
  const title = (code) => (code ? `${game.title} · ${watch ? 'moderator view of room' : 'room'} ${code}` : `${game.title} · new room`);
  playingTitle.textContent = title(room === 'new' ? null : room);
  await import(`../dist/cdn/${game.tag}.js`);
  const table = document.createElement(game.tag);
  table.id = 'game';
  table.setAttribute('server', server);
  if (watch) table.setAttribute('view', 'moderator');
  // A BiggieBills room offers its moderator view (the code is in the address once the room exists)
  // to its creator only (a friends' room's host): a phone that joined plays its seat, not a projector.
  moderator.hidden = watch || game.id !== MODERATED || !(room === 'new' || created(room));
  seatNote.hidden = watch;
  moderatorLink.addEventListener('click', () => {
    const code = new URLSearchParams(location.search).get('room');
    moderatorLink.href = code ? `online.html?game=${MODERATED}&room=${code}&view=moderator` : 'online.html';
  });
  // Without a `room` attribute the table follows this page's address: no `room=` there, it creates a
  // room and writes `room=<code>` into the address, so a reload comes back to the same seat.
  if (room !== 'new') table.setAttribute('room', room);
  // A new room's players, people, bots, devices per team and the game's settings, as typed: a bad
  // value shows the table's own message. Joining, the team chosen (`seat`).
  for (const [attribute, value] of Object.entries(attributes)) table.setAttribute(attribute, value);
  // Online, the first of the table's `names` is this person's name (commas separate names).
  if (name) table.setAttribute('names', name.replaceAll(',', ' '));
  // Once the room exists, the address names it (the table writes `room=<code>` there, with no
  // event): a new room's title shows its code, and this browser remembers it created that room.
  if (room === 'new') {
    const named = setInterval(() => {
      const code = joinCode(new URLSearchParams(location.search).get('room'));
      if (!code) return;
      clearInterval(named);
      playingTitle.textContent = title(code);
      rememberCreated(code);
    }, 250);
  }
  table.addEventListener('game-start', (event) => {
    // A watcher (the moderator view, a finished game's link) holds no seat to come back to.
    seatNote.hidden = event.detail.humans.length === 0;
  });
  table.addEventListener('game-error', (event) => {
    if (NO_SEAT.has(event.detail.code)) seatNote.hidden = true;
  });
  tableSlot.replaceChildren(table);
}

fill(createForm.elements.game, registeredGames.map((game) => [game.id, game.title]), registeredGames[0].id);
for (const form of [createForm, joinForm]) form.elements.name.value = savedName();
createForm.elements.game.addEventListener('change', fitCreateForm);
createForm.elements.players.addEventListener('change', fitCreateForm);

createForm.addEventListener('submit', (event) => {
  event.preventDefault();
  const { game, name } = createForm.elements;
  saveName(name.value.trim());
  const values = Object.fromEntries(new FormData(createForm));
  // The table's copyable link is this address with `room=<code>`: it names the game too.
  history.pushState(null, '', `?game=${encodeURIComponent(game.value)}`);
  void showTable(byId.get(game.value), 'new', name.value.trim(), createAttributes(game.value, values));
});

/** The room the join form's code names, as the server last told it (or null). */
let found = null;

/** Looks the join form's code up: its game, and its teams when a team takes several devices. */
async function lookUp() {
  const code = joinCode(joinForm.elements.room.value);
  found = null;
  teamChoice.hidden = true;
  joinNameLabel.textContent = nameLabel(null);
  joinStatus.textContent = '';
  if (!code) return null;
  const answer = await findRoom(server, code);
  if (joinCode(joinForm.elements.room.value) !== code) return null; // typed on meanwhile
  if (answer.problem) {
    joinStatus.textContent = answer.problem;
    return null;
  }
  const game = byId.get(answer.room.game);
  if (!game) {
    joinStatus.textContent = `This code is of a game this page does not offer (${answer.room.game}).`;
    return null;
  }
  found = answer.room;
  // Several phones a team: the menu's default is "Any team" (no seat named: the server fills teams evenly).
  const teams = teamChoices(found);
  if (teams.length > 0) fill(joinForm.elements.seat, teams, teams[0][0]);
  teamChoice.hidden = teams.length === 0;
  joinNameLabel.textContent = nameLabel(found);
  joinStatus.textContent = foundStatus(game.title, found);
  return found;
}

joinForm.elements.room.addEventListener('input', () => void lookUp());

joinForm.addEventListener('submit', async (event) => {
  event.preventDefault();
  const { room, name, seat } = joinForm.elements;
  const code = joinCode(room.value);
  const facts = found?.code === code ? found : await lookUp();
  if (!facts) return;
  saveName(name.value.trim());
  history.pushState(null, '', `?game=${encodeURIComponent(facts.game)}&room=${code}`);
  void showTable(byId.get(facts.game), code, name.value.trim(), teamChoice.hidden ? {} : joinAttributes(seat.value));
});

// Back and forward between the forms and a table: the page follows its address.
addEventListener('popstate', () => location.reload());

const params = new URLSearchParams(location.search);
const gameId = params.get('game');
const given = params.get('room');
const code = joinCode(given);
const game = gameId ? byId.get(gameId) : undefined;
if (game) createForm.elements.game.value = game.id;
fitCreateForm();

if (gameId && !game) showForms(`There is no game "${gameId}" here: choose one of ${registeredGames.map((g) => g.title).join(', ')}.`);
else if (given && !code) {
  joinForm.elements.room.value = given;
  showForms(`"${given}" is not a join code: 6 letters and digits (no 0, O, 1, I or L).`);
} else if (code && game?.id === MODERATED && params.get('view') === 'moderator') void showTable(game, code, '', {}, true);
else if (code && game && holdsSeat(code)) void showTable(game, code, savedName());
else if (code) {
  // A shared link, no seat here: only the join form (the code filled in, its game and teams found).
  joinForm.elements.room.value = code;
  showJoinOnly(document);
  void lookUp().then((facts) => {
    // A seat kept under a link without `game`: its game found, straight back to the seat.
    if (facts && holdsSeat(code)) void showTable(byId.get(facts.game), code, savedName());
  });
  joinForm.elements.name.focus();
} else showForms();
