/**
 * Defines every bluffhouse element: the table of each game in the registry (components/games.ts)
 * and its pieces, before this module's import resolves (top-level await). Imported as
 * `bluffhouse/components`; for plain pages, dist/cdn/bluffhouse.js does the same from the same
 * registry (rollup.config.mjs). One game alone: `components/<tag>.ts`, which also exports its
 * classes (docs/architecture.md, "The elements").
 */
import { registeredGames } from './games.js';

await Promise.all(registeredGames.map((game) => game.load()));

export type { GameStartDetail, GameMoveDetail, GameOverDetail, GameErrorDetail } from './internal/table/table-events.js';
export type { BluffKingGameOverDetail, BluffKingTableEventMap } from './bluff-king/events.js';
export type { BluffingBillionairesGameOverDetail, BluffingBillionairesTableEventMap } from './bluffing-billionaires/events.js';
export type { BiggieBillsGameOverDetail, BiggieBillsBoardEventMap } from './biggie-bills/events.js';
export type { BluffKingTable } from './bluff-king-table.js';
export type { BluffingBillionairesTable } from './bluffing-billionaires-table.js';
export type { BiggieBillsBoard, Tables } from './biggie-bills-board.js';
export type { ResultsFormat } from './internal/table/results-export.js';
