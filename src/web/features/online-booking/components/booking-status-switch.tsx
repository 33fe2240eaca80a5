import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { showToast } from '../../../lib/toast.ts';
import { useUpdateOnlineBookingSettings } from '../api/update-online-booking-settings.ts';

/** On: customers book through the link. Off: the link says online booking is unavailable. Saved at once. */
export function BookingStatusSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateOnlineBookingSettings();
  const shown = update.isPending && update.variables?.enabled !== undefined ? update.variables.enabled : enabled;

  const toggle = async (next: boolean) => {
    try {
      await update.mutateAsync({ enabled: next });
      showToast('success', next ? t('onlineBooking.status.turnedOn') : t('onlineBooking.status.turnedOff'));
    } catch (error) {
      showToast('error', t('onlineBooking.toasts.saveError'), errorMessage(error));
    }
  };

  return (
    <div className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-enabled`} className="font-medium text-foreground">
            {t('onlineBooking.status.label')}
          </label>
          <Badge variant={shown ? 'default' : 'outline'} data-testid="booking-enabled-badge">
            {shown ? t('onlineBooking.status.on') : t('onlineBooking.status.off')}
          </Badge>
        </div>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          {shown ? t('onlineBooking.status.onHint') : t('onlineBooking.status.offHint')}
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
