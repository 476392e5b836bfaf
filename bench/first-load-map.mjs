/**
 * bench/first-load.mjs's pure helpers: source map segments, and the part of the code a module
 * belongs to, for its "not run before the first button" breakdown.
 */
import { decode } from '@jridgewell/sourcemap-codec';

/**
 * A source map's `mappings` as `[line][segment] = [generated column, source index]`, both absolute
 * (decoded by @jridgewell/sourcemap-codec); a segment that maps to no source has index -1.
 */
export function decodeMappings(mappings) {
  return decode(mappings).map((segments) => segments.map((segment) => [segment[0], segment.length > 1 ? segment[1] : -1]));
}

/** The part of the code an original module belongs to, for the "not run" breakdown. */
export function moduleGroup(path) {
  const rules = [
    [/node_modules\/(lit|lit-html|lit-element|@lit)\//, 'lit'],
    [/node_modules\/xstate\//, 'xstate'],
    [/node_modules\//, 'other packages'],
    [/\/bots?[/.-]|bot\.js|-bot/, 'bots'],
    [/invariants/, 'save checks (invariants)'],
    [/persist|save|saved|host-table|tables|validat|schema/, 'saving and host tables'],
    [/\/log|history/, 'log'],
    [/online|colyseus/, 'online'],
    [/messages|words|catalog/, 'words'],
    [/(^|\/)src\//, 'engine (src)'],
    [/(^|\/)components\//, 'elements (components)'],
  ];
  return rules.find(([test]) => test.test(path))?.[1] ?? 'other';
}

