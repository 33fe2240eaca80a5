// Over 300 lines: garbage for every operation of the API, grouped by module, sharing one business.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/schema.ts';
import { createSuperAdminsRepository } from './modules/site-content/super-admins.repository.ts';
import { countRows, insertAppointment, signUpOwner, type Owner } from './test/business-fixtures.ts';
import { startTestApp, testEngines, type TestApp } from './test/harness.ts';

/**
 * Every operation that takes a body gets invalid ones — missing fields, wrong types, negative
 * durations and prices, an end before its start, overlong strings, unknown ids — and must answer
 * 400 with field errors in the request's language, never a 500, and write nothing. A new
 * operation with a body fails the first test until it has cases here.
 */

interface World {
  businessId: string;
  serviceId: string;
  professionalId: string;
  clientId: string;
  appointmentId: string;
  blogPostId: string;
}

interface BodyCases {
  method: 'POST' | 'PATCH' | 'PUT';
  url: (w: World) => string;
  /** label → body; `expectFields` lists field paths that must be named. */
  bodies: (w: World) => Array<{ label: string; body: unknown; expectFields?: string[] }>;
}

const long = (n: number) => 'x'.repeat(n);
/** A review id no business has: the body is refused before the review is looked for. */
const UNKNOWN_REVIEW = '00000000-0000-4000-8000-000000000000';
const notJsonObjects = [
  { label: 'a list instead of an object', body: [] },
  { label: 'a string instead of an object', body: 'texto' },
  { label: 'a number instead of an object', body: 42 },
  { label: 'null', body: null },
];

