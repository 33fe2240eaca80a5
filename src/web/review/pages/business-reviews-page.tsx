import { CalendarPlus, SearchX, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PublicReview, PublicReviews } from '../../../contracts/reviews.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { DocumentTitle } from '../../public-pages/components/document-title.tsx';
import { FriendlyMessage, LoadFailedMessage } from '../../public-pages/components/friendly-message.tsx';
import { Notice } from '../../public-pages/components/notice.tsx';
import { LoadingPage, PageShell, Panel } from '../../public-pages/components/page-shell.tsx';
import { PublicReviewCard } from '../../public-pages/components/public-review-card.tsx';
import { toPublicApiError, type PublicApiError } from '../../public-pages/lib/public-api.ts';
import { AskLinkForm } from '../components/ask-link-form.tsx';
import { RatingSummary } from '../components/rating-summary.tsx';
import { useReviewI18n } from '../i18n/i18n.ts';
import { getPublicReviews } from '../lib/review-api.ts';

export const PUBLIC_PAGE_SIZE = 10;

type Load =
  | { status: 'loading' }
  | { status: 'ready'; page: PublicReviews; items: PublicReview[] }
  | { status: 'failed'; error: PublicApiError };

/**
 * /avaliar/b/{businessId}: the business's rating and its latest visible reviews with the replies,
 * ten at a time, and — when it asks for reviews — "send me my link" for a customer who visited.
 */
export function BusinessReviewsPage({ businessId }: { businessId: string }) {
  const { tr } = useReviewI18n();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [more, setMore] = useState<'idle' | 'loading' | 'failed'>('idle');

  useEffect(() => {
    const controller = new AbortController();
    getPublicReviews(businessId, { limit: PUBLIC_PAGE_SIZE, offset: 0 }, controller.signal)
      .then((page) => setLoad({ status: 'ready', page, items: page.items }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', error: toPublicApiError(error) });
      });
    return () => controller.abort();
  }, [businessId, attempt]);

  if (load.status === 'loading') return <LoadingPage />;

  if (load.status === 'failed') {
    const { error } = load;
    return (
      <PageShell title={null}>
        <DocumentTitle title={tr('page.businessEyebrow')} />
        {error.status === 404 || error.status === 400 ? (
          <FriendlyMessage icon={SearchX} title={tr('notFound.businessTitle')}>
            <p>{tr('notFound.businessText')}</p>
          </FriendlyMessage>
        ) : (
          <LoadFailedMessage error={error} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </PageShell>
    );
  }

  const { page, items } = load;
  const loadMore = async () => {
    setMore('loading');
    try {
      const next = await getPublicReviews(businessId, { limit: PUBLIC_PAGE_SIZE, offset: items.length });
      const known = new Set(items.map((review) => review.id));
      setLoad({
        status: 'ready',
        page: next,
        items: [...items, ...next.items.filter((review) => !known.has(review.id))],
      });
      setMore('idle');
    } catch {
      setMore('failed');
    }
  };

  return (
    <PageShell title={page.business.name} eyebrow={tr('page.businessEyebrow')}>
      <DocumentTitle title={`${page.business.name} · ${tr('page.businessEyebrow')}`} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-6">
        <div className="space-y-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
          <Panel>
            <RatingSummary summary={page.summary} />
            <p className="mt-4 flex gap-2 border-t border-border pt-3 text-xs text-muted-foreground">
              <ShieldCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
              {tr('business.verified')}
            </p>
          </Panel>
          {page.acceptsReviews && (
            <Panel>
              <AskLinkForm businessId={businessId} />
            </Panel>
          )}
          <a
            href={`/agendar/${encodeURIComponent(businessId)}`}
            className={buttonVariants({ variant: 'outline', className: 'w-full bg-card' })}
          >
            <CalendarPlus aria-hidden="true" />
            {tr('business.book')}
          </a>
        </div>

        <Panel aria-labelledby="review-list-title" className="lg:col-start-1 lg:row-start-1">
          <h2 id="review-list-title" className="text-lg font-semibold tracking-tight text-foreground">
            {tr('business.list')}
          </h2>
          {items.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{tr('business.empty')}</p>
          ) : (
            <>
              <ul className="divide-y divide-border" data-testid="public-review-list">
                {items.map((review) => (
                  <li key={review.id}>
                    <PublicReviewCard review={review} />
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
                <p role="status" className="text-sm text-muted-foreground">
                  {tr('business.showing', { shown: items.length, total: page.total })}
                </p>
                {items.length < page.total && (
                  <Button variant="outline" onClick={() => void loadMore()} disabled={more === 'loading'}>
                    {more === 'loading' && <Spinner className="size-4" />}
                    {more === 'loading' ? tr('business.loadingMore') : tr('business.more')}
                  </Button>
                )}
              </div>
              {more === 'failed' && <Notice variant="error" title={tr('business.moreFailed')} live className="mt-3" />}
            </>
          )}
        </Panel>
      </div>
    </PageShell>
  );
}
