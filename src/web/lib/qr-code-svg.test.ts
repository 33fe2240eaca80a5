import { describe, expect, it } from 'vitest';
import { qrCodeDataUrl, qrCodeSvg } from './qr-code-svg.ts';

/** Modules per side of the code in `svg`: its size less the quiet zone, at 8 pixels a module. */
function modulesOf(svg: string): number {
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  return size / 8 - 8;
}

/** The QR version (1–40) of a code with `modules` per side. */
const versionOf = (modules: number) => (modules - 17) / 4;

describe('qrCodeSvg', () => {
  it('draws a short link in the smallest version that holds it', () => {
    // 26 bytes fit version 2 at level M (up to 26), not version 1 (up to 14).
    expect(versionOf(modulesOf(qrCodeSvg('https://agendo.example/a/1')!))).toBe(2);
  });

  it('draws a link of 300 characters (version 13 at level M holds up to 331 bytes)', () => {
    const link = `https://agendo.example/agendar/${'x'.repeat(300 - 31)}`;
    expect(link).toHaveLength(300);
    const svg = qrCodeSvg(link)!;
    expect(versionOf(modulesOf(svg))).toBe(13);
    expect(svg).toContain('<path d="M');
  });

  it('counts a letter outside ASCII as its UTF-8 bytes', () => {
    // 14 bytes fit version 1; "ç" takes two, so 14 characters need version 2.
    expect(versionOf(modulesOf(qrCodeSvg('a'.repeat(14))!))).toBe(1);
    expect(versionOf(modulesOf(qrCodeSvg(`${'a'.repeat(13)}ç`)!))).toBe(2);
  });

  it('gives nothing for a text no QR code holds', () => {
    expect(qrCodeSvg('x'.repeat(2400))).toBeNull();
    expect(qrCodeDataUrl('x'.repeat(2400))).toBeNull();
  });
});

describe('qrCodeDataUrl', () => {
  it('is the SVG as a data URL an <img> shows and a download saves', () => {
    const url = qrCodeDataUrl('https://agendo.example/agendar/1')!;
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(qrCodeSvg('https://agendo.example/agendar/1'));
  });
});
