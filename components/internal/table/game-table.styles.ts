/** The frame of every table (the felt, the seats, the footer, the error panel), after the tokens. */
import { css } from 'lit';
import { tokens } from '../element/tokens.js';
import { hostModeStyles } from './host-mode.styles.js';

export const gameTableStyles = [tokens, css`
  :host {
    display: block;
    container-type: inline-size;
    max-width: 100%;
    /*
     * Inherited by every piece: a word too long for its line (a name that is one long word, in a
     * seat, a claim, the log or the results) breaks where it must instead of widening the table.
     * Words that fit never break.
     */
    overflow-wrap: anywhere;
  }
  .table {
    display: grid;
    /* One column never wider than the table, whatever its content (a name that is one long word…). */
    grid-template-columns: minmax(0, 1fr);
    gap: calc(var(--_space) * 1.5);
    padding: calc(var(--_space) * 1.5);
    border-radius: calc(var(--_radius) * 1.5);
    background: radial-gradient(ellipse at 50% 40%, rgb(255 255 255 / 0.1), transparent 70%), var(--_felt);
    color: var(--_felt-text);
    min-width: 0;
  }
  .seats {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5em), 1fr));
    gap: var(--_space);
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .footer {
    display: grid;
    gap: var(--_space);
    padding: var(--_space);
    border-radius: var(--_radius);
    background: rgb(0 0 0 / 0.2);
  }
  .footer .button { justify-self: start; min-height: 36px; }
  /*
   * Each piece paints on its own (a stacking context, which clips nothing): after a move the
   * browser repaints the pieces that changed and reuses what the others drew, instead of painting
   * the whole table again every frame. The pieces never overlap, and their focus rings and
   * shadows stay within the gaps between them, so the order they paint in shows no difference.
   */
  .seats > li, .table > :not(.seats, .footer, .sr-only), .footer > * { isolation: isolate; }
  /* The shell drawn on the server and while hydrating (server-shell.ts): empty places of the seats, the board and the footer. */
  .shell .place { min-height: 4.5em; border-radius: var(--_radius); background: rgb(0 0 0 / 0.15); }
  .shell .board { min-height: 9em; }
  .shell .footer { min-height: 6em; }
  .error {
    padding: calc(var(--_space) * 2);
    border: 2px solid var(--_danger);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
  }
  .error p { margin: 4px 0 0; }
  .notice { margin-bottom: var(--_space); }
  /*
   * The one notice of a running game (paused, connection lost, your turn: table-notices.ts) stays
   * at the top of the screen wherever the page is scrolled, while any part of the table shows.
   */
  .sticky-notice {
    position: sticky;
    top: 0;
    z-index: 2;
    margin-bottom: calc(var(--_space) * 0.75);
    padding: calc(var(--_space) * 0.75) calc(var(--_space) * 1.5);
    border: 2px solid var(--_accent);
    border-radius: var(--_radius);
    background: var(--_surface);
    color: var(--_text);
    font-weight: 700;
    box-shadow: 0 2px 8px rgb(0 0 0 / 0.3);
  }
  .sticky-notice.halted { border-color: var(--_danger); }
  /* On a projector (a seatless host's table) the notice is read from the back of the room: the host screen's type size. */
  :host([hosting]) .sticky-notice { font-size: max(1rem, min(2.75vh, 1.6vw)); }
  .sticky-notice[data-notice='turn'] { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 4px var(--_space); padding-block: 4px; }
  .to-hand { min-height: 32px; padding: 2px 12px; border: 1px solid currentColor; border-radius: var(--_radius); background: none; color: inherit; font: inherit; font-weight: 600; cursor: pointer; }
  /* Scrolled to by "Your turn"'s button: the controls come just under the notice. */
  [data-controls] { scroll-margin-top: 3.5em; }
  @container (min-width: 760px) {
    .table {
      grid-template-columns: minmax(0, 1fr) 16em;
      align-items: start;
      /* The footer spans six rows whatever the first column holds: rows left empty must add no gap. */
      row-gap: 0;
    }
    .table > * { grid-column: 1; }
    .table > :not(:first-child, .footer) { margin-top: calc(var(--_space) * 1.5); }
    .table > .footer { grid-column: 2; grid-row: 1 / span 6; }
  }
`, hostModeStyles];
