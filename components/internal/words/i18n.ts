/**
 * A tiny per-element message lookup. Each element has its own language (its `lang` attribute or
 * the closest ancestor's), so several tables on one page may speak different languages; that is
 * why this is not @lit/localize, which sets one locale for the whole page. The catalogs are typed
 * (catalog.ts): one module per language, English defining the ids and placeholders.
 */
import type { Catalog, MessageParams } from './catalog.js';
import en from './messages/en.js';

export type { Catalog } from './catalog.js';

/** Languages with a full catalog. */
export const LANGUAGES = ['en', 'zh-CN'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * One part of the UI's words in every language: the English catalog at hand (it defines the ids
 * and is every language's fallback), each other language as its catalog or as the dynamic import
 * that loads it, so a page that shows English never downloads the others.
 */
export type Messages = { readonly en: Catalog } & { readonly [Other in Exclude<Language, 'en'>]: Catalog | (() => Promise<Catalog>) };

const CJK = '\u3000-\u303f\u3400-\u9fff\uff00-\uffef';
const CJK_GAP = new RegExp(`(?<=[${CJK}]) (?=[${CJK}])`, 'g');

/** The words every table has (messages/en.ts): the shared pieces' translator knows these. */
export type CommonMessages = typeof en;

/** The words every table has, per language (built into every table's translator). */
export const commonMessages = {
  en,
  'zh-CN': () => import('./messages/zh-CN.js').then((module) => module.default),
} as const satisfies Messages;

/**
 * Per source and language: the catalog once loaded (an empty one if it failed: English shows), or
 * the load under way.
 */
const fetched = new WeakMap<Messages, Map<Language, Catalog | Promise<void>>>();

/** `source`'s catalog in `lang` when it is at hand (English always is), else undefined. */
function catalogOf(source: Messages, lang: Language): Catalog | undefined {
  if (lang === 'en') return source.en;
  const own = source[lang];
  if (typeof own !== 'function') return own;
  const entry = fetched.get(source)?.get(lang);
  return entry instanceof Promise ? undefined : entry;
}

/**
 * Loads what `sources` need for `lang` (each catalog once per page, however many tables ask), or
 * null when everything is at hand already. Never rejects: a catalog that cannot load (a missing
 * chunk, the network) is reported on the console and its words show in English.
 */
export function loadLanguage(lang: Language, sources: readonly Messages[]): Promise<void> | null {
  const pending: Promise<void>[] = [];
  for (const source of sources) {
    if (catalogOf(source, lang) !== undefined) continue;
    const byLanguage = fetched.get(source) ?? new Map<Language, Catalog | Promise<void>>();
    fetched.set(source, byLanguage);
    let promise = byLanguage.get(lang) as Promise<void> | undefined;
    if (!promise) {
      const load = source[lang as Exclude<Language, 'en'>] as () => Promise<Catalog>;
      promise = load().then(
        (catalog) => void byLanguage.set(lang, catalog),
        (error: unknown) => {
          console.error(`bluffhouse: the ${lang} words could not load, so they show in English:`, error);
          byLanguage.set(lang, {});
        },
      );
      byLanguage.set(lang, promise);
    }
    pending.push(promise);
  }
  return pending.length ? Promise.all(pending).then(() => undefined) : null;
}

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
 * Builds a translator from the words of `sources` in `lang`, falling back to English for any word
 * (or catalog: `loadLanguage` first) it does not have. `Words` is the type of the words the caller
 * knows `sources` to hold (their English catalogs merged); the caller vouches for it.
 */
export function translator<Words extends Catalog = Catalog>(lang: Language, ...sources: Messages[]): Translator<Words> {
  const merged: Record<string, string> = {};
  for (const source of sources) Object.assign(merged, source.en, catalogOf(source, lang));
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
  // The catalogs are plain at run time: the caller's `Words` says which words they hold.
  return t as Translator<Words>;
}

/** A sentence with its first letter capitalised ("the bank paid…" → "The bank paid…"). */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 card", "3 cards" in the translator's language. */
export function cardCount(n: number, t: Translator<CommonMessages>): string {
  return n === 1 ? t('card1') : t('cards', { n });
}
