import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '../../../../contracts/clients.ts';
import { cn } from '../../../lib/cn.ts';

type Status = ClientDetail['appointments'][number]['status'];

const styles: Record<Status | 'noShow', string> = {
  scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  confirmed: 'bg-secondary text-secondary-foreground',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  cancelled: 'bg-muted text-muted-foreground line-through decoration-1',
  noShow: 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100',
};

/** The appointment's status; a no-show (a cancellation because the client did not come) says so. */
export function AppointmentStatusBadge({ status, noShow = false }: { status: Status; noShow?: boolean }) {
  const { t } = useTranslation();
  const shown = noShow && status === 'cancelled' ? 'noShow' : status;
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        styles[shown],
      )}
    >
      {t(`clients.history.status.${shown}`)}
    </span>
  );
}
