import { useTranslation } from 'react-i18next';
import type { BusinessSettings } from '../../../../contracts/business.ts';
import { OpeningHoursForm } from '../../../components/opening-hours-form.tsx';
import { showToast } from '../../../lib/toast.ts';
import { StepFooter } from './step-footer.tsx';

/** A common salon week to start from: weekdays 09:00–18:00, Saturday morning, Sunday closed. */
export const STARTER_WEEK = [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })),
  { weekday: 6, start: '09:00', end: '13:00' },
];

/** Step 2: when the business opens, in the settings page's own form (the shared week grid). */
export function HoursStep({ settings, onDone }: { settings: BusinessSettings; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <OpeningHoursForm
      settings={settings}
      startingWeek={STARTER_WEEK}
      label={t('setup.steps.hours')}
      saveErrorTitle={t('setup.toasts.saveError')}
      onSaved={() => {
        showToast('success', t('setup.toasts.hoursSaved'));
        onDone();
      }}
      footer={({ submitting }) => <StepFooter onSkip={onDone} submitting={submitting} />}
      className="space-y-5"
    />
  );
}
