import { z } from 'zod';
import type { Discount } from '../core/counter/comanda-totals.ts';
import { MAX_INSTALLMENTS, PAYMENT_METHODS, REGISTER_METHODS } from '../core/counter/payments.ts';
import { optionalText, requiredText, uuidSchema } from './common.ts';

/*
 * The counter (docs/counter.md): the comanda — a visit's or a walk-in's bill, its lines, discount,
 * tips and payments — and the cash register (caixa) that takes its payments. Money in integer cents.
 */

const cents = z.number().int().min(0).max(100_000_000);
const positiveCents = z.number().int().min(1).max(100_000_000);

export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const registerMethodSchema = z.enum(REGISTER_METHODS);
export const comandaStatusSchema = z.enum(['open', 'closed', 'reversed']);
export type ComandaStatus = z.infer<typeof comandaStatusSchema>;

/**
 * A discount: an amount (`value` in cents) or a percentage (`value` in basis points: 10 % = 1,000).
 * One object with a kind, not a union, so that it can be null in the API's document.
 */
export const discountSchema = z
  .object({ kind: z.enum(['amount', 'percent']), value: cents })
  .refine((d) => d.kind !== 'percent' || d.value <= 10_000, { error: 'validation.invalid', path: ['value'] });
export type DiscountBody = z.infer<typeof discountSchema>;

/** The API's discount as the rules take it (core/counter/comanda-totals.ts), and back. */
export const discountOf = (body: DiscountBody | null): Discount | null =>
  body === null
    ? null
    : body.kind === 'amount'
      ? { kind: 'amount', amountCents: body.value }
      : { kind: 'percent', basisPoints: body.value };
export const discountBodyOf = (discount: Discount | null): DiscountBody | null =>
  discount === null
    ? null
    : { kind: discount.kind, value: discount.kind === 'amount' ? discount.amountCents : discount.basisPoints };

/** A line as the counter writes it: a service done (its professional), an item sold, or a tip. */
export const comandaLineInputSchema = z
  .object({
    kind: z.enum(['service', 'item', 'tip']),
    serviceId: uuidSchema.nullish(),
    professionalId: uuidSchema.nullish(),
    /** The product an item line sells: taken from its stock when the comanda closes (docs/products.md). */
    productId: uuidSchema.nullish(),
    /**
     * The package an item line sells to the comanda's client (docs/packages.md): one, at the
     * package's price. On a service line: the package sold on this same comanda that the service
     * uses a session of (then one, at no price).
     */
    packageId: uuidSchema.nullish(),
    /** The client's package a service line uses a session of: the line is then one, at no price. */
    clientPackageId: uuidSchema.nullish(),
    description: requiredText(200),
    quantity: z.number().int().min(1).max(999),
    unitPriceCents: cents,
  })
  .refine((line) => line.kind !== 'tip' || line.professionalId, {
    error: 'validation.required',
    path: ['professionalId'],
  })
  .refine((line) => line.kind !== 'tip' || line.quantity === 1, { error: 'validation.invalid', path: ['quantity'] })
  .refine((line) => line.kind === 'item' || !line.productId, { error: 'validation.invalid', path: ['productId'] })
  .refine(
    (line) =>
      !line.packageId ||
      ((line.kind === 'item' || line.kind === 'service') &&
        !line.productId &&
        !line.clientPackageId &&
        line.quantity === 1),
    { error: 'validation.invalid', path: ['packageId'] },
  )
  .refine((line) => !line.clientPackageId || (line.kind === 'service' && line.quantity === 1), {
    error: 'validation.invalid',
    path: ['clientPackageId'],
  });
export type ComandaLineInput = z.infer<typeof comandaLineInputSchema>;

export const comandaLineSchema = z.object({
  id: z.string(),
  kind: z.enum(['service', 'item', 'tip']),
  serviceId: z.string().nullable(),
  /** The product an item line sells. */
  productId: z.string().nullable(),
  /** The package an item line sells; on a service line, the package sold on this comanda it uses a session of. */
  packageId: z.string().nullable(),
  /** The client's package a service line uses a session of (its price is then 0), and that package's name. */
  clientPackageId: z.string().nullable(),
  clientPackageName: z.string().nullable(),
  professionalId: z.string().nullable(),
  professionalName: z.string().nullable(),
  /** The appointment (a visit's step) the line came from. */
  appointmentId: z.string().nullable(),
  /** That step's price: what a line that stops using a package session is charged (null without a step). */
  bookedPriceCents: z.number().int().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceCents: z.number().int(),
  totalCents: z.number().int(),
  /** The line's share of the discount (docs/counter.md: in proportion, the leftover cents to the largest line). */
  discountCents: z.number().int(),
});
export type ComandaLine = z.infer<typeof comandaLineSchema>;

