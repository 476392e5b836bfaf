/**
 * Every table on a projector (docs/online.md, "Hosting"): the table of a seatless host (`hosting`,
 * which the table sets while its online client holds the host's rights and no seat) shows the
 * public table, no hand, read from the back of a room: type follows the smaller of the table's
 * width and the viewport's height (33px at 1920×1080: its smaller details, 0.85em, at 28px), never
 * under the page's own. Apart from the phone styles; a game adds its own projector layout
 * (BiggieBills: big-screen.styles.ts).
 */
import { css } from 'lit';

export const hostModeStyles = css`
  /* Cards grow with the screen too (a page's own --bluff-card-width, set on the element, still wins). */
  :host([hosting]) { --bluff-card-width: max(52px, 10vh); }
  /* The controls of a screen with no hand say only "You are watching": not on the projector. */
  :host([hosting]) .table > [data-controls] { display: none; }
  :host([hosting]) .table { font-size: max(1em, min(1.75cqi, 3.06vh)); }
  :host([hosting]) .seats { grid-template-columns: repeat(auto-fill, minmax(min(100%, 10em), 1fr)); }
  /* Rows of even length: five or six seats three a row. */
  :host([hosting]) .seats:is(:has(> li:nth-child(5):last-child), :has(> li:nth-child(6):last-child)) { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  :host([hosting]) .footer .button { min-height: 1.6em; }
  @container (min-width: 760px) {
    :host([hosting]) .table { grid-template-columns: minmax(0, 1fr) 13em; }
  }
`;
