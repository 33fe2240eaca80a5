import type { Report } from '../../../contracts/metrics.ts';
import type { Locale } from '../../i18n/locale.ts';
import { formatCentsForCsv } from '../../csv.ts';

interface ReportWords {
  section: [string, string];
  columns: string[];
  total: string;
  visits: string;
  /** The received revenue's lines: its total, each method, the tips in it, and what was left on accounts. */
  received: [total: string, cash: string, credit: string, debit: string, pix: string, tips: string, onAccount: string];
}

const REPORT_HEADER: Record<Locale, ReportWords> = {
  'pt-BR': {
    section: ['Profissional', 'Serviço'],
    columns: ['Serviços', 'Concluídos', 'Cancelados', 'Faturamento', 'Ticket médio', 'Ocupação (%)', 'Comissão'],
    total: 'Total',
    visits: 'Visitas',
    received: [
      'Recebido',
      'Dinheiro',
      'Cartão de crédito',
      'Cartão de débito',
      'PIX',
      'Gorjetas',
      'Na conta de clientes',
    ],
  },
  'en-US': {
    section: ['Professional', 'Service'],
    columns: ['Services', 'Completed', 'Cancelled', 'Revenue', 'Average ticket', 'Occupancy (%)', 'Commission'],
    total: 'Total',
    visits: 'Visits',
    received: ['Received', 'Cash', 'Credit card', 'Debit card', 'PIX', 'Tips', "On clients' accounts"],
  },
};

/**
 * The report as CSV rows: professionals, their totals row and the visits; a blank line; services;
 * a blank line; the received revenue, by method, its tips and what was left on accounts.
 */
export function reportCsvRows(data: Report, locale: Locale): Array<Array<string | null>> {
  const words = REPORT_HEADER[locale];
  const money = (cents: number | null) => (cents === null ? null : formatCentsForCsv(cents, locale));
  const pct = (value: number | null) => (value === null ? null : formatCentsForCsv(Math.round(value * 100), locale));
  const rows: Array<Array<string | null>> = [[words.section[0], ...words.columns]];
  for (const p of data.professionals) {
    rows.push([
      p.name,
      String(p.appointments),
      String(p.completed),
      String(p.cancelled),
      money(p.revenueCents),
      money(p.averageTicketCents),
      pct(p.occupancy),
      money(p.commissionCents),
    ]);
  }
  const t = data.totals;
  rows.push([
    words.total,
    String(t.appointments),
    String(t.completed),
    String(t.cancelled),
    money(t.revenueCents),
    money(t.averageTicketCents),
    pct(t.occupancy),
    money(t.commissionCents),
  ]);
  rows.push([words.visits, String(t.visits)]);
  rows.push([]);
  rows.push([words.section[1], ...words.columns.slice(0, 5)]);
  for (const s of data.services) {
    rows.push([
      s.name,
      String(s.appointments),
      String(s.completed),
      String(s.cancelled),
      money(s.revenueCents),
      money(s.averageTicketCents),
    ]);
  }
  const r = data.received;
  const [receivedTotal, ...lines] = words.received;
  rows.push([]);
  rows.push([receivedTotal, money(r.totalCents)]);
  const amounts = [r.byMethod.cash, r.byMethod.credit, r.byMethod.debit, r.byMethod.pix, r.tipsCents, r.onAccountCents];
  lines.forEach((label, i) => rows.push([label, money(amounts[i]!)]));
  return rows;
}
