import type { z } from 'zod';
import type {
  CommissionPayment,
  CommissionsResponse,
  listCommissionsQuerySchema,
  markCommissionsPaidBodySchema,
  RecalculateCommissionsResponse,
  UpdateCommissionRatesBody,
} from '../../../contracts/commissions.ts';
import { commissionUndoableUntil, effectiveCommissionRate } from '../../../core/commissions.ts';
import { localDateOf, monthOf } from '../../../core/local-date.ts';
import { monthPeriod } from '../../../core/metrics.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Locale } from '../../i18n/locale.ts';
import type { Actor } from '../../plugins/session.ts';
import { formatCentsForCsv, toCsv } from '../../csv.ts';
import type { MonthScope } from './commission-sql.ts';
import type { CommissionsRepository, PaymentRow } from './commissions.repository.ts';

const CSV_HEADER: Record<Locale, string[]> = {
  'pt-BR': [
    'Profissional',
    'Data',
    'Cliente',
    'Serviço',
    'Tipo',
    'Base',
    'Taxa (%)',
    'Comissão',
    'Situação',
    'Pago em',
  ],
  'en-US': ['Professional', 'Date', 'Client', 'Service', 'Kind', 'Base', 'Rate (%)', 'Commission', 'Status', 'Paid on'],
};
const CSV_WORDS: Record<Locale, Record<'commission' | 'adjustment' | 'tip' | 'pending' | 'paid', string>> = {
  'pt-BR': { commission: 'Comissão', adjustment: 'Ajuste', tip: 'Gorjeta', pending: 'Pendente', paid: 'Pago' },
  'en-US': { commission: 'Commission', adjustment: 'Adjustment', tip: 'Tip', pending: 'Pending', paid: 'Paid' },
};
const CSV_FILE_NAME: Record<Locale, string> = { 'pt-BR': 'comissoes', 'en-US': 'commissions' };

/**
 * Commissions (docs/metrics.md): the month's lines per professional, recalculation, payment and
 * its undo, and per-service rates. A professional reaches only their own professional record
 * (`actor.ownProfessionalId`), read-only.
 */
