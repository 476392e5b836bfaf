/**
 * Bluffing Billionaires' words: one catalog module per language in `messages/` (English defines the
 * ids and placeholders), put together here for the table, and the type of the translator its code
 * uses.
 */
import type { Merge } from '../internal/words/catalog.js';
import type { CommonMessages, Messages, Translator } from '../internal/words/i18n.js';
import en from './messages/en.js';

/** Bluffing Billionaires' own words per language, Chinese loaded when a table shows it (the table adds the common ones). */
export const billionairesMessages = {
  en,
  'zh-CN': () => import('./messages/zh-CN.js').then((module) => module.default),
} as const satisfies Messages;

/** The words of Billionaires's code: its own, and the shared ones it uses. */
export type BillionairesWords = Merge<CommonMessages, typeof en>;

/** The translator of Billionaires's code. */
export type BillionairesTranslator = Translator<BillionairesWords>;
