import type { PublicBookingCreated } from '../../../contracts/online-booking.ts';
import {
  detailsFieldOf,
  EMPTY_DETAILS,
  type CustomerDetails,
  type DetailsField,
  type FieldProblem,
} from './customer-details.ts';
import type { LocalDate } from '../../lib/local-date.ts';
import type { SlotStep, TimeSlot } from './booking-api.ts';
import { MAX_SERVICES, slotKey, type ServiceChoice } from './visit.ts';
import { NETWORK_ERROR, type PublicApiError } from '../../public-pages/lib/public-api.ts';

/*
 * The booking wizard's state and every change to it, as a pure reducer: service → professional →
 * day and time → details → done. From the professional step the customer may add up to two more
 * services (a visit: each done right after the one before), and then chooses who does each. The page does what a change asks of the browser (history,
 * focus, requests); the rules of which choice undoes which live here alone.
 */

/** `addService`: the services again, to add one more to the visit. */
export type Step = 'service' | 'addService' | 'professional' | 'time' | 'details' | 'done';
const STEPS: readonly Step[] = ['service', 'addService', 'professional', 'time', 'details', 'done'];

export const isStep = (value: unknown): value is Step =>
  typeof value === 'string' && (STEPS as readonly string[]).includes(value);

export type FieldProblems = Partial<Record<DetailsField, FieldProblem>>;

export interface Booked {
  booking: PublicBookingCreated;
  /** What was booked: each service, who does it and when. */
  steps: SlotStep[];
  email: string;
}

export interface BookingFlowState {
  /** The step asked for; `visibleStep` says which one can be shown. */
  step: Step;
  /** The first service (the only one of a booking of one service). */
  serviceId: string | null;
  /** Who does the first service. null: any professional; undefined: not chosen yet. */
  professionalId: string | null | undefined;
  /** The services after the first, in order, each with who does it (null: anyone). */
  moreServices: { serviceId: string; professionalId: string | null }[];
  day: LocalDate | null;
  slot: TimeSlot | null;
  details: CustomerDetails;
  problems: FieldProblems;
  submitting: boolean;
  /** Why the last attempt to book failed, shown on the details step. */
  failure: FieldProblem | null;
  /** Why the chosen time could not be had, shown on the times step. */
  timeNotice: FieldProblem | null;
  booked: Booked | null;
  /**
   * Sent with every try of one booking, so a retry after a lost answer gets the booking the
   * first try made instead of a second one; null until the customer first sends the form.
   */
  idempotencyKey: string | null;
}

export const INITIAL_BOOKING_FLOW: BookingFlowState = {
  step: 'service',
  serviceId: null,
  professionalId: undefined,
  moreServices: [],
  day: null,
  slot: null,
  details: EMPTY_DETAILS,
  problems: {},
  submitting: false,
  failure: null,
  timeNotice: null,
  booked: null,
  idempotencyKey: null,
};

/** How an attempt to book failed, as the page shows it. */
export type BookingFailure =
  /** The time cannot be had (taken meanwhile, too soon…): back to the times, read afresh. */
  | { kind: 'time'; notice: FieldProblem; forgetKey: boolean }
  /** The server refused some of the customer's details: each shown at its field. */
  | { kind: 'fields'; problems: FieldProblems; forgetKey: boolean }
  | { kind: 'other'; problem: FieldProblem; forgetKey: boolean };

export type BookingFlowAction =
  | { type: 'chooseService'; serviceId: string }
  | { type: 'chooseProfessional'; professionalId: string | null }
  /** Open the services again, to add one to the visit. */
  | { type: 'addService' }
  /** A service added to the visit; the page goes back to the professionals' history entry. */
  | { type: 'addServiceChosen'; serviceId: string }
  /** Take the service at `index` (0: the first) out of the visit. */
  | { type: 'removeService'; index: number }
  /** In a visit: who does the service at `index`; the customer then asks for the times. */
  | { type: 'chooseStepProfessional'; index: number; professionalId: string | null }
  | { type: 'showTimes' }
  | { type: 'chooseDay'; day: LocalDate }
  | { type: 'pickSlot'; slot: TimeSlot }
  | { type: 'editDetails'; details: CustomerDetails }
  | { type: 'detailsInvalid'; problems: FieldProblems }
  | { type: 'submitting'; idempotencyKey: string }
  | { type: 'booked'; booked: Booked }
  | { type: 'bookingFailed'; failure: BookingFailure }
  | { type: 'bookAgain' }
  /** The browser's back or forward button, with the step its history entry names. */
  | { type: 'navigated'; step: unknown };

