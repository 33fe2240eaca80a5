import { SearchX } from 'lucide-react';
import { DocumentTitle } from '../public-pages/components/document-title.tsx';
import { FriendlyMessage } from '../public-pages/components/friendly-message.tsx';
import { PageShell } from '../public-pages/components/page-shell.tsx';
import { useReviewI18n } from './i18n/i18n.ts';
import type { ReviewRoute } from './lib/route.ts';
import { BusinessReviewsPage } from './pages/business-reviews-page.tsx';
import { ReviewFormPage } from './pages/review-form-page.tsx';

/** The review page at `route`. */
export function ReviewApp({ route }: { route: ReviewRoute }) {
  const { tr } = useReviewI18n();
  if (route.page === 'form') return <ReviewFormPage token={route.token} />;
  if (route.page === 'business') return <BusinessReviewsPage businessId={route.businessId} />;
  return (
    <PageShell title={null}>
      <DocumentTitle title={tr('page.documentTitle')} />
      <FriendlyMessage icon={SearchX} title={tr('notFound.title')}>
        <p>{tr('notFound.text')}</p>
      </FriendlyMessage>
    </PageShell>
  );
}
