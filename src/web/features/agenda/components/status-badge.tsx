import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { StatusLook } from '../lib/no-show.ts';
import { STATUS_STYLE } from './status-style.ts';

/** An appointment's status as a coloured badge with its icon and name; `statusLook` gives a no-show's. */
export function StatusBadge({
  status,
  className,
  'aria-hidden': ariaHidden,
}: {
  status: StatusLook;
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
