import type { Kysely } from 'kysely';
import type {
  CloseComandaBody,
  Comanda,
  ComandaStatus,
  OpenComandaBody,
  UpdateComandaBody,
} from '../../../contracts/counter.ts';
import { discountOf } from '../../../contracts/counter.ts';
import { comandaTotals, discountBasisPoints } from '../../../core/counter/comanda-totals.ts';
import { depositApplied, reversalOf, settle, type SettlementProblem } from '../../../core/counter/payments.ts';
import { isAllowed } from '../../../core/permissions.ts';
import { pixPayload, pixTxid } from '../../../core/pix.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { checkedLines, visitLines } from './comanda-lines.ts';
import { listComandas, readComanda } from './comanda.queries.ts';
import type { ComandasRepository, WriteOutcome } from './comandas.repository.ts';
import { refusingUnavailableSession } from '../packages/package-sessions.ts';
import { sessionShares } from '../packages/client-packages.queries.ts';
import { refusingShortfall } from '../products/stock.ts';
import type { CounterSettingsRepository } from './counter-settings.repository.ts';
import { registerKey } from './register-key.ts';

/** Who is at the counter. */
export interface CounterActor {
  businessId: string;
  userId: string;
  role: 'admin' | 'professional';
}

/** The field a payment's problem is about, as a validation key. */
const PAYMENT_FIELD: Partial<Record<SettlementProblem, [field: string, key: string]>> = {
  RECEIVED_LESS_THAN_AMOUNT: ['receivedCents', 'validation.receivedLessThanAmount'],
  RECEIVED_NOT_CASH: ['receivedCents', 'validation.receivedCashOnly'],
  INSTALLMENTS_NOT_CREDIT: ['installments', 'validation.installmentsCreditOnly'],
  INSTALLMENTS_OUT_OF_RANGE: ['installments', 'validation.invalid'],
  ACCOUNT_NEEDS_CLIENT: ['method', 'validation.accountNeedsClient'],
  AMOUNT_NOT_POSITIVE: ['amountCents', 'validation.invalid'],
};

function refuse(outcome: WriteOutcome): never {
  switch (outcome) {
    case 'missing':
      throw notFound();
    case 'changed':
      throw new AppError('COMANDA_CHANGED', 409);
    case 'closed':
      throw new AppError('COMANDA_CLOSED', 409);
    case 'not_closed':
      throw new AppError('COMANDA_NOT_CLOSED', 409);
    case 'no_register':
      throw new AppError('CASH_REGISTER_NOT_OPEN', 409);
    case 'done':
      throw new Error('a write that was done is not refused');
  }
}

/**
 * The comanda (docs/counter.md): opened from a visit or for a walk-in sale, edited while open
 * (a professional's discount within the business's limit), closed once with payments that add up
 * to its total, and reversed — never edited — once closed.
 */
