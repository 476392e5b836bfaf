/**
 * Two corrections to what the generators write (custom-elements-manifest.config.mjs), each where a
 * generator has no option for it:
 * - Vue: custom-element-vuejs-integration names each event's listener prop `"on<event-name>"`
 *   (`"ongame-over"`), but Vue's template compiler and vue-tsc look a listener `@game-over` up as
 *   `onGameOver` (camelized): renamed so, `@game-over="(e) => e.detail.winners"` is typed.
 * - VS Code: custom-element-vs-code-integration lists a CSS custom property once per element that
 *   documents it (each table documents the shared `--bluff-*` ones): kept once, by name.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** `game-over` → `GameOver`. */
const pascal = (name) => name.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('');

/** Renames the `"on<event-name>"?:` listener props of the Vue types file at `path` to `on<EventName>?:`. */
export function camelVueListeners(path) {
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.replace(/"on([a-z][a-z0-9]*(?:-[a-z0-9]+)+|[a-z][a-z0-9]*)"\?:/g, (_, name) => `on${pascal(name)}?:`));
}

/** Keeps the first entry of each name in the `properties` of the VS Code CSS data file at `path`. */
export function uniqueCssProperties(path) {
  const data = JSON.parse(readFileSync(path, 'utf8'));
  const seen = new Set();
  data.properties = (data.properties ?? []).filter((property) => !seen.has(property.name) && seen.add(property.name));
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}
