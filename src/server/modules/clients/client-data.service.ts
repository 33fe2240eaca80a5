import { upcomingAppointments } from '../../../core/client-erasure.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Actor } from '../../plugins/session.ts';
import { forgetClientOnAppointmentsWith } from '../appointments/appointments.repository.ts';
import { appendBusinessAudit } from '../business/business-audit.repository.ts';
import { deleteMessagesAboutWith } from '../mail/outbox.repository.ts';
import { queueCalendarWritesWith } from '../mail/outbox-calendar-writes.ts';
import { forgetReviewsWith } from '../reviews/reviews.repository.ts';
import { forgetClientWaitlistWith } from '../waitlist/waitlist.repository.ts';
import { forgetClientWhatsAppWith } from '../whatsapp/whatsapp.repository.ts';
import { clientDataFile, type ClientDataFile } from './client-data-file.ts';
import { lockClientToEraseWith, type ClientDataRepository } from './client-data.repository.ts';
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
        whatsAppClientId: clientId,
      });
      const conversation = await forgetClientWhatsAppWith(trx, businessId, clientId, appointmentIds);
      await forgetClientWaitlistWith(trx, businessId, clientId);
      await eraseClientWith(trx, businessId, clientId, words.fullName, at);
      // Their events in connected calendars are written again, under the erased name.
      await queueCalendarWritesWith(trx, businessId, appointmentIds);
      const counts: ErasureCounts = {
        appointments: appointmentIds.length,
        reviews: reviews.reviews,
        reviewRequests: reviews.reviewRequests,
        messages: messages + reviews.messages + conversation,
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
        whatsapp: record.whatsapp.length,
        deposits: record.deposits.length,
      });
      return clientDataFile(record, clientId, fileFormat, locale, now());
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
