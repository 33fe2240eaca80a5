import { describe, expect, it } from 'vitest';
import {
  bookingFailure,
  bookingFlow,
  INITIAL_BOOKING_FLOW,
  visibleStep,
  type Booked,
  type BookingFlowAction,
  type BookingFlowState,
} from './booking-flow.ts';
import { EMPTY_DETAILS } from './customer-details.ts';
import { NETWORK_ERROR } from '../../public-pages/lib/public-api.ts';
import { singleServiceSlot } from './visit.ts';

const CUT = 'service-cut';
const COLOUR = 'service-colour';
const PAULA = 'professional-paula';
const BRUNO = 'professional-bruno';
const slotAt = (startsAt: string, endsAt: string, professionalId = PAULA) =>
  singleServiceSlot({ professionalId, startsAt, endsAt }, CUT);
const ten = slotAt('2030-01-07T13:00:00.000Z', '2030-01-07T13:30:00.000Z');
const eleven = slotAt('2030-01-07T14:00:00.000Z', '2030-01-07T14:30:00.000Z');
const ana = { ...EMPTY_DETAILS, fullName: 'Ana', phone: '11 98765-4321' };
const booked: Booked = {
  booking: {
    id: 'b1',
    status: 'confirmed',
    startsAt: ten.startsAt,
    endsAt: ten.endsAt,
    manageToken: 'token-token-token-token',
    changeableUntil: '2030-01-06T13:00:00.000Z',
    canChange: true,
  },
  steps: ten.steps,
  email: '',
};

const run = (...actions: BookingFlowAction[]) => actions.reduce(bookingFlow, INITIAL_BOOKING_FLOW);

/** A customer who chose everything and is on the details step. */
const atDetails = () =>
  run(
    { type: 'chooseService', serviceId: CUT },
    { type: 'chooseProfessional', professionalId: PAULA },
    { type: 'chooseDay', day: '2030-01-07' },
    { type: 'pickSlot', slot: ten },
    { type: 'editDetails', details: ana },
  );

const apiError = (
  status: number,
  code: string,
  message = 'Mensagem do servidor',
  fields: Record<string, string> = {},
) => ({ status, code, message, fields });

describe('bookingFlow', () => {
  it('walks service → professional → time → details, each choice opening the next step', () => {
    let state = run({ type: 'chooseService', serviceId: CUT });
    expect([state.step, visibleStep(state)]).toEqual(['professional', 'professional']);
    state = bookingFlow(state, { type: 'chooseProfessional', professionalId: null });
    expect([visibleStep(state), state.professionalId]).toEqual(['time', null]);
    state = bookingFlow(state, { type: 'chooseDay', day: '2030-01-07' });
    expect([visibleStep(state), state.day]).toEqual(['time', '2030-01-07']);
    state = bookingFlow(state, { type: 'pickSlot', slot: ten });
    expect([visibleStep(state), state.slot]).toEqual(['details', ten]);
  });

  it('forgets the professional and the time when another service is chosen, not when the same one is', () => {
    const state = atDetails();
    expect(bookingFlow(state, { type: 'chooseService', serviceId: CUT })).toMatchObject({
      professionalId: PAULA,
      slot: ten,
    });
    expect(bookingFlow(state, { type: 'chooseService', serviceId: COLOUR })).toMatchObject({
      serviceId: COLOUR,
      professionalId: undefined,
      slot: null,
      details: ana,
    });
  });

  it('forgets the time when another professional is chosen, and the notice about a lost time in any case', () => {
    const lost = bookingFlow(atDetails(), {
      type: 'bookingFailed',
      failure: { kind: 'time', notice: { key: 'time.slotTaken' }, forgetKey: true },
    });
    const same = bookingFlow({ ...lost, slot: ten }, { type: 'chooseProfessional', professionalId: PAULA });
    expect([same.slot, same.timeNotice]).toEqual([ten, null]);
    expect(bookingFlow(atDetails(), { type: 'chooseProfessional', professionalId: BRUNO }).slot).toBeNull();
    expect(bookingFlow(atDetails(), { type: 'chooseProfessional', professionalId: null }).slot).toBeNull();
  });

  it('keeps one idempotency key for the tries of one time, and a new one for another time', () => {
    let state = bookingFlow(atDetails(), { type: 'submitting', idempotencyKey: 'key-1' });
    expect([state.submitting, state.idempotencyKey]).toEqual([true, 'key-1']);
    // The answer was lost: the retry sends the same key.
    state = bookingFlow(state, { type: 'bookingFailed', failure: bookingFailure(apiError(0, NETWORK_ERROR)) });
    expect([state.submitting, state.idempotencyKey, state.failure]).toEqual([
      false,
      'key-1',
      { key: 'details.networkFailure' },
    ]);
    state = bookingFlow(state, { type: 'submitting', idempotencyKey: 'key-2' });
    expect([state.idempotencyKey, state.failure]).toEqual(['key-1', null]);
    state = bookingFlow(state, { type: 'bookingFailed', failure: bookingFailure(apiError(500, 'INTERNAL_ERROR')) });
    expect(bookingFlow(state, { type: 'pickSlot', slot: ten }).idempotencyKey).toBe('key-1');
    expect(bookingFlow(state, { type: 'pickSlot', slot: eleven }).idempotencyKey).toBeNull();
    expect(
      bookingFlow(state, { type: 'pickSlot', slot: slotAt(ten.startsAt, ten.endsAt, BRUNO) }).idempotencyKey,
    ).toBeNull();
  });

  it('sends a customer whose time was taken back to the times, with the notice, and forgets the key', () => {
    const submitted = bookingFlow(atDetails(), { type: 'submitting', idempotencyKey: 'key-1' });
    const state = bookingFlow(submitted, {
      type: 'bookingFailed',
      failure: bookingFailure(apiError(409, 'SLOT_TAKEN')),
    });
    expect(state).toMatchObject({
      step: 'time',
      slot: null,
      timeNotice: { key: 'time.slotTaken' },
      idempotencyKey: null,
      submitting: false,
      details: ana,
    });
    expect(visibleStep(state)).toBe('time');
    // Picking a new time clears the notice and opens the details again.
    expect(bookingFlow(state, { type: 'pickSlot', slot: eleven })).toMatchObject({ step: 'details', timeNotice: null });
  });

  it("shows the server's refusals at their fields, each going once that field changes", () => {
    const failure = bookingFailure(
      apiError(400, 'VALIDATION_ERROR', 'Dados inválidos', {
        'client.phone': 'Campo obrigatório',
        'client.email': 'E-mail inválido',
        startsAt: 'x',
      }),
    );
    let state = bookingFlow(atDetails(), { type: 'bookingFailed', failure });
    expect(state.problems).toEqual({ phone: { text: 'Campo obrigatório' }, email: { text: 'E-mail inválido' } });
    state = bookingFlow(state, { type: 'editDetails', details: { ...ana, phone: '11 98765-0000' } });
    expect(state.problems).toEqual({ email: { text: 'E-mail inválido' } });
    state = bookingFlow(state, { type: 'editDetails', details: { ...state.details, notes: 'Cabelo curto' } });
    expect(state.problems).toEqual({ email: { text: 'E-mail inválido' } });
  });

  it('keeps the problems the browser found until the next try', () => {
    let state = bookingFlow(atDetails(), {
      type: 'detailsInvalid',
      problems: { fullName: { key: 'details.errors.nameTooShort' } },
    });
    expect(state.problems).toEqual({ fullName: { key: 'details.errors.nameTooShort' } });
    state = bookingFlow(state, { type: 'submitting', idempotencyKey: 'key-1' });
    expect(state.problems).toEqual({});
  });

  it('ends on the confirmation, and a new booking keeps the details but none of the choices', () => {
    let state = bookingFlow(bookingFlow(atDetails(), { type: 'submitting', idempotencyKey: 'key-1' }), {
      type: 'booked',
      booked,
    });
    expect(state).toMatchObject({ step: 'done', booked, submitting: false, idempotencyKey: null });
    expect(visibleStep(state)).toBe('done');
    state = bookingFlow(state, { type: 'bookAgain' });
    expect(state).toEqual({ ...INITIAL_BOOKING_FLOW, details: ana });
  });

  it("follows the browser's back button to the step its history names, and never back into a sent booking", () => {
    const state = atDetails();
    expect(bookingFlow(state, { type: 'navigated', step: 'professional' })).toMatchObject({
      step: 'professional',
      serviceId: CUT,
      slot: ten,
    });
    expect(bookingFlow(state, { type: 'navigated', step: 'nonsense' }).step).toBe('service');
    expect(bookingFlow(state, { type: 'navigated', step: undefined }).step).toBe('service');
    const done = bookingFlow(state, { type: 'booked', booked });
    expect(bookingFlow(done, { type: 'navigated', step: 'details' })).toEqual({
      ...INITIAL_BOOKING_FLOW,
      details: ana,
    });
  });
});

