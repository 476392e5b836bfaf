/** The board's layout on top of the shared table frame: team panels, the moderator view, projectors. */
import { css } from 'lit';
import { gameTableStyles } from '../internal/table/game-table.styles.js';

export const biggieBillsBoardStyles = [...gameTableStyles, css`
  .seats { grid-template-columns: repeat(auto-fill, minmax(min(100%, 15em), 1fr)); }
  .footer { gap: calc(var(--_space) * 1.5); }
  /* While tables-src loads: one line where the board will be. */
  .loading { margin: 0; padding: calc(var(--_space) * 2); border-radius: var(--_radius); background: var(--_felt); color: var(--_felt-text); }
  /*
   * The moderator view is read from across a room: type grows with the board's width (at least
   * 1.3 times the player view's; about 25px on a 1920px-wide board, where six teams fit one
   * screen), cash is larger still, and the cycle and its Industry card come first, the results
   * above them at the end (nothing in it takes focus).
   */
  :host([view='moderator' i]) .table { font-size: clamp(1.3em, 1.3cqi, 2.8em); --_bb-cash-size: 1.35em; }
  :host([view='moderator' i]) biggie-bills-cycle { order: -1; }
  :host([view='moderator' i]) bluff-game-over { order: -2; }
  :host([view='moderator' i]) .seats { grid-template-columns: repeat(auto-fill, minmax(min(100%, 12em), 1fr)); }
  /* On a phone, two team panels a row, so the person's hand is not far below them. */
  @container (max-width: 559px) {
    .seats { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: calc(var(--_space) * 0.75); }
    .seats bluff-seat { font-size: 0.9em; }
    /* A team's own screen (game-table.ts ownSeatFirst): its seat whole, the others one line each. */
    .own-first .seats { grid-template-columns: minmax(0, 1fr); }
    .own-first .seats.own bluff-seat { font-size: 1em; }
    .own-first .seats.others { gap: calc(var(--_space) * 0.5); }
  }
  @container (min-width: 760px) {
    .table { grid-template-columns: minmax(0, 1fr) 18em; }
    :host([view='moderator' i]) .table { grid-template-columns: minmax(0, 1fr) 14em; }
  }
  /* Rows of even length: four teams two by two where three would fit a row (not three and one). */
  @container (min-width: 1000px) and (max-width: 1339px) {
    .seats:has(> li:nth-child(4):last-child) { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  }
  /* A projector: at most two rows of teams (five or six teams three a row, seven or eight four). */
  @container (min-width: 1200px) {
    :host([view='moderator' i]) .seats { grid-template-columns: repeat(4, minmax(0, 1fr)); }
    :host([view='moderator' i]) .seats:is(:has(> li:nth-child(3):last-child), :has(> li:nth-child(5):last-child), :has(> li:nth-child(6):last-child)) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`];
