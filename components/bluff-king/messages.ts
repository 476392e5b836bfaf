/**
 * BluffKing's words: one catalog module per language in `messages/` (English defines the ids and
 * placeholders), put together here for the table, and the type of the translator its code uses.
 */
import type { Catalog, Merge } from '../internal/catalog.js';
import type { CommonMessages, Language, Translator } from '../internal/i18n.js';
import type playingCards from '../internal/messages/playing-cards.en.js';
import en from './messages/en.js';
import zhCN from './messages/zh-CN.js';

/** BluffKing's own words per language (the table adds the common and the playing cards' ones). */
export const bluffKingMessages = { en, 'zh-CN': zhCN } as const satisfies Record<Language, Catalog>;

/** The translator of BluffKing's code: its own words, the playing cards' and the common ones. */
/** The words of BluffKing's code: its own, and the shared ones it uses. */
export type BluffKingWords = Merge<Merge<CommonMessages, typeof playingCards>, typeof en>;

/** The translator of BluffKing's code. */
export type BluffKingTranslator = Translator<BluffKingWords>;
