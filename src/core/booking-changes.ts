import { addHours } from 'date-fns/addHours';

/*
 * Until when a customer may move or cancel an online booking themselves (its manage link): up to
 * the business's `cancelUntilHours` before it starts, while it is still open. After that, only
 * the business can change it. The manage page, the confirmation page and every e-mail that
 * carries the link say what this rule says.
 */

/** The last moment the customer may still change the booking. */
export function changeableUntil(startsAt: Date, cancelUntilHours: number): Date {
  return addHours(startsAt, -cancelUntilHours);
}

/** Whether, at `at`, the customer may still move or cancel a booking in `status`. */
export function customerMayChange(status: string, startsAt: Date, cancelUntilHours: number, at: Date): boolean {
  const open = status === 'scheduled' || status === 'confirmed';
  return open && at.getTime() <= changeableUntil(startsAt, cancelUntilHours).getTime();
}

/** Until when the customer may change a booking, and whether, at `now`, they still may (as the API answers it). */
export function changeWindow(
  status: string,
  startsAt: Date,
  cancelUntilHours: number,
  now: Date,
): { changeableUntil: string; canChange: boolean } {
  return {
    changeableUntil: changeableUntil(startsAt, cancelUntilHours).toISOString(),
    canChange: customerMayChange(status, startsAt, cancelUntilHours, now),
  };
}
