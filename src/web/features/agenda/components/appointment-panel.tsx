import { CalendarClock, Phone } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { canReschedule, nextStatuses, type AppointmentStatus } from '../../../../core/appointment-status.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useProfessionals } from '../../../lib/api/list-professionals.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCancelAppointment } from '../api/cancel-appointment.ts';
import { useAppointment } from '../api/get-appointment.ts';
import { useUpdateAppointmentStatus } from '../api/update-appointment-status.ts';
import { useReschedule } from '../hooks/use-reschedule.ts';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { formatLongDay, formatTimeRange } from '../lib/format.ts';
import { localDateTimeOf, minutesToTime, timeToMinutes, isLocalDate } from '../lib/local-date.ts';
import { ConfirmActionDialog } from './confirm-action-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The status moves a person can make, in the order they are offered (docs/appointment-status.md). */
const STATUS_ACTIONS: { to: AppointmentStatus; from?: AppointmentStatus; label: string; variant: 'default' | 'outline' }[] = [
  { to: 'confirmed', label: 'agenda.panel.confirm', variant: 'default' },
  { to: 'completed', label: 'agenda.panel.complete', variant: 'outline' },
  { to: 'scheduled', from: 'confirmed', label: 'agenda.panel.undoConfirm', variant: 'outline' },
];

/**
 * An appointment's panel: its details, the status moves the rules allow (cancelling asks first),
 * and a form to move it to another day, time or professional.
 */
