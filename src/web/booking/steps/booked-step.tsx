import { useState } from 'react';
import type { PublicBusiness } from '../../../contracts/online-booking.ts';
import { BookingConfirmation } from '../components/booking-confirmation.tsx';
import { DepositReleased } from '../components/deposit-released.tsx';
import type { Booked } from '../lib/booking-flow.ts';
import { managePath } from '../lib/booking-api.ts';
import { PayStep } from './pay-step.tsx';

/**
 * After booking: the confirmation — or first, when the booking asks a deposit, paying it. Paid, the
 * booking is confirmed (the server confirms it with the payment); unpaid in time, its time is
 * released and the customer may book another.
 */
export function BookedStep({
  business,
  booked,
  covered,
  onBookAgain,
}: {
  business: PublicBusiness;
  booked: Booked;
  covered: ReadonlySet<string>;
  onBookAgain: () => void;
}) {
  const { booking } = booked;
  const [deposit, setDeposit] = useState(booking.deposit);

  if (deposit?.status === 'pending') {
    return (
      <PayStep
        token={booking.manageToken}
        initial={deposit}
        currency={business.currency}
        returnUrl={`${window.location.origin}${managePath(business.id, booking.manageToken)}`}
        onSettled={setDeposit}
        onBookAgain={onBookAgain}
      />
    );
  }
  if (deposit && deposit.status !== 'paid') {
    return <DepositReleased lateRefund={deposit.status !== 'expired'} onBookAgain={onBookAgain} />;
  }
  return (
    <BookingConfirmation
      business={business}
      // The provider's word that it was paid confirmed the booking in the same transaction.
      booking={deposit ? { ...booking, status: 'confirmed', deposit } : booking}
      steps={booked.steps}
      email={booked.email}
      covered={covered}
      onBookAgain={onBookAgain}
    />
  );
}
