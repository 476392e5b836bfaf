/**
 * What a table's live region says after moves (screen readers hear it): the moves' sentences, what
 * this screen is asked now, and the winner once the game is over.
 */
import type { Translator } from '../words/i18n.js';

/**
 * @param texts the new moves' sentences, in order
 * @param prompt what the person on this screen is asked now ('' when nothing)
 * @param winners the winners' names ([] while the game runs)
 */
export function announcement(texts: readonly string[], prompt: string, winners: readonly string[], t: Translator): string {
  const over = winners.length === 0 ? ''
    : winners.length === 1 ? t('announceOver', { name: winners[0]! }) : t('announceShared', { names: winners.join(t('listSep')) });
  return [...texts, prompt, over].filter(Boolean).join(' ');
}
