/**
 * The ways in a host screen shows (host-screen.ts): the join code, the join address in words and
 * its QR code. Drawn on the join panel before the start and, on demand, in the host bar's Join
 * panel during and after the game (a team's phone replaced, a late group let in).
 */
import { html, nothing, svg } from 'lit';
import { QUIET_ZONE, type QrPath } from './host-qr.js';

/** The words these pieces use (host-en.ts). */
export interface JoinWords {
  (key: 'hostOpen' | 'hostQr', values: { address: string }): string;
}

/** "Open <address> on your phone…", the address in bold (`data-address`). */
export function addressLine(t: JoinWords, address: string) {
  return html`<p class="address">${t('hostOpen', { address: '\u0000' }).split('\u0000').map((part, i) => (i === 0 ? part : html`<strong data-address>${address}</strong>${part}`))}</p>`;
}

/** The QR code of `address` as SVG (`data-qr`), or nothing while it is drawn (or could not be). */
export function qrCode(t: JoinWords, address: string, qr: QrPath | null) {
  if (!qr) return nothing;
  const side = qr.size + 2 * QUIET_ZONE;
  return html`<svg data-qr role="img" aria-label=${t('hostQr', { address })} viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">${svg`<rect width=${side} height=${side} fill="#fff"></rect><path d=${qr.d} fill="#000"></path>`}</svg>`;
}
