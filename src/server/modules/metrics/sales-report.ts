import type { SalesReport } from '../../../contracts/metrics.ts';
import type { Locale } from '../../i18n/locale.ts';
import { formatCentsForCsv } from '../../csv.ts';
import { toReceived } from './received.queries.ts';
import type { SalesRows } from './sales.queries.ts';

/** The sales report from the database's sums (docs/metrics.md, "Sales"): the days with sales, then the totals. */
export function salesReportOf(
  rows: SalesRows,
  period: { from: string; to: string; currency: 'BRL' | 'USD' },
): SalesReport {
  const dates = [...new Set([...rows.days.map((d) => d.day), ...rows.methods.map((m) => m.day)])].sort();
  const days = dates.map((date) => {
    const day = rows.days.find((d) => d.day === date);
    const tipsCents = Number(day?.tips ?? 0);
    return {
      date,
      comandas: Number(day?.comandas ?? 0),
      grossCents: Number(day?.gross ?? 0),
      discountCents: Number(day?.discount ?? 0),
      tipsCents,
      totalCents: Number(day?.total ?? 0),
      received: toReceived(
        rows.methods.filter((m) => m.day === date),
        tipsCents,
      ),
    };
  });
  const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((total, d) => total + pick(d), 0);
  const tipsCents = sum((d) => d.tipsCents);
  return {
    ...period,
    days,
    professionals: rows.professionals.map((p) => ({
      professionalId: p.professional_id,
      name: p.name,
      servicesCents: Number(p.services ?? 0),
      itemsCents: Number(p.items ?? 0),
      tipsCents: Number(p.tips ?? 0),
    })),
    services: rows.services.map((s) => {
      const productCostCents = Number(s.quantity) * Number(s.recipe_cost);
      return {
        serviceId: s.service_id,
        name: s.name,
        quantity: Number(s.quantity),
        netCents: Number(s.net),
        productCostCents,
        marginCents: Number(s.net) - productCostCents,
      };
    }),
    products: rows.products.map((p) => ({
      productId: p.product_id,
      name: p.name,
      unit: p.unit,
      quantity: Number(p.quantity),
      netCents: Number(p.net),
      costCents: Number(p.cost),
      marginCents: Number(p.net) - Number(p.cost),
    })),
    totals: {
      comandas: sum((d) => d.comandas),
      grossCents: sum((d) => d.grossCents),
      discountCents: sum((d) => d.discountCents),
      tipsCents,
      totalCents: sum((d) => d.totalCents),
      received: toReceived(rows.methods, tipsCents),
    },
  };
}

const WORDS: Record<Locale, { header: string[]; total: string }> = {
  'pt-BR': {
    header: [
      'Dia',
      'Comandas',
      'Bruto',
      'Descontos',
      'Gorjetas',
      'Total',
      'Dinheiro',
      'Crédito',
      'Débito',
      'PIX',
      'Na conta',
    ],
    total: 'Total',
  },
  'en-US': {
    header: ['Day', 'Comandas', 'Gross', 'Discounts', 'Tips', 'Total', 'Cash', 'Credit', 'Debit', 'PIX', 'On account'],
    total: 'Total',
  },
};

/** The sales by day as CSV rows, with a totals row. */
export function salesCsvRows(report: SalesReport, locale: Locale): Array<Array<string | null>> {
  const money = (cents: number) => formatCentsForCsv(cents, locale);
  const row = (label: string, d: SalesReport['totals']) => [
    label,
    String(d.comandas),
    money(d.grossCents),
    money(d.discountCents),
    money(d.tipsCents),
    money(d.totalCents),
    money(d.received.byMethod.cash),
    money(d.received.byMethod.credit),
    money(d.received.byMethod.debit),
    money(d.received.byMethod.pix),
    money(d.received.onAccountCents),
  ];
  return [WORDS[locale].header, ...report.days.map((d) => row(d.date, d)), row(WORDS[locale].total, report.totals)];
}
