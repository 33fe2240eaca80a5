import { CalendarClock, CalendarPlus, CalendarX, SearchX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { PublicBooking, PublicBusiness } from '../../../contracts/online-booking.ts';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatMoney } from '../../lib/money.ts';
import { BusinessInfo } from '../components/business-info.tsx';
import { DetailsList } from '../components/details-list.tsx';
import { DocumentTitle } from '../components/document-title.tsx';
import { FriendlyMessage, LoadFailedMessage } from '../components/friendly-message.tsx';
import { Notice } from '../components/notice.tsx';
import { LoadingPage, PageShell, Panel } from '../components/page-shell.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';
import { ZoneNote } from '../components/zone-note.tsx';
import { useSlots } from '../hooks/use-slots.ts';
import { useI18n, type MessageKey } from '../i18n/i18n.ts';
import { formatMoment, formatWhen, type LocalDate } from '../lib/dates.ts';
import {
  calendarFileUrl,
  cancelBooking,
  getBooking,
  getPublicBusiness,
  rescheduleBooking,
  toPublicApiError,
  type PublicApiError,
  type Slot,
} from '../lib/public-api.ts';

type Load = { status: 'loading' } | { status: 'ready'; booking: PublicBooking } | { status: 'failed'; error: PublicApiError };


const STATUS_KEYS: Record<PublicBooking['status'], MessageKey> = {
  scheduled: 'status.scheduled',
  confirmed: 'status.confirmed',
  completed: 'status.completed',
  cancelled: 'status.cancelled',
};

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

type Message = { variant: 'success' | 'error' | 'info'; title: string; text?: string };

