/**
 * BluffKing's words: one catalog module per language in `messages/` (English defines the ids and
 * placeholders), put together here for the table, and the type of the translator its code uses.
 */
import type { Merge } from '../internal/words/catalog.js';
import type { CommonMessages, Messages, Translator } from '../internal/words/i18n.js';
import type playingCards from '../internal/words/messages/playing-cards.en.js';
import en from './messages/en.js';

/** BluffKing's own words per language, Chinese loaded when a table shows it (the table adds the common and the playing cards' ones). */
export const bluffKingMessages = {
  en,
  'zh-CN': () => import('./messages/zh-CN.js').then((module) => module.default),
} as const satisfies Messages;

/** The words of BluffKing's code: its own, and the shared ones it uses. */
export type BluffKingWords = Merge<Merge<CommonMessages, typeof playingCards>, typeof en>;

/** The translator of BluffKing's code. */
export type BluffKingTranslator = Translator<BluffKingWords>;
