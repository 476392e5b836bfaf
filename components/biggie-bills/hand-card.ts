/**
 * The cards of a team's hand: Growth, Challenge and Bonus cards drawn with HTML and CSS. A face is
 * decorative (the control around it carries the spoken name, `handCardLabel`); the stage shows as
 * a number as well as a colour.
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import { challengeCard, growthOf, type Tables } from '../../src/biggie-bills/cards.js';
import type { BiggieBillsView, OwnBonus, OwnChallenge, OwnGrowth } from '../../src/biggie-bills/view.js';
import { fitWidth, textEm, widestWordEm, wordBreaks } from '../internal/pieces/fit-text.js';
import { flexStages, growthName, money } from './words.js';
import { BONUS_NAME } from './message-ids.js';
import type { BiggieBillsTranslator } from './messages.js';

/** A card of the hand, with what the view says of it. */
export type HandCard =
  | { kind: 'growth'; own: OwnGrowth }
  | { kind: 'challenge'; own: OwnChallenge }
  | { kind: 'bonus'; own: OwnBonus };

/** The hand in display order: Growth, Challenge, then Bonus cards (`bonus` false leaves them out). */
export function handCards(view: BiggieBillsView, bonus = true): HandCard[] {
  const hand = view.hand;
  if (!hand) return [];
  return [
    ...hand.growth.map((own): HandCard => ({ kind: 'growth', own })),
    ...hand.challenge.map((own): HandCard => ({ kind: 'challenge', own })),
    ...(bonus ? hand.bonus.map((own): HandCard => ({ kind: 'bonus', own })) : []),
  ];
}

/** The card's name alone ("Market Research", "Challenge: Market Research", "Block a Challenge"). */
export function handCardName(card: HandCard, tables: Tables, t: BiggieBillsTranslator): string {
  if (card.kind === 'bonus') return t(BONUS_NAME[card.own.kind]);
  const name = growthName(growthOf(tables, card.own.card), t);
  return card.kind === 'growth' ? name : t('challengeName', { card: name });
}

/** A Growth card's payoff now (BG-8): `later` once any team has completed it; `printed` before Industry effects. */
function payoffOf(view: BiggieBillsView, card: OwnGrowth): { later: boolean; printed: number } {
  const later = view.teams.some((team) => team.completed.includes(card.card));
  const growth = growthOf(view.tables, card.card);
  return { later, printed: later ? growth.later : growth.first };
}

/**
 * What a Growth card pays now: "$60M (first)" while no team has completed it, else "$40M (later)"
 * (BG-8); "$75M (first; printed $60M)" when this cycle's Industry card changes it.
 */
function payoffText(view: BiggieBillsView, card: OwnGrowth, t: BiggieBillsTranslator): string {
  const { later, printed } = payoffOf(view, card);
  const amount = money(card.payoff, t);
  return printed === card.payoff
    ? t(later ? 'laterTag' : 'firstTag', { amount })
    : t(later ? 'laterPrinted' : 'firstPrinted', { amount, printed: money(printed, t) });
}

/** What a Growth card costs now: "$30M", or "$38M (printed $30M)" when this cycle's Industry card changes it. */
function costText(view: BiggieBillsView, card: OwnGrowth, t: BiggieBillsTranslator): string {
  const printed = growthOf(view.tables, card.card).cost;
  return printed === card.cost ? money(card.cost, t) : t('printedTag', { amount: money(card.cost, t), printed: money(printed, t) });
}

/** The spoken name of a card: what it is and what it costs and pays. */
export function handCardLabel(card: HandCard, view: BiggieBillsView, t: BiggieBillsTranslator): string {
  const { tables } = view;
  const name = handCardName(card, tables, t);
  if (card.kind === 'bonus') return t('bonusLabel', { card: name });
  const growth = growthOf(tables, card.own.card);
  const penalty = money(growth.penalty, t);
  if (card.kind === 'challenge') {
    const blockPenalty = money(challengeCard(tables, growth.id)?.blockPenalty ?? 0, t);
    return t('challengeLabel', { card: name, stage: growth.stage, penalty, blockPenalty });
  }
  return t('growthLabel', { card: name, stage: growth.stage, cost: costText(view, card.own, t), payoff: payoffText(view, card.own, t), penalty });
}

/** A message with `{amount}` filled by a template (a struck-through printed figure…). */
function withAmount(t: BiggieBillsTranslator, key: 'costIs' | 'paysIs' | 'firstTag' | 'laterTag', amount: TemplateResult | string): TemplateResult {
  const [before = '', after = ''] = t(key, { amount: '\u0000' }).split('\u0000');
  return html`${before}${amount}${after}`;
}

/** A figure changed by the Industry card: the printed one struck through, then the one that applies. */
const changed = (printed: string, now: string) => html`<s class="printed">${printed}</s> <b>${now}</b>`;

/**
 * Whether a card can be played now, as its face marks it: `ok` (✓), `ruin` (⚠: every way to play it
 * makes a payment that leaves the team bankrupt), `risk` (⚠: every way could, if the challenged team
 * blocks), or null (not playable now).
 */
export type Playable = 'ok' | 'ruin' | 'risk' | null;

/**
 * A card's kind line ("GROWTH 2", "⚔ CHALLENGE 3", "★ BONUS"): one line, in smaller type when the
 * card is too narrow for it (`fit-text.ts`).
 */
function kindLine(label: string, stage: number | null): TemplateResult {
  const em = textEm(`${label} `, { upper: true, letterSpacing: 0.03 }) + (stage === null ? 0 : 1.25 * textEm(String(stage), { bold: true, letterSpacing: 0.03 }));
  const number = stage === null ? nothing : html`<b>${stage}</b>`;
  // The space before the number is in the text: the build's template minifier drops a template's leading space.
  return html`<span class="kind" ${fitWidth(em)}>${stage === null ? label : `${label} `}${number}</span>`;
}