function ManageBooking({ initial, token }: { initial: PublicBooking; token: string }) {
  const { tr, language } = useI18n();
  const id = useId();
  const [booking, setBooking] = useState(initial);
  const [rescheduling, setRescheduling] = useState(false);
  const [message, setMessage] = useState<Message | null>(null);
  const [cancelling, setCancelling] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { business } = booking;
  const active = booking.status === 'scheduled' || booking.status === 'confirmed';

  const reload = () => {
    getBooking(token)
      .then(setBooking)
      .catch(() => undefined);
  };

  const finish = (next: Message) => {
    setMessage(next);
    setRescheduling(false);
    // Back at the top of the booking, whose state just changed.
    window.setTimeout(() => headingRef.current?.focus(), 0);
  };

  const confirmCancel = async () => {
    setCancelling(true);
    try {
      setBooking(await cancelBooking(token));
      dialogRef.current?.close();
      finish({ variant: 'success', title: tr('manage.cancelledTitle'), text: tr('manage.cancelledText') });
    } catch (cause) {
      const error = toPublicApiError(cause);
      dialogRef.current?.close();
      finish({ variant: 'error', title: error.code === 'CHANGE_TOO_LATE' ? tr('manage.tooLateTitle') : tr('manage.cancelFailed'), text: error.message });
      if (error.code === 'CHANGE_TOO_LATE') reload();
    } finally {
      setCancelling(false);
    }
  };

  return (
    <PageShell title={business.name} eyebrow={tr('manage.eyebrow')}>
      <DocumentTitle title={`${tr('manage.documentTitle')} · ${business.name}`} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
        <Panel aria-label={tr('business.about')} className="lg:col-start-2 lg:row-start-1">
          <BusinessInfo address={business.address} phone={business.phone} timeZone={business.timeZone} />
        </Panel>

        <Panel className="space-y-5 lg:col-start-1 lg:row-start-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 ref={headingRef} tabIndex={-1} className="text-xl font-semibold tracking-tight text-foreground focus:outline-none">
              {tr('manage.title')}
            </h2>
            <StatusBadge status={booking.status} />
          </div>

          {message && (
            <Notice variant={message.variant} live title={message.title}>
              {message.text && <p>{message.text}</p>}
            </Notice>
          )}

          <DetailsList
            rows={[
              { label: tr('summary.service'), value: booking.serviceName },
              { label: tr('summary.professional'), value: booking.professionalName },
              { label: tr('summary.when'), value: formatWhen(booking.startsAt, booking.endsAt, business.timeZone, language) },
              { label: tr('summary.where'), value: [business.name, business.address].filter(Boolean).join(' · ') },
              { label: tr('summary.price'), value: formatMoney(booking.priceCents, business.currency, language) },
              { label: tr('summary.name'), value: booking.clientName },
            ]}
          />
          <ZoneNote timeZone={business.timeZone} />

          {active && booking.canChange && !rescheduling && (
            <div className="space-y-3">
              <p className="text-sm text-muted-foreground">{tr('manage.changeUntil', { when: formatMoment(booking.changeableUntil, business.timeZone, language, false) })}</p>
              <div className="grid gap-2 sm:grid-cols-3">
                <Button size="lg" onClick={() => { setMessage(null); setRescheduling(true); }}>
                  <CalendarClock aria-hidden="true" />
                  {tr('manage.reschedule')}
                </Button>
                <a href={calendarFileUrl(token)} download="agendamento.ics" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
                  <CalendarPlus aria-hidden="true" />
                  {tr('confirmation.addToCalendar')}
                </a>
                <Button variant="outline" size="lg" className="text-destructive" onClick={() => dialogRef.current?.showModal()}>
                  <CalendarX aria-hidden="true" />
                  {tr('manage.cancel')}
                </Button>
              </div>
            </div>
          )}

          {active && !booking.canChange && (
            <Notice variant="info" title={tr('manage.tooLateTitle')}>
              <p>
                {tr('manage.tooLateText', { when: formatMoment(booking.changeableUntil, business.timeZone, language, false) })}
                {business.phone ? ` ${tr('manage.callBusiness', { phone: business.phone })}` : ''}
              </p>
            </Notice>
          )}

          {!active && (
            <div className="flex flex-wrap items-center gap-3">
              <a href={`/agendar/${encodeURIComponent(business.id)}`} className={buttonVariants({ variant: 'default' })}>
                {tr('manage.bookAgain')}
              </a>
            </div>
          )}

          {rescheduling && (
            <ReschedulePanel
              booking={booking}
              token={token}
              onCancel={() => {
                setRescheduling(false);
                window.setTimeout(() => headingRef.current?.focus(), 0);
              }}
              onMoved={(moved) => {
                setBooking(moved);
                finish({
                  variant: 'success',
                  title: tr('manage.movedTitle'),
                  text: tr('manage.movedText', { when: formatWhen(moved.startsAt, moved.endsAt, moved.business.timeZone, language, false) }),
                });
              }}
              onTooLate={(error) => {
                finish({ variant: 'error', title: tr('manage.tooLateTitle'), text: error.message });
                reload();
              }}
            />
          )}
        </Panel>
      </div>

      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-cancel-title`}
        aria-describedby={`${id}-cancel-text`}
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-xl backdrop:bg-black/50"
      >
        <h2 id={`${id}-cancel-title`} className="text-lg font-semibold text-foreground">
          {tr('manage.cancelConfirmTitle')}
        </h2>
        <p id={`${id}-cancel-text`} className="mt-2 text-sm text-muted-foreground">
          {tr('manage.cancelConfirmText', { when: formatWhen(booking.startsAt, booking.endsAt, business.timeZone, language) })}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" autoFocus onClick={() => dialogRef.current?.close()} disabled={cancelling}>
            {tr('manage.keep')}
          </Button>
          <Button variant="destructive" onClick={() => void confirmCancel()} disabled={cancelling}>
            {cancelling && <Spinner className="size-4 text-destructive-foreground" />}
            {tr('manage.cancelConfirm')}
          </Button>
        </div>
      </dialog>
    </PageShell>
  );
}

function StatusBadge({ status }: { status: PublicBooking['status'] }) {
  const { tr } = useI18n();
  const style =
    status === 'confirmed' ? 'bg-success/15 text-foreground'
    : status === 'scheduled' ? 'bg-accent/40 text-accent-foreground'
    : status === 'cancelled' ? 'bg-destructive/10 text-foreground'
    : 'bg-muted text-foreground';
  return (
    <span data-testid="booking-status" className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${style}`}>
      {tr(STATUS_KEYS[status])}
    </span>
  );
}

type BusinessLoad = { status: 'loading' } | { status: 'ready'; business: PublicBusiness } | { status: 'failed'; error: PublicApiError };