describe('visibleStep', () => {
  it('opens the first step whose choices are missing', () => {
    const at = (state: Partial<BookingFlowState>) => visibleStep({ ...INITIAL_BOOKING_FLOW, ...state });
    expect(at({ step: 'professional' })).toBe('service');
    expect(at({ step: 'time', serviceId: CUT })).toBe('service');
    expect(at({ step: 'time', serviceId: CUT, professionalId: null })).toBe('time');
    expect(at({ step: 'details', serviceId: CUT, professionalId: PAULA })).toBe('service');
    expect(at({ step: 'details', serviceId: CUT, professionalId: PAULA, slot: ten })).toBe('details');
    expect(at({ step: 'done', serviceId: CUT, professionalId: PAULA, slot: ten })).toBe('service');
  });
});

describe('bookingFailure', () => {
  it('reads the codes of a time that cannot be had, with the server’s words but for a taken time', () => {
    for (const code of ['TOO_SOON', 'NOT_A_SLOT', 'OUTSIDE_BOOKING_WINDOW']) {
      expect(bookingFailure(apiError(400, code, 'Horário indisponível'))).toEqual({
        kind: 'time',
        notice: { text: 'Horário indisponível' },
        forgetKey: true,
      });
    }
    expect(bookingFailure(apiError(409, 'SLOT_TAKEN'))).toEqual({
      kind: 'time',
      notice: { key: 'time.slotTaken' },
      forgetKey: true,
    });
  });

  it('keeps the key after an answer that may have made the booking', () => {
    expect(bookingFailure(apiError(0, NETWORK_ERROR, 'Sem rede'))).toEqual({
      kind: 'other',
      problem: { key: 'details.networkFailure' },
      forgetKey: false,
    });
    expect(bookingFailure(apiError(503, 'UNEXPECTED', 'Erro'))).toEqual({
      kind: 'other',
      problem: { text: 'Erro' },
      forgetKey: false,
    });
    expect(bookingFailure(apiError(429, 'BOOKING_LIMIT_REACHED', 'Limite')).forgetKey).toBe(true);
  });

  it('shows a refusal of no field of the form as a message above the button', () => {
    expect(
      bookingFailure(apiError(400, 'VALIDATION_ERROR', 'Dados inválidos', { serviceId: 'Não encontrado' })),
    ).toEqual({
      kind: 'other',
      problem: { text: 'Dados inválidos' },
      forgetKey: true,
    });
  });
});
