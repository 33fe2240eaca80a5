import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { ClientDataExport } from '../../../contracts/clients.ts';
import { formatCentsForCsv, toCsv } from '../../csv.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { ClientDataRecord } from './client-data.repository.ts';
import { CSV_WORDS } from './client-data-words.ts';

/*
 * The file a client's data export answers with: everything the business holds about them, as
 * JSON or as one CSV in the reader's language, the instants on the business's clock.
 */

export type ClientDataFile = { fileName: string } & (
  { format: 'json'; data: ClientDataExport } | { format: 'csv'; body: string }
);

/** Instants on the business's clock: with their offset in JSON, as a spreadsheet reads them in CSV. */
const onClock = (timeZone: string) => ({
  iso: (date: Date) => format(new TZDate(date, timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX"),
  cell: (date: Date | null) => (date ? format(new TZDate(date, timeZone), 'yyyy-MM-dd HH:mm') : null),
});

function toJson(record: ClientDataRecord, exportedAt: Date): ClientDataExport {
  const { iso } = onClock(record.timeZone);
  const isoOrNull = (date: Date | null) => (date ? iso(date) : null);
  const { client } = record;
  return {
    exportedAt: iso(exportedAt),
    timeZone: record.timeZone,
    currency: record.currency,
    client: {
      ...client,
      createdAt: iso(client.createdAt),
      firstVisitAt: isoOrNull(client.firstVisitAt),
      erasedAt: isoOrNull(client.erasedAt),
    },
    appointments: record.appointments.map((a) => ({
      ...a,
      startsAt: iso(a.startsAt),
      endsAt: iso(a.endsAt),
      createdAt: iso(a.createdAt),
      cancelledAt: isoOrNull(a.cancelledAt),
    })),
    reviews: record.reviews.map((r) => ({
      ...r,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
      repliedAt: isoOrNull(r.repliedAt),
    })),
    comandas: record.comandas.map((k) => ({
      ...k,
      openedAt: iso(k.openedAt),
      closedAt: isoOrNull(k.closedAt),
      reversedAt: isoOrNull(k.reversedAt),
    })),
    deposits: record.deposits.map((d) => ({
      ...d,
      createdAt: iso(d.createdAt),
      paidAt: isoOrNull(d.paidAt),
      settledAt: isoOrNull(d.settledAt),
      refundedAt: isoOrNull(d.refundedAt),
    })),
    messages: record.messages.map((m) => ({ ...m, createdAt: iso(m.createdAt), sentAt: isoOrNull(m.sentAt) })),
    whatsapp: record.whatsapp.map((m) => ({ ...m, statusAt: iso(m.statusAt), createdAt: iso(m.createdAt) })),
  };
}

/** One file, one block per kind of record, each headed in the reader's language and marked in its first column. */
function toCsvFile(record: ClientDataRecord, locale: Locale): string {
  const words = CSV_WORDS[locale];
  const { cell } = onClock(record.timeZone);
  const { client } = record;
  const visitStart = new Map(record.appointments.map((a) => [a.id, a.startsAt]));
  const blank: string[] = [];
  return toCsv(
    [
      words.headers.client,
      [
        words.sections.client,
        client.fullName,
        client.phone,
        client.email,
        client.notes,
        cell(client.createdAt),
        cell(client.firstVisitAt),
        cell(client.erasedAt),
      ],
      blank,
      words.headers.appointment,
      ...record.appointments.map((a) => [
        words.sections.appointment,
        cell(a.startsAt),
        cell(a.endsAt),
        a.serviceName,
        a.professionalName,
        words.status[a.status],
        formatCentsForCsv(a.priceCents, locale),
        a.notes,
        words.source[a.source],
        cell(a.createdAt),
        cell(a.cancelledAt),
      ]),
      blank,
      words.headers.review,
      ...record.reviews.map((r) => [
        words.sections.review,
        cell(visitStart.get(r.appointmentId) ?? null),
        String(r.rating),
        r.comment,
        r.reply,
        cell(r.createdAt),
        cell(r.updatedAt),
        cell(r.repliedAt),
      ]),
      blank,
      words.headers.comanda,
      ...record.comandas.map((k) => [
        words.sections.comanda,
        String(k.number),
        words.comandaStatus[k.status],
        cell(k.openedAt),
        cell(k.closedAt),
        cell(k.reversedAt),
        formatCentsForCsv(k.totalCents, locale),
        k.lines.map((l) => `${l.description} × ${l.quantity}: ${formatCentsForCsv(l.totalCents, locale)}`).join(' | '),
        k.payments
          .map((p) => `${words.method[p.method] ?? p.method}: ${formatCentsForCsv(p.amountCents, locale)}`)
          .join(' | '),
      ]),
      blank,
      words.headers.deposit,
      ...record.deposits.map((d) => [
        words.sections.deposit,
        cell(visitStart.get(d.appointmentId) ?? null),
        formatCentsForCsv(d.amountCents, locale),
        d.method ? words.deposit.method[d.method] : null,
        words.deposit.status[d.status],
        cell(d.createdAt),
        cell(d.paidAt),
        cell(d.settledAt),
        d.settledReason ? words.deposit.reason[d.settledReason] : null,
        d.refundedCents === null ? null : formatCentsForCsv(d.refundedCents, locale),
        cell(d.refundedAt),
      ]),
      blank,
      words.headers.message,
      ...record.messages.map((m) => [
        words.sections.message,
        m.kind,
        m.subject,
        m.to,
        words.messageStatus[m.status],
        cell(m.createdAt),
        cell(m.sentAt),
      ]),
      blank,
      words.headers.whatsapp,
      ...record.whatsapp.map((m) => [
        words.sections.whatsapp,
        words.direction[m.direction],
        m.phone,
        m.template,
        m.body,
        words.whatsappStatus[m.status],
        cell(m.statusAt),
        m.error,
        cell(m.createdAt),
      ]),
    ],
    locale,
  );
}

/** The export of this client's record as a file in the format asked for, named in the reader's language. */
export function clientDataFile(
  record: ClientDataRecord,
  clientId: string,
  fileFormat: 'json' | 'csv',
  locale: Locale,
  exportedAt: Date,
): ClientDataFile {
  const fileName = `${CSV_WORDS[locale].fileName}-${clientId.slice(0, 8)}.${fileFormat}`;
  return fileFormat === 'json'
    ? { fileName, format: 'json', data: toJson(record, exportedAt) }
    : { fileName, format: 'csv', body: toCsvFile(record, locale) };
}