/** Another free time for the same service and professional, then a confirmation. */
function ReschedulePanel({
  booking,
  token,
  onCancel,
  onMoved,
  onTooLate,
}: {
  booking: PublicBooking;
  token: string;
  onCancel: () => void;
  onMoved: (booking: PublicBooking) => void;
  onTooLate: (error: PublicApiError) => void;
}) {
  const { tr } = useI18n();
  const [load, setLoad] = useState<BusinessLoad>({ status: 'loading' });
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
    const controller = new AbortController();
    // The booking window (how far ahead) is the business's; the business may also have turned booking off.
    getPublicBusiness(booking.business.id, controller.signal)
      .then((business) => setLoad({ status: 'ready', business }))
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', error: toPublicApiError(cause) });
      });
    return () => controller.abort();
  }, [booking.business.id]);

  return (
    <section aria-labelledby="reschedule-heading" className="space-y-4 border-t border-border pt-5">
      <div className="flex items-center justify-between gap-2">
        <h3 id="reschedule-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-foreground focus:outline-none">
          {tr('manage.rescheduleTitle')}
        </h3>
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {tr('manage.rescheduleCancel')}
        </Button>
      </div>
      {load.status === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {tr('time.loading')}
        </p>
      )}
      {load.status === 'failed' && (
        <Notice variant="error" live title={tr('manage.rescheduleUnavailable')}>
          <p>{load.error.message}</p>
          {load.error.code === 'BOOKING_DISABLED' && booking.business.phone && <p>{tr('manage.callBusiness', { phone: booking.business.phone })}</p>}
        </Notice>
      )}
      {load.status === 'ready' && <RescheduleSlots business={load.business} booking={booking} token={token} onMoved={onMoved} onTooLate={onTooLate} />}
    </section>
  );
}

function RescheduleSlots({
  business,
  booking,
  token,
  onMoved,
  onTooLate,
}: {
  business: PublicBusiness;
  booking: PublicBooking;
  token: string;
  onMoved: (booking: PublicBooking) => void;
  onTooLate: (error: PublicApiError) => void;
}) {
  const { tr, language } = useI18n();
  const slots = useSlots({ businessId: business.id, serviceId: booking.serviceId, professionalId: booking.professionalId, timeZone: business.timeZone, windowDays: business.windowDays });
  const [day, setDay] = useState<LocalDate | null>(null);
  const [picked, setPicked] = useState<Slot | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirmRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (picked) confirmRef.current?.scrollIntoView({ block: 'nearest' });
  }, [picked]);

  const save = async () => {
    if (!picked) return;
    setSaving(true);
    setProblem(null);
    try {
      onMoved(await rescheduleBooking(token, { startsAt: picked.startsAt }));
    } catch (cause) {
      const error = toPublicApiError(cause);
      if (error.code === 'CHANGE_TOO_LATE') return onTooLate(error);
      setProblem(error.code === 'SLOT_TAKEN' ? tr('time.slotTaken') : error.message);
      setPicked(null);
      if (error.code === 'SLOT_TAKEN' || error.code === 'NOT_A_SLOT' || error.code === 'TOO_SOON') slots.refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-4">
      <ZoneNote timeZone={business.timeZone} />
      {problem && (
        <Notice variant="error" live title={tr('time.unavailableTitle')}>
          <p>{problem}</p>
        </Notice>
      )}
      <SlotPicker slots={slots} timeZone={business.timeZone} selectedDay={day} onSelectDay={setDay} selectedSlot={picked} onPick={setPicked} />
      {picked && (
        <div ref={confirmRef} className="space-y-3 rounded-xl border border-primary/40 bg-secondary/40 p-4" data-testid="reschedule-confirm">
          <p className="text-sm text-foreground">
            {tr('manage.moveTo', { when: formatWhen(picked.startsAt, picked.endsAt, business.timeZone, language, false) })}
          </p>
          <Button size="lg" className="w-full sm:w-auto" onClick={() => void save()} disabled={saving}>
            {saving && <Spinner className="size-4 text-primary-foreground" />}
            {tr('manage.confirmMove')}
          </Button>
        </div>
      )}
    </div>
  );
}
