import type {
  AppointmentDeposit,
  DepositPolicyAnswer,
  PaymentAccount,
  PublicDeposit,
  UpdateDepositPolicyBody,
} from '../../../contracts/deposits.ts';
import { DEFAULT_DEPOSIT_POLICY, type DepositPolicy, type DepositRule } from '../../../core/deposits.ts';
import { AppError, notFound } from '../../errors.ts';
import { createDepositFlow, type DepositFlowDeps } from './deposit-flow.ts';
import { ruleValue } from './deposits.repository.ts';
import { BadPaymentsSignatureError, type DepositMethod } from './payments-provider.ts';
import type { TestPayments } from './test-payments.ts';

/** A rule as the API writes it: the kind and its value (cents or basis points). */
function ruleFrom(rule: { kind: string; value: number }): DepositRule {
  if (rule.kind === 'amount') return { kind: 'amount', amountCents: rule.value };
  if (rule.kind === 'percent') return { kind: 'percent', basisPoints: rule.value };
  if (rule.kind === 'full') return { kind: 'full' };
  return { kind: 'none' };
}

const ruleAnswer = (rule: DepositRule) => ({ kind: rule.kind, value: ruleValue(rule) });

/**
 * Deposits and no-show protection (docs/deposits.md): the business's own payment account, its
 * policy, the booking page's payment of a held booking, the provider's webhook, and the job that
 * releases holds whose time is up and asks again for refunds left half-way. A deposit's life is
 * deposit-flow.ts's.
 */
