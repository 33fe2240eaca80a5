// Over 300 lines: the new-appointment form, its client picker's quick registration, the services added to a visit and its checks of what is missing, in one flow.
import { Plus } from 'lucide-react';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '../../../../contracts/appointments.ts';
import type { Client } from '../../../../contracts/clients.ts';
import { MAX_VISIT_STEPS } from '../../../../core/visits.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DateInput } from '../../../components/ui/date-input.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { TimeInput } from '../../../components/ui/time-input.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useProfessionals } from '../../../lib/api/professionals.ts';
import { useServices } from '../../../lib/api/services.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { minutesToTime, timeToMinutes, zonedDateTime } from '../../../lib/local-date.ts';
import type { Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCalendarBusyTimes } from '../api/calendar-busy-times.ts';
import { useCreateAppointment } from '../api/create-appointment.ts';
import { useProblemFocus } from '../hooks/use-problem-focus.ts';
import { fromProfessional, type ColumnProfessional } from '../lib/column-professional.ts';
import { formatLongDayWithYear, formatTime } from '../lib/format.ts';
import type { NewAppointmentDefaults } from '../lib/new-appointment-defaults.ts';
import {
  newAppointmentSchema,
  nextStepProfessional,
  professionalChoices,
  type NewAppointmentValues,
} from '../lib/new-appointment-form.ts';
import { planVisit } from '../lib/visit-steps.ts';
import { busyTimeRange, meetsBusyTime } from '../lib/busy-time-warning.ts';
import { outsideHoursMessage, workingTimeWarning } from '../lib/working-time-warning.ts';
import { ClientPicker, type ClientPickerHandle } from './client-picker.tsx';
import { EndAndPrice } from './end-and-price.tsx';
import { OutsideHoursAlert } from './outside-hours-alert.tsx';
import { ProfessionalSelect } from './professional-select.tsx';
import { ServiceSelect } from './service-select.tsx';
import { VisitStepFields } from './visit-step-fields.tsx';
import { VisitSummary } from './visit-summary.tsx';
import { BusyTimeNote, WorkingTimeNote } from './working-time-note.tsx';

/** The fields after the client, in the order the form shows them (a visit's added services after the first's). */
const OTHER_FIELDS = ['serviceId', 'professionalId', 'nextSteps', 'date', 'time', 'notes'] as const;

type Problem =
  { kind: 'conflict' | 'error'; message: string } | { kind: 'outside'; message: string; values: NewAppointmentValues };

/**
 * 'Novo agendamento': client (search or create), service, a professional who offers it, day and
 * start on the business's clock, with the end and price the service gives; up to two more services
 * make a visit, each starting when the one before ends, with each one's time and the visit's
 * length and price. A taken slot is named
 * and everything typed stays; a time outside the professional's hours asks 'Agendar mesmo assim'.
 */
