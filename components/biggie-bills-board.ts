/**
 * Defines `<biggie-bills-board>` and the pieces it uses. Import this module (or load its file from
 * dist/cdn) and the tag works; defining twice, or from two copies of bluffhouse, is harmless.
 */
import { BiggieBillsChart } from './biggie-bills/chart.js';
import { BiggieBillsControls } from './biggie-bills/controls.js';
import { BiggieBillsCycle } from './biggie-bills/cycle.js';
import { BiggieBillsLedger } from './biggie-bills/ledger.js';
import { BiggieBillsBoard } from './biggie-bills/table.js';
import { BiggieBillsTeam } from './biggie-bills/team.js';
import { defineGame } from './internal/define-pieces.js';

defineGame('biggie-bills-board', BiggieBillsBoard, {
  'biggie-bills-team': BiggieBillsTeam,
  'biggie-bills-cycle': BiggieBillsCycle,
  'biggie-bills-ledger': BiggieBillsLedger,
  'biggie-bills-chart': BiggieBillsChart,
  'biggie-bills-controls': BiggieBillsControls,
});

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
