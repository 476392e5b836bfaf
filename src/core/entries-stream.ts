/**
 * The story of one game as every host tells it (docs/architecture.md, "One session, two hosts"):
 * `onStart`, then the entries already in the public log as the past, then after each change the
 * entries it added, and the end once. The game session (session.ts) tells it from its actor's
 * snapshots; the online source of a table tells it from the states the server sends; both through
 * this one class, so a listener hears the same sequence wherever the game runs.
 */
import type { GameResult, LogEntry } from './types.js';

/** Who hears the story. Every callback is optional. */
export interface StoryListener {
  /** A game started (`resumed`: one in progress continues). Called before its past entries. */
  onStart?(resumed: boolean): void;
  /** Public log entries, in order, from `firstIndex`: the past (`past` true) after `onStart`, then each change's new ones. */
  onEntries?(entries: readonly LogEntry[], firstIndex: number, past: boolean): void;
  /** The game is over, once per game: its result, or null when it was ended early without one. */
  onOver?(result: GameResult | null): void;
}

/** Where a game's story stands: the log's length told so far, and whether its end was told. */
export class EntriesStream {
  private told = 0;
  private overTold = false;
  private begun = false;

  constructor(private readonly listener: StoryListener) {}

  /** Whether `start` told this game's beginning (and `reset` has not been called since). */
  get started(): boolean {
    return this.begun;
  }

  /**
   * A game starts, resumes or is joined: `onStart(resumed)`, the whole `log` as the past, and its
   * end at once when it is over already (`result`, or `ended` early without one).
   */
  start(log: readonly LogEntry[], resumed: boolean, result: GameResult | null, ended = false): void {
    this.begun = true;
    this.told = log.length;
    this.overTold = false;
    this.listener.onStart?.(resumed);
    if (log.length > 0) this.listener.onEntries?.(log, 0, true);
    this.end(result, ended);
  }

  /**
   * After a change: the entries `log` holds beyond those told (returned, `[]` when none), then the
   * end once the game is over. A log shorter than told (it cannot shrink within a game) tells nothing.
   */
  next(log: readonly LogEntry[], result: GameResult | null, ended = false): readonly LogEntry[] {
    const first = this.told;
    const added = log.length > first ? log.slice(first) : [];
    this.told = Math.max(first, log.length);
    if (added.length > 0) this.listener.onEntries?.(added, first, false);
    this.end(result, ended);
    return added;
  }

  /** Forgets the game: the next `start` tells a story from its beginning. */
  reset(): void {
    this.told = 0;
    this.overTold = false;
    this.begun = false;
  }

  private end(result: GameResult | null, ended: boolean): void {
    if (this.overTold || (!result && !ended)) return;
    this.overTold = true;
    this.listener.onOver?.(result);
  }
}
