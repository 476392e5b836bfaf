/**
 * Defines every bluffhouse element: the table of each game in the registry (components/games.ts)
 * and its pieces, as this module is evaluated (static imports: the tags are defined before any
 * module that imports this one runs, and the tables' first updates, with their first events, come
 * after it: a listener added right after `import 'bluffhouse/components'` hears `game-start`).
 * Imported as `bluffhouse/components`; for plain pages, dist/cdn/bluffhouse.js does the same from
 * the registry (rollup.config.mjs). One game alone: `components/<tag>.ts`, which also exports its
 * classes (docs/architecture.md, "The elements"). test/components/registry.test.ts checks that
 * these imports are the registry's games.
 */
import './bluff-king-table.js';
import './bluffing-billionaires-table.js';
import './biggie-bills-board.js';

export type { GameStartDetail, GameMoveDetail, GameOverDetail, GameErrorDetail } from './internal/table/table-events.js';
export type { BluffKingGameOverDetail, BluffKingTableEventMap } from './bluff-king/events.js';
export type { BluffingBillionairesGameOverDetail, BluffingBillionairesTableEventMap } from './bluffing-billionaires/events.js';
export type { BiggieBillsGameOverDetail, BiggieBillsBoardEventMap } from './biggie-bills/events.js';
export type { BluffKingTable } from './bluff-king-table.js';
export type { BluffingBillionairesTable } from './bluffing-billionaires-table.js';
export type { BiggieBillsBoard, Tables } from './biggie-bills-board.js';
export type { ResultsFormat } from './internal/table/results-export.js';
export type { SaveStorage } from './internal/table/game-controller.js';
