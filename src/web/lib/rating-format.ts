/*
 * How ratings read, in the back office and on the public pages alike: an average with one decimal
 * ('4,8' / '4.8') and a share given in percent with one decimal (87.5 → '87,5%').
 */

/** A mean number of stars with one decimal: 4.8 → '4,8' in pt-BR, '4.8' in en-US; 5 → '5,0'. */
export function formatAverage(average: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** A share the API gives in percent with one decimal: 87.5 → '87,5%' (pt-BR), '87.5%' (en-US); 100 → '100%'. */
export function formatShare(percent: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}
