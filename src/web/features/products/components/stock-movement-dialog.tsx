import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '../../../../contracts/products.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorMessage, fieldMessage } from '../../../lib/forms.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { formatQuantity, unitSymbol } from '../../../lib/stock-quantity.ts';
import { showToast } from '../../../lib/toast.ts';
import { useRecordStockMovement } from '../api/record-stock-movement.ts';
import {
  readMovement,
  readQuantity,
  REASON_MAX,
  stockAfter,
  type HandMovementKind,
  type MovementProblems,
} from '../lib/stock-forms.ts';
import { QuantityInput } from './quantity-input.tsx';

export interface MovementRequest {
  product: Product;
  kind: HandMovementKind;
}

/** "Registrar compra", "Registrar perda" or "Ajustar estoque" of one product. */
export function StockMovementDialog({
  request,
  currency,
  onClose,
}: {
  /** The product and the movement being recorded; null while closed. */
  request: MovementRequest | null;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={request !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent aria-describedby={undefined}>
        {request ? (
          <MovementForm
            key={`${request.product.id}-${request.kind}`}
            {...request}
            currency={currency}
            onClose={onClose}
          />
        ) : (
          <DialogTitle>{t('products.movement.purchaseTitle')}</DialogTitle>
        )}
      </DialogContent>
    </Dialog>
  );
}

function MovementForm({
  product,
  kind,
  currency,
  onClose,
}: MovementRequest & { currency: Currency; onClose: () => void }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const id = useId();
  const record = useRecordStockMovement();
  const [quantity, setQuantity] = useState('');
  const [unitCost, setUnitCost] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<MovementProblems>({});
  const [refused, setRefused] = useState<string | null>(null);
  const quantityOf = (amount: number) => formatQuantity(amount, product.unit, language);
  const typed = readQuantity(quantity, kind === 'adjustment' ? 0 : 1);
  const after = 'quantity' in typed ? stockAfter(kind, product.stock, typed.quantity) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefused(null);
    const read = readMovement(kind, { quantity, unitCost, reason }, language);
    if (!read.ok) {
      setProblems(read.problems);
      return;
    }
    setProblems({});
    record.mutate(
      { productId: product.id, ...read.body },
      {
        onSuccess: (movement) => {
          showToast(
            'success',
            t(`products.movement.${kind}Done`),
            t('products.movement.stockNow', { product: product.name, stock: quantityOf(movement.stockAfter) }),
          );
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'STOCK_INSUFFICIENT') setRefused(error.message);
          else showToast('error', t('products.movement.failed'), errorMessage(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{t(`products.movement.${kind}Title`)}</DialogTitle>
      <DialogDescription>
        {t(`products.movement.${kind}Text`, { product: product.name, stock: quantityOf(product.stock) })}
      </DialogDescription>
      <div className="mt-5 space-y-4">
        <div className="flex flex-col gap-4 sm:flex-row">
          <div className="space-y-2 sm:w-40">
            <Label htmlFor={`${id}-quantity`}>
              {kind === 'adjustment' ? t('products.movement.counted') : t('products.movement.quantity')}
            </Label>
            <QuantityInput
              id={`${id}-quantity`}
              symbol={unitSymbol(product.unit, language)}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              aria-invalid={problems.quantity ? true : undefined}
              aria-describedby={problems.quantity ? `${id}-quantity-error` : undefined}
              autoFocus
            />
            <FieldError id={`${id}-quantity-error`} message={fieldMessage(problems.quantity)} />
          </div>
          {kind === 'purchase' && (
            <div className="min-w-0 flex-1 space-y-2">
              <Label htmlFor={`${id}-cost`}>{t('products.movement.unitCost')}</Label>
              <MoneyInput
                id={`${id}-cost`}
                currency={currency}
                value={unitCost}
                onChange={setUnitCost}
                aria-invalid={problems.unitCost ? true : undefined}
                aria-describedby={[`${id}-cost-hint`, problems.unitCost ? `${id}-cost-error` : ''].join(' ').trim()}
              />
              <p id={`${id}-cost-hint`} className="text-xs text-muted-foreground">
                {t('products.movement.averageCost', { cost: formatMoney(product.costCents, currency, language) })}
              </p>
              <FieldError id={`${id}-cost-error`} message={fieldMessage(problems.unitCost)} />
            </div>
          )}
        </div>
        {kind !== 'purchase' && (
          <TextField
            id={`${id}-reason`}
            label={t('products.movement.reason')}
            optional={false}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            message={fieldMessage(problems.reason)}
            maxLength={REASON_MAX}
            placeholder={t(`products.movement.${kind}Example`)}
          />
        )}
        <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="stock-preview">
          {after === null
            ? t('products.movement.stockIs', { stock: quantityOf(product.stock) })
            : t('products.movement.stockWillBe', { from: quantityOf(product.stock), to: quantityOf(after) })}
        </p>
        {refused && (
          <Alert variant="destructive" role="alert">
            <p>{refused}</p>
          </Alert>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? t('common.saving') : t(`products.movement.${kind}Title`)}
        </Button>
      </div>
    </form>
  );
}
