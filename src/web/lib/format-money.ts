import { planCurrencyFor } from '../../core/plans.ts';

/**
 * A plan price in the currency that follows the interface language (docs/languages.md), two decimals:
 * 'R$ 29,99' in pt-BR, '$5.99' in en-US. Intl separates the symbol with a no-break space; a plain
 * space reads the same and matches the text people search for (the element must not wrap).
 */
export function formatPlanPrice(priceCents: { BRL: number; USD: number }, language: string): string {
  const currency = planCurrencyFor(language);
  const formatted = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(priceCents[currency] / 100);
  return formatted.replace(/\u00a0/g, ' ');
}
