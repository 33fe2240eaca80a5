// Over 300 lines: the one writer of appointments — booking, status, price, moves and a client's erasure.
import { sql, type Insertable, type Kysely } from 'kysely';
import { canChangeStatus, type AppointmentStatus } from '../../../core/appointment-status.ts';
import type { FrontDeskContext } from '../../../core/front-desk-booking.ts';
import type { SampleAppointment } from '../../../core/sample-schedule.ts';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';
import type { Locale } from '../../i18n/locale.ts';
import { appointmentColumns, type AppointmentAnswer } from './appointment-answer.ts';
import { contextColumns, contextJoins, hoursOf, toContext, type ContextRow } from './front-desk-sql.ts';
import { matchOrCreateClient, type ClientContact } from '../clients/client-matching.ts';
import { REMINDER_KINDS, type OutboxRepository, type OutgoingMessage } from '../mail/outbox.repository.ts';
import { openReviewRequestWith, type ReviewRequestOpening } from '../reviews/reviews.repository.ts';
import type { WhatsAppEvent } from '../whatsapp/whatsapp-messages.ts';
import { queueWhatsAppWith } from '../whatsapp/whatsapp.repository.ts';
import { calendarWritesFrom, queueCalendarWritesWith } from '../mail/outbox-calendar-writes.ts';

/**
 * The one writer of the `appointments` table: booking, status changes (cancelling among them)
 * and moves, from the front desk and from the public booking page alike. Each write stores the
 * messages it causes in its own transaction — the e-mails, and the WhatsApp messages its client
 * takes (whatsapp.repository.ts), and the writes to its professional's connected calendars
 * (mail/outbox-calendar-writes.ts) — and a cancelled or moved appointment's reminder is withdrawn in
 * that same transaction; so is a completed appointment's review link opened (with its
 * e-mail). The schedule's reads are in appointments.queries.ts.
 */

export class SlotTakenError extends Error {
  constructor() {
    super('SLOT_TAKEN');
  }
}

/**
 * SQLSTATE 23P01: the exclusion constraint saw two appointments of one professional overlap; or
 * 40P01: two bookings each waited for the other's overlapping row (a visit of several steps holds
 * one while it writes the next) and the database gave one of them up — the other one goes on.
 */
function isExclusionViolation(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === '23P01' || code === '40P01';
}

/**
 * Visits of several steps queue, per professional and in one order, before they write: two visits
 * of the same professionals never hold a row each the other waits for.
 */
