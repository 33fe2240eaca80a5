import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_WINDOW_MS, customerServiceWindow } from './whatsapp-window.ts';

const at = (iso: string) => new Date(iso);

describe('the customer-service window', () => {
  it('is closed, with no end, for a customer who never wrote', () => {
    expect(customerServiceWindow(null, at('2026-11-10T12:00:00Z'))).toEqual({ open: false, closesAt: null });
  });

  it('stays open for 24 hours after the customer’s last message, and closes on the dot', () => {
    const last = at('2026-11-10T12:00:00Z');
    const closesAt = at('2026-11-11T12:00:00Z');
    expect(customerServiceWindow(last, last)).toEqual({ open: true, closesAt });
    expect(customerServiceWindow(last, at('2026-11-11T11:59:59.999Z'))).toEqual({ open: true, closesAt });
    expect(customerServiceWindow(last, closesAt)).toEqual({ open: false, closesAt });
    expect(customerServiceWindow(last, at('2026-11-12T08:00:00Z'))).toEqual({ open: false, closesAt });
  });

  it('is open exactly while less than 24 hours have passed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -1e9, max: 1e9 }), (last, elapsed) => {
        const window = customerServiceWindow(new Date(last), new Date(last + elapsed));
        expect(window.open).toBe(elapsed < CUSTOMER_SERVICE_WINDOW_MS);
        expect(window.closesAt?.getTime()).toBe(last + CUSTOMER_SERVICE_WINDOW_MS);
      }),
    );
  });
});
