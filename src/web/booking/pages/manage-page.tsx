import { CalendarClock, CalendarPlus, CalendarX, SearchX } from 'lucide-react';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { PublicBooking } from '../../../contracts/online-booking.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { formatMoney } from '../../lib/money.ts';
import { BusinessInfo } from '../components/business-info.tsx';
import { DetailsList } from '../components/details-list.tsx';
import { DocumentTitle } from '../../public-pages/components/document-title.tsx';
import { FriendlyMessage, LoadFailedMessage } from '../../public-pages/components/friendly-message.tsx';
import { Notice } from '../../public-pages/components/notice.tsx';
import { OutcomeNotice } from '../components/outcome-notice.tsx';
import { depositRows, ManageDeposit } from '../components/manage-deposit.tsx';
import { LoadingPage, PageShell, Panel } from '../../public-pages/components/page-shell.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { VisitSteps } from '../components/visit-steps.tsx';
import { YourPackages } from '../components/your-packages.tsx';
import { useBookingPackages } from '../hooks/use-package-sessions.ts';
import { servicesWithSessions, stepsWithSessions } from '../lib/package-sessions.ts';
import { ZoneNote } from '../components/zone-note.tsx';
import { useDepositI18n } from '../i18n/deposit-i18n.ts';
import { useI18n } from '../i18n/i18n.ts';
import { formatMoment, formatWhen } from '../../lib/local-date.ts';
import { isActive, manageFlow, manageStart, shouldReload } from '../lib/manage-flow.ts';
import { bookAgainPath, calendarFileUrl, cancelBooking, getBooking } from '../lib/booking-api.ts';
import { isVisit } from '../lib/visit.ts';
import { toPublicApiError, type PublicApiError } from '../../public-pages/lib/public-api.ts';
import { CancelStep } from '../steps/cancel-step.tsx';
import { RescheduleStep } from '../steps/reschedule-step.tsx';

type Load =
  { status: 'loading' } | { status: 'ready'; booking: PublicBooking } | { status: 'failed'; error: PublicApiError };

