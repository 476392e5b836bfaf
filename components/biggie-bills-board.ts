/**
 * Defines `<biggie-bills-board>` and the pieces it uses. Import this module (or load its single-file
 * build) and the tag works; defining twice is harmless.
 */
import { BiggieBillsChart } from './biggie-bills/chart.js';
import { BiggieBillsControls } from './biggie-bills/controls.js';
import { BiggieBillsCycle } from './biggie-bills/cycle.js';
import { BiggieBillsLedger } from './biggie-bills/ledger.js';
import { BiggieBillsBoard } from './biggie-bills/table.js';
import { BiggieBillsTeam } from './biggie-bills/team.js';
import { defineSharedPieces } from './internal/define-pieces.js';

// The provider first, then the pieces that consume its context.
BiggieBillsBoard.define('biggie-bills-board');
defineSharedPieces();
BiggieBillsTeam.define('biggie-bills-team');
BiggieBillsCycle.define('biggie-bills-cycle');
BiggieBillsLedger.define('biggie-bills-ledger');
BiggieBillsChart.define('biggie-bills-chart');
BiggieBillsControls.define('biggie-bills-controls');

export { BiggieBillsBoard, BiggieBillsTeam, BiggieBillsCycle, BiggieBillsLedger, BiggieBillsChart, BiggieBillsControls };

declare global {
  interface HTMLElementTagNameMap {
    'biggie-bills-board': BiggieBillsBoard;
    'biggie-bills-team': BiggieBillsTeam;
    'biggie-bills-cycle': BiggieBillsCycle;
    'biggie-bills-ledger': BiggieBillsLedger;
    'biggie-bills-chart': BiggieBillsChart;
    'biggie-bills-controls': BiggieBillsControls;
  }
}
