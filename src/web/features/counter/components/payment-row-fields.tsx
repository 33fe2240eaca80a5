import { QrCode, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { installmentAmounts, MAX_INSTALLMENTS, PAYMENT_METHODS } from '../../../../core/counter/payments.ts';
import type { PaymentMethod } from '../../../../core/counter/payments.ts';
import { MoneyInput } from '../../../components/money-input.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { centsToMoneyInput, parseMoneyInput } from '../../../lib/money.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { showToast } from '../../../lib/toast.ts';
import { useComandaPix } from '../api/get-comanda-pix.ts';
import { COUNTER_SETTINGS_PATH } from '../lib/paths.ts';
import type { PaymentRow } from '../lib/payment-rows.ts';
import { useMoney } from '../lib/use-money.ts';
import { PixCodeView } from './pix-code.tsx';

const CARD_BRANDS = ['Visa', 'Mastercard', 'Elo', 'American Express', 'Hipercard'];

/** One payment of the split: its method and amount, and what that method asks (cash handed over, installments and brand, the PIX code). */
export function PaymentRowFields({
  comandaId,
  row,
  index,
  hasClient,
  problem,
  onChange,
  onRemove,
}: {
  comandaId: string;
  row: PaymentRow;
  index: number;
  hasClient: boolean;
  problem: string | undefined;
  onChange: (patch: Partial<PaymentRow>) => void;
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const { money, currency, language } = useMoney();
  const role = useSignedIn().me.profile.role;
  const id = useId();
  const pix = useComandaPix();
  const amountCents = parseMoneyInput(row.amountText, language);
  const receivedCents = row.receivedText.trim() === '' ? null : parseMoneyInput(row.receivedText, language);
  const methods = PAYMENT_METHODS.filter((method) => method !== 'account' || hasClient);
  const pixShown = row.pix && row.pix.amountCents === amountCents ? row.pix : null;
  const notConfigured = pix.error instanceof ApiError && pix.error.code === 'PIX_NOT_CONFIGURED' ? pix.error : null;

  const askPix = () => {
    if (amountCents === null || amountCents <= 0) return;
    pix.mutate(
      { id: comandaId, amountCents },
      {
        onSuccess: (code) => onChange({ pix: code }),
        onError: (error) => {
          if (!(error instanceof ApiError && error.code === 'PIX_NOT_CONFIGURED'))
            showToast('error', t('counter.pix.failed'), errorMessage(error));
        },
      },
    );
  };

  return (
    <li className="space-y-3 rounded-xl border border-border p-3" data-testid="payment-row" data-method={row.method}>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-semibold text-foreground">{t('counter.payment.row', { n: index + 1 })}</p>
        {onRemove && (
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-muted-foreground hover:text-destructive"
            onClick={onRemove}
            aria-label={t('counter.payment.removeRow', { n: index + 1 })}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        )}
      </div>
      <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
        <div className="space-y-1">
          <Label htmlFor={`${id}-method`}>{t('counter.payment.method')}</Label>
          <NativeSelect
            id={`${id}-method`}
            value={row.method}
            onChange={(event) =>
              onChange({ method: event.target.value as PaymentMethod, receivedText: '', installments: 1, pix: null })
            }
          >
            {methods.map((method) => (
              <option key={method} value={method}>
                {t(`paymentMethods.${method}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-amount`}>{t('counter.payment.amount')}</Label>
          <MoneyInput
            id={`${id}-amount`}
            currency={currency}
            value={row.amountText}
            onChange={(amountText) => onChange({ amountText })}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
        </div>
      </div>

      {row.method === 'cash' && (
        <div className="grid grid-cols-1 items-end gap-3 min-[400px]:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-received`}>{t('counter.payment.received')}</Label>
            <MoneyInput
              id={`${id}-received`}
              currency={currency}
              value={row.receivedText}
              onChange={(receivedText) => onChange({ receivedText })}
              placeholder={amountCents !== null ? centsToMoneyInput(amountCents, language) : undefined}
            />
          </div>
          <p className="pb-2.5 text-sm" data-testid="payment-change" aria-live="polite">
            {t('counter.payment.change')}:{' '}
            <span className="font-semibold tabular-nums">
              {money(
                receivedCents !== null && amountCents !== null && receivedCents > amountCents
                  ? receivedCents - amountCents
                  : 0,
              )}
            </span>
          </p>
        </div>
      )}

      {row.method === 'credit' && (
        <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
          <div className="space-y-1">
            <Label htmlFor={`${id}-installments`}>{t('counter.payment.installments')}</Label>
            <NativeSelect
              id={`${id}-installments`}
              value={String(row.installments)}
              onChange={(event) => onChange({ installments: Number(event.target.value) })}
            >
              {Array.from({ length: MAX_INSTALLMENTS }, (_, i) => i + 1).map((count) => (
                <option key={count} value={count}>
                  {amountCents !== null && amountCents > 0
                    ? t('counter.payment.installmentOption', {
                        count,
                        amount: money(installmentAmounts(amountCents, count)[0] ?? 0),
                      })
                    : `${count}×`}
                </option>
              ))}
            </NativeSelect>
          </div>
          <CardBrandField id={`${id}-brand`} value={row.cardBrand} onChange={(cardBrand) => onChange({ cardBrand })} />
          {row.installments > 1 && amountCents !== null && amountCents > 0 && (
            <p className="text-xs text-muted-foreground min-[400px]:col-span-2" data-testid="installment-amounts">
              {installmentAmounts(amountCents, row.installments)
                .map((part, i) => t('counter.payment.installmentPart', { n: i + 1, amount: money(part) }))
                .join(' · ')}
            </p>
          )}
        </div>
      )}

      {row.method === 'debit' && (
        <CardBrandField id={`${id}-brand`} value={row.cardBrand} onChange={(cardBrand) => onChange({ cardBrand })} />
      )}

      {row.method === 'pix' && (
        <div className="space-y-3">
          {pixShown ? (
            <PixCodeView pix={pixShown} />
          ) : (
            <Button
              variant="outline"
              onClick={askPix}
              disabled={pix.isPending || amountCents === null || amountCents <= 0}
            >
              <QrCode aria-hidden="true" />
              {pix.isPending ? t('counter.pix.generating') : t('counter.pix.generate')}
            </Button>
          )}
          {notConfigured && !pixShown && (
            <Alert variant="warning" role="alert">
              <p>{notConfigured.message}</p>
              {may(role, 'updateCounterSettings') && (
                <Link to={COUNTER_SETTINGS_PATH} className="font-medium text-link underline-offset-4 hover:underline">
                  {t('counter.pix.setUp')}
                </Link>
              )}
            </Alert>
          )}
        </div>
      )}

      {problem && (
        <p id={`${id}-problem`} className="text-sm font-medium text-destructive">
          {problem}
        </p>
      )}
    </li>
  );
}

function CardBrandField({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>
        {t('counter.payment.cardBrand')}
        <span className="font-normal text-muted-foreground">{` ${t('common.optional')}`}</span>
      </Label>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        list={`${id}-list`}
        maxLength={40}
      />
      <datalist id={`${id}-list`}>
        {CARD_BRANDS.map((brand) => (
          <option key={brand} value={brand} />
        ))}
      </datalist>
    </div>
  );
}
