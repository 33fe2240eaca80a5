import { TimerOff } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useDepositI18n } from '../i18n/deposit-i18n.ts';

/**
 * The hold ended unpaid: the time is free for others again and nothing was taken (a payment that
 * arrived too late is refunded: `lateRefund`). With `onBookAgain`, the way to book another time.
 */
export function DepositReleased({
  lateRefund,
  onBookAgain,
  heading: Heading = 'h2',
}: {
  lateRefund: boolean;
  onBookAgain?: () => void;
  heading?: 'h2' | 'h3';
}) {
  const { tr } = useDepositI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="space-y-4 text-center" data-testid="deposit-released">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-destructive/10 text-destructive">
        <TimerOff className="size-7" aria-hidden="true" />
      </span>
      <Heading
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-foreground focus:outline-none"
      >
        {tr('deposit.released.title')}
      </Heading>
      <p role="status" className="mx-auto max-w-md text-sm text-muted-foreground">
        {tr('deposit.released.text')}
        {lateRefund ? ` ${tr('deposit.released.lateRefund')}` : ''}
      </p>
      {onBookAgain && (
        <Button size="lg" onClick={onBookAgain}>
          {tr('deposit.released.bookAgain')}
        </Button>
      )}
    </div>
  );
}
