import { Coffee, Plus, Trash } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { TimeInput } from '../../../components/ui/time-input.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { fieldMessage } from '../../../lib/forms.ts';
import { WEEK_ORDER } from '../../../lib/weekly-hours.ts';
import { weekdayName } from '../../../lib/weekdays.ts';
import type { ProfessionalFormOutput, ProfessionalFormValues } from './professional-form-schema.ts';

/** Named breaks ('Almoço 12:00–13:00'), every day or on one weekday; rows are added and removed. */
export function BreaksEditor({
  control,
  register,
  errors,
}: {
  control: Control<ProfessionalFormValues, unknown, ProfessionalFormOutput>;
  register: UseFormRegister<ProfessionalFormValues>;
  errors: FieldErrors<ProfessionalFormValues>['breaks'];
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'breaks' });

  return (
    <div className="space-y-3">
      {fields.length === 0 && (
        <p className="flex items-center gap-2 rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
          <Coffee className="size-4" aria-hidden="true" />
          {t('professionals.breaks.none')}
        </p>
      )}
      {fields.map((field, index) => {
        const rowErrors = errors?.[index];
        const message = fieldMessage(
          rowErrors?.name?.message ??
            rowErrors?.start?.message ??
            rowErrors?.end?.message ??
            rowErrors?.weekday?.message,
        );
        const number = index + 1;
        return (
          <div
            key={field.id}
            role="group"
            aria-label={t('professionals.breaks.rowLabel', { number })}
            className="grid grid-cols-2 gap-2 rounded-xl border border-border p-3 sm:grid-cols-[1fr_10rem_8.5rem_8.5rem_auto] sm:items-end sm:border-0 sm:p-0"
          >
            <div className="col-span-2 space-y-1 sm:col-span-1">
              <label htmlFor={`${id}-${index}-name`} className="text-xs font-medium text-muted-foreground">
                {t('professionals.breaks.name')}
              </label>
              <Input
                id={`${id}-${index}-name`}
                placeholder={t('professionals.breaks.namePlaceholder')}
                aria-invalid={rowErrors?.name ? true : undefined}
                {...register(`breaks.${index}.name`)}
              />
            </div>
            <div className="col-span-2 space-y-1 sm:col-span-1">
              <label htmlFor={`${id}-${index}-weekday`} className="text-xs font-medium text-muted-foreground">
                {t('professionals.breaks.when')}
              </label>
              <NativeSelect id={`${id}-${index}-weekday`} {...register(`breaks.${index}.weekday`)}>
                <option value="">{t('professionals.breaks.everyDay')}</option>
                {WEEK_ORDER.map((weekday) => (
                  <option key={weekday} value={String(weekday)}>
                    {weekdayName(weekday, language)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-${index}-start`} className="text-xs font-medium text-muted-foreground">
                {t('professionals.breaks.start')}
              </label>
              <Controller
                control={control}
                name={`breaks.${index}.start`}
                render={({ field: timeField }) => (
                  <TimeInput
                    id={`${id}-${index}-start`}
                    step={5}
                    className="tabular-nums"
                    aria-invalid={rowErrors?.start ? true : undefined}
                    {...timeField}
                  />
                )}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-${index}-end`} className="text-xs font-medium text-muted-foreground">
                {t('professionals.breaks.end')}
              </label>
              <Controller
                control={control}
                name={`breaks.${index}.end`}
                render={({ field: timeField }) => (
                  <TimeInput
                    id={`${id}-${index}-end`}
                    step={5}
                    className="tabular-nums"
                    aria-invalid={rowErrors?.end ? true : undefined}
                    {...timeField}
                  />
                )}
              />
            </div>
            <Button
              variant="ghost"
              size="icon"
              className="col-span-2 w-full text-destructive! hover:bg-destructive/10! sm:col-span-1 sm:w-10"
              aria-label={t('professionals.breaks.remove', { number })}
              title={t('professionals.breaks.removeShort')}
              onClick={() => remove(index)}
            >
              <Trash aria-hidden="true" />
              <span className="sm:hidden" aria-hidden="true">
                {t('professionals.breaks.removeShort')}
              </span>
            </Button>
            {message && (
              <p role="alert" className="col-span-full text-sm font-medium text-destructive">
                {message}
              </p>
            )}
          </div>
        );
      })}
      <Button
        variant="outline"
        size="sm"
        onClick={() =>
          append({ name: t('professionals.breaks.defaultName'), start: '12:00', end: '13:00', weekday: '' })
        }
      >
        <Plus aria-hidden="true" />
        {t('professionals.breaks.add')}
      </Button>
    </div>
  );
}
