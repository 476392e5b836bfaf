/**
 * A table's words and the caches that keep them cheap (docs/architecture.md, "The elements"): the
 * language it shows, one translator per language (made once its catalogs are all loaded, as they
 * then never change), and each log entry's sentence, made once per entry for a translator and the
 * seats' names: the `game-move` event, the live region and the log piece all read the same one.
 */
import type { LogEntry } from '../../../src/core/types.js';
import {
  closestLang, commonMessages, loadLanguage, matchLanguage, sentence, translator, type Catalog, type Language, type Messages, type Translator,
} from '../words/i18n.js';

/** The language `element` shows: its `lang`, else the closest ancestor's, else the page's. */
export function languageOf(element: HTMLElement): Language {
  return matchLanguage(element.lang || closestLang(element.parentElement ?? element) || document.documentElement.lang);
}

/** One entry's sentence, before it is capitalised: the game's `describe`. */
export type Describe<Words extends Catalog> = (entry: LogEntry, names: string[], t: Translator<Words>) => string;

export class TableWords<Words extends Catalog> {
  private readonly translators = new Map<Language, Translator<Words>>();
  private sentences = new WeakMap<LogEntry, string>();
  private sentencesFor: { t: Translator<Words>; names: string } | null = null;

  /**
   * @param messages the game's words and those of the pieces it adds (the common ones are built in)
   * @param describe the game's sentence of a public log entry
   */
  constructor(private readonly messages: () => readonly Messages[], private readonly describe: Describe<Words>) {}

  /** The load of the words of `lang` still missing, or null when they are all at hand. */
  load(lang: Language): Promise<void> | null {
    return loadLanguage(lang, [commonMessages, ...this.messages()]);
  }

  /** The translator of `lang` (kept once every catalog it needs is loaded, as it then never changes). */
  translator(lang: Language): Translator<Words> {
    let t = this.translators.get(lang);
    if (!t) {
      t = translator<Words>(lang, commonMessages, ...this.messages());
      if (this.load(lang) === null) this.translators.set(lang, t);
    }
    return t;
  }

  /** The sentence of a public log entry in `t`'s words, capitalised, made once per entry while `t` and `names` stay. */
  sentence(entry: LogEntry, names: string[], t: Translator<Words>): string {
    const key = names.join('\u0000');
    if (this.sentencesFor?.t !== t || this.sentencesFor.names !== key) {
      this.sentences = new WeakMap();
      this.sentencesFor = { t, names: key };
    }
    let text = this.sentences.get(entry);
    if (text === undefined) this.sentences.set(entry, (text = sentence(this.describe(entry, names, t))));
    return text;
  }
}
