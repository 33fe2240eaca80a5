import { describe, expect, it } from 'vitest';
import {
  bookingFlow,
  INITIAL_BOOKING_FLOW,
  serviceChoices,
  visibleStep,
  type BookingFlowAction,
} from './booking-flow.ts';
import type { TimeSlot } from './booking-api.ts';
import {
  addableServices,
  bookingTarget,
  chosenServices,
  rescheduleBody,
  rescheduleQuery,
  singleServiceSlot,
  visitTotals,
} from './visit.ts';

const CUT = 'service-cut';
const COLOUR = 'service-colour';
const NAILS = 'service-nails';
const BROWS = 'service-brows';
const PAULA = 'professional-paula';
const BRUNO = 'professional-bruno';
const service = (id: string, durationMinutes: number, priceCents: number) => ({
  id,
  name: id,
  description: null,
  durationMinutes,
  priceCents,
});
const business = {
  services: [service(CUT, 30, 4500), service(COLOUR, 60, 12000), service(NAILS, 45, 3000), service(BROWS, 15, 2000)],
};

const run = (...actions: BookingFlowAction[]) => actions.reduce(bookingFlow, INITIAL_BOOKING_FLOW);

/** Cut with Paula, then colour with Bruno, at 10:00 (São Paulo). */
const visitSlot: TimeSlot = {
  startsAt: '2030-01-07T13:00:00.000Z',
  endsAt: '2030-01-07T14:30:00.000Z',
  steps: [
    { serviceId: CUT, professionalId: PAULA, startsAt: '2030-01-07T13:00:00.000Z', endsAt: '2030-01-07T13:30:00.000Z' },
    {
      serviceId: COLOUR,
      professionalId: BRUNO,
      startsAt: '2030-01-07T13:30:00.000Z',
      endsAt: '2030-01-07T14:30:00.000Z',
    },
  ],
};

describe('a visit in the booking flow', () => {
  it('adds services after the first from the professional step, up to three, and asks who does each', () => {
    let state = run({ type: 'chooseService', serviceId: CUT }, { type: 'addService' });
    expect(visibleStep(state)).toBe('addService');
    state = bookingFlow(state, { type: 'addServiceChosen', serviceId: COLOUR });
    expect(visibleStep(state)).toBe('professional');
    expect(serviceChoices(state)).toEqual([
      { serviceId: CUT, professionalId: undefined },
      { serviceId: COLOUR, professionalId: null },
    ]);
    state = run(
      { type: 'chooseService', serviceId: CUT },
      { type: 'addServiceChosen', serviceId: COLOUR },
      { type: 'addServiceChosen', serviceId: COLOUR },
      { type: 'addServiceChosen', serviceId: NAILS },
      { type: 'addServiceChosen', serviceId: BROWS },
    );
    expect(serviceChoices(state).map((c) => c.serviceId)).toEqual([CUT, COLOUR, NAILS]);
    // A full visit has nothing more to add: asking for it shows the professionals.
    expect(visibleStep(bookingFlow(state, { type: 'addService' }))).toBe('professional');

    state = bookingFlow(state, { type: 'chooseStepProfessional', index: 1, professionalId: BRUNO });
    expect(serviceChoices(state).map((c) => c.professionalId)).toEqual([undefined, BRUNO, null]);
    state = bookingFlow(state, { type: 'showTimes' });
    expect([visibleStep(state), state.professionalId]).toEqual(['time', null]);
  });

  it('forgets the chosen time when a service or who does it changes, and keeps the rest on removal', () => {
    let state = run(
      { type: 'chooseService', serviceId: CUT },
      { type: 'chooseStepProfessional', index: 0, professionalId: PAULA },
      { type: 'addServiceChosen', serviceId: COLOUR },
      { type: 'chooseStepProfessional', index: 1, professionalId: BRUNO },
      { type: 'showTimes' },
      { type: 'pickSlot', slot: visitSlot },
    );
    expect(visibleStep(state)).toBe('details');
    expect(bookingFlow(state, { type: 'chooseStepProfessional', index: 1, professionalId: null }).slot).toBeNull();
    expect(bookingFlow(state, { type: 'addServiceChosen', serviceId: NAILS }).slot).toBeNull();

    // Taking the first out makes the second the first, with its professional.
    state = bookingFlow(state, { type: 'removeService', index: 0 });
    expect(serviceChoices(state)).toEqual([{ serviceId: COLOUR, professionalId: BRUNO }]);
    expect(state.slot).toBeNull();
    // The last service stays.
    expect(bookingFlow(state, { type: 'removeService', index: 0 })).toBe(state);
  });

  it('keeps the services added after the first when another first one is chosen, never the same one twice', () => {
    const state = run(
      { type: 'chooseService', serviceId: CUT },
      { type: 'addServiceChosen', serviceId: COLOUR },
      { type: 'addServiceChosen', serviceId: NAILS },
      { type: 'chooseService', serviceId: COLOUR },
    );
    expect(serviceChoices(state).map((c) => c.serviceId)).toEqual([COLOUR, NAILS]);
  });

  it('starts a new booking with one service again', () => {
    const state = run(
      { type: 'chooseService', serviceId: CUT },
      { type: 'addServiceChosen', serviceId: COLOUR },
      { type: 'bookAgain' },
    );
    expect(serviceChoices(state)).toEqual([]);
  });
});

