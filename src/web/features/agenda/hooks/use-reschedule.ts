import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRescheduleAppointment } from '../api/reschedule-appointment.ts';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { formatLongDayWithYear, formatTime } from '../lib/format.ts';
import { zonedDateTime, type LocalDate } from '../../../lib/local-date.ts';
import { durationMinutes } from '../lib/placement.ts';
import { outsideHoursMessage, workingTimeWarning } from '../lib/working-time-warning.ts';

export interface RescheduleRequest {
  appointment: Appointment;
  date: LocalDate;
  minutes: number;
  professionalId: string;
  professionalName: string;
  /** A step of a visit: its other open steps move by the same time. */
  wholeVisit?: boolean;
}

export type RescheduleOutcome =
  | { kind: 'done'; appointment: Appointment }
  /** Outside the professional's hours or in a break: ask, then send again with `allowOutside`. */
  | { kind: 'outside'; message: string }
  | { kind: 'failed'; code: string; message: string };

/**
 * Moves an appointment (drag and drop or the panel's form), optimistically, and says how it went
 * with a toast; the caller shows the outside-hours question.
 */
export function useReschedule(team: readonly ColumnProfessional[], timeZone: string) {
  const { t } = useTranslation();
  const mutation = useRescheduleAppointment();

  const reschedule = async (request: RescheduleRequest, allowOutside = false): Promise<RescheduleOutcome> => {
    const { appointment, date, minutes, professionalId, professionalName, wholeVisit } = request;
    const language = currentLanguage();
    try {
      const moved = await mutation.mutateAsync({
        appointment,
        professionalName,
        body: {
          startsAt: zonedDateTime(date, minutes, timeZone).toISOString(),
          ...(professionalId !== appointment.professionalId ? { professionalId } : {}),
          ...(allowOutside ? { allowOutsideWorkingHours: true } : {}),
          ...(wholeVisit ? { wholeVisit: true } : {}),
        },
      });
      showToast(
        'success',
        t('agenda.toasts.rescheduled'),
        `${moved.clientName} · ${formatLongDayWithYear(date, language)} ${formatTime(minutes, language)} · ${moved.professionalName}`,
      );
      return { kind: 'done', appointment: moved };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OUTSIDE_WORKING_HOURS') {
        const warning = workingTimeWarning(
          team.find((p) => p.id === professionalId),
          date,
          minutes,
          durationMinutes(appointment),
        );
        const message = outsideHoursMessage(t, warning, professionalName, error.message);
        return { kind: 'outside', message };
      }
      const message = errorMessage(error);
      showToast('error', t('agenda.toasts.rescheduleError'), message);
      return { kind: 'failed', code: error instanceof ApiError ? error.code : 'UNKNOWN', message };
    }
  };

  return { reschedule, pending: mutation.isPending };
}
