import { z } from 'zod';
import {
  listQuerySchema,
  listResponse,
  optionalEmail,
  optionalPhone,
  optionalText,
  requiredText,
  uuidSchema,
} from './common.ts';
import { PHONE_COUNTRIES } from '../core/phone-countries.ts';
import { WHATSAPP_CONSENT_LANGUAGES } from './whatsapp-consent.ts';

export const clientSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Client = z.infer<typeof clientSchema>;

/**
 * The client said yes to appointment messages on WhatsApp at the front desk: the form names the
 * words it showed and their language (contracts/whatsapp-consent.ts); the server keeps those words.
 */
export const frontDeskConsentSchema = z.object({
  words: z.literal('front-desk'),
  language: z.enum(WHATSAPP_CONSENT_LANGUAGES),
});

/** A phone is read in the business's country and kept in E.164; 400 INVALID_PHONE when it cannot be one. */
export const createClientBodySchema = z.object({
  fullName: requiredText(120),
  phone: optionalPhone,
  email: optionalEmail,
  notes: optionalText(2000),
  /** Consent needs a phone. Leaving it out changes nothing. */
  whatsappConsent: frontDeskConsentSchema.optional(),
});
export type CreateClientBody = z.input<typeof createClientBodySchema>;
/** `whatsappConsent: null` withdraws the client's consent (it counts as an opt-out from then on). */
export const updateClientBodySchema = createClientBodySchema.partial().extend({
  whatsappConsent: frontDeskConsentSchema.nullish(),
});
export type UpdateClientBody = z.input<typeof updateClientBodySchema>;

/** `search` matches name, e-mail or phone, ignoring accents and case ('joao' finds 'João'). */
export const listClientsQuerySchema = listQuerySchema;
export const listClientsResponseSchema = listResponse(clientSchema);
export type ListClientsResponse = z.infer<typeof listClientsResponseSchema>;

/** The CSV export takes the list's search, so it exports what the list shows. */
export const exportClientsQuerySchema = listQuerySchema.pick({ search: true });

/** Other clients that already have this phone or e-mail: a warning, not a refusal. */
export const clientDuplicatesQuerySchema = z.object({
  phone: z.string().trim().max(40).optional(),
  email: z.string().trim().max(255).optional(),
  excludeId: uuidSchema.optional(),
});
export const clientDuplicatesResponseSchema = z.object({
  items: z.array(clientSchema.extend({ matchedOn: z.array(z.enum(['phone', 'email'])) })),
});
export type ClientDuplicatesResponse = z.infer<typeof clientDuplicatesResponseSchema>;

export const clientHistoryItemSchema = z.object({
  id: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  status: z.enum(['scheduled', 'confirmed', 'completed', 'cancelled']),
  /** Cancelled because the client did not come (docs/appointment-status.md). */
  noShow: z.boolean(),
  serviceName: z.string(),
  professionalName: z.string(),
  priceCents: z.number().int(),
});
/** The client's consent to appointment messages on WhatsApp, and whether they opted out since. */
export const clientWhatsAppSchema = z.object({
  consentAt: z.iso.datetime().nullable(),
  consentWords: z.string().nullable(),
  consentSource: z.enum(['booking_page', 'front_desk']).nullable(),
  /** They replied PARAR / STOP, or the front desk withdrew their consent; a new consent clears it. */
  optedOutAt: z.iso.datetime().nullable(),
});
export type ClientWhatsApp = z.infer<typeof clientWhatsAppSchema>;

