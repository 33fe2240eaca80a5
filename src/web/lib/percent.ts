import { WHOLE_BASIS_POINTS } from '../../core/counter/comanda-totals.ts';

/*
 * A percentage discount is typed as people write it ('10', '12,5', '12.5 %') and sent in basis
 * points (10 % = 1,000): two decimals at most, from 0 to 100 %.
 */

/** A typed percentage in basis points; null when it is not one (more than two decimals, over 100 %). */
export function parsePercentInput(text: string): number | null {
  const cleaned = text.replace(/[\s\u00a0%]/g, '').replace(',', '.');
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= WHOLE_BASIS_POINTS ? basisPoints : null;
}

/** Basis points as a percentage field shows them: '12,5' in pt-BR, '12.5' in en-US, '10' for 1,000. */
export function basisPointsToInput(basisPoints: number, language: string): string {
  const text = String(basisPoints / 100);
  return language === 'pt-BR' ? text.replace('.', ',') : text;
}

/** Basis points as a percentage to read: '12,5 %' in pt-BR, '12.5%' in en-US. */
export function formatBasisPoints(basisPoints: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(
    basisPoints / WHOLE_BASIS_POINTS,
  );
}
