import { describe, expect, it } from 'vitest';
import { centsToMoneyInput, formatMoney, parseMoneyInput } from './money.ts';

describe('parseMoneyInput', () => {
  it('reads the decimal comma of pt-BR and the decimal point of en-US', () => {
    expect(parseMoneyInput('45,90', 'pt-BR')).toBe(4590);
    expect(parseMoneyInput('45.90', 'en-US')).toBe(4590);
    expect(parseMoneyInput('45,9', 'pt-BR')).toBe(4590);
    expect(parseMoneyInput('45', 'pt-BR')).toBe(4500);
    expect(parseMoneyInput('0', 'en-US')).toBe(0);
    expect(parseMoneyInput(',50', 'pt-BR')).toBe(50);
  });

  it('reads a decimal typed the other way', () => {
    expect(parseMoneyInput('45.90', 'pt-BR')).toBe(4590);
    expect(parseMoneyInput('45,90', 'en-US')).toBe(4590);
  });

  it('reads grouping separators', () => {
    expect(parseMoneyInput('1.234,56', 'pt-BR')).toBe(123456);
    expect(parseMoneyInput('1,234.56', 'en-US')).toBe(123456);
    expect(parseMoneyInput('1.234', 'pt-BR')).toBe(123400);
    expect(parseMoneyInput('1,234,567', 'en-US')).toBe(123456700);
  });

  it('ignores the currency symbol and spaces', () => {
    expect(parseMoneyInput('R$ 45,90', 'pt-BR')).toBe(4590);
    expect(parseMoneyInput(' $45.90 ', 'en-US')).toBe(4590);
  });

  it('refuses what is not an amount', () => {
    const refused = {
      'pt-BR': ['', 'abc', '-5', '45,905', '1.2.3', '1.23,4', '4 5x', '45,,9', '1,234.56'],
      'en-US': ['45.905', '1,2,3', '1.234,56'],
    };
    for (const [language, texts] of Object.entries(refused)) {
      for (const text of texts) expect(parseMoneyInput(text, language), `${language} ${text}`).toBeNull();
    }
  });
});

describe('formatMoney and centsToMoneyInput', () => {
  it('follow the viewer language', () => {
    expect(formatMoney(4590, 'BRL', 'pt-BR')).toBe('R$ 45,90');
    expect(formatMoney(4590, 'USD', 'en-US')).toBe('$45.90');
    expect(centsToMoneyInput(4590, 'pt-BR')).toBe('45,90');
    expect(centsToMoneyInput(4590, 'en-US')).toBe('45.90');
    expect(centsToMoneyInput(0, 'pt-BR')).toBe('0,00');
  });
});
