import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateReviewSettings } from '../api/update-review-settings.ts';

/** On: the e-mail after each completed visit, and "send me my link" on the public page. Saved at once. */
export function AskForReviewsSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateReviewSettings();
  const shown = update.isPending && update.variables?.enabled !== undefined ? update.variables.enabled : enabled;

  const toggle = async (next: boolean) => {
    try {
      await update.mutateAsync({ enabled: next });
      showToast('success', next ? t('reviews.settings.turnedOn') : t('reviews.settings.turnedOff'));
    } catch (error) {
      showToast('error', t('reviews.settings.saveError'), errorMessage(error));
    }
  };

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-enabled`} className="font-medium text-foreground">
            {t('reviews.settings.enabled')}
          </label>
          <Badge variant={shown ? 'default' : 'outline'}>
            {shown ? t('reviews.settings.on') : t('reviews.settings.off')}
          </Badge>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {shown ? t('reviews.settings.onHint') : t('reviews.settings.offHint')}
        </p>
      </div>
      <Switch
        id={`${id}-enabled`}
        checked={shown}
        disabled={update.isPending}
        aria-describedby={`${id}-hint`}
        onCheckedChange={(next) => void toggle(next)}
      />
    </div>
  );
}
