/**
 * Defines `<bluff-king-table>` and the pieces it uses. Import this module (or load its single-file
 * build) and the tag works; defining twice is harmless.
 */
import { BluffKingControls } from './bluff-king/controls.js';
import { BluffKingPile } from './bluff-king/pile.js';
import { BluffKingTable } from './bluff-king/table.js';
import { defineSharedPieces } from './internal/define-pieces.js';

// The provider first, then the pieces that consume its context.
BluffKingTable.define('bluff-king-table');
defineSharedPieces();
BluffKingPile.define('bluff-king-pile');
BluffKingControls.define('bluff-king-controls');

export { BluffKingTable, BluffKingPile, BluffKingControls };

declare global {
  interface HTMLElementTagNameMap {
    'bluff-king-table': BluffKingTable;
    'bluff-king-pile': BluffKingPile;
    'bluff-king-controls': BluffKingControls;
  }
}
