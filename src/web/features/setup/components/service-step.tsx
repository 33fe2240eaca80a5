import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createServiceBodySchema, type Service } from '../../../../contracts/services.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useCreateService } from '../../../lib/api/services.ts';
import { moneyField, wholeNumberField } from '../../../lib/form-fields.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { centsToMoneyInput, type Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { StepFooter } from './step-footer.tsx';

/** Step 3: a first service: name, duration and price. */
export function ServiceStep({ currency, onDone }: { currency: Currency; onDone: (service?: Service) => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const create = useCreateService();
  const schema = useMemo(
    () =>
      z.object({
        name: createServiceBodySchema.shape.name,
        durationMinutes: wholeNumberField(createServiceBodySchema.shape.durationMinutes),
        priceCents: moneyField(language, createServiceBodySchema.shape.priceCents),
      }),
    [language],
  );
  const form = useForm({ resolver: formResolver(schema), defaultValues: { name: '', durationMinutes: '30', priceCents: '' } });
  const { errors, isSubmitting } = form.formState;
  const message = (name: 'name' | 'durationMinutes' | 'priceCents') => fieldMessage(errors[name]?.message);

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const service = await create.mutateAsync(body);
      showToast('success', t('services.toasts.created'), service.name);
      onDone(service);
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', t('setup.toasts.saveError'), errorMessage(error));
    }
  });

  const describedBy = (name: 'name' | 'durationMinutes' | 'priceCents') => (message(name) ? `${id}-${name}-error` : undefined);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-5" aria-label={t('setup.steps.service')}>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>{t('services.fields.name')}</Label>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            placeholder={t('services.fields.namePlaceholder')}
            aria-invalid={message('name') ? true : undefined}
            aria-describedby={describedBy('name')}
            {...form.register('name')}
          />
          <FieldError id={`${id}-name-error`} message={message('name')} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-durationMinutes`}>{t('services.fields.duration')}</Label>
          <Input
            id={`${id}-durationMinutes`}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={message('durationMinutes') ? true : undefined}
            aria-describedby={describedBy('durationMinutes')}
            {...form.register('durationMinutes')}
          />
          <FieldError id={`${id}-durationMinutes-error`} message={message('durationMinutes')} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-priceCents`}>{t('services.fields.price')}</Label>
          <Controller
            control={form.control}
            name="priceCents"
            render={({ field }) => (
              <MoneyInput
                id={`${id}-priceCents`}
                ref={field.ref}
                currency={currency}
                placeholder={centsToMoneyInput(0, language)}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={message('priceCents') ? true : undefined}
                aria-describedby={describedBy('priceCents')}
              />
            )}
          />
          <FieldError id={`${id}-priceCents-error`} message={message('priceCents')} />
        </div>
      </div>
      <StepFooter onSkip={() => onDone()} submitting={isSubmitting} />
    </form>
  );
}
