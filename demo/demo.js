// Demo page wiring. This script runs before the element's script (document order), so the saved
// options are on the element before it starts and a saved game resumes with the same settings.
import { iframeSnippet, tagSnippet } from './embed-code.js';

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

// "Copy embed code": the iframe and tag snippets for the form's current values (demo/embed-code.js).
const embedIframe = document.querySelector('#embed-iframe');
const embedTag = document.querySelector('#embed-tag');
const embedStatus = document.querySelector('#embed-status');

function showEmbedCode() {
  if (!embedIframe || !embedTag) return;
  const options = Object.fromEntries(new FormData(form));
  try {
    embedIframe.value = iframeSnippet(game.localName, options, { origin: location.origin });
    embedTag.value = tagSnippet(game.localName, options, { origin: location.origin });
  } catch (error) {
    embedIframe.value = embedTag.value = '';
    if (embedStatus) embedStatus.textContent = error.message;
  }
}

/** Copies the text area's snippet; where the clipboard is refused, selects it for Ctrl+C / ⌘C. */
async function copyEmbedCode(area) {
  try {
    await navigator.clipboard.writeText(area.value);
    embedStatus.textContent = 'Copied.';
  } catch {
    area.focus();
    area.select();
    embedStatus.textContent = 'Selected: press Ctrl+C (⌘C on a Mac) to copy.';
  }
}

for (const button of document.querySelectorAll('[data-copy]')) {
  const area = document.getElementById(button.dataset.copy);
  if (area) button.addEventListener('click', () => copyEmbedCode(area));
}
showEmbedCode();

form.addEventListener('change', (event) => {
  const { name, value } = event.target;
  apply(name, value);
  showEmbedCode();
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