export function createDepositsService(
  deps: DepositFlowDeps & {
    /** Present without provider keys: the built-in test payments. */
    testPayments: TestPayments | null;
    /** The business's name, owner's e-mail and country, for its account at the provider. */
    businessFacts: (businessId: string) => Promise<{ name: string; email: string | null; country: string } | null>;
    services: (businessId: string) => Promise<Array<{ id: string; name: string; priceCents: number }>>;
  },
) {
  const { repository, provider, log } = deps;
  const flow = createDepositFlow(deps);

  async function viaProvider<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      log.error({ err: error }, 'payment provider call failed');
      throw new AppError('PAYMENTS_UNAVAILABLE', 502);
    }
  }

  async function getAccount(businessId: string): Promise<PaymentAccount> {
    const account = await repository.findAccount(businessId);
    return {
      provider: provider.mode,
      connected: account !== null && account.provider === provider.mode,
      detailsSubmitted: account?.detailsSubmitted ?? false,
      chargesEnabled: (account?.provider === provider.mode && account.chargesEnabled) || false,
    };
  }

  async function depositByToken(token: string) {
    const deposit = await repository.find({ token });
    if (!deposit) throw notFound();
    return deposit;
  }

  return {
    booking: flow.booking,
    getAccount,

    /** The business's account at the provider (made once), and the onboarding page's address. */
    async startOnboarding(businessId: string): Promise<{ url: string }> {
      let account = await repository.findAccount(businessId);
      if (!account || account.provider !== provider.mode) {
        const facts = await deps.businessFacts(businessId);
        if (!facts) throw notFound();
        const accountId = await viaProvider(() => provider.createAccount({ businessId, ...facts }));
        account = await repository.keepAccount(businessId, provider.mode, accountId, deps.now());
      }
      const { accountId } = account;
      const url = await viaProvider(() => provider.onboardingUrl(accountId, businessId));
      // The test account is ready at once; Stripe's says so in its account.updated event.
      if (provider.mode === 'test')
        await repository.updateAccountState(accountId, await provider.readAccount(accountId), deps.now());
      return { url };
    },

    async getPolicy(businessId: string): Promise<DepositPolicyAnswer> {
      const [policy, rules, services] = await Promise.all([
        flow.policyOf(businessId),
        repository.serviceRules(businessId),
        deps.services(businessId),
      ]);
      return {
        cancelWindowHours: policy.cancelWindowHours,
        noShowKeeps: policy.noShowKeeps,
        holdMinutes: policy.holdMinutes,
        repeatNoShows: policy.repeatNoShows
          ? {
              count: policy.repeatNoShows.count,
              periodDays: policy.repeatNoShows.periodDays,
              rule: ruleAnswer(policy.repeatNoShows.rule) as { kind: 'amount' | 'percent' | 'full'; value: number },
            }
          : null,
        services: services.map((s) => ({
          serviceId: s.id,
          serviceName: s.name,
          priceCents: s.priceCents,
          rule: ruleAnswer(rules.get(s.id) ?? { kind: 'none' }),
        })),
        holdSecondsOverride: deps.holdSeconds,
      };
    },

    async updatePolicy(businessId: string, body: UpdateDepositPolicyBody): Promise<DepositPolicyAnswer> {
      const current = (await repository.policy(businessId)) ?? DEFAULT_DEPOSIT_POLICY;
      const known = new Set((await deps.services(businessId)).map((s) => s.id));
      const services = body.services ?? [];
      const unknown = services.findIndex((s) => !known.has(s.serviceId));
      if (unknown >= 0)
        throw new AppError('VALIDATION_ERROR', 400, {
          fields: { [`services.${unknown}.serviceId`]: 'validation.notFound' },
        });
      const asked = body.repeatNoShows;
      const policy: DepositPolicy = {
        cancelWindowHours: body.cancelWindowHours,
        noShowKeeps: body.noShowKeeps,
        holdMinutes: body.holdMinutes ?? current.holdMinutes,
        repeatNoShows:
          asked === undefined
            ? current.repeatNoShows
            : asked
              ? {
                  count: asked.count,
                  periodDays: asked.periodDays,
                  rule: ruleFrom(asked.rule) as Exclude<DepositRule, { kind: 'none' }>,
                }
              : null,
      };
      await repository.savePolicy(
        businessId,
        policy,
        services.map((s) => ({ serviceId: s.serviceId, rule: ruleFrom(s.rule) })),
        deps.now(),
      );
      return this.getPolicy(businessId);
    },

    /** A booking's deposit behind its secret link. */
    async publicDeposit(token: string): Promise<PublicDeposit> {
      return flow.publicView(await depositByToken(token));
    },

    /** Starts paying a held booking's deposit by PIX or card (409 when it is no longer waiting for payment). */
    async startPublicPayment(token: string, method: DepositMethod): Promise<PublicDeposit> {
      const deposit = await depositByToken(token);
      if (deposit.status !== 'pending' || deposit.expiresAt <= deps.now())
        throw new AppError('DEPOSIT_NOT_PAYABLE', 409);
      return flow.publicView(await viaProvider(() => flow.startPayment(deposit, method)));
    },

    /** "Pay (test)": the test payments deliver the signed event of the payment to the webhook handler. */
    async payTest(token: string): Promise<PublicDeposit> {
      if (!deps.testPayments) throw notFound();
      let deposit = await depositByToken(token);
      if (deposit.status === 'pending' && deposit.expiresAt > deps.now()) {
        deposit = await flow.startPayment(deposit, deposit.method ?? 'pix');
        await deps.testPayments.pay(
          {
            depositId: deposit.id,
            businessId: deposit.businessId,
            amountCents: deposit.amountCents,
            currency: deposit.currency,
            method: deposit.method ?? 'pix',
            expiresAt: deposit.expiresAt,
          },
          deposit.accountId,
        );
      } else if (deposit.status === 'pending' || deposit.status === 'expired') {
        throw new AppError('DEPOSIT_NOT_PAYABLE', 409);
      }
      return flow.publicView((await repository.find({ id: deposit.id }))!);
    },

    /**
     * The provider's signed events: each applied once (by its id), the PaymentIntent read back from
     * the provider, so repeated and reordered deliveries end in the provider's state.
     */
    async receiveWebhook(payload: string | Buffer, signature: string): Promise<'applied' | 'duplicate' | 'ignored'> {
      let event;
      try {
        event = await provider.verify(payload, signature);
      } catch (error) {
        if (error instanceof BadPaymentsSignatureError) throw new AppError('BAD_SIGNATURE', 400);
        throw error;
      }
      if (await repository.eventSeen(event.id)) return 'duplicate';
      const object = event.data.object;
      let outcome: 'applied' | 'ignored' = 'ignored';
      let businessId: string | null = null;
      if (event.type === 'account.updated' && typeof object.id === 'string') {
        const accountId = object.id;
        const state =
          provider.mode === 'stripe'
            ? await viaProvider(() => provider.readAccount(accountId))
            : { detailsSubmitted: object.details_submitted === true, chargesEnabled: object.charges_enabled === true };
        await repository.updateAccountState(accountId, state, deps.now());
        outcome = 'applied';
      } else if (event.type.startsWith('payment_intent.') && typeof object.id === 'string') {
        const intentId = object.id;
        const metadata = (object.metadata as Record<string, string> | null) ?? {};
        const deposit =
          (await repository.find({ paymentIntentId: intentId })) ??
          (metadata.deposit_id && /^[0-9a-f-]{36}$/i.test(metadata.deposit_id)
            ? await repository.find({ id: metadata.deposit_id })
            : null);
        if (deposit && (!event.account || event.account === deposit.accountId)) {
          businessId = deposit.businessId;
          const intent = await viaProvider(() => provider.readPaymentIntent(deposit.accountId, intentId, event));
          outcome = await flow.applyIntent(deposit, intent);
        }
      }
      await repository.recordEvent(event.id, event.type, businessId, deps.now());
      return outcome;
    },

    /** The deposit of an appointment's visit, as the schedule's panel shows it. */
    async ofAppointment(businessId: string, appointmentId: string): Promise<AppointmentDeposit | null> {
      const deposit = await repository.findForAppointment(businessId, appointmentId);
      return deposit
        ? {
            amountCents: deposit.amountCents,
            status: deposit.status,
            method: deposit.method,
            expiresAt: deposit.expiresAt.toISOString(),
            settledReason: deposit.settledReason,
          }
        : null;
    },

    /** After the business cancelled a booking or marked a no-show: its deposit settled by the policy. */
    cancelled: flow.booking.cancelled,

    /** The job's round: release the holds whose time is up, ask again for refunds left half-way. */
    async runOnce(): Promise<{ released: number; refunds: number }> {
      const released = await flow.releaseDue();
      const stale = new Date(deps.now().getTime() - 60_000);
      const retry = await repository.refundsToRetry(stale, 20);
      for (const id of retry) {
        const deposit = await repository.find({ id });
        if (deposit) await flow.refund(deposit);
      }
      return { released, refunds: retry.length };
    },
  };
}

export type DepositsService = ReturnType<typeof createDepositsService>;
