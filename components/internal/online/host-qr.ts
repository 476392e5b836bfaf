/**
 * The QR code of a join address, for the host screen (host-screen.ts): the modules of the code as
 * one SVG path. The QR library (`qrcode-generator`) is imported here only when a host screen first
 * draws a code, so no other screen's files hold it.
 */

/** A QR code as an SVG path: `size` modules a side plus a quiet zone of 4 on each side (`viewBox` 0 0 `size + 8`). */
export interface QrPath {
  /** Modules a side, without the quiet zone. */
  size: number;
  /** The dark modules, one `M x y h1v1h-1z` square each, already offset by the quiet zone. */
  d: string;
}

/** The quiet zone the QR standard asks around the code, in modules. */
export const QUIET_ZONE = 4;

/**
 * The QR code of `text`, an address (`URL.href`: ASCII) (error correction M: a projector's glare or a partly hidden
 * code still reads), as a path.
 * @throws Error when the library cannot load, or `text` is too long for any QR code (over ~2,300 bytes).
 */
export async function qrPath(text: string): Promise<QrPath> {
  const { default: qrcode } = await import('qrcode-generator');
  const code = qrcode(0, 'M');
  // A URL's `href` is ASCII (the browser percent-encodes the rest, punycodes a host): one byte a character.
  code.addData(text, 'Byte');
  code.make();
  const size = code.getModuleCount();
  let d = '';
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (code.isDark(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return { size, d };
}