export function createComandasService(deps: {
  db: Kysely<Database>;
  comandas: ComandasRepository;
  settings: CounterSettingsRepository;
  /** A visit's steps charged at the counter: their prices and completion (the appointments module's). */
  settleVisit: (
    businessId: string,
    charges: ReadonlyArray<{ appointmentId: string; priceCents: number }>,
  ) => Promise<void>;
  now: () => Date;
}) {
  const { db, comandas } = deps;

  const businessOf = (businessId: string) =>
    db.selectFrom('businesses').select(['name', 'time_zone']).where('id', '=', businessId).executeTakeFirstOrThrow();

  async function get(businessId: string, id: string): Promise<Comanda> {
    const found = await readComanda(db, businessId, id);
    if (!found) throw notFound();
    return found;
  }

  async function checkClient(businessId: string, clientId: string | null | undefined) {
    if (!clientId) return null;
    const client = await db
      .selectFrom('clients')
      .select(['id', 'erased_at'])
      .where('business_id', '=', businessId)
      .where('id', '=', clientId)
      .executeTakeFirst();
    if (!client || client.erased_at)
      throw new AppError('VALIDATION_ERROR', 400, { fields: { clientId: 'validation.notFound' } });
    return client.id;
  }

  return {
    get,

    async list(businessId: string, filter: { date?: string; status?: ComandaStatus }) {
      const { time_zone: timeZone } = await businessOf(businessId);
      return { items: await listComandas(db, businessId, { day: filter.date, status: filter.status, timeZone }) };
    },

    async open(actor: CounterActor, body: OpenComandaBody): Promise<{ comanda: Comanda; created: boolean }> {
      let opened;
      if (body.appointmentId) {
        const visit = await visitLines(db, actor.businessId, body.appointmentId, deps.now());
        opened = await comandas.open({
          businessId: actor.businessId,
          clientId: visit.clientId,
          appointmentId: visit.first,
          lines: visit.lines,
          totals: comandaTotals(visit.lines, null),
          userId: actor.userId,
          now: deps.now(),
        });
      } else {
        opened = await comandas.open({
          businessId: actor.businessId,
          clientId: await checkClient(actor.businessId, body.clientId),
          appointmentId: null,
          lines: [],
          totals: comandaTotals([], null),
          userId: actor.userId,
          now: deps.now(),
        });
      }
      return { comanda: await get(actor.businessId, opened.id), created: opened.created };
    },

    async update(actor: CounterActor, id: string, body: UpdateComandaBody): Promise<Comanda> {
      const current = await get(actor.businessId, id);
      if (current.status !== 'open') throw new AppError('COMANDA_CLOSED', 409);
      // Who sets a service's price is whoever may correct an appointment's (the permissions table).
      const clientId =
        body.clientId === undefined ? current.clientId : await checkClient(actor.businessId, body.clientId);
      const lines = await checkedLines(
        db,
        actor.businessId,
        current,
        body.lines,
        isAllowed(actor.role, 'updateAppointmentPrice'),
        clientId,
      );
      const discount = discountOf(body.discount ?? null);
      const totals = comandaTotals(lines, discount);
      if (actor.role !== 'admin') {
        const { professionalMaxDiscountBasisPoints: limit } = await deps.settings.get(actor.businessId);
        if (discountBasisPoints(totals.discountCents, totals.subtotalCents) > limit)
          throw new AppError('DISCOUNT_OVER_LIMIT', 403, { params: { percent: String(limit / 100) } });
      }
      const outcome = await comandas.update({
        businessId: actor.businessId,
        id,
        version: body.version,
        clientId,
        lines,
        discount,
        discountReason: body.discountReason ?? null,
        totals,
        now: deps.now(),
      });
      if (outcome !== 'done') refuse(outcome);
      return get(actor.businessId, id);
    },

    async close(actor: CounterActor, id: string, body: CloseComandaBody): Promise<Comanda> {
      const current = await get(actor.businessId, id);
      if (current.status !== 'open') throw new AppError('COMANDA_CLOSED', 409);
      if (current.version !== body.version) throw new AppError('COMANDA_CHANGED', 409);
      const totals = comandaTotals(current.lines, discountOf(current.discount));
      // The visit's paid deposit is a payment already made: the counter's payments cover the rest.
      const deposit = depositApplied(totals.totalCents, current.depositCents);
      const settled = settle(totals.totalCents - deposit, body.payments, current.clientId !== null);
      if (!settled.ok) {
        const field = PAYMENT_FIELD[settled.problem];
        if (field && settled.index !== undefined)
          throw new AppError('VALIDATION_ERROR', 400, {
            fields: { [`payments.${settled.index}.${field[0]}`]: field[1] },
          });
        throw new AppError('PAYMENTS_DONT_ADD_UP', 400, {
          details: {
            totalCents: totals.totalCents - deposit,
            paidCents: body.payments.reduce((s, p) => s + p.amountCents, 0),
          },
        });
      }
      const settings = await deps.settings.get(actor.businessId);
      const outcome = await refusingShortfall(() =>
        refusingUnavailableSession(() =>
          comandas.close({
            businessId: actor.businessId,
            id,
            version: body.version,
            registerKey: registerKey(settings, actor),
            payments: [
              ...(deposit > 0
                ? [
                    {
                      method: 'deposit' as const,
                      amountCents: deposit,
                      receivedCents: null,
                      changeCents: 0,
                      installments: null,
                      cardBrand: null,
                      pixTxid: null,
                    },
                  ]
                : []),
              ...settled.payments.map((p, i) => ({
                ...p,
                cardBrand: p.method === 'credit' || p.method === 'debit' ? (body.payments[i]!.cardBrand ?? null) : null,
                pixTxid: p.method === 'pix' ? (body.payments[i]!.pixTxid ?? pixTxid(id)) : null,
              })),
            ],
            lineDiscountCents: totals.lineDiscountCents,
            allowNegativeStock: settings.allowNegativeStock,
            userId: actor.userId,
            now: deps.now(),
          }),
        ),
      );
      if (outcome !== 'done') refuse(outcome);
      // The visit's steps: charged what their lines came to — a package's session, its share — and completed.
      const shares = await sessionShares(db, id);
      await deps.settleVisit(
        actor.businessId,
        current.lines.flatMap((line, i) =>
          line.kind === 'service' && line.appointmentId
            ? [
                {
                  appointmentId: line.appointmentId,
                  priceCents: shares.get(line.id) ?? line.totalCents - totals.lineDiscountCents[i]!,
                },
              ]
            : [],
        ),
      );
      return get(actor.businessId, id);
    },

    async reverse(actor: CounterActor, id: string, reason: string): Promise<Comanda> {
      await get(actor.businessId, id);
      const settings = await deps.settings.get(actor.businessId);
      const outcome = await comandas.reverse({
        businessId: actor.businessId,
        id,
        reason,
        registerKey: registerKey(settings, actor),
        undo: reversalOf,
        userId: actor.userId,
        now: deps.now(),
      });
      if (outcome !== 'done') refuse(outcome);
      return get(actor.businessId, id);
    },

    /** The PIX code of `amountCents` of an open comanda, with the business's key, name and city. */
    async pix(actor: CounterActor, id: string, amountCents: number) {
      const comanda = await get(actor.businessId, id);
      if (comanda.status !== 'open') throw new AppError('COMANDA_CLOSED', 409);
      const settings = await deps.settings.get(actor.businessId);
      if (!settings.pixKey || !settings.pixCity) throw new AppError('PIX_NOT_CONFIGURED', 409);
      const txid = pixTxid(id);
      try {
        const payload = pixPayload({
          key: settings.pixKey,
          amountCents,
          merchantName: settings.pixMerchantName ?? (await businessOf(actor.businessId)).name,
          merchantCity: settings.pixCity,
          txid,
        });
        return { payload, txid, amountCents };
      } catch {
        // A business name with nothing a PIX code can carry: the settings must name the receiver.
        throw new AppError('PIX_NOT_CONFIGURED', 409);
      }
    },
  };
}

export type ComandasService = ReturnType<typeof createComandasService>;
