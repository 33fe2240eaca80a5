import { CalendarX, SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicBookingCreated, PublicBusiness } from '../../../contracts/online-booking.ts';
import { formatDuration } from '../../lib/format-duration.ts';
import { formatMoney } from '../../lib/money.ts';
import { BookingConfirmation } from '../components/booking-confirmation.tsx';
import { BusinessInfo } from '../components/business-info.tsx';
import { DetailsForm, type FieldProblem } from '../components/details-form.tsx';
import { DetailsList } from '../components/details-list.tsx';
import { DocumentTitle } from '../components/document-title.tsx';
import { FriendlyMessage, LoadFailedMessage } from '../components/friendly-message.tsx';
import { Notice } from '../components/notice.tsx';
import { LoadingPage, PageShell, Panel } from '../components/page-shell.tsx';
import { ProfessionalList } from '../components/professional-list.tsx';
import { ServiceList } from '../components/service-list.tsx';
import { SlotPicker } from '../components/slot-picker.tsx';
import { StepHeader } from '../components/step-header.tsx';
import { ZoneNote } from '../components/zone-note.tsx';
import { useSlots } from '../hooks/use-slots.ts';
import { useI18n, type MessageKey, type Translate } from '../i18n/i18n.ts';
import { bookingPayload, detailsFieldOf, EMPTY_DETAILS, validateDetails, type CustomerDetails, type DetailsField } from '../lib/customer-details.ts';
import { formatWhen, type LocalDate } from '../lib/dates.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { createBooking, getPublicBusiness, NETWORK_ERROR, toPublicApiError, type PublicApiError, type Slot } from '../lib/public-api.ts';

export type Load = { status: 'loading' } | { status: 'ready'; business: PublicBusiness } | { status: 'failed'; error: PublicApiError };

/** The document's title for the page in the state `load`. */
export function bookPageTitle(load: Load, tr: Translate): string {
  return load.status === 'ready' ? `${load.business.name} · ${tr('page.documentTitle')}` : tr('page.documentTitle');
}

/**
 * /agendar/{businessId}: the business, then service → professional → day and time → details → done.
 * `initial` is what the server already read and rendered the page from; without it the page reads
 * the business itself.
 */
