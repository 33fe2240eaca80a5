import { CreditCard, QrCode, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '../../lib/money.ts';
import { useDepositI18n } from '../i18n/deposit-i18n.ts';
import type { DepositMethod } from '../lib/deposit.ts';

/**
 * Before the customer books a visit that asks a deposit: how much, how long the time is held
 * unpaid, what a cancellation and a no-show do to it — and whether they pay by PIX or card.
 */
export function DepositNote({
  policy,
  amountCents,
  currency,
  method,
  onMethod,
}: {
  policy: NonNullable<PublicBusiness['deposits']>;
  amountCents: number;
  currency: PublicBusiness['currency'];
  method: DepositMethod;
  onMethod: (method: DepositMethod) => void;
}) {
  const { tr, language } = useDepositI18n();
  const id = useId();
  const amount = formatMoney(amountCents, currency, language);
  const methods = [
    { value: 'pix', label: tr('deposit.note.pix'), hint: tr('deposit.note.pixHint'), Icon: QrCode },
    { value: 'card', label: tr('deposit.note.card'), hint: tr('deposit.note.cardHint'), Icon: CreditCard },
  ] as const;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-primary/30 bg-secondary/40 p-4 text-sm"
      data-testid="deposit-note"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-foreground">
        <ShieldCheck className="size-4 text-link" aria-hidden="true" />
        {tr('deposit.note.title')}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-foreground">
        <li>{tr('deposit.note.amount', { amount })}</li>
        <li>{tr('deposit.note.hold', { minutes: policy.holdMinutes })}</li>
        <li>
          {policy.cancelWindowHours > 0
            ? tr('deposit.note.cancelWindow', { hours: policy.cancelWindowHours })
            : tr('deposit.note.cancelAnyTime')}
        </li>
        <li>{policy.noShowKeeps === 'deposit' ? tr('deposit.note.noShowKeeps') : tr('deposit.note.noShowRefunds')}</li>
      </ul>
      <fieldset className="space-y-2">
        <legend className="mb-2 font-medium text-foreground">{tr('deposit.note.method')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {methods.map(({ value, label, hint, Icon }) => (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg border bg-card p-3 has-focus-visible:outline-2 has-focus-visible:outline-ring',
                method === value ? 'border-primary ring-1 ring-primary' : 'border-border hover:border-primary/60',
              )}
            >
              <input
                type="radio"
                name="depositMethod"
                value={value}
                checked={method === value}
                onChange={() => onMethod(value)}
                className="size-4 accent-primary"
              />
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="min-w-0">
                <span className="block font-medium text-foreground">{label}</span>
                <span className="block text-xs text-muted-foreground">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
}
