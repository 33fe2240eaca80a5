import type { ProductUnit } from '../../contracts/products.ts';
import { i18n } from '../i18n/i18n.ts';

/*
 * A product's quantities are whole numbers of its unit (units, millilitres or grams): written as
 * the language writes numbers, with the unit's word from the back office's texts (`productUnits`).
 */

/** '1.250' in pt-BR, '1,250' in en-US; signed, '+12' and '−3' (a minus sign, as money's). */
export function formatStockNumber(quantity: number, language: string, signed = false): string {
  const text = new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.abs(quantity));
  if (quantity < 0) return `−${text}`;
  return signed && quantity > 0 ? `+${text}` : text;
}

/** '12 un', '450 ml', '300 g' ('12 units' in en-US); signed, '+12 un' and '−3 un'. */
export function formatQuantity(
  quantity: number,
  unit: ProductUnit,
  language: string,
  { signed = false }: { signed?: boolean } = {},
): string {
  return i18n.getFixedT(language)(`productUnits.${unit}`, {
    count: Math.abs(quantity),
    amount: formatStockNumber(quantity, language, signed),
  });
}

/** The unit's short word beside a quantity field ('un', 'ml', 'g'). */
export function unitSymbol(unit: ProductUnit, language: string): string {
  return i18n.getFixedT(language)(`productUnitSymbols.${unit}`);
}
