import type { BluffKingLogEntry } from '../../src/bluff-king/rules.js';
import type { LogEntry } from '../../src/core/types.js';
import type { Translator } from '../internal/i18n.js';
import { cardName } from '../internal/playing-card.js';

/** One sentence for a BluffKing log entry (public facts only). */
export function describeEntry(raw: LogEntry, names: string[], t: Translator): string {
  const entry = raw as BluffKingLogEntry;
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  switch (entry.type) {
    case 'deal': return t('deal', { name: name(entry.first) });
    case 'claim': return t(entry.follow ? 'follow' : 'claim', { name: name(entry.seat), count: entry.count, rank: entry.rank });
    case 'decline': return t('decline', { name: name(entry.seat) });
    case 'challenge':
      return `${t('challenge', { name: name(entry.seat), claimant: name(entry.claimant), cards: entry.revealed.map((c) => cardName(c, t)).join(', ') })} ${
        t(entry.truthful ? 'honest' : 'caught', { taker: name(entry.taker), n: entry.taken, lead: name(entry.lead) })}`;
    case 'pass': return t('pass', { name: name(entry.seat) });
    case 'discard': return t('discard', { n: entry.count, name: name(entry.seat) });
    case 'win': return t('win', { name: name(entry.seat) });
  }
}
