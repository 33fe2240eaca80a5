import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { updateReviewSettingsBodySchema, type ReviewSettings } from '../../../../contracts/reviews.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateReviewSettings } from '../api/update-review-settings.ts';
import { delayChoices, delayUnit } from '../lib/delay-choices.ts';

const contract = updateReviewSettingsBodySchema.shape;

/** The form's text, read into the contract's values by the contract's own rules. */
const settingsSchema = z.object({
  delayHours: z.string().transform(Number).pipe(contract.delayHours.unwrap()),
  googleReviewUrl: contract.googleReviewUrl,
});

const formValues = (settings: ReviewSettings) => ({
  delayHours: String(settings.delayHours),
  googleReviewUrl: settings.googleReviewUrl ?? '',
});

/** When the e-mail goes after a visit, and the business's Google review page. */
export function ReviewSettingsForm({ settings }: { settings: ReviewSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateReviewSettings();
  const form = useForm({ resolver: formResolver(settingsSchema), defaultValues: formValues(settings) });
  const { errors, isSubmitting, isDirty } = form.formState;
  const googleMessage = fieldMessage(errors.googleReviewUrl?.message);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      form.reset(formValues(saved));
      showToast('success', t('reviews.settings.saved'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', t('reviews.settings.saveError'), errorMessage(error));
    }
  });

  const delayLabel = (hours: number) => {
    const delay = delayUnit(hours);
    return delay.unit === 'now'
      ? t('reviews.settings.delayNow')
      : t(`reviews.settings.delay.${delay.unit}`, { count: delay.count });
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-5"
      aria-label={t('reviews.settings.title')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="space-y-2">
          <Label htmlFor={`${id}-delay`}>{t('reviews.settings.delayLabel')}</Label>
          <NativeSelect id={`${id}-delay`} aria-describedby={`${id}-delay-hint`} {...form.register('delayHours')}>
            {delayChoices(settings.delayHours).map((hours) => (
              <option key={hours} value={String(hours)}>
                {delayLabel(hours)}
              </option>
            ))}
          </NativeSelect>
          <p id={`${id}-delay-hint`} className="text-xs text-muted-foreground">
            {t('reviews.settings.delayHint')}
          </p>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-google`}>
            {t('reviews.settings.google')}
            <span className="font-normal text-muted-foreground">{` ${t('common.optional')}`}</span>
          </Label>
          <Input
            id={`${id}-google`}
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={500}
            placeholder="https://g.page/r/…"
            aria-invalid={googleMessage ? true : undefined}
            aria-describedby={[`${id}-google-hint`, googleMessage ? `${id}-google-error` : '']
              .filter(Boolean)
              .join(' ')}
            {...form.register('googleReviewUrl')}
          />
          <p id={`${id}-google-hint`} className="text-xs text-muted-foreground">
            {t('reviews.settings.googleHint')}
          </p>
          <FieldError id={`${id}-google-error`} message={googleMessage} />
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !isDirty} className="max-sm:w-full">
          {isSubmitting ? t('reviews.settings.saving') : t('reviews.settings.save')}
        </Button>
      </div>
    </form>
  );
}
