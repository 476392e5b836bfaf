/** A source map's `mappings` as `[line][segment] = [generated column, source index]` (-1: no source). */
export function decodeMappings(mappings: string): Array<Array<[number, number]>>;
/** The part of the code an original module belongs to ('bots', 'xstate', 'save checks (invariants)', …). */
export function moduleGroup(path: string): string;