/** A card's name, whole: in smaller type when its widest word needs it; never cut or split inside a word. */
function nameLine(name: string, t: BiggieBillsTranslator): TemplateResult {
  return html`<span class="name" lang=${t.lang} ${fitWidth(widestWordEm(name, t.lang, { bold: true }))}>${wordBreaks(name, t.lang)}</span>`;
}

/** A card's face; a playable card gets a mark (the spoken name says it in words). */
export function handCardFace(card: HandCard, view: BiggieBillsView, t: BiggieBillsTranslator, playable: Playable): TemplateResult {
  const { tables } = view;
  const mark = playable === null ? nothing
    : playable === 'ok' ? html`<span class="mark">✓</span>` : html`<span class="mark warn">⚠</span>`;
  if (card.kind === 'bonus') {
    const flexible = card.own.kind !== 'block';
    return html`<span class="card bonus" part="card-face" aria-hidden="true">${mark}
      ${kindLine(`★ ${t('bonusKind')}`, null)}
      ${nameLine(t(flexible ? 'flexShort' : 'block'), t)}
      ${flexible ? html`<span class="row">${t('stageN', { n: flexStages(card.own.kind) })}</span>` : nothing}
    </span>`;
  }
  const growth = growthOf(tables, card.own.card);
  const head = html`${kindLine(card.kind === 'growth' ? t('growthKind') : `⚔ ${t('challengeKind')}`, growth.stage)}
    ${nameLine(growthName(growth, t), t)}`;
  if (card.kind === 'challenge') {
    const blockPenalty = challengeCard(tables, growth.id)?.blockPenalty ?? 0;
    return html`<span class="card challenge stage${growth.stage}" part="card-face" aria-hidden="true">${mark}${head}
      <span class="row">${t('penaltyIs', { amount: money(growth.penalty, t) })}</span>
      <span class="row">${t('blockPenaltyIs', { amount: money(blockPenalty, t) })}</span>
    </span>`;
  }
  const { later, printed } = payoffOf(view, card.own);
  const cost = card.own.cost === growth.cost ? money(card.own.cost, t) : changed(money(growth.cost, t), money(card.own.cost, t));
  const payoff = card.own.payoff === printed
    ? payoffText(view, card.own, t)
    : withAmount(t, later ? 'laterTag' : 'firstTag', changed(money(printed, t), money(card.own.payoff, t)));
  return html`<span class="card growth stage${growth.stage}" part="card-face" aria-hidden="true">${mark}${head}
    <span class="row">${withAmount(t, 'costIs', cost)}</span>
    <span class="row">${withAmount(t, 'paysIs', payoff)}</span>
    <span class="row">${t('penaltyIs', { amount: money(growth.penalty, t) })}</span>
  </span>`;
}

export const handCardStyles = css`
  .card {
    position: relative;
    container-type: inline-size;
    display: flex;
    flex-direction: column;
    gap: 2px;
    width: var(--_card-width);
    min-height: calc(var(--_card-width) * 1.25);
    height: 100%;
    padding: 4px 6px 6px;
    border: 1px solid rgb(0 0 0 / 0.2);
    border-top: 8px solid var(--_stage);
    border-radius: calc(var(--_card-width) / 12);
    background: var(--_card-face);
    color: var(--_card-black);
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.35);
    font-size: 0.78em;
    line-height: 1.2;
    text-align: start;
    user-select: none;
  }
  .stage1 { --_stage: #2e8b57; }
  .stage2 { --_stage: #2f6fb8; }
  .stage3 { --_stage: #7b4bb5; }
  .stage4 { --_stage: #b8860b; }
  .challenge { background: color-mix(in srgb, var(--_card-face) 88%, var(--_danger)); }
  .bonus { --_stage: var(--_accent); background: color-mix(in srgb, var(--_card-face) 80%, var(--_accent)); }
  /*
   * The kind and the name get smaller type when the card is too narrow for the kind line or the
   * name's widest word (--_fit: its width in em; 100cqi: the width inside the card), so no word is
   * cut or split at any card width or host font size. Beside a mark the kind line leaves room for
   * it (1.6em wide, 6px outside the card, over the 6px padding: 1.6em - 12px, and 2px more).
   */
  .kind { font-size: min(0.9em, 100cqi / var(--_fit, 1)); text-transform: uppercase; letter-spacing: 0.03em; opacity: 0.8; }
  .mark ~ .kind { font-size: min(0.9em, (100cqi - max(0px, 1.6em - 10px)) / var(--_fit, 1)); }
  .kind b { font-size: 1.25em; }
  .name {
    flex: 1;
    font-size: min(0.95em, 100cqi / var(--_fit, 1));
    font-weight: 700;
    overflow-wrap: break-word;
    word-break: keep-all;
    hyphens: auto;
  }
  /*
   * Rows wrap between words (a word breaks only where it cannot fit a line), so nothing is cut at any
   * width; keep-all keeps "（首次）" whole in Chinese.
   */
  .row { overflow-wrap: break-word; word-break: keep-all; }
  .printed { font-weight: 400; opacity: 0.75; }
  .mark {
    position: absolute;
    z-index: 1; /* above a raised (selected) neighbour */
    top: -6px;
    right: -6px;
    display: grid;
    place-items: center;
    width: 1.6em;
    height: 1.6em;
    border-radius: 50%;
    background: var(--_accent);
    color: var(--_accent-text);
    font-weight: 800;
    box-shadow: 0 0 0 2px var(--_card-face);
  }
  .mark.warn { background: var(--_danger); color: #fff; }
`;
