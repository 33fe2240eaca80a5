import { lazy, Suspense, useEffect, useReducer, useRef, useState } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { BusinessInfo } from '../components/business-info.tsx';
import { bookingSummaryRows } from '../components/visit-summary.tsx';
import { LatestReviews } from '../components/latest-reviews.tsx';
import { PageShell, Panel } from '../../public-pages/components/page-shell.tsx';
import { RatingLine } from '../components/rating-line.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useI18n } from '../i18n/i18n.ts';
import { usePackageSessions } from '../hooks/use-package-sessions.ts';
import {
  bookingFailure,
  bookingFlow,
  INITIAL_BOOKING_FLOW,
  NEXT_STEP,
  serviceChoices,
  visibleStep,
  type BookingFlowAction,
  type FieldProblems,
} from '../lib/booking-flow.ts';
import { bookingPayload, validateDetails, type DetailsField } from '../lib/customer-details.ts';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { createBooking } from '../lib/booking-api.ts';
import { visitDepositCents, type DepositMethod } from '../lib/deposit.ts';
import { addableServices, bookingTarget, chosenServices } from '../lib/visit.ts';
import { toPublicApiError } from '../../public-pages/lib/public-api.ts';
import { ServiceStep } from './service-step.tsx';

// The steps after the first load beside the page once it shows (the first tap finds them there).
const laterSteps = () => import('./later-steps.ts');
const ProfessionalStep = lazy(() => laterSteps().then((m) => ({ default: m.ProfessionalStep })));
const TimeStep = lazy(() => laterSteps().then((m) => ({ default: m.TimeStep })));
const DetailsStep = lazy(() => laterSteps().then((m) => ({ default: m.DetailsStep })));
const BookedStep = lazy(() => laterSteps().then((m) => ({ default: m.BookedStep })));

type ForwardAction = Extract<BookingFlowAction, { type: keyof typeof NEXT_STEP }>;

/**
 * The booking, step by step, beside the business's details. Its state is `bookingFlow`'s; this
 * component does what each change asks of the browser: the history entry of each step (so the
 * phone's back button goes back a step), the focus, and the request that books. With a booking's
 * `packagesToken`, the services its client has a package session of say so instead of a price.
 */
