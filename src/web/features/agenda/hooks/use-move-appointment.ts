import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { showToast } from '../../../lib/toast.ts';
import type { MoveChoice } from '../components/day-view.tsx';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { useReschedule, type RescheduleRequest } from './use-reschedule.ts';

/**
 * A card dropped on the grid: moved at once, refused in the browser when the professional does
 * not offer the service, or held for a question when it falls outside their hours.
 */
export function useMoveAppointment(team: readonly ColumnProfessional[], timeZone: string) {
  const { t } = useTranslation();
  const { reschedule, pending } = useReschedule(team, timeZone);
  const [outside, setOutside] = useState<{ request: RescheduleRequest; message: string } | null>(null);

  const move = async (appointment: Appointment, choice: MoveChoice) => {
    // A professional who does not offer the service cannot take it: say so without asking the server.
    const offered = team.find((p) => p.id === choice.professionalId)?.serviceIds;
    if (offered && !offered.includes(appointment.serviceId)) {
      showToast(
        'error',
        t('agenda.toasts.rescheduleError'),
        t('agenda.form.professionalDoesNotOffer', { name: choice.professionalName }),
      );
      return;
    }
    const request = { appointment, ...choice };
    const outcome = await reschedule(request);
    if (outcome.kind === 'outside') setOutside({ request, message: outcome.message });
  };

  return {
    move: (appointment: Appointment, choice: MoveChoice) => void move(appointment, choice),
    pending,
    /** The question to ask about a move outside the professional's hours, if any. */
    outsideMessage: outside?.message ?? null,
    dismissOutside: () => setOutside(null),
    /** 'Agendar mesmo assim': the move again, allowed outside the hours. */
    confirmOutside: () => {
      const request = outside?.request;
      setOutside(null);
      if (request) void reschedule(request, true);
    },
  };
}
