/** The state a table shares with the pieces inside it (seats, hand, pile, log, dialogs). */
import { createContext } from '@lit/context';
import type { GameEvent, GameView, LogEntry, Seat, Verdict } from '../../../src/core/types.js';
import type { ResultsInput } from '../table/results-export.js';
import type { CommonMessages, Translator } from '../words/i18n.js';
import { TABLE_CONTRACT } from './version.js';

/** Why moves wait (online): the host paused the game, or the connection to the server dropped. */
export type Halt = 'paused' | 'connection-lost';

export interface TableState<View extends GameView = GameView> {
  /** The view this screen shows (a seat's, or a spectator's), or null before a game exists. */
  view: View | null;
  /** Seats the game waits for now. */
  toAct: Seat[];
  /** Display name per seat. */
  names: string[];
  /** Seats played by people: on this screen, or online on any device. */
  humans: Seat[];
  /**
   * Online, the people's seats whose person dropped out, kept for their return (then a bot plays
   * them); offline none. Optional: a table of an earlier release of the same contract has none.
   */
  away?: Seat[];
  /**
   * Online, per seat: when a bot takes over an away person's seat, in this page's clock (epoch ms),
   * or null (no bot comes: a person here, or the game waits for them). Optional, as `away`.
   */
  botAt?: (number | null)[];
  /**
   * Online, why no move may be made now (the controls say so instead of asking, and disable their
   * move buttons), or null. Optional, as `away`.
   */
  halted?: Halt | null;
  /** The table's translator; shared pieces know the common words (a game's pieces narrow it to the game's words). */
  t: Translator<CommonMessages>;
  /** One sentence describing a public log entry, in the table's language. */
  describe(entry: LogEntry): string;
  /** Sends this screen's move through the table's one send path (send-path.ts); returns the verdict (never throws; a refusal also fires `game-error`). */
  send(event: GameEvent): Verdict;
  /**
   * What the table's results' files are made from (results-export.ts `resultsFacts`' arguments), or
   * null while no game is over. Optional: a table of an earlier release of the same contract has none.
   */
  results?(): ResultsInput | null;
}

/**
 * The context key of `TableState`: one key per table contract for the whole window (`Symbol.for`),
 * so a table defined by one copy of bluffhouse reaches the pieces another copy of the same contract
 * defined, and copies of different contracts never exchange state silently (the table then shows
 * an error instead: piece-check.ts).
 */
export const tableContext = createContext<TableState>(Symbol.for(`bluffhouse.table-state.v${TABLE_CONTRACT}`));