/** /agendar/{businessId}/reserva/{token}: the booking behind the secret link; cancel or move it while allowed. */
export function ManagePage({ token }: { token: string }) {
  const { tr } = useI18n();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getBooking(token, controller.signal)
      .then((booking) => setLoad({ status: 'ready', booking }))
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', error: toPublicApiError(cause) });
      });
    return () => controller.abort();
  }, [token, attempt]);

  if (load.status === 'loading') {
    return <LoadingPage />;
  }
  if (load.status === 'failed') {
    const { error } = load;
    return (
      <PageShell title={null}>
        <DocumentTitle title={tr('manage.documentTitle')} />
        {error.status === 404 || error.status === 400 ? (
          <FriendlyMessage icon={SearchX} title={tr('manage.notFoundTitle')}>
            <p>{tr('manage.notFoundText')}</p>
          </FriendlyMessage>
        ) : (
          <LoadFailedMessage error={error} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </PageShell>
    );
  }
  return <ManageBooking initial={load.booking} token={token} />;
}

function ManageBooking({ initial, token }: { initial: PublicBooking; token: string }) {
  const { tr, language } = useDepositI18n();
  const [{ booking, rescheduling, cancelling, outcome }, dispatch] = useReducer(manageFlow, initial, manageStart);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { business } = booking;
  const active = isActive(booking);
  const packages = useBookingPackages(token);
  const covered = useMemo(() => servicesWithSessions(packages), [packages]);
  // The steps still to come that a package session pays for, and what they would have cost.
  const sessions = stepsWithSessions(active ? booking.steps : [], covered);

  // Back at the top of the booking, whose state just changed.
  const focusHeading = () => window.setTimeout(() => headingRef.current?.focus(), 0);

  const refused = (error: PublicApiError) => {
    dispatch({ type: 'refused', error });
    focusHeading();
    if (shouldReload(error)) {
      getBooking(token)
        .then((reloaded) => dispatch({ type: 'reloaded', booking: reloaded }))
        .catch(() => undefined);
    }
  };

  const confirmCancel = async () => {
    dispatch({ type: 'cancelling' });
    try {
      const cancelled = await cancelBooking(token);
      dialogRef.current?.close();
      dispatch({ type: 'cancelled', booking: cancelled });
      focusHeading();
    } catch (cause) {
      dialogRef.current?.close();
      refused(toPublicApiError(cause));
    }
  };

  const contact = Boolean(business.address || business.phone);

  return (
    <PageShell title={business.name} eyebrow={tr('manage.eyebrow')}>
      <DocumentTitle title={`${tr('manage.documentTitle')} · ${business.name}`} />
      <div
        className={`grid grid-cols-[minmax(0,1fr)] gap-4 lg:items-start lg:gap-6 ${contact ? 'lg:grid-cols-[minmax(0,1fr)_20rem]' : ''}`}
      >
        {/* Where the business is and how to call it: no card at all when it has neither. */}
        {contact && (
          <Panel
            aria-label={tr('business.about')}
            className="lg:col-start-2 lg:row-start-1"
            data-testid="manage-business-info"
          >
            <BusinessInfo address={business.address} phone={business.phone} timeZone={business.timeZone} />
          </Panel>
        )}

        <Panel className="space-y-5 lg:col-start-1 lg:row-start-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold tracking-tight text-foreground focus:outline-none"
            >
              {tr('manage.title')}
            </h2>
            <StatusBadge status={booking.status} awaitingDeposit={booking.deposit?.status === 'pending'} />
          </div>

          {outcome && <OutcomeNotice outcome={outcome} booking={booking} />}

          <DetailsList
            rows={[
              ...(isVisit(booking)
                ? [
                    {
                      label: tr('summary.services'),
                      value: (
                        <VisitSteps
                          steps={booking.steps.map((step) => ({
                            ...step,
                            key: step.id,
                            cancelled: step.status === 'cancelled' && booking.status !== 'cancelled',
                            covered: sessions.ids.has(step.id),
                          }))}
                          timeZone={business.timeZone}
                          currency={business.currency}
                        />
                      ),
                    },
                  ]
                : [
                    { label: tr('summary.service'), value: booking.serviceName },
                    { label: tr('summary.professional'), value: booking.professionalName },
                  ]),
              {
                label: tr('summary.when'),
                value: formatWhen(booking.startsAt, booking.endsAt, business.timeZone, language),
              },
              { label: tr('summary.where'), value: [business.name, business.address].filter(Boolean).join(' · ') },
              {
                label: isVisit(booking) ? tr('summary.total') : tr('summary.price'),
                // A service still to come that the client holds a session of is paid by the package.
                value:
                  active && !isVisit(booking) && covered.has(booking.serviceId)
                    ? tr('packages.session')
                    : formatMoney(booking.priceCents - sessions.cents, business.currency, language),
              },
              { label: tr('summary.name'), value: booking.clientName },
              ...depositRows(booking, tr, language),
            ]}
          />
          <ZoneNote timeZone={business.timeZone} />

          <ManageDeposit
            booking={booking}
            token={token}
            onSettled={() =>
              getBooking(token)
                .then((reloaded) => dispatch({ type: 'reloaded', booking: reloaded }))
                .catch(() => undefined)
            }
          />

          {active && booking.canChange && !rescheduling && (
            <div className="space-y-3">
              <p className="text-sm text-muted-foreground">
                {tr('manage.changeUntil', {
                  when: formatMoment(booking.changeableUntil, business.timeZone, language, false),
                })}
              </p>
              {/* Side by side while they fit; longer labels (pt-BR) wrap instead of overflowing. */}
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                <Button size="lg" className="sm:flex-auto" onClick={() => dispatch({ type: 'startReschedule' })}>
                  <CalendarClock aria-hidden="true" />
                  {tr('manage.reschedule')}
                </Button>
                <a
                  href={calendarFileUrl(token)}
                  download="agendamento.ics"
                  className={buttonVariants({ variant: 'outline', size: 'lg', className: 'sm:flex-auto' })}
                >
                  <CalendarPlus aria-hidden="true" />
                  {tr('confirmation.addToCalendar')}
                </a>
                <Button
                  variant="outline"
                  size="lg"
                  className="text-destructive sm:flex-auto"
                  onClick={() => dialogRef.current?.showModal()}
                >
                  <CalendarX aria-hidden="true" />
                  {tr('manage.cancel')}
                </Button>
              </div>
            </div>
          )}

          {active && !booking.canChange && (
            <Notice variant="info" title={tr('manage.tooLateTitle')}>
              <p>
                {tr('manage.tooLateText', {
                  when: formatMoment(booking.changeableUntil, business.timeZone, language, false),
                })}
                {business.phone ? ` ${tr('manage.callBusiness', { phone: business.phone })}` : ''}
              </p>
            </Notice>
          )}

          {!active && (
            <div className="flex flex-wrap items-center gap-3">
              <a href={bookAgainPath(business.id, token)} className={buttonVariants({ variant: 'default' })}>
                {tr('manage.bookAgain')}
              </a>
            </div>
          )}

          {rescheduling && (
            <RescheduleStep
              booking={booking}
              token={token}
              onCancel={() => {
                dispatch({ type: 'stopReschedule' });
                focusHeading();
              }}
              onMoved={(moved) => {
                dispatch({ type: 'moved', booking: moved });
                focusHeading();
              }}
              onTooLate={refused}
            />
          )}

          <YourPackages packages={packages} token={token} businessId={business.id} />
        </Panel>
      </div>

      <CancelStep
        dialogRef={dialogRef}
        booking={booking}
        cancelling={cancelling}
        onConfirm={() => void confirmCancel()}
      />
    </PageShell>
  );
}
