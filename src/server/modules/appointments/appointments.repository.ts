import { sql, type Insertable, type Kysely } from 'kysely';
import type { AppointmentStatus } from '../../../core/appointment-status.ts';
import type { FrontDeskContext } from '../../../core/front-desk-booking.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';
import { matchOrCreateClient, type ClientContact } from '../clients/clients.repository.ts';
import { REMINDER_KINDS, type OutboxRepository, type OutgoingMessage } from '../mail/outbox.repository.ts';

/**
 * The one writer of the `appointments` table: booking, status changes (cancelling among them)
 * and moves, from the front desk and from the public booking page alike. Each write stores the
 * messages it causes in its own transaction, and a cancelled or moved appointment's reminder is
 * withdrawn in that same transaction. The schedule's reads are in appointments.queries.ts.
 */

export class SlotTakenError extends Error {
  constructor() {
    super('SLOT_TAKEN');
  }
}

/** SQLSTATE 23P01: the exclusion constraint saw two appointments of one professional overlap. */
function isExclusionViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23P01';
}

async function slotGuarded<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isExclusionViolation(error)) throw new SlotTakenError();
    throw error;
  }
}

export interface NewAppointment {
  /** Chosen by the service, so the messages written with the booking can name it. */
  id: string;
  businessId: string;
  professionalId: string;
  serviceId: string;
  startsAt: Date;
  endsAt: Date;
  status: 'scheduled' | 'confirmed';
  priceCents: number;
  notes: string | null;
  source: 'staff' | 'online';
  /** An online booking's secret link and the language its customer booked in. */
  online?: { manageToken: string; clientLocale: Locale };
}

export interface BookingWrite {
  /** The client: one of the business's, or found (else created) by phone or e-mail. */
  client: { id: string } | { contact: ClientContact };
  messages?: readonly OutgoingMessage[];
  /** A public booking's Idempotency-Key: a retry finds this booking instead of making another. */
  idempotencyKey?: string | null;
}

export interface Move {
  professionalId: string;
  startsAt: Date;
  endsAt: Date;
}

/** The statuses an appointment may still be moved or cancelled from. */
const OPEN: AppointmentStatus[] = ['scheduled', 'confirmed'];

const hoursOf = (professionalId: string) => sql`
  (SELECT coalesce(json_agg(json_build_object('weekday', weekday, 'start', to_char(starts_at, 'HH24:MI'), 'end', to_char(ends_at, 'HH24:MI'))), '[]')
     FROM professional_working_hours WHERE business_id = b.id AND professional_id = ${professionalId}) AS hours,
  (SELECT coalesce(json_agg(json_build_object('name', name, 'weekday', weekday, 'start', to_char(starts_at, 'HH24:MI'), 'end', to_char(ends_at, 'HH24:MI'))), '[]')
     FROM professional_breaks WHERE business_id = b.id AND professional_id = ${professionalId}) AS breaks`;

interface ContextRow {
  service_id: string | null;
  service_name: string | null;
  duration_minutes: number | null;
  price_cents: number | null;
  service_active: boolean | null;
  professional_id: string | null;
  professional_name: string | null;
  professional_active: boolean | null;
  client_id: string | null;
  client_name: string | null;
  client_phone: string | null;
  offers: boolean;
  hours: FrontDeskContext['hours'];
  breaks: FrontDeskContext['breaks'];
  time_zone: string;
}

/**
 * Appointments as they are recorded, any status, in bulk (the demo's history, a test's given
 * schedule): no rule to judge and no e-mail to send. Returns their ids in order.
 */
export async function insertRecorded(executor: Kysely<Database>, rows: ReadonlyArray<Insertable<Database['appointments']>>): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await executor.insertInto('appointments').values(rows.slice(i, i + 500)).returning('id').execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

