import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { Button } from '../../components/ui/button.tsx';
import type { LocalDate } from '../../lib/local-date.ts';
import type { SlotsState } from '../hooks/use-slots.ts';
import { useWaitlistI18n } from '../i18n/waitlist-i18n.ts';
import type { WaitlistSteps } from '../lib/waitlist-join.ts';
import { WaitlistJoin } from './waitlist-join.tsx';

/**
 * Under the time step's times: when none is free, an invitation to join the waitlist; when some
 * are, a discreet link to it. Either opens the waitlist's form. Loaded apart from the booking
 * page's first script (its default export is what the time step loads lazily).
 */
export default function WaitlistInvite({
  business,
  steps,
  slots,
  chosenDay,
}: {
  business: PublicBusiness;
  steps: WaitlistSteps;
  slots: SlotsState;
  chosenDay: LocalDate | null;
}) {
  const { tr } = useWaitlistI18n();
  const [open, setOpen] = useState(false);
  if (slots.error || slots.loading || slots.days.length === 0) return null;

  if (open) {
    return (
      <WaitlistJoin
        business={business}
        steps={steps}
        days={slots.days}
        chosenDay={chosenDay}
        onClose={() => setOpen(false)}
      />
    );
  }
  if (slots.byDay.size === 0) {
    return (
      <div className="mt-4 space-y-3 rounded-xl border border-border p-4">
        <h3 className="text-sm font-semibold text-foreground">{tr('waitlist.invite.fullTitle')}</h3>
        <p className="text-sm text-muted-foreground">{tr('waitlist.invite.fullText')}</p>
        <Button size="lg" className="w-full sm:w-auto" onClick={() => setOpen(true)}>
          <BellPlus aria-hidden="true" />
          {tr('waitlist.invite.join')}
        </Button>
      </div>
    );
  }
  return (
    <p className="mt-5 border-t border-border pt-4 text-center text-sm">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="font-medium text-link underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {tr('waitlist.invite.link')}
      </button>
    </p>
  );
}
