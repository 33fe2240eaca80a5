import '../i18n/register-translations.ts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { localDateOf } from '../../../lib/local-date.ts';
import { may } from '../../../lib/session/may.ts';
import { useSignedIn } from '../../../lib/session/signed-in-context.ts';
import { useReviewSettings } from '../api/get-review-settings.ts';
import { PublicLinkSection } from '../components/public-link-section.tsx';
import { ReviewFiltersBar } from '../components/review-filters-bar.tsx';
import { ReviewFigures } from '../components/review-figures.tsx';
import { ReviewList } from '../components/review-list.tsx';
import { ReviewSettingsSection } from '../components/review-settings-section.tsx';
import { readReviewFilters, writeReviewFilters, type ReviewFilters } from '../lib/review-filters.ts';

/**
 * /avaliacoes: the business's public review page to share, the figures of its reviews, the reviews
 * themselves (reply, hide, show again) and whether to ask for them. A professional sees the figures
 * and reviews of their own appointments, read-only. The filters live in the address.
 */
export function ReviewsPage() {
  const { t } = useTranslation();
  const { me } = useSignedIn();
  // The owner sets the reviews up, answers, hides and reads the whole team's; a professional reads their own.
  const isOwner = may(me.profile.role, 'getReviewSettings');
  const today = localDateOf(new Date(), me.business.timeZone);
  const [address, setAddress] = useSearchParams();
  const filters = readReviewFilters(address);
  const settings = useReviewSettings({ enabled: isOwner });

  /** A new filter starts again on the first page; a page change keeps the filters. */
  const change = (next: Partial<ReviewFilters>) => {
    setAddress((current) => writeReviewFilters(current, { ...readReviewFilters(current), page: 1, ...next }));
  };

  return (
    <div className="space-y-6" data-testid="reviews-page">
      <PageHeader
        title={t('reviews.title')}
        description={isOwner ? t('reviews.description') : t('reviews.descriptionOwn')}
      />
      {isOwner && <PublicLinkSection settings={settings} businessName={me.business.name} />}
      <ReviewFiltersBar filters={filters} isOwner={isOwner} onChange={change} />
      <ReviewFigures filters={filters} today={today} showProfessionals={isOwner} />
      <ReviewList filters={filters} today={today} isOwner={isOwner} onChange={change} />
      {isOwner && <ReviewSettingsSection settings={settings} />}
    </div>
  );
}