const CASES: Record<string, BodyCases> = {
  createService: {
    method: 'POST',
    url: () => '/api/services',
    bodies: () => [
      { label: 'missing fields', body: {}, expectFields: ['name', 'durationMinutes', 'priceCents'] },
      { label: 'blank name', body: { name: '   ', durationMinutes: 30, priceCents: 100 }, expectFields: ['name'] },
      {
        label: 'name too long',
        body: { name: long(121), durationMinutes: 30, priceCents: 100 },
        expectFields: ['name'],
      },
      {
        label: 'description too long',
        body: { name: 'A', description: long(1001), durationMinutes: 30, priceCents: 100 },
        expectFields: ['description'],
      },
      {
        label: 'duration as text',
        body: { name: 'A', durationMinutes: '30', priceCents: 100 },
        expectFields: ['durationMinutes'],
      },
      {
        label: 'negative duration',
        body: { name: 'A', durationMinutes: -30, priceCents: 100 },
        expectFields: ['durationMinutes'],
      },
      {
        label: 'duration under 5',
        body: { name: 'A', durationMinutes: 4, priceCents: 100 },
        expectFields: ['durationMinutes'],
      },
      {
        label: 'duration over 720',
        body: { name: 'A', durationMinutes: 721, priceCents: 100 },
        expectFields: ['durationMinutes'],
      },
      {
        label: 'fractional duration',
        body: { name: 'A', durationMinutes: 30.5, priceCents: 100 },
        expectFields: ['durationMinutes'],
      },
      {
        label: 'negative price',
        body: { name: 'A', durationMinutes: 30, priceCents: -1 },
        expectFields: ['priceCents'],
      },
      {
        label: 'fractional price',
        body: { name: 'A', durationMinutes: 30, priceCents: 10.5 },
        expectFields: ['priceCents'],
      },
      { label: 'huge price', body: { name: 'A', durationMinutes: 30, priceCents: 1e15 }, expectFields: ['priceCents'] },
      {
        label: 'active as text',
        body: { name: 'A', durationMinutes: 30, priceCents: 1, active: 'yes' },
        expectFields: ['active'],
      },
      {
        label: 'a NUL character',
        body: { name: 'A\u0000B', durationMinutes: 30, priceCents: 1 },
        expectFields: ['name'],
      },
      ...notJsonObjects,
    ],
  },
  updateService: {
    method: 'PATCH',
    url: (w) => `/api/services/${w.serviceId}`,
    bodies: () => [
      { label: 'blank name', body: { name: '' }, expectFields: ['name'] },
      { label: 'null name', body: { name: null }, expectFields: ['name'] },
      { label: 'negative duration', body: { durationMinutes: -5 }, expectFields: ['durationMinutes'] },
      { label: 'negative price', body: { priceCents: -100 }, expectFields: ['priceCents'] },
      { label: 'price as text', body: { priceCents: '10,00' }, expectFields: ['priceCents'] },
      ...notJsonObjects,
    ],
  },
  createProfessional: {
    method: 'POST',
    url: () => '/api/professionals',
    bodies: () => [
      { label: 'missing name', body: {}, expectFields: ['fullName'] },
      { label: 'name too long', body: { fullName: long(121) }, expectFields: ['fullName'] },
      { label: 'bad e-mail', body: { fullName: 'A', email: 'not-an-email' }, expectFields: ['email'] },
      { label: 'e-mail too long', body: { fullName: 'A', email: `${long(250)}@example.com` }, expectFields: ['email'] },
      { label: 'letters in the phone', body: { fullName: 'A', phone: 'call me' }, expectFields: ['phone'] },
      {
        label: 'a service id that is not an id',
        body: { fullName: 'A', serviceIds: ['corte'] },
        expectFields: ['serviceIds.0'],
      },
      {
        label: 'an unknown service',
        body: { fullName: 'A', serviceIds: [randomUUID()] },
        expectFields: ['serviceIds'],
      },
      { label: 'services not a list', body: { fullName: 'A', serviceIds: 'all' }, expectFields: ['serviceIds'] },
      {
        label: 'weekday 7',
        body: { fullName: 'A', workingHours: [{ weekday: 7, start: '09:00', end: '18:00' }] },
        expectFields: ['workingHours.0.weekday'],
      },
      {
        label: 'hours end before start',
        body: { fullName: 'A', workingHours: [{ weekday: 1, start: '18:00', end: '09:00' }] },
        expectFields: ['workingHours.0.end'],
      },
      {
        label: 'hour 25',
        body: { fullName: 'A', workingHours: [{ weekday: 1, start: '25:00', end: '26:00' }] },
        expectFields: ['workingHours.0.start'],
      },
      {
        label: 'overlapping hours',
        body: {
          fullName: 'A',
          workingHours: [
            { weekday: 1, start: '09:00', end: '12:00' },
            { weekday: 1, start: '11:00', end: '18:00' },
          ],
        },
        expectFields: ['workingHours.1.start'],
      },
      {
        label: 'break without a name',
        body: { fullName: 'A', breaks: [{ name: '', start: '12:00', end: '13:00' }] },
        expectFields: ['breaks.0.name'],
      },
      {
        label: 'break ends before it starts',
        body: { fullName: 'A', breaks: [{ name: 'Almoço', start: '13:00', end: '12:00' }] },
        expectFields: ['breaks.0.end'],
      },
      { label: 'negative commission', body: { fullName: 'A', commissionRate: -1 }, expectFields: ['commissionRate'] },
      {
        label: 'commission over 100',
        body: { fullName: 'A', commissionRate: 100.5 },
        expectFields: ['commissionRate'],
      },
      {
        label: 'commission with three decimals',
        body: { fullName: 'A', commissionRate: 10.555 },
        expectFields: ['commissionRate'],
      },
      { label: 'commission as text', body: { fullName: 'A', commissionRate: '40' }, expectFields: ['commissionRate'] },
      ...notJsonObjects,
    ],
  },
  updateProfessional: {
    method: 'PATCH',
    url: (w) => `/api/professionals/${w.professionalId}`,
    bodies: () => [
      { label: 'blank name', body: { fullName: ' ' }, expectFields: ['fullName'] },
      {
        label: 'an unknown service',
        body: { serviceIds: [randomUUID()], fullName: 'Mudado' },
        expectFields: ['serviceIds'],
      },
      {
        label: 'hours end before start',
        body: { workingHours: [{ weekday: 2, start: '10:00', end: '10:00' }] },
        expectFields: ['workingHours.0.end'],
      },
      {
        label: 'break in a bad format',
        body: { breaks: [{ name: 'Café', start: '9h', end: '9h15' }] },
        expectFields: ['breaks.0.start'],
      },
      {
        label: 'weekday as text',
        body: { workingHours: [{ weekday: 'monday', start: '09:00', end: '18:00' }] },
        expectFields: ['workingHours.0.weekday'],
      },
      { label: 'active as a number', body: { active: 1 }, expectFields: ['active'] },
      ...notJsonObjects,
    ],
  },
  createClient: {
    method: 'POST',
    url: () => '/api/clients',
    bodies: () => [
      { label: 'missing name', body: { phone: '11 9999-9999' }, expectFields: ['fullName'] },
      { label: 'name as a number', body: { fullName: 123 }, expectFields: ['fullName'] },
      { label: 'name too long', body: { fullName: long(121) }, expectFields: ['fullName'] },
      { label: 'bad e-mail', body: { fullName: 'A', email: 'joao@' }, expectFields: ['email'] },
      { label: 'phone too long', body: { fullName: 'A', phone: '9'.repeat(41) }, expectFields: ['phone'] },
      { label: 'letters in the phone', body: { fullName: 'A', phone: 'abc' }, expectFields: ['phone'] },
      { label: 'notes too long', body: { fullName: 'A', notes: long(2001) }, expectFields: ['notes'] },
      { label: 'a NUL character in the notes', body: { fullName: 'A', notes: 'a\u0000' }, expectFields: ['notes'] },
      ...notJsonObjects,
    ],
  },
  updateClient: {
    method: 'PATCH',
    url: (w) => `/api/clients/${w.clientId}`,
    bodies: () => [
      { label: 'blank name', body: { fullName: '' }, expectFields: ['fullName'] },
      { label: 'bad e-mail', body: { email: 'x@y' }, expectFields: ['email'] },
      { label: 'phone as a number', body: { phone: 11999999999 }, expectFields: ['phone'] },
      ...notJsonObjects,
    ],
  },
  eraseClient: {
    method: 'POST',
    url: (w) => `/api/clients/${w.clientId}/erase`,
    bodies: () => [
      { label: 'no confirmation', body: {}, expectFields: ['confirm'] },
      { label: 'confirmation withheld', body: { confirm: false }, expectFields: ['confirm'] },
      { label: 'confirmation as text', body: { confirm: 'true' }, expectFields: ['confirm'] },
      ...notJsonObjects,
    ],
  },
  updateBusinessSettings: {
    method: 'PATCH',
    url: () => '/api/business/settings',
    bodies: () => [
      { label: 'blank name', body: { name: '' }, expectFields: ['name'] },
      { label: 'unknown time zone', body: { timeZone: 'Mars/Olympus' }, expectFields: ['timeZone'] },
      {
        label: 'closing before opening',
        body: { openingHours: [{ weekday: 1, start: '19:00', end: '09:00' }] },
        expectFields: ['openingHours.0.end'],
      },
      { label: 'negative standard rate', body: { defaultCommissionRate: -5 }, expectFields: ['defaultCommissionRate'] },
      { label: 'unknown currency', body: { currency: 'EUR' }, expectFields: ['currency'] },
      { label: 'bad e-mail', body: { email: 'contato' }, expectFields: ['email'] },
      { label: 'address too long', body: { address: long(301) }, expectFields: ['address'] },
      { label: 'setupDismissed as text', body: { setupDismissed: 'yes' }, expectFields: ['setupDismissed'] },
      ...notJsonObjects,
    ],
  },
  closeBusiness: {
    method: 'POST',
    url: () => '/api/business/close',
    bodies: () => [
      { label: 'no name', body: {}, expectFields: ['confirmName'] },
      { label: 'blank name', body: { confirmName: '   ' }, expectFields: ['confirmName'] },
      { label: 'name as a number', body: { confirmName: 42 }, expectFields: ['confirmName'] },
      { label: 'name too long', body: { confirmName: long(201) }, expectFields: ['confirmName'] },
      { label: 'a NUL character', body: { confirmName: 'Corte\u0000' }, expectFields: ['confirmName'] },
      ...notJsonObjects,
    ],
  },
  createUserAccess: {
    method: 'POST',
    url: () => '/api/users',
    bodies: (w) => [
      { label: 'no mode', body: { professionalId: w.professionalId, email: 'a@example.com' } },
      { label: 'unknown mode', body: { mode: 'magic', professionalId: w.professionalId, email: 'a@example.com' } },
      {
        label: 'missing password',
        body: { mode: 'password', professionalId: w.professionalId, email: 'a@example.com' },
        expectFields: ['password'],
      },
      {
        label: 'short password',
        body: { mode: 'password', professionalId: w.professionalId, email: 'a@example.com', password: '12345' },
        expectFields: ['password'],
      },
      {
        label: 'long password',
        body: { mode: 'password', professionalId: w.professionalId, email: 'a@example.com', password: long(101) },
        expectFields: ['password'],
      },
      {
        label: 'bad e-mail',
        body: { mode: 'invite', professionalId: w.professionalId, email: 'a@' },
        expectFields: ['email'],
      },
      {
        label: 'professional id not an id',
        body: { mode: 'invite', professionalId: 'ana', email: 'a@example.com' },
        expectFields: ['professionalId'],
      },
      {
        label: 'an unknown professional',
        body: { mode: 'invite', professionalId: randomUUID(), email: 'a@example.com' },
        expectFields: ['professionalId'],
      },
      ...notJsonObjects,
    ],
  },
  createAppointment: {
    method: 'POST',
    url: () => '/api/appointments',
    bodies: (w) => [
      { label: 'missing fields', body: {}, expectFields: ['professionalId', 'serviceId', 'clientId', 'startsAt'] },
      {
        label: 'a start that is not a date',
        body: { professionalId: w.professionalId, serviceId: w.serviceId, clientId: w.clientId, startsAt: 'amanhã' },
        expectFields: ['startsAt'],
      },
      {
        label: 'unknown ids',
        body: {
          professionalId: randomUUID(),
          serviceId: randomUUID(),
          clientId: randomUUID(),
          startsAt: '2026-12-01T13:00:00Z',
        },
        expectFields: ['professionalId', 'serviceId', 'clientId'],
      },
      {
        label: 'a fourth service in one visit, and a next step without its professional',
        body: {
          professionalId: w.professionalId,
          serviceId: w.serviceId,
          clientId: w.clientId,
          startsAt: '2026-12-01T13:00:00Z',
          nextSteps: [
            { serviceId: w.serviceId, professionalId: w.professionalId },
            { serviceId: w.serviceId, professionalId: w.professionalId },
            { serviceId: w.serviceId },
          ],
        },
        expectFields: ['nextSteps'],
      },
      ...notJsonObjects,
    ],
  },
  updateAppointmentStatus: {
    method: 'PATCH',
    url: (w) => `/api/appointments/${w.appointmentId}/status`,
    bodies: () => [
      { label: 'missing status', body: {}, expectFields: ['status'] },
      { label: 'unknown status', body: { status: 'done' }, expectFields: ['status'] },
      {
        label: 'a no-show that is not a cancellation',
        body: { status: 'completed', noShow: true },
        expectFields: ['noShow'],
      },
      ...notJsonObjects,
    ],
  },
  rescheduleAppointment: {
    method: 'PATCH',
    url: (w) => `/api/appointments/${w.appointmentId}/schedule`,
    bodies: () => [
      { label: 'missing start', body: {}, expectFields: ['startsAt'] },
      { label: 'a start without a zone', body: { startsAt: '2026-12-01 10:00' }, expectFields: ['startsAt'] },
      ...notJsonObjects,
    ],
  },
  updateAppointmentPrice: {
    method: 'PUT',
    url: (w) => `/api/appointments/${w.appointmentId}/price`,
    bodies: () => [
      { label: 'missing price', body: {}, expectFields: ['priceCents'] },
      { label: 'negative price', body: { priceCents: -1 }, expectFields: ['priceCents'] },
      { label: 'fractional price', body: { priceCents: 10.5 }, expectFields: ['priceCents'] },
      { label: 'price as text', body: { priceCents: '10' }, expectFields: ['priceCents'] },
      ...notJsonObjects,
    ],
  },
  recalculateCommissions: {
    method: 'POST',
    url: () => '/api/commissions/recalculate',
    bodies: () => [
      { label: 'missing month', body: {}, expectFields: ['month'] },
      { label: 'month 13', body: { month: '2026-13' }, expectFields: ['month'] },
      { label: 'a date instead of a month', body: { month: '2026-11-01' }, expectFields: ['month'] },
      ...notJsonObjects,
    ],
  },
  markCommissionsPaid: {
    method: 'POST',
    url: () => '/api/commissions/pay',
    bodies: (w) => [
      { label: 'missing fields', body: {}, expectFields: ['month', 'professionalId', 'expectedCents'] },
      {
        label: 'professional id not an id',
        body: { month: '2026-11', professionalId: 'ana', expectedCents: 0 },
        expectFields: ['professionalId'],
      },
      {
        label: 'a paid-on day that is not a date',
        body: { month: '2026-11', professionalId: w.professionalId, paidOn: 'ontem', expectedCents: 0 },
        expectFields: ['paidOn'],
      },
      {
        label: 'fractional amount',
        body: { month: '2026-11', professionalId: w.professionalId, expectedCents: 1.5 },
        expectFields: ['expectedCents'],
      },
      ...notJsonObjects,
    ],
  },
  updateCommissionRates: {
    method: 'PUT',
    url: (w) => `/api/commissions/rates/${w.professionalId}`,
    bodies: (w) => [
      { label: 'missing rates', body: {}, expectFields: ['serviceRates'] },
      {
        label: 'a rate over 100',
        body: { serviceRates: [{ serviceId: w.serviceId, rate: 101 }] },
        expectFields: ['serviceRates.0.rate'],
      },
      {
        label: 'a negative rate',
        body: { serviceRates: [{ serviceId: w.serviceId, rate: -1 }] },
        expectFields: ['serviceRates.0.rate'],
      },
      {
        label: 'three decimals',
        body: { serviceRates: [{ serviceId: w.serviceId, rate: 10.125 }] },
        expectFields: ['serviceRates.0.rate'],
      },
      {
        label: 'an unknown service',
        body: { serviceRates: [{ serviceId: randomUUID(), rate: 10 }] },
        expectFields: ['serviceRates'],
      },
      ...notJsonObjects,
    ],
  },
  updateOnlineBookingSettings: {
    method: 'PATCH',
    url: () => '/api/online-booking/settings',
    bodies: () => [
      { label: 'window of 0 days', body: { windowDays: 0 }, expectFields: ['windowDays'] },
      { label: 'negative notice', body: { minNoticeMinutes: -10 }, expectFields: ['minNoticeMinutes'] },
      { label: 'slot step of 7 minutes', body: { slotStepMinutes: 7 }, expectFields: ['slotStepMinutes'] },
      { label: 'welcome message too long', body: { welcomeMessage: long(501) }, expectFields: ['welcomeMessage'] },
      { label: 'enabled as text', body: { enabled: 'sim' }, expectFields: ['enabled'] },
      ...notJsonObjects,
    ],
  },
  joinWaitlist: {
    method: 'POST',
    url: (w) => `/api/public/businesses/${w.businessId}/waitlist`,
    bodies: (w) => [
      { label: 'missing fields', body: {}, expectFields: ['steps', 'from', 'to', 'client'] },
      {
        label: 'no service, a day that is not a date',
        body: { steps: [], from: 'amanhã', to: '2026-12-01', client: { fullName: 'Ana Lima', phone: '11 91234-5678' } },
        expectFields: ['steps', 'from'],
      },
      {
        label: 'an end before its start, a one-letter name',
        body: {
          steps: [{ serviceId: w.serviceId, professionalId: null }],
          from: '2026-12-10',
          to: '2026-12-01',
          client: { fullName: 'A', phone: '11 91234-5678' },
        },
        expectFields: ['to', 'client.fullName'],
      },
      {
        label: 'more than a month',
        body: {
          steps: [{ serviceId: w.serviceId, professionalId: null }],
          from: '2026-12-01',
          to: '2027-02-01',
          client: { fullName: 'Ana Lima', phone: '11 91234-5678' },
        },
        expectFields: ['to'],
      },
      ...notJsonObjects,
    ],
  },
  createPublicBooking: {
    method: 'POST',
    url: (w) => `/api/public/businesses/${w.businessId}/bookings`,
    bodies: (w) => [
      { label: 'missing fields', body: {}, expectFields: ['serviceId', 'professionalId', 'startsAt', 'client'] },
      {
        label: 'a one-letter name and a bad phone',
        body: {
          serviceId: w.serviceId,
          professionalId: w.professionalId,
          startsAt: '2026-12-01T13:00:00Z',
          client: { fullName: 'A', phone: 'abc' },
        },
        expectFields: ['client.fullName', 'client.phone'],
      },
      {
        label: 'a start that is not a date',
        body: {
          serviceId: w.serviceId,
          professionalId: w.professionalId,
          startsAt: '13h',
          client: { fullName: 'Ana Lima' },
        },
        expectFields: ['startsAt'],
      },
      ...notJsonObjects,
    ],
  },
  reschedulePublicBooking: {
    method: 'PATCH',
    url: () => `/api/public/bookings/${'t'.repeat(32)}/schedule`,
    bodies: () => [
      { label: 'missing start', body: {}, expectFields: ['startsAt'] },
      {
        label: 'professional id not an id',
        body: { startsAt: '2026-12-01T13:00:00Z', professionalId: 'ana' },
        expectFields: ['professionalId'],
      },
      ...notJsonObjects,
    ],
  },
  createCheckout: {
    method: 'POST',
    url: () => '/api/billing/checkout',
    bodies: () => [
      { label: 'missing price', body: {}, expectFields: ['price_id'] },
      { label: 'a price that is not ours', body: { price_id: 'price_elsewhere' }, expectFields: ['price_id'] },
      { label: 'price as a number', body: { price_id: 42 }, expectFields: ['price_id'] },
      ...notJsonObjects,
    ],
  },
  changePlan: {
    method: 'POST',
    url: () => '/api/billing/plan',
    bodies: () => [{ label: 'unknown plan', body: { plan: 'gold' }, expectFields: ['plan'] }, ...notJsonObjects],
  },
  setSubscriptionCancellation: {
    method: 'POST',
    url: () => '/api/billing/cancel',
    bodies: () => [
      { label: 'flag as text', body: { cancelAtPeriodEnd: 'sim' }, expectFields: ['cancelAtPeriodEnd'] },
      ...notJsonObjects,
    ],
  },
  useTestCardPortal: {
    method: 'POST',
    url: () => '/api/billing/test-portal',
    bodies: () => [
      { label: 'unknown action', body: { action: 'refund' }, expectFields: ['action'] },
      ...notJsonObjects,
    ],
  },
  submitReview: {
    method: 'PUT',
    url: () => `/api/public/reviews/${'t'.repeat(32)}`,
    bodies: () => [
      { label: 'missing stars', body: {}, expectFields: ['rating'] },
      { label: '0 stars', body: { rating: 0 }, expectFields: ['rating'] },
      { label: '6 stars', body: { rating: 6 }, expectFields: ['rating'] },
      { label: 'half a star', body: { rating: 4.5 }, expectFields: ['rating'] },
      { label: 'stars as text', body: { rating: '5' }, expectFields: ['rating'] },
      { label: 'a comment of 1,001 characters', body: { rating: 5, comment: long(1001) }, expectFields: ['comment'] },
      { label: 'a comment as a number', body: { rating: 5, comment: 42 }, expectFields: ['comment'] },
      { label: 'a NUL character in the comment', body: { rating: 5, comment: 'a\u0000b' }, expectFields: ['comment'] },
      ...notJsonObjects,
    ],
  },
  requestReviewLink: {
    method: 'POST',
    url: (w) => `/api/public/businesses/${w.businessId}/review-link`,
    bodies: () => [
      { label: 'missing e-mail', body: {}, expectFields: ['email'] },
      { label: 'bad e-mail', body: { email: 'maria@' }, expectFields: ['email'] },
      { label: 'e-mail too long', body: { email: `${long(250)}@example.com` }, expectFields: ['email'] },
      { label: 'e-mail as a number', body: { email: 42 }, expectFields: ['email'] },
      ...notJsonObjects,
    ],
  },
  replyToReview: {
    method: 'PUT',
    url: () => `/api/reviews/${UNKNOWN_REVIEW}/reply`,
    bodies: () => [
      { label: 'missing text', body: {}, expectFields: ['text'] },
      { label: 'blank text', body: { text: '   ' }, expectFields: ['text'] },
      { label: 'text too long', body: { text: long(1001) }, expectFields: ['text'] },
      { label: 'text as a number', body: { text: 1 }, expectFields: ['text'] },
      ...notJsonObjects,
    ],
  },
  hideReview: {
    method: 'PUT',
    url: () => `/api/reviews/${UNKNOWN_REVIEW}/visibility`,
    bodies: () => [
      { label: 'missing flag', body: { reason: 'Ofensivo' }, expectFields: ['hidden'] },
      { label: 'flag as text', body: { hidden: 'sim', reason: 'Ofensivo' }, expectFields: ['hidden'] },
      { label: 'hidden without a reason', body: { hidden: true }, expectFields: ['reason'] },
      { label: 'reason too long', body: { hidden: true, reason: long(501) }, expectFields: ['reason'] },
      ...notJsonObjects,
    ],
  },
  updateReviewSettings: {
    method: 'PATCH',
    url: () => '/api/reviews/settings',
    bodies: () => [
      { label: 'negative delay', body: { delayHours: -1 }, expectFields: ['delayHours'] },
      { label: 'delay over a week', body: { delayHours: 169 }, expectFields: ['delayHours'] },
      { label: 'fractional delay', body: { delayHours: 1.5 }, expectFields: ['delayHours'] },
      { label: 'delay as text', body: { delayHours: '2' }, expectFields: ['delayHours'] },
      { label: 'enabled as text', body: { enabled: 'sim' }, expectFields: ['enabled'] },
      {
        label: 'a Google page over http',
        body: { googleReviewUrl: 'http://g.page/r/x/review' },
        expectFields: ['googleReviewUrl'],
      },
      {
        label: 'a script address',
        body: { googleReviewUrl: 'javascript:alert(1)' },
        expectFields: ['googleReviewUrl'],
      },
      { label: 'not an address', body: { googleReviewUrl: 'minha página' }, expectFields: ['googleReviewUrl'] },
      {
        label: 'an address too long',
        body: { googleReviewUrl: `https://g.page/${long(500)}` },
        expectFields: ['googleReviewUrl'],
      },
      ...notJsonObjects,
    ],
  },
  regenerateCalendarFeed: {
    method: 'POST',
    url: () => '/api/calendar-feeds/regenerate',
    bodies: () => [
      { label: 'professional id not an id', body: { professionalId: 'ana' }, expectFields: ['professionalId'] },
      ...notJsonObjects,
    ],
  },
  startGoogleCalendarConnection: {
    method: 'POST',
    url: () => '/api/calendar-connections/google',
    bodies: () => [
      { label: 'professional id not an id', body: { professionalId: 'ana' }, expectFields: ['professionalId'] },
      { label: 'professional id a number', body: { professionalId: 42 }, expectFields: ['professionalId'] },
      ...notJsonObjects,
    ],
  },
  connectCalDavCalendar: {
    method: 'POST',
    url: () => '/api/calendar-connections/caldav',
    bodies: (w) => {
      const caldav = {
        professionalId: w.professionalId,
        serverUrl: 'https://caldav.example.com/',
        username: 'ana',
        password: 'x',
      };
      return [
        { label: 'nothing', body: {}, expectFields: ['serverUrl', 'username', 'password'] },
        {
          label: 'professional id not an id',
          body: { ...caldav, professionalId: 'ana' },
          expectFields: ['professionalId'],
        },
        { label: 'an empty password', body: { ...caldav, password: '' }, expectFields: ['password'] },
        {
          label: 'an address too long',
          body: { ...caldav, serverUrl: `https://${long(2000)}` },
          expectFields: ['serverUrl'],
        },
        {
          label: 'not a web address',
          body: { ...caldav, serverUrl: 'file:///etc/passwd' },
          expectFields: ['serverUrl'],
        },
        {
          label: 'an address with a password in it',
          body: { ...caldav, serverUrl: 'https://a:b@caldav.example.com/' },
          expectFields: ['serverUrl'],
        },
        {
          label: 'calendars not a list',
          body: { ...caldav, readCalendarIds: 'all' },
          expectFields: ['readCalendarIds'],
        },
        ...notJsonObjects,
      ];
    },
  },
};

