import { WifiOff, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { usePublicI18n } from '../i18n/i18n.ts';
import { NETWORK_ERROR, type PublicApiError } from '../lib/public-api.ts';

/** A whole-page message for a customer (booking off, a wrong link): what happened and what to do. It is the page's heading. */
export function FriendlyMessage({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      className="mx-auto max-w-lg rounded-2xl border border-border bg-card px-6 py-10 text-center shadow-sm"
      data-testid="friendly-message"
    >
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-xl font-semibold tracking-tight text-foreground focus:outline-none"
      >
        {title}
      </h1>
      <div className="mx-auto mt-2 max-w-sm space-y-2 text-sm text-muted-foreground">{children}</div>
      {action && <div className="mt-6 flex justify-center gap-2">{action}</div>}
    </div>
  );
}

/** A page that could not load (no connection, the server failing): what happened, and a retry. */
export function LoadFailedMessage({ error, onRetry }: { error: PublicApiError; onRetry: () => void }) {
  const { tr } = usePublicI18n();
  return (
    <FriendlyMessage
      icon={WifiOff}
      title={tr('unavailable.loadErrorTitle')}
      action={
        <Button variant="outline" onClick={onRetry}>
          {tr('common.retry')}
        </Button>
      }
    >
      <p>{error.code === NETWORK_ERROR ? tr('errors.network') : error.message}</p>
    </FriendlyMessage>
  );
}
