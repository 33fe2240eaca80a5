import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { DepositPolicyAnswer } from '../../../../contracts/deposits.ts';
import { SuffixedInput } from '../../../components/suffixed-input.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { FieldError } from '../../../components/ui/field-error.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { applyServerFieldErrors, errorMessage, fieldMessage, formResolver } from '../../../lib/forms.ts';
import type { Currency } from '../../../lib/money.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateDepositPolicy } from '../api/update-deposit-policy.ts';
import { depositPolicyFormSchema, formToBody, policyToForm } from '../lib/deposit-policy-form.ts';
import { DepositRepeatRule } from './deposit-repeat-rule.tsx';
import { DepositServiceRules } from './deposit-service-rules.tsx';

/** The server's field paths are the body's; the form names the rule for repeat no-shows' fields its own way. */
function formPath(path: string): string {
  if (path === 'repeatNoShows.count') return 'repeatCount';
  if (path === 'repeatNoShows.periodDays') return 'repeatPeriodDays';
  if (path.startsWith('repeatNoShows.')) return 'repeatOn';
  return path.startsWith('services.') ? 'root.server' : path;
}

/**
 * The deposit policy (docs/deposits.md): the cancellation window, what a no-show keeps, how long an
 * unpaid booking holds its time, the rule for clients with recent no-shows, and each service's deposit.
 */
export function DepositPolicyForm({ policy, currency }: { policy: DepositPolicyAnswer; currency: Currency }) {
  const { t } = useTranslation();
  const id = useId();
  const language = currentLanguage();
  const update = useUpdateDepositPolicy();
  const schema = useMemo(() => depositPolicyFormSchema(language), [language]);
  const form = useForm({ resolver: formResolver(schema), defaultValues: policyToForm(policy, language) });
  const { errors, isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(formToBody(values, policy, language));
      form.reset(policyToForm(saved, language));
      showToast('success', t('depositSettings.policy.saved'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, formPath);
      showToast('error', t('depositSettings.policy.saveError'), errorMessage(error));
    }
  });

  const number = (
    name: 'cancelWindowHours' | 'holdMinutes',
    label: string,
    suffix: string,
    hint: string,
    extra?: string,
  ) => {
    const message = fieldMessage(errors[name]?.message);
    return (
      <div className="space-y-2">
        <Label htmlFor={`${id}-${name}`}>{label}</Label>
        <SuffixedInput
          id={`${id}-${name}`}
          suffix={suffix}
          inputMode="numeric"
          className="sm:max-w-48"
          aria-invalid={message ? true : undefined}
          aria-describedby={[`${id}-${name}-hint`, message ? `${id}-${name}-error` : ''].join(' ').trim()}
          {...form.register(name)}
        />
        <p id={`${id}-${name}-hint`} className="text-xs text-muted-foreground">
          {hint}
          {extra && <span className="mt-1 block font-medium text-foreground">{extra}</span>}
        </p>
        <FieldError id={`${id}-${name}-error`} message={message} />
      </div>
    );
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="space-y-6"
      aria-label={t('depositSettings.policy.title')}
      data-testid="deposit-policy-form"
    >
      <div className="grid gap-5 md:grid-cols-3">
        {number(
          'cancelWindowHours',
          t('depositSettings.policy.cancelWindow'),
          t('depositSettings.policy.cancelWindowSuffix'),
          t('depositSettings.policy.cancelWindowHint'),
        )}
        <div className="space-y-2">
          <Label htmlFor={`${id}-noShowKeeps`}>{t('depositSettings.policy.noShowKeeps')}</Label>
          <NativeSelect
            id={`${id}-noShowKeeps`}
            aria-describedby={`${id}-noShowKeeps-hint`}
            {...form.register('noShowKeeps')}
          >
            <option value="deposit">{t('depositSettings.policy.keepDeposit')}</option>
            <option value="nothing">{t('depositSettings.policy.refundDeposit')}</option>
          </NativeSelect>
          <p id={`${id}-noShowKeeps-hint`} className="text-xs text-muted-foreground">
            {t('depositSettings.policy.noShowHint')}
          </p>
        </div>
        {number(
          'holdMinutes',
          t('depositSettings.policy.hold'),
          t('depositSettings.policy.holdSuffix'),
          t('depositSettings.policy.holdHint'),
          policy.holdSecondsOverride === null
            ? undefined
            : t('depositSettings.policy.holdOverride', { seconds: policy.holdSecondsOverride }),
        )}
      </div>
      <DepositRepeatRule form={form} currency={currency} />
      <DepositServiceRules form={form} currency={currency} />
      <FieldError id={`${id}-server-error`} message={fieldMessage(errors.root?.server?.message)} />
      <div className="flex justify-end">
        <Button type="submit" className="w-full sm:w-auto" disabled={isSubmitting || !isDirty}>
          {isSubmitting ? t('common.saving') : t('depositSettings.policy.save')}
        </Button>
      </div>
    </form>
  );
}