const siteEdit = {
  selector: 'landing.hero.title',
  language: 'pt-BR',
  originalText: 'Antes',
  newText: 'Depois',
  format: 'plain',
};
const siteEditBodies = [
  { label: 'missing fields', body: {}, expectFields: ['baseVersion', 'edits'] },
  { label: 'base version not an id', body: { baseVersion: 'v1', edits: [siteEdit] }, expectFields: ['baseVersion'] },
  { label: 'edits not a list', body: { baseVersion: null, edits: 'x' }, expectFields: ['edits'] },
  {
    label: 'selector not an i18n key',
    body: { baseVersion: null, edits: [{ ...siteEdit, selector: '<script>' }] },
    expectFields: ['edits.0.selector'],
  },
  {
    label: 'unknown language',
    body: { baseVersion: null, edits: [{ ...siteEdit, language: 'fr-FR' }] },
    expectFields: ['edits.0.language'],
  },
  {
    label: 'unknown format',
    body: { baseVersion: null, edits: [{ ...siteEdit, format: 'html' }] },
    expectFields: ['edits.0.format'],
  },
  {
    label: 'blank plain text',
    body: { baseVersion: null, edits: [{ ...siteEdit, newText: '   ' }] },
    expectFields: ['edits.0.newText'],
  },
  {
    label: 'plain text too long',
    body: { baseVersion: null, edits: [{ ...siteEdit, newText: long(5001) }] },
    expectFields: ['edits.0.newText'],
  },
  {
    label: 'rich text too long',
    body: { baseVersion: null, edits: [{ ...siteEdit, format: 'rich', newText: long(50_001) }] },
    expectFields: ['edits.0.newText'],
  },
  {
    label: 'one text twice',
    body: { baseVersion: null, edits: [siteEdit, siteEdit] },
    expectFields: ['edits.1.selector'],
  },
  {
    label: 'too many edits',
    body: {
      baseVersion: null,
      edits: Array.from({ length: 301 }, (_, i) => ({ ...siteEdit, selector: `many.k${i}` })),
    },
    expectFields: ['edits'],
  },
  {
    label: 'a NUL character',
    body: { baseVersion: null, edits: [{ ...siteEdit, newText: 'a\u0000b' }] },
    expectFields: ['edits.0.newText'],
  },
  ...notJsonObjects,
];

