import type { Kysely } from 'kysely';
import type { DepositStatus } from '../../../core/deposits.ts';
import type { Database } from '../../db/schema.ts';

/** A deposit asked of the client for one of their bookings (docs/deposits.md), with its refund if it had one. */
export interface ClientDeposit {
  appointmentId: string;
  amountCents: number;
  method: 'pix' | 'card' | null;
  status: DepositStatus;
  createdAt: Date;
  paidAt: Date | null;
  settledAt: Date | null;
  settledReason: Database['deposits']['settled_reason'];
  refundedCents: number | null;
  refundedAt: Date | null;
}

/** The deposits of the client's appointments, oldest first: what they paid ahead and what became of it. */
export async function clientDeposits(
  db: Kysely<Database>,
  businessId: string,
  clientId: string,
): Promise<ClientDeposit[]> {
  const rows = await db
    .selectFrom('deposits as d')
    .innerJoin('appointments as a', 'a.id', 'd.appointment_id')
    .leftJoin('deposit_refunds as r', 'r.deposit_id', 'd.id')
    .select([
      'd.appointment_id',
      'd.amount_cents',
      'd.method',
      'd.status',
      'd.created_at',
      'd.paid_at',
      'd.settled_at',
      'd.settled_reason',
      'r.amount_cents as refunded_cents',
      'r.created_at as refunded_at',
    ])
    .where('d.business_id', '=', businessId)
    .where('a.client_id', '=', clientId)
    .orderBy('d.created_at')
    .orderBy('d.id')
    .execute();
  return rows.map((d) => ({
    appointmentId: d.appointment_id,
    amountCents: d.amount_cents,
    method: d.method,
    status: d.status,
    createdAt: d.created_at,
    paidAt: d.paid_at,
    settledAt: d.settled_at,
    settledReason: d.settled_reason,
    refundedCents: d.refunded_cents,
    refundedAt: d.refunded_at,
  }));
}