async function queueForProfessionals(trx: Kysely<Database>, professionalIds: readonly string[]): Promise<void> {
  for (const id of [...new Set(professionalIds)].sort())
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`appointments:${id}`}))`.execute(trx);
}

async function slotGuarded<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isExclusionViolation(error)) throw new SlotTakenError();
    throw error;
  }
}

/** A step of a visit moved whole was no longer open: the transaction is undone. */
class NotMoved extends Error {}

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
  online?: { manageToken: string | null; clientLocale: Locale };
}

export interface BookingWrite {
  /** The client: one of the business's, or found (else created) by phone or e-mail. */
  client: { id: string } | { contact: ClientContact };
  messages?: readonly OutgoingMessage[];
  /** The booking's WhatsApp confirmation and reminder, when its client takes them. */
  whatsapp?: WhatsAppEvent;
  /** A public booking's Idempotency-Key: a retry finds this booking instead of making another. */
  idempotencyKey?: string | null;
  /** More to write in the booking's transaction (a waitlist offer's claim): all or nothing. */
  alsoWith?: (trx: Kysely<Database>) => Promise<void>;
}

export interface Move {
  professionalId: string;
  startsAt: Date;
  endsAt: Date;
}

/** The statuses an appointment may still be moved or cancelled from. */
const OPEN: AppointmentStatus[] = ['scheduled', 'confirmed'];

/**
 * Appointments as they are recorded, any status, in bulk (the demo's history, a test's given
 * schedule): no rule to judge and no e-mail to send. Returns their ids in order.
 */
export async function insertRecorded(
  executor: Kysely<Database>,
  rows: ReadonlyArray<Insertable<Database['appointments']>>,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await executor
      .insertInto('appointments')
      .values(rows.slice(i, i + 500))
      .returning('id')
      .execute();
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
}

/** A generated schedule (src/core/sample-schedule.ts) recorded as it is, for one business. */
export function insertSchedule(
  executor: Kysely<Database>,
  businessId: string,
  schedule: readonly SampleAppointment[],
): Promise<string[]> {
  return insertRecorded(
    executor,
    schedule.map((a) => ({
      business_id: businessId,
      professional_id: a.professionalId,
      service_id: a.serviceId,
      client_id: a.clientId,
      starts_at: a.startsAt,
      ends_at: a.endsAt,
      status: a.status,
      price_cents: a.priceCents,
      cancelled_at: a.status === 'cancelled' ? a.startsAt : null,
    })),
  );
}

/** Deletes these appointments of the business, recorded ones (the sample data's); answers the ids deleted. */
export async function deleteRecordedWith(
  executor: Kysely<Database>,
  businessId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .deleteFrom('appointments')
    .where('business_id', '=', businessId)
    .where('id', 'in', [...ids])
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A client's erasure (in its transaction): their appointments keep status, times, price,
 * professional and service — the business's figures — but lose the notes, the personal link and
 * the online booking's idempotency key. Returns their ids.
 */
export async function forgetClientOnAppointmentsWith(
  trx: Kysely<Database>,
  businessId: string,
  clientId: string,
): Promise<string[]> {
  const rows = await trx
    .updateTable('appointments')
    .set({ notes: null, manage_token: null })
    .where('business_id', '=', businessId)
    .where('client_id', '=', clientId)
    .returning('id')
    .execute();
  const ids = rows.map((row) => row.id);
  if (ids.length > 0)
    await trx
      .deleteFrom('booking_idempotency_keys')
      .where('business_id', '=', businessId)
      .where('appointment_id', 'in', ids)
      .execute();
  return ids;
}

/** One appointment written, with the calendar writes it causes, answered as the schedule reads it. */
async function insertRow(
  executor: Kysely<Database>,
  appointment: NewAppointment,
  clientId: string,
  visitId: string | null,
): Promise<AppointmentAnswer> {
  const { rows } = await sql<AppointmentAnswer>`
    ${prepared}
    WITH a AS (
      INSERT INTO appointments (id, business_id, professional_id, service_id, client_id, starts_at, ends_at, status, price_cents, notes, source, manage_token, client_locale, visit_id)
      VALUES (${appointment.id}, ${appointment.businessId}, ${appointment.professionalId}, ${appointment.serviceId}, ${clientId}, ${appointment.startsAt},
        ${appointment.endsAt}, ${appointment.status}, ${appointment.priceCents}, ${appointment.notes}, ${appointment.source},
        ${appointment.online?.manageToken ?? null}, ${appointment.online?.clientLocale ?? 'pt-BR'}, ${visitId})
      RETURNING *
    ), calendar_writes AS (${calendarWritesFrom('a')})
    SELECT ${appointmentColumns}
    FROM a
    JOIN professionals p ON p.business_id = a.business_id AND p.id = a.professional_id
    JOIN services s ON s.business_id = a.business_id AND s.id = a.service_id
    JOIN clients c ON c.business_id = a.business_id AND c.id = a.client_id
  `.execute(executor);
  return rows[0]!;
}

export function createAppointmentsRepository(db: Kysely<Database>, outbox: OutboxRepository, clock: () => Date) {
  /** The appointment's WhatsApp messages of `event`, in the transaction of its change. */
  const whatsAppWith = (trx: Kysely<Database>, businessId: string, appointmentId: string, event?: WhatsAppEvent) =>
    event ? queueWhatsAppWith(trx, outbox, { businessId, appointmentId, event, now: clock() }) : Promise.resolve(0);

  /** The update, then the reminder's withdrawal and the messages (the WhatsApp ones after it), in the transaction `trx`. */
  async function changeIn(
    trx: Kysely<Database>,
    messages: readonly OutgoingMessage[],
    change: { businessId: string; id: string; whatsapp?: WhatsAppEvent },
    update: (trx: Kysely<Database>) => Promise<boolean>,
  ): Promise<boolean> {
    if (!(await update(trx))) return false;
    await outbox.withdrawWith(trx, change.id, REMINDER_KINDS);
    await outbox.addWith(trx, messages);
    await whatsAppWith(trx, change.businessId, change.id, change.whatsapp);
    return true;
  }

  /** The same, all or nothing in a transaction of its own. */
  const changeWith = (
    messages: readonly OutgoingMessage[],
    change: { businessId: string; id: string; whatsapp?: WhatsAppEvent },
    update: (trx: Kysely<Database>) => Promise<boolean>,
  ) => db.transaction().execute((trx) => changeIn(trx, messages, change, update));

  /** The status update, only from `from` and only along the status rules. */
  function statusUpdate(
    businessId: string,
    id: string,
    from: AppointmentStatus,
    to: AppointmentStatus,
    noShow = false,
  ) {
    if (!canChangeStatus(from, to)) throw new Error(`the status rules forbid ${from} → ${to}`);
    return async (executor: Kysely<Database>) => {
      const now = clock();
      // One statement with the calendar writes it causes.
      const { rows } = await sql<{ id: string }>`
        WITH u AS (
          UPDATE appointments SET status = ${to}, updated_at = ${now}, cancelled_at = ${to === 'cancelled' ? now : null},
            no_show = ${noShow && to === 'cancelled'}
          WHERE business_id = ${businessId} AND id = ${id} AND status = ${from}
          RETURNING id, business_id, professional_id
        ), calendar_writes AS (${calendarWritesFrom('u')})
        SELECT id FROM u
      `.execute(executor);
      return rows.length === 1;
    };
  }

  return {
    /**
     * Everything a front-desk booking or move is judged by (src/core/front-desk-booking.ts), in one
     * round trip: the service, professional and client (each only if it is the business's),
     * whether the professional offers the service, their week and breaks, and the time zone.
     */
    async frontDeskContext(
      businessId: string,
      serviceId: string,
      professionalId: string,
      clientId: string,
    ): Promise<FrontDeskContext> {
      const { rows } = await sql<ContextRow>`
        ${prepared} SELECT ${contextColumns}, ${hoursOf(professionalId)}
        FROM businesses b ${contextJoins(serviceId, professionalId, clientId)}
        WHERE b.id = ${businessId}
      `.execute(db);
      const row = rows[0];
      if (!row) throw new Error(`business ${businessId} not found`);
      return toContext(row);
    },

    /**
     * Books, or throws SlotTakenError when the professional is busy then (the exclusion
     * constraint decides, so two bookings at once can never both win), and answers the
     * appointment as the schedule reads it (appointment-answer.ts). With a client to find,
     * messages or a key to keep, everything is one transaction; a front-desk booking is a single
     * prepared statement (unless its client takes WhatsApp messages, queued with it).
     */
    async insert(appointment: NewAppointment, write: BookingWrite): Promise<AppointmentAnswer> {
      const { client, messages = [], idempotencyKey, whatsapp, alsoWith } = write;
      if ('id' in client && messages.length === 0 && !idempotencyKey && !whatsapp && !alsoWith)
        return slotGuarded(insertRow(db, appointment, client.id, null));
      return (await this.insertVisit([appointment], write))[0]!;
    },

    /**
     * Books a visit of several services — the steps in order, the first holding the manage link —
     * all or nothing in one transaction: a step whose professional is busy throws SlotTakenError
     * and leaves no step behind. The visit's messages and WhatsApp ones are the first step's.
     * Answers each step as the schedule reads it.
     */
    async insertVisit(steps: readonly NewAppointment[], write: BookingWrite): Promise<AppointmentAnswer[]> {
      const first = steps[0]!;
      const visitId = steps.length > 1 ? first.id : null;
      const { client, messages = [], idempotencyKey, whatsapp, alsoWith } = write;
      return slotGuarded(
        db.transaction().execute(async (trx) => {
          const clientId =
            'id' in client ? client.id : await matchOrCreateClient(trx, first.businessId, client.contact);
          if (steps.length > 1)
            await queueForProfessionals(
              trx,
              steps.map((s) => s.professionalId),
            );
          const booked: AppointmentAnswer[] = [];
          // The manage link is the first step's; every step keeps the customer's language.
          const later = first.online && { manageToken: null, clientLocale: first.online.clientLocale };
          for (const step of steps)
            booked.push(await insertRow(trx, step === first ? step : { ...step, online: later }, clientId, visitId));
          if (idempotencyKey) {
            await trx
              .insertInto('booking_idempotency_keys')
              .values({ business_id: first.businessId, key: idempotencyKey, appointment_id: first.id })
              .execute();
          }
          await outbox.addWith(trx, messages);
          await whatsAppWith(trx, first.businessId, first.id, whatsapp);
          await alsoWith?.(trx);
          return booked;
        }),
      );
    },

    /**
     * Moves the status on only if it is still `from` (two devices cannot both apply a change),
     * and only along the status rules (src/core/appointment-status.ts): `completed` and
     * `cancelled` are final, so no write ever takes back a visit's review link. Cancelling
     * withdraws the reminder; `writes.messages` and the WhatsApp messages of `writes.whatsapp` are
     * written with the change. Completing opens the visit's review link (`writes.review`, with the
     * messages asking for it).
     */
    async changeStatus(
      businessId: string,
      id: string,
      from: AppointmentStatus,
      to: AppointmentStatus,
      writes: {
        messages?: readonly OutgoingMessage[];
        review?: ReviewRequestOpening;
        whatsapp?: WhatsAppEvent;
        /** A cancellation because the client did not come, and what it writes with it (a package's session). */
        noShow?: (trx: Kysely<Database>) => Promise<void>;
      } = {},
    ): Promise<boolean> {
      const { messages = [], review, whatsapp, noShow } = writes;
      const updateStatus = statusUpdate(businessId, id, from, to, noShow !== undefined);
      const update = async (executor: Kysely<Database>) => {
        if (!(await updateStatus(executor))) return false;
        if (review && to === 'completed') await openReviewRequestWith(executor, outbox, review);
        if (noShow && to === 'cancelled') await noShow(executor);
        return true;
      };
      if (to === 'cancelled' || messages.length > 0 || whatsapp)
        return changeWith(messages, { businessId, id, whatsapp }, update);
      if (review && to === 'completed') return db.transaction().execute(update);
      return update(db);
    },

    /**
     * A customer's own confirmation or cancellation (a WhatsApp reply), by the same rules as
     * `changeStatus`, inside the caller's unit of work: what records the reply commits with it.
     */
    async changeStatusWith(
      trx: Kysely<Database>,
      businessId: string,
      id: string,
      from: AppointmentStatus,
      to: 'confirmed' | 'cancelled',
      messages: readonly OutgoingMessage[] = [],
    ): Promise<boolean> {
      const update = statusUpdate(businessId, id, from, to);
      if (to === 'cancelled' || messages.length > 0) return changeIn(trx, messages, { businessId, id }, update);
      return update(trx);
    },

    /**
     * The price actually charged, on any appointment not cancelled (a completed one too: the
     * commissions notice the change and adjust). False when there is none to change.
     */
    async setPrice(businessId: string, id: string, priceCents: number): Promise<boolean> {
      const result = await db
        .updateTable('appointments')
        .set({ price_cents: priceCents, updated_at: clock() })
        .where('business_id', '=', businessId)
        .where('id', '=', id)
        .where('status', '<>', 'cancelled')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Moves an appointment that is still scheduled or confirmed; its reminder (for the old time)
     * is withdrawn and `messages` (and the WhatsApp ones of `whatsapp`) written in the same
     * transaction. SlotTakenError when the professional is busy at the new time.
     */
    async move(
      businessId: string,
      id: string,
      to: Move,
      messages: readonly OutgoingMessage[] = [],
      whatsapp?: WhatsAppEvent,
    ): Promise<boolean> {
      return slotGuarded(
        changeWith(messages, { businessId, id, whatsapp }, async (trx) => {
          const result = await trx
            .updateTable('appointments')
            .set({
              professional_id: to.professionalId,
              starts_at: to.startsAt,
              ends_at: to.endsAt,
              updated_at: clock(),
            })
            .where('business_id', '=', businessId)
            .where('id', '=', id)
            .where('status', 'in', OPEN)
            .executeTakeFirst();
          if (Number(result.numUpdatedRows) !== 1) return false;
          await queueCalendarWritesWith(trx, businessId, id);
          return true;
        }),
      );
    },

    /**
     * Cancels every step of a visit still scheduled or confirmed (its customer's cancellation),
     * with the visit's messages; the visit's reminder (the first step's) is withdrawn. False when
     * no step was open. `cancelVisitWith` does it inside the caller's unit of work.
     */
    cancelVisit(businessId: string, visitId: string, messages: readonly OutgoingMessage[] = []): Promise<boolean> {
      return db.transaction().execute((trx) => this.cancelVisitWith(trx, businessId, visitId, messages));
    },

    cancelVisitWith(
      trx: Kysely<Database>,
      businessId: string,
      visitId: string,
      messages: readonly OutgoingMessage[] = [],
    ): Promise<boolean> {
      return changeIn(trx, messages, { businessId, id: visitId }, async (executor) => {
        const now = clock();
        const { rows } = await sql<{ id: string }>`
          WITH u AS (
            UPDATE appointments SET status = 'cancelled', updated_at = ${now}, cancelled_at = ${now}
            WHERE business_id = ${businessId} AND visit_id = ${visitId} AND status IN ('scheduled', 'confirmed')
            RETURNING id, business_id, professional_id
          ), calendar_writes AS (${calendarWritesFrom('u')})
          SELECT id FROM u
        `.execute(executor);
        return rows.length > 0;
      });
    },

    /**
     * Moves several steps of a visit at once, all or none: false (nothing changed) when one of
     * them is no longer open, SlotTakenError when a professional is busy at a step's new time.
     * The overlap check waits for the commit, so a step may take the place another step of the
     * same visit leaves. The first step's reminder is withdrawn and `messages` written with it.
     */
    async moveVisit(
      businessId: string,
      moves: ReadonlyArray<Move & { id: string }>,
      messages: readonly OutgoingMessage[] = [],
      whatsapp?: WhatsAppEvent,
    ): Promise<boolean> {
      const first = moves[0]!;
      try {
        return await slotGuarded(
          changeWith(messages, { businessId, id: first.id, whatsapp }, async (trx) => {
            await queueForProfessionals(
              trx,
              moves.map((m) => m.professionalId),
            );
            await sql`SET CONSTRAINTS appointments_no_overlap DEFERRED`.execute(trx);
            for (const move of moves) {
              const result = await trx
                .updateTable('appointments')
                .set({
                  professional_id: move.professionalId,
                  starts_at: move.startsAt,
                  ends_at: move.endsAt,
                  updated_at: clock(),
                })
                .where('business_id', '=', businessId)
                .where('id', '=', move.id)
                .where('status', 'in', OPEN)
                .executeTakeFirst();
              if (Number(result.numUpdatedRows) !== 1) throw new NotMoved();
              await queueCalendarWritesWith(trx, businessId, move.id);
            }
            return true;
          }),
        );
      } catch (error) {
        if (error instanceof NotMoved) return false;
        throw error;
      }
    },
  };
}

export type AppointmentsRepository = ReturnType<typeof createAppointmentsRepository>;
