import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** The actions of a setup step: skip it, or save and go on. */
export function StepFooter({
  onSkip,
  submitting,
  last = false,
}: {
  onSkip: () => void;
  submitting: boolean;
  last?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:justify-between">
      <Button variant="ghost" onClick={onSkip} disabled={submitting}>
        {t('setup.skipStep')}
      </Button>
      <Button type="submit" disabled={submitting}>
        {submitting ? t('common.saving') : last ? t('setup.finish') : t('setup.saveAndContinue')}
      </Button>
    </div>
  );
}
