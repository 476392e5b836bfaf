/**
 * The code of `persist-key` saves, loaded when a table first saves (issue 25): reading and writing
 * a game's record (src/core/record.ts, some 3.7 kB minified) is not in a page's first download. A
 * table with a `persist-key` holds its first drawing until the code is in (update-hold.ts), so its
 * game starts, or resumes, at once from then on; a local source started without it
 * (game-controller.ts) starts its game once it is in. A table without `persist-key` never loads it.
 */

/** What a save needs of src/core/record.ts. */
export type SaveCode = Pick<typeof import('../../../src/core/record.js'), 'readRecord' | 'writeRecord' | 'recordConfig' | 'sameConfig' | 'RecordError'>;

/** The import of the saves' code: loads src/core/record.ts (a chunk of the CDN build). */
export const importSaveCode = (): Promise<SaveCode> => import('../../../src/core/record.js');

let loaded: SaveCode | null = null;
let loading: Promise<SaveCode> | null = null;

/** The saves' code once loaded (by any table of the page), else null. */
export function saveCode(): SaveCode | null {
  return loaded;
}

/**
 * Loads the saves' code once per page (`importSaveCode`, or `load` for the first call that loads).
 * @returns the code; rejects when its module cannot load (a missing chunk, the network), and a
 *   later call tries again.
 */
export function loadSaveCode(load: () => Promise<SaveCode> = importSaveCode): Promise<SaveCode> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= load().then((code) => (loaded = code), (error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