// The site's content: the owner here is also a super admin (both roles at once work).
CASES.saveContentDraft = { method: 'PUT', url: () => '/api/super-admin/content/draft', bodies: () => siteEditBodies };
CASES.publishContent = {
  method: 'POST',
  url: () => '/api/super-admin/content/publish',
  bodies: () => [
    ...siteEditBodies,
    { label: 'no edits', body: { baseVersion: null, edits: [] }, expectFields: ['edits'] },
  ],
};
CASES.updateScreenshots = {
  method: 'PUT',
  url: () => '/api/super-admin/screenshots',
  bodies: () => [
    { label: 'missing items', body: {}, expectFields: ['items'] },
    {
      label: 'id not an id',
      body: { items: [{ id: 'ana', captions: { 'pt-BR': '', 'en-US': '' } }] },
      expectFields: ['items.0.id'],
    },
    {
      label: 'unknown screenshot',
      body: { items: [{ id: randomUUID(), captions: { 'pt-BR': '', 'en-US': '' } }] },
      expectFields: ['items.0.id'],
    },
    {
      label: 'caption too long',
      body: { items: [{ id: randomUUID(), captions: { 'pt-BR': long(301), 'en-US': '' } }] },
      expectFields: ['items.0.captions.pt-BR'],
    },
    {
      label: 'missing caption',
      body: { items: [{ id: randomUUID(), captions: { 'pt-BR': 'a' } }] },
      expectFields: ['items.0.captions.en-US'],
    },
    ...notJsonObjects,
  ],
};

