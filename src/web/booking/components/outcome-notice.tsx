import type { PublicBooking } from '../../../contracts/online-booking.ts';
import { formatWhen } from '../../lib/local-date.ts';
import { Notice } from '../../public-pages/components/notice.tsx';
import { useI18n } from '../i18n/i18n.ts';
import type { ManageOutcome } from '../lib/manage-flow.ts';

/** What the customer's last change came to, at the top of the booking (announced as it appears). */
export function OutcomeNotice({ outcome, booking }: { outcome: ManageOutcome; booking: PublicBooking }) {
  const { tr, language } = useI18n();
  switch (outcome.kind) {
    case 'cancelled':
      return (
        <Notice variant="success" live title={tr('manage.cancelledTitle')}>
          <p>{tr('manage.cancelledText')}</p>
        </Notice>
      );
    case 'moved':
      return (
        <Notice variant="success" live title={tr('manage.movedTitle')}>
          <p>
            {tr('manage.movedText', {
              when: formatWhen(booking.startsAt, booking.endsAt, booking.business.timeZone, language, false),
            })}
          </p>
        </Notice>
      );
    case 'tooLate':
    case 'cancelFailed':
      return (
        <Notice
          variant="error"
          live
          title={outcome.kind === 'tooLate' ? tr('manage.tooLateTitle') : tr('manage.cancelFailed')}
        >
          <p>{outcome.message}</p>
        </Notice>
      );
  }
}
