/**
 * The lists of seats a table draws (game-table.ts): every seat in one list above the board, or, on
 * a phone (`own` not null: the table puts this screen's own seat first), that seat alone first and
 * the other seats in a list of their own after the board and the controls.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import type { Seat } from '../../../src/core/types.js';
import type { CommonMessages, Translator } from '../words/i18n.js';

/** How a seat's details are drawn: `draw(seat)`, left as they are while `key(seat)` (non-null) and `alike` stay the same (the words, the names). */
export interface SeatDetails {
  draw(seat: Seat): unknown;
  key(seat: Seat): string | null;
  alike: readonly unknown[];
}

/** `first`: the list drawn at the top of the table; `others`: the list after the controls (nothing unless `own`). */
export function seatLists(players: number, own: Seat | null, details: SeatDetails, t: Translator<CommonMessages>): { first: TemplateResult; others: TemplateResult | typeof nothing } {
  const detailsOf = (seat: Seat) => {
    const key = details.key(seat);
    return key === null ? details.draw(seat) : guard([...details.alike, key], () => details.draw(seat));
  };
  const list = (which: Seat[], label: string, kind: string) => html`<ul class="seats ${kind}" part="seats" aria-label=${label}>
      ${which.map((s) => html`<li><bluff-seat .seat=${s} exportparts="seat">${detailsOf(s)}</bluff-seat></li>`)}
    </ul>`;
  const all = Array.from({ length: players }, (_, s) => s);
  if (own === null) return { first: list(all, t('seats'), ''), others: nothing };
  return { first: list([own], t('yourSeat'), 'own'), others: list(all.filter((s) => s !== own), t('otherSeats'), 'others') };
}
