// Over 300 lines: a deposit's whole life — quote, hold, payment, expiry, refund or keep — shares its guarded transitions and e-mails here.
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { PublicDeposit } from '../../../contracts/deposits.ts';
import {
  cancellationOutcome,
  DEFAULT_DEPOSIT_POLICY,
  depositForBooking,
  holdExpiresAt,
  refundableUntil,
  type CancelledBy,
  type DepositPolicy,
} from '../../../core/deposits.ts';
import type { Database } from '../../db/schema.ts';
import type { UnitOfWork } from '../../db/unit-of-work.ts';
import type { BookingFacts, DepositLine } from '../appointments/appointment-mails.ts';
import type { AppointmentsRepository } from '../appointments/appointments.repository.ts';
import type { ChangeFeed } from '../live/change-feed.ts';
import type { OutboxRepository, OutgoingMessage } from '../mail/outbox.repository.ts';
import type { BookingDeposits, DepositQuote } from '../online-booking/booking-deposits.ts';
import { createBookingNotices } from '../online-booking/booking-notices.ts';
import type { BookingSettingsRepository } from '../online-booking/booking-settings.repository.ts';
import type { OnlineBookingRepository } from '../online-booking/online-booking.repository.ts';
import { findVisitBooking } from '../online-booking/visit-booking.ts';
import { depositPaidMail, depositSettledMail } from './deposit-mails.ts';
import type { DepositRecord, DepositsRepository, SettledReason } from './deposits.repository.ts';
import type { DepositMethod, PaymentIntentState, PaymentsProvider } from './payments-provider.ts';

export interface DepositFlowDeps {
  repository: DepositsRepository;
  appointments: AppointmentsRepository;
  onlineBooking: OnlineBookingRepository;
  bookingSettings: BookingSettingsRepository;
  outbox: OutboxRepository;
  unitOfWork: UnitOfWork;
  provider: PaymentsProvider;
  feed: ChangeFeed;
  /** DEPOSIT_HOLD_SECONDS: every business's hold, when set. */
  holdSeconds: number | null;
  baseUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}

const DAY = 86_400_000;

/**
 * A deposit's life (docs/deposits.md, ADR 35). A booking that asks one is written holding its
 * time — an appointment, still `scheduled`, beside a `pending` deposit, so the schedule's
 * no-overlap constraint keeps everyone else off that time — until the provider's word that it was
 * paid confirms it, or its hold runs out and releases it. Each move of a deposit is one guarded
 * transition (deposits.repository.ts), so it happens once however many processes try.
 */
