import { useTranslation } from 'react-i18next';
import type { BusinessSettings } from '../../../../contracts/business.ts';
import { SavedAtOnceSwitch } from '../../../components/saved-at-once-switch.tsx';
import { useUpdateBusinessSettings } from '../../../lib/api/business-settings.ts';

/**
 * Whether the events written to the professionals' connected calendars say only "Agendo"
 * (docs/calendars.md): saved at once, and Agendo rewrites the events of appointments still to come.
 */
export function CalendarPrivacySwitch({ settings }: { settings: BusinessSettings }) {
  const { t } = useTranslation();
  const update = useUpdateBusinessSettings();
  return (
    <SavedAtOnceSwitch
      enabled={settings.calendarPrivateTitles}
      save={(next) => update.mutateAsync({ calendarPrivateTitles: next })}
      pending={update.isPending}
      pendingValue={update.variables?.calendarPrivateTitles}
      badgeTestId="calendar-privacy-state"
      texts={{
        label: t('settings.calendars.privateLabel'),
        on: t('settings.calendars.on'),
        off: t('settings.calendars.off'),
        onHint: t('settings.calendars.onHint'),
        offHint: t('settings.calendars.offHint'),
        turnedOn: t('settings.calendars.turnedOn'),
        turnedOff: t('settings.calendars.turnedOff'),
        saveError: t('settings.toasts.saveError'),
      }}
    />
  );
}