export const comandaPaymentSchema = z.object({
  id: z.string(),
  /** A counter's method, or `deposit`: the visit's deposit paid when booking (docs/deposits.md). */
  method: z.enum([...PAYMENT_METHODS, 'deposit']),
  /** The part of the bill it paid (negative in a reversal). */
  amountCents: z.number().int(),
  receivedCents: z.number().int().nullable(),
  changeCents: z.number().int(),
  installments: z.number().int().nullable(),
  cardBrand: z.string().nullable(),
  /** The PIX transaction id the QR code carried. */
  pixTxid: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ComandaPayment = z.infer<typeof comandaPaymentSchema>;

export const comandaSchema = z.object({
  id: z.string(),
  /** A short number for the counter and the receipt, counting up per business. */
  number: z.number().int(),
  status: comandaStatusSchema,
  /** Changes with every edit; an edit or a close says the version it saw (409 COMANDA_CHANGED otherwise). */
  version: z.number().int(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  /** The visit (its first step) the comanda was opened from; null for a walk-in sale. */
  appointmentId: z.string().nullable(),
  lines: z.array(comandaLineSchema),
  discount: discountSchema.nullable(),
  discountReason: z.string().nullable(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  tipsCents: z.number().int(),
  totalCents: z.number().int(),
  /**
   * Open: the visit's deposit paid when booking (docs/deposits.md), taken off the bill — at most the
   * total; closed: the `deposit` payments it kept. `balanceCents` is what the payments cover.
   */
  depositCents: z.number().int(),
  balanceCents: z.number().int(),
  payments: z.array(comandaPaymentSchema),
  openedAt: z.iso.datetime(),
  closedAt: z.iso.datetime().nullable(),
  reversedAt: z.iso.datetime().nullable(),
  reversalReason: z.string().nullable(),
});
export type Comanda = z.infer<typeof comandaSchema>;

/** Opens the comanda of an appointment's visit (answering the one already open or closed), or a walk-in sale. */
export const openComandaBodySchema = z.object({
  appointmentId: uuidSchema.nullish(),
  clientId: uuidSchema.nullish(),
});
export type OpenComandaBody = z.infer<typeof openComandaBodySchema>;

export const updateComandaBodySchema = z
  .object({
    version: z.number().int().min(0),
    clientId: uuidSchema.nullish(),
    lines: z.array(comandaLineInputSchema).max(50),
    discount: discountSchema.nullable(),
    discountReason: optionalText(200),
  })
  .refine((body) => !body.discount || (body.discountReason ?? '') !== '', {
    error: 'validation.required',
    path: ['discountReason'],
  });
export type UpdateComandaBody = z.input<typeof updateComandaBodySchema>;

export const paymentInputSchema = z.object({
  method: paymentMethodSchema,
  amountCents: positiveCents,
  receivedCents: positiveCents.nullish(),
  installments: z.number().int().min(1).max(MAX_INSTALLMENTS).nullish(),
  cardBrand: optionalText(40),
  pixTxid: z
    .string()
    .regex(/^[A-Za-z0-9]{1,25}$/)
    .nullish(),
});
export type PaymentInputBody = z.infer<typeof paymentInputSchema>;

export const closeComandaBodySchema = z.object({
  version: z.number().int().min(0),
  payments: z.array(paymentInputSchema).max(10),
});
export type CloseComandaBody = z.infer<typeof closeComandaBodySchema>;

export const reverseComandaBodySchema = z.object({ reason: requiredText(200) });

export const listComandasQuerySchema = z.object({
  /** The business's local day the comandas were opened or closed on (YYYY-MM-DD). */
  date: z.iso.date().optional(),
  status: comandaStatusSchema.optional(),
});
export const comandaSummarySchema = comandaSchema.pick({
  id: true,
  number: true,
  status: true,
  clientName: true,
  appointmentId: true,
  totalCents: true,
  openedAt: true,
  closedAt: true,
});
export const listComandasResponseSchema = z.object({ items: z.array(comandaSummarySchema) });

/** The PIX code for a part of a comanda: "copia e cola" text, drawn as a QR code by the page. */
export const comandaPixQuerySchema = z.object({ amountCents: z.coerce.number().int().min(1).max(100_000_000) });
export const comandaPixSchema = z.object({ payload: z.string(), txid: z.string(), amountCents: z.number().int() });

/** Sends a closed comanda's receipt: by e-mail (to `email`, else the client's own), and on WhatsApp when asked and the client takes it. */
export const sendReceiptBodySchema = z.object({
  email: z.email({ error: 'validation.email' }).max(255).nullish(),
  whatsapp: z.boolean().default(false),
});
export type SendReceiptBody = z.input<typeof sendReceiptBodySchema>;
export const receiptSentSchema = z.object({ email: z.string().nullable(), whatsapp: z.boolean() });

// --- The cash register.

const byMethod = <T extends z.ZodType>(value: T) => z.object({ cash: value, credit: value, debit: value, pix: value });

export const cashMovementSchema = z.object({
  id: z.string(),
  kind: z.enum(['deposit', 'withdrawal']),
  amountCents: z.number().int(),
  reason: z.string(),
  createdAt: z.iso.datetime(),
  createdByName: z.string().nullable(),
});

export const cashRegisterSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'closed']),
  floatCents: z.number().int(),
  openedAt: z.iso.datetime(),
  openedByName: z.string().nullable(),
  closedAt: z.iso.datetime().nullable(),
  closedByName: z.string().nullable(),
  movements: z.array(cashMovementSchema),
  /** What the comandas' payments brought per method, net of change and reversals. */
  taken: byMethod(z.number().int()),
  /** What the register should hold per method (cash: float + taken + deposits − withdrawals). */
  expected: byMethod(z.number().int()),
  /** Once closed: what was counted, and counted − expected (positive: over; negative: short). */
  counted: byMethod(z.number().int()).nullable(),
  difference: byMethod(z.number().int()).extend({ total: z.number().int() }).nullable(),
  /** Comandas closed through it. */
  comandas: z.number().int(),
});
export type CashRegister = z.infer<typeof cashRegisterSchema>;

