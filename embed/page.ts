/**
 * The embed page (embed/index.html, built to dist/embed/): one game of the element registry
 * (components/games.ts) filling the frame, configured by the URL query (query.ts), telling its
 * parent frame its height and the game's events (parent.ts), in WordPress' shape too when the
 * address carries WordPress' `#?secret=` (docs/embedding.md, "Paste a link"). README, "Embed with an iframe".
 *
 * Nothing throws into the page: a bad `game`, `theme`, `parent-origin`, custom property name or
 * value (`--bluff-felt=notacolor`), or unknown attribute name shows a message in the page (`[part=error]`, role alert) and is posted as
 * `bluffhouse:game-error` `{ message, attribute }`; a bad attribute value is the element's own
 * business (it shows its message and fires `game-error`, which is forwarded).
 */
import { registeredGames, type RegisteredGame } from '../components/games.js';
import { forwardEvents, linksThroughHost, post, reportHeight, wordpressSecret } from './parent.js';
import { CUSTOM_PROPERTIES, PAGE_NAMES, propertyValues, readQuery, type QueryProblem } from './query.js';

/** Shows `problems` in `root` and posts each as `bluffhouse:game-error`. */
function showProblems(root: HTMLElement, problems: readonly QueryProblem[], targetOrigin: string): void {
  for (const { name, message } of problems) {
    const paragraph = document.createElement('p');
    paragraph.className = 'error';
    paragraph.setAttribute('role', 'alert');
    paragraph.textContent = message;
    root.append(paragraph);
    post({ type: 'bluffhouse:game-error', detail: { message, attribute: name } }, targetOrigin);
  }
}

/** The problem of a missing or unknown `game`, listing the registry's games. */
function gameProblem(game: string | null): QueryProblem {
  const list = registeredGames.map(({ id, title }) => `${id} (${title})`).join(', ');
  return { name: 'game', message: `${game === null ? 'game is missing' : `game: "${game}" is not a game`}; use one of ${list}, e.g. ?game=${registeredGames[0]!.id}.` };
}

/** The attribute names `game`'s element observes (Lit's `observedAttributes`), once its tag is defined. */
async function attributesOf(game: RegisteredGame): Promise<readonly string[]> {
  await game.load();
  const element = customElements.get(game.tag) as (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
  return element?.observedAttributes ?? [];
}

/**
 * Builds the page in `root` from the query string `search` (`location.search`): the game's element
 * with the query's attributes and custom properties, the theme on `<html data-theme>`, and the
 * messages to the parent. `prepare`, when given, sets more on the element before it goes on the
 * page (a SCORM package: where its game is saved). Resolves once the element is on the page (or
 * the problems are shown); never rejects: a failed module load shows its message too.
 */
export async function startEmbed(root: HTMLElement, search: string, prepare?: (element: HTMLElement) => void): Promise<void> {
  root.replaceChildren(); // the page's note for when the script never starts
  const query = readQuery(search);
  for (const [name, value] of query.properties) {
    const { property, example } = propertyValues(name);
    if (!CSS.supports(property, value)) query.problems.push({ name, message: `${name}: "${value}" is not a value of CSS's ${property}; use e.g. ${name}=${example}.` });
  }
  const secret = wordpressSecret(location.hash);
  reportHeight(root, query.parentOrigin, secret);
  forwardEvents(root, query.parentOrigin);
  if (secret) linksThroughHost(root, query.parentOrigin, secret);
  if (query.theme) document.documentElement.dataset['theme'] = query.theme;
  const game = registeredGames.find(({ id }) => id === query.game);
  if (!game) return showProblems(root, [gameProblem(query.game), ...query.problems], query.parentOrigin);
  let observed: readonly string[];
  try {
    observed = await attributesOf(game);
  } catch (error) {
    return showProblems(root, [{ name: 'game', message: `game: ${game.id} could not load (${String(error)}).` }], query.parentOrigin);
  }
  const unknown = query.attributes.filter(([name]) => !observed.includes(name)).map(([name]): QueryProblem => ({
    name,
    message: `${name} is not a query name of the embed page for ${game.id}; use ${[...PAGE_NAMES].join(', ')}, a --bluff-* custom property (${CUSTOM_PROPERTIES.length} of them, see the README) or an attribute of <${game.tag}>: ${observed.join(', ')}.`,
  }));
  if (unknown.length || query.problems.length) return showProblems(root, [...query.problems, ...unknown], query.parentOrigin);
  const element = document.createElement(game.tag);
  for (const [name, value] of query.attributes) element.setAttribute(name, value);
  for (const [name, value] of query.properties) element.style.setProperty(name, value);
  prepare?.(element);
  root.append(element);
}
