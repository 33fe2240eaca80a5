import { UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { completingAhead, nextStatuses, type AppointmentStatus } from '../../../../core/appointment-status.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { mayMarkNoShow, noShowWaitMs } from '../lib/no-show.ts';

/** The status moves a person can make, in the order they are offered (docs/appointment-status.md). */
const STATUS_ACTIONS: {
  to: AppointmentStatus;
  from?: AppointmentStatus;
  label: string;
  variant: 'default' | 'outline';
}[] = [
  { to: 'confirmed', label: 'agenda.panel.confirm', variant: 'default' },
  { to: 'completed', label: 'agenda.panel.complete', variant: 'outline' },
  { to: 'scheduled', from: 'confirmed', label: 'agenda.panel.undoConfirm', variant: 'outline' },
];

/**
 * The panel's status section: the moves the rules allow from the appointment's status, cancelling
 * after a confirmation, "Cliente faltou" once the start time has come (a no-show, also confirmed
 * first), or a note when the status is final.
 */
export function AppointmentStatusActions({
  appointment,
  when,
  onCancelled,
}: {
  appointment: Appointment;
  when: string;
  onCancelled: () => void;
}) {
  const { t } = useTranslation();
  const updateStatus = useUpdateAppointmentStatus();
  const cancel = useCancelAppointment();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [confirmingComplete, setConfirmingComplete] = useState(false);
  const [confirmingNoShow, setConfirmingNoShow] = useState(false);
  const allowed = nextStatuses(appointment.status);
  const busy = updateStatus.isPending || cancel.isPending;
  const now = useNoShowClock(appointment);
  const offersNoShow = mayMarkNoShow(appointment, now);

  const changeStatus = async (status: AppointmentStatus) => {
    try {
      await updateStatus.mutateAsync({ id: appointment.id, status });
      showToast(
        'success',
        t('agenda.toasts.statusUpdated'),
        `${appointment.clientName} · ${t(`agenda.status.${status}`)}`,
      );
    } catch (error) {
      showToast('error', t('agenda.toasts.statusError'), errorMessage(error));
    } finally {
      setConfirmingComplete(false);
    }
  };

  const choose = (status: AppointmentStatus) => {
    if (status === 'completed' && completingAhead(appointment.startsAt, new Date())) setConfirmingComplete(true);
    else void changeStatus(status);
  };

  const confirmNoShow = async () => {
    try {
      await updateStatus.mutateAsync({ id: appointment.id, status: 'cancelled', noShow: true });
      showToast('success', t('agenda.toasts.noShow'), `${appointment.clientName} · ${appointment.serviceName}`);
    } catch (error) {
      const field = error instanceof ApiError ? fieldMessage(error.fields?.noShow) : undefined;
      showToast('error', t('agenda.toasts.noShowError'), field ?? errorMessage(error));
    } finally {
      setConfirmingNoShow(false);
    }
  };

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(appointment.id);
      showToast('success', t('agenda.toasts.cancelled'), `${appointment.clientName} · ${appointment.serviceName}`);
      setConfirmingCancel(false);
      onCancelled();
    } catch (error) {
      setConfirmingCancel(false);
      showToast('error', t('agenda.toasts.cancelError'), errorMessage(error));
    }
  };

  return (
    <section className="mt-6 space-y-3" aria-labelledby={`status-${appointment.id}`}>
      <h3 id={`status-${appointment.id}`} className="text-sm font-semibold text-foreground">
        {t('agenda.panel.status')}
      </h3>
      {allowed.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="final-status-note">
          {t(`agenda.panel.final.${finalNote(appointment)}`)}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {STATUS_ACTIONS.filter(
            (action) => allowed.includes(action.to) && (!action.from || action.from === appointment.status),
          ).map((action) => (
            <Button key={action.to} variant={action.variant} disabled={busy} onClick={() => choose(action.to)}>
              {t(action.label)}
            </Button>
          ))}
          {/* The two ways a visit ends without happening, kept together at the end. */}
          <div className="flex flex-wrap gap-2 sm:ml-auto sm:shrink-0">
            {offersNoShow && (
              <Button variant="outline" disabled={busy} onClick={() => setConfirmingNoShow(true)}>
                <UserX aria-hidden="true" />
                {t('agenda.panel.noShow')}
              </Button>
            )}
            {allowed.includes('cancelled') && (
              <Button variant="destructive" disabled={busy} onClick={() => setConfirmingCancel(true)}>
                {t('agenda.panel.cancel')}
              </Button>
            )}
          </div>
        </div>
      )}

      <ConfirmDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={t('agenda.panel.cancelConfirm.title')}
        description={
          <>
            {t('agenda.panel.cancelConfirm.description', {
              client: appointment.clientName,
              service: appointment.serviceName,
              when,
            })}
            {/* A step of a visit: the front desk cancels this one; the visit's others stay. */}
            {appointment.visitId !== null && (
              <span className="mt-2 block font-medium text-foreground" data-testid="cancel-visit-note">
                {t('agenda.visit.cancelNote')}
              </span>
            )}
          </>
        }
        cancelLabel={t('agenda.panel.cancelConfirm.back')}
        confirmLabel={t('agenda.panel.cancelConfirm.confirm')}
        pendingLabel={t('agenda.panel.cancelConfirm.pending')}
        pending={cancel.isPending}
        onConfirm={() => void confirmCancel()}
      />
      <ConfirmDialog
        open={confirmingNoShow}
        onOpenChange={setConfirmingNoShow}
        title={t('agenda.panel.noShowConfirm.title')}
        description={
          <>
            {t('agenda.panel.noShowConfirm.description', {
              client: appointment.clientName,
              service: appointment.serviceName,
              when,
            })}
            {appointment.visitId !== null && (
              <span className="mt-2 block font-medium text-foreground">{t('agenda.visit.cancelNote')}</span>
            )}
          </>
        }
        cancelLabel={t('agenda.panel.noShowConfirm.back')}
        confirmLabel={t('agenda.panel.noShowConfirm.confirm')}
        pendingLabel={t('agenda.panel.noShowConfirm.pending')}
        pending={updateStatus.isPending}
        onConfirm={() => void confirmNoShow()}
      />
      <ConfirmDialog
        open={confirmingComplete}
        onOpenChange={setConfirmingComplete}
        title={t('agenda.panel.completeAheadConfirm.title')}
        description={t('agenda.panel.completeAheadConfirm.description', {
          client: appointment.clientName,
          service: appointment.serviceName,
          when,
        })}
        cancelLabel={t('agenda.panel.completeAheadConfirm.back')}
        confirmLabel={t('agenda.panel.completeAheadConfirm.confirm')}
        pendingLabel={t('agenda.panel.completeAheadConfirm.pending')}
        pending={updateStatus.isPending}
        variant="default"
        onConfirm={() => void changeStatus('completed')}
      />
    </section>
  );
}

function finalNote(appointment: Appointment): 'completed' | 'cancelled' | 'noShow' {
  if (appointment.status === 'completed') return 'completed';
  return appointment.noShow ? 'noShow' : 'cancelled';
}

/**
 * The time "Cliente faltou" is judged at: when the panel showed this start time, and again at the
 * start time when the panel stays open until then (within a day).
 */
function useNoShowClock(appointment: Appointment): Date {
  const [clock, setClock] = useState(() => ({ startsAt: appointment.startsAt, now: new Date() }));
  if (clock.startsAt !== appointment.startsAt) setClock({ startsAt: appointment.startsAt, now: new Date() });
  const wait = noShowWaitMs(appointment, clock.now);
  useEffect(() => {
    if (wait === null) return;
    const timer = setTimeout(() => setClock((last) => ({ ...last, now: new Date() })), wait + 250);
    return () => clearTimeout(timer);
  }, [wait]);
  return clock.now;
}
