import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { Appointment } from '../../../../contracts/appointments.ts';
import type { Client } from '../../../../contracts/clients.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useProfessionals } from '../../../lib/api/list-professionals.ts';
import { useServices } from '../../../lib/api/list-services.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { formatDuration } from '../../../lib/format-duration.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateAppointment } from '../api/create-appointment.ts';
import { fromProfessional, type ColumnProfessional } from '../lib/column-professional.ts';
import { formatLongDay, formatTime } from '../lib/format.ts';
import { minutesToTime, timeToMinutes, zonedDateTime, type LocalDate } from '../lib/local-date.ts';
import { workingTimeWarning } from '../lib/working-time-warning.ts';
import { ClientPicker } from './client-picker.tsx';
import { WorkingTimeNote } from './working-time-note.tsx';

export interface NewAppointmentDefaults {
  date: LocalDate;
  minutes: number | null;
  professionalId: string | null;
}

const formSchema = z.object({
  clientId: z.string().min(1, { error: 'agenda.form.errors.clientRequired' }),
  serviceId: z.string().min(1, { error: 'agenda.form.errors.serviceRequired' }),
  professionalId: z.string().min(1, { error: 'agenda.form.errors.professionalRequired' }),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'agenda.form.errors.dateRequired' }),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'agenda.form.errors.timeRequired' }),
  notes: z.string().max(2000),
});
type FormValues = z.infer<typeof formSchema>;

type Problem =
  | { kind: 'conflict' | 'error'; message: string }
  | { kind: 'outside'; message: string; values: FormValues };

