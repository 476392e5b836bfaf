/**
 * The code of `persist-key` saves, loaded when a game with a `persist-key` first starts (issue 25): reading and writing
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
/** Whether the last load failed (and none has succeeded since). */
let failed = false;
/** The import the page's shared load uses (`setSaveCodeImport`). */
let importer: () => Promise<SaveCode> = importSaveCode;

/**
 * Replaces the import the page's shared load uses (`importSaveCode` by default): a test's chunk
 * that cannot load. Forgets an earlier failure.
 */
export function setSaveCodeImport(load: () => Promise<SaveCode>): void {
  importer = load;
  failed = false;
}

/** Whether the page's last load of the saves' code failed, none having succeeded since. */
export function saveCodeFailed(): boolean {
  return failed;
}

/** The saves' code once loaded (by any table of the page), else null. */
export function saveCode(): SaveCode | null {
  return loaded;
}

/**
 * Loads the saves' code once per page (`setSaveCodeImport`'s import, by default `importSaveCode`).
 * @returns the code; rejects when its module cannot load (a missing chunk, the network): then
 *   `saveCodeFailed()` is true until a load succeeds, and a later call tries again.
 */
export function loadSaveCode(): Promise<SaveCode> {
  if (loaded) return Promise.resolve(loaded);
  loading ??= importer().then((code) => {
    failed = false;
    return (loaded = code);
  }, (error: unknown) => {
    loading = null;
    failed = true;
    throw error;
  });
  return loading;
}
