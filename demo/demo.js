// Demo page wiring: the options form sets the element's attributes; the last game-over detail is shown.
const game = document.querySelector('#game');
const form = document.querySelector('#options');
const output = document.querySelector('#game-over');

form?.addEventListener('change', (event) => {
  const { name, value } = event.target;
  if (name === 'theme') {
    game.className = value ? `theme-${value}` : '';
    return;
  }
  if (value === '') game.removeAttribute(name);
  else game.setAttribute(name, value);
});

game?.addEventListener('game-over', (event) => {
  output.textContent = JSON.stringify(event.detail, null, 2);
});
game?.addEventListener('game-error', (event) => {
  output.textContent = `game-error: ${event.detail.message}`;
});
