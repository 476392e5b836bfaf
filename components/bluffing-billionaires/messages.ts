/**
 * Bluffing Billionaires' words: one catalog module per language in `messages/` (English defines the
 * ids and placeholders), put together here for the table, and the type of the translator its code
 * uses.
 */
import type { Catalog, Merge } from '../internal/catalog.js';
import type { CommonMessages, Language, Translator } from '../internal/i18n.js';
import en from './messages/en.js';
import zhCN from './messages/zh-CN.js';

/** Bluffing Billionaires' own words per language (the table adds the common ones). */
export const billionairesMessages = { en, 'zh-CN': zhCN } as const satisfies Record<Language, Catalog>;

/** The translator of Bluffing Billionaires' code: its own words and the common ones. */
/** The words of Billionaires's code: its own, and the shared ones it uses. */
export type BillionairesWords = Merge<CommonMessages, typeof en>;

/** The translator of Billionaires's code. */
export type BillionairesTranslator = Translator<BillionairesWords>;
