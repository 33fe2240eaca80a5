import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormMoneyInput } from '../../../components/form-money-input.tsx';
import { SuffixedInput } from '../../../components/suffixed-input.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { fieldMessage } from '../../../lib/forms.ts';
import type { Currency } from '../../../lib/money.ts';
import type { DepositPolicyFormValues, ServiceRuleKind } from '../lib/deposit-policy-form.ts';

type Form = UseFormReturn<DepositPolicyFormValues>;
type KindPath = 'repeatKind' | `services.${number}.kind`;
type AmountPath = 'repeatAmount' | `services.${number}.amount`;
type PercentPath = 'repeatPercent' | `services.${number}.percent`;

/**
 * A deposit rule's fields: its kind, then — for a fixed amount or a percentage — its value, side by
 * side from a phone's width up. Labels are visible; `subject` (a service's name) joins their
 * accessible names, so each row's fields are told apart.
 */
export function DepositRuleFields({
  form,
  id,
  names,
  kinds,
  currency,
  subject,
  labels,
}: {
  form: Form;
  id: string;
  names: { kind: KindPath; amount: AmountPath; percent: PercentPath };
  kinds: readonly ServiceRuleKind[];
  currency: Currency;
  subject?: string;
  labels: { kind: string; kindFor?: string; amountFor?: string; percentFor?: string };
}) {
  const { t } = useTranslation();
  const kind = form.watch(names.kind);
  const errorOf = (path: AmountPath | PercentPath) =>
    fieldMessage(form.getFieldState(path, form.formState).error?.message);
  const amountProblem = errorOf(names.amount);
  const percentProblem = errorOf(names.percent);
  const kindText: Record<ServiceRuleKind, string> = {
    none: t('depositSettings.kinds.none'),
    amount: t('depositSettings.kinds.amount'),
    percent: t('depositSettings.kinds.percent'),
    full: t('depositSettings.kinds.full'),
  };

  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="w-full space-y-1 sm:w-64">
        <Label htmlFor={`${id}-kind`} className="text-xs text-muted-foreground">
          {labels.kind}
        </Label>
        <NativeSelect
          id={`${id}-kind`}
          aria-label={subject ? labels.kindFor : undefined}
          {...form.register(names.kind)}
        >
          {kinds.map((option) => (
            <option key={option} value={option}>
              {kindText[option]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {kind === 'amount' && (
        <div className="w-full space-y-1 sm:w-36">
          <Label htmlFor={`${id}-amount`} className="text-xs text-muted-foreground">
            {t('depositSettings.services.amount')}
          </Label>
          <FormMoneyInput
            control={form.control}
            name={names.amount}
            id={`${id}-amount`}
            currency={currency}
            aria-label={subject ? labels.amountFor : undefined}
            aria-invalid={amountProblem ? true : undefined}
            aria-describedby={amountProblem ? `${id}-amount-error` : undefined}
          />
          <FieldError id={`${id}-amount-error`} message={amountProblem} />
        </div>
      )}
      {kind === 'percent' && (
        <div className="w-full space-y-1 sm:w-32">
          <Label htmlFor={`${id}-percent`} className="text-xs text-muted-foreground">
            {t('depositSettings.services.percent')}
          </Label>
          <SuffixedInput
            id={`${id}-percent`}
            suffix="%"
            inputMode="decimal"
            aria-label={subject ? labels.percentFor : undefined}
            aria-invalid={percentProblem ? true : undefined}
            aria-describedby={percentProblem ? `${id}-percent-error` : undefined}
            {...form.register(names.percent)}
          />
          <FieldError id={`${id}-percent-error`} message={percentProblem} />
        </div>
      )}
    </div>
  );
}
