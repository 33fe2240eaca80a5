import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { commissionRateSchema } from '../../../../contracts/common.ts';
import type { BusinessSettings } from '../../../../contracts/business.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useUpdateBusinessSettings } from '../../../lib/api/business-settings.ts';
import { optionalPercentField, percentToInput } from '../../../lib/form-fields.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';

const commissionSchema = z.object({
  defaultCommissionRate: optionalPercentField(commissionRateSchema).refine((rate) => rate !== null, {
    error: 'validation.required',
  }),
});

/** The standard commission rate, for professionals without a rate of their own. */
export function CommissionForm({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const language = currentLanguage();
  const update = useUpdateBusinessSettings();
  const form = useForm({
    resolver: formResolver(commissionSchema),
    defaultValues: { defaultCommissionRate: percentToInput(settings.defaultCommissionRate, language) },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const message = fieldMessage(errors.defaultCommissionRate?.message);

  const onSubmit = form.handleSubmit(async ({ defaultCommissionRate }) => {
    if (defaultCommissionRate === null) return;
    try {
      const saved = await update.mutateAsync({ defaultCommissionRate });
      form.reset({ defaultCommissionRate: percentToInput(saved.defaultCommissionRate, language) });
      showToast('success', t('settings.toasts.saved'), t('settings.commission.title'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', t('settings.toasts.saveError'), errorMessage(error));
    }
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-4 sm:flex-row sm:items-start"
      aria-label={t('settings.commission.title')}
    >
      <div className="space-y-2 sm:w-56">
        <Label htmlFor={`${id}-rate`}>{t('settings.commission.rate')}</Label>
        <div className="relative">
          <Input
            id={`${id}-rate`}
            inputMode="decimal"
            autoComplete="off"
            className="pr-9"
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${id}-rate-error` : undefined}
            {...form.register('defaultCommissionRate')}
          />
          <span
            className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
            aria-hidden="true"
          >
            %
          </span>
        </div>
        <FieldError id={`${id}-rate-error`} message={message} />
      </div>
      <Button type="submit" className="sm:mt-6" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? t('common.saving') : t('settings.commission.save')}
      </Button>
    </form>
  );
}
