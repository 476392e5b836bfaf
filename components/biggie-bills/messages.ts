/**
 * BiggieBills$$$' words: one catalog module per language in `messages/` (English defines the ids
 * and placeholders), put together here for the table, and the type of the translator its code uses.
 * Outside English the standard cards' names and the Industry effects come from a second catalog
 * (messages/standard-cards.ts); English takes them from the card data (words.ts).
 */
import type { Merge } from '../internal/words/catalog.js';
import type { CommonMessages, Messages, Translator } from '../internal/words/i18n.js';
import en from './messages/en.js';
import type standardCardsZhCN from './messages/standard-cards.zh-CN.js';

/**
 * BiggieBills' own words per language, Chinese (with the standard cards' names and effects) loaded
 * when a table shows it (the table adds the common ones; it replaces `name` and `seats`: a seat is
 * a team).
 */
export const biggieBillsMessages = {
  en,
  'zh-CN': () =>
    Promise.all([import('./messages/zh-CN.js'), import('./messages/standard-cards.zh-CN.js')]).then(([words, cards]) => ({ ...words.default, ...cards.default })),
} as const satisfies Messages;

/** The words of BiggieBills's code: its own, and the shared ones it uses. */
export type BiggieBillsWords = Merge<Merge<CommonMessages, typeof en>, typeof standardCardsZhCN>;

/** The translator of BiggieBills's code. */
export type BiggieBillsTranslator = Translator<BiggieBillsWords>;
