/**
 * Defines `<bluffing-billionaires-table>` and the pieces it uses. Import this module (or load its
 * single-file build) and the tag works; defining twice, or from two copies of bluffhouse, is harmless.
 */
import { BluffingBillionairesBoard } from './bluffing-billionaires/board.js';
import { BluffingBillionairesControls } from './bluffing-billionaires/controls.js';
import { BluffingBillionairesTable } from './bluffing-billionaires/table.js';
import { defineGame } from './internal/element/define-pieces.js';

defineGame('bluffing-billionaires-table', BluffingBillionairesTable, {
  'bluffing-billionaires-board': BluffingBillionairesBoard,
  'bluffing-billionaires-controls': BluffingBillionairesControls,
});

export { BluffingBillionairesTable, BluffingBillionairesBoard, BluffingBillionairesControls };

export type { BluffingBillionairesGameOverDetail, BluffingBillionairesTableEventMap } from './bluffing-billionaires/events.js';

export type { ResultsFormat } from './internal/table/results-export.js';
export type { SaveStorage } from './internal/table/game-controller.js';

declare global {
  interface HTMLElementTagNameMap {
    'bluffing-billionaires-table': BluffingBillionairesTable;
    'bluffing-billionaires-board': BluffingBillionairesBoard;
    'bluffing-billionaires-controls': BluffingBillionairesControls;
  }
}
