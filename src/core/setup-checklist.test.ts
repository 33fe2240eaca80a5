import { describe, expect, it } from 'vitest';
import { computeSetupChecklist, type SetupFacts } from './setup-checklist.ts';

const empty: SetupFacts = {
  name: 'Studio',
  phone: null,
  address: null,
  detailsConfirmed: false,
  openingHoursCount: 0,
  activeServiceCount: 0,
  bookableProfessionalCount: 0,
};

describe('setup checklist', () => {
  it('starts with nothing done', () => {
    expect(computeSetupChecklist(empty)).toEqual({
      businessDetails: false,
      openingHours: false,
      service: false,
      professional: false,
      readyForBookings: false,
    });
  });

  it("counts the details done once the setup's first step saved the name and time zone", () => {
    expect(computeSetupChecklist({ ...empty, detailsConfirmed: true }).businessDetails).toBe(true);
    expect(computeSetupChecklist({ ...empty, name: ' ', detailsConfirmed: true }).businessDetails).toBe(false);
  });

  it('counts the details done with a phone or an address', () => {
    expect(computeSetupChecklist({ ...empty, phone: '+55 11 4000-0000' }).businessDetails).toBe(true);
    expect(computeSetupChecklist({ ...empty, address: 'Rua A, 1' }).businessDetails).toBe(true);
    expect(computeSetupChecklist({ ...empty, name: ' ', address: 'Rua A, 1' }).businessDetails).toBe(false);
  });

  it('is ready for bookings with hours, a service and a bookable professional, details or not', () => {
    const ready = computeSetupChecklist({
      ...empty,
      openingHoursCount: 6,
      activeServiceCount: 1,
      bookableProfessionalCount: 1,
    });
    expect(ready).toEqual({
      businessDetails: false,
      openingHours: true,
      service: true,
      professional: true,
      readyForBookings: true,
    });
    expect(computeSetupChecklist({ ...empty, openingHoursCount: 6, activeServiceCount: 1 }).readyForBookings).toBe(
      false,
    );
  });
});
