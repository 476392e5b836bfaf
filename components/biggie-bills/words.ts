/**
 * BiggieBills$$$ words that depend on data: money, card names, Industry effects and why a move is
 * not possible now. Standard cards are named in the table's language; a host's own cards keep the
 * names it gave them.
 */
import {
  growthCard, growthOf, industryCard, STANDARD_TABLES,
  type BonusKind, type GrowthCard, type IndustryCard, type IndustryEffect, type Stage, type Tables,
} from '../../src/biggie-bills/cards.js';
import type { Verdict } from '../../src/core/types.js';
import type { Placeholders } from '../internal/words/catalog.js';
import type { BiggieBillsTranslator } from './messages.js';
import { WHY_NOT, type WhyNotId } from './message-ids.js';
import en from './messages/en.js';
import { isStandardCardId, type EffectMessageId, type StandardCardId } from './messages/standard-cards.js';

const formats = new Map<string, Intl.NumberFormat>();

/** Languages that write whole numbers with a comma between groups of three digits ("1,000"), as Intl.NumberFormat does. */
const COMMA_GROUPS: ReadonlySet<string> = new Set(['en', 'zh-CN']);

/**
 * `n` (at least 0) as `lang` writes numbers. Whole numbers in English and Chinese are grouped here:
 * the first Intl.NumberFormat of a page costs tens of ms (it loads the locale's data), all of it in
 * the board's first render. Other numbers go through Intl.NumberFormat.
 */
function numberText(n: number, lang: string): string {
  if (Number.isSafeInteger(n) && COMMA_GROUPS.has(lang)) return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
  let format = formats.get(lang);
  if (!format) formats.set(lang, (format = new Intl.NumberFormat(lang)));
  return format.format(n);
}

/** An amount in $M as the table's language writes numbers: "$20M", "$1,000M", "−$5M". */
export function money(amount: number, t: BiggieBillsTranslator): string {
  return `${amount < 0 ? '−' : ''}$${numberText(Math.abs(amount), t.lang)}M`;
}

/**
 * A standard card's name in the table's language (message `message(id)`), else the name given: in
 * English (no catalog names the standard cards) and for a host's own card.
 */
function named(
  message: (id: StandardCardId) => `${'g' | 'i'}${StandardCardId}`, card: { id: number; name: string }, standard: { name: string } | undefined, t: BiggieBillsTranslator,
): string {
  const id = isStandardCardId(card.id) && standard?.name === card.name ? message(card.id) : null;
  const text = id === null ? id : t(id);
  return text === null || text === id ? card.name : text;
}

export const growthName = (card: GrowthCard, t: BiggieBillsTranslator): string => named((id) => `g${id}` as const, card, growthCard(STANDARD_TABLES, card.id), t);
export const industryName = (card: IndustryCard, t: BiggieBillsTranslator): string => named((id) => `i${id}` as const, card, industryCard(STANDARD_TABLES, card.id), t);

/** The name of Growth card `id` of this game's tables. */
export const cardName = (tables: Tables, id: number, t: BiggieBillsTranslator): string => growthName(growthOf(tables, id), t);

/** "1–2" for a Flexible Challenge's stages. */
export const flexStages = (kind: BonusKind): string => (kind === 'flex12' ? '1–2' : '3–4');

/** Stages as a span ("1–2") or a list. */
function stageSpan(stages: readonly Stage[], t: BiggieBillsTranslator): string {
  const sorted = [...stages].sort();
  const contiguous = sorted.length > 1 && sorted.at(-1)! - sorted[0]! === sorted.length - 1;
  return contiguous ? `${sorted[0]}–${sorted.at(-1)}` : sorted.join(t('listSep'));
}

/** The message of each Industry effect kind said the same way whatever its numbers (`amount` at most). */
const EFFECT_MESSAGE = {
  'two-card-play': 'fxtwo-card-play', 'no-challenges': 'fxno-challenges', 'open-season': 'fxopen-season',
  'no-acquisitions': 'fxno-acquisitions', 'legal-fees': 'fxlegal-fees', 'brand-loyalty': 'fxbrand-loyalty',
} as const satisfies Partial<Record<IndustryEffect['kind'], EffectMessageId>>;

/** One Industry effect in plain words, from its data. */
function effectText(effect: IndustryEffect, t: BiggieBillsTranslator): string {
  const amount = 'amount' in effect ? money(effect.amount, t) : '';
  const p = 'percent' in effect ? Math.abs(effect.percent) : 0;
  const up = 'percent' in effect && effect.percent > 0;
  const stages = 'stages' in effect && effect.stages ? t('fxstages', { stages: stageSpan(effect.stages, t) }) : t('fxall');
  switch (effect.kind) {
    case 'cost': return t(up ? 'fxcostUp' : 'fxcostDown', { stages, p });
    case 'payoff': return t(effect.firstOnly ? (up ? 'fxfirstUp' : 'fxfirstDown') : up ? 'fxpayoffUp' : 'fxpayoffDown', { stages, p });
    case 'penalty': return t(effect.percent === 100 ? 'fxpenaltyDouble' : effect.percent === -50 ? 'fxpenaltyHalf' : up ? 'fxpenaltyUp' : 'fxpenaltyDown', { p });
    case 'award': return t('fxaward', { amount, stage: effect.stage });
    case 'tax': return t('fxtax', { p, cash: money(effect.cashAtLeast, t) });
    case 'stimulus': return t('fxstimulus', { amount, cash: money(effect.cashBelow, t) });
    case 'exchange-fee': return t(effect.amount === 0 ? 'fxexchangeFree' : 'fxexchange-fee', { amount });
    case 'skip-fine': return t(effect.amount === 0 ? 'fxskipFree' : 'fxskip-fine', { amount });
    default: return t(EFFECT_MESSAGE[effect.kind], { amount });
  }
}

/**
 * An Industry card's effect in plain words: in English the card's own sentence (a host writes its
 * own), in other languages said from the card's effects.
 */
export function industryEffect(card: IndustryCard, t: BiggieBillsTranslator): string {
  if (t.lang === 'en') return card.text;
  return card.effects.length === 0 ? t('fxnone') : card.effects.map((e) => effectText(e, t)).join(t('sentenceSep'));
}

/** The placeholders of every refusal message (a caller gives those of the refusals its move can get). */
export type WhyNotParams = { readonly [Name in Placeholders<(typeof en)[WhyNotId]>]?: string | number };

/**
 * Why a move is not possible now, in the table's language: the message for the verdict's code
 * with `params` filled in, or the engine's own reason when no message says it or `params` lacks
 * one of its placeholders (a placeholder is never shown unfilled).
 */
export function whyNot(verdict: Verdict, t: BiggieBillsTranslator, params: WhyNotParams = {}): string {
  if (verdict.ok) return '';
  const id = Object.hasOwn(WHY_NOT, verdict.code) ? WHY_NOT[verdict.code] : undefined;
  const placeholders = id ? [...en[id].matchAll(/\{(\w+)\}/g)].map((match) => match[1]!) : [];
  if (!id || !placeholders.every((name) => Object.hasOwn(params, name))) return verdict.reason;
  return t(id, params as Required<WhyNotParams>);
}
