import type { Kysely } from 'kysely';
import type { PublicDeposit } from '../../../contracts/deposits.ts';
import type { CancelledBy } from '../../../core/deposits.ts';
import type { Database } from '../../db/schema.ts';
import type { DepositLine } from '../appointments/appointment-mails.ts';

/** The deposit a booking asks (docs/deposits.md), as the booking's transaction writes its hold. */
export interface DepositQuote {
  businessId: string;
  amountCents: number;
  currency: string;
  expiresAt: Date;
  provider: 'stripe' | 'test';
  accountId: string;
}

/**
 * What the booking page and the manage link ask of the deposits (the deposits module answers;
 * composed in services.ts, so this module does not depend on it).
 */
export interface BookingDeposits {
  /**
   * What the booking page says before anyone books: each service's deposit by its own rule, and the
   * policy; null when the business asks none (or its account does not take payments).
   */
  preview(
    businessId: string,
    services: ReadonlyArray<{ id: string; priceCents: number }>,
  ): Promise<{
    depositCents: Map<string, number>;
    policy: { cancelWindowHours: number; noShowKeeps: 'deposit' | 'nothing'; holdMinutes: number };
  } | null>;
  /** Releases the business's holds whose time is up, before a time is judged free or taken. */
  releaseExpired(businessId: string): Promise<void>;
  /** The deposit a booking of these steps asks of this customer, or null. */
  quote(input: {
    businessId: string;
    currency: string;
    steps: ReadonlyArray<{ serviceId: string; priceCents: number }>;
    contact: { phoneDigits: string | null; email: string | null };
  }): Promise<DepositQuote | null>;
  /** Writes the booking's pending deposit in its own transaction: the booking holds its time. */
  holdWith(trx: Kysely<Database>, appointmentId: string, quote: DepositQuote): Promise<void>;
  /** Starts paying a held booking's deposit by `method` (after the booking committed). */
  start(appointmentId: string, method: 'pix' | 'card'): Promise<PublicDeposit | null>;
  /** The booking's deposit as its customer sees it, or null when it asks none. */
  view(appointmentId: string): Promise<PublicDeposit | null>;
  /** What the e-mail of a cancellation by the customer now says of the deposit. */
  cancellationLine(appointmentId: string): Promise<DepositLine | null>;
  /** After a booking was cancelled: the deposit is refunded or kept by the policy. */
  cancelled(businessId: string, appointmentId: string, by: CancelledBy): Promise<void>;
}