export function AppointmentPanel({
  seen,
  onClose,
  team,
  lockedProfessionalId,
  timeZone,
  currency,
  onCloseAutoFocus,
}: {
  /** The appointment as the schedule shows it; null when the panel is closed. */
  seen: Appointment | null;
  onClose: () => void;
  team: ColumnProfessional[];
  lockedProfessionalId: string | null;
  timeZone: string;
  currency: Currency;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={seen !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent side="sheet" data-testid="appointment-panel" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
        {seen ? (
          <PanelBody
            key={seen.id}
            seen={seen}
            onClose={onClose}
            team={team}
            lockedProfessionalId={lockedProfessionalId}
            timeZone={timeZone}
            currency={currency}
          />
        ) : (
          <DialogTitle>{t('agenda.panel.title')}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function PanelBody({
  seen,
  onClose,
  team,
  lockedProfessionalId,
  timeZone,
  currency,
}: {
  seen: Appointment;
  onClose: () => void;
  team: ColumnProfessional[];
  lockedProfessionalId: string | null;
  timeZone: string;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const query = useAppointment(seen.id, seen);
  const appointment = query.data ?? seen;
  const updateStatus = useUpdateAppointmentStatus();
  const cancel = useCancelAppointment();
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);

  const start = localDateTimeOf(appointment.startsAt, timeZone);
  const duration = Math.round((Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt)) / 60_000);
  const allowed = nextStatuses(appointment.status);
  const busy = updateStatus.isPending || cancel.isPending;

  const changeStatus = async (status: AppointmentStatus) => {
    try {
      await updateStatus.mutateAsync({ id: appointment.id, status });
      showToast('success', t('agenda.toasts.statusUpdated'), `${appointment.clientName} · ${t(`agenda.status.${status}`)}`);
    } catch (error) {
      showToast('error', t('agenda.toasts.statusError'), errorMessage(error));
    }
  };

  const confirmCancel = async () => {
    try {
      await cancel.mutateAsync(appointment.id);
      showToast('success', t('agenda.toasts.cancelled'), `${appointment.clientName} · ${appointment.serviceName}`);
      setConfirmingCancel(false);
      onClose();
    } catch (error) {
      setConfirmingCancel(false);
      showToast('error', t('agenda.toasts.cancelError'), errorMessage(error));
    }
  };

  const when = `${formatLongDay(start.date, language)}, ${formatTimeRange(start.minutes, start.minutes + duration, language)}`;

  return (
    <div className="flex flex-1 flex-col pb-6">
      <div className="flex flex-wrap items-center gap-2 pr-8">
        <DialogTitle className="pr-0">{appointment.clientName}</DialogTitle>
        <StatusBadge status={appointment.status} />
        {query.isFetching && <Spinner className="size-4" />}
      </div>
      <DialogDescription>
        {appointment.serviceName} · {appointment.professionalName}
      </DialogDescription>

      <dl className="mt-5 grid gap-x-4 gap-y-3 text-sm sm:grid-cols-2">
        <Detail label={t('agenda.panel.when')} wide>
          <span data-testid="panel-when">{when}</span>
        </Detail>
        <Detail label={t('agenda.panel.professional')}>{appointment.professionalName}</Detail>
        <Detail label={t('agenda.panel.service')}>{appointment.serviceName}</Detail>
        <Detail label={t('agenda.panel.price')}>{formatMoney(appointment.priceCents, currency, language)}</Detail>
        <Detail label={t('agenda.panel.phone')}>
          {appointment.clientPhone ? (
            <a href={`tel:${appointment.clientPhone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1 text-link hover:underline">
              <Phone className="size-3.5" aria-hidden="true" />
              {appointment.clientPhone}
            </a>
          ) : (
            '—'
          )}
        </Detail>
        <Detail label={t('agenda.panel.source')}>{t(`agenda.panel.sources.${appointment.source}`)}</Detail>
        {appointment.notes && (
          <Detail label={t('agenda.panel.notes')} wide>
            <span className="whitespace-pre-line">{appointment.notes}</span>
          </Detail>
        )}
      </dl>

      <section className="mt-6 space-y-3" aria-labelledby={`status-${appointment.id}`}>
        <h3 id={`status-${appointment.id}`} className="text-sm font-semibold text-foreground">
          {t('agenda.panel.status')}
        </h3>
        {allowed.length === 0 ? (
          <p className="text-sm text-muted-foreground" data-testid="final-status-note">
            {t(`agenda.panel.final.${appointment.status === 'completed' ? 'completed' : 'cancelled'}`)}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {STATUS_ACTIONS.filter((action) => allowed.includes(action.to) && (!action.from || action.from === appointment.status)).map((action) => (
              <Button key={action.to} variant={action.variant} disabled={busy} onClick={() => void changeStatus(action.to)}>
                {t(action.label)}
              </Button>
            ))}
            {allowed.includes('cancelled') && (
              <Button
                variant="destructive"
                className="sm:ml-auto"
                disabled={busy}
                onClick={() => setConfirmingCancel(true)}
              >
                {t('agenda.panel.cancel')}
              </Button>
            )}
          </div>
        )}
      </section>

      {canReschedule(appointment.status) && (
        <section className="mt-6 space-y-3 border-t border-border pt-5">
          {rescheduling ? (
            <RescheduleForm
              appointment={appointment}
              team={team}
              lockedProfessionalId={lockedProfessionalId}
              timeZone={timeZone}
              onDone={() => setRescheduling(false)}
            />
          ) : (
            <Button variant="outline" onClick={() => setRescheduling(true)}>
              <CalendarClock aria-hidden="true" />
              {t('agenda.panel.reschedule')}
            </Button>
          )}
        </section>
      )}

      <ConfirmActionDialog
        open={confirmingCancel}
        onOpenChange={setConfirmingCancel}
        title={t('agenda.panel.cancelConfirm.title')}
        description={t('agenda.panel.cancelConfirm.description', { client: appointment.clientName, service: appointment.serviceName, when })}
        backLabel={t('agenda.panel.cancelConfirm.back')}
        confirmLabel={t('agenda.panel.cancelConfirm.confirm')}
        pendingLabel={t('agenda.panel.cancelConfirm.pending')}
        pending={cancel.isPending}
        onConfirm={() => void confirmCancel()}
      />
    </div>
  );
}

function Detail({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 text-foreground">{children}</dd>
    </div>
  );
}

type RescheduleProblem = { kind: 'outside' | 'failed'; message: string } | null;

function RescheduleForm({
  appointment,
  team,
  lockedProfessionalId,
  timeZone,
  onDone,
}: {
  appointment: Appointment;
  team: ColumnProfessional[];
  lockedProfessionalId: string | null;
  timeZone: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const start = localDateTimeOf(appointment.startsAt, timeZone);
  const [date, setDate] = useState(start.date);
  const [time, setTime] = useState(minutesToTime(start.minutes));
  const [professionalId, setProfessionalId] = useState(appointment.professionalId);
  const [problem, setProblem] = useState<RescheduleProblem>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const offering = useProfessionals({ active: true, serviceId: appointment.serviceId, limit: 200 }, { enabled: lockedProfessionalId === null });
  const { reschedule, pending } = useReschedule(team, timeZone);

  const options = offering.data?.items.map((p) => ({ id: p.id, fullName: p.fullName })) ?? [];
  if (!options.some((p) => p.id === appointment.professionalId)) options.unshift({ id: appointment.professionalId, fullName: appointment.professionalName });

  useEffect(() => {
    if (problem) {
      // Into view above the sticky footer, and focus on the way forward (or the message itself).
      const target = problemRef.current?.querySelector<HTMLElement>('button, [tabindex]');
      target?.focus({ preventScroll: true });
      problemRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [problem]);

  const send = async (allowOutside: boolean) => {
    setProblem(null);
    const minutes = timeToMinutes(time);
    if (!isLocalDate(date) || minutes === null) {
      setInvalid(t('agenda.form.errors.timeRequired'));
      return;
    }
    if (date === start.date && minutes === start.minutes && professionalId === appointment.professionalId) {
      setInvalid(t('agenda.panel.unchanged'));
      return;
    }
    setInvalid(null);
    const professionalName = options.find((p) => p.id === professionalId)?.fullName ?? appointment.professionalName;
    const outcome = await reschedule({ appointment, date, minutes, professionalId, professionalName }, allowOutside);
    if (outcome.kind === 'done') onDone();
    else setProblem({ kind: outcome.kind, message: outcome.message });
  };

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
    >
      <div>
        <h3 className="text-sm font-semibold text-foreground">{t('agenda.panel.rescheduleTitle')}</h3>
        <p className="mt-1 text-xs text-muted-foreground">{t('agenda.panel.rescheduleDescription')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-date`}>{t('agenda.form.date')}</Label>
          <Input id={`${id}-date`} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-time`}>{t('agenda.form.time')}</Label>
          <Input id={`${id}-time`} type="time" step={900} value={time} onChange={(event) => setTime(event.target.value)} />
        </div>
        {lockedProfessionalId === null && (
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor={`${id}-professional`}>{t('agenda.form.professional')}</Label>
            <NativeSelect id={`${id}-professional`} value={professionalId} onChange={(event) => setProfessionalId(event.target.value)}>
              {options.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.fullName}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      {invalid && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {invalid}
        </p>
      )}
      {problem && (
        <div ref={problemRef} className="scroll-mb-24">
          {problem.kind === 'outside' ? (
            <Alert variant="warning" role="alert">
              <p className="font-semibold">{t('agenda.form.outsideTitle')}</p>
              <p>{problem.message}</p>
              <div className="flex flex-wrap gap-2 pt-2">
                <Button size="sm" disabled={pending} onClick={() => void send(true)}>
                  {t('agenda.form.bookAnyway')}
                </Button>
                <Button size="sm" variant="outline" onClick={() => setProblem(null)}>
                  {t('agenda.form.chooseAnotherTime')}
                </Button>
              </div>
            </Alert>
          ) : (
            <Alert variant="destructive" role="alert" data-testid="reschedule-error" tabIndex={-1}>
              <p className="font-semibold">{t('agenda.toasts.rescheduleError')}</p>
              <p>{problem.message}</p>
            </Alert>
          )}
        </div>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onDone}>
          {t('agenda.panel.back')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? t('agenda.panel.savingReschedule') : t('agenda.panel.saveReschedule')}
        </Button>
      </div>
    </form>
  );
}
