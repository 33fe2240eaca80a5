import { useTranslation } from 'react-i18next';
import { SavedAtOnceSwitch } from '../../../components/saved-at-once-switch.tsx';
import { useUpdateReviewSettings } from '../api/update-review-settings.ts';

/** On: the e-mail after each completed visit, and "send me my link" on the public page. Saved at once. */
export function AskForReviewsSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateReviewSettings();
  return (
    <SavedAtOnceSwitch
      enabled={enabled}
      save={(next) => update.mutateAsync({ enabled: next })}
      pending={update.isPending}
      pendingValue={update.variables?.enabled}
      texts={{
        label: t('reviews.settings.enabled'),
        on: t('reviews.settings.on'),
        off: t('reviews.settings.off'),
        onHint: t('reviews.settings.onHint'),
        offHint: t('reviews.settings.offHint'),
        turnedOn: t('reviews.settings.turnedOn'),
        turnedOff: t('reviews.settings.turnedOff'),
        saveError: t('reviews.settings.saveError'),
      }}
    />
  );
}
