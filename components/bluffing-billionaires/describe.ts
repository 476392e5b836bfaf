import type { BluffingBillionairesLogEntry, Response } from '../../src/bluffing-billionaires/types.js';
import type { BluffingBillionairesView } from '../../src/bluffing-billionaires/view.js';
import type { LogEntry } from '../../src/core/types.js';
import { assetShort } from './asset-card.js';
import type { BillionairesTranslator } from './messages.js';
import type en from './messages/en.js';

/** A response as the prompt says it ("You chose: approve"). */
const RESPONSE_WORD = { approve: 'approve', challenge: 'challenge' } as const satisfies Record<Response, keyof typeof en>;

/** One or a few sentences for a Bluffing Billionaires log entry (public facts only). */
export function describeEntry(raw: LogEntry, names: string[], t: BillionairesTranslator): string {
  const entry = raw as BluffingBillionairesLogEntry;
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const list = (seats: number[]) => (seats.length ? seats.map(name).join(t('listSep')) : t('nobody'));
  const sentences = (...parts: string[]) => parts.filter(Boolean).join(t('sentenceSep'));
  switch (entry.type) {
    case 'deal': return t('deal', { name: name(entry.first) });
    case 'play':
      // A last card ends the game: the 'end' entry that follows says so.
      return sentences(
        t(entry.discarded ? 'newTableCard' : 'play', { name: name(entry.seat) }),
        !entry.lastCard && entry.responders.length === 0 ? t('turnPasses') : '',
      );
    case 'responses':
      return entry.challengers.length === 0
        ? t('approvedBy', { approved: list(entry.approved) })
        : t('responses', { approved: list(entry.approved), challengers: list(entry.challengers) });
    case 'challenge':
      return sentences(
        t('turnedUp', { name: name(entry.seat), card: assetShort(entry.card, t) }),
        ...entry.results.flatMap((r) => [
          t('duel', { challenger: name(r.challenger), card: assetShort(r.card, t), winner: name(r.winner) }),
          r.taken
            ? t('took', { winner: name(r.winner), loser: name(r.loser), card: assetShort(r.taken, t) })
            : t('tookNothing', { loser: name(r.loser) }),
        ]),
        entry.captured && entry.capturedBy !== null ? t('captured', { name: name(entry.capturedBy), card: assetShort(entry.captured, t) }) : '',
      );
    case 'end': return entry.reason === 'host' || entry.seat === null ? t('hostEnd') : t(entry.reason === 'last-card' ? 'endLast' : 'endEmpty', { name: name(entry.seat) });
  }
}

/** What the controls say: the question put to this screen's seat, or whom the game waits for. */
export function promptText(view: BluffingBillionairesView, names: string[], t: BillionairesTranslator, watching: boolean): string {
  const prompt = view.prompt;
  if (prompt?.type === 'play') return t('promptPlay');
  if (prompt?.type === 'respond') {
    const own = view.ownTableCard ? t('yourTableCard', { card: assetShort(view.ownTableCard, t) }) : t('noTableCard');
    return [t('promptRespond', { name: names[prompt.active]! }), own].join(t('sentenceSep'));
  }
  if (view.result) return t('gameOver');
  if (watching) return t('watching');
  if (view.ownResponse) return t('youChose', { choice: t(RESPONSE_WORD[view.ownResponse]) });
  if (view.phase === 'respond') {
    const waiting = view.responders.filter((s) => !view.responded.includes(s));
    return t('promptWaitMany', { names: waiting.map((s) => names[s]).join(t('listSep')) });
  }
  return view.active === null ? '' : t('promptWait', { name: names[view.active]! });
}
