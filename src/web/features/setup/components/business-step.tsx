import { useTranslation } from 'react-i18next';
import { isValidTimeZone, type BusinessSettings } from '../../../../contracts/business.ts';
import { BusinessDetailsForm } from '../../../components/business-details-form.tsx';
import { browserTimeZone } from '../../../lib/time-zones.ts';
import { showToast } from '../../../lib/toast.ts';
import { StepFooter } from './step-footer.tsx';

/** Step 1: the business's name and time zone (the browser's zone is the first guess), in the settings page's own form. */
export function BusinessStep({ settings, onDone }: { settings: BusinessSettings; onDone: () => void }) {
  const { t } = useTranslation();
  const guessedZone = browserTimeZone();
  return (
    <BusinessDetailsForm
      settings={settings}
      essentials
      timeZone={!settings.checklist.businessDetails && isValidTimeZone(guessedZone) ? guessedZone : settings.timeZone}
      label={t('setup.steps.business')}
      saveErrorTitle={t('setup.toasts.saveError')}
      onSaved={() => {
        showToast('success', t('setup.toasts.businessSaved'));
        onDone();
      }}
      footer={({ submitting }) => <StepFooter onSkip={onDone} submitting={submitting} />}
      className="space-y-5"
    />
  );
}
