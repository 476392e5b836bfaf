// The demo index: one line per game of the registry (components/games.ts, built to
// dist/components by `npm run build`), in its order: the title linking to `<id>.html`, the table's
// @summary from custom-elements.json (the JSDoc of its class) and the player range. Served by
// `npm start`, whose dev server resolves the engine's bare imports (web-dev-server.config.mjs).
import { registeredGames } from '../dist/components/games.js';

const list = document.querySelector('#games');

/** Each table's one-sentence @summary, by tag; none when the manifest is missing (not built yet). */
async function summaries() {
  try {
    const manifest = await (await fetch('../custom-elements.json')).json();
    const declarations = manifest.modules.flatMap((module) => module.declarations ?? []);
    return new Map(declarations.filter((d) => d.tagName && d.summary).map((d) => [d.tagName, d.summary]));
  } catch {
    return new Map();
  }
}

/** The summary without the title it starts with ("BluffKing: claim, bluff…" gives "claim, bluff…"). */
function withoutTitle(summary, title) {
  return summary.startsWith(`${title}: `) ? summary.slice(title.length + 2) : summary;
}

const byTag = await summaries();
list.replaceChildren(...registeredGames.map(({ id, title, players, tag }) => {
  const item = document.createElement('li');
  const link = document.createElement('a');
  link.href = `${id}.html`;
  link.append(Object.assign(document.createElement('strong'), { textContent: title }));
  const summary = byTag.get(tag);
  item.append(link, `: ${summary ? `${withoutTitle(summary, title).replace(/\.$/, '')}; ` : ''}${players.min === players.max ? players.min : `${players.min}–${players.max}`} players.`);
  return item;
}));
list.removeAttribute('aria-busy');
