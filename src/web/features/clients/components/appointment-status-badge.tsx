import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '../../../../contracts/clients.ts';
import { cn } from '../../../lib/cn.ts';

type Status = ClientDetail['appointments'][number]['status'];

const styles: Record<Status, string> = {
  scheduled: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  confirmed: 'bg-secondary text-secondary-foreground',
  completed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  cancelled: 'bg-muted text-muted-foreground line-through decoration-1',
};

export function AppointmentStatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        styles[status],
      )}
    >
      {t(`clients.history.status.${status}`)}
    </span>
  );
}
