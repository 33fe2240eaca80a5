import type { Report } from '../../../contracts/metrics.ts';
import { COUNTER_WORDS } from '../../i18n/counter-words.ts';
import type { Locale } from '../../i18n/locale.ts';
import { formatCentsForCsv } from '../../csv.ts';

interface ReportWords {
  section: [string, string];
  columns: string[];
  total: string;
  visits: string;
  /** The received revenue's lines besides each method's: its total, the tips in it, and what was left on accounts. */
  received: { total: string; tips: string; onAccount: string };
}

const REPORT_HEADER: Record<Locale, ReportWords> = {
  'pt-BR': {
    section: ['Profissional', 'Serviço'],
    columns: ['Serviços', 'Concluídos', 'Cancelados', 'Faturamento', 'Ticket médio', 'Ocupação (%)', 'Comissão'],
    total: 'Total',
    visits: 'Visitas',
    received: { total: 'Recebido', tips: 'Gorjetas', onAccount: 'Na conta de clientes' },
  },
  'en-US': {
    section: ['Professional', 'Service'],
    columns: ['Services', 'Completed', 'Cancelled', 'Revenue', 'Average ticket', 'Occupancy (%)', 'Commission'],
    total: 'Total',
    visits: 'Visits',
    received: { total: 'Received', tips: 'Tips', onAccount: "On clients' accounts" },
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
  const methods = COUNTER_WORDS[locale].method;
  rows.push([]);
  rows.push([words.received.total, money(r.totalCents)]);
  for (const method of ['cash', 'credit', 'debit', 'pix'] as const)
    rows.push([methods[method], money(r.byMethod[method])]);
  rows.push([words.received.tips, money(r.tipsCents)]);
  rows.push([words.received.onAccount, money(r.onAccountCents)]);
  return rows;
}
