import type { PublicBooking } from '../../../contracts/online-booking.ts';
import type { PublicApiError } from '../../public-pages/lib/public-api.ts';

/*
 * The manage page's state (the booking behind the secret link, cancelled or moved by the
 * customer) and every change to it, as a pure reducer. The page does the requests, the dialog
 * and the focus.
 */

/** What the customer's last change came to, shown at the top of the booking. */
export type ManageOutcome =
  | { kind: 'cancelled' }
  | { kind: 'moved' }
  /** Too close to the time to change it any more: the server's words say until when it could. */
  | { kind: 'tooLate'; message: string }
  | { kind: 'cancelFailed'; message: string };

export interface ManageState {
  booking: PublicBooking;
  rescheduling: boolean;
  cancelling: boolean;
  outcome: ManageOutcome | null;
}

export type ManageAction =
  | { type: 'startReschedule' }
  | { type: 'stopReschedule' }
  | { type: 'moved'; booking: PublicBooking }
  | { type: 'cancelling' }
  | { type: 'cancelled'; booking: PublicBooking }
  /** A cancel or a move the server refused. */
  | { type: 'refused'; error: Pick<PublicApiError, 'code' | 'message'> }
  /** The booking read again (after a refusal that may mean it changed meanwhile). */
  | { type: 'reloaded'; booking: PublicBooking };

export const manageStart = (booking: PublicBooking): ManageState => ({
  booking,
  rescheduling: false,
  cancelling: false,
  outcome: null,
});

/** Whether the booking is still to happen (the customer may act on it while `canChange`). */
export const isActive = (booking: PublicBooking) => booking.status === 'scheduled' || booking.status === 'confirmed';

export function manageFlow(state: ManageState, action: ManageAction): ManageState {
  switch (action.type) {
    case 'startReschedule':
      return { ...state, rescheduling: true, outcome: null };
    case 'stopReschedule':
      return { ...state, rescheduling: false };
    case 'moved':
      return { ...state, booking: action.booking, rescheduling: false, outcome: { kind: 'moved' } };
    case 'cancelling':
      return { ...state, cancelling: true };
    case 'cancelled':
      return {
        ...state,
        booking: action.booking,
        cancelling: false,
        rescheduling: false,
        outcome: { kind: 'cancelled' },
      };
    case 'refused': {
      const { code, message } = action.error;
      const outcome: ManageOutcome =
        code === 'CHANGE_TOO_LATE' ? { kind: 'tooLate', message } : { kind: 'cancelFailed', message };
      return { ...state, cancelling: false, rescheduling: false, outcome };
    }
    case 'reloaded':
      return { ...state, booking: action.booking };
  }
}

/** Whether a refusal means the booking may have changed meanwhile, so the page reads it again. */
export const shouldReload = (error: Pick<PublicApiError, 'code'>) => error.code === 'CHANGE_TOO_LATE';
