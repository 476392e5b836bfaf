/**
 * Defines `<bluff-king-table>` and the pieces it uses. Import this module (or load its file from
 * dist/cdn) and the tag works; defining twice, or from two copies of bluffhouse, is harmless.
 */
import { BluffKingControls } from './bluff-king/controls.js';
import { BluffKingPile } from './bluff-king/pile.js';
import { BluffKingTable } from './bluff-king/table.js';
import { defineGame } from './internal/element/define-pieces.js';

defineGame('bluff-king-table', BluffKingTable, { 'bluff-king-pile': BluffKingPile, 'bluff-king-controls': BluffKingControls });

export { BluffKingTable, BluffKingPile, BluffKingControls };

export type { BluffKingGameOverDetail, BluffKingTableEventMap } from './bluff-king/events.js';

export type { ResultsFormat } from './internal/table/results-export.js';
export type { SaveStorage } from './internal/table/game-controller.js';

declare global {
  interface HTMLElementTagNameMap {
    'bluff-king-table': BluffKingTable;
    'bluff-king-pile': BluffKingPile;
    'bluff-king-controls': BluffKingControls;
  }
}
