/**
 * Every table on a projector (docs/online.md, "Hosting"): the table of a seatless host (`hosting`,
 * which the table sets while its online client holds the host's rights and no seat) shows the
 * public table, no hand, read from the back of a room: type follows the smaller of the table's
 * width and the viewport's height (30px at 1920×1080), never under the page's own. Apart from the
 * phone styles; a game adds its own projector layout (BiggieBills: big-screen.styles.ts).
 */
import { css } from 'lit';

export const hostModeStyles = css`
  :host([hosting]) .table { font-size: max(1em, min(1.6cqi, 2.8vh)); }
  :host([hosting]) .seats { grid-template-columns: repeat(auto-fill, minmax(min(100%, 7.5em), 1fr)); }
  :host([hosting]) .footer .button { min-height: 1.6em; }
  @container (min-width: 760px) {
    :host([hosting]) .table { grid-template-columns: minmax(0, 1fr) 13em; }
  }
`;
