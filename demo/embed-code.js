/**
 * The demo pages' "Copy embed code" helper, as pure functions: from a game's tag and the demo's
 * options (the option form's values, `{ [field name]: string }`, as demo/demo.js applies them) to
 * the two snippets a page author pastes (README, "Embed a game" and "Embed with an iframe";
 * docs/embedding.md):
 *
 * - the iframe snippet: `<iframe src="<origin>/embed/?game=<id>&<attribute>=<value>…">` for the
 *   embed page, plus the optional host.js line that fits the frame's height;
 * - the tag snippet: the game's CDN module script and its element with the options as attributes.
 *
 * Option names are attribute names (`players`, `bots`, `bot-delay`…), except `theme`: the demo's
 * themes (demo/demo.css `.theme-night`, `.theme-paper`) are sets of `--bluff-*` custom properties,
 * which become `--bluff-*` query values of the embed page and a `<style>` rule beside the tag. An
 * empty value means "the element's default" (demo.js removes the attribute) and is left out.
 * Every value is escaped for an HTML attribute (`&"'<>`), so no option can inject markup.
 * Nothing here touches the DOM; a bad game, option name or theme throws a RangeError naming it.
 */

/**
 * The demo's games: tag → the embed page's `game` id, the iframe's title (components/games.ts) and
 * its height attribute in CSS pixels: what the game needs at 900 px wide from its start to its end
 * screen (BiggieBills at 5 teams), for hosts where host.js cannot run to fit the frame.
 */
export const GAMES = Object.freeze({
  'bluff-king-table': Object.freeze({ id: 'bluff-king', title: 'BluffKing', height: 940 }),
  'bluffing-billionaires-table': Object.freeze({ id: 'bluffing-billionaires', title: 'Bluffing Billionaires', height: 900 }),
  'biggie-bills-board': Object.freeze({ id: 'biggie-bills', title: 'BiggieBills$$$', height: 1600 }),
});

/** The demo's themes: name → the custom properties demo/demo.css sets for it (`''` is Classic, none). */
export const THEMES = Object.freeze({
  '': Object.freeze({}),
  night: Object.freeze({
    '--bluff-felt': '#1b1035',
    '--bluff-accent': '#ff4fa3',
    '--bluff-accent-text': '#fff',
    '--bluff-card-back': '#6a1b9a',
    '--bluff-radius': '16px',
  }),
  paper: Object.freeze({
    '--bluff-felt': '#efe6d2',
    '--bluff-felt-text': '#2b2418',
    '--bluff-accent': '#2f6fdf',
    '--bluff-accent-text': '#fff',
    '--bluff-card-back': '#8c2f1b',
    '--bluff-font': "Georgia, 'Songti SC', serif",
    '--bluff-radius': '4px',
  }),
});

const ESCAPES = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** `value` (any string) made safe inside a double-quoted HTML attribute or as element text. */
export function escapeHtml(value) {
  return String(value).replace(/[&"'<>]/g, (c) => ESCAPES[c]);
}

/** The game entry of `tag`; throws a RangeError naming the tags allowed. */
function gameOf(tag) {
  const game = Object.hasOwn(GAMES, tag) ? GAMES[tag] : undefined;
  if (!game) throw new RangeError(`tag: "${tag}" is not a demo game; use ${Object.keys(GAMES).join(', ')}.`);
  return game;
}

/**
 * Splits the options into attributes and theme properties.
 * @param {Record<string, string>} options the form's values by field name
 * @returns {{ attributes: [string, string][], properties: [string, string][] }} in option order,
 *   empty values left out
 * @throws {RangeError} a name that is not an attribute name (lower-case letters, digits, `-`) or
 *   an unknown theme
 */
export function splitOptions(options) {
  const attributes = [];
  let properties = [];
  for (const [name, raw] of Object.entries(options ?? {})) {
    const value = String(raw ?? '');
    if (name === 'theme') {
      if (!Object.hasOwn(THEMES, value)) throw new RangeError(`theme: "${value}" is not a demo theme; use ${Object.keys(THEMES).filter(Boolean).join(', ')} or '' (Classic).`);
      properties = Object.entries(THEMES[value]);
    } else if (!/^[a-z][a-z0-9-]*$/.test(name)) {
      throw new RangeError(`option "${name}" is not an attribute name; use lower-case letters, digits and "-".`);
    } else if (value !== '') attributes.push([name, value]);
  }
  return { attributes, properties };
}

/**
 * The embed page's URL for the game and options.
 * @param {string} tag the game's tag, a key of GAMES
 * @param {Record<string, string>} options the demo's options
 * @param {{ origin: string, page?: string }} where `origin` as `location.origin`; `page` the embed
 *   page's path (default `/embed/`, where `npm start` serves dist/embed/)
 * @returns {string} an absolute URL: `game` first, then the attributes, then the theme's properties
 */
export function embedUrl(tag, options, { origin, page = '/embed/' }) {
  const { id } = gameOf(tag);
  const { attributes, properties } = splitOptions(options);
  const url = new URL(page, origin);
  url.search = new URLSearchParams([['game', id], ...attributes, ...properties]).toString();
  return url.href;
}

/**
 * The iframe snippet: the frame (sandboxed to scripts only, titled with the game's name, full
 * width, the game's height tall) and, unless `hostScript` is false, the host.js line.
 * @param {string} tag
 * @param {Record<string, string>} options
 * @param {{ origin: string, page?: string, hostScript?: boolean }} where as for embedUrl; host.js
 *   is `<origin>/embed/host.js`
 * @returns {string} HTML, lines joined by `\n`
 */
export function iframeSnippet(tag, options, { origin, page = '/embed/', hostScript = true }) {
  const { title, height } = gameOf(tag);
  const src = embedUrl(tag, options, { origin, page });
  const lines = [
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" sandbox="allow-scripts" width="100%" height="${height}" frameborder="0"></iframe>`,
  ];
  if (hostScript) {
    lines.push(
      '<!-- Optional: fits the frame\'s height to the game (no double scrollbars). -->',
      `<script src="${escapeHtml(new URL('/embed/host.js', origin).href)}" defer></script>`,
    );
  }
  return lines.join('\n');
}

/**
 * The tag snippet: the game's module script from `<origin>/dist/cdn/<tag>.js`, a `<style>` rule
 * with the theme's properties when a theme is chosen, and the element with the attributes.
 * @param {string} tag
 * @param {Record<string, string>} options
 * @param {{ origin: string }} where
 * @returns {string} HTML, lines joined by `\n`
 */
export function tagSnippet(tag, options, { origin }) {
  gameOf(tag);
  const { attributes, properties } = splitOptions(options);
  const lines = [`<script type="module" src="${escapeHtml(new URL(`/dist/cdn/${tag}.js`, origin).href)}"></script>`];
  if (properties.length) {
    // Theme values come from THEMES only and hold no `<` (a `<style>` is raw text, where
    // entities are not decoded, so they are written as they are).
    lines.push('<style>', `  ${tag} {`, ...properties.map(([name, value]) => `    ${name}: ${value};`), '  }', '</style>');
  }
  const attrs = attributes.map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');
  lines.push(`<${tag}${attrs}></${tag}>`);
  return lines.join('\n');
}