/**
 * 'Novo agendamento': client (search or create), service, a professional who offers it, day and
 * start on the business's clock, with the end and price the service gives. A taken slot is named
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
  const problemRef = useRef<HTMLDivElement>(null);
  const form = useForm<FormValues>({
    resolver: formResolver(formSchema),
    defaultValues: {
      clientId: '',
      serviceId: '',
      professionalId: lockedProfessionalId ?? defaults.professionalId ?? '',
      date: defaults.date,
      time: defaults.minutes === null ? '' : minutesToTime(defaults.minutes),
      notes: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [serviceId, professionalId, date, time] = useWatch({ control: form.control, name: ['serviceId', 'professionalId', 'date', 'time'] });

  const services = useServices({ active: true, limit: 200 });
  const offering = useProfessionals({ active: true, serviceId: serviceId || undefined, limit: 200 }, { enabled: serviceId !== '' });
  const service = services.data?.items.find((item) => item.id === serviceId);
  const candidates: ColumnProfessional[] = useMemo(() => {
    const list = serviceId && offering.data ? offering.data.items.map(fromProfessional) : team;
    return lockedProfessionalId ? list.filter((p) => p.id === lockedProfessionalId) : list;
  }, [serviceId, offering.data, team, lockedProfessionalId]);
  const chosen = candidates.find((p) => p.id === professionalId);
  const known = team.find((p) => p.id === professionalId);
  // The professional picked first (from a slot) may not offer the service picked next.
  const notOffered = serviceId !== '' && offering.data !== undefined && professionalId !== '' && !chosen;
  const startMinute = timeToMinutes(time);
  const warning = service && startMinute !== null && date ? workingTimeWarning(chosen, date, startMinute, service.durationMinutes) : null;

  useEffect(() => {
    if (problem) {
      // Into view above the sticky footer, and focus on the way forward (or the message itself).
      const target = problemRef.current?.querySelector<HTMLElement>('button, [tabindex]');
      target?.focus({ preventScroll: true });
      problemRef.current?.scrollIntoView({ block: 'nearest' });
    }
  }, [problem]);

  const send = async (values: FormValues, allowOutsideWorkingHours: boolean) => {
    setProblem(null);
    if (notOffered) {
      form.setError('professionalId', { type: 'manual', message: t('agenda.form.professionalDoesNotOffer', { name: known?.fullName ?? '' }) });
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
      });
      showToast('success', t('agenda.toasts.created'), `${created.clientName} · ${formatLongDay(values.date, language)} ${formatTime(minutes, language)}`);
      onCreated(created);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'OUTSIDE_WORKING_HOURS') {
        const local = service ? workingTimeWarning(chosen, values.date, minutes, service.durationMinutes) : null;
        const name = chosen?.fullName ?? '';
        const message =
          local?.reason === 'break'
            ? t('agenda.form.outsideBreak', { name, breakName: local.breakName })
            : local?.reason === 'outside_hours'
              ? t('agenda.form.outsideHours', { name })
              : error.message;
        setProblem({ kind: 'outside', message, values });
        return;
      }
      applyServerFieldErrors(error, form.setError, (path) => (path === 'startsAt' ? 'time' : path in values ? path : null));
      const message = errorMessage(error);
      setProblem({ kind: error instanceof ApiError && error.code === 'SLOT_TAKEN' ? 'conflict' : 'error', message });
      showToast('error', t('agenda.toasts.createError'), message);
    }
  };

  const onSubmit = form.handleSubmit((values) => send(values, false));
  const describedBy = (field: keyof FormValues, extra?: string) =>
    [extra ?? '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') || undefined;
  const end = service && startMinute !== null ? startMinute + service.durationMinutes : null;

  const ownServices = known?.serviceIds ? new Set(known.serviceIds) : null;
  const serviceOptions = services.data?.items ?? [];
  const serviceOption = (item: (typeof serviceOptions)[number]) => (
    <option key={item.id} value={item.id}>
      {`${item.name} · ${formatDuration(item.durationMinutes)} · ${formatMoney(item.priceCents, currency, language)}`}
    </option>
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 flex flex-1 flex-col">
      <div className="space-y-4 pb-6">
        <ClientPicker
          client={client}
          onChange={(next) => {
            setClient(next);
            form.setValue('clientId', next?.id ?? '', { shouldValidate: form.formState.isSubmitted });
          }}
          error={fieldMessage(errors.clientId?.message)}
        />

        <div className="space-y-2">
          <Label htmlFor={`${id}-serviceId`}>{t('agenda.form.service')}</Label>
          {/* Controlled: its options regroup when the professional changes, and the choice must stay. */}
          <Controller
            control={form.control}
            name="serviceId"
            render={({ field }) => (
              <NativeSelect
                id={`${id}-serviceId`}
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                disabled={services.isPending}
                aria-invalid={errors.serviceId ? true : undefined}
                aria-describedby={describedBy('serviceId')}
              >
                <option value="">{services.isPending ? t('common.loading') : t('agenda.form.chooseService')}</option>
                {ownServices && known ? (
                  <>
                    <optgroup label={t('agenda.form.servicesOf', { name: known.fullName })}>
                      {serviceOptions.filter((item) => ownServices.has(item.id)).map(serviceOption)}
                    </optgroup>
                    <optgroup label={t('agenda.form.otherServices')}>
                      {serviceOptions.filter((item) => !ownServices.has(item.id)).map(serviceOption)}
                    </optgroup>
                  </>
                ) : (
                  serviceOptions.map(serviceOption)
                )}
              </NativeSelect>
            )}
          />
          {services.isError && (
            <p className="text-sm text-destructive" role="alert">
              {t('agenda.form.loadError')} {services.error.message}
            </p>
          )}
          <FieldError id={`${id}-serviceId-error`} message={fieldMessage(errors.serviceId?.message)} />
        </div>

        <div className="space-y-2">
          <Label htmlFor={`${id}-professionalId`}>{t('agenda.form.professional')}</Label>
          <Controller
            control={form.control}
            name="professionalId"
            render={({ field }) => (
              <NativeSelect
                id={`${id}-professionalId`}
                name={field.name}
                value={notOffered ? '' : field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                disabled={lockedProfessionalId !== null || (serviceId !== '' && offering.isPending)}
                aria-invalid={errors.professionalId ? true : undefined}
                aria-describedby={describedBy('professionalId', notOffered ? `${id}-not-offered` : undefined)}
              >
                <option value="">
                  {serviceId !== '' && offering.isPending ? t('common.loading') : t('agenda.form.chooseProfessional')}
                </option>
                {candidates.map((professional) => (
                  <option key={professional.id} value={professional.id}>
                    {professional.fullName}
                  </option>
                ))}
              </NativeSelect>
            )}
          />
          {notOffered && (
            <p id={`${id}-not-offered`} className="text-sm text-amber-700 dark:text-amber-300">
              {t('agenda.form.professionalDoesNotOffer', { name: known?.fullName ?? '' })}
            </p>
          )}
          {serviceId !== '' && offering.data?.items.length === 0 && (
            <p className="text-sm text-muted-foreground">{t('agenda.form.noProfessionalForService')}</p>
          )}
          {offering.isError && (
            <p className="text-sm text-destructive" role="alert">
              {offering.error.message}
            </p>
          )}
          <FieldError id={`${id}-professionalId-error`} message={fieldMessage(errors.professionalId?.message)} />
        </div>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-date`}>{t('agenda.form.date')}</Label>
            <Input id={`${id}-date`} type="date" aria-invalid={errors.date ? true : undefined} aria-describedby={describedBy('date')} {...form.register('date')} />
            <FieldError id={`${id}-date-error`} message={fieldMessage(errors.date?.message)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-time`}>{t('agenda.form.time')}</Label>
            <Input
              id={`${id}-time`}
              type="time"
              step={900}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={describedBy('time', `${id}-end`)}
              {...form.register('time')}
            />
            <FieldError id={`${id}-time-error`} message={fieldMessage(errors.time?.message)} />
          </div>
        </div>

        <dl id={`${id}-end`} className="grid grid-cols-2 gap-3 rounded-xl bg-muted/50 p-3 text-sm" aria-live="polite">
          <div>
            <dt className="text-xs text-muted-foreground">{t('agenda.form.end')}</dt>
            <dd className="font-semibold tabular-nums text-foreground" data-testid="appointment-end">
              {service && end !== null ? t('agenda.form.endValue', { time: formatTime(end, language), duration: formatDuration(service.durationMinutes) }) : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">{t('agenda.form.price')}</dt>
            <dd className="font-semibold tabular-nums text-foreground" data-testid="appointment-price">
              {service ? formatMoney(service.priceCents, currency, language) : '—'}
            </dd>
          </div>
        </dl>

        {warning && !problem && <WorkingTimeNote warning={warning} name={chosen?.fullName ?? ''} />}

        <div className="space-y-2">
          <Label htmlFor={`${id}-notes`}>
            {t('agenda.form.notes')} <span className="font-normal text-muted-foreground">{t('agenda.form.optional')}</span>
          </Label>
          <Textarea id={`${id}-notes`} rows={3} aria-invalid={errors.notes ? true : undefined} aria-describedby={describedBy('notes')} {...form.register('notes')} />
          <FieldError id={`${id}-notes-error`} message={fieldMessage(errors.notes?.message)} />
        </div>

        {problem && (
          <div ref={problemRef} className="scroll-mb-24">
            {problem.kind === 'outside' ? (
              <Alert variant="warning" role="alert" data-testid="outside-hours-alert">
                <p className="font-semibold">{t('agenda.form.outsideTitle')}</p>
                <p>{problem.message}</p>
                <div className="flex flex-wrap gap-2 pt-2">
                  <Button size="sm" onClick={() => void send(problem.values, true)} disabled={isSubmitting || create.isPending}>
                    {t('agenda.form.bookAnyway')}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setProblem(null)}>
                    {t('agenda.form.chooseAnotherTime')}
                  </Button>
                </div>
              </Alert>
            ) : (
              <Alert variant="destructive" role="alert" data-testid={problem.kind === 'conflict' ? 'slot-taken-alert' : 'form-error-alert'} tabIndex={-1}>
                <p className="font-semibold">{problem.kind === 'conflict' ? t('agenda.form.slotTaken') : t('agenda.toasts.createError')}</p>
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
        <Button type="submit" disabled={isSubmitting || create.isPending}>
          {isSubmitting || create.isPending ? t('agenda.form.submitting') : t('agenda.form.submit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
