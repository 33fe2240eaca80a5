import { CalendarCheck2, CalendarX, CircleCheckBig, Clock, QrCode, SearchX } from 'lucide-react';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { WaitlistOffer } from '../../../contracts/waitlist.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatMoment, formatTime, formatWhen } from '../../lib/local-date.ts';
import { formatMoney } from '../../lib/money.ts';
import { DocumentTitle } from '../../public-pages/components/document-title.tsx';
import { FriendlyMessage, LoadFailedMessage } from '../../public-pages/components/friendly-message.tsx';
import { Notice } from '../../public-pages/components/notice.tsx';
import { LoadingPage, PageShell, Panel } from '../../public-pages/components/page-shell.tsx';
import { toPublicApiError, type PublicApiError } from '../../public-pages/lib/public-api.ts';
import { DetailsList } from '../components/details-list.tsx';
import { ZoneNote } from '../components/zone-note.tsx';
import { useWaitlistI18n } from '../i18n/waitlist-i18n.ts';
import { managePath } from '../lib/booking-api.ts';
import { offerFlow, offerStart } from '../lib/offer-flow.ts';
import { claimWaitlistOffer, getWaitlistOffer } from '../lib/waitlist-api.ts';

type Load =
  { status: 'loading' } | { status: 'ready'; offer: WaitlistOffer } | { status: 'failed'; error: PublicApiError };

/**
 * /agendar/{businessId}/oferta/{token}: a time offered to a customer on the waitlist, with the button
 * that books it while the link holds; then the booking, or kind words when the time is gone.
 * Loaded apart from the booking page's first script (its default export).
 */
