/**
 * A game's bots, loaded when a table first needs them (issue 25): the bots' code (5–14 kB minified
 * per game) is not in a page's first download. A local game that has a bot seat asks for them as
 * it starts; the tables' imports (`afterFirstFrame`) begin once the page has drawn its first frame,
 * so compiling and running the bots' module never delays the table's first drawing, and the bots
 * arrive while people take their first turns; a bot's turn that comes before them waits for them
 * (the session is told when they arrive, and the wait is taken off its `bot-delay`). A failed
 * load is tried again by the table's source on a back-off, reported as `bots-unavailable`
 * (game-controller.ts). A table of people only, or an online one, never loads them.
 */
import type { BotSet } from '../../../src/core/types.js';

/** Longest wait for the first frame (ms): a page whose frames stop (hidden meanwhile) loads anyway. */
const FIRST_FRAME_WAIT_MS = 1000;

let firstFrame: Promise<void> | null = null;

/**
 * Resolves once the page has drawn its first frame since this was first called: in a task after
 * the next animation frame (so that frame's style, layout and paint are done), at once in a hidden
 * page (which draws no frames), or after `FIRST_FRAME_WAIT_MS` at the latest (a page hidden
 * meanwhile). Later calls resolve at once. Never rejects. Browser only.
 */
export function afterFirstFrame(): Promise<void> {
  firstFrame ??= new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    setTimeout(resolve, FIRST_FRAME_WAIT_MS);
    requestAnimationFrame(() => setTimeout(resolve));
  });
  return firstFrame;
}

/** A game's bots, loaded once per page for every table of the game. */
export interface BotLoader<View, Event> {
  /** The bots, once loaded; null before. */
  readonly loaded: BotSet<View, Event> | null;
  /**
   * Loads them (once: every table of the game shares the load and its result).
   * @returns the bots; rejects when their module cannot load (a missing chunk, the network), and a
   *   later call tries again.
   */
  load(): Promise<BotSet<View, Event>>;
}

/**
 * The loader of a game's bots.
 * @param importBots loads the game's bots module and returns its `BotSet`, e.g.
 *   `() => afterFirstFrame().then(() => import('../../src/bluff-king/bots.js')).then((module) => module.bots)`
 */
export function lazyBots<View, Event>(importBots: () => Promise<BotSet<View, Event>>): BotLoader<View, Event> {
  let loaded: BotSet<View, Event> | null = null;
  let loading: Promise<BotSet<View, Event>> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importBots().then((bots) => (loaded = bots), (error: unknown) => {
        loading = null;
        throw error;
      });
      return loading;
    },
  };
}
