import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isValidTimeZone, updateBusinessSettingsBodySchema, type BusinessSettings } from '../../../../contracts/business.ts';
import { TimeZoneCombobox } from '../../../components/time-zone-combobox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useUpdateBusinessSettings } from '../../../lib/api/business-settings.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { showToast } from '../../../lib/toast.ts';
import { StepFooter } from './step-footer.tsx';

const businessStepSchema = z.object({
  name: updateBusinessSettingsBodySchema.shape.name.unwrap(),
  timeZone: updateBusinessSettingsBodySchema.shape.timeZone.unwrap(),
});

/** Step 1: the business's name and time zone (the browser's zone is the first guess). */
export function BusinessStep({ settings, onDone }: { settings: BusinessSettings; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateBusinessSettings();
  const guessedZone = browserTimeZone();
  const form = useForm({
    resolver: formResolver(businessStepSchema),
    defaultValues: {
      name: settings.name,
      timeZone: !settings.checklist.businessDetails && isValidTimeZone(guessedZone) ? guessedZone : settings.timeZone,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const nameMessage = fieldMessage(errors.name?.message);
  const zoneMessage = fieldMessage(errors.timeZone?.message);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      showToast('success', t('setup.toasts.businessSaved'));
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', t('setup.toasts.saveError'), errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5" aria-label={t('setup.steps.business')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>{t('setup.business.name')}</Label>
          <Input
            id={`${id}-name`}
            autoComplete="organization"
            aria-invalid={nameMessage ? true : undefined}
            aria-describedby={nameMessage ? `${id}-name-error` : undefined}
            {...form.register('name')}
          />
          <FieldError id={`${id}-name-error`} message={nameMessage} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-timeZone`}>{t('setup.business.timeZone')}</Label>
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field }) => (
              <TimeZoneCombobox
                id={`${id}-timeZone`}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(zoneMessage)}
                describedBy={zoneMessage ? `${id}-timeZone-error` : undefined}
              />
            )}
          />
          <FieldError id={`${id}-timeZone-error`} message={zoneMessage} />
        </div>
      </div>
      <StepFooter onSkip={onDone} submitting={isSubmitting} />
    </form>
  );
}
