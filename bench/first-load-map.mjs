/**
 * bench/first-load.mjs's pure helpers: source map segments, and the part of the code a module
 * belongs to, for its "not run before the first button" breakdown.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map's `mappings` as `[line][segment] = [generated column, source index]` (base64 VLQ, fields relative). */
export function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments = [];
    let column = 0;
    for (const text of line.split(',')) {
      if (!text) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of text) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      // Only the source index is kept (each field is relative to its own previous value).
      if (fields.length > 1) source += fields[1];
      segments.push([column, fields.length > 1 ? source : -1]);
    }
    lines.push(segments);
  }
  return lines;
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

