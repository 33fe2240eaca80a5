import { describe, expect, it } from 'vitest';
import { createPublicBookingBodySchema } from '../../../contracts/online-booking.ts';
import { bookingPayload, detailsFieldOf, EMPTY_DETAILS, validateDetails } from './customer-details.ts';

const none = { requirePhone: false, requireEmail: false };
const both = { requirePhone: true, requireEmail: true };

describe('validateDetails', () => {
  it('asks for a name of two letters at least', () => {
    expect(validateDetails(EMPTY_DETAILS, none)).toEqual({ fullName: 'details.errors.nameRequired' });
    expect(validateDetails({ ...EMPTY_DETAILS, fullName: ' A ' }, none)).toEqual({
      fullName: 'details.errors.nameTooShort',
    });
    expect(validateDetails({ ...EMPTY_DETAILS, fullName: 'A'.repeat(121) }, none)).toEqual({
      fullName: 'details.errors.nameTooLong',
    });
    expect(validateDetails({ ...EMPTY_DETAILS, fullName: 'Ana' }, none)).toEqual({});
  });

  it('asks for the phone and the e-mail only when the business requires them', () => {
    expect(validateDetails({ ...EMPTY_DETAILS, fullName: 'Ana' }, both)).toEqual({
      phone: 'details.errors.phoneRequired',
      email: 'details.errors.emailRequired',
    });
  });

  it('checks a phone or e-mail given even when not required', () => {
    const errors = validateDetails({ ...EMPTY_DETAILS, fullName: 'Ana', phone: '1234', email: 'ana@' }, none);
    expect(errors).toEqual({ phone: 'details.errors.phoneInvalid', email: 'details.errors.emailInvalid' });
    expect(validateDetails({ ...EMPTY_DETAILS, fullName: 'Ana', phone: 'abc 12345678' }, none).phone).toBe(
      'details.errors.phoneInvalid',
    );
    expect(
      validateDetails(
        { ...EMPTY_DETAILS, fullName: 'Ana', phone: '+55 (11) 98765-4321', email: 'ana.souza@example.com.br' },
        both,
      ),
    ).toEqual({});
  });

  it('limits the note', () => {
    expect(validateDetails({ ...EMPTY_DETAILS, fullName: 'Ana', notes: 'x'.repeat(501) }, none)).toEqual({
      notes: 'details.errors.notesTooLong',
    });
    expect(validateDetails({ ...EMPTY_DETAILS, fullName: 'Ana', notes: ` ${'x'.repeat(500)} ` }, none)).toEqual({});
  });

  it('reads a name of spaces as no name, and a too long e-mail as an invalid one', () => {
    expect(validateDetails({ ...EMPTY_DETAILS, fullName: '   ' }, none)).toEqual({
      fullName: 'details.errors.nameRequired',
    });
    expect(
      validateDetails({ ...EMPTY_DETAILS, fullName: 'Ana', email: `${'a'.repeat(250)}@example.com` }, none),
    ).toEqual({ email: 'details.errors.emailInvalid' });
  });

  it('gives each field one message, the required one first', () => {
    expect(validateDetails({ ...EMPTY_DETAILS, fullName: 'A'.repeat(121), phone: 'abc', email: 'a@b' }, both)).toEqual({
      fullName: 'details.errors.nameTooLong',
      phone: 'details.errors.phoneInvalid',
      email: 'details.errors.emailInvalid',
    });
    expect(validateDetails({ ...EMPTY_DETAILS, fullName: 'Ana', phone: ' ' }, both)).toEqual({
      phone: 'details.errors.phoneRequired',
      email: 'details.errors.emailRequired',
    });
  });

  it('accepts exactly what the contract accepts', () => {
    const samples = [
      { fullName: 'Ana', phone: '11 98765-4321', email: 'ana@example.com' },
      { fullName: 'Ana', phone: '1234-567', email: 'ana..b@example.com' },
      { fullName: 'Jo', phone: '(11) 9876.5432', email: '.ana@example.com' },
      { fullName: 'Bruno', phone: '+1 555 010 0199', email: 'bruno+agenda@mail.co' },
      { fullName: 'Bruno', phone: '555#0100199', email: 'bruno@localhost' },
    ];
    for (const sample of samples) {
      const details = { ...EMPTY_DETAILS, ...sample };
      const browser = Object.keys(validateDetails(details, none)).length === 0;
      const server = createPublicBookingBodySchema.safeParse({
        serviceId: '3f2b8c1e-6a4d-4f1b-9c2e-7d8a9b0c1d2e',
        professionalId: '3f2b8c1e-6a4d-4f1b-9c2e-7d8a9b0c1d2e',
        startsAt: '2030-01-01T12:00:00.000Z',
        ...bookingPayload(details, 'pt-BR'),
      }).success;
      expect({ sample, browser }).toEqual({ sample, browser: server });
    }
  });
});

describe('bookingPayload', () => {
  it('trims, leaves blanks out and sends the honeypot as it is', () => {
    expect(bookingPayload({ ...EMPTY_DETAILS, fullName: ' Ana ', phone: ' ', notes: '  ' }, 'pt-BR')).toEqual({
      client: { fullName: 'Ana' },
    });
    expect(
      bookingPayload(
        {
          ...EMPTY_DETAILS,
          fullName: 'Ana',
          phone: '11 98765-4321',
          email: 'a@b.co',
          notes: 'Cabelo curto',
          website: 'http://spam',
        },
        'pt-BR',
      ),
    ).toEqual({
      client: { fullName: 'Ana', phone: '11 98765-4321', email: 'a@b.co' },
      notes: 'Cabelo curto',
      website: 'http://spam',
    });
  });

  it('sends a checked WhatsApp box as the words shown and their language, and asks for the phone it needs', () => {
    const checked = { ...EMPTY_DETAILS, fullName: 'Ana', phone: '11 98765-4321', whatsapp: true };
    expect(bookingPayload(checked, 'en-US').whatsappConsent).toEqual({ words: 'booking-page', language: 'en-US' });
    expect(bookingPayload({ ...checked, whatsapp: false }, 'pt-BR')).not.toHaveProperty('whatsappConsent');
    expect(validateDetails({ ...checked, phone: '' }, { requirePhone: false, requireEmail: false })).toEqual({
      phone: 'details.errors.phoneForWhatsApp',
    });
  });
});

describe('detailsFieldOf', () => {
  it("maps the server's field paths to the form's", () => {
    expect(detailsFieldOf('client.phone')).toBe('phone');
    expect(detailsFieldOf('client.email')).toBe('email');
    expect(detailsFieldOf('client.fullName')).toBe('fullName');
    expect(detailsFieldOf('notes')).toBe('notes');
    expect(detailsFieldOf('startsAt')).toBeNull();
  });
});
