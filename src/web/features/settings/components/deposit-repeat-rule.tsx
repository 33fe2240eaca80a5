import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SuffixedInput } from '../../../components/suffixed-input.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { fieldMessage } from '../../../lib/forms.ts';
import type { Currency } from '../../../lib/money.ts';
import type { DepositPolicyFormValues } from '../lib/deposit-policy-form.ts';
import { DepositRuleFields } from './deposit-rule-fields.tsx';

const REPEAT_KINDS = ['amount', 'percent', 'full'] as const;

/** The stricter rule for clients with recent no-shows: off, or how many in how many days, and what they pay. */
export function DepositRepeatRule({
  form,
  currency,
}: {
  form: UseFormReturn<DepositPolicyFormValues>;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const id = useId();
  const on = form.watch('repeatOn');
  const { errors } = form.formState;
  const countProblem = fieldMessage(errors.repeatCount?.message);
  const periodProblem = fieldMessage(errors.repeatPeriodDays?.message);

  return (
    <div className="space-y-4 rounded-xl border border-border p-4" data-testid="deposit-repeat-rule">
      <div className="flex items-start gap-3">
        <Checkbox id={`${id}-on`} className="mt-0.5" aria-describedby={`${id}-hint`} {...form.register('repeatOn')} />
        <div className="space-y-1">
          <Label htmlFor={`${id}-on`}>{t('depositSettings.repeat.toggle')}</Label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {t('depositSettings.repeat.hint')}
          </p>
        </div>
      </div>
      {on && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-start gap-3">
            <div className="w-full space-y-1 sm:w-40">
              <Label htmlFor={`${id}-count`} className="text-xs text-muted-foreground">
                {t('depositSettings.repeat.count')}
              </Label>
              <SuffixedInput
                id={`${id}-count`}
                suffix={t('depositSettings.repeat.countSuffix')}
                inputMode="numeric"
                aria-invalid={countProblem ? true : undefined}
                aria-describedby={countProblem ? `${id}-count-error` : undefined}
                {...form.register('repeatCount')}
              />
              <FieldError id={`${id}-count-error`} message={countProblem} />
            </div>
            <div className="w-full space-y-1 sm:w-40">
              <Label htmlFor={`${id}-period`} className="text-xs text-muted-foreground">
                {t('depositSettings.repeat.period')}
              </Label>
              <SuffixedInput
                id={`${id}-period`}
                suffix={t('depositSettings.repeat.periodSuffix')}
                inputMode="numeric"
                aria-invalid={periodProblem ? true : undefined}
                aria-describedby={periodProblem ? `${id}-period-error` : undefined}
                {...form.register('repeatPeriodDays')}
              />
              <FieldError id={`${id}-period-error`} message={periodProblem} />
            </div>
          </div>
          <DepositRuleFields
            form={form}
            id={`${id}-rule`}
            names={{ kind: 'repeatKind', amount: 'repeatAmount', percent: 'repeatPercent' }}
            kinds={REPEAT_KINDS}
            currency={currency}
            labels={{ kind: t('depositSettings.repeat.rule') }}
          />
        </div>
      )}
    </div>
  );
}
