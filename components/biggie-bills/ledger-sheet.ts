/**
 * The money ledger as a sheet for the results export (results-export.ts): every payment of the
 * game (the public log's `pay` entries, the ones the ledger piece shows), oldest first, with the
 * business cycle it fell in, payer, payee, the amount in $M (a plain number), what it was for and
 * the ruling that made it (BG-5…).
 */
import type { BiggieBillsView } from '../../src/biggie-bills/view.js';
import type { Sheet } from '../internal/table/results-export.js';
import { partyName, payWhy } from './describe.js';
import type { BiggieBillsTranslator } from './messages.js';

/** Every payment of `view`'s log as rows, `names` seat by seat, in `t`'s language. */
export function ledgerSheet(view: BiggieBillsView, names: string[], t: BiggieBillsTranslator): Sheet {
  const rows: (string | number)[][] = [];
  let cycle = 0;
  for (const entry of view.log) {
    if (entry.type === 'cycle' || entry.type === 'turn') cycle = entry.cycle;
    if (entry.type !== 'pay') continue;
    rows.push([
      rows.length + 1, cycle, partyName(entry.payer, names, t), partyName(entry.payee, names, t),
      entry.amount, payWhy(entry, view.tables, t), entry.ruling,
    ]);
  }
  return {
    title: t('ledger'),
    header: ['#', t('ledgerCycle'), t('ledgerPayer'), t('ledgerPayee'), t('ledgerAmount'), t('ledgerWhy'), t('ledgerRule')],
    rows,
  };
}
