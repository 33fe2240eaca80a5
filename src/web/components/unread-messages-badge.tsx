import { useTranslation } from 'react-i18next';
import { useUnreadMessagesCount } from '../lib/api/contact-messages.ts';
import { cn } from '../lib/cn.ts';

/** Beyond this the badge says '99+': the exact number is on the messages page. */
const MAX_SHOWN = 99;

/**
 * How many received messages are new, as a small count beside a link to them (the super admin's
 * navigation). Nothing while there are none or the count is unknown; screen readers hear the
 * number in words.
 */
export function UnreadMessagesBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { data: count } = useUnreadMessagesCount();
  if (!count) return null;
  return (
    <span
      className={cn(
        'ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold leading-5 text-primary-foreground',
        className,
      )}
      data-testid="unread-messages-badge"
    >
      <span aria-hidden="true">{count > MAX_SHOWN ? `${MAX_SHOWN}+` : count}</span>
      <span className="sr-only"> {t('nav.unreadMessages', { count })}</span>
    </span>
  );
}
