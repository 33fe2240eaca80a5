import { describe, expect, it } from 'vitest';
import type { PublicBooking } from '../../../contracts/online-booking.ts';
import { isActive, manageFlow, manageStart, shouldReload, type ManageAction } from './manage-flow.ts';

const booking: PublicBooking = {
  id: 'b1',
  status: 'confirmed',
  startsAt: '2030-01-07T13:00:00.000Z',
  endsAt: '2030-01-07T13:30:00.000Z',
  serviceId: 's1',
  serviceName: 'Corte',
  professionalId: 'p1',
  professionalName: 'Paula',
  clientName: 'Ana',
  priceCents: 4500,
  business: { id: 'biz', name: 'Salão', address: null, phone: null, timeZone: 'America/Sao_Paulo', currency: 'BRL' },
  steps: [
    {
      id: 'b1',
      status: 'confirmed',
      serviceId: 's1',
      serviceName: 'Corte',
      professionalId: 'p1',
      professionalName: 'Paula',
      startsAt: '2030-01-07T13:00:00.000Z',
      endsAt: '2030-01-07T13:30:00.000Z',
      priceCents: 4500,
    },
  ],
  changeableUntil: '2030-01-06T13:00:00.000Z',
  canChange: true,
};
const moved = { ...booking, startsAt: '2030-01-08T13:00:00.000Z', endsAt: '2030-01-08T13:30:00.000Z' };
const cancelled = { ...booking, status: 'cancelled' as const };

const run = (...actions: ManageAction[]) => actions.reduce(manageFlow, manageStart(booking));

describe('manageFlow', () => {
  it('opens the times to move to, clearing the last outcome, and closes them again', () => {
    const refused = run(
      { type: 'cancelling' },
      { type: 'refused', error: { code: 'INTERNAL_ERROR', message: 'Falhou' } },
    );
    const opened = manageFlow(refused, { type: 'startReschedule' });
    expect([opened.rescheduling, opened.outcome]).toEqual([true, null]);
    expect(manageFlow(opened, { type: 'stopReschedule' }).rescheduling).toBe(false);
  });

  it('shows the moved booking, with the times closed', () => {
    expect(run({ type: 'startReschedule' }, { type: 'moved', booking: moved })).toEqual({
      booking: moved,
      rescheduling: false,
      cancelling: false,
      outcome: { kind: 'moved' },
    });
  });

  it('shows the cancelled booking once the server cancelled it', () => {
    const state = run({ type: 'cancelling' });
    expect(state.cancelling).toBe(true);
    expect(manageFlow(state, { type: 'cancelled', booking: cancelled })).toEqual({
      booking: cancelled,
      rescheduling: false,
      cancelling: false,
      outcome: { kind: 'cancelled' },
    });
  });

  it("tells a change that came too late from another failure, in the server's words, keeping the booking as it was", () => {
    const late = run(
      { type: 'startReschedule' },
      { type: 'refused', error: { code: 'CHANGE_TOO_LATE', message: 'Até 24 h antes' } },
    );
    expect(late).toEqual({
      booking,
      rescheduling: false,
      cancelling: false,
      outcome: { kind: 'tooLate', message: 'Até 24 h antes' },
    });
    const failed = run({ type: 'cancelling' }, { type: 'refused', error: { code: 'UNEXPECTED', message: 'Erro' } });
    expect(failed.outcome).toEqual({ kind: 'cancelFailed', message: 'Erro' });
    expect(failed.cancelling).toBe(false);
  });

  it('takes the booking read again without touching the outcome', () => {
    const late = run({ type: 'refused', error: { code: 'CHANGE_TOO_LATE', message: 'Tarde' } });
    const reloaded = manageFlow(late, { type: 'reloaded', booking: { ...booking, canChange: false } });
    expect([reloaded.booking.canChange, reloaded.outcome]).toEqual([false, { kind: 'tooLate', message: 'Tarde' }]);
  });
});

describe('isActive and shouldReload', () => {
  it('counts scheduled and confirmed bookings as still to happen', () => {
    expect(isActive(booking)).toBe(true);
    expect(isActive({ ...booking, status: 'scheduled' })).toBe(true);
    expect(isActive(cancelled)).toBe(false);
    expect(isActive({ ...booking, status: 'completed' })).toBe(false);
  });

  it('reads the booking again only after a refusal for being too late', () => {
    expect(shouldReload({ code: 'CHANGE_TOO_LATE' })).toBe(true);
    expect(shouldReload({ code: 'SLOT_TAKEN' })).toBe(false);
  });
});
