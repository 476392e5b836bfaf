import type { BluffKingLogEntry } from '../../src/bluff-king/types.js';
import type { BluffKingView } from '../../src/bluff-king/view.js';
import type { LogEntry } from '../../src/core/types.js';
import { cardCount } from '../internal/words/i18n.js';
import { cardName } from '../internal/pieces/playing-card.js';
import type { BluffKingTranslator } from './messages.js';

/** One sentence for a BluffKing log entry (public facts only). */
export function describeEntry(raw: LogEntry, names: string[], t: BluffKingTranslator): string {
  const entry = raw as BluffKingLogEntry;
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  switch (entry.type) {
    case 'deal': return t('deal', { name: name(entry.first) });
    case 'claim': return t(entry.follow ? 'follow' : 'claim', { name: name(entry.seat), count: entry.count, rank: entry.rank });
    case 'decline': return t('decline', { name: name(entry.seat) });
    case 'challenge':
      return [
        t('challenge', { name: name(entry.seat), claimant: name(entry.claimant), cards: entry.revealed.map((c) => cardName(c, t)).join(t('listSep')) }),
        t(entry.truthful ? 'honest' : 'caught', { taker: name(entry.taker), cards: cardCount(entry.taken, t), lead: name(entry.lead) }),
      ].join(t('sentenceSep'));
    case 'pass': return t('pass', { name: name(entry.seat) });
    case 'discard': return t('discard', { cards: cardCount(entry.count, t), name: name(entry.seat) });
    case 'win': return t('win', { name: name(entry.seat) });
    case 'end': return t('hostEnd');
  }
}

/**
 * What the controls say: the question put to this screen's seat, whom the game waits for, or that
 * the game is over / only watched.
 */
export function promptText(view: BluffKingView, names: string[], t: BluffKingTranslator, watching: boolean): string {
  const prompt = view.prompt;
  const limit = view.maxPlay === null ? '' : ` ${t('maxPlayNote', { n: view.maxPlay })}`;
  if (prompt?.type === 'lead') return t('promptLead') + limit;
  if (prompt?.type === 'challenge') return t('promptChallenge', { name: names[prompt.claimant]!, count: prompt.count, rank: prompt.rank });
  if (prompt?.type === 'follow') return t('promptFollow', { rank: prompt.rank }) + limit;
  if (view.result) return t('gameOver');
  if (watching) return t('watching');
  return view.asked === null ? '' : t('promptWait', { name: names[view.asked]! });
}
