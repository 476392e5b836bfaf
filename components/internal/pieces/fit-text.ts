/**
 * Card text that fits its card: a word is never clipped and never broken inside. Browsers cannot be
 * relied on to hyphenate (`hyphens: auto` needs a dictionary that Chromium on Linux, for one, only
 * downloads through its component updater), so the type gets smaller when the widest word would not
 * fit: the card is a size container and the text's style is
 * `font-size: min(<its size>, 100cqi / var(--_fit))`, where `--_fit` (set by `fitWidth`) is the
 * widest unbreakable stretch of the text in em. That width is estimated from character classes
 * whose widths bound the usual sans-serif faces (DejaVu Sans, the widest of them, bold included),
 * so it fits in any of them; a host font wider still falls back to `overflow-wrap` (never clipped).
 * Chinese words (as `Intl.Segmenter` finds them) are kept whole too: `word-break: keep-all` with a
 * `<wbr>` between words (`wordBreaks`).
 */
import { html, type TemplateResult } from 'lit';
import type { DirectiveResult } from 'lit/directive.js';
import { customProperties, type CustomPropertiesDirective } from './custom-properties.js';

/** How a text is set: bold, upper-cased (`text-transform`), extra letter spacing in em. */
export interface TextSetting {
  bold?: boolean;
  upper?: boolean;
  letterSpacing?: number;
}

/** Advance widths in em by character class (regular, bold), first match wins. */
const WIDTHS: readonly { chars: RegExp; regular: number; bold: number }[] = [
  // Chinese, Japanese, Korean, full-width forms and symbols (★, ⚔): a full em and a little.
  { chars: /[\p{Ideographic}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef\p{So}]/u, regular: 1.05, bold: 1.05 },
  { chars: /[mwMW]/, regular: 1, bold: 1.11 },
  { chars: /[ijlI.,:;'’!|]/, regular: 0.32, bold: 0.38 },
  { chars: /[frt()[\]\- ]/, regular: 0.45, bold: 0.52 },
  { chars: /\p{Lu}/u, regular: 0.8, bold: 0.88 },
];
/** Any other character (lower-case letters, digits, $…). */
const OTHER = { regular: 0.65, bold: 0.73 };

const CHINESE_LIKE = /[\p{Ideographic}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** Widths already estimated (`textEm`, `widestWordEm`), by kind, setting and text; emptied when it grows large. */
const measured = new Map<string, number>();
const MEASURED_KEPT = 4000;

/** `measure()`, or what it gave for `key` before (a table redraws the same card names many times). */
function remembered(key: string, measure: () => number): number {
  let em = measured.get(key);
  if (em === undefined) {
    em = measure();
    if (measured.size >= MEASURED_KEPT) measured.clear();
    measured.set(key, em);
  }
  return em;
}

/** The cache key part of a setting. */
const settingKey = (setting: TextSetting) => `${setting.bold ? 'b' : ''}${setting.upper ? 'u' : ''}${setting.letterSpacing ?? 0}`;

/** The estimated width in em of `text` set on one line (an upper bound for common sans-serif faces). */
export function textEm(text: string, setting: TextSetting = {}): number {
  return remembered(`t${settingKey(setting)}|${text}`, () => {
    const shown = setting.upper ? text.toUpperCase() : text;
    let em = 0;
    for (const char of shown) {
      const width = WIDTHS.find((w) => w.chars.test(char)) ?? OTHER;
      em += (setting.bold ? width.bold : width.regular) + (setting.letterSpacing ?? 0);
    }
    return em;
  });
}

const segmenters = new Map<string, Intl.Segmenter>();

/** Intl.Segmenter's word segments of `text` in `lang`. */
function segments(text: string, lang: string): Intl.SegmentData[] {
  let segmenter = segmenters.get(lang);
  if (!segmenter) segmenters.set(lang, (segmenter = new Intl.Segmenter(lang, { granularity: 'word' })));
  return [...segmenter.segment(text)];
}

/**
 * The stretches of `text` that never break across lines: the parts between spaces, and in Chinese
 * (and Japanese, Korean) each word.
 */
function unbreakable(text: string, lang: string): string[] {
  return text.split(/\s+/).filter(Boolean).flatMap((part) => (CHINESE_LIKE.test(part) ? segments(part, lang).map((s) => s.segment) : [part]));
}

/**
 * The width in em of the widest stretch of `text` that never breaks (`unbreakable`), estimated
 * once per text, language and setting.
 */
export function widestWordEm(text: string, lang: string, setting: TextSetting = {}): number {
  return remembered(`w${settingKey(setting)}|${lang}|${text}`, () => Math.max(1, ...unbreakable(text, lang).map((word) => textEm(word, setting))));
}

/** `wordBreaks`' templates already made, by language and text (a template may be drawn in many places). */
const withBreaks = new Map<string, TemplateResult>();

/**
 * `text` for a card: as it is, or for Chinese (Japanese, Korean) text with a `<wbr>` between words,
 * the only places a `word-break: keep-all` line then breaks.
 */
export function wordBreaks(text: string, lang: string): TemplateResult | string {
  if (!CHINESE_LIKE.test(text)) return text;
  const key = `${lang}|${text}`;
  let broken = withBreaks.get(key);
  if (!broken) {
    const parts = segments(text, lang);
    broken = html`${parts.map((part, i) => (i > 0 && part.isWordLike && parts[i - 1]!.isWordLike ? html`<wbr>${part.segment}` : part.segment))}`;
    if (withBreaks.size >= MEASURED_KEPT) withBreaks.clear();
    withBreaks.set(key, broken);
  }
  return broken;
}

/**
 * The element binding that gives a fitted text its width in em (`--_fit`, read by its `font-size`):
 * `<span class="name" ${fitWidth(em)}>`.
 */
export function fitWidth(em: number): DirectiveResult<typeof CustomPropertiesDirective> {
  return customProperties({ '--_fit': em.toFixed(2) });
}
