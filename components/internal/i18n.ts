/**
 * A tiny per-element message lookup. Each element has its own language (its `lang` attribute or
 * the closest ancestor's), so several tables on one page may speak different languages; that is
 * why this is not @lit/localize, which sets one locale for the whole page. The catalogs are typed
 * (catalog.ts): one module per language, English defining the ids and placeholders.
 */
import type { Catalog, MessageParams } from './catalog.js';
import en from './messages/en.js';
import zhCN from './messages/zh-CN.js';

export type { Catalog } from './catalog.js';

/** Languages with a full catalog. */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

const CJK = '\u3000-\u303f\u3400-\u9fff\uff00-\uffef';
const CJK_GAP = new RegExp(`(?<=[${CJK}]) (?=[${CJK}])`, 'g');

/** The words every table has (messages/en.ts): the shared pieces' translator knows these. */
export type CommonMessages = typeof en;

/** The words every table has, per language (built into every table's translator). */
export const commonMessages = { en, 'zh-CN': zhCN } as const satisfies Record<Language, Catalog>;

/**
 * A translator bound to one language, typed by the English catalog of the words it has
 * (`Messages`; by default words not known, so any id and any params).
 */
export interface Translator<Messages extends Catalog = Catalog> {
  lang: Language;
  /**
   * The message `id` with its `{placeholders}` filled from `params`, which names exactly the
   * placeholders of that message; the id itself when no catalog has it.
   */
  <Id extends keyof Messages & string>(id: Id, ...params: MessageParams<Messages[Id]>): string;
}

/** The supported language closest to a BCP 47 tag: `zh`, `zh-Hans`, `zh-CN` → zh-CN; else en. */
export function matchLanguage(tag: string | null | undefined): Language {
  const lower = (tag ?? '').toLowerCase();
  if (lower === 'zh' || lower.startsWith('zh-cn') || lower.startsWith('zh-hans') || lower.startsWith('zh-sg')) return 'zh-CN';
  return 'en';
}

/** The `lang` of the element or its closest ancestor, crossing shadow roots; null when none. */
export function closestLang(element: Element): string | null {
  let node: Node | null = element;
  while (node) {
    if (node instanceof Element && node.hasAttribute('lang')) return node.getAttribute('lang');
    node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
  }
  return null;
}

/** Text before a placeholder that leaves it at the start of a sentence. */
const SENTENCE_START = /(^|[.!?]\s*)$/;

/**
 * Builds a translator from catalogs per language, falling back to English. `Messages` is the type
 * of the words the caller knows `catalogs` to hold (their English catalogs merged); the caller
 * vouches for it.
 */
export function translator<Messages extends Catalog = Catalog>(lang: Language, ...catalogs: Partial<Record<Language, Catalog>>[]): Translator<Messages> {
  const merged: Record<string, string> = {};
  for (const catalog of catalogs) Object.assign(merged, catalog.en, catalog[lang]);
  const t = ((key: string, params?: Record<string, string | number>) => {
    const template = merged[key] ?? key;
    const text = params ? template.replace(/\{(\w+)\}/g, (whole, name: string, at: number) => {
      if (!(name in params)) return whole;
      const value = String(params[name]);
      const { you, youInSentence, listSep = ', ' } = merged;
      if (!you || !youInSentence) return value;
      // The default name "You" inside a sentence reads "you" ("Bram challenged you"), in a list of
      // names too ("Approved by Chen, you"), except as the first word of a sentence.
      const first = SENTENCE_START.test(template.slice(0, at));
      return value.split(listSep).map((item, i) => (item === you && (i > 0 || !first) ? youInSentence : item)).join(listSep);
    }) : template;
    // Chinese sets no space between Chinese characters: drop one a placeholder left there ("你 的").
    return lang === 'zh-CN' ? text.replace(CJK_GAP, '') : text;
  }) as Translator;
  t.lang = lang;
  // The catalogs are plain at run time: the caller's `Messages` says which words they hold.
  return t as Translator<Messages>;
}

/** A sentence with its first letter capitalised ("the bank paid…" → "The bank paid…"). */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 card", "3 cards" in the translator's language. */
export function cardCount(n: number, t: Translator<CommonMessages>): string {
  return n === 1 ? t('card1') : t('cards', { n });
}
