import { useId, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { updateBusinessSettingsBodySchema, type BusinessSettings } from '../../contracts/business.ts';
import { TimeZoneCombobox } from './time-zone-combobox.tsx';
import { TextField } from './text-field.tsx';
import { FieldError } from './ui/field-error.tsx';
import { Label } from './ui/label.tsx';
import { NativeSelect } from './ui/native-select.tsx';
import { useUpdateBusinessSettings } from '../lib/api/business-settings.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../lib/forms.ts';
import { showToast } from '../lib/toast.ts';
import type { FormFooterState } from './opening-hours-form.tsx';

const contract = updateBusinessSettingsBodySchema.shape;
const businessDetailsSchema = z.object({
  name: contract.name.unwrap(),
  phone: contract.phone,
  email: contract.email,
  address: contract.address,
  timeZone: contract.timeZone.unwrap(),
  currency: contract.currency.unwrap(),
  country: contract.country.unwrap(),
});
/** The setup wizard's first step asks for these alone. */
const essentialsSchema = businessDetailsSchema.pick({ name: true, timeZone: true });

const valuesOf = (settings: BusinessSettings) => ({
  name: settings.name,
  phone: settings.phone ?? '',
  email: settings.email ?? '',
  address: settings.address ?? '',
  timeZone: settings.timeZone,
  currency: settings.currency,
  country: settings.country,
});

/**
 * Name, contacts, address, time zone, currency and country (whose numbering clients' phones follow) of the business: one form for the settings page
 * and, with `essentials` (the name and the time zone alone), the setup wizard's first step. The
 * server's field errors land on their fields in both; each brings its own footer and says what a
 * save means (`onSaved`).
 */
export function BusinessDetailsForm({
  settings,
  essentials = false,
  timeZone = settings.timeZone,
  label,
  saveErrorTitle,
  onSaved,
  footer,
  className,
}: {
  settings: BusinessSettings;
  essentials?: boolean;
  /** The time zone offered first (the wizard's guess from the browser); the business's own otherwise. */
  timeZone?: string;
  label: string;
  saveErrorTitle: string;
  onSaved: (saved: BusinessSettings) => void;
  footer: (state: FormFooterState) => ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateBusinessSettings();
  // The wizard checks (and sends) the name and the time zone alone; the other fields keep the business's values, unsent.
  const schema = essentials ? (essentialsSchema as unknown as typeof businessDetailsSchema) : businessDetailsSchema;
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: { ...valuesOf(settings), timeZone },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = essentials ? { name: values.name, timeZone: values.timeZone } : values;
    try {
      const saved = await update.mutateAsync(body);
      form.reset(valuesOf(saved));
      onSaved(saved);
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', saveErrorTitle, errorMessage(error));
    }
  });

  const text = (
    name: 'name' | 'phone' | 'email' | 'address',
    props: { type?: string; inputMode?: 'tel' | 'email'; autoComplete?: string } = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      className={name === 'address' || name === 'name' ? 'space-y-2 sm:col-span-2' : 'space-y-2'}
      label={t(`settings.business.${name}`)}
      optional={name !== 'name'}
      message={fieldMessage(errors[name]?.message)}
      {...props}
      {...form.register(name)}
    />
  );

  const timeZoneMessage = fieldMessage(errors.timeZone?.message);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={className ?? 'space-y-4'} aria-label={label}>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', { autoComplete: 'organization' })}
        {!essentials && text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {!essentials && text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        {!essentials && text('address', { autoComplete: 'street-address' })}
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
        {!essentials && (
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
        )}
        {!essentials && (
          <div className="space-y-2">
            <Label htmlFor={`${id}-country`}>{t('settings.business.country')}</Label>
            <NativeSelect id={`${id}-country`} aria-describedby={`${id}-country-hint`} {...form.register('country')}>
              <option value="BR">{t('settings.business.countryBR')}</option>
              <option value="US">{t('settings.business.countryUS')}</option>
            </NativeSelect>
            <p id={`${id}-country-hint`} className="text-xs text-muted-foreground">
              {t('settings.business.countryHint')}
            </p>
          </div>
        )}
      </div>
      {footer({ submitting: isSubmitting, dirty: isDirty })}
    </form>
  );
}
