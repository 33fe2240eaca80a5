/** The currencies a business keeps its prices in (its own prices, not the plan prices). */
export type Currency = 'BRL' | 'USD';

/**
 * A business price in the viewer's locale: 'R$ 45,90' in pt-BR, '$45.90' in en-US. The no-break
 * space Intl puts after the symbol becomes a plain one, as in format-money.ts.
 */
export function formatMoney(cents: number, currency: Currency, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
    .format(cents / 100)
    .replace(/\u00a0/g, ' ');
}

/** The currency's symbol as the locale writes it ('R$', '$'), for the prefix of a money input. */
export function currencySymbol(currency: Currency, language: string): string {
  const part = new Intl.NumberFormat(language, { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency');
  return part?.value ?? currency;
}

/** Cents as the text of a money input: '45,90' in pt-BR, '45.90' in en-US, no symbol, no grouping. */
export function centsToMoneyInput(cents: number, language: string): string {
  const text = (cents / 100).toFixed(2);
  return language === 'pt-BR' ? text.replace('.', ',') : text;
}

/**
 * What a person typed in a money input, in cents; null when it is not an amount. The language's
 * decimal separator is always the decimal one ('45,90' in pt-BR, '45.90' in en-US); the other one
 * is read as decimal too when one or two digits end the text ('45.90' in pt-BR), and as grouping
 * when it splits the digits in threes ('1.234' in pt-BR, '1,234.50' in en-US). More than two
 * decimals is refused rather than rounded.
 */
export function parseMoneyInput(text: string, language: string): number | null {
  const cleaned = text.replace(/[\s\u00a0]|R\$|US\$|\$/g, '');
  if (!/^[\d.,]+$/.test(cleaned) || !/\d/.test(cleaned)) return null;
  const decimal = language === 'pt-BR' ? ',' : '.';
  const other = decimal === ',' ? '.' : ',';

  let integerPart = cleaned;
  let fraction = '';
  const decimalAt = cleaned.indexOf(decimal);
  if (decimalAt >= 0) {
    if (cleaned.lastIndexOf(decimal) !== decimalAt) return null;
    integerPart = cleaned.slice(0, decimalAt);
    fraction = cleaned.slice(decimalAt + 1);
  } else if (/^\d*[.,]\d{1,2}$/.test(cleaned)) {
    // A single "other" separator before one or two final digits: a decimal typed the other way.
    const otherAt = cleaned.indexOf(other);
    integerPart = cleaned.slice(0, otherAt);
    fraction = cleaned.slice(otherAt + 1);
  }
  if (integerPart.includes(other)) {
    if (!new RegExp(`^\\d{1,3}(\\${other}\\d{3})+$`).test(integerPart)) return null;
    integerPart = integerPart.split(other).join('');
  }
  if (integerPart === '') integerPart = '0';
  if (!/^\d+$/.test(integerPart) || !/^\d{0,2}$/.test(fraction)) return null;
  const cents = Number(integerPart) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
