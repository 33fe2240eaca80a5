import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRODUCT_UNITS, type CreateProductBody, type Product } from '../../../../contracts/products.ts';
import { FormMoneyInput } from '../../../components/form-money-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import { centsToMoneyInput, type Currency } from '../../../lib/money.ts';
import { unitSymbol } from '../../../lib/stock-quantity.ts';
import { showToast } from '../../../lib/toast.ts';
import { useCreateProduct } from '../api/create-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { productFormSchema } from '../lib/product-form.ts';
import { QuantityInput } from './quantity-input.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';

/** Creates a product (`product` null) or edits one; a sheet on phones. The unit is chosen once, on creating. */
export function ProductFormDialog({
  open,
  onOpenChange,
  product,
  currency,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: Product | null;
  currency: Currency;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent side="sheet">
        <DialogTitle>{product ? t('products.form.editTitle') : t('products.form.createTitle')}</DialogTitle>
        <DialogDescription>{t('products.form.description')}</DialogDescription>
        {/* Mounted while open only, so every opening starts from the product's values. */}
        {open && <ProductForm product={product} currency={currency} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({
  product,
  currency,
  onDone,
}: {
  product: Product | null;
  currency: Currency;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const schema = useMemo(() => productFormSchema(language), [language]);
  const id = useId();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const form = useForm({
    resolver: formResolver(schema),
    defaultValues: {
      name: product?.name ?? '',
      sku: product?.sku ?? '',
      barcode: product?.barcode ?? '',
      unit: product?.unit ?? 'unit',
      priceCents: product ? centsToMoneyInput(product.priceCents, language) : '',
      minStock: String(product?.minStock ?? 0),
      active: product?.active ?? true,
      openingStock: '0',
      openingUnitCostCents: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const symbol = unitSymbol(useWatch({ control: form.control, name: 'unit' }), language);

  const onSubmit = form.handleSubmit(async ({ openingStock, openingUnitCostCents, unit, ...fields }) => {
    try {
      const saved = product
        ? await update.mutateAsync({ id: product.id, body: fields })
        : await create.mutateAsync({
            ...fields,
            unit,
            ...(openingStock > 0 ? { openingStock, openingUnitCostCents: openingUnitCostCents ?? 0 } : {}),
          } satisfies CreateProductBody);
      showToast('success', product ? t('products.toasts.updated') : t('products.toasts.created'), saved.name);
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PRODUCT_SKU_TAKEN')
        form.setError('sku', { type: 'server', message: error.message }, { shouldFocus: true });
      else applyServerFieldErrors(error, form.setError);
      showToast('error', t('products.toasts.saveError'), errorMessage(error));
    }
  });

  const describedBy = (field: keyof typeof errors, hint = false) =>
    [hint ? `${id}-${field}-hint` : '', errors[field] ? `${id}-${field}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const invalid = (field: keyof typeof errors) => (errors[field] ? true : undefined);
  const problem = (field: keyof typeof errors) => (
    <FieldError id={`${id}-${field}-error`} message={fieldMessage(errors[field]?.message)} />
  );
  const optional = <span className="font-normal text-muted-foreground">{` ${t('common.optional')}`}</span>;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="mt-5 flex flex-1 flex-col">
      <div className="space-y-4 pb-6">
        <div className="space-y-2">
          <Label htmlFor={`${id}-name`}>{t('products.fields.name')}</Label>
          <Input
            id={`${id}-name`}
            autoComplete="off"
            placeholder={t('products.fields.namePlaceholder')}
            aria-invalid={invalid('name')}
            aria-describedby={describedBy('name')}
            {...form.register('name')}
          />
          {problem('name')}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-sku`}>
              {t('products.fields.sku')}
              {optional}
            </Label>
            <Input
              id={`${id}-sku`}
              autoComplete="off"
              maxLength={40}
              aria-invalid={invalid('sku')}
              aria-describedby={describedBy('sku')}
              {...form.register('sku')}
            />
            {problem('sku')}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-barcode`}>
              {t('products.fields.barcode')}
              {optional}
            </Label>
            <Input
              id={`${id}-barcode`}
              autoComplete="off"
              inputMode="numeric"
              maxLength={40}
              aria-invalid={invalid('barcode')}
              aria-describedby={describedBy('barcode')}
              {...form.register('barcode')}
            />
            {problem('barcode')}
          </div>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor={`${id}-unit`}>{t('products.fields.unit')}</Label>
            {product ? (
              <p id={`${id}-unit`} className="flex h-11 items-center text-sm text-foreground">
                {t(`products.units.${product.unit}`)}
              </p>
            ) : (
              <NativeSelect id={`${id}-unit`} aria-describedby={`${id}-unit-hint`} {...form.register('unit')}>
                {PRODUCT_UNITS.map((unit) => (
                  <option key={unit} value={unit}>
                    {t(`products.units.${unit}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
            <p id={`${id}-unit-hint`} className="text-xs text-muted-foreground">
              {product ? t('products.fields.unitFixed') : t('products.fields.unitHint')}
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-minStock`}>{t('products.fields.minStock')}</Label>
            <QuantityInput
              id={`${id}-minStock`}
              symbol={symbol}
              aria-invalid={invalid('minStock')}
              aria-describedby={describedBy('minStock', true)}
              {...form.register('minStock')}
            />
            <p id={`${id}-minStock-hint`} className="text-xs text-muted-foreground">
              {t('products.fields.minStockHint')}
            </p>
            {problem('minStock')}
          </div>
        </div>
        <div className="space-y-2">
          <Label htmlFor={`${id}-priceCents`}>{t('products.fields.price')}</Label>
          <FormMoneyInput
            control={form.control}
            name="priceCents"
            id={`${id}-priceCents`}
            currency={currency}
            className="sm:w-1/2"
            placeholder={centsToMoneyInput(0, language)}
            aria-invalid={invalid('priceCents')}
            aria-describedby={describedBy('priceCents', true)}
          />
          <p id={`${id}-priceCents-hint`} className="text-xs text-muted-foreground">
            {t('products.fields.priceHint')}
          </p>
          {problem('priceCents')}
        </div>
        {!product && (
          <fieldset className="space-y-3 rounded-xl border border-border p-4">
            <legend className="px-1 text-sm font-medium text-foreground">{t('products.fields.opening')}</legend>
            <p className="text-xs text-muted-foreground">{t('products.fields.openingHint')}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="space-y-2">
                <Label htmlFor={`${id}-openingStock`}>{t('products.fields.openingStock')}</Label>
                <QuantityInput
                  id={`${id}-openingStock`}
                  symbol={symbol}
                  aria-invalid={invalid('openingStock')}
                  aria-describedby={describedBy('openingStock')}
                  {...form.register('openingStock')}
                />
                {problem('openingStock')}
              </div>
              <div className="space-y-2">
                <Label htmlFor={`${id}-openingUnitCostCents`}>{t('products.fields.openingUnitCost')}</Label>
                <FormMoneyInput
                  control={form.control}
                  name="openingUnitCostCents"
                  id={`${id}-openingUnitCostCents`}
                  currency={currency}
                  aria-invalid={invalid('openingUnitCostCents')}
                  aria-describedby={describedBy('openingUnitCostCents')}
                />
                {problem('openingUnitCostCents')}
              </div>
            </div>
          </fieldset>
        )}
        <SwitchField
          id={`${id}-active`}
          label={t('products.fields.active')}
          hint={t('products.fields.activeHint')}
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
