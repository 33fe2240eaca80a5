import qrcode from 'qrcode-generator';

/** Pixels per module in the SVG's own size (what a download opens at). */
const MODULE_PIXELS = 8;
/** The standard's quiet zone: four modules of white around the code. */
const QUIET_ZONE_MODULES = 4;

/**
 * `text` as a QR code (error correction level M, the smallest version that holds it) in SVG
 * markup; null when it is too long for any QR code.
 */
export function qrCodeSvg(text: string): string | null {
  const code = qrcode(0, 'M');
  // The package reads each character as one byte: hand it the text's UTF-8 bytes that way.
  code.addData(Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join(''), 'Byte');
  try {
    code.make();
  } catch {
    return null;
  }
  return code.createSvgTag({ cellSize: MODULE_PIXELS, margin: QUIET_ZONE_MODULES * MODULE_PIXELS });
}

/** The QR code as a data URL, for an <img> and for its download; null as for qrCodeSvg. */
export function qrCodeDataUrl(text: string): string | null {
  const svg = qrCodeSvg(text);
  return svg === null ? null : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