export function NewAppointmentDialog({
  open,
  onOpenChange,
  defaults,
  team,
  lockedProfessionalId,
  timeZone,
  currency,
  showTimeZone,
  onCreated,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  defaults: NewAppointmentDefaults;
  /** The active professionals, for the list before a service is chosen. */
  team: ColumnProfessional[];
  /** A professional books in their own column only. */
  lockedProfessionalId: string | null;
  timeZone: string;
  currency: Currency;
  showTimeZone: boolean;
  onCreated: (appointment: Appointment) => void;
  /** Where focus goes back when the dialog closes (it has no trigger of its own). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet" data-testid="new-appointment-dialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{t('agenda.form.title')}</DialogTitle>
        <DialogDescription>
          {showTimeZone ? t('agenda.form.descriptionZone', { zone: timeZone }) : t('agenda.form.description')}
        </DialogDescription>
        <NewAppointmentForm
          defaults={defaults}
          team={team}
          lockedProfessionalId={lockedProfessionalId}
          timeZone={timeZone}
          currency={currency}
          onCancel={() => onOpenChange(false)}
          onCreated={onCreated}
        />
      </DialogContent>
    </Dialog>
  );
}

function NewAppointmentForm({
  defaults,
  team,
  lockedProfessionalId,
  timeZone,
  currency,
  onCancel,
  onCreated,
}: {
  defaults: NewAppointmentDefaults;
  team: ColumnProfessional[];
  lockedProfessionalId: string | null;
  timeZone: string;
  currency: Currency;
  onCancel: () => void;
  onCreated: (appointment: Appointment) => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const create = useCreateAppointment();
  const [client, setClient] = useState<Client | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const problemRef = useProblemFocus(problem);
  const picker = useRef<ClientPickerHandle>(null);
  const [registeringClient, setRegisteringClient] = useState(false);
  const form = useForm<NewAppointmentValues>({
    resolver: formResolver(newAppointmentSchema),
    // Focus goes to the first field with a problem in the order they are shown, the client first.
    shouldFocusError: false,
    defaultValues: {
      clientId: '',
      serviceId: '',
      professionalId: lockedProfessionalId ?? defaults.professionalId ?? '',
      date: defaults.date,
      time: defaults.minutes === null ? '' : minutesToTime(defaults.minutes),
      notes: '',
      nextSteps: [],
    },
  });
  const addedSteps = useFieldArray({ control: form.control, name: 'nextSteps' });
  const nextSteps = useWatch({ control: form.control, name: 'nextSteps' });
  // The added services whose professional does not offer them, by position: 'Agendar' says so.
  const stepsNotOffered = useRef(new Map<number, string>());
  const onStepNotOffered = useCallback((index: number, name: string | null) => {
    if (name === null) stepsNotOffered.current.delete(index);
    else stepsNotOffered.current.set(index, name);
  }, []);
  const { errors, isSubmitting } = form.formState;
  const [serviceId, professionalId, date, time] = useWatch({
    control: form.control,
    name: ['serviceId', 'professionalId', 'date', 'time'],
  });

  const services = useServices({ active: true, limit: 200 });
  const offering = useProfessionals(
    { active: true, serviceId: serviceId || undefined, limit: 200 },
    { enabled: serviceId !== '' },
  );
  const service = services.data?.items.find((item) => item.id === serviceId);
  const { candidates, chosen, known, notOffered } = professionalChoices({
    team,
    offering: offering.data?.items.map(fromProfessional),
    serviceId,
    professionalId,
    lockedProfessionalId,
  });
  const startMinute = timeToMinutes(time);
  const plan = planVisit(startMinute, [
    service,
    ...nextSteps.map((step) => services.data?.items.find((item) => item.id === step.serviceId)),
  ]);
  const warning =
    service && startMinute !== null && date
      ? workingTimeWarning(chosen, date, startMinute, service.durationMinutes)
      : null;
  const busyTimes = useCalendarBusyTimes(
    professionalId && date ? { ...busyTimeRange(date, timeZone), professionalId } : null,
  );
  const busy =
    service && startMinute !== null && date
      ? meetsBusyTime(busyTimes.data?.items, professionalId, date, startMinute, service.durationMinutes, timeZone)
      : false;

  const send = async (values: NewAppointmentValues, allowOutsideWorkingHours: boolean) => {
    setProblem(null);
    if (notOffered) {
      form.setError('professionalId', {
        type: 'manual',
        message: t('agenda.form.professionalDoesNotOffer', { name: known?.fullName ?? '' }),
      });
      return;
    }
    const stepNotOffered = [...stepsNotOffered.current].find(([index]) => index < values.nextSteps.length);
    if (stepNotOffered) {
      const [index, name] = stepNotOffered;
      form.setError(
        `nextSteps.${index}.professionalId`,
        { type: 'manual', message: t('agenda.form.professionalDoesNotOffer', { name }) },
        { shouldFocus: true },
      );
      return;
    }
    const minutes = timeToMinutes(values.time) ?? 0;
    try {
      const created = await create.mutateAsync({
        clientId: values.clientId,
        serviceId: values.serviceId,
        professionalId: values.professionalId,
        startsAt: zonedDateTime(values.date, minutes, timeZone).toISOString(),
        notes: values.notes.trim() || null,
        ...(allowOutsideWorkingHours ? { allowOutsideWorkingHours: true } : {}),
        ...(values.nextSteps.length > 0 ? { nextSteps: values.nextSteps } : {}),
      });
      showToast(
        'success',
        t('agenda.toasts.created'),
        `${created.clientName} · ${formatLongDayWithYear(values.date, language)} ${formatTime(minutes, language)}`,
      );
      onCreated(created);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OUTSIDE_WORKING_HOURS') {
        const local = service ? workingTimeWarning(chosen, values.date, minutes, service.durationMinutes) : null;
        setProblem({
          kind: 'outside',
          message: outsideHoursMessage(t, local, chosen?.fullName ?? '', error.message),
          values,
        });
        return;
      }
      applyServerFieldErrors(error, form.setError, (path) =>
        path === 'startsAt' ? 'time' : path in values ? path : null,
      );
      const message = errorMessage(error);
      setProblem({ kind: error instanceof ApiError && error.code === 'SLOT_TAKEN' ? 'conflict' : 'error', message });
      showToast('error', t('agenda.toasts.createError'), message);
    }
  };

  const focusFirstError = (found: FieldErrors<NewAppointmentValues>) => {
    if (found.clientId) return picker.current?.focus();
    const field = OTHER_FIELDS.find((name) => found[name]);
    if (field !== 'nextSteps') return field && form.setFocus(field);
    const index = found.nextSteps?.findIndex?.((step) => step !== undefined) ?? -1;
    if (index >= 0)
      form.setFocus(
        found.nextSteps?.[index]?.serviceId ? `nextSteps.${index}.serviceId` : `nextSteps.${index}.professionalId`,
      );
  };

  /**
   * 'Agendar' books with the client chosen, or registers the client being typed first (once
   * everything else is filled in), so the small 'Cadastrar cliente' is never a required step.
   */
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = picker.current?.newClient() ?? null;
    if (draft) {
      const clientReady = draft.validate();
      const restReady = await form.trigger(OTHER_FIELDS);
      if (!clientReady) return draft.focus();
      if (!restReady) return focusFirstError(form.formState.errors);
      setRegisteringClient(true);
      const created = await draft.save().finally(() => setRegisteringClient(false));
      if (!created) return;
      form.setValue('clientId', created.id);
    }
    await form.handleSubmit((values) => send(values, false), focusFirstError)();
  };
  const describedBy = (field: keyof NewAppointmentValues, extra?: string) =>
    [extra ?? '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const sending = isSubmitting || create.isPending || registeringClient;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 flex flex-1 flex-col">
      <div className="space-y-4 pb-6">
        <ClientPicker
          ref={picker}
          client={client}
          onChange={(next) => {
            setClient(next);
            form.setValue('clientId', next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
          }}
          error={fieldMessage(errors.clientId?.message)}
        />

        <ServiceSelect
          id={`${id}-serviceId`}
          control={form.control}
          services={services.data?.items ?? []}
          loading={services.isPending}
          loadError={services.isError ? services.error.message : null}
          professional={known}
          currency={currency}
          error={fieldMessage(errors.serviceId?.message)}
          describedBy={describedBy('serviceId')}
        />

        <ProfessionalSelect
          id={`${id}-professionalId`}
          control={form.control}
          candidates={candidates}
          locked={lockedProfessionalId !== null}
          loading={serviceId !== '' && offering.isPending}
          notOfferedBy={notOffered ? (known?.fullName ?? '') : null}
          noneOffers={serviceId !== '' && offering.data?.items.length === 0}
          loadError={offering.isError ? offering.error.message : null}
          error={fieldMessage(errors.professionalId?.message)}
          describedBy={(extra) => describedBy('professionalId', extra)}
        />

        {addedSteps.fields.map((step, index) => (
          <VisitStepFields
            key={step.id}
            id={id}
            index={index}
            control={form.control}
            errors={errors}
            services={services.data?.items ?? []}
            servicesLoading={services.isPending}
            team={team}
            lockedProfessionalId={lockedProfessionalId}
            currency={currency}
            startMinute={plan.times[index + 1]?.start ?? null}
            onRemove={() => {
              stepsNotOffered.current.clear();
              addedSteps.remove(index);
            }}
            onNotOffered={onStepNotOffered}
          />
        ))}
        {addedSteps.fields.length < MAX_VISIT_STEPS - 1 ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              addedSteps.append(
                {
                  serviceId: '',
                  professionalId: nextStepProfessional(form.getValues(), lockedProfessionalId),
                },
                { focusName: `nextSteps.${addedSteps.fields.length}.serviceId` },
              )
            }
          >
            <Plus aria-hidden="true" />
            {t('agenda.visit.addService')}
          </Button>
        ) : (
          <p className="text-xs text-muted-foreground">{t('agenda.visit.maxSteps', { count: MAX_VISIT_STEPS })}</p>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-date`}>{t('agenda.form.date')}</Label>
            <Controller
              control={form.control}
              name="date"
              render={({ field: { onChange, ...field } }) => (
                <DateInput
                  id={`${id}-date`}
                  aria-invalid={errors.date ? true : undefined}
                  aria-describedby={describedBy('date')}
                  {...field}
                  onValueChange={onChange}
                />
              )}
            />
            <FieldError id={`${id}-date-error`} message={fieldMessage(errors.date?.message)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-time`}>{t('agenda.form.time')}</Label>
            <Controller
              control={form.control}
              name="time"
              render={({ field }) => (
                <TimeInput
                  id={`${id}-time`}
                  step={15}
                  aria-invalid={errors.time ? true : undefined}
                  aria-describedby={describedBy('time', `${id}-end`)}
                  {...field}
                />
              )}
            />
            <FieldError id={`${id}-time-error`} message={fieldMessage(errors.time?.message)} />
          </div>
        </div>

        {nextSteps.length > 0 ? (
          <VisitSummary
            id={`${id}-end`}
            steps={[{ serviceId, professionalId }, ...nextSteps]}
            services={services.data?.items ?? []}
            team={team}
            startMinute={startMinute}
            currency={currency}
          />
        ) : (
          <EndAndPrice id={`${id}-end`} service={service} startMinute={startMinute} currency={currency} />
        )}

        {warning && !problem && <WorkingTimeNote warning={warning} name={chosen?.fullName ?? ''} />}
        {busy && !problem && <BusyTimeNote name={chosen?.fullName ?? ''} />}

        <div className="space-y-2">
          <Label htmlFor={`${id}-notes`}>
            {t('agenda.form.notes')}{' '}
            <span className="font-normal text-muted-foreground">{t('agenda.form.optional')}</span>
          </Label>
          <Textarea
            id={`${id}-notes`}
            rows={3}
            aria-invalid={errors.notes ? true : undefined}
            aria-describedby={describedBy('notes')}
            {...form.register('notes')}
          />
          <FieldError id={`${id}-notes-error`} message={fieldMessage(errors.notes?.message)} />
        </div>

        {problem && (
          <div ref={problemRef} className="scroll-mb-24">
            {problem.kind === 'outside' ? (
              <OutsideHoursAlert
                testId="outside-hours-alert"
                message={problem.message}
                pending={sending}
                onBookAnyway={() => void send(problem.values, true)}
                onChooseAnother={() => setProblem(null)}
              />
            ) : (
              <Alert
                variant="destructive"
                role="alert"
                data-testid={problem.kind === 'conflict' ? 'slot-taken-alert' : 'form-error-alert'}
                tabIndex={-1}
              >
                <p className="font-semibold">
                  {problem.kind === 'conflict' ? t('agenda.form.slotTaken') : t('agenda.toasts.createError')}
                </p>
                <p>{problem.message}</p>
              </Alert>
            )}
          </div>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {t('agenda.form.cancel')}
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? t('agenda.form.submitting') : t('agenda.form.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
