/**
 * BiggieBills on a projector (docs/online.md, "Hosting"): the moderator view and the host's view
 * (`hosting`: the table of a seatless host) are read from the back of a room. Apart from the
 * board's other styles (table.styles.ts), so the phone layout and this one change independently.
 *
 * Type follows the smaller of the board's width and the viewport's height, at least 1.3 times the
 * player view's (31px at 1920×1080: the smallest running text of a team panel, 0.9em, stays at
 * 28px; its captions, "Stages", 0.85em, at 26px). On a wide board the teams take the first column
 * (eight teams: two rows of four) with the ledger and the log side by side under them, the cycle
 * and its Industry card the second; the names of completed cards give way to the stage track,
 * which counts them, and the hand sizes to the phones. At the end the results and the chart come first: the chart on the right,
 * the heading, standings and the results' buttons on the left (all in view at 1280×720).
 */
import { css } from 'lit';

export const bigScreenStyles = css`
  :host(:is([view='moderator' i], [hosting])) .table {
    font-size: max(1.3em, min(1.63cqi, 2.89vh));
    --_bb-cash-size: 0.95em;
    gap: var(--_space);
    padding: var(--_space);
  }
  /* The ledger's and the log's height on a wide projector (below): the page's --bluff-log-height, else 16vh. */
  :host(:is([view='moderator' i], [hosting])) { --_projector-log-height: var(--bluff-log-height, 16vh); }
  :host([hosting]) biggie-bills-cycle { order: -1; }
  :host([hosting]) bluff-game-over { order: -2; }
  /* A seat's tags ("· bot", 0.85em) at 28px; its team panel back at the table's size. */
  :host(:is([view='moderator' i], [hosting])) .seats bluff-seat { font-size: 1.06em; }
  :host(:is([view='moderator' i], [hosting])) biggie-bills-team::part(team) { font-size: 0.945em; gap: 4px; }
  :host(:is([view='moderator' i], [hosting])) biggie-bills-team::part(completed),
  :host(:is([view='moderator' i], [hosting])) biggie-bills-team::part(hand-facts) { display: none; }
  :host(:is([view='moderator' i], [hosting])) biggie-bills-cycle { font-size: 1.07em; container-type: inline-size; }
  /* The ledger's lines (0.85em) at 28px too, its rule ids (0.8em of them) at 25px. */
  :host(:is([view='moderator' i], [hosting])) biggie-bills-ledger { font-size: 1.2em; }
  /* The cycle is a container of its own (above): in the side column its title, order and card stack. */
  @container (max-width: 900px) {
    :host(:is([view='moderator' i], [hosting])) biggie-bills-cycle::part(cycle) { grid-template-columns: minmax(0, 1fr); }
  }
  @container (min-width: 760px) {
    :host([hosting]) .table { grid-template-columns: minmax(0, 1fr) 14em; }
  }
  @container (min-width: 1200px) {
    :host(:is([view='moderator' i], [hosting])) .table { grid-template-columns: minmax(0, 1fr) 13em; column-gap: var(--_space); }
    :host(:is([view='moderator' i], [hosting])) .table > .seats { grid-column: 1; grid-row: 1; margin-top: 0; }
    :host(:is([view='moderator' i], [hosting])) .table > biggie-bills-cycle { grid-column: 2; grid-row: 1 / span 8; margin-top: 0; }
    /* The ledger and the log side by side under the teams, in the width of the first column: their
       lines stay whole, and both end above the screen's bottom with eight teams above them. */
    :host(:is([view='moderator' i], [hosting])) .table > .footer {
      grid-column: 1; grid-row: 2 / span 7; margin-top: var(--_space);
      grid-template-columns: repeat(2, minmax(0, 1fr)); align-items: start;
      --bluff-log-height: var(--_projector-log-height);
    }
    :host(:is([view='moderator' i], [hosting])) .footer > .button { grid-column: 1 / -1; }
    /* At the end the results and the chart come first, the teams under them. */
    :host(:is([view='moderator' i], [hosting])) .table > bluff-game-over { grid-column: 1 / -1; grid-row: 1; margin-top: 0; }
    :host(:is([view='moderator' i], [hosting])) bluff-game-over::part(game-over) { grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr); align-items: start; column-gap: calc(var(--_space) * 3); }
    /* The chart takes the second column whole, so the heading, the note, the standings and the results'
       buttons go down the first: the buttons sit under the standings, not under the chart (1280×720). */
    :host(:is([view='moderator' i], [hosting])) bluff-game-over > biggie-bills-chart { grid-area: 1 / 2 / span 4; }
    :host(:is([view='moderator' i], [hosting])) .table:has(> bluff-game-over) > .seats { grid-row: 2; margin-top: var(--_space); }
    :host(:is([view='moderator' i], [hosting])) .table:has(> bluff-game-over) > biggie-bills-cycle { grid-row: 2 / span 7; margin-top: var(--_space); }
    :host(:is([view='moderator' i], [hosting])) .table:has(> bluff-game-over) > .footer { grid-row: 3 / span 6; }
    :host(:is([view='moderator' i], [hosting])) .seats { grid-template-columns: repeat(4, minmax(0, 1fr)); }
    :host(:is([view='moderator' i], [hosting])) .seats:is(:has(> li:nth-child(3):last-child), :has(> li:nth-child(5):last-child), :has(> li:nth-child(6):last-child)) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
`;
