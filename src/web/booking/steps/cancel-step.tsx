import { useId, type RefObject } from 'react';
import type { PublicBooking } from '../../../contracts/online-booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useI18n } from '../i18n/i18n.ts';
import { formatWhen } from '../../lib/local-date.ts';
import { isVisit } from '../lib/visit.ts';

/** The question before a booking (a visit: all its services) is cancelled, in a modal dialog that keeps the booking by default. */
export function CancelStep({
  dialogRef,
  booking,
  cancelling,
  onConfirm,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  booking: PublicBooking;
  cancelling: boolean;
  onConfirm: () => void;
}) {
  const { tr, language } = useI18n();
  const id = useId();
  const visit = isVisit(booking);
  // After the services' names the day goes in lower case; alone it starts the sentence.
  const when = formatWhen(booking.startsAt, booking.endsAt, booking.business.timeZone, language, !visit);
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={`${id}-cancel-title`}
      aria-describedby={`${id}-cancel-text`}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
    >
      <h2 id={`${id}-cancel-title`} className="text-lg font-semibold text-foreground">
        {visit ? tr('manage.cancelVisitTitle') : tr('manage.cancelConfirmTitle')}
      </h2>
      <p id={`${id}-cancel-text`} className="mt-2 text-sm text-muted-foreground">
        {visit
          ? tr('manage.cancelVisitText', { services: booking.serviceName, when })
          : tr('manage.cancelConfirmText', { when })}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" autoFocus onClick={() => dialogRef.current?.close()} disabled={cancelling}>
          {tr('manage.keep')}
        </Button>
        <Button variant="destructive" onClick={onConfirm} disabled={cancelling}>
          {cancelling && <Spinner className="size-4 text-destructive-foreground" />}
          {tr('manage.cancelConfirm')}
        </Button>
      </div>
    </dialog>
  );
}