export function BookingWizard({
  business,
  packagesToken,
}: {
  business: PublicBusiness;
  packagesToken?: string | undefined;
}) {
  const { tr, language } = useI18n();
  const covered = usePackageSessions(packagesToken);
  const [state, dispatch] = useReducer(bookingFlow, INITIAL_BOOKING_FLOW);
  const [depositMethod, setDepositMethod] = useState<DepositMethod>('pix');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = visibleStep(state);

  const choices = serviceChoices(state);
  const services = chosenServices(business, choices);
  const service = services[0] ?? null;
  const addable = addableServices(business.services, choices);
  const nameOf = (professionalId: string | null | undefined) =>
    professionalId
      ? (business.professionals.find((p) => p.id === professionalId)?.fullName ?? '')
      : tr('professional.any');
  const summary = state.slot
    ? bookingSummaryRows({
        business,
        slot: state.slot,
        professionalName: nameOf(state.slot.steps[0]?.professionalId),
        tr,
        language,
        covered,
      })
    : [];
  // The deposit the visit asks by its services' rules (the booking's answer has the final amount).
  const depositCents = business.deposits ? visitDepositCents(services) : 0;

  useEffect(() => void laterSteps(), []);

  // The phone's back button goes back a step instead of leaving the page.
  useEffect(() => {
    window.history.replaceState({ ...(window.history.state as object | null), bookingStep: 'service' }, '');
    const onPopState = (event: PopStateEvent) =>
      dispatch({ type: 'navigated', step: (event.state as { bookingStep?: unknown } | null)?.bookingStep });
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const advance = (action: ForwardAction) => {
    dispatch(action);
    window.history.pushState({ bookingStep: NEXT_STEP[action.type] }, '');
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

  const focusField = (problems: FieldProblems) => {
    const first = Object.keys(problems)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = async () => {
    const found = validateDetails(state.details, business);
    if (Object.keys(found).length > 0) {
      const problems: FieldProblems = Object.fromEntries(
        Object.entries(found).map(([field, key]) => [field as DetailsField, { key }]),
      );
      dispatch({ type: 'detailsInvalid', problems });
      focusField(problems);
      return;
    }
    const { slot, details } = state;
    if (!slot) return;
    const idempotencyKey = state.idempotencyKey ?? newIdempotencyKey();
    dispatch({ type: 'submitting', idempotencyKey });
    try {
      const booking = await createBooking(
        business.id,
        {
          ...bookingTarget(slot),
          ...bookingPayload(details, language),
          ...(depositCents > 0 ? { depositMethod } : {}),
        },
        idempotencyKey,
      );
      advance({
        type: 'booked',
        booked: { booking, steps: slot.steps, email: details.email.trim() },
      });
    } catch (cause) {
      const failure = bookingFailure(toPublicApiError(cause));
      dispatch({ type: 'bookingFailed', failure });
      // Off the details entry of the history, back to the times (read again).
      if (failure.kind === 'time') back();
      if (failure.kind === 'fields') focusField(failure.problems);
    }
  };

  return (
    <PageShell
      title={business.name}
      eyebrow={tr('page.eyebrow')}
      subtitle={
        business.reviews ? (
          <RatingLine businessId={business.id} average={business.reviews.average} count={business.reviews.count} />
        ) : undefined
      }
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-6">
        <Panel
          aria-label={tr('business.about')}
          // On a phone the business's details stay on the first step, out of the way of the next ones.
          className={`lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1 ${shown === 'service' ? '' : 'max-lg:hidden'}`}
        >
          {business.welcomeMessage && (
            <p className="mb-3 text-sm whitespace-pre-line text-foreground">{business.welcomeMessage}</p>
          )}
          <BusinessInfo
            address={business.address}
            phone={business.phone}
            openingHours={business.openingHours}
            timeZone={business.timeZone}
          />
          {business.reviews && (
            <LatestReviews businessId={business.id} reviews={business.reviews} timeZone={business.timeZone} />
          )}
        </Panel>

        <Panel className="lg:col-start-1 lg:row-start-1">
          {shown === 'service' && (
            <ServiceStep
              business={business}
              covered={covered}
              selectedId={state.serviceId}
              onSelect={(serviceId) => advance({ type: 'chooseService', serviceId })}
              headingRef={headingRef}
            />
          )}

          {shown === 'addService' && (
            <ServiceStep
              business={business}
              services={addable}
              covered={covered}
              selectedId={null}
              adding={{ after: services.map((s) => s.name).join(' + ') }}
              onSelect={(serviceId) => {
                dispatch({ type: 'addServiceChosen', serviceId });
                // Back to the professionals' history entry: the back button then leaves them for the services.
                back();
              }}
              onBack={back}
              headingRef={headingRef}
            />
          )}

          <Suspense fallback={<StepLoading />}>
            {shown === 'professional' && service && (
              <ProfessionalStep
                business={business}
                services={services}
                covered={covered}
                choices={choices}
                onSelect={(professionalId) => advance({ type: 'chooseProfessional', professionalId })}
                onSelectForStep={(index, professionalId) =>
                  dispatch({ type: 'chooseStepProfessional', index, professionalId })
                }
                onShowTimes={() => advance({ type: 'showTimes' })}
                onAdd={addable.length > 0 ? () => advance({ type: 'addService' }) : undefined}
                onRemove={(index) => dispatch({ type: 'removeService', index })}
                onBack={back}
                headingRef={headingRef}
              />
            )}

            {shown === 'time' && service && state.professionalId !== undefined && (
              <TimeStep
                business={business}
                serviceIds={choices.map((c) => c.serviceId)}
                professionalIds={choices.map((c) => c.professionalId ?? null)}
                subtitle={services.map(
                  (s, index) =>
                    `${services.length > 1 ? `${index + 1}. ` : ''}${s.name} · ${nameOf(choices[index]?.professionalId)}`,
                )}
                notice={state.timeNotice}
                day={state.day}
                selectedSlot={state.slot}
                onSelectDay={(day) => dispatch({ type: 'chooseDay', day })}
                onPick={(slot) => advance({ type: 'pickSlot', slot })}
                onBack={back}
                headingRef={headingRef}
              />
            )}

            {shown === 'details' && service && state.slot && (
              <DetailsStep
                business={business}
                summary={summary}
                details={state.details}
                problems={state.problems}
                failure={state.failure}
                submitting={state.submitting}
                deposit={
                  depositCents > 0
                    ? { amountCents: depositCents, method: depositMethod, onMethod: setDepositMethod }
                    : null
                }
                onChange={(details) => dispatch({ type: 'editDetails', details })}
                onSubmit={() => void submit()}
                onBack={back}
                headingRef={headingRef}
                formRef={formRef}
              />
            )}

            {shown === 'done' && state.booked && (
              <BookedStep
                business={business}
                booked={state.booked}
                covered={covered}
                onBookAgain={() => advance({ type: 'bookAgain' })}
              />
            )}
          </Suspense>
        </Panel>
      </div>
    </PageShell>
  );
}

/** While a step's code is still on its way (a slow connection, a tap right after the page showed). */
function StepLoading() {
  const { tr } = useI18n();
  return (
    <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
      <Spinner />
      {tr('page.loading')}
    </p>
  );
}
