import { encodeQrCode } from './qr-code.ts';

const QUIET_ZONE = 4;

/**
 * A QR code as SVG markup (dark modules in one path, the standard's quiet zone around them), as a
 * data URL for an <img> or a download; null when the text is too long for the encoder.
 */
export function qrCodeDataUrl(text: string): string | null {
  let modules: boolean[][];
  try {
    modules = encodeQrCode(text);
  } catch {
    return null;
  }
  const size = modules.length + QUIET_ZONE * 2;
  const path = modules.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x + QUIET_ZONE} ${y + QUIET_ZONE}h1v1h-1z` : ''))).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 8}" height="${size * 8}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
