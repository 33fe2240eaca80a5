import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { fieldMessage } from '../../../lib/forms.ts';
import { currencySymbol } from '../../../lib/money.ts';
import type { DraftDiscount, ReadDraft } from '../lib/comanda-draft.ts';
import { useMoney } from '../lib/use-money.ts';

/**
 * The discount on the services and items: an amount or a percentage, with its reason (required
 * once there is one); what it comes to is shown as it is typed.
 */
export function DiscountControl({
  discount,
  read,
  onChange,
}: {
  discount: DraftDiscount;
  read: ReadDraft;
  onChange: (discount: DraftDiscount) => void;
}) {
  const { t } = useTranslation();
  const { money, currency, language } = useMoney();
  const id = useId();
  const problem = fieldMessage(read.problems.discount);
  const reasonProblem = fieldMessage(read.problems.reason);

  return (
    <fieldset className="space-y-3" data-testid="discount-control">
      <legend className="text-sm font-semibold text-foreground">{t('counter.discount.title')}</legend>
      <div className="flex flex-wrap items-end gap-3">
        <SegmentedControl
          label={t('counter.discount.kind')}
          value={discount.kind}
          onValueChange={(kind) => onChange({ ...discount, kind, text: '' })}
          options={[
            { value: 'amount', label: currencySymbol(currency, language) },
            { value: 'percent', label: '%' },
          ]}
          className="h-11 items-center"
        />
        <div className="w-36 space-y-1">
          <Label htmlFor={`${id}-value`} className="text-xs text-muted-foreground">
            {discount.kind === 'amount' ? t('counter.discount.amount') : t('counter.discount.percent')}
          </Label>
          {discount.kind === 'amount' ? (
            <MoneyInput
              id={`${id}-value`}
              currency={currency}
              value={discount.text}
              onChange={(text) => onChange({ ...discount, text })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-value-error` : undefined}
            />
          ) : (
            <div className="relative">
              <Input
                id={`${id}-value`}
                inputMode="decimal"
                value={discount.text}
                onChange={(event) => onChange({ ...discount, text: event.target.value })}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-value-error` : undefined}
                className="pr-8 tabular-nums"
              />
              <span
                className="pointer-events-none absolute right-3 top-1/2 -translate-y-1/2 text-sm text-muted-foreground"
                aria-hidden="true"
              >
                %
              </span>
            </div>
          )}
        </div>
        {read.totals.discountCents > 0 && (
          <p className="pb-2.5 text-sm text-muted-foreground tabular-nums" data-testid="discount-amount">
            {t('counter.discount.comesTo', { amount: money(read.totals.discountCents) })}
          </p>
        )}
      </div>
      <FieldError id={`${id}-value-error`} message={problem} />
      <div className="space-y-2">
        <Label htmlFor={`${id}-reason`}>{t('counter.discount.reason')}</Label>
        <Input
          id={`${id}-reason`}
          value={discount.reason}
          onChange={(event) => onChange({ ...discount, reason: event.target.value })}
          maxLength={200}
          placeholder={t('counter.discount.reasonExample')}
          aria-invalid={reasonProblem ? true : undefined}
          aria-describedby={reasonProblem ? `${id}-reason-error` : undefined}
        />
        <FieldError id={`${id}-reason-error`} message={reasonProblem} />
      </div>
    </fieldset>
  );
}