// The blog's writing (the owner here is also a super admin).
const blogPostBodies = [
  { label: 'missing fields', body: {}, expectFields: ['title', 'excerpt', 'contentHtml', 'language'] },
  {
    label: 'blank title',
    body: { title: '  ', excerpt: 'x', contentHtml: '', language: 'pt-BR' },
    expectFields: ['title'],
  },
  {
    label: 'title too long',
    body: { title: long(161), excerpt: 'x', contentHtml: '', language: 'pt-BR' },
    expectFields: ['title'],
  },
  {
    label: 'slug with spaces and accents',
    body: { title: 'x', slug: 'Não Vale', excerpt: 'x', contentHtml: '', language: 'pt-BR' },
    expectFields: ['slug'],
  },
  {
    label: 'excerpt too long',
    body: { title: 'x', excerpt: long(301), contentHtml: '', language: 'pt-BR' },
    expectFields: ['excerpt'],
  },
  {
    label: 'content too long',
    body: { title: 'x', excerpt: 'x', contentHtml: long(200_001), language: 'pt-BR' },
    expectFields: ['contentHtml'],
  },
  {
    label: 'unknown language',
    body: { title: 'x', excerpt: 'x', contentHtml: '', language: 'fr-FR' },
    expectFields: ['language'],
  },
  {
    label: 'cover not an id',
    body: { title: 'x', excerpt: 'x', contentHtml: '', language: 'pt-BR', coverImageId: 'capa' },
    expectFields: ['coverImageId'],
  },
  {
    label: 'unknown cover',
    body: { title: 'x', excerpt: 'x', contentHtml: '', language: 'pt-BR', coverImageId: randomUUID() },
    expectFields: ['coverImageId'],
  },
  {
    label: 'translation not an id',
    body: { title: 'x', excerpt: 'x', contentHtml: '', language: 'pt-BR', translationId: 'en' },
    expectFields: ['translationId'],
  },
  {
    label: 'unknown translation',
    body: { title: 'x', excerpt: 'x', contentHtml: '', language: 'pt-BR', translationId: randomUUID() },
    expectFields: ['translationId'],
  },
  {
    label: 'a NUL character',
    body: { title: 'a\u0000b', excerpt: 'x', contentHtml: '', language: 'pt-BR' },
    expectFields: ['title'],
  },
  ...notJsonObjects,
];
CASES.createBlogPost = { method: 'POST', url: () => '/api/super-admin/blog/posts', bodies: () => blogPostBodies };
CASES.updateBlogPost = {
  method: 'PUT',
  url: (w) => `/api/super-admin/blog/posts/${w.blogPostId}`,
  bodies: () => blogPostBodies,
};
CASES.publishBlogPost = {
  method: 'POST',
  url: (w) => `/api/super-admin/blog/posts/${w.blogPostId}/publish`,
  bodies: () => [
    { label: 'not a date and time', body: { at: 'amanhã' }, expectFields: ['at'] },
    { label: 'a date without a time', body: { at: '2026-12-01' }, expectFields: ['at'] },
    ...notJsonObjects,
  ],
};
CASES.replyOnTestWhatsApp = {
  method: 'POST',
  url: () => '/api/whatsapp-teste/reply',
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['phone'] },
    { label: 'a phone without its +', body: { phone: '11 98222-0001', text: 'oi' }, expectFields: ['phone'] },
    { label: 'neither a button nor a text', body: { phone: '+5511982220001' }, expectFields: ['text'] },
    { label: 'a blank text', body: { phone: '+5511982220001', text: '  ' }, expectFields: ['text'] },
    { label: 'both a button and a text', body: { phone: '+5511982220001', text: 'oi', buttonPayload: 'confirm:x' } },
    ...notJsonObjects,
  ],
};
CASES.sendClientWhatsAppMessage = {
  method: 'POST',
  url: (w) => `/api/clients/${w.clientId}/whatsapp`,
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['text', 'idempotencyKey'] },
    { label: 'a blank text', body: { text: '   ', idempotencyKey: randomUUID() }, expectFields: ['text'] },
    { label: 'a text too long', body: { text: long(1001), idempotencyKey: randomUUID() }, expectFields: ['text'] },
    { label: 'a text as a number', body: { text: 42, idempotencyKey: randomUUID() }, expectFields: ['text'] },
    {
      label: 'a key that is not a UUID',
      body: { text: 'Oi', idempotencyKey: 'abc' },
      expectFields: ['idempotencyKey'],
    },
    {
      label: 'a NUL character in the text',
      body: { text: 'a\u0000', idempotencyKey: randomUUID() },
      expectFields: ['text'],
    },
    ...notJsonObjects,
  ],
};
CASES.sendContactMessage = {
  method: 'POST',
  url: () => '/api/contact-messages',
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['name', 'email', 'title', 'message'] },
    {
      label: 'blank fields',
      body: { name: ' ', email: ' ', title: ' ', message: ' ' },
      expectFields: ['name', 'email', 'title', 'message'],
    },
    { label: 'not an e-mail', body: { name: 'a', email: 'ana', title: 't', message: 'm' }, expectFields: ['email'] },
    {
      label: 'message too long',
      body: { name: 'a', email: 'a@example.com', title: 't', message: long(5001) },
      expectFields: ['message'],
    },
    ...notJsonObjects,
  ],
};
CASES.reportWebVitals = {
  method: 'POST',
  url: () => '/api/web-vitals',
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['page', 'metrics'] },
    {
      label: 'an address instead of a page kind',
      body: { page: '/agendar/1', metrics: [{ name: 'LCP', value: 1 }] },
      expectFields: ['page'],
    },
    { label: 'no figures', body: { page: 'landing', metrics: [] }, expectFields: ['metrics'] },
    {
      label: 'the same figure twice',
      body: {
        page: 'landing',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      expectFields: ['metrics'],
    },
    { label: 'a figure it does not know', body: { page: 'landing', metrics: [{ name: 'FID', value: 1 }] } },
    { label: 'a negative time', body: { page: 'landing', metrics: [{ name: 'LCP', value: -1 }] } },
    { label: 'a time as text', body: { page: 'landing', metrics: [{ name: 'LCP', value: '1200' }] } },
    ...notJsonObjects,
  ],
};
const whatsAppSettings = {
  sendConfirmation: true,
  sendReminder: true,
  sendChangeNotice: true,
  sendReviewRequest: true,
  reminderHours: 24,
};
CASES.updateWhatsAppSettings = {
  method: 'PUT',
  url: () => '/api/whatsapp/settings',
  bodies: () => [
    {
      label: 'missing fields',
      body: {},
      expectFields: ['sendConfirmation', 'sendReminder', 'sendChangeNotice', 'sendReviewRequest', 'reminderHours'],
    },
    {
      label: 'a reminder 0 hours ahead',
      body: { ...whatsAppSettings, reminderHours: 0 },
      expectFields: ['reminderHours'],
    },
    {
      label: 'a reminder 73 hours ahead',
      body: { ...whatsAppSettings, reminderHours: 73 },
      expectFields: ['reminderHours'],
    },
    { label: 'fractional hours', body: { ...whatsAppSettings, reminderHours: 1.5 }, expectFields: ['reminderHours'] },
    { label: 'hours as text', body: { ...whatsAppSettings, reminderHours: '24' }, expectFields: ['reminderHours'] },
    { label: 'a switch as text', body: { ...whatsAppSettings, sendReminder: 'sim' }, expectFields: ['sendReminder'] },
    ...notJsonObjects,
  ],
};
CASES.updateContactMessage = {
  method: 'PATCH',
  url: () => `/api/super-admin/contact-messages/${randomUUID()}`,
  bodies: () => [
    { label: 'nothing to change', body: {}, expectFields: ['read'] },
    { label: 'read not a flag', body: { read: 'sim' }, expectFields: ['read'] },
    ...notJsonObjects,
  ],
};

