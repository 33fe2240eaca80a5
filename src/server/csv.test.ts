import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

const cell = (value: string | null) => csvCell(value, ',');

describe('client CSV', () => {
  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(
      toCsv(
        [
          ['Name', 'Phone'],
          ['João', null],
        ],
        'en-US',
      ),
    ).toBe('\uFEFFName,Phone\r\nJoão,\r\n');
  });

  it('separates cells with a semicolon for a spreadsheet in Portuguese, so decimal commas stay unquoted numbers', () => {
    expect(
      toCsv(
        [
          ['Nome', 'Preço'],
          ['Silva, João', '1234,56'],
          ['A; B', null],
        ],
        'pt-BR',
      ),
    ).toBe('\uFEFFNome;Preço\r\nSilva, João;1234,56\r\n"A; B";\r\n');
    expect(toCsv([['Price'], ['1234.56']], 'en-US')).toBe('\uFEFFPrice\r\n1234.56\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(cell('Silva, João')).toBe('"Silva, João"');
    expect(cell('diz "oi"')).toBe('"diz ""oi"""');
    expect(cell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(cell(' espaço')).toBe('" espaço"');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(cell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(cell('+55 11 98765-4321')).toBe("'+55 11 98765-4321");
    expect(cell('-2+3')).toBe("'-2+3");
    expect(cell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cell('\t=1')).toBe("'\t=1");
    expect(cell('Maria = Ana')).toBe('Maria = Ana');
  });

  it('keeps a plain negative number a number', () => {
    expect(cell('-12,50')).toBe('"-12,50"');
    expect(cell('-12.50')).toBe('-12.50');
    expect(cell('-1e3')).toBe("'-1e3");
  });
});
