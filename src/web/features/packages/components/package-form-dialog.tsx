import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Package } from '../../../../contracts/packages.ts';
import { FormMoneyInput } from '../../../components/form-money-input.tsx';
import { SuffixedInput } from '../../../components/suffixed-input.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useServices } from '../../../lib/api/services.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { centsToMoneyInput, formatMoney, parseMoneyInput, type Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreatePackage } from '../api/create-package.ts';
import { useUpdatePackage } from '../api/update-package.ts';
import { listPriceOf, packageFormDefaults, packageFormSchema, savingsOf } from '../lib/package-form.ts';
import { PackageServicesField } from './package-services-field.tsx';

/** Creates a package (`pkg` null) or edits one; a sheet on phones. A change applies to the next sales. */
export function PackageFormDialog({
  open,
  onOpenChange,
  pkg,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pkg: Package | null;
  currency: Currency;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet">
        <DialogTitle>{pkg ? t('packages.form.editTitle') : t('packages.form.createTitle')}</DialogTitle>
        <DialogDescription>{t('packages.form.description')}</DialogDescription>
        {/* Mounted while open only, so every opening starts from the package's values. */}
        {open && <PackageForm pkg={pkg} currency={currency} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function PackageForm({ pkg, currency, onDone }: { pkg: Package | null; currency: Currency; onDone: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const schema = useMemo(() => packageFormSchema(language), [language]);
  const id = useId();
  const create = useCreatePackage();
  const update = useUpdatePackage();
  const catalogue = useServices({ limit: 200 });
  const form = useForm({ resolver: formResolver(schema), defaultValues: packageFormDefaults(pkg, language) });
  const { errors, isSubmitting } = form.formState;
  const [rows, typedPrice] = useWatch({ control: form.control, name: ['services', 'priceCents'] });
  const services = catalogue.data?.items ?? [];
  const money = (cents: number) => formatMoney(cents, currency, language);
  const listPrice = listPriceOf(rows, (serviceId) => services.find((s) => s.id === serviceId)?.priceCents);
  const price = parseMoneyInput(typedPrice, language);
  const savings = price === null ? null : savingsOf(listPrice, price);

  const onSubmit = form.handleSubmit(async (fields) => {
    try {
      const saved = pkg ? await update.mutateAsync({ id: pkg.id, body: fields }) : await create.mutateAsync(fields);
      showToast('success', pkg ? t('packages.toasts.updated') : t('packages.toasts.created'), saved.name);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError);
      showToast('error', t('packages.toasts.saveError'), errorMessage(error));
    }
  });

  const describedBy = (field: 'name' | 'priceCents' | 'validityDays', hint = false) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const problem = (field: 'name' | 'priceCents' | 'validityDays') => (
    <FieldError id={`${id}-${field}-error`} message={fieldMessage(errors[field]?.message)} />
  );

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 flex flex-1 flex-col">
      <div className="space-y-4 pb-6">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>{t('packages.fields.name')}</Label>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            placeholder={t('packages.fields.namePlaceholder')}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            {...form.register('name')}
          />
          {problem('name')}
        </div>
        <PackageServicesField form={form} services={services} loading={catalogue.isPending} currency={currency} />
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-priceCents`}>{t('packages.fields.price')}</Label>
            <FormMoneyInput
              control={form.control}
              name="priceCents"
              id={`${id}-priceCents`}
              currency={currency}
              placeholder={centsToMoneyInput(0, language)}
              aria-invalid={errors.priceCents ? true : undefined}
              aria-describedby={describedBy('priceCents', true)}
            />
            <p id={`${id}-priceCents-hint`} className="text-xs text-muted-foreground" aria-live="polite">
              {listPrice > 0 && t('packages.fields.listPrice', { amount: money(listPrice) })}
              {savings &&
                ` ${t('packages.fields.saves', { amount: money(savings.savedCents), percent: savings.percent })}`}
            </p>
            {problem('priceCents')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-validityDays`}>{t('packages.fields.validity')}</Label>
            <SuffixedInput
              id={`${id}-validityDays`}
              suffix={t('packages.fields.days')}
              inputMode="numeric"
              aria-invalid={errors.validityDays ? true : undefined}
              aria-describedby={describedBy('validityDays', true)}
              {...form.register('validityDays')}
            />
            <p id={`${id}-validityDays-hint`} className="text-xs text-muted-foreground">
              {t('packages.fields.validityHint')}
            </p>
            {problem('validityDays')}
          </div>
        </div>
        <SwitchField
          id={`${id}-active`}
          label={t('packages.fields.active')}
          hint={t('packages.fields.activeHint')}
          control={form.control}
          name="active"
        />
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
