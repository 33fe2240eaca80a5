import { useId, useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createServiceBodySchema,
  LONGEST_SERVICE_MINUTES,
  type CreateServiceBody,
  type Service,
} from '../../contracts/services.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { moneyField, wholeNumberField } from '../lib/form-fields.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../lib/forms.ts';
import { centsToMoneyInput, type Currency } from '../lib/money.ts';
import { showToast } from '../lib/toast.ts';
import { FormMoneyInput } from './form-money-input.tsx';
import type { FormFooterState } from './opening-hours-form.tsx';
import { FieldError } from './ui/field-error.tsx';
import { Input } from './ui/input.tsx';
import { Label } from './ui/label.tsx';
import { Textarea } from './ui/textarea.tsx';
import { SwitchField } from './switch-field.tsx';

function serviceFormSchema(language: string) {
  const contract = createServiceBodySchema.shape;
  return z.object({
    name: contract.name,
    description: contract.description,
    durationMinutes: wholeNumberField(contract.durationMinutes),
    priceCents: moneyField(language, contract.priceCents),
    active: z.boolean(),
  });
}

/**
 * A service's name, description, duration, price and whether it is offered: one form for the
 * services page's dialog (a new service, `service` null, or one to edit) and, with `essentials`
 * (name, duration and price), the setup wizard's step. The server's field errors land on their
 * fields in both; each brings `save` (create or update), its footer and what a save means.
 */
export function ServiceForm({
  service,
  currency,
  essentials = false,
  startingDuration = '',
  save,
  saveErrorTitle,
  onSaved,
  footer,
  label,
  className,
}: {
  service: Service | null;
  currency: Currency;
  essentials?: boolean;
  /** The duration a new service starts with, in minutes. */
  startingDuration?: string;
  save: (body: CreateServiceBody) => Promise<Service>;
  saveErrorTitle: string;
  onSaved: (saved: Service) => void;
  footer: (state: FormFooterState) => ReactNode;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const schema = useMemo(() => serviceFormSchema(language), [language]);
  const id = useId();
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      durationMinutes: service ? String(service.durationMinutes) : startingDuration,
      priceCents: service ? centsToMoneyInput(service.priceCents, language) : '',
      active: service?.active ?? true,
    },
  });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onSaved(await save(body));
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', saveErrorTitle, errorMessage(error));
    }
  });

  const describedBy = (field: string, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field as keyof typeof errors] ? `${id}-${field}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className={className ?? 'mt-5 flex flex-1 flex-col'}
      aria-label={label}
    >
      <div className="space-y-4 pb-6">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>{t('services.fields.name')}</Label>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            placeholder={t('services.fields.namePlaceholder')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...form.register('name')}
          />
          <FieldError id={`${id}-name-error`} message={fieldMessage(errors.name?.message)} />
        </div>
        {!essentials && (
          <div className="space-y-2">
            <Label htmlFor={`${id}-description`}>
              {t('services.fields.description')}{' '}
              <span className="font-normal text-muted-foreground">{t('common.optional')}</span>
            </Label>
            <Textarea
              id={`${id}-description`}
              rows={3}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={describedBy('description')}
              {...form.register('description')}
            />
            <FieldError id={`${id}-description-error`} message={fieldMessage(errors.description?.message)} />
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-durationMinutes`}>{t('services.fields.duration')}</Label>
            <div className="relative">
              <Input
                id={`${id}-durationMinutes`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                className="pr-12"
                aria-invalid={errors.durationMinutes ? true : undefined}
                aria-describedby={describedBy('durationMinutes', true)}
                {...form.register('durationMinutes')}
              />
              <span
                className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
                aria-hidden="true"
              >
                min
              </span>
            </div>
            <p id={`${id}-durationMinutes-hint`} className="text-xs text-muted-foreground">
              {t('services.fields.durationHint', { max: LONGEST_SERVICE_MINUTES })}
            </p>
            <FieldError id={`${id}-durationMinutes-error`} message={fieldMessage(errors.durationMinutes?.message)} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-priceCents`}>{t('services.fields.price')}</Label>
            <FormMoneyInput
              control={form.control}
              name="priceCents"
              id={`${id}-priceCents`}
              currency={currency}
              placeholder={centsToMoneyInput(0, language)}
              aria-invalid={errors.priceCents ? true : undefined}
              aria-describedby={describedBy('priceCents')}
            />
            <FieldError id={`${id}-priceCents-error`} message={fieldMessage(errors.priceCents?.message)} />
          </div>
        </div>
        {!essentials && (
          <SwitchField
            id={`${id}-active`}
            label={t('services.fields.active')}
            hint={t('services.fields.activeHint')}
            control={form.control}
            name="active"
          />
        )}
      </div>
      {footer({ submitting: isSubmitting, dirty: isDirty })}
    </form>
  );
}
