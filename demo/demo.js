// Demo page wiring. This script runs before the element's script (document order), so the saved
// options are on the element before it starts and a saved game resumes with the same settings.
import { embedPanel } from './embed-panel.js';

const game = document.querySelector('#game');
const form = document.querySelector('#options');
const output = document.querySelector('#game-over');
const intro = document.querySelector('#intro');
const STORE = `bluffhouse-demo-${game.localName}-options`;

// The intro line for each "People" choice: the page's own text, or these.
const INTRO = {
  '0': intro.textContent,
  '0,1': 'Two people share this screen (the first two seats): pass the device when asked.',
  none: 'The bots play each other; watch the log.',
};

function apply(name, value) {
  if (name === 'theme') game.className = value ? `theme-${value}` : '';
  else if (value === '') game.removeAttribute(name);
  else game.setAttribute(name, value);
  if (name === 'humans') intro.textContent = INTRO[value] ?? INTRO['0'];
}

let saved = {};
try {
  saved = JSON.parse(localStorage.getItem(STORE) ?? '{}') ?? {};
} catch {
  saved = {};
}
for (const [name, value] of Object.entries(saved)) {
  const field = form.elements.namedItem(name);
  if (field) {
    field.value = value;
    apply(name, value);
  }
}

// "Copy embed code" (demo/embed-panel.js), after the page's last section.
embedPanel(document.querySelector('main'), form, game.localName);

form.addEventListener('change', (event) => {
  const { name, value } = event.target;
  apply(name, value);
  saved[name] = value;
  try {
    localStorage.setItem(STORE, JSON.stringify(saved));
  } catch {
    // Storage may be unavailable (private mode); the demo still works.
  }
});

game.addEventListener('game-over', (event) => {
  output.textContent = JSON.stringify(event.detail, null, 2);
});
game.addEventListener('game-start', () => {
  output.textContent = '(finish a game to see it)';
});
game.addEventListener('game-error', (event) => {
  output.textContent = `game-error: ${event.detail.message}`;
});