// The counter (docs/counter.md): a comanda's body is refused before the comanda is looked for.
const goodLine = { kind: 'item', description: 'Xampu', quantity: 1, unitPriceCents: 3000 };
CASES.openComanda = {
  method: 'POST',
  url: () => '/api/comandas',
  bodies: () => [
    { label: 'an appointment that is not an id', body: { appointmentId: 'ontem' }, expectFields: ['appointmentId'] },
    { label: 'a client as a number', body: { clientId: 42 }, expectFields: ['clientId'] },
    ...notJsonObjects,
  ],
};
CASES.updateComanda = {
  method: 'PUT',
  url: () => `/api/comandas/${randomUUID()}`,
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['version', 'lines', 'discount'] },
    {
      label: 'a negative price, no quantity, a blank description',
      body: { version: 0, discount: null, lines: [{ kind: 'item', description: ' ', unitPriceCents: -1 }] },
      expectFields: ['lines.0.description', 'lines.0.quantity', 'lines.0.unitPriceCents'],
    },
    {
      label: 'a tip for nobody',
      body: {
        version: 0,
        discount: null,
        lines: [{ kind: 'tip', description: 'Gorjeta', quantity: 1, unitPriceCents: 500 }],
      },
      expectFields: ['lines.0.professionalId'],
    },
    {
      label: 'a discount of 150 %',
      body: { version: 0, lines: [goodLine], discount: { kind: 'percent', value: 15_000 } },
      expectFields: ['discount.value'],
    },
    {
      label: 'a discount without a reason',
      body: { version: 0, lines: [goodLine], discount: { kind: 'amount', value: 500 } },
      expectFields: ['discountReason'],
    },
    ...notJsonObjects,
  ],
};
CASES.closeComanda = {
  method: 'POST',
  url: () => `/api/comandas/${randomUUID()}/close`,
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['version', 'payments'] },
    {
      label: 'an unknown method, a payment of nothing, 13 installments',
      body: {
        version: 0,
        payments: [
          { method: 'cheque', amountCents: 100 },
          { method: 'pix', amountCents: 0 },
          { method: 'credit', amountCents: 100, installments: 13 },
        ],
      },
      expectFields: ['payments.0.method', 'payments.1.amountCents', 'payments.2.installments'],
    },
    ...notJsonObjects,
  ],
};
CASES.reverseComanda = {
  method: 'POST',
  url: () => `/api/comandas/${randomUUID()}/reverse`,
  bodies: () => [
    { label: 'no reason', body: {}, expectFields: ['reason'] },
    { label: 'a reason too long', body: { reason: long(201) }, expectFields: ['reason'] },
    ...notJsonObjects,
  ],
};
CASES.sendComandaReceipt = {
  method: 'POST',
  url: () => `/api/comandas/${randomUUID()}/receipt`,
  bodies: () => [
    { label: 'an e-mail that is none', body: { email: 'recibo' }, expectFields: ['email'] },
    { label: 'WhatsApp as text', body: { whatsapp: 'sim' }, expectFields: ['whatsapp'] },
    ...notJsonObjects,
  ],
};
CASES.openCashRegister = {
  method: 'POST',
  url: () => '/api/cash-registers',
  bodies: () => [
    { label: 'no float', body: {}, expectFields: ['floatCents'] },
    { label: 'a negative float', body: { floatCents: -100 }, expectFields: ['floatCents'] },
    { label: 'a float in reais with cents', body: { floatCents: 10.5 }, expectFields: ['floatCents'] },
    ...notJsonObjects,
  ],
};
CASES.addCashMovement = {
  method: 'POST',
  url: () => `/api/cash-registers/${randomUUID()}/movements`,
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['kind', 'amountCents', 'reason'] },
    {
      label: 'an unknown kind, nothing moved, no reason',
      body: { kind: 'roubo', amountCents: 0, reason: '' },
      expectFields: ['kind', 'amountCents', 'reason'],
    },
    ...notJsonObjects,
  ],
};
CASES.closeCashRegister = {
  method: 'POST',
  url: () => `/api/cash-registers/${randomUUID()}/close`,
  bodies: () => [
    { label: 'nothing counted', body: {}, expectFields: ['counted'] },
    {
      label: 'a method missing, a negative count',
      body: { counted: { cash: -1, credit: 0, debit: 0 } },
      expectFields: ['counted.cash', 'counted.pix'],
    },
    ...notJsonObjects,
  ],
};
CASES.updateCounterSettings = {
  method: 'PATCH',
  url: () => '/api/counter/settings',
  bodies: () => [
    { label: 'a PIX key that is none', body: { pixKey: '123' }, expectFields: ['pixKey'] },
    {
      label: 'a discount limit past the whole bill, a switch as text',
      body: { professionalMaxDiscountBasisPoints: 20_000, registerPerUser: 'sim' },
      expectFields: ['professionalMaxDiscountBasisPoints', 'registerPerUser'],
    },
    { label: 'a city too long', body: { pixCity: long(16) }, expectFields: ['pixCity'] },
    { label: 'negative stock as text', body: { allowNegativeStock: 'sim' }, expectFields: ['allowNegativeStock'] },
    ...notJsonObjects,
  ],
};

