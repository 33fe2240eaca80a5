import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns/format';
import type { ClientDataExport } from '../../../contracts/clients.ts';
import { upcomingAppointments } from '../../../core/client-erasure.ts';
import { formatCentsForCsv, toCsv } from '../../csv.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { AppError, notFound } from '../../errors.ts';
import { APPOINTMENT_WORDS } from '../../i18n/appointment-words.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Actor } from '../../plugins/session.ts';
import { forgetClientOnAppointmentsWith } from '../appointments/appointments.repository.ts';
import { appendBusinessAudit } from '../business/business-audit.repository.ts';
import { deleteMessagesAboutWith } from '../mail/outbox.repository.ts';
import { forgetReviewsWith } from '../reviews/reviews.repository.ts';
import { lockClientToEraseWith, type ClientDataRecord, type ClientDataRepository } from './client-data.repository.ts';
import { eraseClientWith } from './clients.repository.ts';

/** The words an erased client's rows keep, in the business's language. */
export interface ErasedWords {
  fullName: string;
  /** In place of the owner's reason on a review that stays hidden. */
  hiddenReason: string;
}

/** What an erasure touched: counts only, never the values it erased. */
export interface ErasureCounts {
  appointments: number;
  reviews: number;
  reviewRequests: number;
  messages: number;
}

type ErasureOutcome =
  | { outcome: 'erased'; counts: ErasureCounts }
  | { outcome: 'not_found' }
  | { outcome: 'already_erased' }
  | { outcome: 'upcoming'; count: number };

/** What an erased client is called, in the business's language: the one place these words live. */
export const ERASED_WORDS: Record<Locale, ErasedWords> = {
  'pt-BR': { fullName: 'Cliente removido', hiddenReason: 'Removida com os dados pessoais do cliente' },
  'en-US': { fullName: 'Erased client', hiddenReason: "Removed with the client's personal data" },
};

const CSV_WORDS = {
  'pt-BR': {
    fileName: 'dados-do-cliente',
    sections: { client: 'Cliente', appointment: 'Agendamento', review: 'Avaliação', message: 'E-mail' },
    headers: {
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
    },
    status: APPOINTMENT_WORDS['pt-BR'].status,
    source: APPOINTMENT_WORDS['pt-BR'].source,
    messageStatus: { pending: 'Na fila', sent: 'Enviado', failed: 'Falhou', kept: 'Guardado (sem servidor de e-mail)' },
  },
  'en-US': {
    fileName: 'client-data',
    sections: { client: 'Client', appointment: 'Appointment', review: 'Review', message: 'E-mail' },
    headers: {
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
    },
    status: APPOINTMENT_WORDS['en-US'].status,
    source: APPOINTMENT_WORDS['en-US'].source,
    messageStatus: { pending: 'Queued', sent: 'Sent', failed: 'Failed', kept: 'Kept (no e-mail server)' },
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
    messages: record.messages.map((m) => ({ ...m, createdAt: iso(m.createdAt), sentAt: isoOrNull(m.sentAt) })),
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
    ],
    locale,
  );
}

/**
 * A client's rights over their data (docs/data-rights.md): a copy of everything the business holds
 * about them, and the erasure of their personal data — both recorded in the business's audit log
 * with counts, never with the data.
 */
export function createClientDataService(deps: {
  repository: ClientDataRepository;
  unitOfWork: UnitOfWork;
  now: () => Date;
}) {
  const { repository, now } = deps;

  /**
   * One unit of work: the client row locked first, then each table's own repository forgets them
   * (the business's figures stay), and the audit entry is written.
   */
  function eraseUnlessUpcoming(
    businessId: string,
    userId: string,
    clientId: string,
    at: Date,
  ): Promise<ErasureOutcome> {
    return deps.unitOfWork(async (trx): Promise<ErasureOutcome> => {
      const client = await lockClientToEraseWith(trx, businessId, clientId);
      if (!client) return { outcome: 'not_found' };
      if (client.erasedAt) return { outcome: 'already_erased' };
      const upcoming = upcomingAppointments(client.appointments, at);
      if (upcoming > 0) return { outcome: 'upcoming', count: upcoming };

      const words = ERASED_WORDS[client.locale];
      const appointmentIds = await forgetClientOnAppointmentsWith(trx, businessId, clientId);
      const reviews = await forgetReviewsWith(trx, businessId, appointmentIds, words.hiddenReason);
      const messages = await deleteMessagesAboutWith(trx, businessId, {
        appointmentIds,
        toAddress: client.email,
        dedupeKeys: [],
      });
      await eraseClientWith(trx, businessId, clientId, words.fullName, at);
      const counts: ErasureCounts = {
        appointments: appointmentIds.length,
        reviews: reviews.reviews,
        reviewRequests: reviews.reviewRequests,
        messages: messages + reviews.messages,
      };
      await appendBusinessAudit(trx, {
        businessId,
        userId,
        action: 'erase_client',
        targetId: clientId,
        details: { ...counts },
      });
      return { outcome: 'erased', counts };
    });
  }

  return {
    async exportData(
      actor: Actor,
      clientId: string,
      fileFormat: 'json' | 'csv',
      locale: Locale,
    ): Promise<ClientDataFile> {
      const businessId = actor.profile.businessId;
      const record = await repository.collect(businessId, clientId);
      if (!record) throw notFound();
      await repository.recordExport(businessId, actor.user.id, clientId, {
        format: fileFormat,
        appointments: record.appointments.length,
        reviews: record.reviews.length,
        messages: record.messages.length,
      });
      const fileName = `${CSV_WORDS[locale].fileName}-${clientId.slice(0, 8)}.${fileFormat}`;
      return fileFormat === 'json'
        ? { fileName, format: 'json', data: toJson(record, now()) }
        : { fileName, format: 'csv', body: toCsvFile(record, locale) };
    },

    /** Refused while an appointment of theirs is still to come: the owner cancels or completes it first. */
    async erase(actor: Actor, clientId: string): Promise<void> {
      const result = await eraseUnlessUpcoming(actor.profile.businessId, actor.user.id, clientId, now());
      if (result.outcome === 'not_found') throw notFound();
      if (result.outcome === 'already_erased') throw new AppError('CLIENT_ERASED', 409);
      if (result.outcome === 'upcoming') {
        throw new AppError('CLIENT_HAS_UPCOMING_APPOINTMENTS', 409, {
          params: { count: result.count },
          details: { upcomingAppointments: result.count },
        });
      }
    },
  };
}

export type ClientDataService = ReturnType<typeof createClientDataService>;
