import { SearchX } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { DocumentTitle } from '../public-pages/components/document-title.tsx';
import { FriendlyMessage } from '../public-pages/components/friendly-message.tsx';
import { LoadingPage, PageShell } from '../public-pages/components/page-shell.tsx';
import { useI18n } from './i18n/i18n.ts';
import type { BookingRoute } from './lib/route.ts';
import { later } from './components/later.tsx';
import { BookPage, type Load } from './pages/book-page.tsx';

// The manage link's page (the booking, moving and cancelling it) loads only on that link: the
// booking page's first view does without it.
const ManagePage = lazy(() => import('./pages/manage-page.tsx').then((m) => ({ default: m.ManagePage })));

// A waitlist offer's claim page, loaded apart: the booking page's first script stays light.
const OfferPage = later(() => import('./pages/offer-page.tsx'));

/** The page at `route`; `initial`: what the server read for it (the booking step only). */
export function BookingApp({ route, initial }: { route: BookingRoute; initial?: Load }) {
  const { tr } = useI18n();
  if (route.page === 'book')
    return <BookPage businessId={route.businessId} initial={initial} packagesToken={route.token} />;
  if (route.page === 'manage') {
    return (
      <Suspense fallback={<LoadingPage />}>
        <ManagePage token={route.token} />
      </Suspense>
    );
  }
  if (route.page === 'offer') return <OfferPage token={route.token} />;
  return (
    <PageShell title={null}>
      <DocumentTitle title={tr('page.documentTitle')} />
      <FriendlyMessage icon={SearchX} title={tr('unavailable.notFoundTitle')}>
        <p>{tr('unavailable.notFoundText')}</p>
      </FriendlyMessage>
    </PageShell>
  );
}
