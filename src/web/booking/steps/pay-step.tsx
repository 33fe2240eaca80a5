import { CreditCard, FlaskConical, QrCode } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { PublicDeposit } from '../../../contracts/deposits.ts';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import { formatMoney } from '../../lib/money.ts';
import { useNow } from '../../lib/use-now.ts';
import { Notice } from '../../public-pages/components/notice.tsx';
import { toPublicApiError, type PublicApiError } from '../../public-pages/lib/public-api.ts';
import { CardPayment } from '../components/card-payment.tsx';
import { DepositReleased } from '../components/deposit-released.tsx';
import { PixPayment } from '../components/pix-payment.tsx';
import { useDeposit } from '../hooks/use-deposit.ts';
import { useDepositI18n } from '../i18n/deposit-i18n.ts';
import { getDeposit, payTestDeposit, startDepositPayment } from '../lib/deposit-api.ts';
import { depositView, formatCountdown, holdLeft, payFailureKey, type DepositMethod } from '../lib/deposit.ts';

/**
 * Paying a held booking's deposit: its amount, the time left of the hold, the PIX code (or the
 * card form), and — with the built-in test payments — a "Pay (test)" button. The page asks the
 * server every few seconds; once the deposit is no longer pending, `onSettled` has it (paid, or
 * released). Once the hold is over on the customer's clock the time shows as released, while the
 * page still listens for a payment made at the last moment.
 */
export function PayStep({
  token,
  initial,
  currency,
  returnUrl,
  onSettled,
  onBookAgain,
  heading: Heading = 'h2',
}: {
  token: string;
  initial: PublicDeposit;
  currency: PublicBusiness['currency'];
  /** Where a card payment that goes through the bank's page comes back to: the manage link. */
  returnUrl: string;
  onSettled: (deposit: PublicDeposit) => void;
  onBookAgain?: () => void;
  heading?: 'h2' | 'h3';
}) {
  const { tr, language } = useDepositI18n();
  const [deposit, setDeposit] = useDeposit(token, initial);
  const now = useNow(1000);
  const [busy, setBusy] = useState<'switching' | 'paying' | null>(null);
  const [failure, setFailure] = useState<PublicApiError | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const amount = formatMoney(deposit.amountCents, currency, language);
  const method: DepositMethod = deposit.method ?? 'pix';

  useEffect(() => headingRef.current?.focus(), []);
  const settled = deposit.status !== 'pending';
  useEffect(() => {
    if (settled) onSettled(deposit);
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when it settles

  const run = async (kind: 'switching' | 'paying', request: () => Promise<PublicDeposit>) => {
    setBusy(kind);
    setFailure(null);
    try {
      setDeposit(await request());
    } catch (cause) {
      const error = toPublicApiError(cause);
      setFailure(error);
      // No longer payable: paid meanwhile, or released. Read what it is now.
      if (error.code === 'DEPOSIT_NOT_PAYABLE') getDeposit(token).then(setDeposit, () => undefined);
    } finally {
      setBusy(null);
    }
  };

  if (depositView(deposit, now) === 'released') return <DepositReleased lateRefund={false} onBookAgain={onBookAgain} />;

  const failureKey = failure ? payFailureKey(failure.code) : null;
  const methods = [
    { value: 'pix', label: tr('deposit.pay.usePix'), Icon: QrCode },
    { value: 'card', label: tr('deposit.pay.useCard'), Icon: CreditCard },
  ] as const;

  return (
    <div className="space-y-5" data-testid="deposit-pay">
      <div>
        <Heading
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight text-foreground focus:outline-none"
        >
          {tr('deposit.pay.title')}
        </Heading>
        <p className="mt-1 text-sm text-muted-foreground">{tr('deposit.pay.intro')}</p>
      </div>

      <div className="flex flex-wrap items-end justify-between gap-3 rounded-xl border border-border bg-muted/30 p-4">
        <div>
          <p className="text-sm text-muted-foreground">{tr('deposit.pay.amount')}</p>
          <p className="text-2xl font-bold whitespace-nowrap text-foreground" data-testid="deposit-amount">
            {amount}
          </p>
        </div>
        <div className="ml-auto text-right">
          <p className="text-sm text-muted-foreground">{tr('deposit.pay.held')}</p>
          <p
            role="timer"
            aria-label={tr('deposit.pay.heldLabel')}
            className="text-2xl font-bold text-foreground tabular-nums"
            data-testid="deposit-countdown"
          >
            {formatCountdown(holdLeft(deposit, now))}
          </p>
        </div>
      </div>

      <div role="group" aria-label={tr('deposit.pay.method')} className="flex flex-wrap gap-2">
        {methods.map(({ value, label, Icon }) => (
          <Button
            key={value}
            variant="outline"
            aria-pressed={method === value}
            disabled={busy !== null}
            onClick={() => method !== value && void run('switching', () => startDepositPayment(token, value))}
            className={cn(
              'h-auto min-h-10 py-2 whitespace-normal',
              method === value && 'border-primary ring-1 ring-primary',
            )}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>

      {busy === 'switching' ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {tr('deposit.pay.switching')}
        </p>
      ) : method === 'pix' ? (
        deposit.pix && <PixPayment code={deposit.pix.code} amount={amount} />
      ) : deposit.test ? (
        // The test payments have no card form: "Pay (test)" below pays either way.
        <p className="text-sm text-muted-foreground">{tr('deposit.pay.cardTest')}</p>
      ) : deposit.card ? (
        <CardPayment key={deposit.card.clientSecret} card={deposit.card} amount={amount} returnUrl={returnUrl} />
      ) : null}

      {failure && (
        <Notice variant="error" live title={tr('deposit.pay.failureTitle')}>
          <p>{failureKey ? tr(`deposit.pay.errors.${failureKey}`) : failure.message}</p>
        </Notice>
      )}

      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner />
        {tr('deposit.pay.waiting')}
      </p>

      {deposit.test && (
        <div className="space-y-2 rounded-xl border border-dashed border-accent-foreground/40 bg-accent/15 p-4 text-sm">
          <p className="flex items-center gap-2 font-semibold text-foreground">
            <FlaskConical className="size-4" aria-hidden="true" />
            {tr('deposit.pay.testTitle')}
          </p>
          <p className="text-muted-foreground">{tr('deposit.pay.testText')}</p>
          <Button
            variant="secondary"
            disabled={busy !== null}
            onClick={() => void run('paying', () => payTestDeposit(token))}
          >
            {busy === 'paying' && <Spinner className="size-4" />}
            {tr('deposit.pay.testPay')}
          </Button>
        </div>
      )}
    </div>
  );
}
