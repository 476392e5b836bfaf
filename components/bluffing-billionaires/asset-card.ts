/**
 * Asset cards drawn with HTML and CSS: the face value, its coin symbols and the asset's name.
 * Standard-edition names are translated; a host's own deck shows its names as given.
 */
import { css, html, type TemplateResult } from 'lit';
import { STANDARD_ASSETS, type AssetCard } from '../../src/bluffing-billionaires/cards.js';
import { fitWidth, widestWordEm, wordBreaks } from '../internal/pieces/fit-text.js';
import { cardShape } from '../internal/element/tokens.js';
import type { BillionairesTranslator } from './messages.js';

/** The message id of each standard asset's name, by value (1…12). */
const ASSET_NAME = ['asset1', 'asset2', 'asset3', 'asset4', 'asset5', 'asset6', 'asset7', 'asset8', 'asset9', 'asset10', 'asset11', 'asset12'] as const;

/** The asset's name in the table's language (a custom name is kept as it is). */
export function assetName(card: AssetCard, t: BillionairesTranslator): string {
  const standard = STANDARD_ASSETS[card.value - 1];
  const id = ASSET_NAME[card.value - 1];
  return standard && id && standard.name === card.name ? t(id) : card.name;
}

/** "1 coin", "3 coins". */
export function coinText(n: number, t: BillionairesTranslator): string {
  return n === 1 ? t('coin1') : t('coins', { n });
}

/** The card's spoken name: "9, Skyscraper, 1 coin". */
export function assetLabel(card: AssetCard, t: BillionairesTranslator): string {
  return [card.value, assetName(card, t), coinText(card.coins, t)].join(t('listSep'));
}

/** Short form for sentences: "9 (Skyscraper)", "9（摩天大楼）". */
export function assetShort(card: AssetCard, t: BillionairesTranslator): string {
  return t('assetShort', { value: card.value, name: assetName(card, t) });
}

/**
 * A face-up asset card (decorative; the surrounding control carries the name). The name is shown
 * whole, in smaller type when its widest word needs it (`fit-text.ts`), never cut or split.
 */
export function assetFace(card: AssetCard, t: BillionairesTranslator): TemplateResult {
  const tier = card.value >= 9 ? 'high' : card.value >= 5 ? 'mid' : 'low';
  const name = assetName(card, t);
  return html`<span class="card asset ${tier}" part="card-face" aria-hidden="true">
    <span class="value">${card.value}</span>
    <span class="coins">${Array.from({ length: Math.min(card.coins, 5) }, () => html`<span class="coin"></span>`)}</span>
    <span class="name" lang=${t.lang} ${fitWidth(widestWordEm(name, t.lang))}>${wordBreaks(name, t.lang)}</span>
  </span>`;
}

/** A face-down asset card (decorative). */
export function assetBack(): TemplateResult {
  return html`<span class="card asset-back" part="card-back" aria-hidden="true">$</span>`;
}

export const assetStyles = [cardShape, css`
  .asset, .asset-back {
    display: inline-grid;
    overflow: hidden;
  }
  .asset {
    /* The size container of the name's type (100cqi: the width inside the card). */
    container-type: inline-size;
    grid-template-rows: auto auto 1fr;
    padding: 3px;
    background: var(--_card-face);
    color: var(--_card-black);
    border: 1px solid rgb(0 0 0 / 0.2);
    border-top: 6px solid var(--_tier);
  }
  .asset.low { --_tier: #3a9d5d; }
  .asset.mid { --_tier: #3a6fd0; }
  .asset.high { --_tier: #c9971c; }
  .value { font-size: calc(var(--_card-width) * 0.42); font-weight: 800; line-height: 1; }
  .coins { display: flex; gap: 2px; margin-top: 2px; }
  .coin {
    width: calc(var(--_card-width) * 0.15);
    aspect-ratio: 1;
    border-radius: 50%;
    background: radial-gradient(circle at 35% 35%, #ffe680, #d4a017 70%);
    box-shadow: 0 0 0 1px #8a6a0a;
  }
  /* Smaller type when the widest word needs it (--_fit, its width in em); words stay whole. */
  .name {
    align-self: end;
    font-size: min(max(10px, calc(var(--_card-width) * 0.17)), 100cqi / var(--_fit, 1));
    line-height: 1.1;
    overflow-wrap: break-word;
    word-break: keep-all;
    hyphens: auto;
  }
  .asset-back {
    place-items: center;
    border: 3px solid var(--_card-face);
    background:
      repeating-linear-gradient(45deg, rgb(255 255 255 / 0.15) 0 4px, transparent 4px 9px),
      var(--_card-back);
    color: rgb(255 255 255 / 0.85);
    font-size: calc(var(--_card-width) * 0.5);
    font-weight: 800;
  }
`];
