import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import type { PublicDeposit } from '../../../contracts/deposits.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Notice } from '../../public-pages/components/notice.tsx';
import { useDepositI18n } from '../i18n/deposit-i18n.ts';

type Card = NonNullable<PublicDeposit['card']>;
type Form = { status: 'loading' } | { status: 'ready' } | { status: 'failed' };

/**
 * The provider's card form (Stripe's Payment Element) for a deposit, on the business's own account.
 * Stripe.js is loaded only here, once the customer chooses the card. Paying confirms at the
 * provider; the booking is confirmed by the provider's word to the server, which the page's poll
 * then reads. `returnUrl`: where a payment that needs the bank's page comes back to.
 */
export function CardPayment({ card, amount, returnUrl }: { card: Card; amount: string; returnUrl: string }) {
  const { tr, language } = useDepositI18n();
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [form, setForm] = useState<Form>({ status: 'loading' });
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { clientSecret, publishableKey, stripeAccount } = card;

  useEffect(() => {
    if (!publishableKey) return;
    let cancelled = false;
    let unmount: (() => void) | undefined;
    import('@stripe/stripe-js')
      .then(({ loadStripe }) =>
        loadStripe(publishableKey, { stripeAccount, locale: language === 'pt-BR' ? 'pt-BR' : 'en' }),
      )
      .then((stripe) => {
        if (cancelled || !stripe || !mountRef.current) {
          if (!cancelled) setForm({ status: 'failed' });
          return;
        }
        const elements = stripe.elements({ clientSecret });
        const element = elements.create('payment');
        element.on('ready', () => !cancelled && setForm({ status: 'ready' }));
        element.mount(mountRef.current);
        stripeRef.current = { stripe, elements };
        unmount = () => element.destroy();
      })
      .catch(() => !cancelled && setForm({ status: 'failed' }));
    return () => {
      cancelled = true;
      unmount?.();
      stripeRef.current = null;
    };
  }, [clientSecret, publishableKey, stripeAccount, language]);

  if (!publishableKey) {
    return (
      <Notice variant="info" title={tr('deposit.pay.failureTitle')}>
        <p>{tr('deposit.pay.cardUnavailable')}</p>
      </Notice>
    );
  }

  const pay = async () => {
    const loaded = stripeRef.current;
    if (!loaded) return;
    setPaying(true);
    setFailure(null);
    try {
      const { error } = await loaded.stripe.confirmPayment({
        elements: loaded.elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      // The provider's own message says what is wrong with the card; success is read by the poll.
      if (error) setFailure(error.message ?? tr('deposit.pay.errors.unavailable'));
    } catch {
      setFailure(tr('deposit.pay.errors.network'));
    } finally {
      setPaying(false);
    }
  };

  return (
    <div className="space-y-3" data-testid="deposit-card">
      {form.status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {tr('deposit.pay.cardLoading')}
        </p>
      )}
      {form.status === 'failed' && (
        <Notice variant="error" live title={tr('deposit.pay.failureTitle')}>
          <p>{tr('deposit.pay.cardFailed')}</p>
        </Notice>
      )}
      <div ref={mountRef} />
      {failure && (
        <Notice variant="error" live title={tr('deposit.pay.failureTitle')}>
          <p>{failure}</p>
        </Notice>
      )}
      {form.status === 'ready' && (
        <Button size="lg" className="w-full" disabled={paying} onClick={() => void pay()}>
          {paying && <Spinner className="size-4 text-primary-foreground" />}
          {paying ? tr('deposit.pay.cardPaying') : tr('deposit.pay.cardPay', { amount })}
        </Button>
      )}
    </div>
  );
}