/** The step each forward move opens (the page records it in the browser's history). */
export const NEXT_STEP = {
  chooseService: 'professional',
  chooseProfessional: 'time',
  addService: 'addService',
  showTimes: 'time',
  pickSlot: 'details',
  booked: 'done',
  bookAgain: 'service',
} as const satisfies Partial<Record<BookingFlowAction['type'], Step>>;

/** A new booking: the choices go, the customer's details stay for the next one. */
function startOver(state: BookingFlowState): BookingFlowState {
  return { ...INITIAL_BOOKING_FLOW, details: state.details };
}

export function bookingFlow(state: BookingFlowState, action: BookingFlowAction): BookingFlowState {
  switch (action.type) {
    case 'chooseService': {
      const changed = action.serviceId !== state.serviceId;
      return {
        ...state,
        serviceId: action.serviceId,
        // Another service may have other professionals and other times; the ones added after it stay.
        ...(changed
          ? {
              professionalId: undefined,
              moreServices: state.moreServices.filter((more) => more.serviceId !== action.serviceId),
              slot: null,
            }
          : {}),
        step: NEXT_STEP.chooseService,
      };
    }
    case 'addService':
      return { ...state, step: NEXT_STEP.addService };
    case 'addServiceChosen': {
      const chosen = serviceChoices(state);
      if (chosen.length >= MAX_SERVICES || chosen.some((c) => c.serviceId === action.serviceId)) {
        return { ...state, step: 'professional' };
      }
      return {
        ...state,
        moreServices: [...state.moreServices, { serviceId: action.serviceId, professionalId: null }],
        slot: null,
        timeNotice: null,
        step: 'professional',
      };
    }
    case 'removeService': {
      const rest = serviceChoices(state).filter((_, index) => index !== action.index);
      const [first, ...more] = rest;
      if (!first || rest.length === serviceChoices(state).length) return state;
      return {
        ...state,
        serviceId: first.serviceId,
        professionalId: first.professionalId,
        moreServices: more.map((c) => ({ serviceId: c.serviceId, professionalId: c.professionalId ?? null })),
        slot: null,
        timeNotice: null,
      };
    }
    case 'chooseStepProfessional': {
      const { index, professionalId } = action;
      if (index === 0) return { ...state, professionalId, slot: null, timeNotice: null };
      if (!state.moreServices[index - 1]) return state;
      return {
        ...state,
        moreServices: state.moreServices.map((more, i) => (i === index - 1 ? { ...more, professionalId } : more)),
        slot: null,
        timeNotice: null,
      };
    }
    case 'showTimes':
      // Nobody chosen for the first service of a visit: anyone.
      return { ...state, professionalId: state.professionalId ?? null, step: NEXT_STEP.showTimes };
    case 'chooseProfessional':
      return {
        ...state,
        professionalId: action.professionalId,
        ...(action.professionalId !== state.professionalId ? { slot: null } : {}),
        timeNotice: null,
        step: NEXT_STEP.chooseProfessional,
      };
    case 'chooseDay':
      return { ...state, day: action.day };
    case 'pickSlot': {
      const same = state.slot !== null && slotKey(action.slot) === slotKey(state.slot);
      return {
        ...state,
        slot: action.slot,
        // Another time is another booking: its tries must not be taken for the last one's.
        idempotencyKey: same ? state.idempotencyKey : null,
        timeNotice: null,
        failure: null,
        step: NEXT_STEP.pickSlot,
      };
    }
    case 'editDetails': {
      const { details } = action;
      // A field's message goes once the customer changes that field.
      const problems = Object.fromEntries(
        Object.entries(state.problems).filter(
          ([field]) => details[field as DetailsField] === state.details[field as DetailsField],
        ),
      );
      return { ...state, details, problems };
    }
    case 'detailsInvalid':
      return { ...state, problems: action.problems };
    case 'submitting':
      return {
        ...state,
        problems: {},
        failure: null,
        submitting: true,
        idempotencyKey: state.idempotencyKey ?? action.idempotencyKey,
      };
    case 'booked':
      return { ...state, booked: action.booked, submitting: false, idempotencyKey: null, step: NEXT_STEP.booked };
    case 'bookingFailed': {
      const { failure } = action;
      const next = { ...state, submitting: false, idempotencyKey: failure.forgetKey ? null : state.idempotencyKey };
      if (failure.kind === 'time') return { ...next, timeNotice: failure.notice, slot: null, step: 'time' };
      if (failure.kind === 'fields') return { ...next, problems: failure.problems };
      return { ...next, failure: failure.problem };
    }
    case 'bookAgain':
      return { ...startOver(state), step: NEXT_STEP.bookAgain };
    case 'navigated':
      // After booking, going back starts a new booking rather than reopening the sent form.
      if (state.booked) return startOver(state);
      return { ...state, step: isStep(action.step) ? action.step : 'service' };
  }
}

