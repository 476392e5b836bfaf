/**
 * Standard playing cards drawn with HTML and CSS (no images): rank and suit in the corner, a large
 * suit in the middle, both jokers, and a back. Sized by `--_card-width`; legible at phone size.
 */
import { css, html, type TemplateResult } from 'lit';
import { cardShape } from '../element/tokens.js';
import { isJoker, rankOf, suitOf, type Card, type Joker, type Rank, type Suit } from '../../../src/core/playing-cards.js';
import type { Merge } from '../words/catalog.js';
import type { CommonMessages, Messages, Translator } from '../words/i18n.js';
import en from '../words/messages/playing-cards.en.js';

const SUIT_SYMBOL: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** The playing cards' words per language, Chinese loaded when shown; a table with playing cards adds them to its translator. */
export const playingCardMessages = {
  en,
  'zh-CN': () => import('../words/messages/playing-cards.zh-CN.js').then((module) => module.default),
} as const satisfies Messages;

/** A translator that knows the playing cards' words. */
export type PlayingCardTranslator = Translator<Merge<CommonMessages, typeof en>>;

/** The message id of each picture card's rank (number ranks are said as written). */
const RANK_NAME = { A: 'rankA', J: 'rankJ', Q: 'rankQ', K: 'rankK' } as const satisfies Partial<Record<Rank, keyof typeof en>>;
const SUIT_NAME = { S: 'suitS', H: 'suitH', D: 'suitD', C: 'suitC' } as const satisfies Record<Suit, keyof typeof en>;
const JOKER_NAME = { BJ: 'jokerBJ', RJ: 'jokerRJ' } as const satisfies Record<Joker, keyof typeof en>;

/** The card's spoken name: "King of spades", "Red joker", "红桃10". */
export function cardName(card: Card, t: PlayingCardTranslator): string {
  if (isJoker(card)) return t(JOKER_NAME[card]);
  const rank = rankOf(card)!;
  const picture = rank in RANK_NAME ? RANK_NAME[rank as keyof typeof RANK_NAME] : null;
  return t('cardName', { rank: picture ? t(picture) : rank, suit: t(SUIT_NAME[suitOf(card)!]) });
}

/** A face-up card (decorative: the surrounding control carries the name). */
export function cardFace(card: Card, t: PlayingCardTranslator): TemplateResult {
  if (isJoker(card)) {
    const red = card === 'RJ';
    return html`<span class="card face joker ${red ? 'red' : 'black'}" part="card-face" aria-hidden="true">
      <span class="corner joker-word">${t('jokerShort')}</span><span class="pip">★</span></span>`;
  }
  const suit = suitOf(card)!;
  const red = suit === 'H' || suit === 'D';
  return html`<span class="card face ${red ? 'red' : 'black'}" part="card-face" aria-hidden="true">
    <span class="corner">${rankOf(card)}<br />${SUIT_SYMBOL[suit]}</span><span class="pip">${SUIT_SYMBOL[suit]}</span></span>`;
}

/** A face-down card (decorative). */
export function cardBack(): TemplateResult {
  return html`<span class="card back" part="card-back" aria-hidden="true"></span>`;
}

export const cardStyles = [cardShape, css`
  .face {
    background: var(--_card-face);
    border: 1px solid rgb(0 0 0 / 0.2);
  }
  .face.red {
    color: var(--_card-red);
  }
  .face.black {
    color: var(--_card-black);
  }
  .corner {
    position: absolute;
    top: 3px;
    left: 4px;
    font-size: calc(var(--_card-width) * 0.3);
    font-weight: 700;
    line-height: 0.95;
    text-align: center;
    letter-spacing: -0.05em;
  }
  .joker-word {
    writing-mode: vertical-rl;
    text-orientation: upright;
    font-size: calc(var(--_card-width) * 0.17);
    letter-spacing: 0;
  }
  .pip {
    position: absolute;
    right: 8%;
    bottom: 6%;
    font-size: calc(var(--_card-width) * 0.55);
    line-height: 1;
  }
  .joker .pip {
    right: 12%;
    bottom: 18%;
    font-size: calc(var(--_card-width) * 0.6);
  }
  .back {
    border: 3px solid var(--_card-face);
    background:
      repeating-linear-gradient(45deg, rgb(255 255 255 / 0.18) 0 4px, transparent 4px 9px),
      repeating-linear-gradient(-45deg, rgb(255 255 255 / 0.18) 0 4px, transparent 4px 9px),
      var(--_card-back);
  }
`];
