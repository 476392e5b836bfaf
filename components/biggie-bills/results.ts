/**
 * The board's results panel: the columns of the results table and the note saying how the game
 * was won (BG-7). Template helpers of biggie-bills/table.ts.
 */
import type { BiggieBillsView } from '../../src/biggie-bills/index.js';
import type { ResultColumn } from '../internal/pieces/game-over.js';
import { OUT_STATUS, WIN_NOTE } from './message-ids.js';
import type { BiggieBillsTranslator } from './messages.js';
import { money } from './words.js';

/** Cash, completed Growth cards and status, per team. */
export function resultColumns(view: BiggieBillsView, t: BiggieBillsTranslator): ResultColumn[] {
  return [
    { label: t('cash'), values: view.cash.map((cash) => money(cash, t)), data: view.cash, dataLabel: t('cashInMillions') },
    { label: t('completedCards'), values: view.teams.map((team) => team.completed.length) },
    { label: t('status'), values: view.out.map((out) => (out ? t(OUT_STATUS[out]) : t('playing'))) },
  ];
}

/** How the game was won (BG-7), in plain words; `names` seat by seat. */
export function resultNote(view: BiggieBillsView, names: readonly string[], t: BiggieBillsTranslator): string {
  const result = view.result!;
  switch (result.reason) {
    case 'target': {
      const reached = view.cash.filter((cash, s) => cash >= view.target && !view.out[s]).length;
      return reached > 1 ? t('notetargetTie') : t('notetarget', { names: result.winners.map((s) => names[s]).join(t('listSep')), target: money(view.target, t) });
    }
    case 'cycles': return t('notecycles', { n: view.cycle });
    default: return t(WIN_NOTE[result.reason]);
  }
}