export function createAppointmentsRepository(db: Kysely<Database>, outbox: OutboxRepository) {
  /** The update, then the reminder's withdrawal and the messages, all or nothing. */
  async function changeWith(messages: readonly OutgoingMessage[], id: string, update: (trx: Kysely<Database>) => Promise<boolean>): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      if (!(await update(trx))) return false;
      await outbox.withdrawWith(trx, id, REMINDER_KINDS);
      await outbox.addWith(trx, messages);
      return true;
    });
  }

  return {
    /**
     * Everything a front-desk booking is judged by (`judgeFrontDeskBooking`), in one round trip:
     * the service, professional and client (each only if it is the business's), whether the
     * professional offers the service, their week and breaks, and the time zone.
     */
    async frontDeskContext(businessId: string, serviceId: string, professionalId: string, clientId: string): Promise<FrontDeskContext> {
      const { rows } = await sql<ContextRow>`
        ${prepared} SELECT svc.id AS service_id, svc.name AS service_name, svc.duration_minutes, svc.price_cents, svc.active AS service_active,
          pro.id AS professional_id, pro.full_name AS professional_name, pro.active AS professional_active,
          cli.id AS client_id, cli.full_name AS client_name, cli.phone AS client_phone,
          ps.service_id IS NOT NULL AS offers, b.time_zone, ${hoursOf(professionalId)}
        FROM businesses b
          LEFT JOIN services svc ON svc.business_id = b.id AND svc.id = ${serviceId}
          LEFT JOIN professionals pro ON pro.business_id = b.id AND pro.id = ${professionalId}
          LEFT JOIN clients cli ON cli.business_id = b.id AND cli.id = ${clientId}
          LEFT JOIN professional_services ps ON ps.business_id = b.id AND ps.professional_id = ${professionalId} AND ps.service_id = ${serviceId}
        WHERE b.id = ${businessId}
      `.execute(db);
      const row = rows[0];
      if (!row) throw new Error(`business ${businessId} not found`);
      return {
        service: row.service_id
          ? { id: row.service_id, name: row.service_name!, durationMinutes: row.duration_minutes!, priceCents: row.price_cents!, active: row.service_active! }
          : null,
        professional: row.professional_id ? { id: row.professional_id, fullName: row.professional_name!, active: row.professional_active! } : null,
        client: row.client_id ? { id: row.client_id, fullName: row.client_name!, phone: row.client_phone } : null,
        offers: row.offers,
        hours: row.hours,
        breaks: row.breaks,
        timeZone: row.time_zone,
      };
    },

    /**
     * Books, or throws SlotTakenError when the professional is busy then (the exclusion
     * constraint decides, so two bookings at once can never both win). With a client to find,
     * messages or a key to keep, everything is one transaction; a plain front-desk booking is a
     * single prepared INSERT.
     */
    async insert(appointment: NewAppointment, write: BookingWrite): Promise<{ clientId: string; createdAt: Date; updatedAt: Date }> {
      const row = async (executor: Kysely<Database>, clientId: string) => {
        const inserted = await executor
          .insertInto('appointments')
          .values({
            id: appointment.id,
            business_id: appointment.businessId,
            professional_id: appointment.professionalId,
            service_id: appointment.serviceId,
            client_id: clientId,
            starts_at: appointment.startsAt,
            ends_at: appointment.endsAt,
            status: appointment.status,
            price_cents: appointment.priceCents,
            notes: appointment.notes,
            source: appointment.source,
            manage_token: appointment.online?.manageToken ?? null,
            client_locale: appointment.online?.clientLocale ?? 'pt-BR',
          })
          .returning(['created_at', 'updated_at'])
          .modifyEnd(prepared)
          .executeTakeFirstOrThrow();
        return { clientId, createdAt: inserted.created_at, updatedAt: inserted.updated_at };
      };
      const { client, messages = [], idempotencyKey } = write;
      if ('id' in client && messages.length === 0 && !idempotencyKey) return slotGuarded(row(db, client.id));
      return slotGuarded(
        db.transaction().execute(async (trx) => {
          const clientId = 'id' in client ? client.id : await matchOrCreateClient(trx, appointment.businessId, client.contact);
          const booked = await row(trx, clientId);
          if (idempotencyKey) {
            await trx.insertInto('booking_idempotency_keys').values({ business_id: appointment.businessId, key: idempotencyKey, appointment_id: appointment.id }).execute();
          }
          await outbox.addWith(trx, messages);
          return booked;
        }),
      );
    },

    /**
     * Moves the status on only if it is still `from` (two devices cannot both apply a change).
     * Cancelling withdraws the reminder; `messages` are written with the change.
     */
    async changeStatus(businessId: string, id: string, from: AppointmentStatus, to: AppointmentStatus, messages: readonly OutgoingMessage[] = []): Promise<boolean> {
      const update = async (executor: Kysely<Database>) => {
        const now = new Date();
        const result = await executor
          .updateTable('appointments')
          .set({ status: to, updated_at: now, cancelled_at: to === 'cancelled' ? now : null })
          .where('business_id', '=', businessId)
          .where('id', '=', id)
          .where('status', '=', from)
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1;
      };
      if (to !== 'cancelled' && messages.length === 0) return update(db);
      return changeWith(messages, id, update);
    },

    /**
     * Moves an appointment that is still scheduled or confirmed; its reminder (for the old time)
     * is withdrawn and `messages` written in the same transaction. SlotTakenError when the
     * professional is busy at the new time.
     */
    async move(businessId: string, id: string, to: Move, messages: readonly OutgoingMessage[] = []): Promise<boolean> {
      return slotGuarded(
        changeWith(messages, id, async (trx) => {
          const result = await trx
            .updateTable('appointments')
            .set({ professional_id: to.professionalId, starts_at: to.startsAt, ends_at: to.endsAt, updated_at: new Date() })
            .where('business_id', '=', businessId)
            .where('id', '=', id)
            .where('status', 'in', OPEN)
            .executeTakeFirst();
          return Number(result.numUpdatedRows) === 1;
        }),
      );
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
