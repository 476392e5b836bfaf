// The "Host a game" page (host.html): the settings form, or the host screen full-window. The form
// submits to this page (GET), so the settings are in the address; the table, with `host`, creates
// the room as its host and adds `room=<code>` to the address, so a reload (or the browser coming
// back to the address) shows the same room's host screen with the host ticket this browser kept.
// Addresses: host-settings.js.
import { registeredGames } from '../dist/components/games.js';
import { BOT_LEVELS, DEVICES, GAME_OPTIONS, hostAttributes, range, settingsFromQuery } from './host-settings.js';

const setup = document.querySelector('#setup');
const form = document.querySelector('#host-form');
const optionsBox = document.querySelector('#game-options');
const optionsTitle = document.querySelector('#game-options-title');
const screen = document.querySelector('#host-screen');

const byId = new Map(registeredGames.map((game) => [game.id, game]));

/** `select`'s options: `[value, text]` pairs; keeps the current value when it is still offered, else `preferred`. */
function fill(select, entries, preferred) {
  const keep = select.value || String(preferred);
  select.replaceChildren(...entries.map(([value, text]) => new Option(text, String(value))));
  select.value = entries.some(([value]) => String(value) === keep) ? keep : String(preferred ?? entries[0][0]);
}

/** The form's choices for its game: its team range and its own settings. */
function fitForm() {
  const game = byId.get(form.elements.game.value);
  const { min, max } = game.players;
  fill(form.elements.players, range(min, max).map((n) => [n, String(n)]), Math.min(max, Math.max(min, 5)));
  const own = GAME_OPTIONS[game.id] ?? [];
  optionsBox.hidden = own.length === 0;
  optionsTitle.textContent = `${game.title} settings (blank: the game's default)`;
  optionsBox.replaceChildren(optionsTitle, ...own.map((option) => {
    const label = document.createElement('label');
    const input = Object.assign(document.createElement('input'), {
      type: 'number', name: option.name, min: String(option.min), max: String(option.max), step: '1', placeholder: option.hint, inputMode: 'numeric',
    });
    label.append(option.label, input);
    return label;
  }));
}

/** Puts the host table of `settings` full-window. */
async function showHostScreen(settings) {
  const game = byId.get(settings.game);
  document.title = `${game.title}: host screen · bluffhouse demo`;
  await import(`../dist/cdn/${game.tag}.js`);
  const table = document.createElement(game.tag);
  table.id = 'game';
  for (const [name, value] of Object.entries(hostAttributes(settings, location.href))) table.setAttribute(name, value);
  setup.hidden = true;
  screen.hidden = false;
  screen.replaceChildren(table);
}

const settings = settingsFromQuery(location.search, registeredGames);
if (settings) {
  await showHostScreen(settings);
} else {
  fill(form.elements.game, registeredGames.map((game) => [game.id, game.title]), new URLSearchParams(location.search).get('game') ?? 'biggie-bills');
  fill(form.elements.devices, DEVICES.map((n) => [n, n === 1 ? '1 phone' : `up to ${n} phones`]), 1);
  fill(form.elements.bots, BOT_LEVELS, 'normal');
  form.elements.game.addEventListener('change', fitForm);
  // Blank settings stay out of the address (the game's defaults apply); back on the form, they are fields again.
  form.addEventListener('submit', () => {
    for (const input of form.querySelectorAll('input[type="number"]')) input.disabled = input.value.trim() === '';
  });
  addEventListener('pageshow', () => form.querySelectorAll('input').forEach((input) => (input.disabled = false)));
  fitForm();
  setup.hidden = false;
}
