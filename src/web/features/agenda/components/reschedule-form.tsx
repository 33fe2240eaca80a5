import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { TimeInput } from '../../../components/ui/time-input.tsx';
import { useProfessionals } from '../../../lib/api/professionals.ts';
import { localDateTimeOf, minutesToTime, timeToMinutes } from '../../../lib/local-date.ts';
import { useCalendarBusyTimes } from '../api/calendar-busy-times.ts';
import { useVisitSteps } from '../api/visit-steps.ts';
import { useProblemFocus } from '../hooks/use-problem-focus.ts';
import { useReschedule } from '../hooks/use-reschedule.ts';
import { busyTimeRange, meetsBusyTime } from '../lib/busy-time-warning.ts';
import type { ColumnProfessional } from '../lib/column-professional.ts';
import { readRescheduleFields } from '../lib/reschedule-input.ts';
import { otherOpenSteps } from '../lib/visit-steps.ts';
import { MoveVisitDialog } from './move-visit-dialog.tsx';
import { OutsideHoursAlert } from './outside-hours-alert.tsx';
import { BusyTimeNote } from './working-time-note.tsx';

type RescheduleProblem = { kind: 'outside' | 'failed'; message: string } | null;

/**
 * The panel's form to move an appointment to another day, time or professional (one who offers
 * its service). A step of a visit whose other steps are still open asks first whether they move too.
 */
export function RescheduleForm({
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
  const problemRef = useProblemFocus(problem);
  const offering = useProfessionals(
    { active: true, serviceId: appointment.serviceId, limit: 200 },
    { enabled: lockedProfessionalId === null },
  );
  const { reschedule, pending } = useReschedule(team, timeZone);
  const steps = useVisitSteps(appointment, timeZone);
  const others = otherOpenSteps(appointment, steps.data ?? []);
  // Asked while the visit's steps are still loading too: the answer then decides.
  const mayAsk = appointment.visitId !== null && (steps.data === undefined || others.length > 0);
  const [asking, setAsking] = useState(false);
  // The answer given, kept for 'Agendar mesmo assim' after it.
  const [wholeVisit, setWholeVisit] = useState<boolean | null>(null);

  // The professional's busy time in their connected calendars that day: a heads-up, never a refusal.
  const busyTimes = useCalendarBusyTimes(date ? { ...busyTimeRange(date, timeZone), professionalId } : null);
  const minutes = timeToMinutes(time);
  const duration = (Date.parse(appointment.endsAt) - Date.parse(appointment.startsAt)) / 60_000;
  const busy =
    minutes !== null && date
      ? meetsBusyTime(busyTimes.data?.items, professionalId, date, minutes, duration, timeZone)
      : false;

  const options = offering.data?.items.map((p) => ({ id: p.id, fullName: p.fullName })) ?? [];
  if (!options.some((p) => p.id === appointment.professionalId))
    options.unshift({ id: appointment.professionalId, fullName: appointment.professionalName });

  const send = async (allowOutside: boolean, whole: boolean | null = wholeVisit) => {
    setProblem(null);
    const move = readRescheduleFields(
      { date, time, professionalId },
      { ...start, professionalId: appointment.professionalId },
    );
    if ('error' in move) {
      setInvalid(t(move.error));
      return;
    }
    setInvalid(null);
    if (mayAsk && whole === null) {
      setAsking(true);
      return;
    }
    const professionalName =
      options.find((p) => p.id === move.professionalId)?.fullName ?? appointment.professionalName;
    const outcome = await reschedule(
      { appointment, ...move, professionalName, wholeVisit: whole === true },
      allowOutside,
    );
    if (outcome.kind === 'done') onDone();
    else setProblem({ kind: outcome.kind, message: outcome.message });
  };

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setWholeVisit(null);
        void send(false, null);
      }}
    >
      <div>
        <h3 className="text-sm font-semibold text-foreground">{t('agenda.panel.rescheduleTitle')}</h3>
        <p className="mt-1 text-xs text-muted-foreground">{t('agenda.panel.rescheduleDescription')}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-date`}>{t('agenda.form.date')}</Label>
          <DateInput id={`${id}-date`} value={date} onValueChange={setDate} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-time`}>{t('agenda.form.time')}</Label>
          <TimeInput id={`${id}-time`} step={15} value={time} onChange={(event) => setTime(event.target.value)} />
        </div>
        {lockedProfessionalId === null && (
          <div className="space-y-2 sm:col-span-2">
            <Label htmlFor={`${id}-professional`}>{t('agenda.form.professional')}</Label>
            <NativeSelect
              id={`${id}-professional`}
              value={professionalId}
              onChange={(event) => setProfessionalId(event.target.value)}
            >
              {options.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.fullName}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      {busy && !problem && (
        <BusyTimeNote name={options.find((p) => p.id === professionalId)?.fullName ?? appointment.professionalName} />
      )}
      {invalid && (
        <p className="text-sm font-medium text-destructive" role="alert">
          {invalid}
        </p>
      )}
      {problem && (
        <div ref={problemRef} className="scroll-mb-24">
          {problem.kind === 'outside' ? (
            <OutsideHoursAlert
              message={problem.message}
              pending={pending}
              onBookAnyway={() => void send(true)}
              onChooseAnother={() => setProblem(null)}
            />
          ) : (
            <Alert variant="destructive" role="alert" data-testid="reschedule-error" tabIndex={-1}>
              <p className="font-semibold">{t('agenda.toasts.rescheduleError')}</p>
              <p>{problem.message}</p>
            </Alert>
          )}
        </div>
      )}
      <MoveVisitDialog
        asking={asking ? { appointment, others } : null}
        timeZone={timeZone}
        pending={pending}
        onBack={() => setAsking(false)}
        onAnswer={(whole) => {
          setAsking(false);
          setWholeVisit(whole);
          void send(false, whole);
        }}
      />
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