export function createDepositFlow(deps: DepositFlowDeps) {
  const { repository, provider, log } = deps;
  const { notices, factsOf } = createBookingNotices(deps);

  const policyOf = async (businessId: string): Promise<DepositPolicy> =>
    (await repository.policy(businessId)) ?? DEFAULT_DEPOSIT_POLICY;

  /** The customer's booking as its e-mails tell it, with `deposit`'s line. */
  async function bookingFacts(deposit: DepositRecord, line: DepositLine) {
    const found = await findVisitBooking(deps.onlineBooking, { id: deposit.appointmentId });
    if (!found) return null;
    const settings = await deps.bookingSettings.settings(deposit.businessId);
    const business = await deps.onlineBooking.business(deposit.businessId);
    return { found, business, facts: { ...factsOf(found.booking, settings), deposit: line } as BookingFacts };
  }

  const customerMail = (
    deposit: DepositRecord,
    facts: BookingFacts,
    kind: string,
    mail: { subject: string; text: string; html?: string },
  ): OutgoingMessage[] =>
    facts.clientEmail
      ? [
          {
            kind,
            to: facts.clientEmail,
            ...mail,
            businessId: deposit.businessId,
            appointmentId: deposit.appointmentId,
            dedupeKey: `${kind}:${deposit.id}`,
          },
        ]
      : [];

  /** The visit's steps an expiry cancels or a payment confirms, as `(trx) => done`. */
  async function visitChange(
    trx: Kysely<Database>,
    deposit: DepositRecord,
    to: 'confirmed' | 'cancelled',
    messages: readonly OutgoingMessage[],
  ): Promise<void> {
    if (to === 'cancelled' && deposit.visitId) {
      await deps.appointments.cancelVisitWith(trx, deposit.businessId, deposit.visitId, messages);
      return;
    }
    const stepIds = deposit.visitId
      ? (await deps.onlineBooking.visitSteps(deposit.businessId, deposit.visitId))
          .filter((s) => s.status === 'scheduled')
          .map((s) => s.id)
      : [deposit.appointmentId];
    for (const [i, id] of stepIds.entries()) {
      const mail = i === 0 ? messages : [];
      if (to === 'confirmed') {
        // Confirmed without withdrawing the booking's reminder; the payment's e-mail in the same transaction.
        await deps.appointments.changeStatusWith(trx, deposit.businessId, id, 'scheduled', 'confirmed');
        if (mail.length > 0) await deps.outbox.addWith(trx, mail);
      } else if (
        !(await deps.appointments.changeStatusWith(trx, deposit.businessId, id, 'scheduled', 'cancelled', mail))
      ) {
        await deps.appointments.changeStatusWith(trx, deposit.businessId, id, 'confirmed', 'cancelled', mail);
      }
    }
  }

  /**
   * Releases a hold whose time is up (or whose payment the provider ended): the deposit `expired`
   * and its booking cancelled in one transaction, once; the customer told the time was released.
   */
  async function release(depositId: string, force = false): Promise<boolean> {
    const deposit = await repository.find({ id: depositId });
    if (!deposit || deposit.status !== 'pending') return false;
    const now = deps.now();
    const told = await bookingFacts(deposit, { amountCents: deposit.amountCents, state: 'unpaid', until: null });
    const messages =
      told && told.business
        ? notices('cancelled', deposit.appointmentId, told.facts, told.found.booking.clientLocale, told.business, false)
        : [];
    const released = await deps.unitOfWork(async (trx) => {
      const moved = await repository.transitionWith(trx, deposit.id, 'pending', 'expired', now, {
        reason: 'unpaid',
        ...(force ? {} : { dueBy: now }),
      });
      if (moved) await visitChange(trx, deposit, 'cancelled', messages);
      return moved;
    });
    if (!released) return false;
    if (deposit.paymentIntentId)
      await provider.cancelPaymentIntent(deposit.accountId, deposit.paymentIntentId).catch(() => undefined);
    await deps.feed.publish({ businessId: deposit.businessId, kind: 'appointments' });
    return true;
  }

  /** Releases every hold that is due (of one business, or of all): the job's round and the read-time check. */
  async function releaseDue(businessId?: string): Promise<number> {
    let released = 0;
    for (const id of await repository.dueHolds(deps.now(), 100, businessId)) if (await release(id)) released++;
    return released;
  }

  /** The refund of a deposit already moved to `refunding`: recorded once, asked of the provider with its idempotency key. */
  async function refund(deposit: DepositRecord): Promise<void> {
    await repository.recordRefund(deposit, deps.now());
    if (!deposit.paymentIntentId) return;
    try {
      const refundId = await provider.refund({
        accountId: deposit.accountId,
        paymentIntentId: deposit.paymentIntentId,
        depositId: deposit.id,
        amountCents: deposit.amountCents,
      });
      if (await repository.completeRefund(deposit.id, refundId, deps.now())) await tellSettled(deposit, 'refund');
    } catch (error) {
      // Left `refunding`: the deposits' job asks again, with the same idempotency key.
      log.error({ err: error, depositId: deposit.id }, 'deposit refund failed');
    }
  }

  async function tellSettled(deposit: DepositRecord, outcome: 'refund' | 'keep'): Promise<void> {
    const told = await bookingFacts(deposit, { amountCents: deposit.amountCents, state: outcome, until: null });
    if (!told) return;
    const kind = outcome === 'refund' ? 'deposit_refunded' : 'deposit_kept';
    for (const message of customerMail(
      deposit,
      told.facts,
      kind,
      depositSettledMail(told.facts, told.found.booking.clientLocale, outcome),
    ))
      await deps.outbox.add(message);
  }

  /**
   * A booking ended without its visit: a deposit not yet paid stops holding anything; a paid one,
   * once no step of its visit is still open, is refunded or kept by the policy (core/deposits.ts).
   */
  async function settle(deposit: DepositRecord, by: CancelledBy, at: Date): Promise<void> {
    if (deposit.status === 'pending') {
      if (await repository.transition(deposit.id, 'pending', 'expired', deps.now(), { reason: by })) {
        if (deposit.paymentIntentId)
          await provider.cancelPaymentIntent(deposit.accountId, deposit.paymentIntentId).catch(() => undefined);
      }
      return;
    }
    if (deposit.status !== 'paid' || (await repository.visitOpen(deposit))) return;
    const outcome = cancellationOutcome(await policyOf(deposit.businessId), by, deposit.startsAt, at);
    const reason: SettledReason = by;
    if (outcome === 'keep') {
      if (await repository.transition(deposit.id, 'paid', 'kept', deps.now(), { reason }))
        await tellSettled(deposit, 'keep');
      return;
    }
    if (await repository.transition(deposit.id, 'paid', 'refunding', deps.now(), { reason })) await refund(deposit);
  }

  /**
   * The provider's PaymentIntent, read back on an event: paid confirms the booking (or, after its
   * hold ran out, is refunded at once); ended by the provider releases the hold. Applying the same
   * state again changes nothing, so events may come twice and in any order.
   */
  async function applyIntent(deposit: DepositRecord, intent: PaymentIntentState): Promise<'applied' | 'ignored'> {
    const now = deps.now();
    if (intent.status === 'succeeded') {
      if (deposit.status === 'pending') {
        const policy = await policyOf(deposit.businessId);
        const until = refundableUntil(policy, deposit.startsAt);
        const told = await bookingFacts(deposit, {
          amountCents: deposit.amountCents,
          state: 'paid',
          until: until > now ? until : null,
        });
        const messages = told
          ? customerMail(
              deposit,
              told.facts,
              'deposit_paid',
              depositPaidMail(told.facts, told.found.booking.clientLocale, now),
            )
          : [];
        const paid = await deps.unitOfWork(async (trx) => {
          const moved = await repository.transitionWith(trx, deposit.id, 'pending', 'paid', now, { paidAt: now });
          if (moved) await visitChange(trx, deposit, 'confirmed', messages);
          return moved;
        });
        if (paid) {
          await deps.feed.publish({ businessId: deposit.businessId, kind: 'appointments' });
          return 'applied';
        }
        // Released meanwhile: read again and judge as expired.
        const again = await repository.find({ id: deposit.id });
        return again && again.status !== 'pending' ? applyIntent(again, intent) : 'ignored';
      }
      if (deposit.status === 'expired') {
        // Paid after the time was released: the customer gets the money back at once.
        const moved = await repository.transition(deposit.id, 'expired', 'refunding', now, {
          paidAt: now,
          reason: 'late_payment',
        });
        if (moved) await refund({ ...deposit, paymentIntentId: deposit.paymentIntentId ?? intent.id });
        return moved ? 'applied' : 'ignored';
      }
      return 'ignored';
    }
    if (intent.status === 'canceled' && deposit.status === 'pending' && intent.id === deposit.paymentIntentId)
      return (await release(deposit.id, true)) ? 'applied' : 'ignored';
    return 'ignored';
  }

  /** The deposit as its customer sees it. */
  async function publicView(deposit: DepositRecord): Promise<PublicDeposit> {
    const policy = await policyOf(deposit.businessId);
    const now = deps.now();
    const until = refundableUntil(policy, deposit.startsAt);
    const paid = deposit.status === 'paid' && deposit.appointmentStatus !== 'cancelled';
    return {
      amountCents: deposit.amountCents,
      currency: deposit.currency,
      status: deposit.status,
      method: deposit.method,
      expiresAt: deposit.expiresAt.toISOString(),
      pix:
        deposit.status === 'pending' && deposit.method === 'pix' && deposit.pixCode
          ? { code: deposit.pixCode, expiresAt: deposit.pixExpiresAt?.toISOString() ?? null }
          : null,
      card:
        deposit.status === 'pending' && deposit.method === 'card' && deposit.clientSecret
          ? {
              clientSecret: deposit.clientSecret,
              publishableKey: provider.publishableKey,
              stripeAccount: deposit.accountId,
            }
          : null,
      test: provider.mode === 'test',
      onCustomerCancel: paid ? cancellationOutcome(policy, 'customer', deposit.startsAt, now) : null,
      refundableUntil: paid ? until.toISOString() : null,
      noShowKeeps: policy.noShowKeeps,
    };
  }

  /** Starts (or starts again by another method) paying a pending deposit: its PaymentIntent on the business's account. */
  async function startPayment(deposit: DepositRecord, method: DepositMethod): Promise<DepositRecord> {
    if (deposit.status !== 'pending') return deposit;
    if (deposit.method === method && deposit.paymentIntentId) return deposit;
    // Another method chosen: the first PaymentIntent is ended, so the deposit cannot be paid twice.
    if (deposit.paymentIntentId)
      await provider.cancelPaymentIntent(deposit.accountId, deposit.paymentIntentId).catch(() => undefined);
    const found = await findVisitBooking(deps.onlineBooking, { id: deposit.appointmentId });
    const intent = await provider.createPaymentIntent({
      depositId: deposit.id,
      businessId: deposit.businessId,
      accountId: deposit.accountId,
      amountCents: deposit.amountCents,
      currency: deposit.currency,
      method,
      expiresAt: deposit.expiresAt,
      replaces: deposit.paymentIntentId,
      description: found ? `${found.booking.business.name}: ${found.booking.serviceName}` : 'Agendo',
    });
    await repository.keepPaymentIntent(deposit.id, intent, deps.now());
    return (await repository.find({ id: deposit.id }))!;
  }

  /** What the booking page and the manage link ask of the deposits. */
  const booking: BookingDeposits = {
    async preview(businessId, services) {
      const account = await repository.findAccount(businessId);
      if (!account?.chargesEnabled || account.provider !== provider.mode) return null;
      const [policy, rules] = await Promise.all([policyOf(businessId), repository.serviceRules(businessId)]);
      const depositCents = new Map<string, number>();
      for (const s of services) {
        const rule = rules.get(s.id);
        const amount = rule ? depositForBooking([{ priceCents: s.priceCents, rule }], DEFAULT_DEPOSIT_POLICY, 0) : 0;
        if (amount > 0) depositCents.set(s.id, amount);
      }
      if (depositCents.size === 0 && !policy.repeatNoShows) return null;
      const { cancelWindowHours, noShowKeeps, holdMinutes } = policy;
      const held = deps.holdSeconds ? Math.ceil(deps.holdSeconds / 60) : holdMinutes;
      return { depositCents, policy: { cancelWindowHours, noShowKeeps, holdMinutes: held } };
    },

    async releaseExpired(businessId) {
      await releaseDue(businessId);
    },

    async quote({ businessId, currency, steps, contact }): Promise<DepositQuote | null> {
      const account = await repository.findAccount(businessId);
      if (!account?.chargesEnabled || account.provider !== provider.mode) return null;
      const [policy, rules] = await Promise.all([policyOf(businessId), repository.serviceRules(businessId)]);
      const now = deps.now();
      const noShows = policy.repeatNoShows
        ? await repository.recentNoShows(
            businessId,
            contact,
            new Date(now.getTime() - policy.repeatNoShows.periodDays * DAY),
          )
        : 0;
      const amountCents = depositForBooking(
        steps.map((s) => ({ priceCents: s.priceCents, rule: rules.get(s.serviceId) ?? { kind: 'none' } })),
        policy,
        noShows,
      );
      if (amountCents === 0) return null;
      return {
        businessId,
        amountCents,
        currency,
        expiresAt: holdExpiresAt(now, policy.holdMinutes, deps.holdSeconds),
        provider: account.provider,
        accountId: account.accountId,
      };
    },

    async holdWith(trx, appointmentId, quote) {
      await repository.insertHoldWith(trx, { ...quote, appointmentId }, deps.now());
    },

    async start(appointmentId, method) {
      const deposit = await repository.find({ appointmentId });
      return deposit ? publicView(await startPayment(deposit, method)) : null;
    },

    async view(appointmentId) {
      const deposit = await repository.find({ appointmentId });
      return deposit ? publicView(deposit) : null;
    },

    async cancellationLine(appointmentId) {
      const deposit = await repository.find({ appointmentId });
      if (!deposit || deposit.status !== 'paid') return null;
      const policy = await policyOf(deposit.businessId);
      const outcome = cancellationOutcome(policy, 'customer', deposit.startsAt, deps.now());
      return { amountCents: deposit.amountCents, state: outcome, until: null };
    },

    async cancelled(businessId, appointmentId, by) {
      const deposit = await repository.findForAppointment(businessId, appointmentId);
      if (deposit) await settle(deposit, by, deps.now());
    },
  };

  return { booking, release, releaseDue, settle, refund, applyIntent, publicView, startPayment, policyOf };
}

export type DepositFlow = ReturnType<typeof createDepositFlow>;