describe('visit helpers', () => {
  it('add up the services in the order chosen, and offer only those not chosen while there is room', () => {
    const choices = [
      { serviceId: COLOUR, professionalId: null },
      { serviceId: CUT, professionalId: PAULA },
    ];
    expect(chosenServices(business, choices).map((s) => s.id)).toEqual([COLOUR, CUT]);
    expect(visitTotals(chosenServices(business, choices))).toEqual({ durationMinutes: 90, priceCents: 16500 });
    expect(addableServices(business.services, choices).map((s) => s.id)).toEqual([NAILS, BROWS]);
    expect(addableServices(business.services, [...choices, { serviceId: NAILS, professionalId: null }])).toEqual([]);
  });

  it("book the first step and send the others with the free time's professionals", () => {
    expect(bookingTarget(visitSlot)).toEqual({
      serviceId: CUT,
      professionalId: PAULA,
      startsAt: visitSlot.startsAt,
      nextSteps: [{ serviceId: COLOUR, professionalId: BRUNO }],
    });
    const single = singleServiceSlot(
      { professionalId: PAULA, startsAt: visitSlot.startsAt, endsAt: '2030-01-07T13:30:00.000Z' },
      CUT,
    );
    expect(bookingTarget(single)).toEqual({ serviceId: CUT, professionalId: PAULA, startsAt: visitSlot.startsAt });
  });

  it("move a visit's open steps with their professionals, and a single booking as before", () => {
    const step = (id: string, serviceId: string, professionalId: string, status: 'confirmed' | 'cancelled') => ({
      id,
      status,
      serviceId,
      serviceName: serviceId,
      professionalId,
      professionalName: professionalId,
      startsAt: visitSlot.startsAt,
      endsAt: visitSlot.endsAt,
      priceCents: 0,
    });
    const visit = {
      serviceId: CUT,
      professionalId: PAULA,
      steps: [
        step('a', CUT, PAULA, 'confirmed'),
        step('b', COLOUR, BRUNO, 'confirmed'),
        step('c', NAILS, PAULA, 'cancelled'),
      ],
    };
    expect(rescheduleQuery(visit)).toEqual({ serviceIds: [CUT, COLOUR], professionalIds: [PAULA, BRUNO] });
    expect(rescheduleQuery({ ...visit, steps: [step('a', CUT, PAULA, 'confirmed')] })).toEqual({
      serviceIds: [CUT],
      professionalIds: [PAULA],
    });
    expect(rescheduleBody(visitSlot)).toEqual({ startsAt: visitSlot.startsAt, professionalIds: [PAULA, BRUNO] });
    expect(rescheduleBody(singleServiceSlot({ professionalId: PAULA, ...visitSlot }, CUT))).toEqual({
      startsAt: visitSlot.startsAt,
    });
  });
});
