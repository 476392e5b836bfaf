/**
 * BiggieBills$$$ words that depend on data: money, card names, Industry effects and why a move is
 * not possible now. Standard cards are named in the table's language; a host's own cards keep the
 * names it gave them.
 */
import {
  STANDARD_TABLES, type BonusKind, type GrowthCard, type IndustryCard, type IndustryEffect, type Stage, type Tables,
} from '../../src/biggie-bills/cards.js';
import type { Verdict } from '../../src/core/types.js';
import type { Translator } from '../internal/i18n.js';

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in $M as the table's language writes numbers: "$20M", "$1,000M", "−$5M". */
export function money(amount: number, t: Translator): string {
  let format = formats.get(t.lang);
  if (!format) formats.set(t.lang, (format = new Intl.NumberFormat(t.lang)));
  return `${amount < 0 ? '−' : ''}$${format.format(Math.abs(amount))}M`;
}

/** A standard card's name in the table's language (message `prefix` + id), else the name given. */
function named(prefix: string, card: { id: number; name: string }, standard: readonly { id: number; name: string }[], t: Translator): string {
  const key = `${prefix}${card.id}`;
  const text = standard.find((c) => c.id === card.id)?.name === card.name ? t(key) : key;
  return text === key ? card.name : text;
}

export const growthName = (card: GrowthCard, t: Translator): string => named('g', card, STANDARD_TABLES.growth, t);
export const industryName = (card: IndustryCard, t: Translator): string => named('i', card, STANDARD_TABLES.industry, t);

/** The Growth card with `id` in this game's tables. */
export const growthIn = (tables: Tables, id: number): GrowthCard => tables.growth.find((card) => card.id === id)!;

/** The name of Growth card `id`. */
export const cardName = (tables: Tables, id: number, t: Translator): string => growthName(growthIn(tables, id), t);

/** "1–2" for a Flexible Challenge's stages. */
export const flexStages = (kind: BonusKind): string => (kind === 'flex12' ? '1–2' : '3–4');

/** Stages as a span ("1–2") or a list. */
function stageSpan(stages: readonly Stage[], t: Translator): string {
  const sorted = [...stages].sort();
  const contiguous = sorted.length > 1 && sorted.at(-1)! - sorted[0]! === sorted.length - 1;
  return contiguous ? `${sorted[0]}–${sorted.at(-1)}` : sorted.join(t('listSep'));
}

/** One Industry effect in plain words, from its data. */
function effectText(effect: IndustryEffect, t: Translator): string {
  const amount = 'amount' in effect ? money(effect.amount, t) : '';
  const p = 'percent' in effect ? Math.abs(effect.percent) : 0;
  const way = 'percent' in effect && effect.percent > 0 ? 'Up' : 'Down';
  const stages = 'stages' in effect && effect.stages ? t('fxstages', { stages: stageSpan(effect.stages, t) }) : t('fxall');
  switch (effect.kind) {
    case 'cost': return t(`fxcost${way}`, { stages, p });
    case 'payoff': return t(`fx${effect.firstOnly ? 'first' : 'payoff'}${way}`, { stages, p });
    case 'penalty': return t(effect.percent === 100 ? 'fxpenaltyDouble' : effect.percent === -50 ? 'fxpenaltyHalf' : `fxpenalty${way}`, { p });
    case 'award': return t('fxaward', { amount, stage: effect.stage });
    case 'tax': return t('fxtax', { p, cash: money(effect.cashAtLeast, t) });
    case 'stimulus': return t('fxstimulus', { amount, cash: money(effect.cashBelow, t) });
    case 'exchange-fee': return t(effect.amount === 0 ? 'fxexchangeFree' : 'fxexchange-fee', { amount });
    case 'skip-fine': return t(effect.amount === 0 ? 'fxskipFree' : 'fxskip-fine', { amount });
    default: return t(`fx${effect.kind}`, { amount });
  }
}

/**
 * An Industry card's effect in plain words: in English the card's own sentence (a host writes its
 * own), in other languages said from the card's effects.
 */
export function industryEffect(card: IndustryCard, t: Translator): string {
  if (t.lang === 'en') return card.text;
  return card.effects.length === 0 ? t('fxnone') : card.effects.map((e) => effectText(e, t)).join(t('sentenceSep'));
}

/** Why a move is not possible now, in the table's language (the engine's reason when no message says it). */
export function whyNot(verdict: Verdict, t: Translator, params: Record<string, string | number> = {}): string {
  if (verdict.ok) return '';
  const key = `why-${verdict.code}`;
  const text = t(key, params);
  return text === key ? verdict.reason : text;
}
