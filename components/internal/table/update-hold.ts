/**
 * Holding a table's updates (docs/architecture.md, "The elements"): each update waits until the
 * words of the table's language are loaded (other languages than English load when a table first
 * shows them: i18n.ts `loadLanguage`), so the table never shows a moment of English before its
 * language; until the shared pieces it may draw are defined (later-pieces.ts), so it never shows a
 * game's end without its results or a shared screen without its hand-over; an update that starts
 * a game with a `persist-key`, until the saves' code is in (lazy-saves.ts), so the game starts or
 * resumes in that update; then, when it only draws
 * bots' moves and the table drew in this frame already, until the next frame (frame-pacer.ts), and
 * again until what the game came to meanwhile needs is in.
 */
import { defineLater, type LaterPiece } from '../element/later-pieces.js';
import type { FramePacer } from './frame-pacer.js';
import type { SaveStorage } from './game-controller.js';
import { loadSaveCode, saveCode, saveCodeFailed } from './lazy-saves.js';

/** Whether `humans` may name several people on one screen (a list, or `all`), so that hand-overs may show. */
const mayShareScreen = (humans: string | undefined) => /all|[\s,]/i.test(humans?.trim() ?? '');

/** Whether the table's save storage (default localStorage) holds something under the `persist-key` `key`: a saved game, which may be a finished one. */
function holdsSave(key: string | undefined, storage: SaveStorage | undefined): boolean {
  try {
    return !!key?.trim() && (storage ?? localStorage).getItem(key.trim()) !== null;
  } catch {
    return false;
  }
}

/**
 * The shared pieces that load when first needed (later-pieces.ts) that a table's coming update may
 * draw: the results when the game is over, or when the update starts a game (`starting`) that may
 * resume a finished one (a save under its `persist-key`); the hand-over when several people may
 * share the screen (`people` of them play here now, or its `humans` attribute may name several).
 */
export function laterPieces(over: boolean, starting: boolean, people: number, table: { persistKey?: string; persistStorage?: SaveStorage; humans?: string }): LaterPiece[] {
  const pieces: LaterPiece[] = [];
  if (over || (starting && holdsSave(table.persistKey, table.persistStorage))) pieces.push('bluff-game-over', 'bluff-results-download');
  if (people > 1 || mayShareScreen(table.humans)) pieces.push('bluff-handover');
  return pieces;
}

/**
 * The load of the saves' code (lazy-saves.ts) that a table's coming update needs: when it starts
 * a local game (`starting`, no `server`) with a `persist-key` and the code is not in yet; else
 * null, also once a load has failed (the update then goes on: the source tries once more as it
 * starts and reports a failure, game-controller.ts). Never rejects.
 */
export function savesLoad(starting: boolean, table: { persistKey?: string; server?: string }): Promise<unknown> | null {
  if (!starting || !table.persistKey?.trim() || table.server?.trim() || saveCode() || saveCodeFailed()) return null;
  return loadSaveCode().catch(() => undefined);
}

/**
 * The load of what an update needs: the words (`words`, null when at hand: `loadLanguage`), the
 * pieces (`pieces`, defined here when not yet) and the saves' code (`saves`: `savesLoad`); null
 * when all are at hand.
 */
export function loadingOf(words: Promise<unknown> | null, pieces: LaterPiece[], saves: Promise<unknown> | null = null): Promise<unknown> | null {
  const loads = [words, defineLater(pieces), saves].filter((load) => load !== null);
  return loads.length === 0 ? null : loads.length === 1 ? loads[0]! : Promise.all(loads);
}

/**
 * Runs `update` (the element's own `scheduleUpdate`) once what `loading()` names is in and the
 * `pacer` lets it draw (at once, or at the next frame, after which what the game came to meanwhile
 * may need more).
 */
export function holdUpdate(loading: () => Promise<unknown> | null, pacer: FramePacer, update: () => void | Promise<unknown>): void | Promise<unknown> {
  const waiting = loading();
  if (waiting) return waiting.then(() => holdUpdate(loading, pacer, update));
  const loaded = (): Promise<unknown> | void => loading()?.then(loaded);
  const turn = pacer.turn();
  return turn ? turn.then(loaded).then(update) : update();
}