export const openCashRegisterBodySchema = z.object({ floatCents: cents });
export const addCashMovementBodySchema = z.object({
  kind: z.enum(['deposit', 'withdrawal']),
  amountCents: positiveCents,
  reason: requiredText(200),
});
/**
 * What was counted per method. Cash is what is in the drawer; a card's or PIX's total may be
 * negative when refunds (reversals) of earlier days went through this register.
 */
const signedCents = z.number().int().min(-100_000_000).max(100_000_000);
export const closeCashRegisterBodySchema = z.object({
  counted: z.object({ cash: cents, credit: signedCents, debit: signedCents, pix: signedCents }),
  note: optionalText(500),
});
export const listCashRegistersResponseSchema = z.object({ items: z.array(cashRegisterSchema) });

// --- The counter's settings.

export const counterSettingsSchema = z.object({
  /** The business's PIX key (CPF, CNPJ, e-mail, +55 phone or random key); null: PIX QR codes are off. */
  pixKey: z.string().nullable(),
  /** The receiver's name and city the PIX code carries (the bank shows them to the payer). */
  pixMerchantName: z.string().nullable(),
  pixCity: z.string().nullable(),
  /** The largest discount a professional may give, in basis points of the bill; the owner has no limit. */
  professionalMaxDiscountBasisPoints: z.number().int().min(0).max(10_000),
  /** Each person runs their own register; else one register per business. */
  registerPerUser: z.boolean(),
  /** A sale or a service's use may take a product's stock below zero; else it is refused (STOCK_INSUFFICIENT). */
  allowNegativeStock: z.boolean(),
  /** A client's no-show uses a session of their package that covers the visit (docs/packages.md). */
  noShowUsesPackageSession: z.boolean(),
});
export type CounterSettings = z.infer<typeof counterSettingsSchema>;
export const updateCounterSettingsBodySchema = counterSettingsSchema.partial().extend({
  pixKey: z.string().trim().max(77).nullish(),
  pixMerchantName: optionalText(25),
  pixCity: optionalText(15),
});
