/**
 * Defines `<bluffing-billionaires-table>` and the pieces it uses. Import this module (or load its
 * single-file build) and the tag works; defining twice is harmless.
 */
import { BluffingBillionairesBoard } from './bluffing-billionaires/board.js';
import { BluffingBillionairesControls } from './bluffing-billionaires/controls.js';
import { BluffingBillionairesTable } from './bluffing-billionaires/table.js';
import { defineSharedPieces } from './internal/define-pieces.js';

// The provider first, then the pieces that consume its context.
BluffingBillionairesTable.define('bluffing-billionaires-table');
defineSharedPieces();
BluffingBillionairesBoard.define('bluffing-billionaires-board');
BluffingBillionairesControls.define('bluffing-billionaires-controls');

export { BluffingBillionairesTable, BluffingBillionairesBoard, BluffingBillionairesControls };

declare global {
  interface HTMLElementTagNameMap {
    'bluffing-billionaires-table': BluffingBillionairesTable;
    'bluffing-billionaires-board': BluffingBillionairesBoard;
    'bluffing-billionaires-controls': BluffingBillionairesControls;
  }
}
