/**
 * Defines `<biggie-bills-board>` and the pieces it uses. Import this module (or load its file from
 * dist/cdn) and the tag works; defining twice, or from two copies of bluffhouse, is harmless.
 * The end screen's chart, `<biggie-bills-chart>`, is defined by the board when a game first ends
 * (its module loads then: table.ts `defineChart`), so a page does not load it up front.
 */
import { BiggieBillsControls } from './biggie-bills/controls.js';
import { BiggieBillsCycle } from './biggie-bills/cycle.js';
import { BiggieBillsLedger } from './biggie-bills/ledger.js';
import { BiggieBillsBoard } from './biggie-bills/table.js';
import { BiggieBillsTeam } from './biggie-bills/team.js';
import { defineGame } from './internal/element/define-pieces.js';

defineGame('biggie-bills-board', BiggieBillsBoard, {
  'biggie-bills-team': BiggieBillsTeam,
  'biggie-bills-cycle': BiggieBillsCycle,
  'biggie-bills-ledger': BiggieBillsLedger,
  'biggie-bills-controls': BiggieBillsControls,
}, ['biggie-bills-chart']);

export { BiggieBillsBoard, BiggieBillsTeam, BiggieBillsCycle, BiggieBillsLedger, BiggieBillsControls };
export type { BiggieBillsChart } from './biggie-bills/chart.js';

import type { BiggieBillsChart } from './biggie-bills/chart.js';

export type { BiggieBillsGameOverDetail, BiggieBillsBoardEventMap } from './biggie-bills/events.js';

export type { ResultsFormat } from './internal/table/results-export.js';
export type { SaveStorage } from './internal/table/game-controller.js';
export type { Tables } from '../src/biggie-bills/cards.js';

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
