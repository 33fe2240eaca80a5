import { useEffect, useRef, useState } from 'react';
import type { PublicBooking, PublicBusiness } from '../../../contracts/online-booking.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Notice } from '../../public-pages/components/notice.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';
import { ZoneNote } from '../components/zone-note.tsx';
import { useSlots } from '../hooks/use-slots.ts';
import { useI18n } from '../i18n/i18n.ts';
import { formatWhen, type LocalDate } from '../../lib/local-date.ts';
import { getPublicBusiness, rescheduleBooking, type TimeSlot } from '../lib/booking-api.ts';
import { isVisit, rescheduleBody, rescheduleQuery } from '../lib/visit.ts';
import { toPublicApiError, type PublicApiError } from '../../public-pages/lib/public-api.ts';

type BusinessLoad =
  { status: 'loading' } | { status: 'ready'; business: PublicBusiness } | { status: 'failed'; error: PublicApiError };

interface RescheduleProps {
  booking: PublicBooking;
  token: string;
  onMoved: (booking: PublicBooking) => void;
  /** The server refused to move it any more (too close to the time). */
  onTooLate: (error: PublicApiError) => void;
}

/**
 * Another free time for the same service and professional — for a visit, for its open steps one
 * after the other, each with the professional who does it now (the whole visit moves) — then a confirmation.
 */
export function RescheduleStep({
  booking,
  token,
  onCancel,
  onMoved,
  onTooLate,
}: RescheduleProps & { onCancel: () => void }) {
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
        <h3
          id="reschedule-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold text-foreground focus:outline-none"
        >
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
          {load.error.code === 'BOOKING_DISABLED' && booking.business.phone && (
            <p>{tr('manage.callBusiness', { phone: booking.business.phone })}</p>
          )}
        </Notice>
      )}
      {load.status === 'ready' && (
        <RescheduleSlots
          business={load.business}
          booking={booking}
          token={token}
          onMoved={onMoved}
          onTooLate={onTooLate}
        />
      )}
    </section>
  );
}

/** Codes after which the times are read again: the one picked, at least, is gone. */
const STALE_TIMES = new Set(['SLOT_TAKEN', 'NOT_A_SLOT', 'TOO_SOON']);

function RescheduleSlots({
  business,
  booking,
  token,
  onMoved,
  onTooLate,
}: RescheduleProps & { business: PublicBusiness }) {
  const { tr, language } = useI18n();
  const [query] = useState(() => rescheduleQuery(booking));
  const slots = useSlots({
    businessId: business.id,
    serviceIds: query.serviceIds,
    professionalIds: query.professionalIds,
    timeZone: business.timeZone,
    windowDays: business.windowDays,
  });
  const [day, setDay] = useState<LocalDate | null>(null);
  const [picked, setPicked] = useState<TimeSlot | null>(null);
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
      onMoved(await rescheduleBooking(token, rescheduleBody(picked)));
    } catch (cause) {
      const error = toPublicApiError(cause);
      if (error.code === 'CHANGE_TOO_LATE') return onTooLate(error);
      setProblem(error.code === 'SLOT_TAKEN' ? tr('time.slotTaken') : error.message);
      setPicked(null);
      if (STALE_TIMES.has(error.code)) slots.refresh();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-4">
      {isVisit(booking) && <p className="text-sm text-muted-foreground">{tr('manage.moveVisitHint')}</p>}
      <ZoneNote timeZone={business.timeZone} />
      {problem && (
        <Notice variant="error" live title={tr('time.unavailableTitle')}>
          <p>{problem}</p>
        </Notice>
      )}
      <SlotPicker
        slots={slots}
        timeZone={business.timeZone}
        selectedDay={day}
        onSelectDay={setDay}
        selectedSlot={picked}
        onPick={setPicked}
      />
      {picked && (
        <div
          ref={confirmRef}
          className="space-y-3 rounded-xl border border-primary/40 bg-secondary/40 p-4"
          data-testid="reschedule-confirm"
        >
          <p className="text-sm text-foreground">
            {tr('manage.moveTo', {
              when: formatWhen(picked.startsAt, picked.endsAt, business.timeZone, language, false),
            })}
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
