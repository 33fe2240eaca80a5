import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BusinessSettings } from '../../../../contracts/business.ts';
import { uuidSchema } from '../../../../contracts/common.ts';
import { createProfessionalBodySchema } from '../../../../contracts/professionals.ts';
import type { Service } from '../../../../contracts/services.ts';
import { WeeklyHoursGrid } from '../../../components/weekly-hours-grid.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useCreateProfessional } from '../../../lib/api/professionals.ts';
import { errorMessage, fieldMessage, formResolver, applyServerFieldErrors } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { weekFormSchema, weekFromHours, weekPathOfServerField } from '../../../lib/weekly-hours.ts';
import { STARTER_WEEK } from './hours-step.tsx';
import { StepFooter } from './step-footer.tsx';

const professionalStepSchema = z.object({
  fullName: createProfessionalBodySchema.shape.fullName,
  week: weekFormSchema,
  serviceIds: z.array(uuidSchema).max(200),
});

/** Step 4: a first professional, working the opening hours and offering the services chosen. */
export function ProfessionalStep({
  settings,
  services,
  preselected,
  onDone,
}: {
  settings: BusinessSettings;
  services: readonly Service[];
  /** The service made in step 3, if any; otherwise every active service is ticked. */
  preselected: string | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const create = useCreateProfessional();
  const active = services.filter((service) => service.active);
  const form = useForm({
    resolver: formResolver(professionalStepSchema),
    defaultValues: {
      fullName: '',
      week: weekFromHours(settings.openingHours.length > 0 ? settings.openingHours : STARTER_WEEK),
      serviceIds: preselected ? [preselected] : active.map((service) => service.id),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const nameMessage = fieldMessage(errors.fullName?.message);
  const weekMessage = fieldMessage(errors.week?.message ?? errors.week?.root?.message);

  const onSubmit = form.handleSubmit(async ({ fullName, week, serviceIds }) => {
    try {
      const professional = await create.mutateAsync({ fullName, workingHours: week, serviceIds });
      showToast('success', t('professionals.toasts.created'), professional.fullName);
      onDone();
    } catch (error) {
      const week = form.getValues('week');
      applyServerFieldErrors(
        error,
        form.setError,
        (path) =>
          weekPathOfServerField(path, 'workingHours', week) ?? (path.startsWith('serviceIds') ? 'serviceIds' : path),
      );
      showToast('error', t('setup.toasts.saveError'), errorMessage(error));
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-5"
      aria-label={t('setup.steps.professional')}
    >
      <div className="space-y-2 sm:max-w-md">
        <Label htmlFor={`${id}-fullName`}>{t('professionals.fields.fullName')}</Label>
        <Input
          id={`${id}-fullName`}
          autoComplete="off"
          aria-invalid={nameMessage ? true : undefined}
          aria-describedby={nameMessage ? `${id}-fullName-error` : undefined}
          {...form.register('fullName')}
        />
        <FieldError id={`${id}-fullName-error`} message={nameMessage} />
      </div>
      {active.length > 0 && (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-foreground">{t('setup.professional.services')}</legend>
          <Controller
            control={form.control}
            name="serviceIds"
            render={({ field }) => (
              <div className="flex flex-wrap gap-2">
                {active.map((service) => (
                  <label
                    key={service.id}
                    className="flex cursor-pointer items-center gap-2 rounded-lg border border-border px-3 py-2 text-sm has-[:checked]:border-primary/50 has-[:checked]:bg-secondary/50"
                  >
                    <Checkbox
                      checked={field.value.includes(service.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, service.id]
                            : field.value.filter((serviceId) => serviceId !== service.id),
                        )
                      }
                    />
                    {service.name}
                  </label>
                ))}
              </div>
            )}
          />
        </fieldset>
      )}
      <div className="space-y-2">
        <p className="text-sm font-medium text-foreground">{t('setup.professional.hours')}</p>
        <Controller
          control={form.control}
          name="week"
          render={({ field }) => (
            <WeeklyHoursGrid
              kind="working"
              value={field.value}
              onChange={field.onChange}
              errors={Array.isArray(errors.week) ? errors.week : undefined}
            />
          )}
        />
        {weekMessage && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {weekMessage}
          </p>
        )}
      </div>
      <StepFooter onSkip={onDone} submitting={isSubmitting} last />
    </form>
  );
}
