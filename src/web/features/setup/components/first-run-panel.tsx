import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { useBusinessSettings } from '../../../lib/api/business-settings.ts';
import { SetupChecklist } from './setup-checklist.tsx';
import { SetupWizard } from './setup-wizard.tsx';

/**
 * The top of the dashboard until the business is ready for bookings: the guided setup on the first
 * visit (until finished or skipped), then the checklist (`settings.checklist`).
 */
export function FirstRunPanel() {
  const settings = useBusinessSettings();
  // Decided once, on the first answer: the wizard stays on screen through its own last step.
  const [wizardOpen, setWizardOpen] = useState<boolean | null>(null);

  if (settings.isPending) return null;
  if (settings.isError) {
    return (
      <ErrorState
        message={settings.error.message}
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  const { checklist, setupDismissed } = settings.data;
  const open = wizardOpen ?? (!setupDismissed && !checklist.readyForBookings);
  if (wizardOpen === null) setWizardOpen(open);

  if (open) {
    return (
      <SetupWizard settings={settings.data} currency={settings.data.currency} onClose={() => setWizardOpen(false)} />
    );
  }
  if (!checklist.readyForBookings)
    return <SetupChecklist checklist={checklist} onOpenGuide={() => setWizardOpen(true)} />;
  return null;
}