/** The step to show: one whose choices are missing (after a reload, or going back after booking) opens the first. */
export function visibleStep(state: BookingFlowState): Step {
  const { step, serviceId, professionalId, slot, booked } = state;
  if (step === 'done' && booked) return 'done';
  if (step === 'addService' && serviceId !== null && state.moreServices.length < MAX_SERVICES - 1) return 'addService';
  if (step === 'details' && serviceId !== null && slot) return 'details';
  if (step === 'time' && serviceId !== null && professionalId !== undefined) return 'time';
  if ((step === 'professional' || step === 'addService') && serviceId !== null) return 'professional';
  return 'service';
}

/** The services chosen, in order, each with who does it. */
export function serviceChoices(
  state: Pick<BookingFlowState, 'serviceId' | 'professionalId' | 'moreServices'>,
): ServiceChoice[] {
  if (state.serviceId === null) return [];
  return [{ serviceId: state.serviceId, professionalId: state.professionalId }, ...state.moreServices];
}

/** Codes that mean "that time cannot be had". */
const TIME_PROBLEMS = new Set(['SLOT_TAKEN', 'TOO_SOON', 'NOT_A_SLOT', 'OUTSIDE_BOOKING_WINDOW']);

/** What a failed attempt to book means for the page. */
export function bookingFailure(error: Pick<PublicApiError, 'status' | 'code' | 'message' | 'fields'>): BookingFailure {
  // Only an answer that made nothing ends the attempt; after a lost answer the retry must send
  // the same key, so the server hands back the booking it may already have made.
  const forgetKey = error.status >= 400 && error.status < 500;
  if (TIME_PROBLEMS.has(error.code)) {
    return {
      kind: 'time',
      notice: error.code === 'SLOT_TAKEN' ? { key: 'time.slotTaken' } : { text: error.message },
      forgetKey,
    };
  }
  // A phone the server cannot read as a number comes back under its field too.
  if (error.code === 'VALIDATION_ERROR' || error.code === 'INVALID_PHONE') {
    const problems: FieldProblems = {};
    for (const [path, text] of Object.entries(error.fields)) {
      const field = detailsFieldOf(path);
      if (field) problems[field] = { text };
    }
    if (Object.keys(problems).length > 0) return { kind: 'fields', problems, forgetKey };
  }
  return {
    kind: 'other',
    problem: error.code === NETWORK_ERROR ? { key: 'details.networkFailure' } : { text: error.message },
    forgetKey,
  };
}
