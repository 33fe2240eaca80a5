import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('client CSV', () => {
  it('starts with a byte-order mark and ends lines with CRLF', () => {
    expect(toCsv([['Nome', 'Telefone'], ['João', null]])).toBe('\uFEFFNome,Telefone\r\nJoão,\r\n');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Silva, João')).toBe('"Silva, João"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(csvCell(' espaço')).toBe('" espaço"');
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+55 11 98765-4321')).toBe("'+55 11 98765-4321");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('Maria = Ana')).toBe('Maria = Ana');
  });

  it('keeps a plain negative number a number', () => {
    expect(csvCell('-12,50')).toBe('"-12,50"');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-1e3')).toBe("'-1e3");
  });
});
