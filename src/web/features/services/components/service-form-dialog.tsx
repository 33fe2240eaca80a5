import { useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { createServiceBodySchema, type Service } from '../../../../contracts/services.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useCreateService } from '../../../lib/api/services.ts';
import { useUpdateService } from '../api/update-service.ts';
import { moneyField, wholeNumberField } from '../../../lib/form-fields.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { centsToMoneyInput, type Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';

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

/** Creates a service (`service` null) or edits one; a sheet on phones. */
export function ServiceFormDialog({
  open,
  onOpenChange,
  service,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: Service | null;
  currency: Currency;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet">
        <DialogTitle>{service ? t('services.form.editTitle') : t('services.form.createTitle')}</DialogTitle>
        <DialogDescription>{t('services.form.description')}</DialogDescription>
        {/* Mounted while open only, so every opening starts from the service's values. */}
        <ServiceForm service={service} currency={currency} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ServiceForm({ service, currency, onDone }: { service: Service | null; currency: Currency; onDone: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const schema = useMemo(() => serviceFormSchema(language), [language]);
  const create = useCreateService();
  const update = useUpdateService();
  const id = useId();
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      durationMinutes: service ? String(service.durationMinutes) : '',
      priceCents: service ? centsToMoneyInput(service.priceCents, language) : '',
      active: service?.active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      if (service) {
        await update.mutateAsync({ id: service.id, body });
        showToast('success', t('services.toasts.updated'), body.name);
      } else {
        await create.mutateAsync(body);
        showToast('success', t('services.toasts.created'), body.name);
      }
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', t('services.toasts.saveError'), errorMessage(error));
    }
  });

  const describedBy = (field: string, hint?: boolean) =>
    [hint ? `${id}-${field}-hint` : '', errors[field as keyof typeof errors] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') ||
    undefined;

  return (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 flex flex-1 flex-col">
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
            <div className="space-y-2">
              <Label htmlFor={`${id}-description`}>
                {t('services.fields.description')} <span className="font-normal text-muted-foreground">{t('common.optional')}</span>
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
                  <span className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground" aria-hidden="true">
                    min
                  </span>
                </div>
                <p id={`${id}-durationMinutes-hint`} className="text-xs text-muted-foreground">
                  {t('services.fields.durationHint')}
                </p>
                <FieldError id={`${id}-durationMinutes-error`} message={fieldMessage(errors.durationMinutes?.message)} />
              </div>
              <div className="space-y-2">
                <Label htmlFor={`${id}-priceCents`}>{t('services.fields.price')}</Label>
                <Controller
                  control={form.control}
                  name="priceCents"
                  render={({ field }) => (
                    <MoneyInput
                      id={`${id}-priceCents`}
                      currency={currency}
                      placeholder={centsToMoneyInput(0, language)}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      aria-invalid={errors.priceCents ? true : undefined}
                      aria-describedby={describedBy('priceCents')}
                    />
                  )}
                />
                <FieldError id={`${id}-priceCents-error`} message={fieldMessage(errors.priceCents?.message)} />
              </div>
            </div>
            <div className="flex items-center justify-between gap-4 rounded-xl border border-border p-4">
              <div>
                <Label htmlFor={`${id}-active`}>{t('services.fields.active')}</Label>
                <p className="mt-1 text-xs text-muted-foreground">{t('services.fields.activeHint')}</p>
              </div>
              <Controller
                control={form.control}
                name="active"
                render={({ field }) => <Switch id={`${id}-active`} checked={field.value} onCheckedChange={field.onChange} />}
              />
            </div>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onDone}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('common.saving') : t('common.save')}
            </Button>
          </DialogFooter>
        </form>
  );
}