export default function OfferPage({ token }: { token: string }) {
  const { tr } = useWaitlistI18n();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getWaitlistOffer(token, controller.signal)
      .then((offer) => setLoad({ status: 'ready', offer }))
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', error: toPublicApiError(cause) });
      });
    return () => controller.abort();
  }, [token, attempt]);

  if (load.status === 'loading') return <LoadingPage />;
  if (load.status === 'failed') {
    const { error } = load;
    return (
      <PageShell title={null}>
        <DocumentTitle title={tr('waitlist.offer.documentTitle')} />
        {error.status === 404 || error.status === 400 ? (
          <FriendlyMessage icon={SearchX} title={tr('waitlist.offer.notFoundTitle')}>
            <p>{tr('waitlist.offer.notFoundText')}</p>
          </FriendlyMessage>
        ) : (
          <LoadFailedMessage error={error} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </PageShell>
    );
  }
  return <Offer initial={load.offer} token={token} />;
}

/** The offer's heading: open to claim, claimed, or claimed and held until its deposit is paid. */
const HEADINGS = {
  open: { Icon: CalendarCheck2, title: 'waitlist.offer.openTitle', text: 'waitlist.offer.openText', done: false },
  claimed: {
    Icon: CircleCheckBig,
    title: 'waitlist.offer.claimedTitle',
    text: 'waitlist.offer.claimedText',
    done: true,
  },
  deposit: { Icon: QrCode, title: 'waitlist.offer.depositTitle', text: 'waitlist.offer.depositText', done: false },
} as const;

function Offer({ initial, token }: { initial: WaitlistOffer; token: string }) {
  const { tr, language } = useWaitlistI18n();
  const [{ offer, claiming, failure }, dispatch] = useReducer(offerFlow, initial, offerStart);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { business } = offer;
  const bookAgain = `/agendar/${encodeURIComponent(business.id)}`;

  const claim = async () => {
    dispatch({ type: 'claiming' });
    try {
      dispatch({ type: 'claimed', offer: await claimWaitlistOffer(token) });
    } catch (cause) {
      dispatch({ type: 'refused', error: toPublicApiError(cause) });
    }
    window.setTimeout(() => headingRef.current?.focus(), 0);
  };

  const title = `${tr('waitlist.offer.documentTitle')} · ${business.name}`;
  if (offer.state === 'taken' || offer.state === 'expired') {
    const taken = offer.state === 'taken';
    return (
      <PageShell title={business.name} eyebrow={tr('waitlist.offer.eyebrow')}>
        <DocumentTitle title={title} />
        <FriendlyMessage
          icon={taken ? CalendarX : Clock}
          title={taken ? tr('waitlist.offer.takenTitle') : tr('waitlist.offer.expiredTitle')}
          action={
            <a href={bookAgain} className={buttonVariants({ variant: 'outline' })}>
              {tr('waitlist.offer.bookOther')}
            </a>
          }
        >
          <p>{taken ? tr('waitlist.offer.takenText') : tr('waitlist.offer.expiredText')}</p>
        </FriendlyMessage>
      </PageShell>
    );
  }

  const claimed = offer.state === 'claimed';
  // The claim holds the time until its deposit is paid (docs/deposits.md): the manage link has the pay step.
  const awaitingDeposit = claimed && offer.depositPending;
  const heading = HEADINGS[awaitingDeposit ? 'deposit' : claimed ? 'claimed' : 'open'];
  const several = offer.steps.length > 1;
  const rows = [
    ...offer.steps.map((step, index) => ({
      label: several ? `${tr('summary.service')} ${index + 1}` : tr('summary.service'),
      value: several
        ? `${step.serviceName} · ${step.professionalName} · ${formatTime(step.startsAt, business.timeZone, language)}`
        : `${step.serviceName} · ${step.professionalName}`,
    })),
    { label: tr('summary.when'), value: formatWhen(offer.startsAt, offer.endsAt, business.timeZone, language) },
    { label: tr('summary.where'), value: [business.name, business.address].filter(Boolean).join(' · ') },
    { label: tr('summary.price'), value: formatMoney(offer.priceCents, business.currency, language) },
  ];

  return (
    <PageShell title={business.name} eyebrow={tr('waitlist.offer.eyebrow')}>
      <DocumentTitle title={title} />
      <Panel className="mx-auto max-w-2xl space-y-5" data-testid="waitlist-offer">
        <div className="text-center">
          <span
            className={`mx-auto grid size-14 place-items-center rounded-full ${heading.done ? 'bg-success/15 text-success' : 'bg-secondary text-secondary-foreground'}`}
          >
            <heading.Icon className={heading.done ? 'size-8' : 'size-7'} aria-hidden="true" />
          </span>
          <h2
            ref={headingRef}
            tabIndex={-1}
            className="mt-3 text-2xl font-bold tracking-tight text-foreground focus:outline-none"
          >
            {tr(heading.title)}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{tr(heading.text, { name: offer.clientName })}</p>
        </div>

        <DetailsList rows={rows} />
        <ZoneNote timeZone={business.timeZone} />

        {claimed && offer.manageToken ? (
          <a
            href={managePath(business.id, offer.manageToken)}
            className={buttonVariants({ size: 'lg', className: 'w-full' })}
          >
            {awaitingDeposit ? tr('waitlist.offer.payDeposit') : tr('waitlist.offer.manage')}
          </a>
        ) : (
          <div className="space-y-3">
            <p className="text-center text-sm text-muted-foreground">
              {tr('waitlist.offer.holdsUntil', {
                when: formatMoment(offer.expiresAt, business.timeZone, language, false),
              })}
            </p>
            {failure && (
              <Notice variant="error" live title={tr('waitlist.offer.failed')}>
                <p>{failure}</p>
              </Notice>
            )}
            <Button size="lg" className="h-14 w-full text-lg" disabled={claiming} onClick={() => void claim()}>
              {claiming && <Spinner className="size-5 text-primary-foreground" />}
              {claiming ? tr('waitlist.offer.claiming') : tr('waitlist.offer.claim')}
            </Button>
          </div>
        )}
      </Panel>
    </PageShell>
  );
}
