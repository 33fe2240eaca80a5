import { Scissors } from 'lucide-react';
import { useId } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEPOSIT_RULE_KINDS, MIN_DEPOSIT_CENTS } from '../../../../core/deposits.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { formatMoney, type Currency } from '../../../lib/money.ts';
import { rowDepositCents, type DepositPolicyFormValues } from '../lib/deposit-policy-form.ts';
import { DepositRuleFields } from './deposit-rule-fields.tsx';

/** What a service's rule asks as typed, by the server's rounding: nothing, an amount, too little to ask, or not yet valid. */
function RowDeposit({
  form,
  index,
  currency,
}: {
  form: UseFormReturn<DepositPolicyFormValues>;
  index: number;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const row = useWatch({ control: form.control, name: `services.${index}` });
  const cents = rowDepositCents(row, language);
  const money = (amount: number) => formatMoney(amount, currency, language);
  const text =
    cents === null
      ? t('depositSettings.services.pending')
      : cents === 0
        ? t('depositSettings.services.nothing')
        : cents < MIN_DEPOSIT_CENTS
          ? t('depositSettings.services.belowMinimum', { amount: money(cents), minimum: money(MIN_DEPOSIT_CENTS) })
          : t('depositSettings.services.asks', { amount: money(cents) });
  const asks = cents !== null && cents >= MIN_DEPOSIT_CENTS;
  return (
    <p
      className={`text-sm tabular-nums ${asks ? 'font-semibold text-foreground' : 'text-muted-foreground'}`}
      aria-live="polite"
      data-testid="deposit-service-amount"
    >
      {text}
    </p>
  );
}

/** Each active service's deposit rule, its price and what it asks: a list whose fields stack on a phone. */
export function DepositServiceRules({
  form,
  currency,
}: {
  form: UseFormReturn<DepositPolicyFormValues>;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const id = useId();
  const language = currentLanguage();
  const rows = form.getValues('services');

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div>
        <h3 id={`${id}-title`} className="font-semibold text-foreground">
          {t('depositSettings.services.title')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('depositSettings.services.description')}</p>
      </div>
      {rows.length === 0 ? (
        <EmptyState
          icon={Scissors}
          title={t('depositSettings.services.empty')}
          action={
            <Link to="/servicos" className={buttonVariants({ variant: 'outline' })}>
              {t('depositSettings.services.toServices')}
            </Link>
          }
        />
      ) : (
        <ul className="divide-y divide-border rounded-xl border border-border">
          {rows.map((service, index) => (
            <li
              key={service.serviceId}
              className="grid gap-3 p-4 md:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] md:items-start"
              data-testid="deposit-service-row"
            >
              <div className="min-w-0">
                <p className="break-words font-medium text-foreground">{service.serviceName}</p>
                <p className="text-sm tabular-nums text-muted-foreground">
                  {t('depositSettings.services.price', { price: formatMoney(service.priceCents, currency, language) })}
                </p>
              </div>
              <div className="min-w-0 space-y-2">
                <DepositRuleFields
                  form={form}
                  id={`${id}-${index}`}
                  names={{
                    kind: `services.${index}.kind`,
                    amount: `services.${index}.amount`,
                    percent: `services.${index}.percent`,
                  }}
                  kinds={DEPOSIT_RULE_KINDS}
                  currency={currency}
                  subject={service.serviceName}
                  labels={{
                    kind: t('depositSettings.services.rule'),
                    kindFor: t('depositSettings.services.ruleFor', { service: service.serviceName }),
                    amountFor: t('depositSettings.services.amountFor', { service: service.serviceName }),
                    percentFor: t('depositSettings.services.percentFor', { service: service.serviceName }),
                  }}
                />
                <RowDeposit form={form} index={index} currency={currency} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
