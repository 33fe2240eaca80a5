import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BusinessSettings } from '../../../../contracts/business.ts';
import { WeeklyHoursGrid } from '../../../components/weekly-hours-grid.tsx';
import { useUpdateBusinessSettings } from '../../../lib/api/business-settings.ts';
import { errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { weekFormSchema, weekFromHours } from '../../../lib/weekly-hours.ts';
import { StepFooter } from './step-footer.tsx';

/** A common salon week to start from: weekdays 09:00–18:00, Saturday morning, Sunday closed. */
export const STARTER_WEEK = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })),
  { weekday: 6, start: '09:00', end: '13:00' },
];

const hoursStepSchema = z.object({ week: weekFormSchema });

/** Step 2: when the business opens, in the shared week grid. */
export function HoursStep({ settings, onDone }: { settings: BusinessSettings; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessSettings();
  const form = useForm({
    resolver: formResolver(hoursStepSchema),
    defaultValues: { week: weekFromHours(settings.openingHours.length > 0 ? settings.openingHours : STARTER_WEEK) },
  });
  const { errors, isSubmitting } = form.formState;
  const rootMessage = fieldMessage(errors.week?.message ?? errors.week?.root?.message);

  const onSubmit = form.handleSubmit(async ({ week }) => {
    try {
      await update.mutateAsync({ openingHours: week });
      showToast('success', t('setup.toasts.hoursSaved'));
      onDone();
    } catch (error) {
      showToast('error', t('setup.toasts.saveError'), errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5" aria-label={t('setup.steps.hours')}>
      <Controller
        control={form.control}
        name="week"
        render={({ field }) => (
          <WeeklyHoursGrid kind="opening" value={field.value} onChange={field.onChange} errors={Array.isArray(errors.week) ? errors.week : undefined} />
        )}
      />
      {rootMessage && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {rootMessage}
        </p>
      )}
      <StepFooter onSkip={onDone} submitting={isSubmitting} />
    </form>
  );
}
