import { describe, expect, it } from 'vitest';
import { encodeQrCode, reedSolomonRemainder } from './qr-code.ts';

/*
 * A small reader, written from the standard apart from the encoder: it finds the format, removes
 * the mask, reads the codewords back in placement order, checks every block's Reed–Solomon
 * syndromes are zero and decodes the bytes. An encoder that misplaces a module fails here.
 */

const ECC = [10, 16, 26, 18, 24, 16];
const BLOCKS = [1, 1, 1, 2, 2, 4];

function gfMul(a: number, b: number): number {
  let product = 0;
  for (; b > 0; b >>= 1, a = a & 0x80 ? ((a << 1) ^ 0x11d) & 0xff : a << 1) if (b & 1) product ^= a;
  return product;
}

function syndromesAreZero(block: number[], eccLength: number): boolean {
  let alpha = 1;
  for (let i = 0; i < eccLength; i++, alpha = gfMul(alpha, 2)) {
    if (block.reduce((sum, coefficient) => gfMul(sum, alpha) ^ coefficient, 0) !== 0) return false;
  }
  return true;
}

function isFunctionModule(x: number, y: number, size: number): boolean {
  if ((x < 9 && y < 9) || (x >= size - 8 && y < 9) || (x < 9 && y >= size - 8)) return true;
  if (x === 6 || y === 6) return true;
  return size > 21 && Math.abs(x - (size - 7)) <= 2 && Math.abs(y - (size - 7)) <= 2;
}

function read(modules: boolean[][]): { level: number; mask: number; text: string } {
  const size = modules.length;
  const version = (size - 17) / 4;
  const at = (x: number, y: number) => modules[y]![x]!;
  const formatA = [0, 1, 2, 3, 4, 5, 7, 8].map((y) => at(8, y)).concat([7, 5, 4, 3, 2, 1, 0].map((x) => at(x, 8)));
  const formatB = Array.from({ length: 8 }, (_, i) => at(size - 1 - i, 8)).concat(Array.from({ length: 7 }, (_, i) => at(8, size - 7 + i)));
  expect(formatB).toEqual(formatA);
  const format = formatA.reduce((value, bit, i) => value | (Number(bit) << i), 0) ^ 0x5412;
  let check = format >>> 10;
  for (let i = 0; i < 10; i++) check = (check << 1) ^ ((check >>> 9) * 0x537);
  expect(((format >>> 10) << 10) | check).toBe(format);
  const level = format >>> 13;
  const mask = (format >>> 10) & 7;
  const masked = [
    (x: number, y: number) => (x + y) % 2 === 0,
    (_: number, y: number) => y % 2 === 0,
    (x: number) => x % 3 === 0,
    (x: number, y: number) => (x + y) % 3 === 0,
    (x: number, y: number) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
    (x: number, y: number) => ((x * y) % 2) + ((x * y) % 3) === 0,
    (x: number, y: number) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
    (x: number, y: number) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
  ][mask]!;

  const bits: number[] = [];
  for (let right = size - 1, upward = true; right > 0; right -= right === 8 ? 3 : 2, upward = !upward) {
    for (let step = 0; step < size; step++) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) if (!isFunctionModule(x, y, size)) bits.push(Number(at(x, y) !== masked(x, y)));
    }
  }
  const words = Array.from({ length: Math.floor(bits.length / 8) }, (_, i) => bits.slice(i * 8, i * 8 + 8).reduce((w, b) => (w << 1) | b, 0));
  const blockCount = BLOCKS[version - 1]!;
  const eccLength = ECC[version - 1]!;
  const blockLength = words.length / blockCount;
  const blocks = Array.from({ length: blockCount }, (_, j) => Array.from({ length: blockLength }, (_, i) => words[i * blockCount + j]!));
  for (const block of blocks) expect(syndromesAreZero(block, eccLength)).toBe(true);

  const data = blocks.flatMap((block) => block.slice(0, blockLength - eccLength));
  const stream = data.flatMap((word) => Array.from({ length: 8 }, (_, i) => (word >>> (7 - i)) & 1));
  const take = (from: number, length: number) => stream.slice(from, from + length).reduce((value, bit) => (value << 1) | bit, 0);
  expect(take(0, 4)).toBe(0b0100);
  const count = take(4, 8);
  const bytes = Uint8Array.from({ length: count }, (_, i) => take(12 + i * 8, 8));
  return { level, mask, text: new TextDecoder().decode(bytes) };
}

describe('encodeQrCode', () => {
  const links = [
    'a',
    'http://localhost:3600/agendar/1c78c2cd-7278-4805-a12a-4b49454d9dfc',
    'https://agendo.com.br/agendar/1c78c2cd-7278-4805-a12a-4b49454d9dfc',
    'https://agenda.salao-da-maria-aparecida.com.br/agendar/1c78c2cd-7278-4805-a12a-4b49454d9dfc',
    'https://exemplo.com/agendar/ção',
  ];

  it.each(links)('writes a symbol that reads back as %s, at level M', (link) => {
    const modules = encodeQrCode(link);
    const { level, text } = read(modules);
    expect(level).toBe(0b00);
    expect(text).toBe(link);
  });

  it('picks the smallest version that holds the text', () => {
    expect(encodeQrCode('a'.repeat(14))).toHaveLength(21);
    expect(encodeQrCode('a'.repeat(15))).toHaveLength(25);
    expect(encodeQrCode('https://agendo.com.br/agendar/1c78c2cd-7278-4805-a12a-4b49454d9dfc')).toHaveLength(37);
    expect(encodeQrCode('a'.repeat(106))).toHaveLength(41);
    expect(() => encodeQrCode('a'.repeat(107))).toThrow(RangeError);
  });

  it('draws the finder patterns and the timing lines', () => {
    const modules = encodeQrCode('https://agendo.com.br/agendar/x');
    const size = modules.length;
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const block = (x0: number, y0: number) => Array.from({ length: 7 }, (_, y) => modules[y0 + y]!.slice(x0, x0 + 7).map(Number).join(''));
    expect(block(0, 0)).toEqual(finder);
    expect(block(size - 7, 0)).toEqual(finder);
    expect(block(0, size - 7)).toEqual(finder);
    const timing = modules[6]!.slice(8, size - 8).map(Number).join('');
    expect(timing).toMatch(/^(10)*1$/);
    expect(modules[size - 8]![8]).toBe(true);
  });

  it('computes Reed–Solomon check words as the standard example does', () => {
    // ISO/IEC 18004 Annex I: "01234567" at version 1-M.
    const data = [0x10, 0x20, 0x0c, 0x56, 0x61, 0x80, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11];
    expect(reedSolomonRemainder(data, 10)).toEqual([0xa5, 0x24, 0xd4, 0xc1, 0xed, 0x36, 0xc7, 0x87, 0x2c, 0x55]);
  });
});
