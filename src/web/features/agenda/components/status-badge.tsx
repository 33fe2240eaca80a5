import { useTranslation } from 'react-i18next';
import type { AppointmentStatus } from '../../../../core/appointment-status.ts';
import { cn } from '../../../lib/cn.ts';
import { STATUS_STYLE } from './status-style.ts';

export function StatusBadge({
  status,
  className,
  'aria-hidden': ariaHidden,
}: {
  status: AppointmentStatus;
  className?: string;
  'aria-hidden'?: boolean;
}) {
  const { t } = useTranslation();
  const { badge, Icon } = STATUS_STYLE[status];
  return (
    <span
      aria-hidden={ariaHidden}
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold',
        badge,
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(`agenda.status.${status}`)}
    </span>
  );
}
