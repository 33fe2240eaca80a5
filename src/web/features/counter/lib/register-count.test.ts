import { describe, expect, it } from 'vitest';
import { emptyCount, readCount } from './register-count.ts';

const expected = { cash: 17_098, credit: 0, debit: 4_500, pix: 20_000 };

describe("the cash register's count", () => {
  it('reads an empty method as none counted, and the difference as counted less expected', () => {
    const read = readCount({ ...emptyCount(), cash: '169,48', pix: '200' }, expected, 'pt-BR');
    expect(read.counted).toEqual({ cash: 16_948, credit: 0, debit: 0, pix: 20_000 });
    expect(read.invalid).toEqual([]);
    expect(read.difference).toEqual({ cash: -150, credit: 0, debit: -4_500, pix: 0, total: -4_650 });
  });

  it('names the methods typed wrong', () => {
    expect(readCount({ ...emptyCount(), debit: 'muito' }, expected, 'pt-BR').invalid).toEqual(['debit']);
  });
});
