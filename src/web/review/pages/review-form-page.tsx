import { CalendarX, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ReviewForm } from '../../../contracts/reviews.ts';
import { buttonVariants } from '../../components/ui/button.tsx';
import { DocumentTitle } from '../../public-pages/components/document-title.tsx';
import { FriendlyMessage, LoadFailedMessage } from '../../public-pages/components/friendly-message.tsx';
import { Notice } from '../../public-pages/components/notice.tsx';
import { LoadingPage, PageShell, Panel } from '../../public-pages/components/page-shell.tsx';
import { businessReviewsPath, toPublicApiError, type PublicApiError } from '../../public-pages/lib/public-api.ts';
import { AboutReview } from '../components/about-review.tsx';
import { ClosedView } from '../components/closed-view.tsx';
import { ReviewFormView } from '../components/review-form-view.tsx';
import { ThanksView } from '../components/thanks-view.tsx';
import { useReviewI18n } from '../i18n/i18n.ts';
import { getReviewForm } from '../lib/review-api.ts';

type Load = { status: 'loading' } | { status: 'ready'; form: ReviewForm } | { status: 'failed'; error: PublicApiError };

/**
 * /avaliar/{token}: the customer's own link to review one visit. It writes the review (`new`),
 * changes it for 7 days (`editable`), then only shows it (`closed`); an unused link ends after 30
 * days (`expired`). After sending: thanks, and the business's Google page for everyone alike.
 */
export function ReviewFormPage({ token }: { token: string }) {
  const { tr } = useReviewI18n();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [thanks, setThanks] = useState<{ edited: boolean } | null>(null);
  const [editingAgain, setEditingAgain] = useState(false);
  // Set when the link stopped taking the review while the page was open.
  const [stale, setStale] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    getReviewForm(token, controller.signal)
      .then((form) => setLoad({ status: 'ready', form }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', error: toPublicApiError(error) });
      });
    return () => controller.abort();
  }, [token, attempt]);

  if (load.status === 'loading') return <LoadingPage />;

  if (load.status === 'failed') {
    const { error } = load;
    return (
      <PageShell title={null}>
        <DocumentTitle title={tr('page.documentTitle')} />
        {error.status === 404 || error.status === 400 ? (
          <FriendlyMessage icon={SearchX} title={tr('notFound.title')}>
            <p>{tr('notFound.text')}</p>
          </FriendlyMessage>
        ) : (
          <LoadFailedMessage error={error} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </PageShell>
    );
  }

  const { form } = load;
  const reviewsLink = (
    <a href={businessReviewsPath(form.business.id)} className={buttonVariants({ variant: 'outline' })}>
      {tr('thanks.seeAll', { business: form.business.name })}
    </a>
  );

  return (
    <PageShell title={form.business.name} eyebrow={tr('page.eyebrow')}>
      <DocumentTitle title={`${form.business.name} · ${tr('page.documentTitle')}`} />
      {form.state === 'expired' ? (
        <FriendlyMessage icon={CalendarX} title={tr('expired.title')} action={reviewsLink}>
          <p>{tr('expired.text')}</p>
        </FriendlyMessage>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
          <Panel className="lg:col-start-1 lg:row-start-1">
            {stale && <Notice variant="info" title={tr('form.closedNow')} live className="mb-5" />}
            {thanks ? (
              <ThanksView
                form={form}
                edited={thanks.edited}
                onEdit={() => {
                  setThanks(null);
                  setEditingAgain(true);
                }}
              />
            ) : form.state === 'closed' ? (
              <ClosedView form={form} />
            ) : (
              <ReviewFormView
                token={token}
                form={form}
                focusHeading={editingAgain}
                onSaved={(saved) => {
                  setThanks({ edited: form.state === 'editable' });
                  setLoad({ status: 'ready', form: saved });
                }}
                onStale={() => {
                  setStale(true);
                  setAttempt((n) => n + 1);
                }}
              />
            )}
          </Panel>
          <AboutReview business={form.business} editable={form.state !== 'closed'} />
        </div>
      )}
    </PageShell>
  );
}
