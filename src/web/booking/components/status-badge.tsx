import type { PublicBooking } from '../../../contracts/online-booking.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.ts';

const STATUS_KEYS: Record<PublicBooking['status'], MessageKey> = {
  scheduled: 'status.scheduled',
  confirmed: 'status.confirmed',
  completed: 'status.completed',
  cancelled: 'status.cancelled',
};

/** The booking's status as a coloured label; a booking held until its deposit is paid says so. */
export function StatusBadge({
  status,
  awaitingDeposit = false,
}: {
  status: PublicBooking['status'];
  awaitingDeposit?: boolean;
}) {
  const { tr } = useI18n();
  const style =
    status === 'confirmed'
      ? 'bg-success/15 text-foreground'
      : status === 'scheduled'
        ? 'bg-accent/40 text-accent-foreground'
        : status === 'cancelled'
          ? 'bg-destructive/10 text-foreground'
          : 'bg-muted text-foreground';
  return (
    <span data-testid="booking-status" className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${style}`}>
      {tr(awaitingDeposit && status === 'scheduled' ? 'status.awaitingDeposit' : STATUS_KEYS[status])}
    </span>
  );
}
