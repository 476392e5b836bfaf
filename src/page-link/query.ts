/**
 * The embed page's URL query (README, "Embed with an iframe"): which game, its attributes, and the
 * page's own names. Reads text only: the embed page (embed/page.ts) applies what this returns, and
 * the oEmbed endpoint checks a pasted link with it (link.ts).
 *
 * Query names:
 * - `game`: a game id of the element registry (components/games.ts), e.g. `bluff-king`.
 * - `theme`: `light` or `dark` (absent: the visitor's scheme).
 * - `parent-origin`: the origin the page's messages are posted to (`https://lms.example.edu`);
 *   absent, `*` (any parent).
 * - `--bluff-*`: a CSS custom property of the tables (`CUSTOM_PROPERTIES`), set on the element
 *   with `style.setProperty`, never written as HTML.
 * - any other name: an attribute of the game's element (`players`, `bots`, `lang`…), passed as
 *   that attribute so the element validates it; names the element does not observe are refused.
 */

/** The names the page reads itself; every other name is an element attribute. */
export const PAGE_NAMES = ['game', 'theme', 'parent-origin'] as const;

/** The themes `theme` takes. */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/**
 * The `--bluff-*` custom properties the custom-elements manifest documents for the tables
 * (`@cssprop` on GameTable and each game; test/embed/query.test.ts checks the two agree).
 */
export const CUSTOM_PROPERTIES = [
  '--bluff-felt', '--bluff-felt-text', '--bluff-surface', '--bluff-text', '--bluff-muted',
  '--bluff-accent', '--bluff-accent-text', '--bluff-danger', '--bluff-card-face', '--bluff-card-back',
  '--bluff-card-red', '--bluff-card-black', '--bluff-card-width', '--bluff-font', '--bluff-radius',
  '--bluff-spacing', '--bluff-motion-duration', '--bluff-focus', '--bluff-focus-halo', '--bluff-log-height',
] as const;

/**
 * What each custom property's value must be, as the CSS property whose values it takes and an
 * example; the others are colours. The page checks a query value with `CSS.supports` (page.ts):
 * CSS itself would take any value and drop the declarations that use a bad one, leaving the table
 * unstyled rather than saying so.
 */
export const PROPERTY_VALUES: Readonly<Record<string, { property: string; example: string }>> = {
  '--bluff-card-width': { property: 'width', example: '116px' },
  '--bluff-font': { property: 'font-family', example: 'Georgia, serif' },
  '--bluff-radius': { property: 'border-radius', example: '10px' },
  '--bluff-spacing': { property: 'width', example: '8px' },
  '--bluff-motion-duration': { property: 'transition-duration', example: '180ms' },
  '--bluff-log-height': { property: 'max-height', example: '14em' },
};
const COLOUR = { property: 'color', example: '%23123b29 (#123b29)' };

/** The CSS property that checks `name`'s values, and an example of a good one. */
export const propertyValues = (name: string) => PROPERTY_VALUES[name] ?? COLOUR;

/** A problem with the query: the name at fault and a sentence naming what is allowed. */
export interface QueryProblem {
  name: string;
  message: string;
}

/** What the query asks for, before the game's element is known. */
export interface EmbedQuery {
  /** The `game` value as given (null when absent); the page checks it against the registry. */
  game: string | null;
  theme: Theme | null;
  /** The `postMessage` target origin: `*` or an origin such as `https://lms.example.edu`. */
  parentOrigin: string;
  /** Custom property name → value, in query order. */
  properties: [name: string, value: string][];
  /** Attribute name → value, in query order (names lower-cased, as HTML attributes are). */
  attributes: [name: string, value: string][];
  /** Every problem with the page's own names, in query order; attributes are checked by the element. */
  problems: QueryProblem[];
}

/** `value` as a `postMessage` target origin, or null when it is not `*` nor an http(s) origin. */
function targetOrigin(value: string): string | null {
  if (value === '*') return value;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Reads a query string (`location.search`, with or without `?`). Never throws: a bad page name
 * becomes a problem, and a name given twice keeps its last value.
 */
export function readQuery(search: string): EmbedQuery {
  const query: EmbedQuery = { game: null, theme: null, parentOrigin: '*', properties: [], attributes: [], problems: [] };
  const values = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(search)) values.set(name.startsWith('--') ? name : name.toLowerCase(), value);
  for (const [name, value] of values) {
    if (name === 'game') query.game = value;
    else if (name === 'theme') {
      if ((THEMES as readonly string[]).includes(value)) query.theme = value as Theme;
      else query.problems.push({ name, message: `theme: "${value}" is not a theme; use ${THEMES.join(' or ')} (or leave it out for the visitor's scheme).` });
    } else if (name === 'parent-origin') {
      const origin = targetOrigin(value);
      if (origin) query.parentOrigin = origin;
      else query.problems.push({ name, message: `parent-origin: "${value}" is not an origin; use the host page's origin, such as https://lms.example.edu, or * for any.` });
    } else if (name.startsWith('--')) {
      if ((CUSTOM_PROPERTIES as readonly string[]).includes(name)) query.properties.push([name, value]);
      else query.problems.push({ name, message: `${name} is not a custom property of the tables; use one of ${CUSTOM_PROPERTIES.join(', ')}.` });
    } else query.attributes.push([name, value]);
  }
  return query;
}
