import type { ProductUnit } from '../../contracts/products.ts';

const UNIT_WORDS: Record<string, Record<ProductUnit, { one: string; other: string }>> = {
  'pt-BR': { unit: { one: 'un', other: 'un' }, ml: { one: 'ml', other: 'ml' }, g: { one: 'g', other: 'g' } },
  'en-US': { unit: { one: 'unit', other: 'units' }, ml: { one: 'ml', other: 'ml' }, g: { one: 'g', other: 'g' } },
};

const wordsOf = (unit: ProductUnit, language: string) => (UNIT_WORDS[language] ?? UNIT_WORDS['en-US']!)[unit];

/**
 * A quantity of a product in its unit, the language's way: "1.250 ml", "3 un" in pt-BR; "1,250 ml",
 * "1 unit", "3 units" in en-US (docs/products.md: whole numbers of the unit). `signed` writes a
 * change: "+12 un", "-3 un".
 */
export function formatQuantity(
  quantity: number,
  unit: ProductUnit,
  language: string,
  { signed = false }: { signed?: boolean } = {},
): string {
  const words = wordsOf(unit, language);
  const number = new Intl.NumberFormat(language, {
    maximumFractionDigits: 0,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(quantity);
  return `${number} ${Math.abs(quantity) === 1 ? words.one : words.other}`;
}

/** The unit's word beside a quantity field ('un', 'ml', 'g'; 'units' in en-US). */
export function unitSymbol(unit: ProductUnit, language: string): string {
  return wordsOf(unit, language).other;
}
