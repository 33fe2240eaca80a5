import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReviewSettings } from '../../../../contracts/reviews.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AskForReviewsSwitch } from './ask-for-reviews-switch.tsx';
import { ReviewSettingsForm } from './review-settings-form.tsx';
import { Section } from './section.tsx';

/** Whether and when customers are asked for a review, and the Google page offered after one. */
export function ReviewSettingsSection({ settings }: { settings: UseQueryResult<ReviewSettings> }) {
  const { t } = useTranslation();
  return (
    <Section id="review-settings" title={t('reviews.settings.title')} description={t('reviews.settings.description')}>
      {settings.isPending ? (
        <div role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t('common.loading')}
        </div>
      ) : settings.isError ? (
        <ErrorState message={settings.error.message} onRetry={() => void settings.refetch()} retrying={settings.isFetching} />
      ) : (
        <div className="space-y-6">
          <AskForReviewsSwitch enabled={settings.data.enabled} />
          <div className="border-t border-border pt-5">
            <ReviewSettingsForm settings={settings.data} />
          </div>
        </div>
      )}
    </Section>
  );
}
