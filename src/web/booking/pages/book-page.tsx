import { CalendarX, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { DocumentTitle } from '../../public-pages/components/document-title.tsx';
import { FriendlyMessage, LoadFailedMessage } from '../../public-pages/components/friendly-message.tsx';
import { LoadingPage, PageShell } from '../../public-pages/components/page-shell.tsx';
import { useI18n, type Translate } from '../i18n/i18n.ts';
import { getPublicBusiness } from '../lib/booking-api.ts';
import { toPublicApiError, type PublicApiError } from '../../public-pages/lib/public-api.ts';
import { BookingWizard } from '../steps/booking-wizard.tsx';

export type Load =
  { status: 'loading' } | { status: 'ready'; business: PublicBusiness } | { status: 'failed'; error: PublicApiError };

/** The document's title for the page in the state `load`. */
export function bookPageTitle(load: Load, tr: Translate): string {
  return load.status === 'ready' ? `${load.business.name} · ${tr('page.documentTitle')}` : tr('page.documentTitle');
}

/**
 * /agendar/{businessId}: the business, then service → professional → day and time → details → done.
 * `initial` is what the server already read and rendered the page from; without it the page reads
 * the business itself. `packagesToken`: a booking's secret, whose client's package sessions show.
 */
export function BookPage({
  businessId,
  initial,
  packagesToken,
}: {
  businessId: string;
  initial?: Load;
  packagesToken?: string | undefined;
}) {
  const { tr } = useI18n();
  const [load, setLoad] = useState<Load>(initial ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (initial && attempt === 0) return;
    const controller = new AbortController();
    getPublicBusiness(businessId, controller.signal)
      .then((business) => setLoad({ status: 'ready', business }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'failed', error: toPublicApiError(error) });
      });
    return () => controller.abort();
  }, [businessId, attempt, initial]);

  if (load.status === 'loading') {
    return <LoadingPage />;
  }

  if (load.status === 'failed') {
    const { error } = load;
    return (
      <PageShell title={null}>
        <DocumentTitle title={bookPageTitle(load, tr)} />
        {error.code === 'BOOKING_DISABLED' ? (
          <FriendlyMessage icon={CalendarX} title={tr('unavailable.disabledTitle')}>
            <p>{tr('unavailable.disabledText')}</p>
          </FriendlyMessage>
        ) : error.status === 404 || error.status === 400 ? (
          <FriendlyMessage icon={SearchX} title={tr('unavailable.notFoundTitle')}>
            <p>{tr('unavailable.notFoundText')}</p>
          </FriendlyMessage>
        ) : (
          <LoadFailedMessage error={error} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </PageShell>
    );
  }

  return (
    <>
      <DocumentTitle title={bookPageTitle(load, tr)} />
      <BookingWizard business={load.business} packagesToken={packagesToken} />
    </>
  );
}
