import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BusinessSettings } from '../../contracts/business.ts';
import type { WeeklyHours } from '../../contracts/common.ts';
import { useUpdateBusinessSettings } from '../lib/api/business-settings.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../lib/forms.ts';
import { showToast } from '../lib/toast.ts';
import { weekFormSchema, weekFromHours, weekPathOfServerField } from '../lib/weekly-hours.ts';
import { WeeklyHoursGrid } from './weekly-hours-grid.tsx';

const openingHoursSchema = z.object({ week: weekFormSchema });

/** What the caller's footer needs: the form is being saved, or has changes to save. */
export interface FormFooterState {
  submitting: boolean;
  dirty: boolean;
}

/**
 * Opening and closing time per weekday, closed days switched off: the same grid as professionals.
 * One form for the settings page and the setup wizard's step: the server's field errors land on
 * their rows in both; each brings its own footer (a save button, or skip / save and continue) and
 * says what a save means (`onSaved`).
 */
export function OpeningHoursForm({
  settings,
  startingWeek = [],
  label,
  saveErrorTitle,
  onSaved,
  footer,
  className,
}: {
  settings: BusinessSettings;
  /** The week offered while the business has no hours yet. */
  startingWeek?: readonly WeeklyHours[];
  label: string;
  saveErrorTitle: string;
  onSaved: (saved: BusinessSettings) => void;
  footer: (state: FormFooterState) => ReactNode;
  className?: string;
}) {
  const update = useUpdateBusinessSettings();
  const form = useForm({
    resolver: formResolver(openingHoursSchema),
    defaultValues: { week: weekFromHours(settings.openingHours.length > 0 ? settings.openingHours : startingWeek) },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const rootMessage = fieldMessage(errors.week?.message ?? errors.week?.root?.message);

  const onSubmit = form.handleSubmit(async ({ week }) => {
    try {
      const saved = await update.mutateAsync({ openingHours: week });
      form.reset({ week: weekFromHours(saved.openingHours) });
      onSaved(saved);
    } catch (error) {
      const rows = form.getValues('week');
      applyServerFieldErrors(
        error,
        form.setError,
        (path) => weekPathOfServerField(path, 'openingHours', rows) ?? 'week',
      );
      showToast('error', saveErrorTitle, errorMessage(error));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={className ?? 'space-y-4'} aria-label={label}>
      <Controller
        control={form.control}
        name="week"
        render={({ field }) => (
          <WeeklyHoursGrid
            kind="opening"
            value={field.value}
            onChange={field.onChange}
            errors={Array.isArray(errors.week) ? errors.week : undefined}
          />
        )}
      />
      {rootMessage && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {rootMessage}
        </p>
      )}
      {footer({ submitting: isSubmitting, dirty: isDirty })}
    </form>
  );
}
