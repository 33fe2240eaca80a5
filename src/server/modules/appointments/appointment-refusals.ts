import { TZDate } from '@date-fns/tz';
import { lightFormat } from 'date-fns/lightFormat';
import type { FrontDeskVerdict, WorkingTimeVerdict } from '../../../core/front-desk-booking.ts';
import { AppError } from '../../errors.ts';
import type { AppointmentsQueries } from './appointments.queries.ts';

/** The errors a refused front-desk booking or move answers with. */

/** '16/06 09:00–09:30' on the business's clock, to name the appointment in the way. */
function formatLocalRange(startsAt: Date, endsAt: Date, timeZone: string): string {
  const local = (instant: Date) => new TZDate(instant.getTime(), timeZone);
  return `${lightFormat(local(startsAt), 'dd/MM HH:mm')}–${lightFormat(local(endsAt), 'HH:mm')}`;
}

export function outsideWorkingHours(verdict: Extract<WorkingTimeVerdict, { ok: false }>): AppError {
  return new AppError('OUTSIDE_WORKING_HOURS', 409, {
    details: { reason: verdict.reason, breakName: verdict.breakName },
  });
}

/** The error a refused front-desk booking answers with. */
export function refusal(verdict: Extract<FrontDeskVerdict, { ok: false }>): AppError {
  switch (verdict.refusal) {
    case 'not_found':
      return new AppError('VALIDATION_ERROR', 400, {
        fields: Object.fromEntries(verdict.missing.map((field) => [field, 'validation.notFound'])),
      });
    case 'inactive':
      return new AppError('INACTIVE_RESOURCE', 409);
    case 'not_offered':
      return new AppError('SERVICE_NOT_OFFERED', 400, { fields: { serviceId: 'validation.invalid' } });
    case 'working_time':
      return outsideWorkingHours({ ok: false, reason: verdict.reason, breakName: verdict.breakName });
  }
}

/**
 * SLOT_TAKEN naming the appointment in the way (its time on the business's clock, client and
 * service), so the person can choose another time.
 */
export function createSlotTakenErrors(queries: Pick<AppointmentsQueries, 'findConflict'>) {
  async function slotTaken(
    professionalId: string,
    startsAt: Date,
    endsAt: Date,
    timeZone: string,
    excludeIds?: readonly string[],
  ): Promise<AppError> {
    const conflict = await queries.findConflict(professionalId, startsAt, endsAt, excludeIds);
    const description = conflict
      ? `${formatLocalRange(conflict.startsAt, conflict.endsAt, timeZone)} · ${conflict.clientName} (${conflict.serviceName})`
      : '—';
    return new AppError('SLOT_TAKEN', 409, {
      params: { conflict: description },
      details: {
        conflict: conflict
          ? {
              id: conflict.id,
              startsAt: conflict.startsAt.toISOString(),
              endsAt: conflict.endsAt.toISOString(),
              clientName: conflict.clientName,
              serviceName: conflict.serviceName,
            }
          : null,
      },
    });
  }

  /** The SLOT_TAKEN of the first step of a visit whose professional is busy then. */
  async function firstConflict(
    steps: ReadonlyArray<{ professional: { id: string }; startsAt: Date; endsAt: Date; timeZone: string }>,
    excludeIds?: readonly string[],
  ): Promise<AppError> {
    for (const step of steps) {
      const conflict = await queries.findConflict(step.professional.id, step.startsAt, step.endsAt, excludeIds);
      if (conflict) return slotTaken(step.professional.id, step.startsAt, step.endsAt, step.timeZone, excludeIds);
    }
    const first = steps[0]!;
    return slotTaken(first.professional.id, first.startsAt, first.endsAt, first.timeZone, excludeIds);
  }

  return { slotTaken, firstConflict };
}
