/*
 * A QR code encoder (ISO/IEC 18004) for the booking link: byte mode, error correction level M,
 * versions 1–6 (up to 106 bytes: a link of a base URL of 60 characters or so). Small on purpose:
 * the project adds no package for it. The structure follows Project Nayuki's reference encoder.
 */

/** Per version 1–6 at level M: error-correction codewords per block, and blocks (all of one length). */
const ECC_PER_BLOCK = [10, 16, 26, 18, 24, 16];
const BLOCKS = [1, 1, 1, 2, 2, 4];

/** Multiplication in GF(2^8) modulo x^8 + x^4 + x^3 + x^2 + 1. */
function gfMultiply(x: number, y: number): number {
  let z = 0;
  for (let i = 7; i >= 0; i--) z = ((z << 1) ^ ((z >>> 7) * 0x11d)) ^ (((y >>> i) & 1) * x);
  return z;
}

export function reedSolomonRemainder(data: readonly number[], degree: number): number[] {
  const divisor = new Array<number>(degree).fill(0);
  divisor[degree - 1] = 1;
  for (let i = 0, root = 1; i < degree; i++, root = gfMultiply(root, 2)) {
    for (let j = 0; j < degree; j++) divisor[j] = gfMultiply(divisor[j]!, root) ^ (divisor[j + 1] ?? 0);
  }
  const result = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ result.shift()!;
    result.push(0);
    for (let i = 0; i < degree; i++) result[i]! ^= gfMultiply(divisor[i]!, factor);
  }
  return result;
}

/** The smallest version that holds `text`, and its data and error-correction codewords, interleaved. */
function codewords(text: string): { version: number; words: number[] } {
  const bytes = [...new TextEncoder().encode(text)];
  for (let version = 1; version <= ECC_PER_BLOCK.length; version++) {
    // Modules left once the function patterns are drawn (one alignment pattern from version 2).
    const total = Math.floor(((16 * version + 128) * version + 64 - (version >= 2 ? 25 : 0)) / 8);
    const eccLength = ECC_PER_BLOCK[version - 1]!;
    const blockCount = BLOCKS[version - 1]!;
    const dataLength = total - eccLength * blockCount;
    if (12 + bytes.length * 8 > dataLength * 8) continue;

    const bits: number[] = [];
    const put = (value: number, length: number) => {
      for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1);
    };
    put(0b0100, 4);
    put(bytes.length, 8);
    for (const byte of bytes) put(byte, 8);
    put(0, Math.min(4, dataLength * 8 - bits.length));
    put(0, (8 - (bits.length % 8)) % 8);
    const data: number[] = [];
    for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
    for (let pad = 0xec; data.length < dataLength; pad ^= 0xec ^ 0x11) data.push(pad);

    const blockData = dataLength / blockCount;
    const blocks = Array.from({ length: blockCount }, (_, i) => {
      const block = data.slice(i * blockData, (i + 1) * blockData);
      return [...block, ...reedSolomonRemainder(block, eccLength)];
    });
    return { version, words: blocks[0]!.flatMap((_, i) => blocks.map((block) => block[i]!)) };
  }
  throw new RangeError('The text is too long for this QR code encoder (106 bytes at most)');
}

const MASKS: ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** How hard a symbol is to read (ISO 18004 §7.8.3): long runs, 2×2 blocks, finder look-alikes, imbalance. */
function penalty(modules: boolean[][]): number {
  const size = modules.length;
  const rows = modules.map((row) => row.map(Number).join(''));
  const columns = modules.map((_, x) => modules.map((row) => Number(row[x])).join(''));
  let score = 0;
  for (const line of [...rows, ...columns]) {
    for (const run of line.match(/0{5,}|1{5,}/g) ?? []) score += run.length - 2;
    score += (line.match(/(?=10111010000|00001011101)/g) ?? []).length * 40;
  }
  for (let y = 0; y + 1 < size; y++) {
    for (let x = 0; x + 1 < size; x++) {
      const dark = modules[y]![x];
      if (dark === modules[y]![x + 1] && dark === modules[y + 1]![x] && dark === modules[y + 1]![x + 1]) score += 3;
    }
  }
  const darkCount = rows.join('').replaceAll('0', '').length;
  return score + Math.floor(Math.abs((darkCount * 20) / (size * size) - 10)) * 10;
}

/** The QR code of `text` as rows of modules (true = dark), without the quiet zone around it. */
export function encodeQrCode(text: string): boolean[][] {
  const { version, words } = codewords(text);
  const size = version * 4 + 17;
  const modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const set = (x: number, y: number, dark: boolean) => {
    modules[y]![x] = dark;
    reserved[y]![x] = true;
  };
  const square = (cx: number, cy: number, radius: number, dark: (distance: number) => boolean) => {
    for (let dy = -radius; dy <= radius; dy++) {
      for (let dx = -radius; dx <= radius; dx++) {
        const [x, y] = [cx + dx, cy + dy];
        if (x >= 0 && x < size && y >= 0 && y < size) set(x, y, dark(Math.max(Math.abs(dx), Math.abs(dy))));
      }
    }
  };

  for (let i = 0; i < size; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  // Finder patterns with their light separators, and the one alignment pattern of versions 2–6.
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]] as const) square(cx, cy, 4, (d) => d !== 2 && d !== 4);
  if (version >= 2) square(size - 7, size - 7, 2, (d) => d !== 1);

  const drawFormat = (mask: number) => {
    // Level M (00) and the mask, their BCH(15,5) check bits, masked with the standard's pattern.
    let remainder = mask;
    for (let i = 0; i < 10; i++) remainder = (remainder << 1) ^ ((remainder >>> 9) * 0x537);
    const bits = ((mask << 10) | remainder) ^ 0x5412;
    const bit = (i: number) => ((bits >>> i) & 1) === 1;
    for (let i = 0; i < 15; i++) {
      set(8, i < 6 ? i : i < 8 ? i + 1 : size - 15 + i, bit(i));
      set(i < 8 ? size - 1 - i : i === 8 ? 7 : 14 - i, 8, bit(i));
    }
    set(8, size - 8, true);
  };
  drawFormat(0);

  // Data in two-module columns, zigzagging up and down from the bottom right, skipping column 6.
  let bitIndex = 0;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let vertical = 0; vertical < size; vertical++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j;
        const y = ((right + 1) & 2) === 0 ? size - 1 - vertical : vertical;
        if (reserved[y]![x] || bitIndex >= words.length * 8) continue;
        modules[y]![x] = ((words[bitIndex >>> 3]! >>> (7 - (bitIndex & 7))) & 1) === 1;
        bitIndex++;
      }
    }
  }

  let best = modules;
  let bestScore = Infinity;
  MASKS.forEach((mask, index) => {
    drawFormat(index);
    const candidate = modules.map((row, y) => row.map((dark, x) => (reserved[y]![x] ? dark : dark !== mask(x, y))));
    const score = penalty(candidate);
    if (score < bestScore) [best, bestScore] = [candidate, score];
  });
  return best;
}