export const clientDetailSchema = clientSchema.extend({
  /** Their personal data was erased at their request: the row keeps the business's figures. */
  erasedAt: z.iso.datetime().nullable(),
  /** Client since: the earlier of their registration and their first visit (core/client-since.ts). */
  since: z.iso.datetime(),
  appointments: z.array(clientHistoryItemSchema),
  /** Sum of the prices of completed appointments, in the business's currency. */
  totalSpentCents: z.number().int(),
  /** What the counter left on their account (payments by "Conta do cliente", less reversals; docs/counter.md). */
  accountBalanceCents: z.number().int(),
  currency: z.enum(['BRL', 'USD']),
  /** The business's country, to show the phone as it is written there. */
  country: z.enum(PHONE_COUNTRIES),
  whatsapp: clientWhatsAppSchema,
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** Everything the business holds about one client (their right of access), as JSON or CSV. */
export const clientDataQuerySchema = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** An instant on the business's clock, with its offset: '2026-11-10T10:00:00-03:00'. */
const localInstant = z.iso.datetime({ offset: true });

export const clientDataExportSchema = z.object({
  exportedAt: localInstant,
  timeZone: z.string(),
  currency: z.enum(['BRL', 'USD']),
  client: z.object({
    id: z.string(),
    fullName: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    notes: z.string().nullable(),
    createdAt: localInstant,
    firstVisitAt: localInstant.nullable(),
    erasedAt: localInstant.nullable(),
  }),
  appointments: z.array(
    z.object({
      id: z.string(),
      startsAt: localInstant,
      endsAt: localInstant,
      serviceName: z.string(),
      professionalName: z.string(),
      status: z.enum(['scheduled', 'confirmed', 'completed', 'cancelled']),
      priceCents: z.number().int(),
      notes: z.string().nullable(),
      source: z.enum(['staff', 'online']),
      createdAt: localInstant,
      cancelledAt: localInstant.nullable(),
    }),
  ),
  reviews: z.array(
    z.object({
      appointmentId: z.string(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      reply: z.string().nullable(),
      createdAt: localInstant,
      updatedAt: localInstant,
      repliedAt: localInstant.nullable(),
    }),
  ),
  /** Their comandas at the counter (docs/counter.md): what was on each and how it was paid. */
  comandas: z.array(
    z.object({
      number: z.number().int(),
      status: z.enum(['open', 'closed', 'reversed']),
      openedAt: localInstant,
      closedAt: localInstant.nullable(),
      reversedAt: localInstant.nullable(),
      totalCents: z.number().int(),
      lines: z.array(z.object({ description: z.string(), quantity: z.number().int(), totalCents: z.number().int() })),
      payments: z.array(z.object({ method: z.string(), amountCents: z.number().int() })),
    }),
  ),
  /** The deposits their online bookings asked (docs/deposits.md), with what was refunded. */
  deposits: z.array(
    z.object({
      appointmentId: z.string(),
      amountCents: z.number().int(),
      method: z.enum(['pix', 'card']).nullable(),
      status: z.enum(['pending', 'paid', 'expired', 'kept', 'refunding', 'refunded']),
      createdAt: localInstant,
      paidAt: localInstant.nullable(),
      settledAt: localInstant.nullable(),
      settledReason: z.enum(['customer', 'business', 'no_show', 'late_payment', 'unpaid']).nullable(),
      refundedCents: z.number().int().nullable(),
      refundedAt: localInstant.nullable(),
    }),
  ),
  /** The e-mails about their appointments or to their address: what was sent, not the bodies. */
  messages: z.array(
    z.object({
      kind: z.string(),
      subject: z.string(),
      to: z.string(),
      status: z.enum(['pending', 'sent', 'failed', 'kept']),
      createdAt: localInstant,
      sentAt: localInstant.nullable(),
    }),
  ),
  /** Their WhatsApp conversation, oldest first: the messages sent to them ('out') and theirs ('in'). */
  whatsapp: z.array(
    z.object({
      direction: z.enum(['out', 'in']),
      phone: z.string(),
      template: z.string().nullable(),
      body: z.string(),
      status: z.enum(['accepted', 'sent', 'delivered', 'read', 'failed', 'received']),
      statusAt: localInstant,
      error: z.string().nullable(),
      createdAt: localInstant,
    }),
  ),
});
export type ClientDataExport = z.infer<typeof clientDataExportSchema>;

/** Erasing cannot be undone: the body says so explicitly. */
export const eraseClientBodySchema = z.object({ confirm: z.literal(true) });
export type EraseClientBody = z.input<typeof eraseClientBodySchema>;
