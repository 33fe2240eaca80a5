import { useTranslation } from 'react-i18next';
import { SavedAtOnceSwitch } from '../../../components/saved-at-once-switch.tsx';
import { useUpdateOnlineBookingSettings } from '../api/update-online-booking-settings.ts';

/** On: customers book through the link. Off: the link says online booking is unavailable. Saved at once. */
export function BookingStatusSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateOnlineBookingSettings();
  return (
    <SavedAtOnceSwitch
      enabled={enabled}
      save={(next) => update.mutateAsync({ enabled: next })}
      pending={update.isPending}
      pendingValue={update.variables?.enabled}
      badgeTestId="booking-enabled-badge"
      texts={{
        label: t('onlineBooking.status.label'),
        on: t('onlineBooking.status.on'),
        off: t('onlineBooking.status.off'),
        onHint: t('onlineBooking.status.onHint'),
        offHint: t('onlineBooking.status.offHint'),
        turnedOn: t('onlineBooking.status.turnedOn'),
        turnedOff: t('onlineBooking.status.turnedOff'),
        saveError: t('onlineBooking.toasts.saveError'),
      }}
    />
  );
}
