import { CalendarPlus, CircleCheckBig, Eye, Hourglass, Settings2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PublicBookingCreated, PublicBusiness } from '../../../contracts/online-booking.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { formatMoney } from '../../lib/money.ts';
import { useDepositI18n } from '../i18n/deposit-i18n.ts';
import { formatMoment, formatWhen } from '../../lib/local-date.ts';
import { calendarFileUrl, managePath, type SlotStep } from '../lib/booking-api.ts';
import { CopyLinkButton } from './copy-link-button.tsx';
import { DetailsList } from './details-list.tsx';
import { StatusBadge } from './status-badge.tsx';
import { visitSummaryRows } from './visit-summary.tsx';
import { ZoneNote } from './zone-note.tsx';

/**
 * The end of the booking: what was booked, whether it is confirmed (and its deposit received), the
 * calendar file and the manage link.
 */
export function BookingConfirmation({
  business,
  booking,
  steps,
  email,
  covered,
  onBookAgain,
}: {
  business: PublicBusiness;
  booking: PublicBookingCreated;
  /** What was booked: each service, who does it and when (one for a booking of one service). */
  steps: readonly SlotStep[];
  email: string;
  /** The services the customer has a package session of. */
  covered: ReadonlySet<string>;
  onBookAgain: () => void;
}) {
  const { tr, language } = useDepositI18n();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const [first] = steps;
  const service = business.services.find((s) => s.id === first?.serviceId);
  const professional = business.professionals.find((p) => p.id === first?.professionalId);
  const where = { label: tr('summary.where'), value: [business.name, business.address].filter(Boolean).join(' · ') };
  const confirmed = booking.status === 'confirmed';
  const deposit = booking.deposit?.status === 'paid' ? booking.deposit : null;
  const depositAmount = deposit ? formatMoney(deposit.amountCents, business.currency, language) : '';
  const manageUrl = `${window.location.origin}${managePath(business.id, booking.manageToken)}`;
  // A booking close at hand may be past the moment the customer can still change it: the link then only shows it.
  const until = formatMoment(booking.changeableUntil, business.timeZone, language, false);
  const keepLink = booking.canChange
    ? tr('confirmation.keepLink', { when: until })
    : business.phone
      ? tr('confirmation.keepLinkTooLatePhone', { business: business.name, phone: business.phone })
      : tr('confirmation.keepLinkTooLate', { business: business.name });

  return (
    <div className="space-y-5" data-testid="booking-confirmation">
      <div className="text-center">
        <span
          className={`mx-auto grid size-14 place-items-center rounded-full ${confirmed ? 'bg-success/15 text-success' : 'bg-accent/30 text-accent-foreground'}`}
        >
          {confirmed ? (
            <CircleCheckBig className="size-8" aria-hidden="true" />
          ) : (
            <Hourglass className="size-7" aria-hidden="true" />
          )}
        </span>
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 text-2xl font-bold tracking-tight text-foreground focus:outline-none"
        >
          {confirmed ? tr('confirmation.titleConfirmed') : tr('confirmation.titlePending')}
        </h2>
        <p className="mt-2">
          <StatusBadge status={booking.status} />
        </p>
        <p className="mx-auto mt-3 max-w-md text-sm text-muted-foreground">
          {confirmed ? tr('confirmation.confirmedText') : tr('confirmation.pendingText')}
          {deposit ? ` ${tr('deposit.confirmation.text', { amount: depositAmount })}` : ''}
          {email ? ` ${tr('confirmation.emailSent', { email })}` : ''}
        </p>
      </div>

      <DetailsList
        rows={[
          ...(steps.length > 1
            ? [...visitSummaryRows({ business, steps, tr, language, covered }), where]
            : [
                { label: tr('summary.service'), value: service?.name ?? '—' },
                { label: tr('summary.professional'), value: professional?.fullName ?? '—' },
                {
                  label: tr('summary.when'),
                  value: formatWhen(booking.startsAt, booking.endsAt, business.timeZone, language),
                },
                where,
                ...(service
                  ? [
                      {
                        label: tr('summary.price'),
                        value: covered.has(service.id)
                          ? tr('packages.session')
                          : formatMoney(service.priceCents, business.currency, language),
                      },
                    ]
                  : []),
              ]),
          ...(deposit
            ? [
                {
                  label: tr('deposit.confirmation.label'),
                  value: (
                    <span data-testid="deposit-received">
                      {tr('deposit.confirmation.received', { amount: depositAmount })}
                    </span>
                  ),
                },
              ]
            : []),
        ]}
      />

      <ZoneNote timeZone={business.timeZone} />

      <div className="grid gap-2 sm:grid-cols-2">
        <a
          href={calendarFileUrl(booking.manageToken)}
          download="agendamento.ics"
          className={buttonVariants({ variant: 'default', size: 'lg' })}
        >
          <CalendarPlus aria-hidden="true" />
          {tr('confirmation.addToCalendar')}
        </a>
        <a
          href={managePath(business.id, booking.manageToken)}
          className={buttonVariants({ variant: 'outline', size: 'lg' })}
        >
          {booking.canChange ? <Settings2 aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {booking.canChange ? tr('confirmation.manage') : tr('confirmation.view')}
        </a>
      </div>
      <div className="rounded-xl border border-dashed border-border p-3 text-sm">
        <p className="text-muted-foreground">{keepLink}</p>
        <p className="mt-1 font-mono text-xs break-all text-foreground" data-testid="manage-link">
          {manageUrl}
        </p>
        <div className="mt-2">
          <CopyLinkButton url={manageUrl} />
        </div>
      </div>
      <div className="text-center">
        <Button variant="ghost" onClick={onBookAgain}>
          {tr('confirmation.bookAgain')}
        </Button>
      </div>
    </div>
  );
}