export function createCommissionsService(repository: CommissionsRepository, now: () => Date) {
  async function scopeOf(
    businessId: string,
    month: string,
  ): Promise<MonthScope & { timeZone: string; currency: 'BRL' | 'USD'; standardRate: number }> {
    const facts = await repository.businessFacts(businessId);
    const currentMonthStart = `${monthOf(localDateOf(now(), facts.timeZone))}-01`;
    return { businessId, period: monthPeriod(month), currentMonthStart, ...facts };
  }

  function paymentOut(payment: PaymentRow, at: Date): CommissionPayment {
    return {
      id: payment.id,
      paidOn: payment.paidOn,
      amountCents: payment.amountCents,
      lines: payment.lines,
      recordedAt: payment.recordedAt.toISOString(),
      undoableUntil: commissionUndoableUntil(payment.recordedAt, at)?.toISOString() ?? null,
    };
  }

  /** The professional whose lines are asked for: a professional's own, or one of the business's. */
  async function statementOf(actor: Actor, asked: string | undefined): Promise<string | null> {
    const own = actor.ownProfessionalId ?? null;
    if (own) {
      // A colleague's statement does not exist for a professional.
      if (asked && asked !== own) throw notFound();
      return own;
    }
    if (!asked) return null;
    if (!(await repository.professionalExists(actor.profile.businessId, asked))) throw notFound();
    return asked;
  }

  async function list(actor: Actor, query: z.output<typeof listCommissionsQuerySchema>): Promise<CommissionsResponse> {
    const businessId = actor.profile.businessId;
    const own = actor.ownProfessionalId ?? null;
    const scope = await scopeOf(businessId, query.month);
    const monthStart = `${query.month}-01`;
    const statement = await statementOf(actor, query.professionalId);
    // A month whose lines are not what Recalcular would write shows what it would write (a preview),
    // so the figures are the report's at any moment. A professional is not told how many of the
    // business's appointments changed, only that their figures are a preview.
    const outdated = await repository.outdated(scope);
    const preview = outdated > 0 ? scope : null;
    const [professionals, rates, payments, lines, calculatedAt] = await Promise.all([
      repository.professionals(businessId, monthStart, own, preview),
      repository.serviceRates(businessId, own),
      repository.payments(businessId, monthStart, own),
      statement ? repository.lines(businessId, monthStart, statement, preview) : Promise.resolve([]),
      repository.calculatedAt(businessId, monthStart),
    ]);
    const at = now();
    return {
      month: query.month,
      currency: scope.currency,
      standardRate: scope.standardRate,
      calculatedAt: calculatedAt?.toISOString() ?? null,
      outdated: own ? 0 : outdated,
      preview: preview !== null,
      professionals: professionals.map((p) => ({
        professionalId: p.professionalId,
        name: p.name,
        active: p.active,
        ownRate: p.ownRate,
        effectiveRate: effectiveCommissionRate(p.ownRate, scope.standardRate),
        serviceRates: rates
          .filter((r) => r.professionalId === p.professionalId)
          .map(({ serviceId, serviceName, rate }) => ({ serviceId, serviceName, rate })),
        baseCents: p.baseCents,
        tipsCents: p.tipsCents,
        pendingCents: p.pendingCents,
        paidCents: p.paidCents,
        lineCount: p.lineCount,
        payments: payments.filter((pay) => pay.professionalId === p.professionalId).map((pay) => paymentOut(pay, at)),
      })),
      totals: {
        baseCents: professionals.reduce((sum, p) => sum + p.baseCents, 0),
        tipsCents: professionals.reduce((sum, p) => sum + p.tipsCents, 0),
        pendingCents: professionals.reduce((sum, p) => sum + p.pendingCents, 0),
        paidCents: professionals.reduce((sum, p) => sum + p.paidCents, 0),
      },
      lines: lines.map((l) => ({
        ...l,
        startsAt: l.startsAt.toISOString(),
        status: l.paidOn === null ? 'pending' : 'paid',
      })),
    };
  }

  return {
    list,

    async recalculate(actor: Actor, month: string): Promise<RecalculateCommissionsResponse> {
      const scope = await scopeOf(actor.profile.businessId, month);
      const result = await repository.recalculate(scope, now());
      return { month, ...result };
    },

    async pay(actor: Actor, body: z.output<typeof markCommissionsPaidBodySchema>): Promise<CommissionPayment> {
      const businessId = actor.profile.businessId;
      if (!(await repository.professionalExists(businessId, body.professionalId))) throw notFound();
      const scope = await scopeOf(businessId, body.month);
      const at = now();
      const paidOn = body.paidOn ?? localDateOf(at, scope.timeZone);
      const outcome = await repository.pay(scope, body.professionalId, paidOn, body.expectedCents, actor.user.id, at);
      if (!outcome.ok) throw new AppError(outcome.reason === 'changed' ? 'COMMISSIONS_CHANGED' : 'NOTHING_TO_PAY', 409);
      return paymentOut(outcome.payment, at);
    },

    async undo(actor: Actor, paymentId: string): Promise<void> {
      const businessId = actor.profile.businessId;
      const payment = await repository.findPayment(businessId, paymentId);
      if (!payment) throw notFound();
      if (!commissionUndoableUntil(payment.recordedAt, now())) throw new AppError('COMMISSION_PAYMENT_FINAL', 409);
      await repository.undoPayment(await scopeOf(businessId, monthOf(payment.month)), paymentId, now());
    },

    async setServiceRates(actor: Actor, professionalId: string, body: UpdateCommissionRatesBody): Promise<void> {
      const businessId = actor.profile.businessId;
      if (!(await repository.professionalExists(businessId, professionalId))) throw notFound();
      if (!(await repository.setServiceRates(businessId, professionalId, body.serviceRates))) {
        throw new AppError('VALIDATION_ERROR', 400, { fields: { serviceRates: 'validation.notFound' } });
      }
    },

    /** The month's lines as CSV: one professional's (the statement) or everyone's. */
    async exportCsv(
      actor: Actor,
      query: z.output<typeof listCommissionsQuerySchema>,
      locale: Locale,
    ): Promise<{ fileName: string; body: string }> {
      const businessId = actor.profile.businessId;
      const statement = await statementOf(actor, query.professionalId);
      const monthStart = `${query.month}-01`;
      const scope = await scopeOf(businessId, query.month);
      const preview = (await repository.outdated(scope)) > 0 ? scope : null;
      const professionals = await repository.professionals(businessId, monthStart, statement, preview);
      const words = CSV_WORDS[locale];
      const rows: Array<Array<string | null>> = [CSV_HEADER[locale]];
      for (const professional of professionals) {
        for (const line of await repository.lines(businessId, monthStart, professional.professionalId, preview)) {
          rows.push([
            professional.name,
            localDateOf(line.startsAt, scope.timeZone),
            line.clientName,
            line.serviceName,
            words[line.kind],
            formatCentsForCsv(line.baseCents, locale),
            formatCentsForCsv(Math.round(line.rate * 100), locale),
            formatCentsForCsv(line.amountCents, locale),
            line.paidOn === null ? words.pending : words.paid,
            line.paidOn,
          ]);
        }
      }
      const who =
        statement && professionals[0]
          ? `-${professionals[0].name
              .normalize('NFD')
              .replace(/[^A-Za-z0-9]+/g, '-')
              .replace(/^-|-$/g, '')
              .toLowerCase()}`
          : '';
      return { fileName: `${CSV_FILE_NAME[locale]}-${query.month}${who}.csv`, body: toCsv(rows, locale) };
    },
  };
}

export type CommissionsService = ReturnType<typeof createCommissionsService>;
