import { css } from 'lit';

/** The shape every card shares (playing cards, asset cards): width from `--_card-width`, 5:7. */
export const cardShape = css`
  .card {
    position: relative;
    display: inline-block;
    width: var(--_card-width);
    aspect-ratio: 5 / 7;
    border-radius: calc(var(--_card-width) / 9);
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.35);
    user-select: none;
    flex: none;
  }
`;

/**
 * Design tokens in two tiers: a host sets a few reference tokens (`--bluff-…`), every piece reads
 * the private system tokens (`--_…`) derived from them, with light/dark and reduced-motion defaults
 * that apply only where the host sets nothing.
 */
export const tokens = css`
  :host {
    --_felt: var(--bluff-felt, #1d6b47);
    --_felt-text: var(--bluff-felt-text, #f4f1e8);
    --_surface: var(--bluff-surface, #ffffff);
    --_text: var(--bluff-text, #1d1d1f);
    --_muted: var(--bluff-muted, #5b5b66);
    --_accent: var(--bluff-accent, #f2b51f);
    --_accent-text: var(--bluff-accent-text, #1d1d1f);
    --_danger: var(--bluff-danger, #b3261e);
    --_card-face: var(--bluff-card-face, #fffdf7);
    --_card-back: var(--bluff-card-back, #3558a8);
    --_card-red: var(--bluff-card-red, #c0262d);
    --_card-black: var(--bluff-card-black, #1b1b1f);
    --_font: var(--bluff-font, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'PingFang SC', 'Microsoft YaHei', sans-serif);
    --_radius: var(--bluff-radius, 10px);
    --_space: var(--bluff-spacing, 8px);
    --_motion: var(--bluff-motion-duration, 180ms);
    --_focus: var(--bluff-focus, #ffffff);
    --_focus-halo: var(--bluff-focus-halo, #111111);
    --_card-width: var(--bluff-card-width, 52px);
    font-family: var(--_font);
    color: var(--_text);
  }
  @media (prefers-color-scheme: dark) {
    :host {
      --_felt: var(--bluff-felt, #123b29);
      --_surface: var(--bluff-surface, #1f2124);
      --_text: var(--bluff-text, #ecebe6);
      --_muted: var(--bluff-muted, #a9a9b3);
      --_card-face: var(--bluff-card-face, #f3efe2);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    :host {
      --_motion: var(--bluff-motion-duration, 0ms);
    }
  }
  :host([hidden]) {
    display: none;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
  button {
    font: inherit;
    cursor: pointer;
  }
  /* Two tones, so the ring shows on the felt, on cards and on white panels alike. */
  button:focus-visible,
  summary:focus-visible,
  [tabindex]:focus-visible {
    outline: 3px solid var(--_focus);
    outline-offset: 0;
    box-shadow: 0 0 0 6px var(--_focus-halo);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .button {
    min-height: 44px;
    padding: 0 calc(var(--_space) * 2);
    border: 2px solid transparent;
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    font-weight: 600;
    transition: transform var(--_motion), background var(--_motion);
  }
  .button.primary {
    background: var(--_accent);
    color: var(--_accent-text);
  }
  .button.danger {
    background: var(--_danger);
    color: #fff;
  }
  .button:hover:not(:disabled) {
    transform: translateY(-1px);
  }
  .button:disabled {
    border: 2px dashed currentColor;
    background: transparent;
    color: inherit;
    cursor: not-allowed;
  }
`;