export function BookPage({ businessId, initial }: { businessId: string; initial?: Load }) {
  const { tr } = useI18n();
  const [load, setLoad] = useState<Load>(initial ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (initial && attempt === 0) return;
    const controller = new AbortController();
    getPublicBusiness(businessId, controller.signal)
      .then((business) => setLoad({ status: 'ready', business }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({ status: 'failed', error: toPublicApiError(error) });
      });
    return () => controller.abort();
  }, [businessId, attempt, initial]);

  if (load.status === 'loading') {
    return <LoadingPage />;
  }

  if (load.status === 'failed') {
    const { error } = load;
    return (
      <PageShell title={null}>
        <DocumentTitle title={bookPageTitle(load, tr)} />
        {error.code === 'BOOKING_DISABLED' ? (
          <FriendlyMessage icon={CalendarX} title={tr('unavailable.disabledTitle')}>
            <p>{tr('unavailable.disabledText')}</p>
          </FriendlyMessage>
        ) : error.status === 404 || error.status === 400 ? (
          <FriendlyMessage icon={SearchX} title={tr('unavailable.notFoundTitle')}>
            <p>{tr('unavailable.notFoundText')}</p>
          </FriendlyMessage>
        ) : (
          <LoadFailedMessage error={error} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      </PageShell>
    );
  }

  return <BookingFlow business={load.business} />;
}

type Step = 'service' | 'professional' | 'time' | 'details' | 'done';
const isStep = (value: unknown): value is Step => typeof value === 'string' && ['service', 'professional', 'time', 'details', 'done'].includes(value);

interface Booked {
  booking: PublicBookingCreated;
  serviceId: string;
  professionalId: string;
  email: string;
}

/** Codes that mean "that time cannot be had": back to the times, which are read again. */
const TIME_PROBLEMS = new Set(['SLOT_TAKEN', 'TOO_SOON', 'NOT_A_SLOT', 'OUTSIDE_BOOKING_WINDOW']);

function BookingFlow({ business }: { business: PublicBusiness }) {
  const { tr, language } = useI18n();
  const [step, setStep] = useState<Step>('service');
  const [serviceId, setServiceId] = useState<string | null>(null);
  /** null: any professional; undefined: not chosen yet. */
  const [professionalId, setProfessionalId] = useState<string | null | undefined>(undefined);
  const [day, setDay] = useState<LocalDate | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [details, setDetails] = useState<CustomerDetails>(EMPTY_DETAILS);
  const [problems, setProblems] = useState<Partial<Record<DetailsField, FieldProblem>>>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [timeNotice, setTimeNotice] = useState<FieldProblem | null>(null);
  const [booked, setBooked] = useState<Booked | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const bookedRef = useRef<Booked | null>(null);

  const service = business.services.find((s) => s.id === serviceId) ?? null;
  const professionals = service ? business.professionals.filter((p) => p.serviceIds.includes(service.id)) : [];
  const professional = business.professionals.find((p) => p.id === (slot?.professionalId ?? professionalId)) ?? null;

  // A step whose choices are missing (after a reload, or going back after booking) opens the first.
  const shown: Step =
    step === 'done' && booked ? 'done'
    : step === 'details' && service && slot ? 'details'
    : step === 'time' && service && professionalId !== undefined ? 'time'
    : step === 'professional' && service ? 'professional'
    : 'service';

  const reset = useCallback(() => {
    setServiceId(null);
    setProfessionalId(undefined);
    setDay(null);
    setSlot(null);
    setProblems({});
    setFailure(null);
    setTimeNotice(null);
    setBooked(null);
    bookedRef.current = null;
    idempotencyKey.current = null;
  }, []);

  // The phone's back button goes back a step instead of leaving the page.
  useEffect(() => {
    window.history.replaceState({ ...(window.history.state as object | null), bookingStep: 'service' }, '');
    const onPopState = (event: PopStateEvent) => {
      const requested: unknown = (event.state as { bookingStep?: unknown } | null)?.bookingStep;
      if (bookedRef.current) {
        // After booking, going back starts a new booking rather than reopening the sent form.
        reset();
        setStep('service');
        return;
      }
      setStep(isStep(requested) ? requested : 'service');
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [reset]);

  const advance = (next: Step) => {
    setStep(next);
    window.history.pushState({ bookingStep: next }, '');
  };
  const back = () => window.history.back();

  // Each new step announces itself: focus its heading (not on the first view of the page).
  const firstView = useRef(true);
  useEffect(() => {
    if (firstView.current) {
      firstView.current = false;
      return;
    }
    if (shown !== 'done') headingRef.current?.focus();
  }, [shown]);

  const submit = async () => {
    const found = validateDetails(details, business);
    const invalid = Object.keys(found) as DetailsField[];
    if (invalid.length > 0) {
      setProblems(Object.fromEntries(invalid.map((field) => [field, { key: found[field] as MessageKey }])));
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid[0]}"]`)?.focus();
      return;
    }
    if (!service || !slot) return;
    setProblems({});
    setFailure(null);
    setSubmitting(true);
    idempotencyKey.current ??= newIdempotencyKey();
    try {
      const booking = await createBooking(
        business.id,
        { serviceId: service.id, professionalId: slot.professionalId, startsAt: slot.startsAt, ...bookingPayload(details) },
        idempotencyKey.current,
      );
      idempotencyKey.current = null;
      const done = { booking, serviceId: service.id, professionalId: slot.professionalId, email: details.email.trim() };
      bookedRef.current = done;
      setBooked(done);
      advance('done');
    } catch (cause) {
      const error = toPublicApiError(cause);
      // Only an answer that made nothing ends the attempt; after a lost answer the retry must
      // send the same key, so the server hands back the booking it may already have made.
      if (error.status >= 400 && error.status < 500) idempotencyKey.current = null;
      if (TIME_PROBLEMS.has(error.code)) {
        setTimeNotice(error.code === 'SLOT_TAKEN' ? { key: 'time.slotTaken' } : { text: error.message });
        setSlot(null);
        setStep('time');
        back();
      } else if (error.code === 'VALIDATION_ERROR' && Object.keys(error.fields).some((path) => detailsFieldOf(path))) {
        const placed: Partial<Record<DetailsField, FieldProblem>> = {};
        for (const [path, text] of Object.entries(error.fields)) {
          const field = detailsFieldOf(path);
          if (field) placed[field] = { text };
        }
        setProblems(placed);
        const first = Object.keys(placed)[0];
        if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      } else {
        setFailure(error.code === NETWORK_ERROR ? tr('details.networkFailure') : error.message);
      }
    } finally {
      setSubmitting(false);
    }
  };

  const priceAndDuration = service ? `${formatDuration(service.durationMinutes)} · ${formatMoney(service.priceCents, business.currency, language)}` : '';

  return (
    <PageShell title={business.name} eyebrow={tr('page.eyebrow')}>
      <DocumentTitle title={bookPageTitle({ status: 'ready', business }, tr)} />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
        <Panel
          aria-label={tr('business.about')}
          // On a phone the business's details stay on the first step, out of the way of the next ones.
          className={`lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1 ${shown === 'service' ? '' : 'max-lg:hidden'}`}
        >
          {business.welcomeMessage && <p className="mb-3 text-sm whitespace-pre-line text-foreground">{business.welcomeMessage}</p>}
          <BusinessInfo address={business.address} phone={business.phone} openingHours={business.openingHours} timeZone={business.timeZone} />
        </Panel>

        <Panel className="lg:col-start-1 lg:row-start-1">
          {shown === 'service' && (
            <>
              <StepHeader number={1} total={4} title={tr('service.title')} headingRef={headingRef} />
              {business.services.length === 0 ? (
                <Notice variant="info" title={tr('service.noneTitle')}>
                  <p>{business.phone ? tr('service.noneTextPhone', { phone: business.phone }) : tr('service.noneText')}</p>
                </Notice>
              ) : (
                <ServiceList
                  services={business.services}
                  currency={business.currency}
                  selectedId={serviceId}
                  onSelect={(id) => {
                    if (id !== serviceId) {
                      setProfessionalId(undefined);
                      setSlot(null);
                    }
                    setServiceId(id);
                    advance('professional');
                  }}
                />
              )}
            </>
          )}

          {shown === 'professional' && service && (
            <>
              <StepHeader number={2} total={4} title={tr('professional.title')} headingRef={headingRef} onBack={back} />
              <p className="-mt-2 mb-4 text-sm text-muted-foreground">
                {service.name} · {priceAndDuration}
              </p>
              <ProfessionalList
                professionals={professionals}
                selectedId={professionalId}
                onSelect={(id) => {
                  if (id !== professionalId) setSlot(null);
                  setProfessionalId(id);
                  setTimeNotice(null);
                  advance('time');
                }}
              />
            </>
          )}

          {shown === 'time' && service && professionalId !== undefined && (
            <>
              <StepHeader number={3} total={4} title={tr('time.title')} headingRef={headingRef} onBack={back} />
              <p className="-mt-2 mb-1 text-sm text-muted-foreground">
                {service.name} · {professionalId === null ? tr('professional.any') : (professional?.fullName ?? '')}
              </p>
              <div className="mb-4">
                <ZoneNote timeZone={business.timeZone} />
              </div>
              {timeNotice && (
                <Notice variant="error" live title={tr('time.unavailableTitle')} className="mb-4">
                  <p>{'key' in timeNotice ? tr(timeNotice.key) : timeNotice.text}</p>
                </Notice>
              )}
              <TimeStep
                business={business}
                serviceId={service.id}
                professionalId={professionalId}
                day={day}
                selectedSlot={slot}
                onSelectDay={setDay}
                onPick={(picked) => {
                  if (picked.startsAt !== slot?.startsAt || picked.professionalId !== slot.professionalId) idempotencyKey.current = null;
                  setSlot(picked);
                  setTimeNotice(null);
                  setFailure(null);
                  advance('details');
                }}
              />
            </>
          )}

          {shown === 'details' && service && slot && (
            <>
              <StepHeader number={4} total={4} title={tr('details.title')} headingRef={headingRef} onBack={back} />
              <DetailsForm
                details={details}
                onChange={(next) => {
                  setDetails(next);
                  // A field's message goes once the customer changes that field.
                  setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => next[field as DetailsField] === details[field as DetailsField])));
                }}
                problems={problems}
                requirePhone={business.requirePhone}
                requireEmail={business.requireEmail}
                submitting={submitting}
                onSubmit={() => void submit()}
                formRef={formRef}
              >
                <div className="space-y-2 pt-2">
                  <h3 className="text-sm font-semibold text-foreground">{tr('summary.title')}</h3>
                  <DetailsList
                    rows={[
                      { label: tr('summary.service'), value: `${service.name} (${priceAndDuration})` },
                      { label: tr('summary.professional'), value: professional?.fullName ?? tr('professional.any') },
                      { label: tr('summary.when'), value: formatWhen(slot.startsAt, slot.endsAt, business.timeZone, language) },
                    ]}
                  />
                  <ZoneNote timeZone={business.timeZone} />
                </div>
                {failure && (
                  <Notice variant="error" live title={tr('details.failureTitle')}>
                    <p>{failure}</p>
                  </Notice>
                )}
              </DetailsForm>
            </>
          )}

          {shown === 'done' && booked && (
            <BookingConfirmation
              business={business}
              booking={booked.booking}
              serviceId={booked.serviceId}
              professionalId={booked.professionalId}
              email={booked.email}
              onBookAgain={() => {
                reset();
                advance('service');
              }}
            />
          )}
        </Panel>
      </div>
    </PageShell>
  );
}

/** The day strip and the times; mounting it reads the free times afresh (after a time was taken too). */
function TimeStep({
  business,
  serviceId,
  professionalId,
  day,
  selectedSlot,
  onSelectDay,
  onPick,
}: {
  business: PublicBusiness;
  serviceId: string;
  professionalId: string | null;
  day: LocalDate | null;
  selectedSlot: Slot | null;
  onSelectDay: (day: LocalDate) => void;
  onPick: (slot: Slot) => void;
}) {
  const slots = useSlots({ businessId: business.id, serviceId, professionalId, timeZone: business.timeZone, windowDays: business.windowDays });
  return <SlotPicker slots={slots} timeZone={business.timeZone} selectedDay={day} onSelectDay={onSelectDay} selectedSlot={selectedSlot} onPick={onPick} />;
}
