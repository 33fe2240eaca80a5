import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { BusinessSettings } from '../../../../contracts/business.ts';
import { WeeklyHoursGrid } from '../../../components/weekly-hours-grid.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useUpdateBusinessSettings } from '../../../lib/api/business-settings.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { weekFormSchema, weekFromHours, weekRowOfHoursIndex } from '../../../lib/weekly-hours.ts';

const openingHoursSchema = z.object({ week: weekFormSchema });

/** Opening and closing time per weekday, closed days switched off: the same grid as professionals. */
export function OpeningHoursForm({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessSettings();
  const form = useForm({
    resolver: formResolver(openingHoursSchema),
    defaultValues: { week: weekFromHours(settings.openingHours) },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const rootMessage = fieldMessage(errors.week?.message ?? errors.week?.root?.message);

  const onSubmit = form.handleSubmit(async ({ week }) => {
    try {
      const saved = await update.mutateAsync({ openingHours: week });
      form.reset({ week: weekFromHours(saved.openingHours) });
      showToast('success', t('settings.toasts.saved'), t('settings.hours.title'));
    } catch (error) {
      const rows = form.getValues('week');
      applyServerFieldErrors(error, form.setError, (path) => {
        const match = /^openingHours\.(\d+)(\..+)?$/.exec(path);
        const row = match ? weekRowOfHoursIndex(rows, Number(match[1])) : null;
        return row === null ? 'week' : `week.${row}${match?.[2] ?? ''}`;
      });
      showToast('error', t('settings.toasts.saveError'), errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={t('settings.hours.title')}>
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
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t('common.saving') : t('settings.hours.save')}
        </Button>
      </div>
    </form>
  );
}
