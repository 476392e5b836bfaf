/**
 * Reading a QR code in a browser test: the SVG the page drew, drawn to a canvas, decoded by jsQR
 * (a maintained decoder, a devDependency, loaded as its own UMD script: it sets `window.jsQR`).
 */
import type jsQRType from 'jsqr';

let loading: Promise<typeof jsQRType> | null = null;

/** jsQR, loaded once. */
function jsQR(): Promise<typeof jsQRType> {
  return (loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/jsqr/dist/jsQR.js';
    script.onload = () => resolve((window as unknown as { jsQR: typeof jsQRType }).jsQR);
    script.onerror = () => reject(new Error('jsQR could not load'));
    document.head.append(script);
  }));
}

/**
 * The text of the QR code `svg` shows, drawn at `size` px (with the white it holds around the
 * code), or null when no code reads.
 */
export async function decodeSvg(svg: SVGSVGElement, size = 400): Promise<string | null> {
  const decode = await jsQR();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(size));
  copy.setAttribute('height', String(size));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise((resolve, reject) => {
      image.onload = resolve;
      image.onerror = () => reject(new Error('the SVG could not be drawn'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 0, 0, size, size);
    const { data } = context.getImageData(0, 0, size, size);
    return decode(data, size, size)?.data ?? null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