// Products (docs/products.md): refused before any product is looked for.
CASES.createProduct = {
  method: 'POST',
  url: () => '/api/products',
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['name', 'unit', 'priceCents'] },
    {
      label: 'an unknown unit, a negative price and minimum, a fractional opening stock',
      body: { name: 'Xampu', unit: 'litro', priceCents: -1, minStock: -1, openingStock: 1.5 },
      expectFields: ['unit', 'priceCents', 'minStock', 'openingStock'],
    },
    { label: 'a name too long', body: { name: long(121), unit: 'unit', priceCents: 0 }, expectFields: ['name'] },
    ...notJsonObjects,
  ],
};
CASES.updateProduct = {
  method: 'PATCH',
  url: () => `/api/products/${randomUUID()}`,
  bodies: () => [
    { label: 'a blank name, a SKU too long', body: { name: ' ', sku: long(41) }, expectFields: ['name', 'sku'] },
    { label: 'active as text', body: { active: 'sim' }, expectFields: ['active'] },
    ...notJsonObjects,
  ],
};
CASES.recordStockMovement = {
  method: 'POST',
  url: () => '/api/stock-movements',
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['productId', 'kind', 'quantity'] },
    {
      label: 'a purchase without its cost',
      body: { productId: randomUUID(), kind: 'purchase', quantity: 3 },
      expectFields: ['unitCostCents'],
    },
    {
      label: 'a loss of nothing, without a reason',
      body: { productId: randomUUID(), kind: 'loss', quantity: 0 },
      expectFields: ['quantity', 'reason'],
    },
    {
      label: 'a sale by hand (sales come from comandas)',
      body: { productId: randomUUID(), kind: 'sale', quantity: 1 },
      expectFields: ['kind'],
    },
    ...notJsonObjects,
  ],
};
CASES.recordStockCount = {
  method: 'POST',
  url: () => '/api/stock-counts',
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['counts', 'reason'] },
    {
      label: 'a negative count, a product twice',
      body: {
        counts: [
          { productId: '6b8f2c1e-7a4d-4e2b-9c3f-1a2b3c4d5e6f', counted: -1 },
          { productId: '6b8f2c1e-7a4d-4e2b-9c3f-1a2b3c4d5e6f', counted: 2 },
        ],
        reason: 'Inventário',
      },
      expectFields: ['counts.0.counted', 'counts'],
    },
    {
      label: 'a product no business has',
      body: { counts: [{ productId: randomUUID(), counted: 1 }], reason: 'Inventário' },
      expectFields: ['counts'],
    },
    ...notJsonObjects,
  ],
};
CASES.updateServiceRecipe = {
  method: 'PUT',
  url: (w) => `/api/services/${w.serviceId}/recipe`,
  bodies: () => [
    { label: 'missing items', body: {}, expectFields: ['items'] },
    {
      label: 'no quantity, a product that is not an id',
      body: { items: [{ productId: 'tinta', quantity: 0 }] },
      expectFields: ['items.0.productId', 'items.0.quantity'],
    },
    {
      label: 'a product no business has',
      body: { items: [{ productId: randomUUID(), quantity: 30 }] },
      expectFields: ['items'],
    },
    ...notJsonObjects,
  ],
};

// Packages (docs/packages.md): refused before any package or comanda is looked for.
CASES.createPackage = {
  method: 'POST',
  url: () => '/api/packages',
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['name', 'priceCents', 'validityDays', 'services'] },
    {
      label: 'no services, a negative price, a validity of no days',
      body: { name: 'Pacote', priceCents: -1, validityDays: 0, services: [] },
      expectFields: ['priceCents', 'validityDays', 'services'],
    },
    {
      label: 'a service twice, with no sessions',
      body: {
        name: 'Pacote',
        priceCents: 100,
        validityDays: 30,
        services: [
          { serviceId: '00000000-0000-4000-8000-000000000001', sessions: 0 },
          { serviceId: '00000000-0000-4000-8000-000000000001', sessions: 1 },
        ],
      },
      expectFields: ['services.0.sessions', 'services'],
    },
    {
      label: 'a service no business has',
      body: { name: 'Pacote', priceCents: 100, validityDays: 30, services: [{ serviceId: randomUUID(), sessions: 2 }] },
      expectFields: ['services'],
    },
    ...notJsonObjects,
  ],
};
CASES.updatePackage = {
  method: 'PATCH',
  url: () => `/api/packages/${randomUUID()}`,
  bodies: () => [
    {
      label: 'a blank name, a validity too long',
      body: { name: ' ', validityDays: 5_000 },
      expectFields: ['name', 'validityDays'],
    },
    { label: 'active as text', body: { active: 'sim' }, expectFields: ['active'] },
    ...notJsonObjects,
  ],
};
CASES.sellPackage = {
  method: 'POST',
  url: () => `/api/comandas/${randomUUID()}/packages`,
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['packageId', 'version'] },
    {
      label: 'a package that is not an id',
      body: { packageId: 'dez', version: -1 },
      expectFields: ['packageId', 'version'],
    },
    ...notJsonObjects,
  ],
};

CASES.updateDepositPolicy = {
  method: 'PUT',
  url: () => '/api/payments/deposit-policy',
  bodies: () => [
    { label: 'missing fields', body: {}, expectFields: ['cancelWindowHours', 'noShowKeeps'] },
    {
      label: 'a negative window, an unknown no-show rule, a hold too short',
      body: { cancelWindowHours: -1, noShowKeeps: 'metade', holdMinutes: 1 },
      expectFields: ['cancelWindowHours', 'noShowKeeps', 'holdMinutes'],
    },
    {
      label: 'a percentage over 100 %, a service that is not an id',
      body: {
        cancelWindowHours: 24,
        noShowKeeps: 'deposit',
        services: [
          { serviceId: randomUUID(), rule: { kind: 'percent', value: 20_000 } },
          { serviceId: 'corte', rule: { kind: 'amount', value: 100 } },
        ],
      },
      expectFields: ['services.0.rule.value', 'services.1.serviceId'],
    },
    ...notJsonObjects,
  ],
};
CASES.startPublicDepositPayment = {
  method: 'POST',
  url: () => `/api/public/bookings/${'x'.repeat(32)}/deposit/payment`,
  bodies: () => [
    { label: 'missing method', body: {}, expectFields: ['method'] },
    { label: 'a method nobody takes', body: { method: 'boleto' }, expectFields: ['method'] },
    ...notJsonObjects,
  ],
};

/** Operations whose body is not ours to check here: sign-in and the rest of better-auth are hidden. */
const WITHOUT_BODY_CASES = new Set([
  'cancelAppointment',
  'receiveBillingWebhook',
  'receivePaymentsWebhook',
  'receiveWhatsAppWebhook',
  // Google's push notifications have an empty body; their headers are checked (google-calendar.test.ts).
  'receiveGoogleCalendarNotification',
]);

const WATCHED_TABLES: Array<keyof Database> = [
  'services',
  'professionals',
  'professional_services',
  'professional_working_hours',
  'professional_breaks',
  'clients',
  'appointments',
  'business_opening_hours',
  'users',
  'profiles',
  'accounts',
  'outbox_messages',
  'calendar_feeds',
  'commission_lines',
  'commission_payments',
  'commission_service_rates',
  'sample_data_rows',
  'reviews',
  'review_requests',
  'review_settings',
  'whatsapp_settings',
  'content_versions',
  'super_admin_audit_log',
  'site_screenshots',
  'comandas',
  'comanda_lines',
  'comanda_payments',
  'deposit_policies',
  'service_deposit_rules',
  'deposits',
  'cash_registers',
  'cash_movements',
  'counter_settings',
];

