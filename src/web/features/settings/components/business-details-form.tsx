import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { updateBusinessSettingsBodySchema, type BusinessSettings } from '../../../../contracts/business.ts';
import { TimeZoneCombobox } from '../../../components/time-zone-combobox.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { useUpdateBusinessSettings } from '../../../lib/api/business-settings.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';

const contract = updateBusinessSettingsBodySchema.shape;
const businessDetailsSchema = z.object({
  name: contract.name.unwrap(),
  phone: contract.phone,
  email: contract.email,
  address: contract.address,
  timeZone: contract.timeZone.unwrap(),
  currency: contract.currency.unwrap(),
});

/** Name, contacts, address, time zone and currency of the business. */
export function BusinessDetailsForm({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateBusinessSettings();
  const form = useForm({
    resolver: formResolver(businessDetailsSchema),
    defaultValues: {
      name: settings.name,
      phone: settings.phone ?? '',
      email: settings.email ?? '',
      address: settings.address ?? '',
      timeZone: settings.timeZone,
      currency: settings.currency,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      form.reset({
        name: saved.name,
        phone: saved.phone ?? '',
        email: saved.email ?? '',
        address: saved.address ?? '',
        timeZone: saved.timeZone,
        currency: saved.currency,
      });
      showToast('success', t('settings.toasts.saved'), t('settings.business.title'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', t('settings.toasts.saveError'), errorMessage(error));
    }
  });

  const text = (name: 'name' | 'phone' | 'email' | 'address', props: { type?: string; inputMode?: 'tel' | 'email'; autoComplete?: string } = {}) => {
    const message = fieldMessage(errors[name]?.message);
    return (
      <div className={name === 'address' || name === 'name' ? 'space-y-2 sm:col-span-2' : 'space-y-2'}>
        <Label htmlFor={`${id}-${name}`}>
          {t(`settings.business.${name}`)}
          {name !== 'name' && <span className="font-normal text-muted-foreground">{` ${t('common.optional')}`}</span>}
        </Label>
        <Input
          id={`${id}-${name}`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-${name}-error` : undefined}
          {...props}
          {...form.register(name)}
        />
        <FieldError id={`${id}-${name}-error`} message={message} />
      </div>
    );
  };

  const timeZoneMessage = fieldMessage(errors.timeZone?.message);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4" aria-label={t('settings.business.title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', { autoComplete: 'organization' })}
        {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {text('address', { autoComplete: 'street-address' })}
        <div className="space-y-2">
          <Label htmlFor={`${id}-timeZone`}>{t('settings.business.timeZone')}</Label>
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field }) => (
              <TimeZoneCombobox
                id={`${id}-timeZone`}
                value={field.value}
                onChange={field.onChange}
                invalid={Boolean(timeZoneMessage)}
                describedBy={`${id}-timeZone-hint${timeZoneMessage ? ` ${id}-timeZone-error` : ''}`}
              />
            )}
          />
          <p id={`${id}-timeZone-hint`} className="text-xs text-muted-foreground">
            {t('settings.business.timeZoneHint')}
          </p>
          <FieldError id={`${id}-timeZone-error`} message={timeZoneMessage} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-currency`}>{t('settings.business.currency')}</Label>
          <NativeSelect id={`${id}-currency`} aria-describedby={`${id}-currency-hint`} {...form.register('currency')}>
            <option value="BRL">{t('settings.business.currencyBRL')}</option>
            <option value="USD">{t('settings.business.currencyUSD')}</option>
          </NativeSelect>
          <p id={`${id}-currency-hint`} className="text-xs text-muted-foreground">
            {t('settings.business.currencyHint')}
          </p>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t('common.saving') : t('settings.business.save')}
        </Button>
      </div>
    </form>
  );
}
