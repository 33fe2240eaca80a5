import { useId, type ComponentProps, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { BusinessSettings } from '../../../../contracts/business.ts';
import type { Professional } from '../../../../contracts/professionals.ts';
import type { Service } from '../../../../contracts/services.ts';
import { WeeklyHoursGrid } from '../../../components/weekly-hours-grid.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useCreateProfessional } from '../../../lib/api/professionals.ts';
import { useUpdateProfessional } from '../api/update-professional.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { weekFromHours } from '../../../lib/weekly-hours.ts';
import { BreaksEditor } from './breaks-editor.tsx';
import {
  formPathOfServerField,
  professionalBody,
  professionalFormDefaults,
  professionalFormSchema,
} from './professional-form-schema.ts';
import { ServicesChecklist } from './services-checklist.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';
import { SuffixedInput } from '../../../components/suffixed-input.tsx';

function Section({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: string;
  children: ReactNode;
  id?: string;
}) {
  return (
    <Card id={id} className="p-4 sm:p-6">
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** Everything about a professional on one page: details, services, the week, breaks, commission. */
export function ProfessionalForm({
  professional,
  services,
  settings,
}: {
  professional: Professional | null;
  services: readonly Service[];
  settings: BusinessSettings | undefined;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const navigate = useNavigate();
  const create = useCreateProfessional();
  const update = useUpdateProfessional();
  const id = useId();
  const form = useForm({
    resolver: formResolver(professionalFormSchema),
    defaultValues: professionalFormDefaults(professional, settings?.openingHours ?? [], language),
  });
  const { errors, isSubmitting } = form.formState;
  const standardRate =
    settings && settings.defaultCommissionRate !== null
      ? new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(settings.defaultCommissionRate)
      : null;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = professionalBody(values);
    try {
      if (professional) {
        await update.mutateAsync({ id: professional.id, body });
        showToast('success', t('professionals.toasts.updated'), body.fullName);
      } else {
        await create.mutateAsync(body);
        showToast('success', t('professionals.toasts.created'), body.fullName);
      }
      void navigate('/profissionais');
    } catch (error) {
      const week = form.getValues('week');
      applyServerFieldErrors(error, form.setError, (path) => formPathOfServerField(path, week));
      showToast('error', t('professionals.toasts.saveError'), errorMessage(error));
    }
  });

  const input = (
    name: 'fullName' | 'specialization' | 'phone' | 'email',
    props: { type?: string; autoComplete?: string; inputMode?: 'tel' | 'email' } = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={t(`professionals.fields.${name}`)}
      optional={name !== 'fullName'}
      message={fieldMessage(errors[name]?.message)}
      {...props}
      {...form.register(name)}
    />
  );

  const weekErrors = errors.week;
  const weekRootMessage = fieldMessage(weekErrors?.message ?? weekErrors?.root?.message);
  const commissionMessage = fieldMessage(errors.commissionRate?.message);

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-5"
      aria-label={professional ? t('professionals.form.editTitle') : t('professionals.form.createTitle')}
    >
      <Section title={t('professionals.sections.details')}>
        <div className="grid gap-4 sm:grid-cols-2">
          {input('fullName', { autoComplete: 'off' })}
          {input('specialization', { autoComplete: 'off' })}
          {input('phone', { type: 'tel', autoComplete: 'off', inputMode: 'tel' })}
          {input('email', { type: 'email', autoComplete: 'off', inputMode: 'email' })}
        </div>
      </Section>

      <Section title={t('professionals.sections.services')} description={t('professionals.sections.servicesHint')}>
        <Controller
          control={form.control}
          name="serviceIds"
          render={({ field }) => (
            <ServicesChecklist
              services={services}
              value={field.value}
              onChange={field.onChange}
              legend={t('professionals.sections.services')}
            />
          )}
        />
        <FieldError
          id={`${id}-serviceIds-error`}
          message={fieldMessage(errors.serviceIds?.message ?? errors.serviceIds?.root?.message)}
        />
      </Section>

      <Section
        id="horarios"
        title={t('professionals.sections.hours')}
        description={t('professionals.sections.hoursHint')}
      >
        <div className="space-y-3">
          {settings && settings.openingHours.length > 0 && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => form.setValue('week', weekFromHours(settings.openingHours), { shouldDirty: true })}
            >
              {t('professionals.useOpeningHours')}
            </Button>
          )}
          <Controller
            control={form.control}
            name="week"
            render={({ field }) => (
              <WeeklyHoursGrid
                kind="working"
                value={field.value}
                onChange={field.onChange}
                errors={Array.isArray(weekErrors) ? weekErrors : undefined}
              />
            )}
          />
          {weekRootMessage && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {weekRootMessage}
            </p>
          )}
        </div>
      </Section>

      <Section title={t('professionals.sections.breaks')} description={t('professionals.sections.breaksHint')}>
        <BreaksEditor control={form.control} register={form.register} errors={errors.breaks} />
      </Section>

      <Section title={t('professionals.sections.commission')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <PercentField
            id={`${id}-commissionRate`}
            label={t('professionals.fields.commissionRate')}
            hint={t('professionals.fields.commissionHint')}
            placeholder={
              standardRate ? t('professionals.fields.commissionPlaceholder', { rate: standardRate }) : undefined
            }
            message={commissionMessage}
            {...form.register('commissionRate')}
          />
          <PercentField
            id={`${id}-productCommissionRate`}
            label={t('professionals.fields.productCommissionRate')}
            hint={t('professionals.fields.productCommissionHint')}
            message={fieldMessage(errors.productCommissionRate?.message)}
            {...form.register('productCommissionRate')}
          />
          <SwitchField
            id={`${id}-active`}
            label={t('professionals.fields.active')}
            hint={t('professionals.fields.activeHint')}
            control={form.control}
            name="active"
            className="sm:self-start"
          />
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-border bg-background/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:justify-end sm:border-0 sm:bg-transparent sm:p-0 [&>*]:max-sm:flex-1">
        <Link to="/profissionais" className={buttonVariants({ variant: 'outline' })}>
          {t('common.cancel')}
        </Link>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('common.saving') : t('professionals.form.save')}
        </Button>
      </div>
    </form>
  );
}

/** A rate in percent: its label, a text input with a % after it, a hint and its error. */
function PercentField({
  id,
  label,
  hint,
  message,
  ...input
}: { id: string; label: string; hint: string; message: string | undefined } & ComponentProps<'input'>) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <SuffixedInput
        id={id}
        suffix="%"
        inputMode="decimal"
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
        {...input}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}
