import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { showToast } from '../../../lib/toast.ts';
import { loadVisitSteps } from '../api/visit-steps.ts';
import type { MoveChoice } from '../components/day-view.tsx';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { otherOpenSteps } from '../lib/visit-steps.ts';
import { useReschedule, type RescheduleRequest } from './use-reschedule.ts';

/**
 * A card dropped on the grid: moved at once, refused in the browser when the professional does
 * not offer the service, held for a question when it is a step of a visit with other open steps
 * (the whole visit or this service alone), or when it falls outside their hours.
 */
export function useMoveAppointment(team: readonly ColumnProfessional[], timeZone: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { reschedule, pending } = useReschedule(team, timeZone);
  const [outside, setOutside] = useState<{ request: RescheduleRequest; message: string } | null>(null);
  const [visit, setVisit] = useState<{ request: RescheduleRequest; others: Appointment[] } | null>(null);

  const send = async (request: RescheduleRequest) => {
    const outcome = await reschedule(request);
    if (outcome.kind === 'outside') setOutside({ request, message: outcome.message });
  };

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
    if (appointment.visitId !== null) {
      const others = otherOpenSteps(
        appointment,
        await loadVisitSteps(queryClient, appointment, timeZone).catch(() => []),
      );
      if (others.length > 0) {
        setVisit({ request, others });
        return;
      }
    }
    await send(request);
  };

  return {
    move: (appointment: Appointment, choice: MoveChoice) => void move(appointment, choice),
    pending,
    /** The question to ask about moving a step of a visit, if any. */
    visitQuestion: visit ? { appointment: visit.request.appointment, others: visit.others } : null,
    dismissVisit: () => setVisit(null),
    /** The answer: the whole visit or this service alone. */
    answerVisit: (wholeVisit: boolean) => {
      const request = visit?.request;
      setVisit(null);
      if (request) void send({ ...request, wholeVisit });
    },
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
