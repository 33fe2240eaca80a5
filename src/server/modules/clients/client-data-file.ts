import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { ClientDataExport } from '../../../contracts/clients.ts';
import { formatCentsForCsv, toCsv } from '../../csv.ts';
import { APPOINTMENT_WORDS } from '../../i18n/appointment-words.ts';
import { COUNTER_WORDS } from '../../i18n/counter-words.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { ClientDataRecord } from './client-data.repository.ts';

/*
 * The file a client's data export answers with: everything the business holds about them, as
 * JSON or as one CSV in the reader's language, the instants on the business's clock.
 */

const CSV_WORDS = {
  'pt-BR': {
    fileName: 'dados-do-cliente',
    sections: {
      client: 'Cliente',
      appointment: 'Agendamento',
      review: 'Avaliação',
      message: 'E-mail',
      whatsapp: 'WhatsApp',
      comanda: 'Comanda',
    },
    headers: {
      comanda: [
        'Seção',
        'Número',
        'Situação',
        'Aberta em',
        'Fechada em',
        'Estornada em',
        'Total',
        'Itens',
        'Pagamentos',
      ],
      client: [
        'Seção',
        'Nome',
        'Telefone',
        'E-mail',
        'Observações',
        'Criado em',
        'Primeira visita',
        'Dados apagados em',
      ],
      appointment: [
        'Seção',
        'Início',
        'Fim',
        'Serviço',
        'Profissional',
        'Status',
        'Preço',
        'Observações',
        'Origem',
        'Criado em',
        'Cancelado em',
      ],
      review: [
        'Seção',
        'Atendimento de',
        'Nota',
        'Comentário',
        'Resposta do estabelecimento',
        'Escrita em',
        'Alterada em',
        'Respondida em',
      ],
      message: ['Seção', 'Tipo', 'Assunto', 'Para', 'Situação', 'Criado em', 'Enviado em'],
      whatsapp: ['Seção', 'Sentido', 'Número', 'Modelo', 'Texto', 'Situação', 'Situação em', 'Erro', 'Em'],
    },
    comandaStatus: COUNTER_WORDS['pt-BR'].status,
    method: COUNTER_WORDS['pt-BR'].method as Record<string, string>,
    status: APPOINTMENT_WORDS['pt-BR'].status,
    source: APPOINTMENT_WORDS['pt-BR'].source,
    messageStatus: { pending: 'Na fila', sent: 'Enviado', failed: 'Falhou', kept: 'Guardado (sem servidor de e-mail)' },
    direction: { out: 'Enviada ao cliente', in: 'Escrita pelo cliente' },
    whatsappStatus: {
      accepted: 'Aceita',
      sent: 'Enviada',
      delivered: 'Entregue',
      read: 'Lida',
      failed: 'Falhou',
      received: 'Recebida',
    },
  },
  'en-US': {
    fileName: 'client-data',
    sections: {
      client: 'Client',
      appointment: 'Appointment',
      review: 'Review',
      message: 'E-mail',
      whatsapp: 'WhatsApp',
      comanda: 'Comanda',
    },
    headers: {
      comanda: ['Section', 'Number', 'Status', 'Opened', 'Closed', 'Reversed', 'Total', 'Items', 'Payments'],
      client: ['Section', 'Name', 'Phone', 'E-mail', 'Notes', 'Created', 'First visit', 'Data erased'],
      appointment: [
        'Section',
        'Start',
        'End',
        'Service',
        'Professional',
        'Status',
        'Price',
        'Notes',
        'Source',
        'Created',
        'Cancelled',
      ],
      review: ['Section', 'Visit of', 'Rating', 'Comment', "Business's reply", 'Written', 'Changed', 'Replied'],
      message: ['Section', 'Kind', 'Subject', 'To', 'Status', 'Created', 'Sent'],
      whatsapp: ['Section', 'Direction', 'Number', 'Template', 'Text', 'Status', 'Status at', 'Error', 'At'],
    },
    comandaStatus: COUNTER_WORDS['en-US'].status,
    method: COUNTER_WORDS['en-US'].method as Record<string, string>,
    status: APPOINTMENT_WORDS['en-US'].status,
    source: APPOINTMENT_WORDS['en-US'].source,
    messageStatus: { pending: 'Queued', sent: 'Sent', failed: 'Failed', kept: 'Kept (no e-mail server)' },
    direction: { out: 'Sent to the client', in: 'Written by the client' },
    whatsappStatus: {
      accepted: 'Accepted',
      sent: 'Sent',
      delivered: 'Delivered',
      read: 'Read',
      failed: 'Failed',
      received: 'Received',
    },
  },
} as const;

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