describe.each(testEngines())('bad input on %s', (engine) => {
  let t: TestApp;
  let owner: Owner;
  let world: World;

  beforeAll(async () => {
    t = await startTestApp(engine);
    owner = await signUpOwner(t, 'bad-input@example.com');
    await createSuperAdminsRepository(t.database.handle.db).setActive(owner.email, true, 'test');
    const service = await owner.client.post('/api/services', { name: 'Corte', durationMinutes: 30, priceCents: 5000 });
    const professional = await owner.client.post('/api/professionals', {
      fullName: 'Ana',
      serviceIds: [service.body.id],
      workingHours: [{ weekday: 1, start: '09:00', end: '18:00' }],
    });
    const client = await owner.client.post('/api/clients', { fullName: 'João' });
    world = {
      businessId: owner.businessId,
      serviceId: service.body.id,
      professionalId: professional.body.id,
      clientId: client.body.id,
      appointmentId: await insertAppointment(t.database.handle.db, {
        businessId: owner.businessId,
        professionalId: professional.body.id,
        serviceId: service.body.id,
        clientId: client.body.id,
        startsAt: '2026-12-01T13:00:00Z',
      }),
      blogPostId: (
        await owner.client.post('/api/super-admin/blog/posts', {
          title: 'Rascunho',
          excerpt: 'x',
          contentHtml: '<p>x</p>',
          language: 'pt-BR',
        })
      ).body.id,
    };
  });
  afterAll(() => t.close());

  const snapshot = async () => ({
    counts: Object.fromEntries(
      await Promise.all(WATCHED_TABLES.map(async (table) => [table, await countRows(t.database.handle.db, table)])),
    ),
    settings: (await owner.client.get('/api/business/settings')).body,
    service: (await owner.client.get(`/api/services/${world.serviceId}`)).body,
    professional: (await owner.client.get(`/api/professionals/${world.professionalId}`)).body,
    client: (await owner.client.get(`/api/clients/${world.clientId}`)).body,
  });

  it('has invalid bodies for every operation that takes one', async () => {
    const document = (await owner.client.get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
    };
    const withBody = Object.values(document.paths)
      .flatMap((methods) => Object.values(methods))
      .filter((op) => op.requestBody !== undefined && !WITHOUT_BODY_CASES.has(op.operationId))
      .map((op) => op.operationId);
    expect(withBody.filter((id) => !(id in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((id) => !withBody.includes(id))).toEqual([]);
  });

  it.each(Object.keys(CASES))(
    '%s: 400 with field errors in pt-BR and en-US, never a 500, nothing written',
    async (operationId) => {
      const cases = CASES[operationId]!;
      const before = await snapshot();
      const problems: string[] = [];
      for (const { label, body, expectFields } of cases.bodies(world)) {
        const answers: Record<string, { status: number; body: any }> = {};
        for (const language of ['pt-BR', 'en-US'] as const) {
          owner.client.language = language;
          const raw = JSON.stringify(body);
          answers[language] = await owner.client.request(cases.method, cases.url(world), raw, {
            'content-type': 'application/json',
          });
        }
        owner.client.language = 'pt-BR';
        const pt = answers['pt-BR']!;
        const en = answers['en-US']!;
        const fieldsPt: Record<string, string> = pt.body?.error?.fields ?? {};
        const fieldsEn: Record<string, string> = en.body?.error?.fields ?? {};
        const where = `${label}: ${pt.status} ${JSON.stringify(pt.body)}`;
        if (pt.status !== 400 || en.status !== 400) problems.push(`${where} — expected 400`);
        if (Object.keys(fieldsPt).length === 0) problems.push(`${where} — no field errors`);
        if (JSON.stringify(Object.keys(fieldsPt)) !== JSON.stringify(Object.keys(fieldsEn)))
          problems.push(`${where} — fields differ by language`);
        for (const key of Object.keys(fieldsPt)) {
          if (fieldsPt[key] === fieldsEn[key]) problems.push(`${where} — '${key}' is not translated`);
        }
        if (pt.body?.error?.message === en.body?.error?.message) problems.push(`${where} — message not translated`);
        for (const field of expectFields ?? []) {
          if (!(field in fieldsPt)) problems.push(`${where} — '${field}' not named`);
        }
      }
      expect(problems).toEqual([]);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('says which rule a field broke, in the request language', async () => {
    const wrongType = await owner.client.post('/api/services', { name: 'A', durationMinutes: 30, priceCents: '10,00' });
    expect(wrongType.body.error.fields).toEqual({ priceCents: 'Tipo inválido: esperado número' });
    owner.client.language = 'en-US';
    const missing = await owner.client.post('/api/services', { durationMinutes: -1, priceCents: 1 });
    owner.client.language = 'pt-BR';
    expect(missing.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Some fields are invalid. Fix them and try again.',
      fields: { name: 'Required field', durationMinutes: 'Must be at least 5' },
    });
  });

  it('answers malformed JSON and out-of-range numbers with 400', async () => {
    const malformed = await owner.client.request('POST', '/api/services', '{"name": "A", ', {
      'content-type': 'application/json',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('INVALID_BODY');
    const infinite = await owner.client.request(
      'POST',
      '/api/services',
      '{"name":"A","durationMinutes":1e400,"priceCents":1}',
      {
        'content-type': 'application/json',
      },
    );
    expect(infinite.status).toBe(400);
    expect(Object.keys(infinite.body.error.fields)).toEqual(['durationMinutes']);
  });

  it('refuses bad queries and ids with field errors', async () => {
    for (const url of [
      '/api/services?limit=0',
      '/api/services?limit=abc',
      '/api/services?offset=-1',
      '/api/services?active=maybe',
      `/api/clients?search=${long(101)}`,
      '/api/clients?search=%00',
      '/api/professionals?serviceId=corte',
      '/api/clients/duplicates?excludeId=1',
      '/api/services/not-an-id',
      '/api/clients/123',
      '/api/reviews?stars=0',
      '/api/reviews?stars=6',
      '/api/reviews?professionalId=ana',
      '/api/reviews?from=ontem',
      '/api/reviews?unanswered=talvez',
      '/api/reviews/stats?to=2026-13-01',
      '/api/reviews?from=2026-02-30',
      `/api/public/businesses/${world.businessId}/reviews?limit=0`,
      '/api/public/reviews/curto',
    ]) {
      const response = await owner.client.get(url);
      expect(response.status, url).toBe(400);
      expect(Object.keys(response.body.error.fields).length, url).toBeGreaterThan(0);
    }
  });

  it('keeps markup as data: stored as sent, returned as JSON text', async () => {
    const script = '<script>alert("x")</script>';
    const service = await owner.client.post('/api/services', {
      name: script,
      description: '<img src=x onerror=alert(1)>',
      durationMinutes: 30,
      priceCents: 1,
    });
    expect(service.status).toBe(201);
    const read = await owner.client.get(`/api/services/${service.body.id}`);
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(read.body).toMatchObject({ name: script, description: '<img src=x onerror=alert(1)>' });
    const client = await owner.client.post('/api/clients', { fullName: script, notes: '"><svg onload=alert(1)>' });
    expect((await owner.client.get(`/api/clients/${client.body.id}`)).body).toMatchObject({
      fullName: script,
      notes: '"><svg onload=alert(1)>',
    });
    expect((await owner.client.get('/api/clients?search=script')).body.items[0].fullName).toBe(script);
  });
});
