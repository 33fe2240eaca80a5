import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReviewSettings } from '../../../../contracts/reviews.ts';
import { AskForReviewsSwitch } from './ask-for-reviews-switch.tsx';
import { ReviewSettingsForm } from './review-settings-form.tsx';
import { QueryContent, Section } from './section.tsx';

/** Whether and when customers are asked for a review, and the Google page offered after one. */
export function ReviewSettingsSection({ settings }: { settings: UseQueryResult<ReviewSettings> }) {
  const { t } = useTranslation();
  return (
    <Section id="review-settings" title={t('reviews.settings.title')} description={t('reviews.settings.description')}>
      <QueryContent query={settings}>
        {(data) => (
          <div className="space-y-6">
            <AskForReviewsSwitch enabled={data.enabled} />
            <div className="border-t border-border pt-5">
              <ReviewSettingsForm settings={data} />
            </div>
          </div>
        )}
      </QueryContent>
    </Section>
  );
}
